"""Translatable messages: a message id (the English text) with named values, rendered late, per reader.

Everything a person reads is built as a :class:`Message` where it is decided (a refusal, a log line, an
action's label) and turned into text only where it is shown, in the reader's language: two players at one
table may read one log in two languages, and a save holds message ids with their values, never a translation.

    from kleos.i18n import translator
    _, ngettext = translator("hellas")          # the game's catalogue (its gettext domain)
    _("Hellas 9.3: {name} already has a monument", name=hex_name)
    ngettext("{n} legion", "{n} legions", n, n=n)

Values are numbers, strings, other messages (rendered in the same language: a seat's or a place's name) or
lists of them (joined with ", "); a log line's values must be JSON-ready, as saves hold them.
``str(message)`` renders it in the current language (:func:`language`, English unless a front end chose
another); ``message.render(lang)`` in any.
"""

from __future__ import annotations

import contextvars
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

#: the language of ``str(message)``: the CLI sets it from ``--lang`` or the locale; the server renders
#: explicitly per request and never relies on it
_current: contextvars.ContextVar[str] = contextvars.ContextVar("kleos_language", default="en")


def language() -> str:
    """The language ``str(message)`` renders in."""
    return _current.get()


def set_language(lang: str) -> None:
    """Make ``lang`` the language of ``str(message)`` in this context (the CLI's choice)."""
    _current.set(lang)


@contextmanager
def using(lang: str) -> Iterator[None]:
    """Render in ``lang`` inside the block (tests, a renderer called for one reader)."""
    token = _current.set(lang)
    try:
        yield
    finally:
        _current.reset(token)


#: French elision before a vowel, where a value meets the words around it: « de » + « Athènes », « que » + « il »
_FR_ELISION = re.compile(r"\b([Dd]e|[Qq]ue|[Ll][ea]|[Nn]e|[Jj]e) (?=[AEIOUYÉÈÊÀÂÎÔÛaeiouyéèêàâîôû])")


def _elide_fr(text: str) -> str:
    return _FR_ELISION.sub(lambda m: m.group(1)[:-1] + "'", text) if " " in text else text


#: how each language joins its words once the values are in (a translation cannot know what a value begins with)
_ELISIONS: dict[str, Callable[[str], str]] = {"fr": _elide_fr}


class Message:
    """A message id of a domain with its values; immutable, cheap to build, rendered on demand."""

    __slots__ = ("_texts", "domain", "msgid", "n", "plural", "values")

    def __init__(self, domain: str, msgid: str, values: Mapping[str, Any] | None = None,
                 plural: str | None = None, n: int | None = None) -> None:
        self.domain = domain
        self.msgid = msgid
        # lists become tuples (hashable, immutable); inline: every log line and label builds a message
        self.values = {k: tuple(v) if isinstance(v, list) else v for k, v in values.items()} if values else {}
        self.plural = plural
        self.n = n
        self._texts: dict[str, str] | None = None  # rendered texts by language: a log line is shown again and again

    # ------------------------------------------------------------------ rendering
    def render(self, lang: str | None = None) -> str:
        """The text in ``lang`` (the current language when ``None``); English where a translation is missing."""
        lang = lang or _current.get()
        texts = self._texts
        if texts is None:
            texts = self._texts = {}
        else:
            text = texts.get(lang)
            if text is not None:  # the common case (a log line shown again): nothing else to do
                return text
        template = (_translate or _load_translate())(self.domain, lang, self.msgid, self.plural, self.n)
        if not self.values:
            texts[lang] = template
            return template
        # messages and lists become text; numbers and strings stay as they are, for format specs ({n:d}, {x!r})
        values = {}
        for key, value in self.values.items():
            if isinstance(value, Message):
                value = value.render(lang)
            elif isinstance(value, tuple):
                value = ", ".join(render(v, lang) for v in value)
            values[key] = value
        try:
            text = template.format_map(values)
        except (KeyError, IndexError, ValueError):  # a damaged translation: the English text, never a crash
            source = self.msgid if self.plural is None or self.n == 1 else self.plural
            text = source.format_map(values)
        elide = _ELISIONS.get(lang)
        if elide is not None:  # a value may begin with a vowel: « de {place} » with Athènes is « d'Athènes »
            text = elide(text)
        texts[lang] = text
        return text

    def __str__(self) -> str:
        return self.render()

    def __rich__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"Message({self.domain!r}, {self.msgid!r}, {self.values!r})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and other.msgid == self.msgid and other.domain == self.domain
                and other.values == self.values and other.plural == self.plural and other.n == self.n)

    def __hash__(self) -> int:
        try:  # values are numbers, strings, messages and tuples of them: hashable
            return hash((self.domain, self.msgid, self.plural, self.n, tuple(sorted(self.values.items()))))
        except TypeError:  # a value that is not (a refusal quoting a JSON object): equal messages still hash alike
            return hash((self.domain, self.msgid))

    # ------------------------------------------------------------------ JSON
    def to_json(self, domain: str | None = None) -> dict[str, Any]:
        """``{"msg", "domain"?, "values"?, "plural"?, "n"?}``: what a save or a stored log line holds. The domain
        is left out where it is ``domain``, the one the reader assumes (a value's: its message's; a log line's: the
        game's), which keeps long logs of nested messages (a place in a sentence) small."""
        data: dict[str, Any] = {"msg": self.msgid}
        if self.domain != domain:
            data["domain"] = self.domain
        if self.values:
            data["values"] = {k: _value_json(v, self.domain) for k, v in self.values.items()}
        if self.plural is not None:
            data["plural"] = self.plural
            data["n"] = self.n
        return data

    @classmethod
    def from_json(cls, data: Any, domain: str = "kleos") -> Message | str:
        """A message from :meth:`to_json` (``domain``: the one it was written against); a plain string (a save
        from before messages) stays a string."""
        if isinstance(data, str):
            return data
        if not isinstance(data, dict) or not isinstance(data.get("msg"), str):
            raise ValueError(f"not a message: {data!r}")
        own = str(data.get("domain", domain))
        values = {k: _value_from_json(v, own) for k, v in (data.get("values") or {}).items()}
        n = data.get("n")
        return cls(own, data["msg"], values, data.get("plural"), None if n is None else int(n))


Text = Message | str

#: ``catalogs.translate``, imported on first use (catalogues load lazily; messages are built everywhere): an
#: import statement in ``render`` cost more than the rest of rendering a name
_translate: Callable[[str, str, str, str | None, int | None], str] | None = None


def _load_translate() -> Callable[[str, str, str, str | None, int | None], str]:
    global _translate
    from kleos.i18n.catalogs import translate

    _translate = translate
    return translate


def render(value: Any, lang: str | None = None) -> str:
    """Any message value as text in ``lang``: a message rendered, a list joined, anything else ``str``."""
    if isinstance(value, Message):
        return value.render(lang)
    if isinstance(value, tuple | list):
        return ", ".join(render(v, lang) for v in value)
    return str(value)


def text_json(value: Text, domain: str | None = None) -> Any:
    """A text as JSON: a message's dict (its domain left out where it is ``domain``), or the string itself."""
    return value.to_json(domain) if isinstance(value, Message) else value


def _value_json(value: Any, domain: str) -> Any:
    if isinstance(value, Message):
        return value.to_json(domain)
    if isinstance(value, tuple):
        return [_value_json(v, domain) for v in value]
    return value


def _value_from_json(value: Any, domain: str) -> Any:
    if isinstance(value, dict):
        return Message.from_json(value, domain)
    if isinstance(value, list):
        return tuple(_value_from_json(v, domain) for v in value)
    return value


class Translator:
    """The message makers of one domain: ``_, ngettext = translator("hellas")``."""

    __slots__ = ("domain",)

    def __init__(self, domain: str) -> None:
        self.domain = domain

    def message(self, msgid: str, /, **values: Any) -> Message:
        return Message(self.domain, msgid, values)

    def plural(self, singular: str, plural: str, n: int, /, **values: Any) -> Message:
        return Message(self.domain, singular, values, plural, n)

    def __iter__(self) -> Iterator[Callable[..., Message]]:
        yield self.message
        yield self.plural


def N_(msgid: str) -> str:  # gettext's name, which the extraction looks for
    """Mark a constant text for the catalogue without making it a message (a title, a seat's name, an option's
    description): it stays a plain string, and is translated where shown (``translate(domain, lang, text)``)."""
    return msgid


def translator(domain: str) -> Translator:
    """The ``_`` and ``ngettext`` of ``domain`` (``kleos`` for the engine and the interfaces, else a game)."""
    return Translator(domain)
