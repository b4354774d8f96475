"""Kleos in the reader's language: translatable messages, the catalogues, and choosing a language.

See :mod:`kleos.i18n.message` (building and rendering messages), :mod:`kleos.i18n.catalogs` (languages and
gettext catalogues) and :mod:`kleos.i18n.extract` (keeping catalogues in step with the code); docs/i18n.md
is the guide.
"""

from kleos.i18n.catalogs import (
    LANGUAGES,
    SOURCE_LANGUAGE,
    client_catalog,
    has_translation,
    negotiate,
    normalize,
    translate,
)
from kleos.i18n.message import (
    N_,
    Message,
    Text,
    Translator,
    language,
    render,
    set_language,
    text_json,
    translator,
    using,
)

__all__ = [
    "LANGUAGES",
    "N_",
    "SOURCE_LANGUAGE",
    "Message",
    "Text",
    "Translator",
    "client_catalog",
    "has_translation",
    "language",
    "negotiate",
    "normalize",
    "render",
    "set_language",
    "text_json",
    "translate",
    "translator",
    "using",
]
