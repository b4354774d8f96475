"""Events (rulebook p.5: order, colours, effects lasting the round)."""

from .helpers import A, D, S, good, goods, legal, own, owner, play, position, put, units


def _reveal(s, eid):
    s.stage = "event_draw"
    s.event_decks = {r: list(D.event_decks[r]) for r in D.event_decks}
    s.invalidate()
    s.apply(f"draw_event {eid}")


def test_p5_red_and_blue_lines_earthquake():
    s = position("3")
    _reveal(s, "e3_earthquake")
    assert units(s, S, "ionio") == 1 and units(s, A, "messenia") == 1 and units(s, A, "ionio") == 0


def test_p5_event_order_most_prestige_first_and_choices():
    s = position("3")
    s.prestige = [2, 6]
    put(s, S, "lakedaimon", 1)
    put(s, A, "attika", 1)
    put(s, A, "kyklades", 1)
    _reveal(s, "e3_philopersians")
    assert s.stage == "ev_remove" and s.dec_seat == A  # Athens has more prestige: applies first
    assert legal(s) == {"remove attika", "remove kyklades"}
    play(s, "remove kyklades")
    assert s.dec_seat == S
    play(s, "remove lakedaimon")
    assert s.prestige == [3, 7] and s.stage == "turn" and s.to_move == S


def test_event_xerxes_closes_persis_in_round_3():
    s = position("3")
    _reveal(s, "e3_xerxes")
    s.to_move = A
    s.merchants_port[A] = 1
    goods(s, A, wine=10)
    s.invalidate()
    assert "act trade" not in legal(s)


def test_event_treasury_and_betrayal():
    s = position("4")
    _reveal(s, "e4_treasury")
    assert s.stage == "ev_treasury" and s.dec_seat == A  # tie: Athens first
    play(s, "amount 2", "amount 1")
    assert s.prestige == [4, 3] and good(s, A, "silver") == 4 and good(s, S, "silver") == 2
    s = position("4")
    own(s, S, "pylos", 1)
    own(s, A, "chalkis", 1)
    _reveal(s, "e4_betrayal")
    play(s, "betray pylos", "betray chalkis")
    assert owner(s, "pylos") == A and owner(s, "chalkis") == S


def test_event_persian_king_hoplites_return_at_round_end():
    s = position("4")
    put(s, S, "lakedaimon", 2)
    goods(s, S, wheat=10)
    goods(s, A, wheat=10)
    _reveal(s, "e4_persian_king")
    play(s, "done")  # Athens has no hoplites: not asked; Sparta first? Athens first by tie, so Sparta here
    assert s.prestige[S] == 5
    s = position("4")
    put(s, S, "lakedaimon", 2)
    goods(s, S, wheat=10)
    goods(s, A, wheat=10)
    _reveal(s, "e4_persian_king")
    play(s, "send lakedaimon", "done")
    assert s.prestige[S] == 7 and s.persis_box[S] == 1
    play(s, "pass", "pass")
    assert s.stage == "ev_place" and s.dec_seat == S
    play(s, "place messenia")
    assert units(s, S, "messenia") == 1 and s.persis_box[S] == 0


def test_event_mercenaries_and_alcibiades():
    s = position("5b")
    _reveal(s, "e5b_alcibiades")
    assert s._threshold() == 7
    s = position("5a")
    _reveal(s, "e5a_mercenaries")
    s.pop[D.polis_index["sparta"]] = 1
    goods(s, S, silver=2)
    play(s, "act hoplites", "polis sparta")
    assert legal(s) == {"pay mercenary"}
    play(s, "pay mercenary")
    assert units(s, S, "lakedaimon") == 1 and good(s, S, "silver") == 0


def test_event_pacifism_etna_and_peasant_revolts():
    s = position("5a")
    _reveal(s, "e5a_pacifism")
    put(s, S, "lakedaimon", 3)
    play(s, "act collect", "at lakedaimon", "collect prestige", "collect prestige", "collect metal", "done")
    assert s.prestige[S] == 7 and good(s, S, "metal") == 1
    s = position("5b")
    _reveal(s, "e5b_etna")
    own(s, S, "gela")
    put(s, S, "sikelia", 5)
    play(s, "act collect", "at sikelia", "collect oil", "collect oil", "collect oil")
    assert legal(s) == {"done"}
    s = position("4")
    _reveal(s, "e4_peasants")
    own(s, S, "pylos")
    put(s, S, "messenia", 2)
    assert "act collect" not in legal(s)  # Messenia is marked for the round


def test_event_freeing_of_the_slaves_barter_at_par_without_devaluation():
    s = position("5b")
    _reveal(s, "e5b_slaves")
    s.to_move = A
    s.merchants_port[A] = 1
    s.markers[2] = 9
    goods(s, A, wine=4)
    play(s, "act trade", "cargo persis_1", "paywith barter")
    assert good(s, A, "wine") == 1 and good(s, A, "wheat") == 3 and s.markers[2] == 9 and not s.is_chance_node()


def test_event_superstition_repeats_a_blank_assault_with_the_same_attacker():
    s = position("5b")
    _reveal(s, "e5b_superstition")
    put(s, S, "boiotia", 4)
    put(s, A, "boiotia", 4)
    goods(s, S, silver=6)
    s.proxenos[S] = D.polis_index["argos"]
    s.turn_acts = ["trade"]
    s.invalidate()
    play(s, "act civil_war", "fight", "fight")
    for c in ("c04", "c12", "c01", "c02", "c05", "c13", "c03", "c06"):
        play(s, f"draw_card {c}")
    play(s, "play c04", "play c12", "play c05", "play c13")  # Advance v Advance, Shoot v Shoot: blank
    assert s.bt["att"] == S


def test_event_great_commanders_doubles_battle_prestige_once():
    s = position("5a")
    _reveal(s, "e5a_commanders")
    put(s, S, "boiotia", 4)
    put(s, A, "boiotia", 4)
    goods(s, S, silver=6)
    s.proxenos[S] = D.polis_index["argos"]
    s.turn_acts = ["trade"]
    s.invalidate()
    play(s, "act civil_war", "fight", "fight")
    for c in ("c01", "c12", "c02", "c03", "c04", "c13", "c05", "c06"):
        play(s, f"draw_card {c}")
    play(s, "play c01", "play c12", "play c04", "play c13")  # Sparta +1
    p = s.prestige[S]
    play(s, "retreat")  # Athens retreats: +1 to Sparta, not doubled
    assert s.stage == "bt_commanders" and s.dec_seat == S
    play(s, "commanders double")
    assert s.prestige[S] == p + 1 + 1 and s.commanders_used[S]


def test_event_free_trade_with_persia_blocking_costs_prestige():
    s = position("5a")
    _reveal(s, "e5a_free_trade")
    put(s, S, "kyklades", 2)
    goods(s, S, silver=6)
    s.proxenos[S] = D.polis_index["argos"]
    s.turn_acts = ["trade"]
    s.invalidate()
    play(s, "act civil_war")  # +3 prestige, then the end of turn: Athens is cut from Persis
    assert s.prestige[S] == 5 + 3 - 1


def test_event_carthage_plague_hermocopidae_egypt():
    s = position("5b")
    put(s, S, "sikelia", 3)
    put(s, A, "sikelia", 1)
    _reveal(s, "e5b_carthage")
    assert units(s, S, "sikelia") == 1 and units(s, A, "sikelia") == 1
    s = position("5a")
    s.pop[0] = 6
    _reveal(s, "e5a_plague")
    assert s.pop[0] == 4 and units(s, A, "messenia") == 1
    s = position("5b")
    _reveal(s, "e5b_hermocopidae")
    assert s.prestige == [5, 3]
    s = position("4")
    put(s, A, "kyklades", 3)
    goods(s, S, wheat=10)
    goods(s, A, wheat=10)
    _reveal(s, "e4_egypt")
    assert s.stage == "ev_egypt" and legal(s) == {"send kyklades"}
    play(s, "send kyklades")
    assert legal(s) == {"send kyklades"}
    play(s, "send kyklades")
    assert legal(s) == {"send kyklades", "done"}  # two sent: Athens may stop or send more
    play(s, "send kyklades")  # the last galley: nothing more to send
    assert s.egypt_box == 3 and s.stage == "turn" and units(s, A, "kyklades") == 0
    play(s, "pass", "pass")
    assert units(s, A, "noties_sporades") == 1  # 3 // 2 return
