"""Age of Mythology XI: the rulebook's example turn, move by move (aom.md 1, C82-C93). André (Egyptian, seat 0)
starts turn 3 in the Classical age; Bill (Greek, seat 1) and Christine (Norse, seat 2) are Archaic. The boards
and cubes before the turn are not in the rulebook: they are chosen here so that every number the example gives
comes out (André's 7 gold at spoilage, Christine's 5 wood, Bill's 2 favor ...)."""

from __future__ import annotations

from .helpers import give_tiles, new, set_res, texts

ANDRE, BILL, CHRISTINE = 0, 1, 2


def _table():
    st = new(3, ("egyptian", "greek", "norse"), first=ANDRE)
    st.turn = 3
    st.age = [1, 0, 0]
    give_tiles(st, ANDRE, "desert_2favor", "desert_2favor", "desert_1gold", "desert_1gold", "hills_2gold",
               "hills_2gold")
    st.villagers[ANDRE] = 1
    st.buildings[ANDRE] = {"house": 1}
    give_tiles(st, BILL, "desert_2favor", "hills_1wood")
    give_tiles(st, CHRISTINE, "desert_1gold", "fertile_2food", "forest_2wood", "mountains_1wood")
    st.villagers[CHRISTINE] = 1
    st.workers[CHRISTINE] = {"fertile_2food": 1}
    st.buildings[CHRISTINE] = {"house": 2, "gold_mint": 1}
    set_res(st, ANDRE, food=3, wood=1, gold=4, favor=1)
    set_res(st, BILL, food=1, wood=1, gold=1, favor=1)
    set_res(st, CHRISTINE, food=4, wood=0, gold=1, favor=4)
    return st


def test_example_turn_of_xi() -> None:
    st = _table()
    # Victory cubes (C82): one each; André on the Wonder, Bill and Christine on The Most Buildings
    assert st.queue == [ANDRE, BILL, CHRISTINE]
    st.apply("vp wonder")
    st.apply("vp most_buildings")
    st.apply("vp most_buildings")
    assert st.vp_cards["wonder"] == 1 and st.vp_cards["most_buildings"] == 2
    # Hands (C83-C85), each chosen in secret, a place at a time: André (Classical) 5 cards, Gather and Recruit and
    # 3 random cards; Bill Explore, Gather, Build and a random card; Christine Explore, Gather, Next Age and one
    for place in ("permanent gather", "permanent recruit", "fill", "fill", "fill"):
        st.apply(place)
    for place in ("permanent explore", "permanent gather", "permanent build", "fill"):
        st.apply(place)
    for place in ("permanent explore", "permanent gather", "permanent next_age", "fill"):
        st.apply(place)
    # then, every hand chosen, the random cards are drawn, in turn order
    st.apply("hands_chosen")
    assert st.stage == "deal" and st.draws == 3 and st.queue == [ANDRE, BILL, CHRISTINE]
    for c in ("egyptian_trade_1", "egyptian_explore_p", "egyptian_next_age"):
        st.apply(f"deal {c}")
    st.apply("deal hades")
    st.apply("deal norse_recruit_3")
    assert [len(h) for h in st.hands] == [5, 4, 4]

    # Round 1 (C86): André's random Explore draws 3 tiles (P); he takes the forest, nobody else can place one
    assert st.stage == "play" and st.current_player == ANDRE
    st.apply("play egyptian_explore_p")
    for kind in ("forest_2wood", "desert_2favor", "desert_1gold"):
        st.apply(f"tile {kind}")
    st.apply("take forest_2wood")
    assert st.stage == "play" and st.current_player == BILL and st.revealed == []
    # Bill's permanent Explore draws 4 (P + 1): Bill a forest, Christine a mountain, André the swamp; 1 returned
    st.apply("play perm_explore")
    for kind in ("forest_1food", "mountains_2gold", "swamp_1favor", "desert_1gold"):
        st.apply(f"tile {kind}")
    st.apply("take forest_1food")
    st.apply("take mountains_2gold")
    st.apply("take swamp_1favor")
    assert st.tiles[BILL]["forest_1food"] == 1 and st.tiles[CHRISTINE]["mountains_2gold"] == 1
    assert st.tiles[ANDRE]["swamp_1favor"] == 1
    # Christine gathers wood (C87): both villagers onto wood tiles: 5 wood, and 2 gold from her Gold Mint
    st.apply("play perm_gather")
    st.apply("gather wood")
    st.apply("move holding forest_2wood")
    st.apply("move fertile_2food mountains_1wood")
    st.apply("done")
    assert st.res[CHRISTINE] == {"food": 4, "wood": 5, "gold": 3, "favor": 4}
    assert st.res[ANDRE]["wood"] == 3 and st.res[BILL]["wood"] == 2  # they gather their wood too

    # Round 2 (C88): André gathers the desert, a villager onto a desert gold tile: 4 favor and 3 gold; Bill 2
    # favor; Christine 1 gold and nothing from her Gold Mint
    st.apply("play perm_gather")
    st.apply("gather desert")
    st.apply("move holding desert_1gold")
    st.apply("done")
    assert st.res[ANDRE]["favor"] == 5 and st.res[ANDRE]["gold"] == 7
    assert st.res[BILL]["favor"] == 3 and st.res[CHRISTINE]["gold"] == 4
    # Bill's god card (C89): 1 favor, an archer back to the supply, 7 cubes; then he gathers the hills
    st.apply("play hades")
    st.apply("power")
    st.apply("unit toxotes")
    for r in ("food", "food", "wood", "wood", "gold", "gold", "gold"):
        st.apply(f"cube {r}")
    # « Il peut maintenant jouer la partie collecte de sa carte s'il le veut. Il le fait »
    assert texts(st) == ["card_action", "no_card_action"]
    st.apply("card_action")
    st.apply("gather hills")
    st.apply("done")
    assert st.units[BILL]["toxotes"] == 1
    assert st.res[BILL] == {"food": 3, "wood": 5, "gold": 4, "favor": 2}
    assert st.res[ANDRE]["gold"] == 11  # his two hills tiles
    # Christine's Next Age (C90): 4 of each, Classical
    st.apply("play perm_next_age")
    assert st.age[CHRISTINE] == 1 and st.res[CHRISTINE] == {"food": 0, "wood": 1, "gold": 0, "favor": 0}

    # Round 3 (C91): André recruits a Priest (a Classical hero) and a Phoenix
    st.apply("play perm_recruit")
    st.apply("recruit priest")
    st.apply("recruit phoenix")
    assert st.units[ANDRE]["priest"] == 1 and st.units[ANDRE]["phoenix"] == 1
    # Bill builds a House; its villager goes to his holding area
    st.apply("play perm_build")
    st.apply("build house")
    assert st.buildings[BILL] == {"house": 1} and st.villagers[BILL] == 1
    # Christine cannot pay for her Recruit 3 and explores instead
    assert "play norse_recruit_3" in texts(st)
    st.apply("play perm_explore")
    for _i in range(4):
        st.step_chance()
    while st.stage == "explore":
        st.apply("pass")

    # Spoilage (C92): only André is above 5, with 7 gold: 2 go back
    assert st.stage == "discard"
    assert st.res[ANDRE] == {"food": 1, "wood": 1, "gold": 5, "favor": 2}
    assert all(k <= 5 for p in (BILL, CHRISTINE) for k in st.res[p].values())
    # Discards (C42 ...): each decides what to keep
    assert st.queue == [ANDRE, BILL, CHRISTINE]
    st.apply("keep")
    st.apply("discard perm_gather")  # Bill's last card: nothing left to decide
    st.apply("keep")
    assert sorted(st.hands[ANDRE]) == ["egyptian_next_age", "egyptian_trade_1"] and st.hands[BILL] == []
    assert st.hands[CHRISTINE] == ["norse_recruit_3"]
    # The starting player (C93): Bill, then Christine and André
    assert st.first == BILL and st.order() == [BILL, CHRISTINE, ANDRE] and st.turn == 4
