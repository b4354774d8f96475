"""Reading a game's component data files: YAML validated by a pydantic model, clear errors."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from kleos.engine.errors import DataError
from kleos.i18n import translator

_, ngettext = translator("kleos")

Model = TypeVar("Model", bound=BaseModel)


def read_yaml(path: Path, model: type[Model], game: str) -> Model:
    """``path`` parsed and validated; a ``DataError`` names the game, the file, the entry and the reason."""
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
        ident = _entry_id(raw, err["loc"][:2])
        where += f" ({ident})" if ident else ""
        raise DataError(_("{game} data {file}: entry {entry}: {reason}", game=game, file=path.name, entry=where,
                          reason=err["msg"])) from None


def _entry_id(raw: object, loc: tuple) -> str:
    """The ``id`` of the entry an error is in, when entries of a list carry one (``poleis.3`` -> argos)."""
    entry = raw
    for key in loc:
        try:
            entry = entry[key]  # type: ignore[index]
        except (KeyError, IndexError, TypeError):
            return ""
    return str(entry.get("id", "")) if isinstance(entry, dict) else ""
