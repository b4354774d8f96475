"""End of round (rulebook p.16-17) and end of game (p.17)."""

from kleos.engine import load_game
from kleos.polis.data import G

from .helpers import A, D, S, good, goods, legal, own, owner, play, pop, position


def _end_round(s):
    play(s, "pass", "pass")


def test_p16_growth_sparta_at_4_with_5_wheat_grows_at_most_3_then_megalopolis():
    s = position("4")
    goods(s, S, wheat=9)  # 4 to feed Sparta, 5 left for growth
    goods(s, A, wheat=6)
    _end_round(s)
    assert s.stage == "eor_growth" and s.dec_seat == S and good(s, S, "wheat") == 5
    play(s, "grow sparta", "grow sparta", "grow sparta")
    assert pop(s, "sparta") == 7 and good(s, S, "wheat") == 2
    assert s.dec_seat == A  # growth 3 per round reached: Sparta's growth is over
    prestige = s.prestige[S]
    play(s, "done")  # Athens does not grow
    assert s.prestige[S] == prestige + 1  # Megalopolis: 7 > base 4
    assert good(s, S, "wheat") == 1  # spoilage: 2 halved


def test_p16_growth_capped_by_maximum_population():
    s = position("4")
    s.pop[D.polis_index["sparta"]] = 7
    goods(s, S, wheat=7 + 5)
    goods(s, A, wheat=6)
    _end_round(s)
    play(s, "grow sparta")
    assert pop(s, "sparta") == 8 and s.dec_seat == A


def test_p16_supply_shortfall_prestige_or_releasing_poleis():
    s = position("4")
    own(s, S, "pylos", 3)
    own(s, S, "gytheion", 2)
    goods(s, S, wheat=4)  # needs 9
    goods(s, A, wheat=5)
    _end_round(s)
    assert s.stage == "eor_supply" and legal(s) == {"release pylos", "release gytheion", "done"}
    play(s, "release pylos")
    assert owner(s, "pylos") == -1 and pop(s, "pylos") == 2
    play(s, "done")  # 6 needed: 4 wheat and 2 prestige
    assert s.prestige[S] == 5 - 2 + 1 and good(s, S, "wheat") == 0  # +1 Megalopolis: Gytheion 2 > 1


def test_p17_a_capital_that_cannot_be_fed_is_lost():
    s = position("4")
    goods(s, S, wheat=0, prestige=3)  # Sparta 4 population, 3 prestige, nothing to release
    goods(s, A, wheat=5)
    _end_round(s)
    r = s.result()
    assert r is not None and r.kind == "capital lost" and r.winners == (A,) and s.returns() == [-1.0, 1.0]


def test_p16_phoros_and_p17_ostracism():
    s = position("4")
    goods(s, S, wheat=4)
    goods(s, A, wheat=5)
    _end_round(s)  # no wheat left: no growth decisions
    assert s.stage == "eor_phoros" and s.dec_seat == S
    play(s, "amount 5")  # Sparta spends all its prestige
    assert good(s, S, "silver") == 5
    play(s, "amount 0")
    r = s.result()
    assert r.kind == "ostracism" and r.winners == (A,)


def test_p16_phidias_half_of_athenai_rounded_up_and_spoilage():
    s = position("4")
    s.pop[0] = 7
    s.in_progress[0] = "phidias"
    goods(s, A, wheat=7 + 3, wine=5, oil=3)
    goods(s, S, wheat=4)
    _end_round(s)
    assert s.prestige[A] == 5 + 4
    play(s, "done")  # Athens does not grow (Sparta has no wheat left to decide anything)
    assert good(s, A, "wine") == 3 and good(s, A, "oil") == 2 and good(s, A, "wheat") == 2


def test_p17_final_score_after_phase_4_of_round_5b_with_goods_tie_break():
    s = position("5b")
    goods(s, S, wheat=4, prestige=6, metal=3)
    goods(s, A, wheat=5, prestige=5, metal=1)
    s.completed[D.polis_index["sparta"]] = []
    _end_round(s)
    r = s.result()
    # Sparta 4 + 6 = 10, Athens 5 + 5 = 10: tie broken by goods (Sparta 3 metal v Athens 1)
    assert r.kind == "final score (goods tie-break)" and r.winners == (S,)
    assert s.returns() == [1.0, -1.0]


def test_p17_next_round_setup():
    s = position("3")
    goods(s, S, wheat=4)
    goods(s, A, wheat=5)
    s.cargo[0] = A
    s.collected[3] = S
    s.display = ["theatre"]
    _end_round(s)
    play(s, "amount 0", "amount 0")
    assert s.round_type == "4" and s.merchants_port[A] == 1 and s.collected == [-1] * 12
    assert s.stage == "proj_draw" and "theatre" not in s.display


def test_p4_p16_sparta_starts_without_wheat_and_feeds_itself_from_messenia():
    """p.4 gives Sparta 0 wheat (its column reads 3/4/4/4/4/4/0): random games starve, a sound plan does not.

    Pylos makes a hoplite (Sparta now feeds 6), two hoplites march from Lakedaimon to Messenia (-1), Athens
    passes, and the three hoplites collect 6 wheat in Messenia (-1, plus 1 good to act alone, p.5)."""
    s = load_game("polis").new_initial_state(3)
    for a in ("draw_project socrates", "draw_project theatre", "draw_project phidias", "draw_event e3_none_1"):
        s.apply(a)
    assert s.goods[S][G["wheat"]] == 0 and s.to_move == S
    play(s, "act hoplites", "polis pylos", "pay metal", "done",
         "act move_hoplites", "to messenia", "land lakedaimon", "land lakedaimon", "done",
         "pass",  # Athens
         "act collect", "fee wine", "at messenia", "collect wheat", "collect wheat", "collect wheat", "done", "pass")
    assert good(s, S, "wheat") == 6 and s.prestige[S] == 1
    # Athens, first to pass, feeds 8 with 4 wheat and 3 prestige: it must release poleis (p.16)
    assert s.stage == "eor_supply" and s.dec_seat == A and "done" not in legal(s)
    play(s, "release chios", "done")  # Athenai 5 + Chalkis 1 = 6: 4 wheat and 2 prestige
    # Sparta's 6 population are fed with its 6 wheat, without a decision
    assert good(s, S, "wheat") == 0 and owner(s, "pylos") == S and owner(s, "gytheion") == S
    play(s, "amount 0", "amount 0")  # phoros (Athens first), then ostracism: both keep some prestige
    assert s.round_type == "4" and not s.is_terminal() and s.prestige == [1, 1]


def test_p17_a_capital_that_cannot_be_fed_even_alone_is_lost_at_once():
    """p.17: the capital is lost 'when a player cannot feed it' in phase 2; releasing the other poleis (p.16)
    cannot change that when wheat and prestige together do not cover the capital alone."""
    s = position("4")
    own(s, S, "pylos", 2)
    own(s, S, "gytheion", 1)
    goods(s, S, wheat=1, prestige=2)  # Sparta 4 > 1 wheat + 2 prestige
    goods(s, A, wheat=5)
    _end_round(s)
    r = s.result()
    assert r is not None and r.kind == "capital lost" and r.winners == (A,)
    assert owner(s, "pylos") == S  # no pointless release was asked for


def test_p16_every_phase_starts_with_the_first_player_to_pass():
    s = position("4")
    goods(s, S, wheat=4 + 2)
    s.pop[D.polis_index["athenai"]] = 6  # Athenai 6 > 5: Megalopolis
    goods(s, A, wheat=6)
    s.to_move = A
    play(s, "pass", "pass")  # Athens passes first
    play(s, "grow sparta", "done")  # Sparta 5 > 4; Athens has no wheat left to grow
    lines = [str(e.text) for e in s.log if "Megalopolis" in str(e.text)]
    assert lines == ["Megalopolis: Athens +1 prestige", "Megalopolis: Sparta +1 prestige"]
