"""Age of Mythology VIII Attack and IX the battle inside the game: the target beside the attacker, the area, the
battle (kleos.aom.battle), Won the Last Battle and the spoils."""

from __future__ import annotations

import pytest

from kleos.engine import IllegalAction

from .helpers import at_play, give_tiles, new, set_res, texts

P0, P1, P2, P3 = 0, 1, 2, 3


def _fight_to_the_end(st, winner: str) -> None:
    """Commit everything, always fight, play the first card; every roll goes to ``winner``."""
    while st.stage == "battle":
        if st.is_chance_node():
            outs = [a for a, _p in st.chance_outcomes()]
            pick = next((a for a in outs if a.text == f"roll {winner}"), outs[0])
            st.apply(pick)
        else:
            legal = st.legal_actions()
            commits = [a for a in legal if a.kind == "commit"]
            if commits:
                st.apply(commits[-1])
            elif any(a.kind == "fight" for a in legal):
                st.apply("fight")
            else:
                st.apply(legal[0])


def test_only_a_neighbour_can_be_attacked() -> None:
    st = new(4, ("egyptian", "greek", "norse", "greek"))
    at_play(st, P0, ["perm_attack"])
    st.hands[P1] = ["perm_trade"]
    st.apply("play perm_attack")
    assert st.stage == "attack_target"
    assert texts(st) == ["target 1", "target 3", "done"]
    with pytest.raises(IllegalAction, match="Age of Mythology VIII: only a player beside"):
        st.apply("target 2")


@pytest.mark.parametrize("cubes,said", [(2, "takes the 2 cubes of Won the Last Battle"),
                                         (1, "takes the 1 cube of Won the Last Battle")])
def test_a_won_holding_attack_takes_five_cubes_and_the_last_battle_cubes(cubes: int, said: str) -> None:
    st = new(3)
    st.vp_cards["last_battle"] = cubes
    set_res(st, P1, food=3, wood=3, gold=0, favor=0)
    at_play(st, P0, ["perm_attack"])
    for p in (1, 2):
        st.hands[p] = ["perm_trade"]
    st.apply("play perm_attack")
    st.apply("target 1")
    st.apply("area holding")
    assert st.stage == "battle" and st.current_player == P0 and st.is_secret_decision()
    _fight_to_the_end(st, "attacker")
    assert st.vp[P0] == cubes and st.vp_cards["last_battle"] == 0
    assert any(said in entry["text"] for entry in st.view(0)["log"])
    assert st.stage == "spoils"
    for _i in range(5):
        st.apply("raid food" if st.res[P1]["food"] else "raid wood")
    assert st.res[P1] == {"food": 0, "wood": 1, "gold": 0, "favor": 0}
    assert st.res[P0]["food"] == 7 and st.res[P0]["wood"] == 6
    assert st.stage == "play" and st.current_player == P1
    # up to 4 units a side (the permanent Attack card): the defender lost the 4 it committed, kept 2
    assert sum(st.units[P1].values()) == 2 and sum(st.units[P0].values()) == 6


def test_a_won_production_attack_takes_a_tile_onto_a_matching_space() -> None:
    st = new(3)
    give_tiles(st, P1, "mountains_2gold", "fertile_2food")
    at_play(st, P0, ["perm_attack"])
    for p in (1, 2):
        st.hands[p] = ["perm_trade"]
    st.apply("play perm_attack")
    st.apply("target 1")
    st.apply("area production")
    _fight_to_the_end(st, "attacker")
    assert texts(st) == ["capture fertile_2food", "capture mountains_2gold", "done"]
    st.apply("capture mountains_2gold")  # the Egyptian has no mountain space: back to the pool
    assert st.tiles[P1] == {"fertile_2food": 1} and st.tiles[P0] == {}
    assert st.pool["mountains_2gold"] == 6


def test_a_won_city_attack_destroys_a_building_and_its_villager() -> None:
    st = new(3)
    st.buildings[P1] = {"house": 1, "wall": 1}
    st.villagers[P1] = 1
    at_play(st, P0, ["perm_attack"])
    for p in (1, 2):
        st.hands[p] = ["perm_trade"]
    st.apply("play perm_attack")
    st.apply("target 1")
    st.apply("area city")
    _fight_to_the_end(st, "attacker")
    st.apply("destroy house")
    assert st.buildings[P1] == {"wall": 1} and st.villagers[P1] == 0
    assert st.stage == "play"  # one building only without a Siege Engine Workshop


def test_a_lost_attack_gives_the_defender_the_cubes_and_no_spoils() -> None:
    st = new(3)
    st.vp_cards["last_battle"] = 3
    at_play(st, P0, ["perm_attack"])
    for p in (1, 2):
        st.hands[p] = ["perm_trade"]
    st.apply("play perm_attack")
    st.apply("target 2")
    st.apply("area holding")
    _fight_to_the_end(st, "defender")
    assert st.vp[P2] == 3 and st.stage == "play" and st.current_player == P1
    assert sum(st.units[P0].values()) == 2  # 4 committed by the Attack card's cap, all lost


def test_the_battle_commitments_are_secret() -> None:
    st = new(3)
    at_play(st, P0, ["perm_attack"])
    st.apply("play perm_attack")
    st.apply("target 1")
    st.apply("area holding")
    legal = st.legal_actions()
    st.apply(legal[-1])
    assert st.history[-1].seats == (P0,) and st.history_for(P1)[-1].action == -1


def test_the_battle_options_reach_the_battle() -> None:
    from kleos.aom.game import Aom, AomOptions

    st = new(3)
    st.game = Aom(AomOptions(players=3, medusa_giant_bonus=4, bonus_stacking="highest"))
    at_play(st, P0, ["perm_attack"])
    st.apply("play perm_attack")
    st.apply("target 1")
    st.apply("area city")
    assert st.battle.mods.medusa_giant_bonus == 4 and st.battle.mods.stacking == "highest"


def test_the_owner_chooses_the_villager_a_lost_house_takes() -> None:
    """V House: houses and villagers stay equal; the owner removes a villager of his choice."""
    st = new(3)
    st.buildings[P1] = {"house": 2}
    st.villagers[P1] = 1
    give_tiles(st, P1, "hills_2gold")
    st.workers[P1] = {"hills_2gold": 1}
    at_play(st, P0, ["perm_attack"])
    for p in (1, 2):
        st.hands[p] = ["perm_trade"]
    st.apply("play perm_attack")
    st.apply("target 1")
    st.apply("area city")
    _fight_to_the_end(st, "attacker")
    st.apply("destroy house")
    assert st.stage == "lose_villager" and st.current_player == P1
    assert texts(st) == ["villager holding", "villager hills_2gold"]
    st.apply("villager hills_2gold")
    assert st.workers[P1] == {} and st.villagers[P1] == 1 and st.buildings[P1] == {"house": 1}
    assert st.stage == "play" and st.current_player == P1


def test_unlimited_figures_commit_beyond_the_table() -> None:
    """DEC-35, figure_caps "unlimited": the battle's commitment counts go beyond the table's 12 (Heimdall: no cap
    of units in this battle)."""
    from kleos.aom.static import UNLIMITED_FIGURES

    st = new(3, figure_caps="unlimited")
    assert st.game.actions.get("commit", "huskarl", UNLIMITED_FIGURES).text == f"commit huskarl {UNLIMITED_FIGURES}"
    st.units[P2] = {"huskarl": 14}
    set_res(st, P2, food=0, wood=0, gold=0, favor=4)
    at_play(st, P2, ["heimdall"])
    for p in (0, 1):
        st.hands[p] = ["perm_trade"]
    st.apply("play heimdall")
    st.apply("power")
    st.apply("card_action")
    st.apply("target 0")
    st.apply("area holding")
    assert st.stage == "battle" and texts(st)[-1] == "commit huskarl 14"
    st.apply("commit huskarl 14")
    assert st.battle.committed[0] == {"huskarl": 14}
