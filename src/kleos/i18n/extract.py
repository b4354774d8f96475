"""Keeping the catalogues in step with the code: extraction, update and the completeness check.

Each domain reads its messages from its own files (Babel's extractors, with Kleos's keywords):

- ``kleos``: the engine and the interfaces (``src/kleos/**.py`` outside the games), the web client's scripts and
  pages (``src/kleos/web/*.js``, the generic renderer, ``*.html``: ``data-i18n`` attributes);
- a game: its package (``src/kleos/<game>/**.py``), the names in its data files (``data/*.yaml``: the keys of
  :data:`DATA_KEYS`), its web renderer (``src/kleos/web/renderers/<game>.js``) and its bot heuristic.

``python -m kleos.i18n update`` rewrites every language's ``.po`` files from the sources (new messages
empty, changed ones marked fuzzy, vanished ones dropped); ``python -m kleos.i18n check`` lists what is not
translated, fuzzy, or translated with other placeholders. The test suite runs the check.
"""

from __future__ import annotations

import ast
import functools
import io
import re
import string
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path
from typing import IO, Any

import yaml
from babel.messages.catalog import Catalog
from babel.messages.extract import extract
from babel.messages.pofile import read_po, write_po

from kleos.i18n.catalogs import LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE, po_path

PACKAGE = LOCALE_DIR.parent
#: Python: ``_`` and ``N_`` (a message), ``ngettext`` (singular, plural)
PY_KEYWORDS: dict[str, Any] = {"_": None, "N_": None, "ngettext": (1, 2)}
#: the web client: ``t`` and ``nt`` (see src/kleos/web/i18n.js)
JS_KEYWORDS: dict[str, Any] = {"t": None, "nt": (1, 2)}
#: the keys of a data file's entries whose values people read (names of places, cards, boxes)
DATA_KEYS = ("name", "title", "label")
#: the translator's comments Babel keeps: ``# i18n: ...`` above a message
COMMENT_TAGS = ("i18n:",)


#: games whose package is being written before the game is registered: a domain of their own all the same
UNREGISTERED = ("aom",)


def games() -> list[str]:
    """The registered games (and :data:`UNREGISTERED`), each a domain of its own."""
    from kleos.engine.registry import GAMES

    return sorted({*GAMES, *UNREGISTERED})


def domains() -> list[str]:
    return ["kleos", *games()]


def sources(domain: str) -> list[Path]:
    """The files whose messages belong to ``domain``."""
    if domain == "kleos":
        skip = {PACKAGE / g for g in games()} | {LOCALE_DIR, PACKAGE / "bots" / "heuristics"}
        renderers = {PACKAGE / "web" / "renderers" / f"{g}.js" for g in games()}
        files = [p for p in PACKAGE.rglob("*") if p.suffix in (".py", ".js", ".html")
                 and p not in renderers and not any(parent in skip for parent in p.parents)]
    else:
        root = PACKAGE / domain
        files = [*root.rglob("*.py"), *(root / "data").glob("*.yaml"),
                 PACKAGE / "web" / "renderers" / f"{domain}.js", PACKAGE / "bots" / "heuristics" / f"{domain}.py"]
    return sorted(p for p in files if p.is_file() and "__pycache__" not in p.parts)


# ---------------------------------------------------------------------- extractors of Kleos's own formats
def extract_yaml(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """The values of :data:`DATA_KEYS` in a data file (Babel's extractor interface)."""
    root = yaml.compose(fileobj.read().decode("utf-8"))

    def walk(node: yaml.Node) -> Iterator[tuple]:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if (isinstance(key, yaml.ScalarNode) and key.value in DATA_KEYS
                        and isinstance(value, yaml.ScalarNode) and value.tag.endswith(":str") and value.value):
                    yield value.start_mark.line + 1, None, value.value, []
                else:
                    yield from walk(value)
        elif isinstance(node, yaml.SequenceNode):
            for item in node.value:
                yield from walk(item)

    if root is not None:
        yield from walk(root)


_HTML_ATTR = re.compile(r'data-i18n(?:-[a-z]+)?="([^"]+)"')


def extract_html(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple]:
    """The texts of a page's ``data-i18n`` (element text) and ``data-i18n-<attr>`` (an attribute) markers."""
    for lineno, line in enumerate(fileobj.read().decode("utf-8").splitlines(), 1):
        for match in _HTML_ATTR.finditer(line):
            yield lineno, None, match.group(1), []


_METHODS = {".py": "python", ".js": "javascript", ".yaml": extract_yaml, ".html": extract_html}


@dataclass(frozen=True)
class Found:
    msgid: str | tuple[str, str]
    locations: tuple[tuple[str, None], ...]
    comments: tuple[str, ...]


@functools.cache  # the sources do not change while a process runs (update, check, the tests)
def extract_domain(domain: str) -> dict[str | tuple[str, str], Found]:
    """Every message of ``domain``'s sources, with the files it comes from."""
    found: dict[Any, tuple[list[tuple[str, None]], list[str]]] = {}
    for path in sources(domain):
        keywords = JS_KEYWORDS if path.suffix == ".js" else PY_KEYWORDS
        with path.open("rb") as f:
            for _lineno, message, comments, _context in extract(_METHODS[path.suffix], f, keywords=keywords,
                                                                comment_tags=COMMENT_TAGS, strip_comment_tags=True):
                key = message if isinstance(message, str) else (message[0], message[1])
                if not key or (isinstance(key, tuple) and not all(key)):
                    continue
                locations, notes = found.setdefault(key, ([], []))
                where = (path.relative_to(PACKAGE).as_posix(), None)
                if where not in locations:
                    locations.append(where)
                notes.extend(c for c in comments if c not in notes)
    # a message that is both plain and plural in the sources is one entry: the plural one
    plural_ids = {k[0] for k in found if isinstance(k, tuple)}
    return {k: Found(k, tuple(v[0]), tuple(v[1])) for k, v in found.items() if k not in plural_ids}


#: fixed header dates: a catalogue file changes only when its messages do
EPOCH = datetime(2026, 11, 24, tzinfo=UTC)


def _new_catalog(domain: str, lang: str | None = None) -> Catalog:
    name = LANGUAGES.get(lang or "", "")
    return Catalog(locale=lang, domain=domain, project="Kleos", version="1", fuzzy=False, creation_date=EPOCH,
                   revision_date=EPOCH, header_comment=f"# {name} catalogue of Kleos, domain {domain!r}: "
                   "see docs/i18n.md.\n# Written by `python -m kleos.i18n update`; translate the empty msgstr.",
                   language_team=f"{lang} <kleos>" if lang else None, last_translator="Kleos")


def template(domain: str) -> Catalog:
    catalog = _new_catalog(domain)
    for key, item in sorted(extract_domain(domain).items(), key=lambda kv: str(kv[0])):
        catalog.add(key, locations=list(item.locations), auto_comments=list(item.comments),
                    flags=["python-brace-format"])
    return catalog


# ---------------------------------------------------------------------- update and check
def update(langs: list[str] | None = None) -> list[Path]:
    """Rewrite the ``.po`` files of every domain for ``langs`` (default: every language but English)."""
    written = []
    for lang in langs or [code for code in LANGUAGES if code != SOURCE_LANGUAGE]:
        for domain in domains():
            path = po_path(domain, lang)
            if path.exists():
                with path.open("rb") as f:
                    catalog = read_po(f, locale=lang, domain=domain)
            else:
                catalog = _new_catalog(domain, lang)
            catalog.update(template(domain), update_header_comment=False)
            path.parent.mkdir(parents=True, exist_ok=True)
            buffer = io.BytesIO()
            write_po(buffer, catalog, width=120, ignore_obsolete=True, include_lineno=False, sort_output=True)
            if not path.exists() or path.read_bytes() != buffer.getvalue():
                path.write_bytes(buffer.getvalue())
                written.append(path)
    return written


def placeholders(text: str) -> set[str]:
    """The named fields of a ``str.format`` template (``{name}``, ``{n:d}`` -> ``name``, ``n``)."""
    try:
        return {field.split(".")[0].split("[")[0] for _, field, _, _ in string.Formatter().parse(text)
                if field is not None}
    except ValueError:
        return {"<malformed template>"}


def problems(lang: str, domain: str) -> list[str]:
    """What keeps ``domain``'s catalogue in ``lang`` from being complete, one line each (empty: complete)."""
    path = po_path(domain, lang)
    expected = extract_domain(domain)
    root = PACKAGE.parent.parent
    where = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
    if not path.exists():
        return [f"{where} is missing: run `python -m kleos.i18n update`"]
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang, domain=domain)
    out = []
    have = {m.id: m for m in catalog if m.id}
    for key in expected:
        if key not in have:
            out.append(f"{where}: {key!r} is not in the catalogue: run `python -m kleos.i18n update`")
    for key, message in have.items():
        if key not in expected:
            out.append(f"{where}: {key!r} is no longer in the sources: run `python -m kleos.i18n update`")
            continue
        sources_text = key if isinstance(key, tuple) else (key,)
        translations = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(translations):
            out.append(f"{where}: {key!r} is {'fuzzy' if message.fuzzy else 'not translated'}")
            continue
        # a plural's singular may leave out the count ("one legion"), so plurals compare all their forms at once
        wanted = set().union(*(placeholders(s) for s in sources_text))
        got = set().union(*(placeholders(t) for t in translations))
        if got != wanted:
            out.append(f"{where}: {key!r}: the translation {' | '.join(translations)!r} has placeholders "
                       f"{sorted(got)}, the original {sorted(wanted)}")
    return out


#: words a page may show as they are, in every language: the product's name
VERBATIM = frozenset({"KLEOS", "Kleos"})
#: attributes whose text people read or hear: a page marks each with ``data-i18n-<attribute>``
READ_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt")


class _PageReader(HTMLParser):
    """The texts of a page that people read and that no ``data-i18n`` marker puts in the catalogue."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, bool]] = []  # (tag, its text is marked)
        self.found: list[tuple[int, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = {name for name, _value in attrs}
        for name, value in attrs:
            if name in READ_ATTRIBUTES and value and value not in VERBATIM and f"data-i18n-{name}" not in names:
                self.found.append((self.getpos()[0], f"{name}={value!r}"))
        if tag not in ("meta", "link", "input", "br", "img"):
            self.stack.append((tag, "data-i18n" in names))

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        text = data.strip()
        if not text or text in VERBATIM or not self.stack or self.stack[-1][0] in ("script", "style"):
            return
        if not self.stack[-1][1]:
            self.found.append((self.getpos()[0], repr(text)))


def _f_string_calls(path: Path) -> list[int]:
    """Lines where ``_()`` or ``ngettext()`` is called inside an f-string: the extraction never sees it, and the
    text stays English whatever the reader's language."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) \
                        and inner.func.id in ("_", "N_", "ngettext") and inner.args \
                        and isinstance(inner.args[0], ast.Constant) and isinstance(inner.args[0].value, str):
                    lines.append(inner.lineno)
    return lines


def page_problems() -> list[str]:
    """What a person would read untranslated though every catalogue is complete: a text of a page (``*.html``)
    without its ``data-i18n`` marker, a message made inside an f-string (which the extraction skips), and a
    registered game's option that a lobby would show by its code name (no label or explanation, a value without
    its word; see :func:`kleos.engine.option_text`)."""
    out = []
    root = PACKAGE.parent.parent
    for path in sorted((PACKAGE / "web").rglob("*.html")):
        reader = _PageReader()
        reader.feed(path.read_text(encoding="utf-8"))
        where = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
        out += [f"{where}:{line}: {text} is shown untranslated (mark it with data-i18n)" for line, text in reader.found]
    for path in sorted(PACKAGE.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        where = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
        out += [f"{where}:{line}: a message made inside an f-string is never translated"
                for line in _f_string_calls(path)]
    from kleos.engine.registry import GAMES, game_class

    for name in sorted(GAMES):
        for option in game_class(name).option_schema(SOURCE_LANGUAGE):
            if option["group"] == "research":
                continue
            if option["label"] == option["name"] or not option["help"]:
                out.append(f"{name}: option {option['name']!r} has no label or no explanation for players "
                           "(json_schema_extra=option_text(...))")
            for value in option["values"] or []:
                if value["label"] == str(value["value"]) and not isinstance(value["value"], int):
                    out.append(f"{name}: option {option['name']!r} shows the value {value['value']!r} as it is")
    return out


def check(langs: list[str] | None = None) -> list[str]:
    return [*(line for lang in langs or [c for c in LANGUAGES if c != SOURCE_LANGUAGE]
              for domain in domains() for line in problems(lang, domain)), *page_problems()]
