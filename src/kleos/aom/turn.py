"""Age of Mythology VII: the turn — victory cubes, hands, three rounds of card play, card return, spoilage,
discards and the starting player.

* Victory cubes (VII): the starting player and the next two in turn order (with 2 players, each player once)
  each move one red cube from the bank to a victory card of their choice. Taking the last cube makes this the
  final turn (X).
* Hands (VII « Pioche des cartes action »): a seat keeps the cards it kept last turn, then fills each place of its
  hand up to its age's limit with a permanent card or a random card (DEC-42: the hand is filled; fewer only when
  the deck runs dry). The choices are secret: « Chaque joueur décide quelles cartes action il veut en main »; a
  hand is seen by its holder only, its cards by the others when played (issue 26). Every seat chooses before any
  draws, one decision a place whatever it takes; then the permanent cards join the hands and the seats draw their
  random cards in turn order (DEC-13, for a deck shared at 4 players or more).
* Rounds (VII): three rounds, each from the starting player clockwise; a seat plays one card or passes by
  discarding one (VIII "Défausser une carte").
* After the rounds (VII): permanent cards go back to their deck (they are available whenever not in a hand);
  a played or discarded random card lies face up under its deck from the moment it is shown. Spoilage: every
  cube above 5 of a resource (8 with a Storehouse) goes back to the bank — not on the final turn (X). Discards:
  each seat in turn order discards what it will not keep. The starting player passes to the left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.aom import end
from kleos.aom.static import RESOURCES
from kleos.i18n import translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")


def begin_turn(st: AomState) -> None:
    st.turn += 1
    st.note(_("Age of Mythology VII: turn {turn} begins; {seat} is the starting player", turn=st.turn,
              seat=st.seat_label(st.first)), rule="VII")
    placers = st.order() if st.n == 2 else st.order()[:3]
    st.queue = placers[: st.vp_bank]
    st.stage = "vp"
    if not st.queue:
        st.final = True
        begin_hands(st)


def place_vp(st: AomState, card: str) -> None:
    seat = st.queue.pop(0)
    st.vp_bank -= 1
    st.vp_cards[card] += 1
    st.note(_("Age of Mythology VII: {seat} places a victory cube on {card}", seat=st.seat_label(seat),
              card=end.victory_card_name(card)), rule="VII")
    if st.vp_bank == 0:
        st.final = True
        st.queue = []
        st.note(_("Age of Mythology X: the last victory cube has left the bank; this is the final turn"), rule="X")
    if not st.queue:
        begin_hands(st)


def hand_limit(st: AomState, seat: int) -> int:
    return int(st.static.hand_limits[st.age[seat]])


def begin_hands(st: AomState) -> None:
    """VII « Pioche des cartes action »: every seat chooses its hand in secret; the seats whose hand is at the
    limit already (cards kept) have nothing to choose."""
    st.queue = [p for p in st.order() if len(st.hands[p]) < hand_limit(st, p)]
    st.picks = [[] for _seat in range(st.n)]
    st.draws_due = [0] * st.n
    st.stage = "hand"
    if not st.queue:
        begin_draws(st)  # nobody chooses: nothing secret to end


def places_left(st: AomState, seat: int) -> int:
    """The places of the hand still to fill: a permanent card chosen or a random card to draw for each."""
    return hand_limit(st, seat) - len(st.hands[seat]) - len(st.picks[seat]) - st.draws_due[seat]


def take_permanent(st: AomState, action: str) -> None:
    """VII: a permanent card for one place of the hand, chosen in secret (seen by its holder only until played)."""
    seat = st.queue[0]
    st.picks[seat].append(action)
    st.note(_("Age of Mythology VII: {seat} takes the permanent card {card}", seat=st.seat_label(seat),
              card=end.action_name(action)), rule="VII")
    _next_place(st, seat)


def take_random(st: AomState) -> None:
    """VII: a random card for one place of the hand, drawn once every seat has chosen (fill)."""
    seat = st.queue[0]
    st.draws_due[seat] += 1
    st.note(_("Age of Mythology VII: {seat} will draw a random card", seat=st.seat_label(seat)), rule="VII")
    _next_place(st, seat)


def _next_place(st: AomState, seat: int) -> None:
    """A seat chooses one card a place, as many times as it has places to fill whatever it chooses, so that
    neither its choice nor how it chose shows in whose decision it is (docs/engine.md, secret choices)."""
    if places_left(st, seat) > 0:
        return
    st.queue.pop(0)
    if not st.queue:  # a public step of its own ends the secret choices: what follows shows how many were random
        st.stage = "hands_chosen"


def begin_draws(st: AomState) -> None:
    """VII: every hand is chosen; the permanent cards join the hands and each seat, in turn order (a deck is
    shared at 4 players or more), draws its random cards, looking at them once all are drawn."""
    if any(st.picks) or any(st.draws_due):
        st.mark_reveal()  # how many cards of each kind each seat chose is seen now (its hand's size, its draws)
        st.note(_("Age of Mythology VII: every hand is chosen"), rule="VII")
    for p in range(st.n):
        st.hands[p].extend(f"perm_{a}" for a in st.picks[p])
    st.picks = [[] for _seat in range(st.n)]
    st.queue = [p for p in st.order() if st.draws_due[p]]
    _next_drawer(st)


def _next_drawer(st: AomState) -> None:
    while st.queue:
        seat = st.queue[0]
        st.draws = st.draws_due[seat]
        st.draws_due[seat] = 0
        st.stage = "deal"
        if not _draws_over(st):
            _announce_draws(st, seat)
            return
    begin_rounds(st)


def _announce_draws(st: AomState, seat: int) -> None:
    """One line for the other seats, "Player 2 draws 3 random cards", rather than one line a card (the seat
    itself reads each card it draws)."""
    deck = st.decks[str(st.cultures[seat])]
    n = min(st.draws, sum(deck[0].values()) + len(deck[1]))
    others = [p for p in range(st.n) if p != seat]
    if n and others:
        st.note(ngettext("Age of Mythology VII: {seat} draws {n} random card",
                         "Age of Mythology VII: {seat} draws {n} random cards", n, seat=st.seat_label(seat), n=n),
                rule="VII", seats=others)


def draw_pile(st: AomState) -> dict[str, int]:
    seat = st.queue[0]
    return st.decks[str(st.cultures[seat])][0]


def _draws_over(st: AomState) -> bool:
    """Are queue[0]'s draws over (then it leaves the queue)? VII: when only face-up cards remain, they are shuffled
    into a new draw pile; with no card at all the draw stops short."""
    seat = st.queue[0]
    deck = st.decks[str(st.cultures[seat])]
    if st.draws and not deck[0] and deck[1]:
        for card in deck[1]:
            deck[0][card] = deck[0].get(card, 0) + 1
        deck[1] = []
        st.note(_("Age of Mythology VII: the face-up cards of the {culture} deck are shuffled into a new draw "
                  "pile", culture=end.culture_name(str(st.cultures[seat]))), rule="VII")
    if not st.draws or not deck[0]:
        st.draws = 0
        st.queue.pop(0)
        return True
    return False


def deal(st: AomState, card: str) -> None:
    seat = st.queue[0]
    pile = draw_pile(st)
    pile[card] -= 1
    if not pile[card]:
        del pile[card]
    st.hands[seat].append(card)
    st.dealt[seat].append(card)
    st.hide_step([seat])
    st.note(_("Age of Mythology VII: {seat} draws {card}", seat=st.seat_label(seat), card=end.card_name(st, card)),
            rule="VII", seats=[seat])  # the others read one line for all its draws (_announce_draws)
    st.draws -= 1
    if _draws_over(st):
        _next_drawer(st)


# ---------------------------------------------------------------------- the rounds
def begin_rounds(st: AomState) -> None:
    st.round = 1
    st.pos = 0
    st.stage = "play"
    st.note(_("Age of Mythology VII: round {round} of card play", round=1), rule="VII")
    _skip_empty(st)


def player(st: AomState) -> int:
    if st.round > 3:
        return st.extra[0]
    return st.order()[st.pos]


def _skip_empty(st: AomState) -> None:
    while st.stage == "play" and not st.hands[player(st)]:
        _advance(st)


def next_play(st: AomState) -> None:
    """The card in play is over: the next seat plays, or the next round, or the end of the rounds."""
    st.ctx = {}
    if st.over():
        return
    st.stage = "play"
    _advance(st)
    _skip_empty(st)


def _advance(st: AomState) -> None:
    if st.round > 3:
        st.extra.pop(0)
        if not st.extra:
            end_rounds(st)
        return
    st.pos += 1
    if st.pos < st.n:
        return
    st.pos = 0
    st.round += 1
    if st.round <= 3:
        st.note(_("Age of Mythology VII: round {round} of card play", round=st.round), rule="VII")
        return
    # Thoth, Odin (VIII god powers): one more card, in turn order, after the third round
    st.extra = [p for p in st.order() if p in st.extra]
    if not st.extra:
        end_rounds(st)


def end_rounds(st: AomState) -> None:
    st.played = [[] for _seat in range(st.n)]
    if st.final:
        st.note(_("Age of Mythology X: no spoilage on the final turn"), rule="X")
        end.score(st)
        return
    spoil(st)
    st.queue = [p for p in st.order() if st.hands[p]]
    st.stage = "discard"
    if not st.queue:
        next_turn(st)


def spoil_limit(st: AomState, seat: int) -> int:
    s = st.static
    return max([s.spoil_limit, *(e.amount for e in s.owned(st.buildings[seat], "spoilage_limit"))])


def spoil(st: AomState) -> None:
    """VII Détérioration: each seat keeps at most 5 cubes of each resource (8 with a Storehouse)."""
    for seat in st.order():
        limit = spoil_limit(st, seat)
        for r in RESOURCES:
            extra = st.res[seat][r] - limit
            if extra > 0:
                st.res[seat][r] -= extra
                st.bank[r] += extra
                st.note(_("Age of Mythology VII: {seat} returns {cubes} to the bank (spoilage above {limit})",
                          seat=st.seat_label(seat), cubes=end.amount(extra, r), limit=limit), rule="VII")


def discard_kept(st: AomState, card: str) -> None:
    seat = st.queue[0]
    discard_card(st, seat, card)
    if not st.hands[seat]:
        keep(st)


def keep(st: AomState) -> None:
    seat = st.queue.pop(0)
    if st.hands[seat]:
        st.note(ngettext("Age of Mythology VII: {seat} keeps {n} card for the next turn",
                         "Age of Mythology VII: {seat} keeps {n} cards for the next turn", len(st.hands[seat]),
                         seat=st.seat_label(seat), n=len(st.hands[seat])), rule="VII")
    if not st.queue:
        next_turn(st)


def next_turn(st: AomState) -> None:
    st.first = st.left_of(st.first)
    begin_turn(st)


def discard_card(st: AomState, seat: int, card: str) -> None:
    """A card leaves the hand unplayed: a random one face up under its deck, shown to all (VII, DEC-14); a
    permanent card back to the seat's own permanent deck, face down: the others learn only that it was a
    permanent card (no random card turned face up), not which (the step is hidden from them, issue 26)."""
    st.hands[seat].remove(card)
    if card.startswith("perm_"):
        st.hide_step([seat])
        st.note(_("Age of Mythology VII: {seat} discards {card}", seat=st.seat_label(seat),
                  card=end.card_name(st, card)), rule="VII", seats=[seat],
                public=_("Age of Mythology VII: {seat} returns a permanent card to its deck", seat=st.seat_label(seat)))
        return
    reveal(st, seat, card)
    st.played[seat].append(card)
    st.decks[str(st.cultures[seat])][1].append(card)
    st.note(_("Age of Mythology VII: {seat} discards {card}", seat=st.seat_label(seat),
              card=end.card_name(st, card)), rule="VII")


def reveal(st: AomState, seat: int, card: str) -> None:
    if card in st.dealt[seat]:
        st.dealt[seat].remove(card)
        st.mark_reveal()
