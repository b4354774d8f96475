"""The Age of Mythology bots: what the evaluation values (each component on two positions that differ only
there), whole games at 2 and 4 players, and no bot reading what its seat cannot see (rulebook sections cited)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from kleos.bots import make_bot
from kleos.bots.evaluation import Evaluator, board_view
from kleos.bots.heuristics import aom as aom_h
from kleos.engine import OptionError, Rng, State, load_game

from .test_games import positions

RESOURCES = ("food", "wood", "gold", "favor")


def _play_until(players: int, seed: int, want: Any, limit: int = 5000) -> State:
    """A random game of ``players`` played until ``want(state)`` holds (at a decision)."""
    game = load_game("aom", players=players)
    state = game.new_initial_state(seed)
    rng = Rng(seed)
    for _ in range(limit):
        assert not state.is_terminal(), "the game ended before the position was found"
        if state.is_chance_node():
            state.step_chance()
            continue
        if want(state):
            return state
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no such position")


def _base(players: int = 2) -> dict[str, Any]:
    """A real board view (turn 2, a card to play) made even: every player with 3 cubes of each resource, one
    tile, two Hoplites, no building, archaic; no cube on any victory card, 20 in the bank, no battle."""
    state = _play_until(players, 3, lambda s: s.stage == "play" and s.turn >= 2)
    board = copy.deepcopy(board_view(state, 0))
    for p in board["players"]:
        p.update(age=0, victory=0, resources=dict.fromkeys(RESOURCES, 3), units={"hoplite": 2}, villagers=0,
                 tiles={"fertile_2food": 1}, workers={}, dwarves={}, buildings={})
    board["victory_cards"] = dict.fromkeys(board["victory_cards"], 0)
    board["victory_bank"] = 20
    board["battle"] = None
    return board


def _better(better: dict[str, Any], worse: dict[str, Any], seat: int = 0) -> None:
    assert aom_h.evaluate(better, seat) > aom_h.evaluate(worse, seat)


def test_x_victory_cubes_held_count():
    a, b = _base(), _base()
    a["players"][0]["victory"] = 2
    _better(a, b)


def test_viii_economy_resources_and_production():
    a, b = _base(), _base()
    a["players"][0]["resources"]["gold"] = 5  # VII: under the spoilage limit
    _better(a, b)
    a, b = _base(), _base()
    a["players"][0]["tiles"]["forest_2wood"] = 1  # VIII Gather: one more tile
    _better(a, b)
    a, b = _base(), _base()
    a["players"][0]["workers"] = {"fertile_2food": 1}  # a villager on a tile gathers one more
    b["players"][0]["villagers"] = 1  # the same villager still in the holding area
    _better(a, b)
    a, b = _base(), _base()
    a["players"][0]["buildings"] = {"granary": 1}  # V: +2 food at each of its owner's Gathers
    b["players"][0]["buildings"] = {"armory": 1}
    _better(a, b)


def test_vii_cubes_above_the_spoilage_limit_are_worth_less():
    a, b = _base(), _base()
    a["players"][0]["resources"].update(food=5, wood=5)  # 10 cubes, none spoils
    b["players"][0]["resources"].update(food=10, wood=0)  # 10 cubes, 5 over the limit
    _better(a, b)
    b["players"][0]["buildings"] = {"storehouse": 1}  # V: a Storehouse keeps 8
    a["players"][0]["buildings"] = {"storehouse": 1}
    a2 = copy.deepcopy(b)
    a2["players"][0]["resources"].update(food=8, wood=2)
    assert aom_h.evaluate(a2, 0) > aom_h.evaluate(b, 0)


def test_ix_army_by_strength_against_the_likely_opponent():
    a, b = _base(), _base()
    a["players"][0]["units"] = {"hoplite": 3}
    _better(a, b)
    # against Jarls (Cavalry), a Hoplite (+3 vs Cavalry, +1 vs Mortal) is worth more than a Toxotes (no bonus)
    a, b = _base(), _base()
    for board in (a, b):
        board["players"][1]["units"] = {"jarl": 2}
    a["players"][0]["units"] = {"hoplite": 2}
    b["players"][0]["units"] = {"toxotes": 2}
    _better(a, b)
    # and against Flyers the other way round (Toxotes +4 vs Flyer)
    for board in (a, b):
        board["players"][1]["units"] = {"manticore": 2}
    _better(b, a)


def test_v_buildings_and_most_buildings():
    a, b = _base(), _base()
    a["players"][0]["buildings"] = {"market": 1}
    _better(a, b)
    # Most Buildings goes to the single leader (X): its cubes make a lead worth more, a deficit worse
    lead, lead_cubes = _base(), _base()
    for board in (lead, lead_cubes):
        board["players"][0]["buildings"] = {"house": 3}
        board["players"][1]["buildings"] = {"house": 1}
    lead_cubes["victory_cards"]["most_buildings"] = 5
    _better(lead_cubes, lead)
    _better(lead, lead_cubes, seat=1)


def test_x_largest_army_goes_to_the_leader_now():
    a, b = _base(), _base()
    for board in (a, b):
        board["players"][0]["units"] = {"hoplite": 4}
    a["victory_cards"]["largest_army"] = 6
    _better(a, b)
    _better(b, a, seat=1)
    # a wider lead is a surer card
    wide = copy.deepcopy(a)
    wide["players"][0]["units"] = {"hoplite": 6}
    wide_without = copy.deepcopy(wide)
    wide_without["victory_cards"]["largest_army"] = 0
    def card(board: dict[str, Any]) -> float:  # in victory cubes, before the value's squashing
        return aom_h.standings(board)[0]

    assert card(wide) - card(wide_without) > card(a) - card(b)


def test_x_the_wonder_card_to_the_one_nearest_the_wonder():
    a, b = _base(), _base()
    for board in (a, b):
        board["players"][0]["age"] = 3
        board["players"][0]["resources"] = dict.fromkeys(RESOURCES, 5)
    a["victory_cards"]["wonder"] = 6
    _better(a, b)
    _better(b, a, seat=1)


def test_ix_last_battle_cubes_to_the_stronger_army():
    a, b = _base(), _base()
    for board in (a, b):
        board["players"][0]["units"] = {"hoplite": 2, "minotaur": 2}
    a["victory_cards"]["last_battle"] = 4
    _better(a, b)
    _better(b, a, seat=1)


def test_iv_viii_the_age_and_the_next_ages_cost():
    a, b = _base(), _base()
    a["players"][0]["age"] = 1
    _better(a, b)
    # the same 12 cubes, but nearer the 4 of each the Next Age card asks (VIII)
    a, b = _base(), _base()
    b["players"][0]["resources"] = {"food": 5, "wood": 5, "gold": 2, "favor": 0}
    _better(a, b)


def test_v_favor_buys_victory_cubes_with_a_great_temple():
    a, b = _base(), _base()
    for board in (a, b):
        board["players"][0]["buildings"] = {"great_temple": 1}
    a["players"][0]["resources"].update(favor=5, food=3)
    b["players"][0]["resources"].update(favor=3, food=5)
    _better(a, b)


def test_ix_a_battle_in_progress_favours_the_stronger_force():
    state = _play_until(2, 11, lambda s: s.stage == "battle" and s.battle.view(None)["sides"][0]["forces"]
                        is not None and s.battle.view(None)["phase"] == "retreat", limit=20000)
    board = copy.deepcopy(board_view(state, 0))
    att = board["battle"]["sides"][0]["seat"]
    strong, weak = copy.deepcopy(board), copy.deepcopy(board)
    strong["battle"]["sides"][0]["forces"] = {"minotaur": 4}
    weak["battle"]["sides"][0]["forces"] = {"hoplite": 1}
    _better(strong, weak, seat=att)
    _better(weak, strong, seat=1 - att)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_evaluation_is_bounded_and_antisymmetric_for_two(players):
    game = load_game("aom", players=players)
    ev = Evaluator(game)
    assert ev.has_heuristic
    for seed in range(3):
        state = _play_until(players, seed, lambda s: s.turn >= 3 and not s.is_chance_node())
        values = ev.static(state)
        assert len(values) == players and all(-1.0 <= v <= 1.0 for v in values)
        for seat in range(players):
            board = board_view(state, seat)
            assert board == state.view(seat)["board"]
            if players == 2:
                assert aom_h.evaluate(board, 0) == pytest.approx(-aom_h.evaluate(board, 1))


#: Quick budgets: iterations only (no clock), so the tests are the same on any machine.
BOTS = ["heuristic:nodes_per_action=10", "mcts-easy:iterations=10:seconds=0", "mcts:iterations=2:seconds=0",
        "mcts-hard:iterations=2:seconds=0"]


@pytest.mark.parametrize("players,bots", [
    (2, ["mcts-hard:iterations=1:seconds=0", "heuristic:nodes_per_action=8"]),
    (4, ["heuristic:nodes_per_action=8", "mcts-easy:iterations=4:seconds=0", "mcts:iterations=1:seconds=0",
         "random"]),
])
def test_the_bots_finish_seeded_games(players, bots):
    game = load_game("aom", players=players)
    state = game.new_initial_state(5)
    seats = [make_bot(b, game, seed=i) for i, b in enumerate(bots)]
    for _ in range(game.max_length):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.step_chance()
        else:
            seat = state.current_player
            action = seats[seat].act(state, seat)
            state.apply(action)
    assert state.is_terminal()
    returns = state.returns()
    assert len(returns) == players and sum(returns) == pytest.approx(0.0)
    assert max(returns) > 0  # someone won (X)


def _hidden_positions() -> list[State]:
    """Decisions where a seat's opponents hold random cards it has not seen (VII), or have committed units to
    a battle in secret (IX)."""
    def unseen(s: State) -> bool:
        return s.stage == "play" and any(s.dealt[p] for p in range(s.n) if p != s.current_player)

    out = [_play_until(2, 21, unseen), _play_until(3, 22, unseen),
           _play_until(2, 11, lambda s: s.stage == "battle" and s.battle.view(None)["phase"] == "commit"
                       and s.battle.view(None)["to_move"] == s.battle.view(None)["defender"], limit=20000)]
    return out


@pytest.mark.parametrize("bot", BOTS)
def test_no_bot_reads_hidden_information(bot):
    for k, state in enumerate(_hidden_positions()):
        seat = state.current_player
        redealt = state.determinize(seat, Rng(1000 + k))
        other = [p for p in range(state.n) if p != seat]
        if state.stage == "battle":  # the attacker's secret commitment is re-dealt (IX)
            assert any(state.determinize(seat, Rng(i)).battle.committed != state.battle.committed
                       for i in range(20))
        else:  # the others' random cards are (VII)
            assert any(state.hands[p] != redealt.hands[p] for p in other)
        assert make_bot(bot, state.game, 5).act(state, seat) == make_bot(bot, state.game, 5).act(redealt, seat)


def test_x_what_pays_later_is_worth_less_as_the_end_nears():
    aged, cube = _base(), _base()
    aged["players"][0]["age"] = 1  # IV: a bigger hand and heroes from the next turn
    cube["players"][0]["victory"] = 1  # X: a victory cube is a point at the end
    _better(aged, cube)  # with 10 turns to go the age is worth more
    for board in (aged, cube):
        board["victory_bank"] = 0
        board["final_turn"] = True  # X: the game ends with this turn
    _better(cube, aged)


def test_vii_the_hands_permanent_cards_are_the_hand_readings_at_every_level():
    """VII: choosing the hand is "une des décisions clé du jeu"; the evaluation reads no hand, so the module reads it
    (``aom_hand``): the lookahead ranks the choices by their use, and mcts-normal and mcts-hard take its best without
    a search (samples that play the hand out to the turn's end did not choose better: docs/ai.md)."""
    state = _play_until(2, 4, lambda s: s.stage == "hand" and len(s.legal_actions()) >= 5)
    seat = state.current_player
    legal = state.legal_actions()
    values = make_bot("heuristic", state.game, 0).action_values(state.determinize(seat, Rng(0)), legal, seat)
    assert len(set(values)) > 1  # the hand reading tells them apart
    best = max(zip(values, legal, strict=True), key=lambda va: va[0])[1]
    for spec in ("mcts-normal:iterations=40:seconds=0", "mcts-hard:iterations=40:seconds=0"):
        bot = make_bot(spec, state.game, 0)
        assert not bot.evaluator.searched(state, seat)
        assert bot.act(state, seat) == best
        assert bot.last["iterations"] == 0


def test_paired_samples_meet_the_same_hidden_cards_and_dice():
    """``paired`` (kleos.bots.mcts): the samples go in rounds, one of each candidate card to play (VII), all on
    the same determinization of the other seat's hidden cards and with the same generator for the dice and the
    rollouts' choices; rounds differ."""
    state = _play_until(2, 4, lambda s: s.stage == "play" and len(s.legal_actions()) >= 4)
    seat = state.current_player
    bot = make_bot("mcts-normal:iterations=12:seconds=0:paired=true", state.game, 0)
    seen: list[tuple[int, str, int, int]] = []
    iterate = bot._iterate

    def spy(root: Any, st: State, s: int, first: Any = None) -> None:
        seen.append((first.id, repr(st.to_json()), st.rng.state, bot.rng.state))
        iterate(root, st, s, first)

    bot._iterate = spy  # type: ignore[method-assign]
    bot.act(state, seat)
    k = len(bot.last["visits"])
    assert k >= 2 and len(seen) == 12 // k * k
    rounds = [seen[i:i + k] for i in range(0, len(seen), k)]
    for r in rounds:
        assert len({first for first, *_ in r}) == k  # every candidate once
        assert len({tuple(rest) for _first, *rest in r}) == 1  # one determinization, one generator
    assert len({tuple(r[0][1:]) for r in rounds}) == len(rounds)
    assert len(set(bot.last["visits"].values())) == 1  # as many samples each


@pytest.mark.parametrize("players", [2, 4])
def test_search_builds_only_the_view_entries_it_reads(players: int) -> None:
    """A search builds only the view entries the evaluation and the stage checks read (``VIEW_KEYS``,
    ``STAGE_KEYS``): each the same as in the whole view, in its order, and the value the same, along seeded games."""
    for st in positions("aom", 40, seed=1, every=11, players=players):
        for seat in (*range(players), None):
            full = st.board_view(seat)
            for keys in (aom_h.VIEW_KEYS, aom_h.STAGE_KEYS):
                part = st.board_view(seat, keys)
                assert list(part) == [k for k in full if k in keys]
                assert all(part[k] == full[k] for k in part)
            if seat is not None:
                assert aom_h.evaluate(st.board_view(seat, aom_h.VIEW_KEYS), seat) == aom_h.evaluate(full, seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_search_weighs_the_card_to_play_not_the_hand(players: int) -> None:
    """VII: a card to play is searched at any number of players; the hand's permanent cards are the hand reading's
    (a second's samples of a hand, which play the whole turn on, did not choose better than it)."""
    game = load_game("aom", players=players)
    evaluator = Evaluator(game)
    st = game.new_initial_state(3)
    rng = Rng(3)
    seen: dict[str, bool] = {}
    while not st.is_terminal() and len(seen) < 2:
        if st.is_chance_node():
            st.step_chance()
            continue
        stage = st.board_view(st.current_player, ("stage",))["stage"]
        if stage in ("hand", "play"):
            seen[stage] = evaluator.searched(st, st.current_player)
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    assert seen == {"hand": False, "play": True}


def test_x_the_learned_evaluation_with_the_hand_weights_is_the_evaluation(monkeypatch):
    """The learned evaluation weighs the standing's terms (X: the cubes each player would hold at the end); given
    every term the weight the hand evaluation gives it (a half, in logits: tanh(d / 4)), it is that evaluation."""
    k = len(aom_h.TERMS)
    monkeypatch.setattr(aom_h, "_learned", lambda: (15.0, (0.5,) * k, (0.0,) * k))
    for seed in range(3):
        board = board_view(_play_until(2, seed, lambda s: s.turn >= 3 and not s.is_chance_node()), 0)
        for seat in range(2):
            assert aom_h.evaluate_learned(board, seat) == pytest.approx(aom_h.evaluate(board, seat), abs=1e-12)


@pytest.mark.parametrize("players", [3, 4])
def test_x_the_learned_evaluation_at_more_players_is_each_ones_chance_to_win(players):
    """X: one winner (or a shared win) among N: the seats' chances, (value + 1) / 2, sum to 1, and the seat with the
    best standing by the learned weights has the best chance."""
    for seed in range(2):
        board = board_view(_play_until(players, seed, lambda s: s.turn >= 3 and not s.is_chance_node()), 0)
        chances = [(aom_h.evaluate_learned(board, seat) + 1.0) / 2.0 for seat in range(players)]
        assert sum(chances) == pytest.approx(1.0) and all(0.0 < c < 1.0 for c in chances)


def test_x_the_learned_weights_change_with_the_turns_left(monkeypatch):
    """A term weighs ``end + per_tau * tau``, tau the turns left over the horizon: cubes in hand that count at the
    start count nothing in the last turn (X: only the tie-break), by the weights alone."""
    k = len(aom_h.TERMS)
    i = aom_h.TERMS.index("cubes")
    per_tau = tuple(0.4 if t == i else 0.0 for t in range(k))
    monkeypatch.setattr(aom_h, "_learned", lambda: (15.0, (0.0,) * k, per_tau))
    a, b = _base(), _base()
    a["players"][0]["resources"] = dict.fromkeys(RESOURCES, 5)
    assert aom_h.evaluate_learned(a, 0) > aom_h.evaluate_learned(b, 0)
    a["final_turn"] = b["final_turn"] = True
    assert aom_h.evaluate_learned(a, 0) == aom_h.evaluate_learned(b, 0) == 0.0


def test_the_learned_evaluation_is_bounded_and_antisymmetric_for_two():
    """The shipped weights (``aom_value.yaml``), as a bot is given them (``evaluation=learned``)."""
    game = load_game("aom", players=2)
    ev = Evaluator(game, evaluation="learned")
    for seed in range(3):
        state = _play_until(2, seed, lambda s: s.turn >= 3 and not s.is_chance_node())
        values = ev.static(state)
        assert all(-1.0 < v < 1.0 for v in values) and values[0] == pytest.approx(-values[1])
        board = board_view(state, 0)
        assert aom_h.evaluate_learned(board, 0) == pytest.approx(-aom_h.evaluate_learned(board, 1))
        assert aom_h.evaluate_learned(board, 0) != pytest.approx(aom_h.evaluate(board, 0))


def test_a_learned_weights_file_without_a_term_is_refused_by_name(tmp_path):
    import yaml

    from kleos.engine.errors import DataError

    shipped = yaml.safe_load(aom_h.WEIGHTS_FILE.read_text())
    del shipped["terms"]["army"]
    broken = tmp_path / "aom_value.yaml"
    broken.write_text(yaml.safe_dump(shipped))
    with pytest.raises(DataError, match=r"aom_value.yaml: entry terms: .*the terms are victory"):
        aom_h.read_weights(broken)


def test_the_searching_levels_judge_by_the_learned_evaluation_and_the_others_by_the_hand_one():
    """mcts-normal and mcts-hard weigh the terms as self-play's winners say (their lookahead, samples and leaves);
    the heuristic bot and mcts-easy keep the hand evaluation, which ``evaluation=evaluate`` gives any level."""
    game = load_game("aom", players=2)
    for level in ("mcts-normal", "mcts-hard"):
        bot = make_bot(level, game)
        assert bot.evaluator.heuristic is aom_h.evaluate_learned
        assert bot.lookahead.evaluator is bot.evaluator and bot.policy.evaluator is bot.evaluator
        assert make_bot(f"{level}:evaluation=evaluate", game).evaluator.heuristic is aom_h.evaluate
    assert make_bot("mcts-easy", game).evaluator.heuristic is aom_h.evaluate
    assert make_bot("heuristic", game).evaluator.heuristic is aom_h.evaluate
    with pytest.raises(OptionError, match="evaluate, learned"):
        make_bot("mcts-normal:evaluation=best", game)
