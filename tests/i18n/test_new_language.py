"""Adding a language is one line in LANGUAGES and its catalogues: shown here with German in a copy of the
catalogues (nothing of the real tree changes)."""

from __future__ import annotations

import io
import shutil

from babel.messages.pofile import read_po, write_po

from kleos.i18n import Message, catalogs, negotiate, normalize
from kleos.i18n.extract import check, domains, update


def test_a_third_language_is_a_catalogue_and_one_line(tmp_path, monkeypatch) -> None:
    shutil.copytree(catalogs.LOCALE_DIR, tmp_path / "locale")
    monkeypatch.setattr(catalogs, "LOCALE_DIR", tmp_path / "locale")
    monkeypatch.setitem(catalogs.LANGUAGES, "de", "Deutsch")  # the one line
    catalogs._catalog.cache_clear()
    try:
        written = update(["de"])  # its catalogues, one per domain, every text still to translate
        assert sorted(p.stem for p in written) == sorted(domains())
        assert check(["de"]) and all("not translated" in line for line in check(["de"]))
        path = catalogs.po_path("kleos", "de")
        with path.open("rb") as f:
            catalog = read_po(f, locale="de", domain="kleos")
        catalog.get("{game}: unknown action {action!r}").string = "{game}: unbekannte Aktion {action!r}"
        buffer = io.BytesIO()
        write_po(buffer, catalog)
        path.write_bytes(buffer.getvalue())
        catalogs._catalog.cache_clear()
        message = Message("kleos", "{game}: unknown action {action!r}", {"game": "Polis", "action": "x"})
        assert message.render("de") == "Polis: unbekannte Aktion 'x'"
        assert normalize("de_DE.UTF-8") == "de" and negotiate("de-DE,fr;q=0.5") == "de"
        assert catalogs.plural_map("de") == {"one": 0, "other": 1}
    finally:
        catalogs._catalog.cache_clear()
        catalogs.plural_map.cache_clear()
