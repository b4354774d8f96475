"""Age of Mythology: the observation tensor of a seat (for the OpenSpiel and PettingZoo adapters) — what
``view(seat)`` shows, as numbers: each player's board from the seat's own (then clockwise), the seat's own hand,
the bank, the victory cards and the stage. Other seats' random cards count only by number (VII)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.aom import view
from kleos.aom.static import AGES, CULTURES, RESOURCES, VICTORY_CARDS, Static

if TYPE_CHECKING:
    from kleos.aom.state import AomState

STAGES = ("culture_out", "culture", "first", "draft_reveal", "draft", "vp", "hand", "hands_chosen", "deal", "play",
          "god", "god_action",
          "explore_reveal", "explore", "gather_mode", "gather_move", "build", "discount", "recruit", "trade_fee",
          "trade",
          "power_take", "power_unit", "power_target", "power_steal", "power_building", "power_tile",
          "attack_target", "attack_area", "battle", "spoils", "lose_villager", "discard", "end")


def per_player(s: Static) -> int:
    return len(CULTURES) + len(AGES) + len(RESOURCES) + 1 + len(s.units) + 1 + 2 * len(s.tile_kinds) + \
        len(s.buildings) + 2


def size(s: Static, players: int) -> int:
    return players * per_player(s) + len(s.card_ids) + len(RESOURCES) + 1 + len(VICTORY_CARDS) + 3 + len(STAGES)


def tensor(st: AomState, seat: int) -> list[float]:
    s = st.static
    board = view.board(st, seat)
    out: list[float] = []
    units, kinds, buildings = list(s.units), list(s.tile_kinds), list(s.buildings)
    for i in range(st.n):
        p = board["players"][(seat + i) % st.n]
        out += [float(p["culture"] == c) for c in CULTURES]
        out += [float(p["age"] == a) for a in range(len(AGES))]
        out += [p["resources"][r] / 10 for r in RESOURCES]
        out.append(p["victory"] / 30)
        out += [p["units"].get(u, 0) / 12 for u in units]
        out.append(p["villagers"] / 10)
        out += [p["tiles"].get(k, 0) / 4 for k in kinds]
        out += [p["workers"].get(k, 0) / 4 for k in kinds]
        out += [p["buildings"].get(b, 0) / s.building_max[b] for b in buildings]
        out.append(p["hand_size"] / 7)
        out.append(p["hidden_cards"] / 7)
    hand = board["players"][seat]["hand"]
    out += [hand.count(c) / 2 for c in s.card_ids]
    out += [board["bank"][r] / 60 for r in RESOURCES]
    out.append(board["victory_bank"] / 30)
    out += [board["victory_cards"][c] / 30 for c in VICTORY_CARDS]
    out += [board["turn"] / 15, board["round"] / 4, float(board["final_turn"])]
    out += [float(board["stage"] == x) for x in STAGES]
    return out
