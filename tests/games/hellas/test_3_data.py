"""Hellas 3, 3.1, 17 and the data files: each is validated at load, and a bad value is refused with the file,
the entry and the reason (a player correcting a reconstructed value sees at once what is wrong)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kleos.engine import DataError
from kleos.hellas import data


def copy_with(tmp_path: Path, name: str, old: str, new: str) -> Path:
    target = tmp_path / "data"
    shutil.copytree(data.DATA_DIR, target)
    text = (target / name).read_text(encoding="utf-8")
    assert old in text, old
    (target / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


def test_the_shipped_data_loads_with_the_rulebook_counts() -> None:
    s = data.load()
    assert len(s.ids) == 638 and s.ids[s.by_site["Athenai"]] == "2409" and s.ids[s.by_site["Sparte"]] == "2012"
    assert [t.golden_age for t in (s.tracks[n] for n in data.TRACKS)] == [37, 41, 55, 25]


@pytest.mark.parametrize(("name", "old", "new", "message"), [
    ("development.yaml", "{box: 2, cost: 5, status: RECON}", "{box: 3, cost: 5, status: RECON}",
     r"development\.yaml: entry military: the boxes must be numbered 1 \.\. 37"),
    ("development.yaml", "requires: {culture: 2}, requires_status: RULE}",
     "requires: {goods: [unobtainium]}, requires_status: RULE}",
     r"development\.yaml: entry military box 10: unknown good"),
    ("map.yaml", "name: Abydos, good: fish", "name: Abydos, good: caviar",
     r"map\.yaml: entry land \(3103\): unknown good"),
    ("development.yaml", "{box: 4, cost: 7, status: RECON}", "{box: 4, cost: -7, status: RECON}",
     r"development\.yaml: entry military\.boxes\.3\.cost: Input should be greater than or equal to 1"),
])
def test_a_bad_value_names_the_file_and_the_entry(tmp_path: Path, name: str, old: str, new: str, message: str) -> None:
    with pytest.raises(DataError, match=message):
        data.load(copy_with(tmp_path, name, old, new))
