"""Every text met in seeded random games reads in every language: log lines (public and private), action
labels, refusals, results and their kinds are messages, each translated in every catalogue."""

from __future__ import annotations

import functools

import pytest

from kleos.bots import RandomBot
from kleos.engine import IllegalAction, Rng, State, load_game
from kleos.i18n import LANGUAGES, SOURCE_LANGUAGE, Message, has_translation
from support import FIXTURES, VARIANTS_UNDER_TEST, variant_id

VARIANTS = [v for v in VARIANTS_UNDER_TEST if v[0] not in FIXTURES]
#: steps played per game: enough to meet every stage of a turn, bounded for Hellas's long games
STEPS = 3000


def _texts(value: object) -> list[Message | str]:
    """A text and the messages inside its values."""
    if isinstance(value, Message):
        out: list[Message | str] = [value]
        for inner in value.values.values():
            for item in inner if isinstance(inner, tuple) else (inner,):
                if isinstance(item, Message):
                    out.extend(_texts(item))
        return out
    return [value] if isinstance(value, str) else []


@functools.cache
def met(variant: str) -> tuple[tuple[str, object], ...]:
    """(where, text) of every text shown in two seeded random games of ``variant``: the first played to its end
    (its whole log and its result), the labels and refusals of every decision in the first ``STEPS`` steps."""
    name, options = next(v for v in VARIANTS if variant_id(v) == variant)
    game = load_game(name, **options)
    found: list[tuple[str, object]] = []
    for seed, whole in ((3, True), (4, False)):
        state: State = game.new_initial_state(seed)
        bots = [RandomBot(game, seed * 7 + s) for s in range(game.num_players)]
        rng = Rng(seed)
        while not state.is_terminal() and (whole or len(state.history) < STEPS):
            if state.is_chance_node():
                state.step_chance()
                continue
            seat = state.current_player
            if len(state.history) < STEPS:
                legal = state.legal_actions()
                found.extend(("label", state.describe(a)) for a in legal)
                legal_ids = {a.id for a in legal}
                for _try in range(2):  # two actions of the table that are not legal now: their refusals
                    other = game.actions.actions[rng.randrange(len(game.actions))]
                    if other.id not in legal_ids:
                        try:
                            state.apply(other)
                        except IllegalAction as exc:
                            found.append(("refusal", exc.message))
            state.apply(bots[seat].act(state, seat))
        for entry in state.log:
            found.append(("log", entry.text))
            if entry.public is not None:
                found.append(("log (public)", entry.public))
        if state.is_terminal():
            found.append(("result", state.result().text))
            found.append(("result kind", game.result_kind_label(state.result().kind)))
    return tuple(found)


@pytest.mark.parametrize("variant", [variant_id(v) for v in VARIANTS])
def test_every_text_met_in_random_games_is_a_translated_message(variant: str) -> None:
    plain, untranslated = set(), set()
    for where, text in met(variant):
        for item in _texts(text):
            if isinstance(item, str):
                plain.add(f"{where}: {item!r}")  # a plain string reached a reader: not translatable
                continue
            for lang in LANGUAGES:
                item.render(lang)  # renders without error in every language
                if lang != SOURCE_LANGUAGE and not has_translation(item.domain, lang, item.msgid):
                    untranslated.add(f"{where} [{lang}]: {item.msgid!r}")
    assert not plain, "plain strings, not messages:\n" + "\n".join(sorted(plain)[:30])
    assert not untranslated, "no translation:\n" + "\n".join(sorted(untranslated)[:30])
