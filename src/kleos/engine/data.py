"""Reading a game's component data files: YAML validated by a pydantic model, clear errors."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from kleos.engine.errors import DataError

Model = TypeVar("Model", bound=BaseModel)


def read_yaml(path: Path, model: type[Model], game: str) -> Model:
    """``path`` parsed and validated; a ``DataError`` names the game, the file, the entry and the reason."""
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise DataError(f"{game} data {path.name}: cannot be read: {exc}") from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        entry = ".".join(str(p) for p in err["loc"]) or "(file)"
        raise DataError(f"{game} data {path.name}: entry {entry}: {err['msg']}") from None
