"""Polis's invariants (``kleos.polis.invariants``, issue 22): each one reports the corruption a bug would leave in a
real position or step, naming its rule; and seeded random games, some from rich positions that reach battles,
events and the end of rounds, break none of them."""

from __future__ import annotations

import pytest

from kleos.bots import RandomBot, make_bot
from kleos.engine import Rng, load_game
from kleos.engine.invariants import InvariantChecker
from kleos.engine.play import play_out

from .helpers import A, D, S, goods, own, play, position, put


def clean(s):
    assert s.invariants(None) == [], s.invariants(None)
    return s


def step(s, *texts):
    """Play ``texts``; return the state one step before the last, the last step having broken nothing."""
    for t in texts[:-1]:
        s.apply(t)
    before = s.clone()
    s.apply(texts[-1])
    assert s.invariants(before) == [], s.invariants(before)
    return before


def reported(s, before, section, *words):
    found = s.invariants(before)
    assert any(v.startswith(section) and all(w in v for w in words) for v in found), found


def _p(polis):
    return D.polis_index[polis]


def _r(region):
    return D.region_index[region]


# ---------------------------------------------------------------------------------------------- positions
def test_p3_population_of_owned_and_neutral_poleis():
    s = clean(position("4"))
    s.pop[_p("sparta")] = 0  # the last cube of Sparta turned into a hoplite
    reported(s, None, "p.3", "sparta", "not 1..8")
    s = clean(position("4"))
    s.pop[_p("argos")] = 1  # a released polis kept its cubes
    reported(s, None, "p.3", "neutral argos")


def test_p5_capacity_of_a_region():
    s = clean(position("3"))
    put(s, S, "boiotia", 4)
    reported(s, None, "p.5", "4 units in boiotia", "capacity is 3")


def test_p2_p6_eight_merchant_ships():
    s = clean(position("4"))
    s.merchants_port[A] = 7
    s.cargo[0] = A
    s.cargo[1] = A
    reported(s, None, "p.2, p.6", "Athens", "9 in all")


def test_p11_occupied_cargo_available_and_not_blocked():
    s = clean(position("3"))
    s.cargo[D.cargo_index[("persis", 2)]] = A  # value 4 in round 3
    reported(s, None, "p.11", "persis 2", "not available")
    s = clean(position("3"))
    s.event = "e3_xerxes"
    s.event_decks["3"].remove("e3_xerxes")
    clean(s)
    s.cargo[D.cargo_index[("persis", 1)]] = A
    reported(s, None, "p.11", "blocked by the event")


def test_p12_one_proxenos_per_polis_but_a_capital():
    s = clean(position("4"))
    s.proxenos = [_p("argos"), _p("argos")]
    reported(s, None, "p.12", "argos")
    s.proxenos = [_p("athenai"), _p("athenai")]  # p.13: a freed proxenos returns to his capital
    clean(s)


def test_a9_goods_and_prestige_never_below_zero():
    s = clean(position("4"))
    s.goods[S][0] = -1
    reported(s, None, "p.5, A9", "Sparta")
    s = clean(position("4"))
    s.prestige[A] = -1
    reported(s, None, "p.5, A9", "Athens")


def test_p10_11_market_markers_and_collection_boxes():
    s = clean(position("4"))
    s.markers[2] = D.columns + 1
    reported(s, None, "p.10-11", "market marker")
    s = clean(position("4"))
    s.collected[0] = 3
    reported(s, None, "p.10", "collection box")


def test_p5_a_player_who_passed_acts_no_more():
    s = clean(position("4"))
    s.passed[S] = True  # the pass was recorded, but the turn stayed his
    reported(s, None, "p.5", "Sparta has passed")


def test_p6_7_a_project_in_one_place_in_a_polis_of_its_type():
    s = clean(position("4"))
    s.in_progress[_p("athenai")] = "socrates"  # started, but left in the pile too
    reported(s, None, "p.6-7", "two places")
    s = clean(position("4"))
    s.pile.remove("socrates")
    s.completed[_p("sparta")] = ["socrates"]  # a philosopher under Sparta
    reported(s, None, "p.6-7", "socrates", "sparta")


def test_p5_the_event_is_of_its_round_and_left_its_deck():
    s = clean(position("4"))
    s.event = "e4_betrayal"  # revealed but not taken from its deck
    reported(s, None, "p.5", "still in its deck")
    s = clean(position("4"))
    s.event_decks["4"].append("e3_xerxes")
    reported(s, None, "p.5", "deck of round 4")


def _battle(region="boiotia", n_s=4, n_a=4, round_type="4"):
    """Sparta's second action ends her turn with 8 units in ``region``: the battle begins (p.14)."""
    s = position(round_type)
    put(s, S, region, n_s)
    put(s, A, region, n_a)
    goods(s, S, silver=6)
    s.proxenos[S] = _p("argos")
    s.turn_acts = ["trade"]
    s.invalidate()
    return s


def _assault_ready(region="boiotia"):
    s = _battle(region)
    play(s, "act civil_war", "fight", "fight")
    for c in ("c01", "c12", "c02", "c03", "c04", "c13", "c05", "c06"):
        play(s, f"draw_card {c}")
    return s


def test_p14_combat_cards_each_in_one_place_and_hands_within_the_units():
    s = clean(_assault_ready())
    s.bt["deck"].pop()  # a card lost from the deck
    reported(s, None, "p.14", "each in exactly one place")
    s = clean(_assault_ready())
    s.units[A][_r("boiotia")] = 3  # a unit lost outside an assault: the hand keeps 4 cards
    reported(s, None, "p.14", "4 combat cards for 3 units")
    s = clean(_assault_ready())
    s.bt = {}  # the battle forgotten in its stage
    reported(s, None, "p.14", "battle stage without a battle")


def test_p17_capitals_stay_their_sides_and_the_result_follows_the_rules():
    s = clean(position("4"))
    s.owner[_p("athenai")] = S
    reported(s, None, "p.17", "capital athenai")
    s = position("5b")
    goods(s, S, wheat=4, prestige=9)
    goods(s, A, wheat=5, prestige=5)
    play(s, "pass", "pass")
    assert s.result().winners == (S,) and s.invariants(None) == []
    s.outcome[0] = [A]  # the final score read the wrong way round
    reported(s, None, "p.17", "final score")


def test_p11_p12_p6_7_p14_pieces_in_no_place_or_too_many():
    s = clean(position("4"))
    s.cargo[0] = 2
    reported(s, None, "p.11", "cargo 0 is held by 2")
    s = clean(position("4"))
    s.proxenos[S] = 18
    reported(s, None, "p.12", "on no polis")
    s = clean(position("4"))
    s.display = s.pile[:4]
    del s.pile[:4]
    reported(s, None, "p.6-7", "more than 3")
    s = clean(_assault_ready())
    s.bt["aplay"] = [s.bt["deck"].pop() for _i in range(3)]
    reported(s, None, "p.14", "more than 2 cards laid")
    s = clean(_assault_ready())
    s.stage = "turn"  # the battle never closed
    reported(s, None, "p.14", "left on in stage turn")


def test_p17_ostracism_and_the_lost_capital():
    s = position("4")
    goods(s, S, wheat=4)
    goods(s, A, wheat=5)
    play(s, "pass", "pass", "amount 5", "amount 0")
    assert s.result().kind == "ostracism" and s.invariants(None) == []
    s.prestige[S] = 1
    reported(s, None, "p.17", "ended by ostracism")
    s = position("4")
    goods(s, S, wheat=0, prestige=3)
    goods(s, A, wheat=5)
    play(s, "pass", "pass")
    assert s.result().kind == "capital lost" and s.invariants(None) == []
    s.prestige[S] = 4  # wheat and prestige could feed Sparta's 4
    reported(s, None, "p.17", "ended by capital lost")


# ---------------------------------------------------------------------------------------------- steps
def test_p5_a_military_action_costs_one_prestige():
    s = position("4")
    put(s, S, "lakedaimon", 2)
    before = step(s, "act move_hoplites")
    s.prestige[S] += 1  # the cost forgotten
    reported(s, before, "p.5 (move_hoplites: 1 prestige)", "Sparta's prestige is 5, the rule gives 4")


def test_p5_a_lone_player_pays_one_good_before_each_action():
    s = position("4")
    goods(s, A, wine=2, silver=3)
    s.proxenos[A] = _p("argos")
    play(s, "pass")
    before = step(s, "act proxenos", "fee wine")
    s.goods[A][2] += 1  # the fee taken from the wrong good
    s.goods[A][4] -= 1
    reported(s, before, "p.5 (fee of a lone player)", "Athens's wine")


def test_p5_6_a_unit_is_a_cube_of_population_paid_with_metal_wood_or_silver():
    s = position("3")
    own(s, S, "pylos", 3)
    goods(s, S, metal=3)
    before = step(s, "act hoplites", "polis pylos", "pay metal")
    s.pop[_p("pylos")] += 1  # a hoplite out of nothing
    reported(s, before, "p.5-6 (action 1)", "population of pylos is 3, the rule gives 2")
    s.pop[_p("pylos")] -= 1
    s.units[S][_r("messenia")] -= 1
    s.units[S][_r("lakedaimon")] += 1  # placed in another territory
    reported(s, before, "p.5-6 (action 1)", "units in messenia")


def test_p6_a_merchant_is_created_in_a_commercial_polis_and_never_destroyed():
    s = position("4")
    own(s, S, "gytheion", 2)
    goods(s, S, wood=1)
    before = step(s, "act merchants", "polis gytheion", "pay wood")
    s.merchants_port[S] += 1  # two ships for one
    reported(s, before, "p.2, p.6", "merchant ships went from 0 to 2")
    s = position("4")
    s.merchants_port[A] = 2
    before = step(s, "pass")
    s.merchants_port[A] = 1  # a ship lost
    reported(s, before, "p.2, p.6", "Athens's merchant ships went from 2 to 1")


def test_p6_a_project_is_paid_its_cost_silver_replacing_goods():
    s = position("4")
    s.display = ["socrates"]
    s.pile.remove("socrates")
    goods(s, A, silver=6)
    s.to_move = A
    before = step(s, "act project", "start socrates athenai")
    s.goods[A][4] += 1  # a silver short
    reported(s, before, "p.6", "paid [0, 0, 0, 0, 5, 0]")


def test_p7_9_one_unit_moves_without_crossing_a_controlled_region():
    s = position("4")
    s.to_move = A
    put(s, A, "attika", 2)
    before = step(s, "act move_hoplites", "to thessalia", "land attika")
    s.units[A][_r("attika")] += 1  # the hoplite arrived without leaving
    reported(s, before, "p.7-9 (a move)", "Athens's units in attika")
    s.units[A][_r("attika")] -= 1
    before.units[S][_r("boiotia")] = 2  # had Sparta held Boiotia, the land way was closed
    reported(s, before, "p.7-9", "through a region the opponent controls")
    s = position("4")
    s.to_move = A
    put(s, A, "kyklades", 2)
    before = step(s, "act move_galleys", "to ionio", "sail kyklades")
    before.units[S][_r("myrtoo")] = 1  # controlled on the way, and Athens without the diolkos
    reported(s, before, "p.7-9", "kyklades to ionio (sail)")


def test_p9_a_siege_is_won_on_the_fortification_or_costs_a_hoplite_and_a_population():
    s = position("4")
    own(s, A, "thebai", 3)
    put(s, S, "boiotia", 3)
    before = step(s, "act siege", "polis thebai", "d4 2")  # fails: 2 < 3
    s.owner[_p("thebai")] = S  # taken all the same
    reported(s, before, "p.9 (siege roll)", "owner of thebai")
    s = position("4")
    own(s, A, "thebai", 3)
    put(s, S, "boiotia", 3)
    s.proxenos[A] = _p("thebai")
    before = step(s, "act siege", "polis thebai", "d4 3")
    s.proxenos[A] = _p("thebai")  # the proxenos left in the taken polis
    reported(s, before, "p.9 (siege roll)", "Athens's proxenos")
    before.units[A][_r("boiotia")] = 3  # without control the siege was not possible
    reported(s, before, "p.9", "control")


def test_p10_a_collection_pays_its_row_for_one_prestige_outside_home():
    s = position("4")
    own(s, S, "pylos", 2)
    put(s, S, "messenia", 2)
    before = step(s, "act collect", "at messenia")
    s.prestige[S] += 1  # collected outside home for free
    reported(s, before, "p.10 (collect)", "Sparta's prestige")
    s.prestige[S] -= 1
    play(s, "collect wheat")
    before = step(s, "collect wheat", "done")
    s.goods[S][5] += 1  # 4 wheat for 2 hoplites
    reported(s, before, "p.10", "4 wheat")


def test_p7_8_a_hoplite_by_sea_crosses_no_controlled_sea():
    s = position("4")
    s.to_move = A
    put(s, A, "ionia", 1)
    before = step(s, "act move_hoplites", "to akarnania", "bysea ionia")
    before.units[S][_r("myrtoo")] = 1  # Sparta holding Myrtöo and Kyklades: no way from Nóties Sporádes to Ionio
    before.units[S][_r("kyklades")] = 1
    reported(s, before, "p.7-9", "ionia to akarnania (bysea)")


def test_p9_fortification_1_falls_without_a_roll_for_its_prestige():
    s = position("3")
    s.to_move = A
    put(s, A, "thessalia", 3)
    before = step(s, "act siege", "polis naupaktos")
    assert s.owner[_p("naupaktos")] == A
    s.prestige[A] -= 1  # the fortification's prestige forgotten
    reported(s, before, "p.9 (siege)", "Athens's prestige is 4, the rule gives 5")


def _with_event(s, event):
    s.event = event
    s.event_decks[D.events[event].round].remove(event)
    s.mods = {e.model_extra["name"]: e.model_extra["value"] for e in D.events[event].effects if e.op == "modifier"}
    s.invalidate()
    return clean(s)


def test_mercenaries_event_units_for_two_silver_and_no_population():
    s = _with_event(position("5a"), "e5a_mercenaries")
    goods(s, S, silver=2)
    before = step(s, "act hoplites", "polis sparta", "pay mercenary")
    s.pop[_p("sparta")] -= 1  # a cube of population taken all the same
    reported(s, before, "p.5-6 (action 1)", "population of sparta is 3, the rule gives 4")
    before.event = None  # without the event, a unit needs its cube of population
    reported(s, before, "p.5-6", "outside the Mercenaries event")


def test_free_trade_event_costs_the_blocker_one_prestige_at_most():
    s = _with_event(position("5a"), "e5a_free_trade")
    put(s, S, "kyklades", 2)  # Athens's port shut
    before = step(s, "pass")
    assert s.prestige[S] == 4
    s.prestige[S] = 3
    reported(s, before, "p.5 (pass)", "Sparta's prestige is 3, the rule gives 5")


def test_p17_a_new_round_begins_with_the_merchants_home():
    s = position("4")
    s.cargo[0] = S  # Sparta's merchant traded in this round
    goods(s, S, wheat=4)
    goods(s, A, wheat=5)
    before = step(s, "pass", "pass", "amount 0", "amount 0")
    assert s.round_type == "5a" and s.merchants_port[S] == 1
    s.cargo[0], s.merchants_port[S] = S, 0  # left on his cargo
    reported(s, before, "p.17", "new round begins with a merchant on a cargo")


def _persis_round_4():
    s = position("4")
    s.to_move = A
    s.merchants_port[A] = 1
    put(s, S, "kyklades", 1)
    put(s, A, "kyklades", 2)
    s.markers[3] = 2  # oil in column 2: row 4 asks 5
    goods(s, A, oil=6, silver=4)
    return s


def test_p10_11_a_trade_pays_the_value_table_over_a_free_route():
    s = _persis_round_4()
    before = step(s, "act trade", "cargo persis_2", "paywith barter")
    s.goods[A][3] += 1  # 4 oil for 4 wheat
    reported(s, before, "p.10-11 (trade)", "Athens's oil is 2, the rule gives 1")
    s.goods[A][3] -= 1
    before.units[S][_r("kyklades")] = 3  # Sparta holding Kyklades shuts the Athenian port
    reported(s, before, "p.10-11", "without a free route")


def test_p11_12_the_market_marker_moves_by_the_die():
    s = _persis_round_4()
    play(s, "act trade", "cargo persis_2", "paywith barter")
    before = step(s, "d4 2")
    s.markers[3] = 3  # devalued by 1 only
    reported(s, before, "p.11-12", "market markers")


def test_p12_the_bribe_is_at_least_the_cheapest_way_and_goes_to_nobody():
    s = position("4")
    s.proxenos[A] = _p("naupaktos")
    put(s, S, "thessalia", 2)
    put(s, S, "makedonia", 2)
    put(s, S, "myrtoo", 1)
    goods(s, A, silver=4)
    s.to_move = A
    before = step(s, "act proxenos", "polis poteidaia", "route land")
    s.goods[A][4] += 1  # 3 silver for 4 Spartan hoplites
    reported(s, before, "p.12", "for 3 silver; the cheapest way costs 4")
    s.goods[A][4] -= 1
    s.goods[S][4] += 4  # the bribe paid to Sparta
    reported(s, before, "p.12 (move the proxenos)", "Sparta's silver")


def test_p13_the_ransom_goes_to_the_captor_and_a_civil_war_costs_its_price():
    s = position("4")
    s.proxenos[A] = -1
    goods(s, A, silver=2)
    s.to_move = A
    before = step(s, "act free_proxenos")
    s.goods[S][4] -= 2  # the ransom went to nobody
    reported(s, before, "p.13 (ransom)", "Sparta's silver")
    s = position("4")
    own(s, S, "pylos", 2)
    s.proxenos[A] = _p("pylos")
    goods(s, A, silver=6)
    s.to_move = A
    before = step(s, "act civil_war")
    s.prestige[A] += 1  # 3 prestige for a polis of population 2
    reported(s, before, "p.13 (civil war)", "Athens's prestige")


def test_p14_an_assault_costs_the_defender_one_unit_per_unmatched_card():
    s = _assault_ready()
    play(s, "play c01", "play c12", "play c04")
    before = step(s, "play c13")  # matched twice: no loss, Sparta +1
    s.units[S][_r("boiotia")] -= 1  # the attacker hurt
    reported(s, before, "p.14 (assault)", "Sparta's units in boiotia")
    s.units[S][_r("boiotia")] += 1
    s.prestige[A] += 1  # the defender's prestige moved
    reported(s, before, "p.14 (assault)", "Athens's prestige")


def test_p14_a_retreat_pays_one_prestige_to_the_opponent():
    s = _battle()
    before = step(s, "act civil_war", "retreat")
    s.prestige[A] -= 1  # paid to nobody
    reported(s, before, "p.14 end 2 (retreat)", "Athens's prestige")


def _fresh_battle(region):
    return {"region": _r(region), "sea": False, "att": S, "hands": [[], []], "deck": list(range(24)), "discard": [],
            "aplay": [], "dplay": [], "gain": [0, 0], "asker": S, "first": True}


def test_p14_battles_begin_at_the_end_of_a_turn_with_eight_units():
    s = _battle(n_a=3)
    before = step(s, "act civil_war")  # 7 units: no battle
    s.bt, s.stage = _fresh_battle("boiotia"), "bt_retreat"
    reported(s, before, "p.14", "a battle begins in boiotia with 4 v 3")
    s = _battle()
    s.turn_acts = []  # Sparta's first action: her turn goes on
    before = step(s, "act civil_war")
    s.bt, s.stage = _fresh_battle("boiotia"), "bt_retreat"
    reported(s, before, "p.14", "not at the end of a turn")
    s = _battle()
    before = step(s, "act civil_war")  # the turn ends: the battle begins
    s.bt["att"] = A
    reported(s, before, "p.14", "Athens attacks first in boiotia")
    s.bt, s.stage, s.to_move = {}, "turn", A  # the battle skipped
    reported(s, before, "p.14", "a turn ends with 4 v 4 units in boiotia and no battle")


def test_p16_release_growth_and_phoros():
    s = position("4")
    own(s, S, "pylos", 3)
    own(s, S, "gytheion", 2)
    goods(s, S, wheat=4)
    goods(s, A, wheat=5)
    before = step(s, "pass", "pass", "release pylos")
    s.pop[_p("pylos")] = 3  # released with its cubes
    reported(s, before, "p.16 phase 2 (release)", "population of pylos")
    s = position("4")
    goods(s, S, wheat=9)
    goods(s, A, wheat=6)
    before = step(s, "pass", "pass", "grow sparta")
    s.goods[S][5] += 1  # grown for free
    reported(s, before, "p.16 phase 3 (growth)", "Sparta's wheat")
    s = position("4")
    goods(s, S, wheat=4)
    goods(s, A, wheat=5)
    before = step(s, "pass", "pass", "amount 3")
    s.goods[S][4] += 3  # 2 silver for each prestige
    reported(s, before, "p.16 phase 6 (phoros)", "Sparta's silver")


@pytest.mark.parametrize(("bug", "words"), [
    (lambda s: s.goods[S].__setitem__(5, 7), "Sparta's wheat is 7, the rule gives 0"),  # phase 2 forgotten
    (lambda s: s.prestige.__setitem__(S, 5), "Sparta's prestige is 5, the rule gives 6"),  # no Megalopolis
    (lambda s: s.goods[S].__setitem__(2, 5), "Sparta's wine is 5, the rule gives 3"),  # phase 5 forgotten
    (lambda s: s.prestige.__setitem__(A, 5), "Athens's prestige is 5, the rule gives 9"),  # Socrates forgotten
    (lambda s: s.goods[S].__setitem__(0, 1), "Sparta's metal is 1, the rule gives 2"),
    (lambda s: (s.owner.__setitem__(_p("argos"), A), s.pop.__setitem__(_p("argos"), 3)), "the owner of argos"),
])
def test_p16_the_phases_of_the_end_of_a_round_run_as_the_rulebook_says(bug, words):
    s = position("4")
    own(s, S, "pylos", 3)  # above its base 2: Megalopolis
    s.pile.remove("socrates")
    s.in_progress[_p("athenai")] = "socrates"
    goods(s, S, wheat=7, wine=5, metal=2)
    goods(s, A, wheat=5)
    before = step(s, "pass", "pass")  # phases 1-5 run; the phoros waits for Sparta
    assert s.stage == "eor_phoros" and s.prestige == [6, 9]
    bug(s)
    reported(s, before, "p.5 (pass), then p.16", words)


def test_p16_a_step_of_the_persian_kings_returns_changes_only_what_the_phases_may():
    s = position("4")
    s.persis_box[S] = 1
    goods(s, S, wheat=4, metal=2)
    goods(s, A, wheat=5)
    play(s, "pass", "pass")
    assert s.stage == "ev_place"
    before = step(s, "place lakedaimon")
    s.units[S][_r("messenia")] += 1  # a hoplite more than came back
    reported(s, before, "event Murder of the Persian King", "Sparta's units")
    s.goods[S][0] = 0
    reported(s, before, "p.16", "Sparta's goods")


def test_p17_merchants_stay_on_their_cargo_until_a_new_round():
    s = _persis_round_4()
    play(s, "act trade", "cargo persis_2", "paywith barter", "d4 1")
    before = step(s, "pass")
    s.cargo[D.cargo_index[("persis", 2)]] = -1  # home before the round ended
    s.merchants_port[A] += 1
    reported(s, before, "p.11", "left cargo persis 2")


def test_p10_a_collection_disc_stays_the_round():
    s = position("4")
    s.collected[_r("attika")] = A
    before = step(s, "pass")
    s.collected[_r("attika")] = -1
    reported(s, before, "p.10", "disc came off")


def test_p6_7_p16_projects_stay_in_their_polis():
    s = position("4")
    s.pile.remove("socrates")
    s.in_progress[_p("athenai")] = "socrates"
    before = step(s, "pass")
    s.in_progress[_p("athenai")] = None  # the project in progress lost
    reported(s, before, "p.7, p.16", "socrates")
    s = position("4")
    s.pile.remove("socrates")
    s.completed[_p("athenai")] = ["socrates"]
    before = step(s, "pass")
    s.completed[_p("athenai")] = []
    reported(s, before, "p.16", "completed project left athenai")
    s = position("4")
    before = step(s, "pass")
    s.pile.remove("socrates")
    s.in_progress[_p("athenai")] = "socrates"  # from the pile straight to a polis
    reported(s, before, "p.6", "socrates started in athenai without being on display")


def _draw(s, event):
    s.stage = "event_draw"
    s.invalidate()
    return step(s, f"draw_event {event}")


def test_events_do_what_their_cards_say():
    s = position("3")
    before = _draw(s, "e3_earthquake")  # a galley for Sparta in Ionio, a hoplite for Athens in Messenia
    s.units[A][_r("messenia")] -= 1
    reported(s, before, "p.5, event e3_earthquake", "Athens's units in messenia is 0, the rule gives 1")
    s.units[A][_r("messenia")] += 1
    s.owner[_p("argos")], s.pop[_p("argos")] = A, 3
    reported(s, before, "p.5, event e3_earthquake", "the owner of argos")
    s = position("4")
    own(s, S, "gytheion", 1)
    _draw(s, "e4_betrayal")  # Athens first (tie in prestige): Sparta's Gytheion has population 1
    before = step(s, "betray gytheion")
    s.owner[_p("gytheion")] = S
    reported(s, before, "event e4_betrayal", "the owner of gytheion")
    s = position("4")
    put(s, A, "attika", 2)
    _draw(s, "e4_persian_king")
    before = step(s, "send attika", "done")  # 2 prestige for the hoplite sent to Persis
    s.prestige[A] -= 2
    reported(s, before, "event e4_persian_king", "Athens's prestige is 5, the rule gives 7")


def test_p5_no_event_returns_to_its_deck():
    s = position("4")
    _draw(s, "e4_none_1")
    before = step(s, "pass")
    s.event_decks["4"].append("e4_none_1")  # the revealed event back in its deck
    reported(s, before, "p.5", "came back to a deck")


# ---------------------------------------------------------------------------------------------- play
class Frugal(RandomBot):
    """Random, but never spends prestige in phoros or the Treasury beyond the minimum (keeps games long)."""

    def act(self, state, seat):
        legal = state.legal_actions()
        amounts = [a for a in legal if a.kind == "amount"]
        if amounts:
            return min(amounts, key=lambda a: a.args[0])
        return legal[self.rng.randrange(len(legal))]


@pytest.mark.parametrize("scenario", ["full", "corinthian_war", "second_peloponnesian_war"])
def test_seeded_random_games_break_no_invariant(scenario):
    game = load_game("polis", scenario=scenario)
    for seed in range(3):
        s = game.new_initial_state(seed)
        play_out(s, [make_bot("random", game, seed * 31 + i) for i in (0, 1)], on_step=InvariantChecker(s, seed))
        assert s.is_terminal()


def test_long_games_from_rich_positions_reach_battles_events_and_round_ends_and_break_nothing():
    seen = set()
    for scenario in ("full", "second_peloponnesian_war"):
        game = load_game("polis", scenario=scenario)
        for seed in range(9):
            s = game.new_initial_state(seed)
            s.logging = False
            for seat in (S, A):
                s.goods[seat] = [20, 20, 20, 20, 20, 40]
                s.prestige[seat] = 15
            bots = [Frugal(game, seed), Frugal(game, seed + 50)]
            rng = Rng(seed)
            check = InvariantChecker(s, seed, views_every=0)
            while not s.is_terminal():
                seen.add(s.stage)
                s.apply(s.sample_chance(rng) if s.is_chance_node() else bots[s.current_player].act(s, s.current_player))
                check(s)
    assert {"bt_def", "event_draw", "eor_supply", "eor_phoros", "roll", "fee"} <= seen
