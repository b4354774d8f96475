"""The exceptions every interface catches: one type per kind of bad input."""

from __future__ import annotations

from kleos.i18n import Text, render


class KleosError(Exception):
    """Base of every error Kleos raises on purpose; its message is one clear sentence.

    The message is a translatable :class:`~kleos.i18n.Message` (or a plain string): ``str(error)`` reads it in
    the current language, ``error.render(lang)`` in any.
    """

    def __init__(self, message: Text) -> None:
        super().__init__(message)
        self.message = message

    def render(self, lang: str | None = None) -> str:
        return render(self.message, lang)


class IllegalAction(KleosError):
    """An action that is malformed, unknown, out of turn or forbidden by a rule.

    The message names the rule (e.g. ``"Sphactérie 3.1: ..."``); the state it was
    applied to is left exactly as it was.
    """


class OptionError(KleosError):
    """An unknown game, an unknown option or an option with a bad value."""


class SaveError(KleosError):
    """A saved state that is malformed, truncated, of another version or inconsistent."""


class DataError(KleosError):
    """A component data file that fails validation: names the file, the entry and the reason."""
