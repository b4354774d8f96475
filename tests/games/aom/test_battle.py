"""Age of Mythology IX (battles) and the Attack action's commitment (VIII), as the sub-machine
:class:`kleos.aom.battle.Battle`: every rule and every example of the rulebook with its numbers, each special
ability of aom.md 2.3, the god powers that change a battle (2.6), secrecy, refusals, saves and chances."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from kleos.aom.battle import Battle, action_kinds, chance_kinds
from kleos.aom.battle_dice import contest, roll_result, tie_winner, weights
from kleos.aom.data import load
from kleos.engine import IllegalAction

ST = load()
A, D = 3, 5  # the attacker's and the defender's seats (any game seats)
EXAMPLE_EG = {"priest": 1, "mummy": 1, "scorpion_man": 1, "spearman": 1}
EXAMPLE_GR = {"hydra": 1, "medusa": 1, "cyclops": 1, "classical_greek_hero": 1}

# the god powers that change a battle, as gods.yaml gives them (aom.md 2.6)
ARES, SEKHMET, HEIMDALL, BRAGI, TYR, ISIS, APHRODITE = (
    ST.god[g].effects for g in ("ares", "sekhmet", "heimdall", "bragi", "tyr", "isis", "aphrodite"))

def start(att: dict, dfn: dict, area: str = "production", **kw: object) -> Battle:
    return Battle.start(ST, A, D, area, att, dfn, **kw)


def commit(b: Battle, seat: int, units: dict) -> None:
    while b.to_move() == seat and b.phase == "commit":
        unit = b.legal(seat)[0]["unit"]
        b.apply(seat, {"kind": "commit", "unit": unit, "count": units.get(unit, 0)})


def fought(att: dict, dfn: dict, area: str = "production", commit_a: dict | None = None,
           commit_d: dict | None = None, **kw: object) -> Battle:
    """A battle whose forces are committed and revealed."""
    b = start(att, dfn, area, **kw)
    commit(b, A, commit_a if commit_a is not None else att)
    commit(b, D, commit_d if commit_d is not None else dfn)
    b.apply_chance({"kind": "reveal"})
    return b


def cards(b: Battle, a_unit: str, d_unit: str, a_fig: int = 0, d_fig: int = 0) -> None:
    """The retreat window (both fight on), then both cards chosen and revealed."""
    b.apply(A, {"kind": "fight"})
    b.apply(D, {"kind": "fight"})
    b.apply(A, {"kind": "card", "unit": a_unit, "figure": a_fig})
    b.apply(D, {"kind": "card", "unit": d_unit, "figure": d_fig})
    b.apply_chance({"kind": "reveal"})


def roll(b: Battle, winner: str) -> None:
    assert b.phase == "roll"
    b.apply_chance({"kind": "roll", "winner": winner})


def side(b: Battle, s: int) -> dict:
    return b.result()["sides"][s]


# ---------------------------------------------------------------------- IX: the rulebook's example battle
def test_ix_example_battle_c71_to_c76_with_the_rulebook_medusa() -> None:
    """IX "Exemple de bataille": Attack 4 on the Greek production area, 4 units each (C71); with the example's
    Medusa (+4 vs Giants, flag medusa_giant_bonus = 4, DEC-1)."""
    b = fought(EXAMPLE_EG, EXAMPLE_GR, supply=({"mummy": 2}, {}), medusa_giant_bonus=4)
    assert b.forces == [EXAMPLE_EG, EXAMPLE_GR]
    # Round 1 (C72): Scorpion Man 5 dice against Medusa 9 (+4 vs Giant); Medusa wins ties; three 6s against none.
    cards(b, "scorpion_man", "medusa")
    assert b.dice() == (5, 9)
    assert roll_result((0, 3), b._tie()) == 1
    assert b._tie() == 1  # Medusa (WIN_TIES) would win a tie
    roll(b, "defender")
    assert b.lost[0] == {"scorpion_man": 1} and "scorpion_man" not in b.forces[0]
    # Round 2 (C73): Mummy 5 against the Classical Hero 9 (+4 vs Myth); 1-1 is rerolled, then 3-2: the Mummy wins
    # and a new Mummy comes from the supply to the Egyptian holding area.
    cards(b, "mummy", "classical_greek_hero")
    assert b.dice() == (5, 9)
    assert roll_result((1, 1), b._tie()) is None and roll_result((3, 2), b._tie()) == 0
    roll(b, "attacker")
    assert b.lost[1] == {"classical_greek_hero": 1}
    assert b.gained[0] == {"mummy": 1} and b.holding[0]["mummy"] == 1 and b.supply[0]["mummy"] == 1
    # Round 3 (C74): Mummy 5 against Hydra 6 (its +4 vs Warrior does not apply); 1-1 rerolled, 2-3: the Hydra wins
    # and will roll 7 dice next time.
    cards(b, "mummy", "hydra")
    assert b.dice() == (5, 6)
    assert roll_result((1, 1), b._tie()) is None and roll_result((2, 3), b._tie()) == 1
    roll(b, "defender")
    assert b.counters[1] == {"hydra": [1]}
    probe = b.clone()
    cards(probe, "priest", "hydra")
    assert probe.dice() == (9, 7)  # "7 dés au prochain combat au lieu de 6" (the Priest: 4 + 5 vs Myth)
    # Round 4 (C75): Priest (4 + 5 vs Myth = 9) against the Cyclops, who throws a non-Giant: 6 + 3 = 9; 2-1 for
    # the Greek: the Priest goes back to the Egyptian holding area.
    cards(b, "priest", "cyclops")
    assert b.phase == "declare" and b.to_move() == D and not b.is_secret()  # only the Cyclops declares
    assert {"kind": "declare", "special": "throw"} in b.legal(D)
    b.apply(D, {"kind": "declare", "special": "throw"})
    assert b.dice() == (9, 9)
    roll(b, "defender")
    assert b.returned[0] == {"priest": 1} and "priest" not in b.lost[0] and b.holding[0]["priest"] == 1
    # C76: alone with his Spearman, the Egyptian retreats: the Greek wins (the defender takes no spoils).
    b.apply(A, {"kind": "retreat"})
    r = b.result()
    assert b.finished and r["winner"] == D and r["retreated"] == A and not r["attacker_won"] and r["destroy"] == 0
    assert side(b, 0)["lost"] == {"scorpion_man": 1, "mummy": 1}
    assert side(b, 0)["holding_units"] == {"spearman": 1, "priest": 1, "mummy": 1}
    assert side(b, 1)["survivors"] == {"hydra": 1, "medusa": 1, "cyclops": 1}
    assert side(b, 1)["lost"] == {"classical_greek_hero": 1}


def test_ix_example_round_1_medusa_as_printed_rolls_11_dice() -> None:
    """DEC-1: the card (scan) prints +6 vs Giants: 11 dice; the rulebook's 9 needs the flag."""
    b = fought(EXAMPLE_EG, EXAMPLE_GR)
    cards(b, "scorpion_man", "medusa")
    assert b.dice() == (5, 11)


# ---------------------------------------------------------------------- IX phase 2: dice
def test_ix_phase_2_bonus_lines_stack_dec_3() -> None:
    """IX phase 2 b.1 and DEC-3: Hoplite vs a mortal Cavalry 3+3+1 = 7 (highest only: 6); Frost Giant vs a mortal
    Warrior 7+2+3 = 12; no matching line: the base dice only."""
    b = fought({"jarl": 1}, {"hoplite": 1})
    cards(b, "jarl", "hoplite")
    assert b.dice() == (3, 7)
    b = fought({"jarl": 1}, {"hoplite": 1}, stacking="highest")
    cards(b, "jarl", "hoplite")
    assert b.dice() == (3, 6)
    b = fought({"frost_giant": 1}, {"spearman": 1})
    cards(b, "frost_giant", "spearman")
    assert b.dice() == (12, 3)


def test_ix_phase_2_example_plus_4_vs_flyers() -> None:
    """IX phase 2 b.1 example: "+4 vs. Flyers" against a Flyer: 4 more dice (Toxotes 3 + 4 vs the Phoenix)."""
    b = fought({"phoenix": 1}, {"toxotes": 1})
    cards(b, "phoenix", "toxotes")
    assert b.dice() == (6, 7)


@pytest.mark.parametrize(("area", "fortify", "dice"), [
    ("city", {"city": 2}, 7), ("production", {"city": 2}, 5), ("production", {"production": 2}, 7),
    ("holding", {"city": 2, "production": 2}, 5)])
def test_v_wall_and_tower_give_the_defender_2_dice_in_their_area_only(area: str, fortify: dict, dice: int) -> None:
    """V Wall / Tower, IX phase 2 b.4: +2 dice for the defender in every encounter against the area they
    protect; nothing in another area (DEC-50)."""
    b = fought({"troll": 2}, {"manticore": 2}, area, fortify=fortify)
    cards(b, "troll", "manticore")
    assert b.dice() == (6, dice)  # no bonus line matches either way


def test_v_wall_cancelled_by_siege_workshop_and_by_an_attacking_negate_fort_unit_only() -> None:
    """V Wall: cancelled by the attacker's Siege Engine Workshop or by an attacking unit that cancels walls
    (Elephant, Cyclops, Dwarf; DEC-21), re-evaluated at each encounter; a defending Elephant cancels nothing."""
    b = fought({"troll": 1}, {"manticore": 1}, "city", fortify={"city": 2}, negate_fort=True)
    cards(b, "troll", "manticore")
    assert b.dice() == (6, 5)
    b = fought({"elephant": 1, "troll": 1}, {"manticore": 2}, "city", fortify={"city": 2})
    cards(b, "troll", "manticore")
    assert b.fort() == 0 and b.dice() == (6, 5)
    b.apply_chance({"kind": "roll", "winner": "attacker"})
    cards(b, "elephant", "manticore")
    roll(b, "defender")  # the Elephant is eliminated: the Wall counts again
    cards(b, "troll", "manticore")
    assert b.fort() == 2 and b.dice() == (6, 7)
    b = fought({"troll": 1}, {"elephant": 1}, "city", fortify={"city": 2})
    cards(b, "troll", "elephant")
    assert b.fort() == 2


def test_ix_phase_2_2_6_bragi_gives_each_attacking_unit_one_die() -> None:
    """aom.md 2.6 Bragi (IX phase 2 b.3, god powers give dice): +1 die to every fighting unit of the card player."""
    b = fought({"troll": 1}, {"manticore": 1}, powers=BRAGI)
    cards(b, "troll", "manticore")
    assert b.dice() == (7, 5)


# ---------------------------------------------------------------------- IX phase 3: sixes, ties, rerolls
def test_ix_phase_3_counts_of_sixes_one_die_each() -> None:
    """IX phase 3 on 1 die against 1: 5 of the 36 rolls win, 26 tie (6-6 and no six), 5 lose."""
    assert contest(1, 1) == (5, 26, 5)
    assert sum(contest(9, 5)) == 6 ** 14


def test_ix_phase_3_more_sixes_wins_and_equal_counts_are_rerolled() -> None:
    """IX phase 3: more sixes wins; equal counts, none included, are rerolled until a winner comes out."""
    assert roll_result((3, 0), None) == 0 and roll_result((2, 3), None) == 1
    assert roll_result((0, 0), None) is None and roll_result((1, 1), None) is None
    wins, _ties, losses = contest(5, 9)
    assert weights(5, 9, None) == (wins, losses)
    b = fought({"scorpion_man": 1}, {"classical_greek_hero": 1})
    cards(b, "scorpion_man", "classical_greek_hero")
    out = dict((o["winner"], p) for o, p in b.chance_outcomes())
    assert out["attacker"] == Fraction(wins, wins + losses) and sum(out.values()) == 1


def test_ix_win_ties_and_berserk_decide_equal_sixes() -> None:
    """aom.md 2.3 WIN_TIES (Medusa, even 0-0: DEC-4) and BERSERK (loses ties); Medusa beats a berserk unit."""
    assert tie_winner((False, True), (False, False)) == 1
    assert tie_winner((False, False), (True, False)) == 1
    assert tie_winner((False, False), (False, True)) == 0
    assert tie_winner((False, False), (True, True)) is None
    assert tie_winner((False, True), (False, True)) == 1
    assert roll_result((0, 0), 1) == 1
    b = fought({"scorpion_man": 1}, {"medusa": 1})
    cards(b, "scorpion_man", "medusa")
    _wins, ties, losses = contest(*b.dice())
    out = {o["winner"]: p for o, p in b.chance_outcomes()}
    assert out["defender"] == Fraction(ties + losses, 6 ** sum(b.dice()))


@pytest.mark.parametrize(("att", "dfn"), [({"hoplite": 1}, {"spearman": 1}), ({"huskarl": 3}, {"medusa": 2})])
def test_ix_phase_3_chance_outcomes_are_two_and_sum_to_1(att: dict, dfn: dict) -> None:
    b = fought(att, dfn)
    cards(b, next(iter(att)), next(iter(dfn)))
    if b.phase == "declare":
        b.apply(A, {"kind": "declare", "special": "berserk"})
    outs = b.chance_outcomes()
    assert len(outs) == 2 and sum(p for _o, p in outs) == 1 and all(p > 0 for _o, p in outs)


# ---------------------------------------------------------------------- VIII: commitment and caps
def test_viii_attack_4_caps_both_sides_at_4_units() -> None:
    """VIII "Attack": the card's number is the most units each side commits (Attack 4: up to 4 each)."""
    b = start({"hoplite": 2, "toxotes": 2, "hippokon": 2}, {"spearman": 2, "elephant": 2, "chariot_archer": 2})
    b.apply(A, {"kind": "commit", "unit": "hoplite", "count": 2})
    b.apply(A, {"kind": "commit", "unit": "toxotes", "count": 2})
    assert b.legal(A) == [{"kind": "commit", "unit": "hippokon", "count": 0}]
    with pytest.raises(IllegalAction, match="Age of Mythology VIII: at most 4 units per side"):
        b.apply(A, {"kind": "commit", "unit": "hippokon", "count": 1})


def test_v_armory_gives_its_owner_one_more_unit() -> None:
    """V Armory: +1 unit in each battle for its owner only (the other side only with its own Armory)."""
    b = start({"hoplite": 2, "toxotes": 2, "hippokon": 2}, {"spearman": 2, "elephant": 2, "chariot_archer": 2},
              cap=4, armory=(1, 0))
    assert b.caps == (5, 4)


def test_viii_2_6_ares_sekhmet_8_and_6_heimdall_no_cap() -> None:
    """aom.md 2.6: Ares/Sekhmet: the card player 8, the other side 6 (each +1 with an Armory); Heimdall: none."""
    assert start({"hoplite": 1}, {"spearman": 1}, powers=ARES, armory=(0, 1)).caps == (8, 7)
    assert start({"spearman": 1}, {"hoplite": 1}, powers=SEKHMET, armory=(1, 0)).caps == (9, 6)
    b = start({"hoplite": 12}, {"spearman": 12}, powers=HEIMDALL)
    assert b.caps == (None, None) and b.legal(A)[-1]["count"] == 12


def test_viii_the_attacker_commits_at_least_one_unit() -> None:
    """VIII "Attack" (DEC-7): the attacker commits one unit or more; an attacker without units cannot attack."""
    b = start({"hoplite": 1, "toxotes": 1}, {"spearman": 1})
    b.apply(A, {"kind": "commit", "unit": "hoplite", "count": 0})
    assert b.legal(A) == [{"kind": "commit", "unit": "toxotes", "count": 1}]
    with pytest.raises(IllegalAction, match="at least one unit"):
        b.apply(A, {"kind": "commit", "unit": "toxotes", "count": 0})
    with pytest.raises(IllegalAction, match="Age of Mythology VIII"):
        start({}, {"spearman": 1})


def test_dec_7_a_defender_who_commits_nothing_loses_at_once() -> None:
    """DEC-7: the defender may commit no unit (or have none); the attacker then wins without an encounter."""
    b = fought({"hoplite": 1}, {"spearman": 2}, "holding", commit_d={})
    r = b.result()
    assert b.finished and r["winner"] == A and r["attacker_won"] and r["encounters"] == 0 and r["area"] == "holding"
    b = fought({"hoplite": 1}, {})
    assert b.finished and b.result()["winner"] == A


def test_viii_units_come_from_holding_first_then_from_production_tiles() -> None:
    """VIII "Attack": units come from the production or the holding area; a Dwarf taken off a tile does not go
    back to it (aom.md 3.6.6): the result says how many left the tiles."""
    b = fought({"dwarf": 3}, {"hoplite": 1}, on_tiles=({"dwarf": 2}, {}), commit_a={"dwarf": 2})
    assert b.from_tiles[0] == {"dwarf": 1}
    b.apply(A, {"kind": "retreat"})
    assert side(b, 0)["from_tiles"] == {"dwarf": 1} and side(b, 0)["holding_units"] == {"dwarf": 2}


# ---------------------------------------------------------------------- secrecy
def test_viii_commitments_are_secret_until_both_are_revealed_together() -> None:
    """VIII: both choose their units secretly and reveal them at the same time: the defender's view, legal
    actions and refusals are the same whatever the attacker committed; the reveal shows both."""
    views = []
    for n in (1, 2):
        b = start({"hoplite": 2}, {"spearman": 2})
        assert b.is_secret()
        b.apply(A, {"kind": "commit", "unit": "hoplite", "count": n})
        assert b.view(A)["sides"][0]["committed"] == {"hoplite": n}
        views.append((b.view(D), b.view(None), b.legal(D), str(b.why_illegal(D, {"kind": "x"}))))
        b.apply(D, {"kind": "commit", "unit": "spearman", "count": 1})
        assert b.view(D)["sides"][0]["committed"] is None and b.view(A)["sides"][1]["committed"] is None
        assert b.view(D)["sides"][0]["forces"] is None
        b.apply_chance({"kind": "reveal"})
        assert b.view(D)["sides"][0]["forces"] == {"hoplite": n} and b.view(A)["sides"][1]["forces"] == {"spearman": 1}
    assert views[0] == views[1]


def test_ix_phase_1_cards_are_secret_until_revealed_together() -> None:
    """IX phases 1-2: each side chooses a card face down; both are revealed together."""
    views = []
    for unit in ("hoplite", "toxotes"):
        b = fought({"hoplite": 1, "toxotes": 1}, {"spearman": 1, "elephant": 1})
        b.apply(A, {"kind": "fight"})
        b.apply(D, {"kind": "fight"})
        b.apply(A, {"kind": "card", "unit": unit, "figure": 0})
        assert b.is_secret() and b.view(A)["sides"][0]["card"] == [unit, 0]
        views.append((b.view(D), b.legal(D)))
        b.apply(D, {"kind": "card", "unit": "elephant", "figure": 0})
        assert b.view(D)["sides"][0]["card"] is None and b.view(A)["sides"][1]["card"] is None
        b.apply_chance({"kind": "reveal"})
        assert b.view(D)["sides"][0]["card"] == [unit, 0] and b.view(A)["sides"][1]["card"] == ["elephant", 0]
    assert views[0] == views[1]


def test_dec_5_declarations_of_both_sides_are_secret_then_revealed() -> None:
    """DEC-5: a throw and a berserk declared in the same encounter are secret until revealed together."""
    b = fought({"huskarl": 1}, {"cyclops": 1})
    cards(b, "huskarl", "cyclops")
    assert b.phase == "declare" and b.is_secret() and b.to_move() == A
    b.apply(A, {"kind": "declare", "special": "berserk"})
    assert b.view(D)["sides"][0]["declared"] is None and b.view(A)["sides"][0]["declared"] == "berserk"
    b.apply(D, {"kind": "declare", "special": "throw"})
    assert b.is_chance() and b.view(A)["sides"][1]["declared"] is None
    b.apply_chance({"kind": "reveal"})
    assert b.view(A)["sides"][1]["declared"] == "throw" and b.view(D)["sides"][0]["declared"] == "berserk"
    assert b.dice() == (3 + 2, 6 + 4 + 3)


def test_viii_redeal_replaces_only_the_unseen_commitment() -> None:
    """determinize(seat): the attacker's unseen commitment is re-dealt for the defender, legally; the
    defender's own is kept."""
    rng = random.Random(3)
    seen = set()
    for _i in range(30):
        b = start({"hoplite": 2, "toxotes": 2, "hippokon": 2}, {"spearman": 2})
        commit(b, A, {"hoplite": 2})
        b.apply(D, {"kind": "commit", "unit": "spearman", "count": 1})
        b.redeal(D, rng)
        assert 1 <= sum(b.committed[0].values()) <= 4 and b.committed[1] == {"spearman": 1}
        seen.add(tuple(sorted(b.committed[0].items())))
    assert len(seen) > 3


# ---------------------------------------------------------------------- refusals, saves
def test_ix_refusals_cite_the_rule_and_change_nothing() -> None:
    b = fought(EXAMPLE_EG, EXAMPLE_GR)
    before = b.to_json()
    for seat, action in [(D, {"kind": "fight"}), (A, {"kind": "card", "unit": "mummy", "figure": 0}),
                         (A, "retreat"), (A, {"kind": "fight", "x": 1})]:
        with pytest.raises(IllegalAction, match=r"^Age of Mythology IX: "):
            b.apply(seat, action)
        assert b.to_json() == before
    with pytest.raises(IllegalAction, match=r"^Age of Mythology IX: "):
        b.apply_chance({"kind": "reveal"})
    cards(b, "mummy", "hydra")
    before = b.to_json()
    for action in [{"kind": "roll", "winner": "nobody"}, {"kind": "reveal"}]:
        with pytest.raises(IllegalAction):
            b.apply_chance(action)
    with pytest.raises(IllegalAction, match="not a player's decision"):
        b.apply(A, {"kind": "fight"})
    assert b.to_json() == before


def test_ix_refusal_names_a_card_not_in_the_battle_and_a_throw_at_a_giant() -> None:
    b = fought(EXAMPLE_EG, EXAMPLE_GR)
    b.apply(A, {"kind": "fight"})
    b.apply(D, {"kind": "fight"})
    with pytest.raises(IllegalAction, match="still in the battle"):
        b.apply(A, {"kind": "card", "unit": "pharaoh", "figure": 0})
    b.apply(A, {"kind": "card", "unit": "scorpion_man", "figure": 0})
    b.apply(D, {"kind": "card", "unit": "cyclops", "figure": 0})
    b.apply_chance({"kind": "reveal"})
    assert b.phase == "roll"  # the Scorpion Man is a Giant: the Cyclops has nothing to declare


def test_ix_json_round_trip_and_clone_are_independent() -> None:
    b = fought(EXAMPLE_EG, EXAMPLE_GR, supply=({"mummy": 1}, {}))
    cards(b, "mummy", "hydra")
    roll(b, "attacker")
    data = b.to_json()
    c = Battle.from_json(ST, data)
    assert c.to_json() == data and c.view(A) == b.view(A) and c.legal(A) == b.legal(A)
    d = b.clone()
    cards(d, "priest", "medusa")
    roll(d, "defender")
    assert b.to_json() == data and d.to_json() != data
    import json
    json.dumps(data)


def test_ix_random_battles_end_and_survive_round_trips() -> None:
    """Random playouts of varied battles: legal moves apply, chances sum to 1, saves round-trip, the battle
    ends and the result adds up."""
    rng = random.Random(7)
    forces = [({"huskarl": 2, "mythic_norse_hero": 1, "valkyrie": 1, "dwarf": 1}, {"cyclops": 2, "hydra": 2,
                                                                                    "heroic_greek_hero": 1}),
              ({"pharaoh": 1, "wadjet": 1, "priest": 1, "phoenix": 1, "son_of_osiris": 1, "mummy": 1},
               {"mythic_greek_hero": 1, "medusa": 1, "minotaur": 2, "classical_greek_hero": 1})]
    for game in range(40):
        att, dfn = forces[game % 2]
        b = start(att, dfn, ("city", "production", "holding")[game % 3], cap=None if game % 4 == 0 else 4,
                  powers=(TYR, ISIS, APHRODITE, BRAGI, ())[game % 5], favor=(6, 6), bank_favor=3,
                  supply=({"mummy": 1}, {}), fortify={"city": 2})
        for _step in range(500):
            if b.finished:
                break
            if b.is_chance():
                outs = b.chance_outcomes()
                assert sum(p for _o, p in outs) == 1
                b.apply_chance(outs[rng.randrange(len(outs))][0])
            else:
                seat = b.to_move()
                legal = b.legal(seat)
                assert legal and b.legal(A if seat == D else D) == []
                b.apply(seat, legal[rng.randrange(len(legal))])
            assert Battle.from_json(ST, b.to_json()).to_json() == b.to_json()
        assert b.finished
        r = b.result()
        for s, units in enumerate((att, dfn)):
            end = dict(side(b, s)["holding_units"])
            for u, n in side(b, s)["lost"].items():
                end[u] = end.get(u, 0) + n
            for u, n in side(b, s)["gained"].items():
                end[u] -= n
            assert {u: n for u, n in end.items() if n} == units
        assert r["winner"] in (A, D)


def test_ix_action_and_chance_kinds_cover_every_decision() -> None:
    kinds = action_kinds(ST)
    assert set(kinds) == {"commit", "remove", "fight", "retreat", "card", "swap", "declare", "resurrect",
                          "reinforce"}
    assert chance_kinds() == {"reveal": {}, "roll": {"winner": ["attacker", "defender"]}}


# ---------------------------------------------------------------------- aom.md 2.3: special abilities
def test_ix_2_3_throw_only_against_a_non_giant_thrown_unit_goes_home_without_triggers() -> None:
    """THROW (IX round 4): against a non-Giant (an Elephant is a Giant) the Cyclops may throw: +3 dice; a win
    sends the loser to its holding area (not eliminated, not lost, no Isis); a loss eliminates the Cyclops."""
    b = fought({"elephant": 1, "spearman": 1}, {"cyclops": 2}, powers=ISIS)
    cards(b, "elephant", "cyclops")
    assert b.phase == "roll" and b.dice() == (3, 6 + 4)  # a Giant is not thrown; the Elephant's +2 is vs Mortal
    roll(b, "defender")
    assert b.isis is False and b.forces[0] == {"elephant": 1, "spearman": 1}  # Isis saved the Elephant
    cards(b, "spearman", "cyclops")
    assert b.legal(D) == [{"kind": "declare", "special": "none"}, {"kind": "declare", "special": "throw"}]
    b.apply(D, {"kind": "declare", "special": "throw"})
    assert b.dice() == (3, 6 + 4 + 3)
    roll(b, "defender")
    assert b.returned[0] == {"spearman": 1} and b.lost[0] == {} and b.forces[0] == {"elephant": 1}
    cards(b, "elephant", "cyclops")
    roll(b, "attacker")
    assert b.lost[1] == {"cyclops": 1}


def test_ix_2_3_throw_not_declared_eliminates_normally() -> None:
    b = fought({"spearman": 2}, {"cyclops": 1})
    cards(b, "spearman", "cyclops")
    b.apply(D, {"kind": "declare", "special": "none"})
    assert b.dice() == (3, 10)
    roll(b, "defender")
    assert b.lost[0] == {"spearman": 1} and b.returned[0] == {}


def test_ix_2_3_berserk_two_more_dice_and_loses_ties_declared_per_encounter() -> None:
    """BERSERK (Huskarl, Heroic Norse Hero): declared per encounter: +2 dice, and equal sixes lose."""
    b = fought({"huskarl": 2}, {"hoplite": 2})
    cards(b, "huskarl", "hoplite")
    assert not b.is_secret() and b.legal(A)[-1] == {"kind": "declare", "special": "berserk"}
    b.apply(A, {"kind": "declare", "special": "berserk"})
    assert b.dice() == (3 + 2, 3 + 1) and b._tie() == 1
    wins, ties, losses = contest(5, 4)
    assert [w for _o, w in b.chance_weights()] == [wins, ties + losses]
    roll(b, "attacker")
    cards(b, "huskarl", "hoplite")
    b.apply(A, {"kind": "declare", "special": "none"})
    assert b.dice() == (3, 4) and b._tie() is None


def test_ix_2_6_tyr_gives_every_attacking_unit_berserk() -> None:
    """aom.md 2.6 Tyr: this battle, all the card player's units have BERSERK; the defender's do not."""
    b = fought({"jarl": 1}, {"huskarl": 1}, powers=TYR)
    cards(b, "jarl", "huskarl")
    assert b.declaring == [0, 1] and b.is_secret()


def test_ix_2_3_hydra_counts_kills_per_figure_dec_28() -> None:
    """HYDRA: +1 die per unit this figure eliminated in this battle; with two Hydras the owner names the figure
    (DEC-28); the counters end with the battle."""
    b = fought({"spearman": 3}, {"hydra": 2})
    cards(b, "spearman", "hydra")
    assert b.dice() == (3, 6 + 4)
    roll(b, "defender")
    assert b.counters[1] == {"hydra": [1, 0]}
    b.apply(A, {"kind": "fight"})
    b.apply(D, {"kind": "fight"})
    b.apply(A, {"kind": "card", "unit": "spearman", "figure": 0})
    assert b.legal(D) == [{"kind": "card", "unit": "hydra", "figure": 0}, {"kind": "card", "unit": "hydra",
                                                                           "figure": 1}]
    b.apply(D, {"kind": "card", "unit": "hydra", "figure": 1})
    b.apply_chance({"kind": "reveal"})
    assert b.dice() == (3, 10)
    roll(b, "attacker")  # the fresh Hydra dies; the one with a kill stays
    assert b.counters[1] == {"hydra": [1]}
    cards(b, "spearman", "hydra")
    assert b.dice() == (3, 11)


def test_ix_2_3_mummify_takes_a_mummy_from_the_supply_if_any() -> None:
    """MUMMIFY (IX round 2): each elimination by a Mummy brings one Mummy from its owner's supply into his
    holding area (not into the battle); none left in the supply: nothing."""
    b = fought({"mummy": 1}, {"hoplite": 3}, supply=({"mummy": 1}, {}))
    for expected in ({"mummy": 1}, {"mummy": 1}):
        cards(b, "mummy", "hoplite")
        roll(b, "attacker")
        assert b.gained[0] == expected and b.forces[0] == {"mummy": 1}
    assert b.supply[0] == {}


def test_ix_2_3_resurrection_with_a_priest_in_the_battle_costs_favor() -> None:
    """RESURRECTABLE / RESURRECTOR: an eliminated Phoenix (2 favor) or Son of Osiris (4) goes back to the holding
    area if its owner has a Priest in the battle and pays; otherwise it goes to the supply."""
    b = fought({"phoenix": 1, "priest": 1, "son_of_osiris": 1}, {"manticore": 3}, favor=(5, 0), bank_favor=10)
    cards(b, "phoenix", "manticore")
    roll(b, "defender")
    assert b.phase == "resurrect" and b.to_move() == A
    b.apply(A, {"kind": "resurrect", "use": True})
    assert b.returned[0] == {"phoenix": 1} and b.favor == [3, 0] and b.bank_favor == 12 and b.lost[0] == {}
    cards(b, "son_of_osiris", "manticore")
    roll(b, "defender")
    assert b.phase != "resurrect" and b.lost[0] == {"son_of_osiris": 1}  # 3 favor < 4
    b.apply(A, {"kind": "retreat"})
    assert side(b, 0)["favor"] == -2 and side(b, 0)["holding_units"] == {"phoenix": 1, "priest": 1}


def test_ix_2_3_resurrection_needs_the_priest_still_in_the_battle_and_may_be_declined() -> None:
    b = fought({"phoenix": 2, "priest": 1}, {"manticore": 3}, favor=(9, 0))
    cards(b, "phoenix", "manticore")
    roll(b, "defender")
    b.apply(A, {"kind": "resurrect", "use": False})
    assert b.lost[0] == {"phoenix": 1} and b.favor[0] == 9
    cards(b, "priest", "manticore")
    roll(b, "defender")
    cards(b, "phoenix", "manticore")
    roll(b, "defender")
    assert b.finished and b.lost[0] == {"phoenix": 2, "priest": 1}


def test_ix_2_3_valkyrie_takes_2_favor_from_the_bank_bank_limited() -> None:
    b = fought({"valkyrie": 1}, {"hoplite": 2}, favor=(0, 0), bank_favor=3)
    cards(b, "valkyrie", "hoplite")
    roll(b, "attacker")
    cards(b, "valkyrie", "hoplite")
    roll(b, "attacker")
    assert b.favor[0] == 3 and b.bank_favor == 0 and b.result()["sides"][0]["favor"] == 3


def test_ix_2_3_reinforce_brings_a_unit_from_the_holding_area_above_the_cap() -> None:
    """REINFORCE (Mythic Norse Hero): each elimination, its owner may move one unit from his holding area into the
    battle, above the cap (DEC-29); its card is usable from the next encounter."""
    b = fought({"mythic_norse_hero": 1, "troll": 1, "jarl": 1}, {"hoplite": 3}, cap=1,
               commit_a={"mythic_norse_hero": 1}, commit_d={"hoplite": 1})
    cards(b, "mythic_norse_hero", "hoplite")
    roll(b, "attacker")
    assert b.finished  # the defender has nothing left: no reinforcement needed
    b = fought({"mythic_norse_hero": 1, "troll": 1, "jarl": 1}, {"hoplite": 3}, cap=2,
               commit_a={"mythic_norse_hero": 1, "troll": 1}, commit_d={"hoplite": 2})
    cards(b, "mythic_norse_hero", "hoplite")
    roll(b, "attacker")
    assert b.phase == "reinforce" and b.legal(A) == [{"kind": "reinforce", "unit": "none"},
                                                      {"kind": "reinforce", "unit": "jarl"}]
    b.apply(A, {"kind": "reinforce", "unit": "jarl"})
    assert b.forces[0] == {"mythic_norse_hero": 1, "troll": 1, "jarl": 1} and b.holding[0] == {}
    b.apply(A, {"kind": "retreat"})
    assert side(b, 0)["reinforced"] == {"jarl": 1} and side(b, 0)["holding_units"] == {
        "mythic_norse_hero": 1, "troll": 1, "jarl": 1}


def test_ix_2_3_rout_eliminating_a_hero_ends_the_battle() -> None:
    """ROUT (Heroic Greek Hero): when he eliminates an opposing Hero, the opposing side retreats at once."""
    b = fought({"heroic_greek_hero": 1}, {"priest": 1, "mummy": 2})
    cards(b, "heroic_greek_hero", "mummy")
    roll(b, "attacker")
    assert not b.finished
    cards(b, "heroic_greek_hero", "priest")
    roll(b, "attacker")
    r = b.result()
    assert b.finished and r["rout"] and r["retreated"] == D and r["winner"] == A
    assert side(b, 1)["survivors"] == {"mummy": 1}


def test_ix_2_3_mirror_rolls_5_plus_the_opposing_printed_dice() -> None:
    """MIRROR (Mythic Greek Hero): 5 + the printed dice of the opposing unit (its bonuses not counted), plus the
    defender's wall."""
    b = fought({"frost_giant": 1}, {"mythic_greek_hero": 1}, "city", fortify={"city": 2})
    cards(b, "frost_giant", "mythic_greek_hero")
    assert b.dice() == (7, 5 + 7 + 2)


def test_ix_2_3_swap_the_wadjet_fights_instead_of_the_pharaoh() -> None:
    """SWAP: after the reveal, if the Pharaoh's card is shown and a Wadjet is in the battle, its owner may have
    the Wadjet fight instead: the Wadjet's dice, and the Wadjet bears the outcome (DEC-47: a Mirror reads it)."""
    b = fought({"pharaoh": 1, "wadjet": 1}, {"mythic_greek_hero": 1, "hippokon": 1})
    cards(b, "pharaoh", "hippokon")
    assert b.phase == "swap" and b.to_move() == A
    b.apply(A, {"kind": "swap", "use": True})
    assert b.fighters[0] == "wadjet" and b.dice() == (5 + 4, 3)
    roll(b, "defender")
    assert b.lost[0] == {"wadjet": 1} and b.forces[0] == {"pharaoh": 1}
    cards(b, "pharaoh", "mythic_greek_hero")
    assert b.phase == "roll" and b.dice() == (6, 5 + 6)  # no Wadjet left: no swap; the Pharaoh's +4 is vs Myth


def test_ix_2_6_isis_saves_the_first_elimination_only() -> None:
    """aom.md 2.6 Isis: the first of the card player's units to be eliminated stays in the battle."""
    b = fought({"spearman": 1}, {"hoplite": 2}, powers=ISIS)
    cards(b, "spearman", "hoplite")
    roll(b, "defender")
    assert b.forces[0] == {"spearman": 1} and b.lost[0] == {} and b.last["fate"] == "saved"
    cards(b, "spearman", "hoplite")
    roll(b, "defender")
    assert b.finished and b.lost[0] == {"spearman": 1}


def test_ix_2_6_aphrodite_sends_back_a_defending_unit_and_may_win_at_once() -> None:
    """aom.md 2.6 Aphrodite (DEC-46): after the reveal, before the first encounter, one unit of the defender goes
    back to its holding area; if none is left the attacker wins."""
    b = fought({"hoplite": 1}, {"spearman": 1, "elephant": 1}, powers=APHRODITE)
    assert b.phase == "remove" and b.legal(A) == [{"kind": "remove", "unit": "spearman"},
                                                   {"kind": "remove", "unit": "elephant"}]
    b.apply(A, {"kind": "remove", "unit": "elephant"})
    assert b.forces[1] == {"spearman": 1} and b.returned[1] == {"elephant": 1} and b.phase == "retreat"
    b = fought({"hoplite": 1}, {"spearman": 1}, powers=APHRODITE)
    b.apply(A, {"kind": "remove", "unit": "spearman"})
    assert b.finished and b.result()["winner"] == A and side(b, 1)["holding_units"] == {"spearman": 1}


@pytest.mark.parametrize(("attackers", "negate", "destroy"), [
    ({"hoplite": 1}, False, 1), ({"minotaur": 1}, False, 2), ({"hoplite": 1}, True, 2)])
def test_viii_city_won_destroys_1_or_2_buildings(attackers: dict, negate: bool, destroy: int) -> None:
    """VIII "Attack" city: the attacker destroys 1 building, 2 with a Siege Engine Workshop or a surviving
    "destroy 2 buildings" unit in the battle; never more than 2."""
    b = fought(attackers, {"spearman": 1}, "city", negate_fort=negate, destroy_on_win=2 if negate else 1)
    cards(b, next(iter(attackers)), "spearman")
    roll(b, "attacker")
    assert b.result()["destroy"] == destroy and b.result()["attacker_won"]


def test_viii_destroy2_unit_must_survive() -> None:
    """DEC-22: the DESTROY2 unit must still be in the battle when it ends."""
    b = fought({"minotaur": 1, "hoplite": 1}, {"spearman": 2}, "city")
    cards(b, "minotaur", "spearman")
    roll(b, "defender")
    cards(b, "hoplite", "spearman")
    roll(b, "attacker")
    b.apply(A, {"kind": "fight"})
    b.apply(D, {"kind": "retreat"})
    assert b.result()["attacker_won"] and b.result()["destroy"] == 1


def test_ix_retreat_before_the_first_round_and_by_the_defender() -> None:
    """IX "Retraite": a side may retreat before any round, the first included; the other side wins."""
    b = fought({"hoplite": 1}, {"spearman": 1}, "holding")
    b.apply(A, {"kind": "fight"})
    b.apply(D, {"kind": "retreat"})
    r = b.result()
    assert r["winner"] == A and r["attacker_won"] and r["retreated"] == D and r["encounters"] == 1
    assert side(b, 1)["survivors"] == {"spearman": 1} and side(b, 1)["lost"] == {}


def test_viii_ix_no_secret_decision_shows_in_the_other_sides_view() -> None:
    """VIII, IX phase 1, DEC-5: at every secret decision of random battles, whatever the deciding side chooses,
    the other side (and a spectator) is shown the same view and the same legal decisions until the reveal."""
    rng = random.Random(11)
    checked = 0
    for game in range(12):
        b = start({"huskarl": 2, "jarl": 1, "mythic_norse_hero": 1}, {"cyclops": 2, "hydra": 1, "hoplite": 1},
                  powers=TYR if game % 2 else ())
        while not b.finished:
            if b.is_chance():
                outs = b.chance_outcomes()
                b.apply_chance(outs[rng.randrange(len(outs))][0])
                continue
            seat = b.to_move()
            legal = b.legal(seat)
            if b.is_secret() and len(legal) > 1:
                other = D if seat == A else A
                shown = set()
                for action in legal:
                    c = b.clone()
                    c.apply(seat, action)
                    shown.add(repr((c.view(other), c.view(None), c.legal(other))))
                assert len(shown) == 1
                checked += 1
            b.apply(seat, legal[rng.randrange(len(legal))])
    assert checked > 30


def test_ix_clone_shares_nothing_that_changes() -> None:
    b = fought({"phoenix": 1, "priest": 1}, {"manticore": 2}, favor=(5, 0))
    cards(b, "phoenix", "manticore")
    roll(b, "defender")
    c = b.clone()
    c.apply(A, {"kind": "resurrect", "use": True})
    assert b.last["fate"] is None and c.last["fate"] == "resurrected" and b.phase == "resurrect"


def test_ix_max_steps_bounds_random_battles() -> None:
    from kleos.aom.battle import max_steps

    rng = random.Random(5)
    att = {"huskarl": 3, "mythic_norse_hero": 1, "valkyrie": 2, "jarl": 2}
    dfn = {"cyclops": 3, "hydra": 2, "heroic_greek_hero": 1, "hoplite": 2}
    bound = max_steps(sum(att.values()) + sum(dfn.values()), len(att) + len(dfn), 1)
    for game in range(30):
        b = start(att, dfn, cap=None, powers=ISIS if game % 2 else APHRODITE)
        steps = 0
        while not b.finished:
            if b.is_chance():
                outs = b.chance_outcomes()
                b.apply_chance(outs[rng.randrange(len(outs))][0])
            else:
                legal = b.legal(b.to_move())
                pick = legal[rng.randrange(len(legal))]
                if pick["kind"] == "retreat" and rng.random() < 0.9:
                    pick = {"kind": "fight"}
                b.apply(b.to_move(), pick)
            steps += 1
        assert steps <= bound


def test_viii_villagers_never_fight_and_unknown_units_are_refused() -> None:
    """VIII "Attack": villagers cannot be chosen to fight (they have no battle card)."""
    with pytest.raises(ValueError, match="villager"):
        start({"hoplite": 1, "villager": 2}, {"spearman": 1})
    with pytest.raises(ValueError):
        start({"hoplite": -1}, {"spearman": 1})
    with pytest.raises(ValueError):
        start({"hoplite": 1}, {"spearman": 1}, area="temple")


def test_ix_modifiers_with_data_powers_round_trip() -> None:
    b = fought({"huskarl": 1}, {"hoplite": 1}, powers=TYR, fortify={"city": 2}, favor=(1, 2), bank_favor=4,
               supply=({"huskarl": 3}, {}), on_tiles=({}, {}))
    c = Battle.from_json(ST, b.to_json())
    assert c.mods == b.mods and c.granted == frozenset({"BERSERK"})


def test_ix_refuses_look_alike_values() -> None:
    """A decision must be exactly one of the legal ones: ``true`` is not a count of 1, nor 0 a ``false``."""
    b = start({"hoplite": 1}, {"spearman": 1})
    with pytest.raises(IllegalAction):
        b.apply(A, {"kind": "commit", "unit": "hoplite", "count": True})
    with pytest.raises(IllegalAction):
        b.apply(A, {"kind": "commit", "unit": "hoplite", "count": object()})
    assert b.committed == [{}, {}]


@pytest.mark.parametrize(("n", "m"), [(1, 2), (3, 2), (2, 4), (4, 1)])
def test_ix_phase_3_counts_match_every_roll(n: int, m: int) -> None:
    """IX phase 3: the counts of won, tied and lost rolls are those of all 6**(n+m) rolls, one by one."""
    from itertools import product

    tally = [0, 0, 0]
    for faces in product(range(1, 7), repeat=n + m):
        a, d = faces[:n].count(6), faces[n:].count(6)
        tally[0 if a > d else 1 if a == d else 2] += 1
    assert contest(n, m) == tuple(tally)


def test_viii_ix_redeal_keeps_what_each_seat_sees_and_plays_on() -> None:
    """determinize(seat): after the battle re-deals the secrets ``seat`` has not seen, ``seat`` is shown exactly
    the same, and the battle plays on to its end."""
    rng = random.Random(21)
    changed = 0
    for game in range(12):
        b = start({"huskarl": 2, "jarl": 2, "mythic_norse_hero": 1}, {"cyclops": 1, "hydra": 2, "hoplite": 2},
                  powers=TYR if game % 2 else ())
        while not b.finished:
            for seat in (A, D, None):
                c = b.clone()
                c.redeal(seat, rng)
                assert c.view(seat) == b.view(seat)
                changed += c.to_json() != b.to_json()
                while not c.finished:
                    if c.is_chance():
                        c.apply_chance(c.chance_outcomes()[0][0])
                    else:
                        c.apply(c.to_move(), c.legal(c.to_move())[0])
            if b.is_chance():
                outs = b.chance_outcomes()
                b.apply_chance(outs[rng.randrange(len(outs))][0])
            else:
                legal = b.legal(b.to_move())
                b.apply(b.to_move(), legal[rng.randrange(len(legal))])
    assert changed > 10


def test_ix_phase_2_dice_line_by_line_in_the_view() -> None:
    """IX phase 2 a., b.1-b.4: the view shows each side's dice line by line (printed, bonus, specials, god, wall)."""
    b = fought({"scorpion_man": 1, "elephant": 1}, {"hydra": 1, "spearman": 1}, "production",
               fortify={"production": 2}, powers=BRAGI)
    cards(b, "scorpion_man", "spearman")
    roll(b, "attacker")
    b.apply(A, {"kind": "fight"})
    b.apply(D, {"kind": "fight"})
    b.apply(A, {"kind": "card", "unit": "elephant", "figure": 0})
    b.apply(D, {"kind": "card", "unit": "hydra", "figure": 0})
    b.apply_chance({"kind": "reveal"})
    view = b.view(D)
    assert view["dice"] == [3 + 1, 6 + 0] and view["fort"] == 0  # the Elephant cancels the Tower
    assert view["dice_parts"][0] == {"base": 3, "mirror": 0, "bonus": 0, "throw": 0, "berserk": 0, "hydra": 0,
                                     "god": 1, "fort": 0}
    assert [sum(p.values()) for p in view["dice_parts"]] == view["dice"]
