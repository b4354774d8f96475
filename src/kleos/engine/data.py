"""Reading a game's component data files: YAML validated by a pydantic model, clear errors.

Every game reads its files with :func:`read_yaml` and reports what its own checks find with :func:`data_error`, so
that an error in any game's data reads the same way: the game, the file, the entry, the reason.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from kleos.engine.errors import DataError
from kleos.i18n import Message, translator

_, ngettext = translator("kleos")

Model = TypeVar("Model", bound=BaseModel)


def data_error(game: str, file: str, entry: str, reason: Message | str) -> DataError:
    """The error a game's data check raises: ``Hellas data map.yaml: entry areas.attica: <reason>``."""
    return DataError(_("{game} data {file}: entry {entry}: {reason}", game=game, file=file, entry=entry,
                       reason=reason))


def read_yaml(path: Path, model: type[Model], game: str) -> Model:
    """``path`` parsed and validated; a ``DataError`` names the game, the file, the entry and the reason.

    The entry is the error's path in the file, with the innermost ``id`` on that path when entries carry one:
    ``poleis.3.population (argos)``, ``random.greek.0.action.attack.fee (greek_attack_5)``.
    """
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise DataError(_("{game} data {file}: cannot be read: {reason}", game=game, file=path.name,
                          reason=str(exc))) from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "(file)"
        ident = _entry_id(raw, err["loc"])
        raise data_error(game, path.name, f"{where} ({ident})" if ident else where, err["msg"]) from None


def _entry_id(raw: object, loc: tuple) -> str:
    """The innermost ``id`` of the entries on the error's path (``poleis.3`` -> argos)."""
    ident, entry = "", raw
    for key in loc:
        try:
            entry = entry[key]  # type: ignore[index]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(entry, dict) and isinstance(entry.get("id"), (str, int)):
            ident = str(entry["id"])
    return ident
