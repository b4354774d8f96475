"""Component data: loaded once, validated; a bad file names the file, the entry and the reason."""

import shutil

import pytest

from kleos.engine import DataError
from kleos.sphacteria.data import DATA_DIR, load


def test_data_loads_once_and_is_shared():
    assert load() is load()
    s = load()
    assert len(s.zones) == 22 and len(s.faces) == 22 and len(s.counters) == 11
    assert s.zones["J"].cap == 20 and s.zones["J"].cap_status == "RULE"
    assert s.zones["I"].cap_status == "RECON"  # reconstructed values are marked in the data
    assert s.units["SPA-H1"].status == "RECON"
    assert s.face_counter["S10"] == s.face_counter["S20"]


def test_game_states_share_the_static_data():
    from .helpers import game

    g = game()
    assert g.new_initial_state(1).static is g.new_initial_state(2).static


def _broken(tmp_path, name, old, new):
    d = tmp_path / "data"
    shutil.copytree(DATA_DIR, d)
    text = (d / name).read_text(encoding="utf-8")
    assert old in text
    (d / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return d


@pytest.mark.parametrize(("name", "old", "new", "message"), [
    ("zones.yaml", "K-L, ", "K-C, ", r"zones\.yaml: entry edges\.land_land\.K-C: .*kinds"),
    ("zones.yaml", "cap: 20,", "cap: -3,", r"zones\.yaml: entry zones\.J\.cap: .*positive"),
    ("zones.yaml", "kind: beach", "kind: clear", r"zones\.yaml: entry zones: V must be the only beach"),
    ("units.yaml", "ATH-T2: {type: T, side: ATH, pf: 10, weak_pf: 5",
     "ATH-T2: {type: T, side: ATH, pf: 10, weak_pf: 12", r"units\.yaml: entry units\.ATH-T2: weakened PF"),
    ("units.yaml", "SPA-H5: {type: H, side: SPA, band: helot", "SPA-H5: {type: H, side: SPA, band: messenian",
     r"units\.yaml: entry units\.SPA-H5: Messenians are Athenian"),
    ("stratagems.yaml", "K7: {faces: [S10, S20]", "K7: {faces: [S10, S19]",
     r"stratagems\.yaml: entry counters\.K11: face S19"),
    ("crt.yaml", '"5": [[1/2, 1/4]', '"5": [[1/2, X]', r"crt\.yaml: entry rows\.5"),
    ("schedule.yaml", "{piece: ATH-H1, at: P}", "{piece: ATH-H1, at: Z}", r"schedule\.yaml: entry setup\[1\]"),
    ("units.yaml", "pf: 7, weak_pf: 4", "pf: seven, weak_pf: 4", r"units\.yaml: entry units\.SPA-T1\.pf"),
])
def test_bad_data_files_fail_with_file_entry_and_reason(tmp_path, name, old, new, message):
    with pytest.raises(DataError, match=message):
        load(_broken(tmp_path, name, old, new))
