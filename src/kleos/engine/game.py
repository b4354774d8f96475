"""The game contract: static facts, validated options and the action table, built once."""

from __future__ import annotations

import functools
import re
import secrets
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict

from kleos.engine.actions import ActionKind, ActionTable
from kleos.engine.state import State
from kleos.i18n import Message, render

#: the section that opens a help text: "9.1: ", "VIII Gather: ", "2.D / 6 #15-16: ", "New Armies 1: "
_HELP_SECTION = re.compile(r"^(?:New Armies )?[0-9IVX][^:]{0,20}?\s?:\s+")
_HELP_PAGE = re.compile(r"\s*\((?:p\.|A)[0-9][^)]*\)")


def strip_help_section(text: str) -> str:
    """A help text as a heading: without its opening section or page citations, its first letter a capital."""
    text = _HELP_PAGE.sub("", _HELP_SECTION.sub("", text)).strip()
    return text[:1].upper() + text[1:]


#: the groups of options a lobby shows, in this order: how many play, the rules' variants (expansions, optional
#: rules), the set-up (scenarios, set-up choices), readings of ambiguous rules; "research" (bounds and settings
#: for research and training) is not shown to players
OPTION_GROUPS = ("players", "variant", "setup", "reading", "research")


def option_text(label: str, help: str = "", group: str = "variant",
                values: dict[Any, str] | None = None) -> dict[str, Any]:
    """An option's texts for players (each marked ``N_``), for ``Field(json_schema_extra=...)``: a label, a
    one-line explanation, its group (:data:`OPTION_GROUPS`) and a word for each of its values."""
    assert group in OPTION_GROUPS, group
    return {"label": label, "help": help, "group": group, "values": dict(values or {})}


class NoOptions(BaseModel):
    """The options of a game that has none."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Game:
    """One game with one set of options; holds the shared static data every state points to.

    A game subclass sets the class attributes, declares its ``Options`` (a frozen pydantic
    model with ``extra="forbid"``, each field with a description) and its action kinds.
    """

    name: ClassVar[str]  # registry key, e.g. "sphacteria"; also the gettext domain of the game's texts
    title: ClassVar[str]  # e.g. "Sphactérie 425 BC" (marked ``N_`` for the catalogue; see ``title_label``)
    #: the seats' names, ids the same in every language (marked ``N_``; people read ``seat_label``)
    seat_names: ClassVar[tuple[str, ...]]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    hidden_information: ClassVar[bool] = False
    zero_sum: ClassVar[bool] = True
    min_utility: ClassVar[float] = -1.0
    max_utility: ClassVar[float] = 1.0
    rulebook: ClassVar[str] = ""  # the rulebook file in shared/seeds this game implements
    #: how rule messages name the game ("Sphactérie 3.1: ..."); the title when empty
    rule_prefix: ClassVar[str] = ""
    #: other rulebooks a refusal may cite instead, such as an expansion's ("New Armies 1: ...")
    extra_rule_prefixes: ClassVar[tuple[str, ...]] = ()
    Options: ClassVar[type[BaseModel]] = NoOptions
    state_class: ClassVar[type[State]]
    #: "module:function" rendering a view dict for the terminal (a rich renderable); None: generic
    terminal_renderer: ClassVar[str | None] = None
    #: shape of ``State.observation_tensor(seat)``, for the research adapters; None: no tensor
    observation_shape: ClassVar[tuple[int, ...] | None] = None
    #: each kind of action's title for people (marked ``N_``): the heading of its choices in the rulebook's words,
    #: without section or id ("Move a unit", "Play a stratagem"); a kind without one is headed by its help text
    kind_titles: ClassVar[dict[str, str]] = {}

    def __init__(self, options: BaseModel) -> None:
        self.options = options
        self.actions = ActionTable(self.rule_name(), self.action_kinds())

    # ------------------------------------------------------------------ to implement
    def action_kinds(self) -> list[ActionKind]:
        raise NotImplementedError

    @property
    def max_length(self) -> int:
        """An upper bound on the number of history steps (decisions and chance outcomes) of a game."""
        raise NotImplementedError

    def new_initial_state(self, seed: int | None = None) -> State:
        """A new game; ``seed`` fixes every chance outcome sampled with the state's generator."""
        if seed is None:
            seed = secrets.randbits(63)
        return self.state_class(self, int(seed))

    def board_data(self) -> dict[str, Any]:
        """Public static component data for drawing the game (layout coordinates, names, card faces).

        JSON-ready and the same for every state; renderers (web, terminal) read it beside a view.
        """
        return {}

    # ------------------------------------------------------------------ facts
    @classmethod
    def rule_name(cls) -> str:
        """The name that starts every refusal: ``rule_prefix``, or the title."""
        return cls.rule_prefix or cls.title

    @classmethod
    def title_label(cls) -> Message:
        """The title for people, in the reader's language."""
        return Message(cls.name, cls.title)

    @classmethod
    def seat_label(cls, seat: int) -> Message:
        """A seat's name for people, in the reader's language."""
        return Message(cls.name, cls.seat_names[seat])

    @classmethod
    def result_kind_label(cls, kind: str) -> Message:
        """A :class:`Result`'s ``kind`` (a key such as ``"total victory"``, marked ``N_``) for people."""
        return Message(cls.name, kind)

    @classmethod
    def rule_names(cls) -> tuple[str, ...]:
        """Every name a refusal may start with: the game's own, then its expansions'."""
        return (cls.rule_name(), *cls.extra_rule_prefixes)

    @functools.cached_property
    def num_players(self) -> int:
        # read once: a game's options do not change (a search asks thousands of times a second)
        return int(getattr(self.options, "players", self.max_players))

    @property
    def num_actions(self) -> int:
        return len(self.actions)

    @classmethod
    def option_schema(cls, lang: str | None = None) -> list[dict[str, Any]]:
        """Each option: name, type, default, description (in ``lang``), allowed values when it has few, and for
        players (:func:`option_text`) its ``label``, ``help``, ``group`` and ``values`` (each allowed value with
        its word); an option without those texts is shown as a variant (``players``: in its own group), its label its
        name (``python -m kleos.i18n check`` refuses that in a registered game)."""
        rows = []
        for name, spec in cls.Options.model_fields.items():
            ann = spec.annotation
            choices = list(getattr(ann, "__args__", ())) if getattr(ann, "__origin__", None) is not None else None
            choices = [c for c in choices if isinstance(c, (str, int, bool))] if choices else None
            extra = spec.json_schema_extra if isinstance(spec.json_schema_extra, dict) else {}
            words: dict[Any, str] = extra.get("values") or {}  # type: ignore[assignment]

            def text(msgid: Any, fallback: str = "") -> str:
                return render(Message(cls.name, msgid), lang) if isinstance(msgid, str) and msgid else fallback

            rows.append({
                "name": name,
                "type": getattr(ann, "__name__", str(ann)).replace("typing.", ""),
                "default": spec.default,
                "description": render(Message(cls.name, spec.description), lang) if spec.description else "",
                "choices": choices,
                "label": text(extra.get("label"), name),
                "help": text(extra.get("help")),
                "group": extra.get("group") or ("players" if name == "players" else "variant"),
                "values": [{"value": c, "label": text(words.get(c), str(c))} for c in choices] if choices else None,
            })
        order = {g: i for i, g in enumerate(OPTION_GROUPS)}
        return sorted(rows, key=lambda r: order.get(r["group"], len(order)))

    @classmethod
    def info(cls, lang: str | None = None) -> dict[str, Any]:
        """The game's facts; ``title``, ``seat_labels`` and option descriptions in ``lang``."""
        return {
            "name": cls.name,
            "title": render(cls.title_label(), lang),
            "players": [cls.min_players, cls.max_players],
            "seats": list(cls.seat_names),
            "seat_labels": [render(cls.seat_label(s), lang) for s in range(len(cls.seat_names))],
            "hidden_information": cls.hidden_information,
            "options": cls.option_schema(lang),
        }

    def action_info(self, lang: str | None = None) -> list[dict[str, Any]]:
        """Each kind of action: its name, parameters, help text and title in ``lang`` (for UIs grouping the
        choices)."""
        return [{"kind": k.name, "params": [name for name, _domain in k.params], "help": render(k.help, lang),
                 "title": self.kind_title(k.name, lang)} for k in self.actions.kinds.values()]

    @classmethod
    def kind_title(cls, kind: str, lang: str | None = None) -> str:
        """The heading of a kind's choices for people, in ``lang``: its title, else its help text without the
        section that opens it, else the kind's name with spaces for underscores (never seen in the products)."""
        title = cls.kind_titles.get(kind)
        if title:
            return render(Message(cls.name, title), lang)
        return kind.replace("_", " ")

    def kind_heading(self, kind: str, lang: str | None = None) -> str:
        """:meth:`kind_title`, or the kind's help text with its opening section left out when it has no title."""
        if self.kind_titles.get(kind) or kind not in self.actions.kinds:
            return self.kind_title(kind, lang)
        help_text = render(self.actions.kinds[kind].help, lang)
        return strip_help_section(help_text) or self.kind_title(kind, lang)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.options.model_dump()}>"
