"""The languages and their gettext catalogues (``src/kleos/locale/<lang>/LC_MESSAGES/<domain>.po``).

English is the source language: message ids are the English texts, so English needs no catalogue. Every
other language has one ``.po`` file per domain (``kleos`` for the engine and the interfaces, one per game),
read with Babel once per process, when first needed. Adding a language is one line in :data:`LANGUAGES`
and ``python -m kleos.i18n update`` (which writes its catalogues to translate); docs/i18n.md says more.
"""

from __future__ import annotations

import functools
import gettext
import io
import os
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

#: the languages Kleos speaks: code -> its own name (shown in the language switch)
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
SOURCE_LANGUAGE = "en"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
#: source files whose messages the web client needs (the rest are rendered by the server)
CLIENT_SUFFIXES = (".js", ".html", ".yaml")


def po_path(domain: str, lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


@functools.cache
def _catalog(domain: str, lang: str) -> gettext.NullTranslations:
    """The domain's catalogue in ``lang`` (compiled in memory: no ``.mo`` file to keep in step)."""
    path = po_path(domain, lang)
    if lang == SOURCE_LANGUAGE or not path.exists():
        return gettext.NullTranslations()
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang, domain=domain)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def translate(domain: str, lang: str, msgid: str, plural: str | None = None, n: int | None = None) -> str:
    """The translation of a message id (its plural form for ``n``), or the English text when there is none."""
    catalog = _catalog(domain, lang)
    if plural is None:
        return catalog.gettext(msgid)
    return catalog.ngettext(msgid, plural, 1 if n is None else n)


def has_translation(domain: str, lang: str, msgid: str) -> bool:
    """Whether ``lang``'s catalogue of ``domain`` translates ``msgid`` (English translates everything)."""
    if lang == SOURCE_LANGUAGE:
        return True
    messages = getattr(_catalog(domain, lang), "_catalog", {})
    return msgid in messages or (msgid, 0) in messages


def normalize(lang: str | None) -> str | None:
    """A supported language code for ``fr``, ``fr-CA``, ``fr_FR.UTF-8``, ``FR``; ``None`` if unsupported."""
    if not lang:
        return None
    code = lang.strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def from_environment(default: str = SOURCE_LANGUAGE) -> str:
    """The language of the locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), if Kleos speaks it."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in os.environ.get(name, "").split(":"):
            code = normalize(part)
            if code:
                return code
    return default


def negotiate(accept_language: str | None, default: str = SOURCE_LANGUAGE) -> str:
    """The best supported language for an HTTP ``Accept-Language`` header (RFC 9110 weights)."""
    choices: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "").split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        code = normalize(tag)
        if code and weight > 0:
            choices.append((-weight, index, code))
    return min(choices)[2] if choices else default


@functools.cache
def plural_map(lang: str) -> dict[str, int]:
    """For the browser: each CLDR plural category of ``lang`` -> the catalogue's plural form index.

    The browser knows a number's category (``Intl.PluralRules``); gettext catalogues number their forms by
    their own formula. Matching the two on sample numbers spares the client from evaluating that formula.
    """
    locale = Locale.parse(lang)
    # a catalogue's formula comes from its Plural-Forms header; without a catalogue, English's n != 1
    formula = getattr(_catalog("kleos", lang), "plural", lambda n: int(n != 1))
    mapping: dict[str, int] = {}
    for n in (*range(0, 200), 1000, 1_000_000):
        mapping.setdefault(locale.plural_form(n), int(formula(n)))
    return mapping


@functools.cache
def client_catalog(lang: str, domains: tuple[str, ...]) -> dict[str, Any]:
    """What the web client needs to translate its own texts: ``{"lang", "languages", "plural", "messages"}``.

    Only the messages of the client's files (scripts, pages, component names) are sent: everything else
    reaches the page already rendered by the server.
    """
    messages: dict[str, dict[str, Any]] = {}
    for domain in domains:
        path = po_path(domain, lang)
        entries: dict[str, Any] = {}
        if lang != SOURCE_LANGUAGE and path.exists():
            with path.open("rb") as f:
                catalog = read_po(f, locale=lang, domain=domain)
            for message in catalog:
                if not message.id or message.fuzzy or not message.string:
                    continue
                if not any(Path(file).suffix in CLIENT_SUFFIXES for file, _ in message.locations):
                    continue
                key = message.id[0] if isinstance(message.id, tuple) else message.id
                entries[key] = list(message.string) if isinstance(message.string, tuple) else message.string
        messages[domain] = entries
    return {"lang": lang, "languages": LANGUAGES, "plural": plural_map(lang), "messages": messages}
