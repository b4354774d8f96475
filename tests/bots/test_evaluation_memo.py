"""The evaluator's memo of positions already evaluated (``Evaluator.static``, ``State.board_view_key``): it must give
the value the evaluation would give, so the bots choose exactly as without it, in less time and bounded memory."""

from __future__ import annotations

import json

import pytest

from kleos.bots import evaluation, make_bot
from kleos.bots.evaluation import Evaluator, board_view
from kleos.bots.heuristics import hellas as hellas_h
from kleos.engine import Rng, load_game
from kleos.hellas.state import FIELDS, KEYED, UNKEYED, HellasState


def _fields(st: HellasState) -> str:
    """The position's fields as JSON, its dicts in their order (the key tells apart the same pieces placed in
    another order: a position missed, never a wrong value)."""
    data = st._data_to_json()
    return json.dumps({k: v for k, v in data.items() if k not in UNKEYED})


def _positions(game, games: int, steps: int):
    """The positions of ``games`` seeded random games (``steps`` decisions at most each), with every child of one
    position in three: a search reaches a position again by another order of steps."""
    for g in range(games):
        st = game.new_initial_state(g)
        rng = Rng(g)
        step = 0
        while not st.is_terminal() and step < steps:
            if st.is_chance_node():
                st.step_chance()
                continue
            legal = st.legal_actions()
            around = [st] + ([st.clone() for _ in legal] if step % 3 == 0 else [])
            for child, action in zip(around[1:], legal, strict=False):
                child.apply(action)
            yield from around
            st.apply(legal[rng.randrange(len(legal))])
            step += 1


@pytest.mark.parametrize("new_armies", [False, True])
def test_hellas_key_is_equal_exactly_when_the_position_is(new_armies):
    """Over random games, with every child of some positions (a search reaches a position again by another order
    of steps): states share a key if and only if their fields are equal, and then their views are too (New
    Armies: each seat's own, with the blocks it has not seen hidden)."""
    game = load_game("hellas", new_armies=new_armies, turn_limit=3)
    by_key: dict[object, tuple[str, str]] = {}
    by_fields: dict[str, set[object]] = {}
    kept = 0
    for pos in _positions(game, 2, 900):
        for seat in (0, 1):
            key = pos.board_view_key(seat, hellas_h.VIEW_KEYS)
            if key is None:
                assert pos.is_terminal() or pos.dirty
                continue
            hash(key)
            fields = f"{seat}{_fields(pos)}"
            view = json.dumps(board_view(pos, seat, hellas_h.VIEW_KEYS), sort_keys=True)
            if key in by_key:
                assert by_key[key] == (fields, view)
                kept += 1
            by_key[key] = (fields, view)
            by_fields.setdefault(fields, set()).add(key)
    assert all(len(keys) == 1 for keys in by_fields.values())
    assert kept > 100  # positions reached again: what the test is about
    assert game.new_initial_state(0).board_view_key(0, None) is None  # the whole view: with the last combat


def test_hellas_key_holds_every_field_but_the_three_left_out():
    """Each field of the position, changed alone, changes the key (a field added to the state is keyed unless it
    is named in ``UNKEYED``)."""
    assert set(dict(KEYED)) | set(UNKEYED) == set(FIELDS)
    st = load_game("hellas").new_initial_state(5)
    while st.stage.startswith("setup"):
        st.apply(st.legal_actions()[0])
    key = st.board_view_key(0, hellas_h.VIEW_KEYS)
    assert key is not None and key != st.board_view_key(1, hellas_h.VIEW_KEYS)
    for name, kind in KEYED:
        other = st.clone()
        mark = object()  # equal to nothing in a position
        other.__dict__[name] = {"v": mark, "l": [mark], "ll": [[mark]], "d": {mark: mark}}.get(kind, [mark])
        assert other.board_view_key(0, hellas_h.VIEW_KEYS) != key, name


def _play(spec: str, decisions: int, name: str = "hellas") -> list[str]:
    game = load_game(name, **{"hellas": {"turn_limit": 100}, "aom": {"players": 2}}.get(name, {}))
    st = game.new_initial_state(7)
    st.logging = False
    bots = [make_bot(spec, game, 100 + s) for s in range(game.num_players)]
    chosen = []
    while len(chosen) < decisions:
        if st.is_chance_node():
            st.step_chance()
            continue
        seat = st.current_player
        action = bots[seat].act(st, seat)
        chosen.append(action.text)
        st.apply(action)
    return chosen


def test_the_memo_is_bounded_and_holds_one_game_object(monkeypatch):
    """The memo forgets everything when full; a state of another game object (other options) is never kept."""
    monkeypatch.setattr(evaluation, "MEMO_KEPT", 25)
    game = load_game("hellas")
    bot = make_bot("heuristic", game, 1)
    st = game.new_initial_state(3)
    for _ in range(12):
        while st.is_chance_node():
            st.step_chance()
        st.apply(bot.act(st, st.current_player))
        assert 0 < len(bot.evaluator._memo) <= 25
    other = Evaluator(load_game("hellas", victory_points=8))
    assert other.static(st) == Evaluator(game).static(st)
    assert not other._memo


def test_the_search_and_its_lookahead_share_one_memo():
    """MCTS's own evaluations, its lookahead's and its rollout policy's are of the same positions: one evaluator."""
    bot = make_bot("mcts-normal", load_game("hellas"), 1)
    assert bot.lookahead.evaluator is bot.evaluator
    assert bot.policy.evaluator is bot.evaluator


def test_polis_key_is_equal_only_when_the_entries_read_are():
    """Over random Polis games, with every child of some positions (battles and their hidden hands included): a key
    of the entries the evaluation reads is hashable, equal keys give equal entries, and it finds positions again
    that differ only elsewhere (whose turn, the action under way): what it is for. The whole view's key (no
    ``keys``) is equal only for equal positions."""
    from kleos.bots.heuristics import polis as polis_h

    game = load_game("polis")
    by_key: dict[object, str] = {}
    fields_of: dict[object, set[str]] = {}
    by_full: dict[object, str] = {}
    kept = collecting = 0
    for pos in _positions(game, 5, 700):
        if pos.is_terminal():
            assert pos.board_view_key(0, polis_h.VIEW_KEYS) is None
            continue
        view = board_view(pos, 0, polis_h.VIEW_KEYS)
        collecting += view["collecting"] is not None
        key = pos.board_view_key(0, frozenset(polis_h.VIEW_KEYS))
        hash(key)
        text = json.dumps(view, sort_keys=True)
        kept += key in by_key
        assert by_key.setdefault(key, text) == text
        fields = json.dumps(pos._data_to_json())
        fields_of.setdefault(key, set()).add(fields)
        full = pos.board_view_key(0, None)
        assert by_full.setdefault(full, fields) == fields
    assert kept > 200 and collecting > 10
    assert sum(len(f) > 1 for f in fields_of.values()) > 50  # found again by other positions


def test_polis_key_holds_every_field_its_entries_read():
    """Each field the evaluation's entries read (``observation.PART_FIELDS``), changed alone, changes their key, as
    every field changes the whole view's key (a field added to ``FIELDS`` is keyed there)."""
    from kleos.bots.heuristics import polis as polis_h
    from kleos.polis.observation import PART_FIELDS
    from kleos.polis.state import FIELDS as POLIS_FIELDS

    st = load_game("polis").new_initial_state(5)
    keys = frozenset(polis_h.VIEW_KEYS)
    read = {name for entry in keys for name in PART_FIELDS[entry]}
    assert read and keys <= PART_FIELDS.keys()
    key, full = st.board_view_key(0, keys), st.board_view_key(0, None)
    assert key is not None and key != st.board_view_key(1, keys)
    for name, depth in POLIS_FIELDS:
        other = st.clone()
        mark = object()  # equal to nothing in a position
        other.__dict__[name] = {0: mark, 1: [mark], 2: [[mark]], "d": {mark: mark}}[depth]
        assert other.board_view_key(0, None) != full, name
        if name in read:
            assert other.board_view_key(0, keys) != key, name


@pytest.mark.parametrize(("name", "decisions", "share"), [("hellas", 60, 0.8), ("polis", 80, 0.5), ("aom", 80, 0.8)])
def test_the_memo_changes_no_choice_and_saves_evaluations(monkeypatch, name, decisions, share):
    """The heuristic bot chooses the same actions with and without the memo, with fewer evaluations (Hellas: about
    half are of positions valued before; Polis about three in four; AoM at 2 players about half, battles aside)."""
    import importlib

    module = importlib.import_module(f"kleos.bots.heuristics.{name}")
    state_class = type(load_game(name).new_initial_state(0))
    calls = [0]
    plain = module.evaluate

    def counted(board, seat):
        calls[0] += 1
        return plain(board, seat)

    monkeypatch.setattr(module, "evaluate", counted)
    with_memo = _play("heuristic", decisions, name)
    remembered = calls[0]
    calls[0] = 0
    monkeypatch.setattr(state_class, "board_view_key", lambda self, seat, keys: None)
    without = _play("heuristic", decisions, name)
    assert with_memo == without
    assert remembered < share * calls[0]


@pytest.mark.parametrize("players", [2, 3])
def test_aom_key_is_equal_only_when_the_entries_read_are(players):
    """Over random AoM games, with every child of some positions: a key of the entries the evaluation reads is
    hashable, equal keys give each seat equal entries (its own hand and choices, the others' hand sizes), and it
    finds positions again that differ elsewhere; none in a battle or for an entry it does not key."""
    from kleos.aom.state import KEYED_ENTRIES
    from kleos.bots.heuristics import aom as aom_h

    assert set(aom_h.VIEW_KEYS) <= KEYED_ENTRIES
    game = load_game("aom", players=players)
    keys = frozenset(aom_h.VIEW_KEYS)
    by_key: dict[object, str] = {}
    fields_of: dict[object, set[str]] = {}
    kept = battles = 0
    for pos in _positions(game, 3, 600):
        for seat in range(players):
            key = pos.board_view_key(seat, keys)
            if key is None:
                assert pos.is_terminal() or pos.battle is not None
                battles += 1
                continue
            hash(key)
            text = json.dumps(board_view(pos, seat, keys), sort_keys=True)
            kept += key in by_key
            assert by_key.setdefault(key, text) == text
            fields_of.setdefault(key, set()).add(json.dumps(pos._data_to_json(), sort_keys=True, default=str))
    assert kept > 200 and battles > 0
    assert sum(len(f) > 1 for f in fields_of.values()) > 50
    assert game.new_initial_state(0).board_view_key(0, None) is None
    assert game.new_initial_state(0).board_view_key(0, ["players", "decks"]) is None


def test_aom_key_holds_each_field_its_entries_read():
    """Each field ``view.board`` builds the evaluation's entries from, changed alone, changes the key (the random
    games above change several together)."""
    from kleos.bots.heuristics import aom as aom_h

    st = load_game("aom", players=2).new_initial_state(3)
    while st.is_chance_node() or st.stage != "hand":  # the first hand to choose: every field is set
        if st.is_chance_node():
            st.step_chance()
        else:
            st.apply(st.legal_actions()[0])
    keys = frozenset(aom_h.VIEW_KEYS)
    key = st.board_view_key(0, keys)
    assert key is not None and key != st.board_view_key(1, keys)
    mark = object()  # equal to nothing in a position
    for name in ("final", "vp_bank"):
        other = st.clone()
        setattr(other, name, mark)
        assert other.board_view_key(0, keys) != key, name
    other = st.clone()
    other.vp_cards = {**st.vp_cards, mark: 1}
    assert other.board_view_key(0, keys) != key
    for name in ("cultures", "age", "vp", "villagers", "hands", "res", "units", "tiles", "workers", "dwarves",
                 "buildings", "picks", "draws_due"):
        other = st.clone()
        values = list(getattr(st, name))
        values[0] = {mark: 1} if isinstance(values[0], dict) else [mark] if isinstance(values[0], list) else mark
        setattr(other, name, values)
        assert other.board_view_key(0, keys) != key, name
