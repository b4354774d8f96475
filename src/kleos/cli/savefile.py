"""Reading and writing saved states: atomic writes, clear errors for damaged files."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from kleos.engine import KleosError, SaveError, State
from kleos.i18n import translator

_, ngettext = translator("kleos")


def load_state(path: str | Path) -> State:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(_("cannot read {file}: {reason}", file=str(path), reason=exc.strerror)) from None
    return State.from_json(text)


def save_state(state: State, path: str | Path) -> None:
    """Write the state's JSON next to ``path`` and rename it over: a crash never leaves half a file."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(state.dumps())
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def replay_states(saved: State) -> list[State]:
    """Every state of a saved game from its start, rebuilt from the seed and the history.

    Raises ``SaveError`` when the history does not lead to the saved state (a damaged or edited file).
    """
    state = saved.game.new_initial_state(saved.seed)
    states = [state.clone()]
    for number, step in enumerate(saved.history):
        try:
            state.apply(step.action)
        except Exception as exc:
            raise SaveError(_("the saved history cannot be replayed at step {step}: {reason}", step=number,
                              reason=exc.message if isinstance(exc, KleosError) else str(exc))) from None
        states.append(state.clone())
    if state.to_json()["data"] != saved.to_json()["data"]:
        raise SaveError(_("the saved history does not lead to the saved position (the file was altered)"))
    return states
