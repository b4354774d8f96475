"""Age of Mythology V "Pouvoirs des Dieux": paying the favor, resolving the power before the action, and the
powers themselves (gods.yaml effects), with the rulebook's Loki and Hades examples."""

from __future__ import annotations

from .helpers import at_play, give_tiles, new, set_res, texts

EGYPT, GREECE, NORSE = 0, 1, 2


def _busy(st, *seats: int) -> None:
    for p in seats:
        st.hands[p] = ["perm_trade", "perm_build", "perm_recruit"]


def test_loki_example() -> None:
    """V example: the Norse pays 2 favor for Loki, steals 5 cubes from the Egyptian, then trades (fee 0) green cubes
    for 4 blue and 1 brown."""
    st = new(3)
    _busy(st, EGYPT, GREECE)
    set_res(st, NORSE, food=2, wood=0, gold=0, favor=2)
    set_res(st, EGYPT, food=5, wood=1, gold=0, favor=0)
    at_play(st, NORSE, ["loki"])
    st.apply("play loki")
    assert st.stage == "god" and texts(st) == ["power", "no_power"]
    st.apply("power")
    assert st.res[NORSE]["favor"] == 0
    assert texts(st) == ["target 0", "target 1"]  # any other player (DEC-19)
    st.apply("target 0")
    for _i in range(5):
        st.apply("steal food" if st.res[EGYPT]["food"] > 1 else "steal wood")
    assert st.res[EGYPT] == {"food": 1, "wood": 0, "gold": 0, "favor": 0}
    assert texts(st) == ["card_action", "no_card_action"]  # « Vous faites ensuite l'action de la carte »
    st.apply("card_action")
    assert st.stage == "trade"  # Loki's card: Trade, fee 0
    for _i in range(4):
        st.apply("exchange food favor")
    st.apply("exchange food wood")
    st.apply("done")
    assert st.res[NORSE] == {"food": 1, "wood": 2, "gold": 0, "favor": 4}


def test_hades_example() -> None:
    """XI: for 1 favor Bill returns an archer to his supply and takes 7 cubes, then gathers the hills."""
    st = new(3)
    _busy(st, EGYPT, NORSE)
    give_tiles(st, GREECE, "hills_2gold")
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=1)
    at_play(st, GREECE, ["hades"])
    st.apply("play hades")
    st.apply("power")
    st.apply("unit toxotes")
    assert st.units[GREECE]["toxotes"] == 1
    for r in ("food", "food", "wood", "wood", "gold", "favor", "favor"):
        st.apply(f"cube {r}")
    st.apply("card_action")  # XI: « Il peut maintenant jouer la partie collecte de sa carte s'il le veut »
    assert st.stage == "gather_mode"
    st.apply("gather hills")
    st.apply("done")
    assert st.res[GREECE] == {"food": 2, "wood": 2, "gold": 3, "favor": 2}


def test_without_the_power_the_card_only_acts() -> None:
    st = new(3)
    _busy(st, EGYPT, NORSE)
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=5)
    at_play(st, GREECE, ["poseidon"])
    st.apply("play poseidon")
    st.apply("no_power")
    assert st.stage == "gather_mode" and st.res[GREECE]["favor"] == 5


def test_a_power_needs_its_favor() -> None:
    st = new(3)
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=0)
    at_play(st, GREECE, ["poseidon"])
    st.apply("play poseidon")
    assert st.stage == "gather_mode"


def test_poseidon_hera_apollo() -> None:
    st = new(3)
    _busy(st, EGYPT, NORSE)
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=5)
    at_play(st, GREECE, ["poseidon"])
    st.apply("play poseidon")
    st.apply("power")
    assert st.res[GREECE]["food"] == 5
    at_play(st, GREECE, ["hera"])
    st.apply("play hera")
    st.apply("power")
    st.apply("card_action")
    # a House and its villager, free; then the Build 3, with nothing left to pay for anything
    assert st.buildings[GREECE] == {"house": 1} and st.villagers[GREECE] == 1 and st.stage == "play"
    at_play(st, GREECE, ["apollo"])
    st.apply("play apollo")
    st.apply("power")
    assert st.units[GREECE]["toxotes"] == 4


def test_zeus_gives_the_hero_of_the_current_age() -> None:
    st = new(3)
    _busy(st, EGYPT, NORSE)
    st.age[GREECE] = 1
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=2)
    at_play(st, GREECE, ["zeus"])
    st.apply("play zeus")
    st.apply("power")
    assert st.units[GREECE]["classical_greek_hero"] == 1


def test_artemis_takes_two_tiles_and_baldr_leaves_none_to_the_others() -> None:
    st = new(3)
    _busy(st, EGYPT, NORSE)
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=1)
    at_play(st, GREECE, ["artemis"])
    st.apply("play artemis")
    st.apply("power")
    st.apply("card_action")
    for _i in range(5):  # P + 2
        st.apply("tile fertile_2food")
    assert st.current_player == GREECE
    st.apply("take fertile_2food")
    assert st.current_player == GREECE
    st.apply("take fertile_2food")
    assert st.current_player == NORSE
    st2 = new(3)
    _busy(st2, EGYPT, GREECE)
    set_res(st2, NORSE, food=0, wood=0, gold=0, favor=1)
    at_play(st2, NORSE, ["baldr"])
    st2.apply("play baldr")
    st2.apply("power")
    st2.apply("card_action")
    for _i in range(3):
        st2.apply("tile fertile_2food")
    st2.apply("take fertile_2food")
    assert st2.stage == "play" and st2.pool["fertile_2food"] == 11


def test_skadi_and_dionysus_keep_the_gather_to_their_player() -> None:
    st = new(3)
    _busy(st, EGYPT, GREECE)
    for p in range(3):
        give_tiles(st, p, "fertile_2food")
    set_res(st, NORSE, food=0, wood=0, gold=0, favor=1)
    food = [r["food"] for r in st.res]
    at_play(st, NORSE, ["skadi"])
    st.apply("play skadi")
    st.apply("power")
    st.apply("card_action")
    st.apply("gather food")
    st.apply("done")
    assert [r["food"] for r in st.res] == [food[0], food[1], 2]
    st = new(3)
    _busy(st, EGYPT, NORSE)
    for p in range(3):
        give_tiles(st, p, "fertile_2food")
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=2)
    at_play(st, GREECE, ["dionysus"])
    st.apply("play dionysus")
    st.apply("power")
    st.apply("card_action")
    st.apply("done")
    assert st.res[GREECE]["food"] == 3 and st.res[EGYPT]["food"] == 4  # +1 per food tile, the others nothing


def test_nephthys_and_bast_lower_the_prices() -> None:
    st = new(3)
    _busy(st, GREECE, NORSE)
    set_res(st, EGYPT, food=0, wood=1, gold=3, favor=2)
    at_play(st, EGYPT, ["nephthys"])
    st.apply("play nephthys")
    st.apply("power")
    st.apply("card_action")
    assert "build armory" in texts(st)  # 3 wood 2 gold, 2 cubes off
    st.apply("build armory")
    st.apply("discount wood")
    st.apply("discount wood")
    assert st.buildings[EGYPT] == {"armory": 1} and st.res[EGYPT] == {"food": 0, "wood": 0, "gold": 1, "favor": 0}
    st = new(3)
    _busy(st, GREECE, NORSE)
    set_res(st, EGYPT, food=3, wood=0, gold=0, favor=1)
    at_play(st, EGYPT, ["bast"])
    st.apply("play bast")
    st.apply("power")
    st.apply("card_action")
    for _i in range(3):
        st.apply("recruit elephant")
    assert st.units[EGYPT]["elephant"] == 5 and st.res[EGYPT]["food"] == 0


def test_thoth_gives_a_fourth_card_after_the_third_round() -> None:
    st = new(3)
    set_res(st, EGYPT, food=0, wood=0, gold=0, favor=1)
    at_play(st, EGYPT, ["thoth", "perm_trade"], round_=3)
    st.hands[GREECE] = ["perm_build"]
    st.hands[NORSE] = ["perm_build"]
    st.apply("play thoth")
    st.apply("power")
    st.apply("card_action")
    st.apply("done")  # no attack (the Attack of Thoth's card)
    st.apply("discard perm_build")
    st.apply("discard perm_build")
    assert st.round == 4 and st.current_player == EGYPT and texts(st)[0] == "play perm_trade"


def test_thor_hephaestus_and_anubis() -> None:
    st = new(3)
    _busy(st, EGYPT, GREECE)
    st.units[GREECE]["cyclops"] = 1
    set_res(st, NORSE, food=0, wood=0, gold=0, favor=1)
    at_play(st, NORSE, ["thor"])
    st.apply("play thor")
    st.apply("power")
    assert texts(st) == ["target 1"]
    st.apply("target 1")
    st.apply("unit cyclops")
    assert "cyclops" not in st.units[GREECE] and st.stage == "god_action"
    st = new(3)
    _busy(st, EGYPT, NORSE)
    give_tiles(st, EGYPT, "desert_2favor")
    st.workers[EGYPT] = {"desert_2favor": 1}
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=2)
    at_play(st, GREECE, ["hephaestus"])
    st.apply("play hephaestus")
    st.apply("power")
    st.apply("target 0")
    st.apply("return_tile desert_2favor")
    assert st.tiles[EGYPT] == {} and st.villagers[EGYPT] == 1 and st.workers[EGYPT] == {}
    st = new(3)
    _busy(st, GREECE, NORSE)
    set_res(st, EGYPT, food=0, wood=0, gold=0, favor=1)
    at_play(st, EGYPT, ["anubis"])
    st.apply("play anubis")
    st.apply("power")
    st.apply("unit spearman")
    st.apply("unit spearman")
    st.apply("done")
    assert st.units[EGYPT] == {"chariot_archer": 2, "elephant": 2, "mummy": 2}
    st.apply("card_action")
    assert st.stage == "play"  # then the Recruit 4, with nothing to pay with


def test_a_battle_power_goes_to_the_battle() -> None:
    st = new(3)
    set_res(st, NORSE, food=0, wood=0, gold=0, favor=2)
    at_play(st, NORSE, ["bragi"])
    st.apply("play bragi")
    st.apply("power")
    st.apply("card_action")
    st.apply("target 0")
    st.apply("area holding")
    assert [p["kind"] for p in st.battle.mods.powers] == ["battle_dice"]


def test_hades_mortal_only_option() -> None:
    from kleos.aom.game import Aom, AomOptions
    from kleos.aom.state import AomState

    st = new(3)
    st.game = Aom(AomOptions(players=3, hades_mortal_only=True))
    assert isinstance(st, AomState)
    _busy(st, EGYPT, NORSE)
    st.units[GREECE]["cyclops"] = 1
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=1)
    at_play(st, GREECE, ["hades"])
    st.apply("play hades")
    st.apply("power")
    assert texts(st) == ["unit hippokon", "unit hoplite", "unit toxotes"]


def test_thor_can_strike_a_dwarf_on_a_tile() -> None:
    """aom.md 2.6: Thor eliminates a Myth unit of another player, from the holding or the production area."""
    st = new(6, ("norse", "greek", "egyptian", "norse", "greek", "egyptian"))
    give_tiles(st, 3, "hills_2gold")
    st.dwarves[3] = {"hills_2gold": 1}
    for p in range(1, 6):
        st.hands[p] = ["perm_trade"]
    set_res(st, 0, food=0, wood=0, gold=0, favor=1)
    at_play(st, 0, ["thor"])
    st.apply("play thor")
    st.apply("power")
    assert texts(st) == ["target 3"]  # any other player (DEC-19), one with a Myth unit
    st.apply("target 3")
    assert texts(st) == ["unit dwarf"]
    st.apply("unit dwarf")
    assert st.dwarves[3] == {} and st.stage == "god_action"
