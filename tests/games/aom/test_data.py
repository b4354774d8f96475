"""Age of Mythology component data (reference notes aom.md 1-2): the shipped files load, hold the rulebook's
numbers (the constraints C.. of aom.md 1 that are data values) and the counts of the printed components, and a
bad value is refused with the file, the entry and the reason."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from kleos.aom import data
from kleos.engine import DataError

S = data.load()
STATUS = re.compile(data.STATUS_PATTERN)


def copy_with(tmp_path: Path, name: str, old: str, new: str) -> Path:
    target = tmp_path / "data"
    shutil.copytree(data.DATA_DIR, target)
    text = (target / name).read_text(encoding="utf-8")
    assert old in text, old
    (target / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


def dice(a: str, b: str, **flags: object) -> int:
    """Base dice plus bonus lines of unit ``a`` against unit ``b`` (§IX phase 2 a, b.1)."""
    return S.unit[a].dice + S.bonus(S.unit[a].index, S.unit[b].index, **flags)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- battle cards (§V, §IX; aom.md 2.2)
def test_one_battle_card_per_unit_type_greek_12_egyptian_12_norse_11() -> None:
    assert {c: len(ids) for c, ids in S.culture_units.items()} == {"greek": 12, "egyptian": 12, "norse": 11}
    assert len(S.units) == 35 and [u.index for u in S.units] == list(range(35))
    for culture in data.CULTURES:
        kinds = [S.unit[u].klass for u in S.culture_units[culture]]
        assert kinds.count("mortal") == 3 and kinds.count("hero") == 3


def test_c33_the_starting_mortal_types() -> None:
    assert S.mortal_units == {"egyptian": ("spearman", "chariot_archer", "elephant"),
                              "norse": ("huskarl", "jarl", "throwing_axeman"),
                              "greek": ("hoplite", "toxotes", "hippokon")}


def test_c51_one_hero_per_age_and_none_in_archaic() -> None:
    for culture in data.CULTURES:
        assert S.heroes[culture][0] is None and None not in S.heroes[culture][1:]
    assert S.heroes["egyptian"][1] == "priest"  # §VIII Next Age example: Classical -> Priests (C57)


def test_c52_recruit_example_costs() -> None:
    """§VIII Recruit: a Minotaur costs 2 food 2 wood, an archer (Toxotes) 1 food 1 wood."""
    assert S.unit["minotaur"].cost == (2, 2, 0, 0) and S.unit["toxotes"].cost == (1, 1, 0, 0)


def test_c71_c75_the_battle_example_with_the_rulebook_medusa() -> None:
    """§IX battle example: types of the eight units, and every dice count (Medusa with the example's +4)."""
    def types(u: str) -> set[str]:
        return set(S.unit[u].types)
    assert types("priest") == {"hero"} and types("mummy") == {"myth"} and types("spearman") == {"mortal", "warrior"}
    assert types("scorpion_man") == types("hydra") == types("cyclops") == {"myth", "giant"}
    assert types("medusa") == {"myth", "giant_killer"} and types("classical_greek_hero") == {"hero"}
    assert dice("scorpion_man", "medusa") == 5
    assert dice("medusa", "scorpion_man", medusa_giant_bonus=4) == 9  # C72 with the flag
    assert dice("mummy", "classical_greek_hero") == 5 and dice("classical_greek_hero", "mummy") == 9  # C73
    assert dice("mummy", "hydra") == 5 and dice("hydra", "mummy") == 6  # C74 (+1 per kill is a rule: 7 next)
    assert dice("priest", "cyclops") == 9 and dice("cyclops", "priest") + 3 == 9  # C75: +3 for the throw
    assert S.unit["cyclops"].has("THROW") and S.unit["medusa"].has("WIN_TIES") and S.unit["hydra"].has("HYDRA")
    assert S.unit["mummy"].has("MUMMIFY")


def test_c72_medusa_default_is_the_scan_and_flagged() -> None:
    """⚠ DEC-1: the card prints +6 vs Giants (11 dice), the example says +4 (9): the flag picks one."""
    assert dice("medusa", "scorpion_man") == 11
    assert S.flags["medusa_giant_bonus"].default == 6 and S.flags["medusa_giant_bonus"].choices == (6, 4)
    assert S.unit["medusa"].value_status("bonus") == "DEC-1" and S.unit["medusa"].value_status("dice") == "SCAN"


def test_dec3_bonus_lines_stack_or_the_best_one() -> None:
    assert dice("hoplite", "jarl") == 7 and dice("hoplite", "jarl", stacking="highest") == 6
    assert dice("frost_giant", "huskarl") == 12 and dice("frost_giant", "huskarl", stacking="highest") == 10
    assert dice("hoplite", "mummy") == 3  # no line matches a Myth without sub-type


def test_specials_and_their_parameters() -> None:
    assert S.unit["phoenix"].resurrect_favor == 2 and S.unit["son_of_osiris"].resurrect_favor == 4
    have = {sp: sorted(u.id for u in S.units if u.has(sp)) for sp in data.SPECIALS}
    assert have["NEGATE_FORT"] == ["cyclops", "dwarf", "elephant"]
    assert have["DESTROY2"] == ["minotaur", "nidhogg"] and have["BERSERK"] == ["heroic_norse_hero", "huskarl"]
    assert have["SWAP"] == ["pharaoh"] and have["SWAP_SUBSTITUTE"] == ["wadjet"]
    assert all(have.values()), "every special is used by a card"


# ---------------------------------------------------------------------- status tags and flags
def test_every_status_tag_is_valid() -> None:
    tags = [u.status for u in S.units] + [t for u in S.units for t in u.status_of.values()]
    tags += [f.status for f in S.flags.values()] + [f.decision for f in S.flags.values()]
    for tag in tags:
        assert STATUS.match(tag), tag
        assert not tag.startswith("DEC-") or 1 <= int(tag[4:]) <= data.LAST_DECISION


def test_the_flags_of_aom_md_5() -> None:
    assert set(S.flags) == {"medusa_giant_bonus", "bonus_stacking", "hades_mortal_only", "trade_single_give_colour",
                            "culture_mode_4p", "figure_caps", "building_stock", "random_decks"}


# ---------------------------------------------------------------------- errors name the file and the entry
@pytest.mark.parametrize(("name", "old", "new", "message"), [
    ("units.yaml", "{id: hydra, name: Hydra, culture: greek, class: myth, subtypes: [giant], dice: 6,",
     "{id: hydra, name: Hydra, culture: greek, class: myth, subtypes: [giant], dice: 0,",
     r"units\.yaml: entry units\.6\.dice \(hydra\): Input should be greater than or equal to 1"),
    ("units.yaml", "specials: [HYDRA]", "specials: [HYDRO]", r"units\.yaml: entry units\.6\.specials\.0 \(hydra\)"),
    ("units.yaml", "{vs: giant, dice: 6, flag: medusa_giant_bonus}", "{vs: giant, dice: 6, flag: medusa}",
     r"units\.yaml: entry units\.8 \(medusa\): unknown flag 'medusa'"),
    ("units.yaml", "cost: {food: 2, gold: 4}, hero_age: classical", "cost: {food: 2, gold: 4}, hero_age: archaic",
     r"units\.yaml: entry units\.21 \(priest\): there is no hero in the Archaic age"),
    ("units.yaml", "status_of: {bonus: DEC-1}", "status_of: {bonus: GUESS}",
     r"units\.yaml: entry units\.8\.status_of\.bonus \(medusa\): String should match pattern"),
    ("units.yaml", "status_of: {bonus: DEC-1}", "status_of: {bonus: DEC-99}",
     r"units\.yaml: entry units\.8 \(medusa\): no decision DEC-99"),
    ("flags.yaml", "{id: medusa_giant_bonus, default: 6, choices: [6, 4]",
     "{id: medusa_giant_bonus, default: 6, choices: [4, 6]", r"flags\.yaml: entry medusa_giant_bonus: the choices"),
])
def test_a_bad_value_names_the_file_and_the_entry(tmp_path: Path, name: str, old: str, new: str,
                                                  message: str) -> None:
    with pytest.raises(DataError, match=message):
        data.load(copy_with(tmp_path, name, old, new))


def test_the_data_is_frozen() -> None:
    with pytest.raises((AttributeError, TypeError)):
        S.unit["hydra"].dice = 7  # type: ignore[misc]
    with pytest.raises(TypeError):
        S.unit["hydra"] = S.unit["troll"]  # type: ignore[index]
