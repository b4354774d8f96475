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
