"""Age of Mythology VI: set-up — cultures drawn from a cup, the first player, the bank, the starting cubes and
units, and the draft of production tiles.

* Cultures (VI "Quelle culture choisir ?"): with 3 players or fewer, one cube of each culture in the cup, each
  player draws one; with 4 or more, the first three draw, then the cup is refilled for the next ones, and
  players of one culture may not sit side by side. Seats are the places at the table, so a seat's draw is
  limited to the cultures that leave the rest of the table a legal seating (a chance node over those cubes).
* The first player (VI "Premier joueur"): the highest of 2 dice, ties rerolled — every seat equally likely, one
  chance node.
* The draft (VI "Tuiles de production"): 6 tiles per player are revealed; picks go in turn order from the first
  player, then back in reverse, three times over (six picks each); a pick places a tile on an empty space of its
  terrain, or passes; the tiles left go back to the pool.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.aom import end
from kleos.aom.static import CULTURES
from kleos.i18n import translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")


def begin(st: AomState) -> None:
    st.cup = list(CULTURES)
    st.stage = "culture"
    if st.n == 4 and st.game.options.culture_mode_4p == "two_by_two":
        st.stage = "culture_out"  # VI: "deux cubes de deux cultures différentes": one culture is left out


def apply_culture_out(st: AomState, culture: str) -> None:
    """VI, 4 players (option ``culture_mode_4p = two_by_two``): two cubes of each of the two other cultures."""
    st.cup = [c for c in CULTURES if c != culture for _twice in range(2)]
    st.stage = "culture"
    st.note(_("Age of Mythology VI: the {culture} culture is left out; two cubes of each other go in the cup",
              culture=end.culture_name(culture)), rule="VI")


def culture_choices(st: AomState) -> list[str]:
    """The cultures the next seat may draw (VI): from the cup, never beside one of its own culture, and only
    when the remaining seats can still be filled."""
    seat = st.cultures.index(None)
    cup = st.cup if st.cup else list(CULTURES)
    return [c for c in sorted(set(cup)) if _feasible(list(st.cultures), seat, c, cup)]


def _feasible(cultures: list[str | None], seat: int, culture: str, cup: list[str]) -> bool:
    n = len(cultures)
    if seat > 0 and cultures[seat - 1] == culture:
        return False
    if n > 2 and seat == n - 1 and cultures[0] == culture:
        return False
    if seat == n - 1:
        return True
    cultures = [*cultures[:seat], culture, *cultures[seat + 1:]]
    left = list(cup)
    left.remove(culture)
    if not left:
        left = list(CULTURES)
    return any(_feasible(cultures, seat + 1, c, left) for c in sorted(set(left)))


def apply_culture(st: AomState, culture: str) -> None:
    seat = st.cultures.index(None)
    if not st.cup:
        st.cup = list(CULTURES)
    st.cup.remove(culture)
    st.cultures[seat] = culture
    st.note(_("Age of Mythology VI: {seat} draws the {culture} cube", seat=st.seat_label(seat),
              culture=end.culture_name(culture)), rule="VI")
    if None not in st.cultures:
        st.stage = "first"


def apply_first(st: AomState, seat: int) -> None:
    """VI: the highest roll of 2 dice starts (ties rerolled); then the bank, cubes, units and decks."""
    st.first = seat
    st.note(_("Age of Mythology VI: {seat} rolls highest and is the first player", seat=st.seat_label(seat)),
            rule="VI")
    s = st.static
    for p in range(st.n):
        for r in st.bank:
            st.bank[r] -= s.start_resources
            st.res[p][r] = s.start_resources
        culture = st.cultures[p]
        assert culture is not None
        st.units[p] = {u: s.start_units for u in s.mortals[culture]}
    for culture in sorted({c for c in st.cultures if c is not None}):
        st.decks[culture] = [{cid: c.count for cid, c in s.cards.items() if c.culture == culture}, []]
    st.stage = "draft_reveal"
    st.revealed = []


def draft_size(st: AomState) -> int:
    return 6 * st.n


def apply_reveal(st: AomState, kind: str) -> None:
    """A tile drawn from the face-down pool and shown (VI draft, VIII Explore)."""
    st.pool[kind] -= 1
    if not st.pool[kind]:
        del st.pool[kind]
    st.revealed.append(kind)
    st.note(_("Age of Mythology VI: a {tile} tile is revealed", tile=end.tile_name(st, kind)), rule="VI")
    if st.stage == "draft_reveal" and (len(st.revealed) == draft_size(st) or not st.pool):
        order = st.order()
        snake = order + order[::-1]
        st.queue = snake * 3
        st.stage = "draft"


def free_spaces(st: AomState, seat: int, terrain: str) -> int:
    culture = st.cultures[seat]
    assert culture is not None
    used = sum(k for kind, k in st.tiles[seat].items() if st.static.tile_kinds[kind][0] == terrain)
    return st.static.spaces[culture].get(terrain, 0) - used


def can_place(st: AomState, seat: int, kind: str) -> bool:
    return free_spaces(st, seat, st.static.tile_kinds[kind][0]) > 0


def place_tile(st: AomState, seat: int, kind: str) -> None:
    st.tiles[seat][kind] = st.tiles[seat].get(kind, 0) + 1


def return_revealed(st: AomState) -> None:
    """The tiles not taken go back face down into the pool (VI, VIII Explore)."""
    for kind in st.revealed:
        st.pool[kind] = st.pool.get(kind, 0) + 1
    st.revealed = []
