"""Sphactérie, section 4: combat (general principles, table, modifiers, results, retreat)."""

import pytest

from .helpers import (
    ATH,
    SPA,
    data,
    game,
    legal,
    log_texts,
    play,
    position,
    refuse,
    resolve,
    stage,
    weak,
    where,
)

# The printed table (4.2), as the rulebook gives it: rows "-1 et -", 0..7, "8 et +"; cells attacker / defender.
BOOK_CRT = """
-1 | E - R | A - R | 3/4 - R | 1/2 - R | 1/2 - R | 1/2 - R | 1/2 - R
0 | E - R | 3/4 - R | 1/2 - R | 1/2 - R | 1/2 - R | 1/2 - R | 1/4 - 1/4
1 | A - R | 1/2 - R | 1/2 - R | 1/2 - R | 1/2 - R | 1/4 - 1/4 | 1/4 - 1/4
2 | A - R | 1/2 - R | 1/2 - R | 1/4 - R | 1/4 - 1/4 | 1/4 - 1/4 | 1/4 - 1/2
3 | 3/4 - R | 1/2 - R | 1/4 - R | 1/4 - 1/4 | 1/4 - 1/4 | 1/4 - 1/4 | R - 1/2
4 | 1/2 - R | 1/4 - 1/4 | 1/4 - 1/4 | 1/4 - 1/4 | 1/4 - 1/4 | R - 1/2 | R - 3/4
5 | 1/2 - 1/4 | 1/4 - 1/4 | 1/4 - 1/4 | R - 1/4 | R - 1/2 | R - 1/2 | R - A
6 | 1/4 - 1/4 | 1/4 - 1/4 | R - 1/4 | R - 1/2 | R - 1/2 | R - 3/4 | R - A
7 | 1/4 - 1/4 | R - 1/4 | R / 1/2 | R - 1/2 | R - 1/2 | R - 3/4 | R / E
8 | R - 1/2 | R - 1/2 | R / 1/2 | R - 1/2 | R - 3/4 | R - A | R / E
"""
COLUMNS = ["1/3-", "1/2", "2/3", "1/1", "3/2", "2/1", "3/1+"]


def _book_cells() -> dict[str, list[tuple[str, str]]]:
    rows = {}
    for line in BOOK_CRT.strip().splitlines():
        head, *cells = [c.strip() for c in line.split("|")]
        pairs = []
        for c in cells:
            c = c.replace(" / ", " - ")
            a, d = c.split(" - ")
            pairs.append((a, d))
        rows[head] = pairs
    return rows


# --- 4.1: general principles --------------------------------------------------------------------------------------


def test_4_1_combat_must_take_place_when_both_sides_share_a_zone():
    """4.1: « Un combat doit avoir lieu dès que des unités de combat des deux camps se trouvent dans la même
    zone » — with PA in hand the active player cannot end his phase without fighting."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H2": "M"})
    play(s, "activate N", "step SPA-H1 M", "done")
    assert legal(s) == ["attack"] or "end_phase" not in legal(s)
    refuse(s, "end_phase")


def test_4_1_active_player_is_the_attacker():
    """4.1: « Le joueur qui dépense le PA (joueur actif) pour déclencher les combats ... est désigné comme étant
    l'attaquant » — Athens, active, enters a Spartan zone and attacks."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-DEM": "O", "SPA-H5": "M"})
    play(s, "activate O", "step ATH-H2 M", "done")
    r = resolve(s, 4)
    assert any("Combat in M (Gialova), Athens attacks" in t for t in log_texts(s))
    assert (r["att"], r["def"]) == (6, 4)


def test_4_1_no_pa_left_units_return_weakened_to_start_zone():
    """4.1: « Si le joueur actif ne dispose plus de PA pour engager les combats obligatoires, toutes ses unités
    retournent affaiblie dans leur zone de départ »."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "N", "SPA-EPI": "N", "ATH-H1": "M"}, announce=1, ap=[3, 0])
    play(s, "activate N", "step SPA-H1 M", "step SPA-EPI M", "done")
    assert data(s)["budget"] == 0
    assert "attack" not in legal(s)
    play(s, "end_phase")
    assert where(s, "SPA-H1") == "N" and weak(s, "SPA-H1")
    assert where(s, "SPA-EPI") == "N"
    assert where(s, "ATH-H1") == "M" and not weak(s, "ATH-H1")
    assert not weak(s, "SPA-H2")  # the unit that did not enter the enemy zone is not affected


def test_4_1_trireme_on_beach_fights_as_one_pf_peltast():
    """4.1 Exception: « une unité de Trière qui se trouve sur une plage est considérée comme une unité terrestre de
    type P et de valeur 1 PF (quelque soit sa valeur en PF normale). Elle peut alors être attaquée par une unité
    terrestre » — Athens' T2 (10 PF) beached on V is attacked by a Spartan hoplite."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-T2": "V"})
    play(s, "activate N", "step SPA-H1 V", "done")
    assert "attack" in legal(s)
    r = resolve(s, 4)
    assert (r["att"], r["def"]) == (6, 1)
    assert r["shifts"].get("a") == 2  # column a: the attacker has an H, the defender (a « P ») none


def test_4_1_beached_trireme_attacks_as_land_unit():
    """4.1 Exception: « considérée comme une unité terrestre de type P et de valeur 1 PF » — the beached trireme is a
    land unit of type P, 1 PF — a Spartan ship landing on V where an
    Athenian archer stands fights a land combat at 1 PF."""
    s = position(SPA, loc={"SPA-T2": "F", "ATH-A1": "V"})
    play(s, "activate F", "sail SPA-T2 V", "done")
    r = resolve(s, 4)
    assert (r["att"], r["def"]) == (1, 2)
    assert r["mods"].get("g") == -1 and r["mods"].get("c") == -1


# --- 4.2: the combat results table ---------------------------------------------------------------------------------


def test_4_2_table_matches_the_rulebook():
    """4.2: « Tables des combats » — the 7 x 10 table, cell by cell (« R / 1/2 » read as « R - 1/2 »)."""
    crt = game().board_data()["crt"]
    assert crt["columns"] == COLUMNS
    book = _book_cells()
    assert sorted(crt["rows"], key=int) == sorted(book, key=int)
    for row, cells in book.items():
        assert [tuple(c) for c in crt["rows"][row]] == cells, row


@pytest.mark.parametrize(
    ("attackers", "weak_att", "expected"),
    [
        (["SPA-H5"], [], "2/3"),  # 4 : 6 = 0.67
        (["SPA-H1"], ["SPA-H1"], "1/2"),  # 3 : 6 = 0.5
        (["SPA-H5"], ["SPA-H5"], "1/3-"),  # 2 : 6 = 0.33
        (["SPA-H1"], [], "1/1"),  # 6 : 6
        (["SPA-H5", "SPA-H6"], [], "1/1"),  # 8 : 6 = 1.33, rounded down to 1/1
        (["SPA-H1", "SPA-H5"], [], "3/2"),  # 10 : 6 = 1.67
        (["SPA-H1", "SPA-H2"], [], "2/1"),  # 12 : 6
        (["SPA-H1", "SPA-H2", "SPA-H5"], [], "2/1"),  # 16 : 6 = 2.67
        (["SPA-H1", "SPA-H2", "SPA-H3"], [], "3/1+"),  # 18 : 6
        (["SPA-H1", "SPA-H5"], ["SPA-H1", "SPA-H5"], "2/3"),  # 5 : 6 = 0.83
    ],
)
def test_4_2_odds_rounded_in_defender_favour(attackers, weak_att, expected):
    """4.2: « Il calcule le rapport de forces en l'arrondissant toujours en faveur du défenseur »."""
    loc = dict.fromkeys(attackers, "N") | {"SPA-EPI": "N", "ATH-H2": "M"}
    s = position(SPA, loc=loc, weak_units=weak_att)
    play(s, "activate N", *[f"step {u} M" for u in attackers], "done")
    r = resolve(s, 4)
    assert r["base"] == expected
    assert r["def"] == 6


def test_4_2_modified_die_above_8_reads_row_8_and_below_minus_1_reads_row_minus_1():
    """4.2: rows « -1 et - » and « 8 et + »: 18:6 (3/1+), die 6 + 2 (a) + 1 (b) = 9 reads « 8 et + » → R - E; an
    Athenian 2:12 attack (1/3-), die 1 - 2 (a) - 2 (e) = -3 reads « -1 et - » → E - R."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "N", "SPA-H3": "N", "SPA-EPI": "N", "SPA-BRA": "N",
                           "ATH-H2": "M"})
    play(s, "activate N", "step SPA-H1 M", "step SPA-H2 M", "step SPA-H3 M", "step SPA-EPI M", "step SPA-BRA M",
         "done")
    r = resolve(s, 6)
    assert r["total"] == 9  # 6 + a (+2) + b (+1)
    assert r["result"] == ("R", "E")
    # Athens attacks 2 PF against 12 PF of starred Spartan hoplites: 1/3-, die 1 - 2 (e) = -1 -> E
    s = position(ATH, loc={"ATH-H6": "O", "ATH-DEM": "O", "SPA-H1": "M", "SPA-H2": "M", "SPA-EPI": "M",
                           "SPA-BRA": "M"})
    play(s, "activate O", "step ATH-H6 M", "done")
    r = resolve(s, 1)
    assert r["col"] == "1/3-"
    assert r["total"] <= -1
    assert r["result"] == ("E", "R")


# --- 4.2: die modifiers ---------------------------------------------------------------------------------------------


def test_4_2_die_a_bonus_leaders_difference():
    """4.2 dé a): « + nombre de chefs de l'attaquant avec un bonus – nombre de chefs du défenseur avec un bonus »:
    Epitadas* and Brasidas* against Démosthénès* → +1."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-EPI": "N", "SPA-BRA": "N", "SPA-STY": "N", "ATH-H2": "M",
                           "ATH-DEM": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-EPI M", "step SPA-BRA M", "step SPA-STY M", "done")
    r = resolve(s, 3)
    assert r["mods"].get("a") == 1


def test_4_2_die_a_against_leader_without_bonus():
    """4.2 dé a): « + nombre de chefs de l'attaquant avec un bonus – nombre de chefs du défenseur avec un bonus » —
    Epitadas* against Sophoclès (no bonus) → +1; Styphon (no bonus) adds nothing."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-EPI": "N", "SPA-STY": "N", "ATH-H2": "M", "ATH-SOP": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-EPI M", "step SPA-STY M", "done")
    r = resolve(s, 3)
    assert r["mods"].get("a") == 1


def test_4_2_die_b_starred_hoplite_against_none():
    """4.2 dé b): « + 1 si l'attaquant dispose d'au moins une unité de type H avec un bonus et que le défenseur ne
    dispose pas d'unité de type H avec un bonus »."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H2": "M", "ATH-SOP": "M"})
    play(s, "activate N", "step SPA-H1 M", "step SPA-EPI M", "done")
    r = resolve(s, 3)
    assert r["mods"].get("b") == 1


def test_4_2_die_b_not_with_unstarred_attacker():
    """4.2 dé b): « au moins une unité de type H avec un bonus » — helots have no bonus: no +1."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-STY": "N", "ATH-H2": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-STY M", "done")
    r = resolve(s, 3)
    assert "b" not in r["mods"]


def test_4_2_die_c_defender_has_archers():
    """4.2 dé c): « -1 si le défenseur dispose d'au moins une unité de type A »."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-STY": "N", "ATH-H2": "M", "ATH-A1": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-STY M", "done")
    r = resolve(s, 3)
    assert r["mods"].get("c") == -1


def test_4_2_die_d_attacker_with_three_unit_types():
    """4.2 dé d): « +1 si l'attaquant dispose de trois types d'unités différentes » (H, P and A)."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-P1": "O", "ATH-A2": "O", "ATH-DEM": "O", "SPA-H5": "M",
                           "SPA-H6": "M"})
    play(s, "activate O", "step ATH-H2 M", "step ATH-P1 M", "step ATH-A2 M", "done")
    r = resolve(s, 3)
    assert r["mods"].get("d") == 1


def test_4_2_die_d_not_with_two_types():
    """4.2 dé d): « trois types d'unités différentes » — two types only (H and P): no +1."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-P1": "O", "ATH-DEM": "O", "SPA-H5": "M", "SPA-H6": "M"})
    play(s, "activate O", "step ATH-H2 M", "step ATH-P1 M", "done")
    r = resolve(s, 3)
    assert "d" not in r["mods"]


def test_4_2_die_e_defender_only_starred_hoplites():
    """4.2 dé e): « -2 si le défenseur est uniquement composé d'unités type H disposant d'un bonus »."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-H3": "O", "ATH-DEM": "O", "SPA-H1": "M", "SPA-H2": "M"})
    play(s, "activate O", "step ATH-H2 M", "step ATH-H3 M", "done")
    r = resolve(s, 3)
    assert r["mods"].get("e") == -2


def test_4_2_die_e_not_when_a_helot_defends_too():
    """4.2 dé e): « uniquement » — a helot among the defenders cancels it."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-H3": "O", "ATH-DEM": "O", "SPA-H1": "M", "SPA-H5": "M"})
    play(s, "activate O", "step ATH-H2 M", "step ATH-H3 M", "done")
    r = resolve(s, 3)
    assert "e" not in r["mods"]


def test_4_2_die_f_starred_triremes():
    """4.2 dé f): « + le nombre d'unités de l'attaquant de type T avec un bonus – moins le nombre d'unités du
    défenseur de type T avec un bonus »: Athens' T2* against Sparta's T2 → +1."""
    s = position(ATH, loc={"ATH-T2": "A", "ATH-EUR": "A", "SPA-T2": "C"})
    play(s, "activate A", "sail ATH-T2 C", "sail ATH-EUR C", "done")
    r = resolve(s, 3)
    assert r["mods"].get("f") == 1
    assert (r["att"], r["def"]) == (10, 6)


def test_4_2_die_f_against_starred_defender():
    """4.2 dé f): « + le nombre d'unités de l'attaquant de type T avec un bonus – moins le nombre d'unités du défenseur
    de type T avec un bonus » — T2* and T7* attack T1* → +2 - 1 = +1; T3 alone against T1* → -1."""
    s = position(ATH, loc={"ATH-T2": "A", "ATH-T7": "A", "ATH-EUR": "A", "SPA-T1": "C"})
    play(s, "activate A", "sail ATH-T2 C", "sail ATH-T7 C", "sail ATH-EUR C", "done")
    assert resolve(s, 3)["mods"].get("f") == 1
    s = position(ATH, loc={"ATH-T3": "A", "ATH-EUR": "A", "SPA-T1": "C"})
    play(s, "activate A", "sail ATH-T3 C", "sail ATH-EUR C", "done")
    assert resolve(s, 3)["mods"].get("f") == -1


def test_4_2_die_g_combat_on_the_beach():
    """4.2 dé g): « -1 si le combat a lieu dans la zone de Plage »."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-STY": "N", "ATH-H2": "V"})
    play(s, "activate N", "step SPA-H5 V", "step SPA-STY V", "done")
    r = resolve(s, 3)
    assert r["mods"].get("g") == -1
    s = position(SPA, loc={"SPA-H5": "N", "SPA-STY": "N", "ATH-H2": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-STY M", "done")
    assert "g" not in resolve(s, 3)["mods"]


def test_4_2_die_modifiers_are_cumulative():
    """4.2: « y ajoute ou soustrait les modificateurs – qui sont tous cumulatifs »: a +2 (two starred leaders), b +1,
    c -1, g -1 on the beach → die 3 becomes 4."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "SPA-BRA": "N", "ATH-H2": "V", "ATH-A1": "V"})
    play(s, "activate N", "step SPA-H1 V", "step SPA-EPI V", "step SPA-BRA V", "done")
    r = resolve(s, 3)
    assert r["mods"] == {"a": 2, "b": 1, "c": -1, "g": -1}
    assert r["total"] == 4


# --- 4.2: column modifiers ------------------------------------------------------------------------------------------


def test_4_2_column_a_attacker_hoplites_against_none():
    """4.2 colonne a): « décaler de deux colonnes à droite si l'attaquant dispose d'au moins une unité de type H et
    que le défenseur n'en dispose pas »: 6:6 (1/1) becomes 2/1."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-P1": "M"})
    play(s, "activate N", "step SPA-H1 M", "done")
    r = resolve(s, 3)
    assert r["base"] == "1/1" and r["shifts"] == {"a": 2} and r["col"] == "2/1"


def test_4_2_column_b_attacker_without_hoplites_against_hoplites():
    """4.2 colonne b): « décaler d'une colonne à gauche si l'attaquant ne dispose pas d'unité de type H et que le
    défenseur en dispose d'au moins une »: 6:6 (1/1) becomes 2/3."""
    s = position(ATH, loc={"ATH-P1": "O", "ATH-DEM": "O", "SPA-H1": "M"})
    play(s, "activate O", "step ATH-P1 M", "done")
    r = resolve(s, 3)
    assert r["base"] == "1/1" and r["shifts"] == {"b": -1} and r["col"] == "2/3"


def test_4_2_column_c_defender_half_helots():
    """4.2 colonne c): « décaler d'une colonne à droite si la moitié ou plus des unités du défenseur sont des
    unités H messéniennes ou hilotes (en nombre de pions pas en PF) »: H1* + helot H5 defend (1 of 2)."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-H3": "O", "ATH-DEM": "O", "SPA-H1": "M", "SPA-H5": "M"})
    play(s, "activate O", "step ATH-H2 M", "step ATH-H3 M", "done")
    r = resolve(s, 3)
    assert r["shifts"] == {"c": 1}


def test_4_2_column_c_counts_counters_not_pf():
    """4.2 colonne c): « (en nombre de pions pas en PF) »: one helot among three defending counters is less than
    half (no shift right); the attacker's one Messenian (2 PF of 8) of two counters is half: one column left."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-H6": "O", "ATH-DEM": "O", "SPA-H1": "M", "SPA-H2": "M",
                           "SPA-H5": "M"})
    play(s, "activate O", "step ATH-H2 M", "step ATH-H6 M", "done")
    r = resolve(s, 3)
    assert r["shifts"] == {"c": -1}


def test_4_2_column_c_shifts_cancel():
    """4.2 colonne c) Note: « ces décalages s'annulent si la moitié ou plus des unités de l'attaquant et du
    défenseur sont des unités H messéniennes ou hilotes »."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-H6": "O", "ATH-DEM": "O", "SPA-H1": "M", "SPA-H5": "M"})
    play(s, "activate O", "step ATH-H2 M", "step ATH-H6 M", "done")
    r = resolve(s, 3)
    assert "c" not in r["shifts"]
    assert r["col"] == r["base"]


def test_4_2_precision_attack_on_pylos_from_o_three_columns_left():
    """4.2 Précision: « une attaque de Pylos depuis la zone O est donc résolue avec un décalage de 3 colonnes vers
    la gauche, la zone étant en terrain difficile (f) et attaquée en franchissant une fortification (d) »."""
    s = position(SPA, loc={"SPA-H1": "O", "SPA-H2": "O", "SPA-EPI": "O", "ATH-H1": "P", "ATH-H6": "P",
                           "ATH-DEM": "P"})
    play(s, "activate O", "step SPA-H1 P", "step SPA-H2 P", "step SPA-EPI P", "done")
    r = resolve(s, 4)
    assert r["shifts"] == {"d": -2, "f": -1, "c": 1}  # H6 Messenian is half the defenders (c, +1)
    assert r["base"] == "2/1"  # 12 : 6
    assert r["col"] == "1/1"  # 2/1 - 3 + 1


def test_4_2_precision_pylos_from_o_exact_three_columns():
    """4.2 Précision: « un décalage de 3 colonnes vers la gauche » — attack on Pylos from O: exactly 3 columns left:
    12:4 (3/1) read on the 1/1 column."""
    s = position(SPA, loc={"SPA-H1": "O", "SPA-H2": "O", "SPA-EPI": "O", "ATH-H1": "P", "ATH-DEM": "P"})
    play(s, "activate O", "step SPA-H1 P", "step SPA-H2 P", "step SPA-EPI P", "done")
    r = resolve(s, 4)
    assert r["base"] == "3/1+"
    assert r["shifts"] == {"d": -2, "f": -1}
    assert r["col"] == "1/1"


def test_4_2_precision_attack_on_pylos_by_sea_from_i_four_columns_left():
    """4.2 Précision: « Une attaque via un transport naval depuis la zone I le serait avec 4 colonnes à gauche, à
    cause du décalage supplémentaire lié au transport naval (e) »."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-H1": "Q", "SPA-H2": "Q", "SPA-EPI": "Q", "ATH-H1": "P",
                           "ATH-DEM": "P"})
    play(s, "activate Q", "step SPA-H1 I", "step SPA-H1 P", "step SPA-H2 I", "step SPA-H2 P", "done")
    r = resolve(s, 4)
    assert r["base"] == "3/1+"
    assert r["shifts"] == {"d": -2, "e": -1, "f": -1}
    assert r["col"] == "2/3"


def test_4_2_column_e_naval_landing():
    """4.2 colonne e): « décaler d'une colonne à gauche si l'attaquant est entré dans la zone du combat en utilisant
    un transport naval dans une zone maritime adjacente à celle-ci » (landing on the beach V from G)."""
    s = position(SPA, loc={"SPA-T1": "G", "SPA-H1": "U", "SPA-EPI": "U", "ATH-H2": "V"})
    play(s, "activate U", "step SPA-H1 G", "step SPA-H1 V", "done")
    r = resolve(s, 4)
    assert r["shifts"] == {"e": -1}


def test_4_2_column_e_not_for_overland_entry():
    """4.2 colonne e): « en utilisant un transport naval dans une zone maritime adjacente » — entering V overland from
    U: no naval-transport shift."""
    s = position(SPA, loc={"SPA-T1": "G", "SPA-H1": "U", "SPA-EPI": "U", "ATH-H2": "V"})
    play(s, "activate U", "step SPA-H1 V", "done")
    r = resolve(s, 4)
    assert "e" not in r["shifts"]


def test_4_2_column_f_difficult_terrain():
    """4.2 colonne f): « décaler d'une colonne à gauche si le combat a lieu dans une zone de terrain difficile »
    (the island before any fire, 6 #21); none in clear terrain."""
    kinds = {z: v["kind"] for z, v in game().board_data()["zones"].items()}
    assert kinds["R"] == "difficult" and kinds["M"] == "clear"
    s = position(ATH, loc={"ATH-H2": "Q", "ATH-DEM": "Q", "SPA-H5": "R"})
    play(s, "activate Q", "step ATH-H2 R", "done")
    assert resolve(s, 4)["shifts"] == {"f": -1, "c": 1}
    s = position(ATH, loc={"ATH-H2": "O", "ATH-DEM": "O", "SPA-H5": "M"})
    play(s, "activate O", "step ATH-H2 M", "done")
    assert resolve(s, 4)["shifts"] == {"c": 1}


# --- 4.2: results ---------------------------------------------------------------------------------------------------


def test_4_2_result_e_eliminates_units_and_leaders():
    """4.2: « E = Toutes les unités de combat de la force sont éliminées » and « Les chefs d'un camp qui subit un
    résultat E sont aussi éliminés » — 4:8 (1/2), helots (c, one column left), die 1 - 1 (archers) = 0 → E - R."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-STY": "N", "ATH-H2": "M", "ATH-A1": "M"})
    kills = data(s)["vp_kills"][ATH]
    play(s, "activate N", "step SPA-H5 M", "step SPA-STY M", "done")
    r = resolve(s, 1)
    assert r["col"] == "1/3-" and r["total"] == 0
    assert r["result"] == ("E", "R")
    assert where(s, "SPA-H5") == "X" and where(s, "SPA-STY") == "X"
    assert data(s)["vp_kills"][ATH] == kills + 2  # 8.2: 1 land unit + 1 leader


def test_4_2_result_a_weakens_all_and_eliminates_weakened():
    """4.2: « A = Toutes les unités de combat de la force sont affaiblies, les unités déjà affaiblies sont
    éliminées » — Athens (H1 weakened + Messenian H6, 4 PF) against 12 PF of starred hoplites: 1/3-, die 3 - 2 (e)
    = 1 → A - R."""
    s = position(ATH, loc={"ATH-H1": "O", "ATH-H6": "O", "SPA-H1": "M", "SPA-H2": "M"}, weak_units=["ATH-H1"])
    play(s, "activate O", "step ATH-H1 M", "step ATH-H6 M", "done")
    r = resolve(s, 3)
    assert r["col"] == "1/3-" and r["total"] == 1
    assert r["result"] == ("A", "R")
    assert where(s, "ATH-H1") == "X"
    assert weak(s, "ATH-H6")
    assert where(s, "ATH-H6") != "X"


def test_4_2_exemple_half_of_three_units_is_one():
    """4.2 Exemple: « Un joueur qui dispose de 3 unités et qui doit appliquer le résultat 1/2 obtient le chiffre
    théorique de 1,5 arrondi en sa faveur à 1 » — 3 helots (12 PF) against 6: 2/1, c -1 → 3/2, die 1 → 1/2 - R."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-H6": "N", "SPA-H7": "N", "SPA-STY": "N", "ATH-H2": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-H6 M", "step SPA-H7 M", "done")
    r = resolve(s, 1)
    assert r["result"] == ("1/2", "R")
    assert stage(s) == "c_loss" and s.current_player == SPA
    play(s, legal(s)[0])
    weakened = [u for u in ("SPA-H5", "SPA-H6", "SPA-H7") if weak(s, u)]
    assert len(weakened) == 1
    assert any("Sparta takes 1/2: 1 of 3 units" in t for t in log_texts(s))


def test_4_2_exemple_quarter_of_two_units_is_one():
    """4.2 Exemple: « Un joueur qui dispose de 2 unités de combat et qui doit appliquer le résultat 1/4 obtient le
    chiffre théorique de 0,5 ramené au minimum de 1 unité à affaiblir » — 8:6, c -1 → 2/3, die 3 → 1/4 - R."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-H6": "N", "SPA-STY": "N", "ATH-H2": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-H6 M", "done")
    r = resolve(s, 3)
    assert r["result"] == ("1/4", "R")
    play(s, "weaken SPA-H6")
    assert weak(s, "SPA-H6") and not weak(s, "SPA-H5")
    assert any("Sparta takes 1/4: 1 of 2 units" in t for t in log_texts(s))


def test_4_2_three_quarters_of_three_units_is_two():
    """4.2: « On arrondit toujours le nombre d'unités à affaiblir en sa faveur » — 3/4 of 3 = 2.25 → 2 (3 helots,
    12:14 → 2/3, c -1 → 1/2; die 1 - 1 (archers) = 0 → 3/4 - R)."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-H6": "N", "SPA-H7": "N", "SPA-STY": "N", "ATH-H2": "M",
                           "ATH-H3": "M", "ATH-A1": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-H6 M", "step SPA-H7 M", "done")
    r = resolve(s, 1)
    assert r["result"] == ("3/4", "R")
    play(s, "weaken SPA-H5")
    assert stage(s) == "c_loss"
    play(s, "weaken SPA-H6")
    assert stage(s) != "c_loss"
    assert [weak(s, u) for u in ("SPA-H5", "SPA-H6", "SPA-H7")] == [True, True, False]


def test_4_2_fraction_loss_owner_chooses_and_only_units_in_the_fight():
    """4.2: « Affaiblir 1/4, 1/2 ou 3/4 de ses unités » — the loser picks among its units in the combat zone only."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-H6": "N", "SPA-STY": "N", "SPA-H7": "U", "ATH-H2": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-H6 M", "done")
    resolve(s, 3)
    assert sorted(legal(s)) == ["weaken SPA-H5", "weaken SPA-H6"]
    refuse(s, "weaken SPA-H7")


def test_4_2_loser_retreats_to_adjacent_zone_free_of_enemy():
    """4.2: « Les unités de combat et les chefs non éliminés du vaincu doivent quitter la zone vers une zone
    adjacente libre d'unités de combat ennemies » — R - 1/4 against Athens in M; L holds a Spartan unit."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "N", "SPA-EPI": "N", "SPA-H5": "L", "ATH-H2": "M",
                           "ATH-A1": "M", "ATH-SOP": "M"})
    play(s, "activate N", "step SPA-H1 M", "step SPA-H2 M", "step SPA-EPI M", "done")
    r = resolve(s, 6)
    assert r["winner"] == "Sparta" and r["result"][0] == "R"
    while stage(s) == "c_loss":
        play(s, legal(s)[0])
    assert stage(s) == "c_retreat" and s.current_player == ATH
    dests = {a.split()[2] for a in legal(s)}
    assert "L" not in dests  # a Spartan unit stands in L
    assert {"N", "O", "V"} <= dests  # free of enemy combat units (N was emptied by the attackers)
    refuse(s, "retreat ATH-H2 L")
    while stage(s) == "c_retreat":
        play(s, next(x for x in legal(s) if x.endswith(" O")))
    assert where(s, "ATH-H2") == "O" and where(s, "ATH-A1") == "O" and where(s, "ATH-SOP") == "O"
    assert where(s, "SPA-H1") == "M"  # the winner stays


def test_4_2_retreat_impossible_means_elimination():
    """4.2: « S'il n'y a pas de zones libres d'unités ennemies de libre, les unités qui reculent sont alors
    éliminées » — Athens' H1 in K (L and O Spartan, A is sea without ships): 12:4, die 3 + 1 = 4 → R - 3/4."""
    s = position(SPA, loc={"SPA-H1": "O", "SPA-H2": "O", "SPA-H3": "O", "SPA-EPI": "O", "SPA-H5": "L",
                           "ATH-H1": "K", "ATH-DEM": "K"})
    kills = data(s)["vp_kills"][SPA]
    play(s, "activate O", "step SPA-H1 K", "step SPA-H2 K", "step SPA-EPI K", "done")
    r = resolve(s, 3)
    assert r["result"] == ("R", "3/4")
    assert where(s, "ATH-H1") == "X"
    assert where(s, "ATH-DEM") == "X"
    assert data(s)["vp_kills"][SPA] == kills + 2


def test_4_2_loser_may_retreat_by_naval_transport():
    """4.2: « Le perdant peut quitter la zone via un transport naval (voir 3.3) » — Athens beaten in P retreats
    to Q across I, where its trireme is."""
    s = position(SPA, loc={"SPA-H1": "O", "SPA-H2": "O", "SPA-EPI": "O", "ATH-H1": "P", "ATH-A1": "P",
                           "ATH-DEM": "P", "ATH-T1": "I"})
    play(s, "activate O", "step SPA-H1 P", "step SPA-H2 P", "step SPA-EPI P", "done")
    r = resolve(s, 6)
    assert r["winner"] == "Sparta"
    while stage(s) == "c_loss":
        play(s, legal(s)[0])
    assert stage(s) == "c_retreat"
    unit = legal(s)[0].split()[1]
    assert f"retreat {unit} Q" in legal(s)
    play(s, f"retreat {unit} Q")
    assert where(s, unit) == "Q"


def test_4_2_beaten_attacker_leaves_the_zone():
    """4.2: « Les unités de combat et les chefs non éliminés du vaincu doivent quitter la zone » — 1/4 - R: the
    attacking helots lose, weaken one unit and retreat; Athens keeps M."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-H6": "N", "SPA-STY": "N", "ATH-H2": "M"})
    play(s, "activate N", "step SPA-H5 M", "step SPA-H6 M", "step SPA-STY M", "done")
    r = resolve(s, 3)
    assert r["result"] == ("1/4", "R") and r["winner"] == "Athens"
    play(s, "weaken SPA-H6")
    assert stage(s) == "c_retreat" and s.current_player == SPA
    while stage(s) == "c_retreat":
        play(s, next(a for a in legal(s) if a.endswith(" N")))
    assert {where(s, u) for u in ("SPA-H5", "SPA-H6", "SPA-STY")} == {"N"}
    assert where(s, "ATH-H2") == "M"


def test_4_2_beaten_fleet_retreats_to_a_sea_zone_free_of_enemies():
    """4.2: the beaten ships leave « vers une zone adjacente libre d'unités de combat ennemies » — a Spartan ship
    beaten in C may not retreat into A, held by Athens."""
    s = position(ATH, loc={"ATH-T2": "A", "ATH-T3": "A", "ATH-EUR": "A", "ATH-T4": "A", "SPA-T2": "C"})
    play(s, "activate A", "sail ATH-T2 C", "sail ATH-T3 C", "sail ATH-EUR C", "done")
    r = resolve(s, 1)  # 20:6 (3/1+), die 1 + a (+1) + f (+1) = 3 -> R - 1/2
    assert r["result"] == ("R", "1/2") and r["winner"] == "Athens"
    while stage(s) == "c_loss":
        play(s, legal(s)[0])
    assert where(s, "SPA-T2") == "C"
    assert stage(s) == "c_retreat" and s.current_player == SPA
    dests = {a.split()[2] for a in legal(s)}
    assert dests == {"D", "I"}  # C touches A, D and I; A holds Athenian ships
