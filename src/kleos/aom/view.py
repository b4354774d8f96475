"""Age of Mythology: what a seat may see (JSON-ready). Everything on the table is public; a seat's hand, permanent
and random cards alike, is shown to it alone (VII: the others see how many cards it holds, and each card once it is
played or lies face up; while the hands are chosen, only the seat sees what it has chosen); the battle shows each
side only its own secret commitments (IX)."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kleos.aom.state import AomState

#: What every seat sees of the card being played (``st.ctx``), by key: who plays which card with which power, its
#: value, target, area, gather mode, the build/recruit/trade/power counts left, the Trade's colours (DEC-9). Named
#: one by one, so that a key added to the card's context later stays out of the views until it is judged public
#: (tests/games/aom/test_7_turn.py checks every key met in play is here or in CARD_KEPT). Bookkeeping the rules
#: read and the board already shows stays out: the buildings built by this card, its cost, the god power's steps
#: to do, a villager loss in progress.
CARD_SHOWN = frozenset({
    "player", "card", "action", "value", "god", "power", "target", "area", "mode", "effect", "fee", "give",
    "given", "got", "temple", "left", "free", "moves", "off", "spoils", "to_draw", "take_left", "building",
})
CARD_KEPT = frozenset({"built", "cost", "todo", "villager_loss"})


def board(st: AomState, seat: int | None, keys: Collection[str] | None = None) -> dict[str, Any]:
    """The seat's view of the board; with ``keys``, only those entries (a search reads a few, thousands of times)."""
    want = KEYS if keys is None else keys
    view: dict[str, Any] = {}
    if "stage" in want:
        view["stage"] = st.stage
    if "turn" in want:
        view["turn"] = st.turn
    if "round" in want:
        view["round"] = st.round
    if "first" in want:
        view["first"] = st.first
    if "order" in want:
        view["order"] = st.order() if st.first >= 0 else []
    if "bank" in want:
        view["bank"] = dict(st.bank)
    if "victory_bank" in want:
        view["victory_bank"] = st.vp_bank
    if "victory_cards" in want:
        view["victory_cards"] = dict(st.vp_cards)
    if "pool" in want:
        view["pool"] = sum(st.pool.values())
    if "revealed" in want:
        view["revealed"] = sorted(st.revealed)
    if "queue" in want:
        view["queue"] = list(st.queue)
    if "decks" in want:
        view["decks"] = {c: {"draw": sum(d[0].values()), "face_up": list(d[1])} for c, d in sorted(st.decks.items())}
    if "card" in want:
        view["card"] = {k: (list(v) if isinstance(v, list) else v) for k, v in st.ctx.items() if k in CARD_SHOWN}
    if "final_turn" in want:
        view["final_turn"] = st.final
    if "last_battle" in want:
        view["last_battle"] = st.last_battle
    if "extra_plays" in want:
        view["extra_plays"] = list(st.extra)
    if "players" in want:
        view["players"] = [_player(st, p, seat == p) for p in range(st.n)]
    if "battle" in want:
        view["battle"] = None if st.battle is None else st.battle.view(seat)
    return view


#: The entries of the board view, in their order.
KEYS = ("stage", "turn", "round", "first", "order", "bank", "victory_bank", "victory_cards", "pool", "revealed",
        "queue", "decks", "card", "final_turn", "last_battle", "extra_plays", "players", "battle")


def _player(st: AomState, p: int, mine: bool) -> dict[str, Any]:
    return {
        "culture": st.cultures[p], "age": st.age[p], "resources": dict(st.res[p]), "victory": st.vp[p],
        "units": dict(sorted(st.units[p].items())), "villagers": st.villagers[p],
        "tiles": dict(sorted(st.tiles[p].items())), "workers": dict(sorted(st.workers[p].items())),
        "dwarves": dict(sorted(st.dwarves[p].items())), "buildings": dict(sorted(st.buildings[p].items())),
        "hand_size": len(st.hands[p]),
        "hand": sorted(st.hands[p]) if mine else [],
        "hidden_cards": 0 if mine else len(st.hands[p]),
        # VII, while the hands are chosen: the seat's own choices so far (the others see none of them)
        "chosen": sorted(st.picks[p]) if mine else [],
        "random_to_draw": st.draws_due[p] if mine else 0,
    }
