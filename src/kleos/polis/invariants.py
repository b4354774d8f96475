"""Polis: what the rules promise after every step (checked by ``kleos.engine.invariants``).

Sections are the French rulebook's pages ("p.N"); sides, capitals, homes, ports, costs and tables are read from the
static data, never from what the rules code derived. Cubes and discs are not limited (A29), so goods and cubes are
not counted against a bank: they are conserved step by step instead, each step changing only what its rule moves.

Of every position:

- p.3: a polis of a player holds 1 to its maximum population; a neutral polis holds its base population.
- p.5: a player has at most the round's capacity (3, 4, 5, 5) of units in a region.
- p.2, p.6: a player has at most 8 merchant ships (port and cargoes together); none below 0.
- p.11: a cargo holds a merchant only if it is available in this round (value up to the round type) and not blocked
  by the event.
- p.12: the two proxenoi never share a polis, but in a capital (p.13: a freed proxenos returns to his capital).
- p.5, A9: goods and prestige are never below 0; p.10-11: the market markers stay on the value table.
- p.5: a player who has passed takes no more actions in the round.
- p.6-7: each project is in at most one place (pile, display of at most 3, in progress in a polis, completed under
  a polis), in a polis of a type that polis may start.
- p.5: the revealed event is of the round's deck and has left it; each deck holds only its round's events.
- p.14: in a battle the 24 combat cards are each in exactly one place (deck, hands, the cards laid, the discard);
  a hand never holds more cards than its player's units in the battle region; a battle is on only in its stages.
- p.17: each capital stays its side's while the game runs; the result is the rules' (a capital that wheat and
  prestige could not feed, ostracism at 0 prestige before the last round, else the final score: population +
  prestige + posterity, ties to the goods).

Of every step (``before``: the state one step earlier):

- p.5-17, exact: a step changes units, population, owners, proxenoi, merchants, cargoes, collection discs, market
  markers, goods and prestige only as the rules of that step do, recomputed here from the rulebook: p.5 the fee of a
  lone player and 1 prestige per military action; p.5-6 actions 1-3 turn 1 population of one of your poleis into a
  unit in its territory, its port's sea or the commercial port, for 1 metal (hoplite) or wood (galley, merchant), or
  1 silver (2 silver and no population under the Mercenaries event); p.6 a project is paid its cost, silver
  replacing goods; p.7-9 one unit moves from its origin to the destination without crossing a region the opponent
  controls; p.9 a siege needs the fortification in hoplites and control, is won on a d4 of at least the fortification
  (the polis, its population, prestige = fortification, the proxenos there captured) or costs 1 hoplite and, in an
  enemy polis, 1 population (neutral at 0); p.10 a collection pays 1/3/6/10/15 of a good for 1-5 hoplites on a row,
  for 1 prestige outside home; p.10-11 a trade takes one merchant to a free available cargo over a free route, pays
  the value table's price or silver for wheat, and moves the marker by the die; p.12 a proxenos's bribe is at least
  its cheapest way's and goes to nobody; p.13 the ransom of 2 silver goes to the captor, a civil war costs 2 x base
  or 3 x population and gives the population in prestige; p.14 an assault costs the defender one unit per attacker
  card he did not match and moves only the attacker's prestige, a retreat pays 1 prestige to the opponent; p.16 the
  phases of the end of a round: the projects' prestige, wheat = population (the shortfall in prestige or by
  releasing poleis to neutrality), 1 wheat per growth, 1 prestige per polis above its base, wine, oil and wheat
  halved rounded up, 1 silver per prestige of phoros; p.17 a new round brings the merchants home and takes the discs
  off; p.5 and the cards (reference §2.9) an event's effects, common first, then the player with more prestige (tie:
  Athens), then the other; the Free Trade event may cost the player whose turn ends 1 prestige.
- The returns of the Persian King's hoplites and of Egypt's galleys (A25) are checked only for what no phase does: no
  polis changes hands but by a release, never of a capital (p.16, p.17); no population falls; metal and wood do not
  change, wine, oil and wheat do not grow, silver does not shrink (p.16); units change only by the placement; no
  proxenos nor market marker moves.
- p.2, p.6: merchant ships are never destroyed; p.11, p.17: a merchant stays on its cargo until the round ends; p.10:
  a collection disc stays until then.
- p.5-7, p.16, A12: projects leave the pile only for the display, the display only for a polis (or the discard when
  a round begins); a project in a polis stays there, in progress until it is completed there. p.5: no event returns
  to its deck.
- p.14: a battle begins only at the end of a turn or of another battle, with both players in the region and 8 units
  or more (7 under Alcibiades), Sparta attacking first on land and Athens at sea; a turn that ends with an action
  while nobody has passed leaves no such region without a battle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.polis.data import GOODS, G

if TYPE_CHECKING:
    from kleos.engine import Action
    from kleos.polis.data import PolisData
    from kleos.polis.state import PolisState

SEATS = ("Sparta", "Athens")
SILVER, WHEAT = G["silver"], G["wheat"]
MERCHANT_SHIPS = 8  # p.2
COMBAT_CARDS = 24  # p.2
YIELDS = (1, 3, 6, 10, 15)  # p.10: goods for 1..5 hoplites on a row
RANSOM = 2  # p.13
MILITARY = ("move_hoplites", "move_galleys", "siege")  # p.7-9: -1 prestige when chosen (collect pays at "at")
BATTLE_STAGES = ("bt_retreat", "bt_att", "bt_def", "bt_commanders", "deal")
MAX_REPORTS = 6
#: steps that move none of the pieces compared (a battle that ends in them may still run the end of a round)
QUIET = {"proj_draw": "p.5 (a project revealed)", "deal": "p.14 (a combat card dealt)",
         "bt_order": "p.14, A4 (the order of the battles)", "bt_att": "p.14 (the attacker's card)"}


def check(st: PolisState, before: PolisState | None) -> list[str]:
    """The invariants ``st`` breaks (one step after ``before``, if given), each naming its rule; empty when all hold."""
    out = _position(st)
    if before is not None and st.history and st.history[-1].action >= 0:
        out += _step(st, before)
    return out


# ---------------------------------------------------------------------------------------------- positions
def _capacity(st: PolisState) -> int:
    """p.5: the round type (3, 4, 5a, 5b) is the capacity and the highest cargo value."""
    return int(st.rounds[st.round_idx][0])


def _event_value(st: PolisState, op: str, name: str | None = None) -> Any:
    """The revealed event card's effect ``op`` (a modifier ``name``): its value or arguments, None without it."""
    if not st.event:
        return None
    for eff in st.data.events[st.event].effects:
        x = eff.model_extra or {}
        if eff.op == op and (name is None or x.get("name") == name):
            return x.get("value", x)
    return None


def _position(st: PolisState) -> list[str]:
    d = st.data
    out: list[str] = []
    cap = _capacity(st)
    for p in range(18):
        if st.owner[p] >= 0 and not 1 <= st.pop[p] <= d.maxpop[p]:
            out.append(f"p.3: {d.polis_ids[p]} of {SEATS[st.owner[p]]} has population {st.pop[p]}, "
                       f"not 1..{d.maxpop[p]}")
        elif st.owner[p] < 0 and st.pop[p] != d.base[p]:
            out.append(f"p.3: neutral {d.polis_ids[p]} has population {st.pop[p]}, not its base {d.base[p]}")
    for seat in (0, 1):
        for r, n in enumerate(st.units[seat]):
            if not 0 <= n <= cap:
                out.append(f"p.5: {SEATS[seat]} has {n} units in {d.regions[r]}, the capacity is {cap}")
        ships = st.merchants_port[seat] + st.cargo.count(seat)
        if st.merchants_port[seat] < 0 or ships > MERCHANT_SHIPS:
            out.append(f"p.2, p.6: {SEATS[seat]} has {st.merchants_port[seat]} merchants in port and {ships} in all, "
                       f"of {MERCHANT_SHIPS} ships")
        if any(g < 0 for g in st.goods[seat]) or st.prestige[seat] < 0:
            out.append(f"p.5, A9: {SEATS[seat]} holds goods {st.goods[seat]} and prestige {st.prestige[seat]}")
        if st.owner[d.capital[seat]] != seat and st.stage != "over":
            out.append(f"p.17: {SEATS[seat]}'s capital {d.polis_ids[d.capital[seat]]} is not {SEATS[seat]}'s and "
                       f"the game goes on")
    blocked = _blocked_cargo(st)
    for i, holder in enumerate(st.cargo):
        if holder < -1 or holder > 1:
            out.append(f"p.11: cargo {i} is held by {holder}")
        elif holder >= 0 and (d.cargoes[i][2] > cap or i == blocked):
            out.append(f"p.11: a merchant of {SEATS[holder]} stands on cargo {d.cargoes[i][0]} {d.cargoes[i][1]}, "
                       f"of value {d.cargoes[i][2]}, {'blocked by the event' if i == blocked else 'not available'} "
                       f"in round {st.rounds[st.round_idx]}")
    a, b = st.proxenos
    if not (-1 <= a < 18 and -1 <= b < 18):
        out.append(f"p.12: a proxenos stands on no polis: {st.proxenos}")
    elif a >= 0 and a == b and a not in d.capital.values():
        out.append(f"p.12: both proxenoi stand in {d.polis_ids[a]}, which is no capital")
    if any(not 1 <= m <= d.columns for m in st.markers):
        out.append(f"p.10-11: a market marker is off the value table: {st.markers}")
    if any(c not in (-1, 0, 1, 2) for c in st.collected):
        out.append(f"p.10: a collection box holds {st.collected}")
    if st.stage in ("turn", "fee", "action", "roll") and st.passed[st.to_move]:
        out.append(f"p.5: {SEATS[st.to_move]} has passed but acts again in the round")
    out += _projects(st)
    out += _events(st)
    out += _combat(st)
    if st.stage == "over" and st.outcome:
        out += _result(st)
    return out


def _blocked_cargo(st: PolisState) -> int:
    x = _event_value(st, "block_cargo")
    return -1 if x is None else st.data.cargo_index[(x["market"], x["slot"])]


def _projects(st: PolisState) -> list[str]:
    d = st.data
    out = []
    places = [*st.pile, *st.display]
    for p in range(18):
        held = ([st.in_progress[p]] if st.in_progress[p] is not None else []) + st.completed[p]
        places += held
        for pid in held:
            if pid not in d.projects or d.projects[pid].type not in d.polis_list[p].types:
                out.append(f"p.6-7: project {pid} stands in {d.polis_ids[p]}, which cannot start its type")
    if len(set(places)) != len(places) or len(st.display) > 3:
        out.append(f"p.6-7: a project is in two places, or the display holds more than 3: {sorted(places)}")
    return out


def _events(st: PolisState) -> list[str]:
    d = st.data
    out = []
    for r, deck in st.event_decks.items():
        if any(d.events[e].round != r for e in deck):
            out.append(f"p.5: the deck of round {r} holds another round's event")
    if st.event is not None:
        r = d.events[st.event].round
        if r != st.rounds[st.round_idx] or st.event in st.event_decks.get(r, ()):
            out.append(f"p.5: the event {st.event} is not of round {st.rounds[st.round_idx]}, or is still in its deck")
    return out


def _combat(st: PolisState) -> list[str]:
    b = st.bt
    in_battle = st.stage in BATTLE_STAGES
    if not b:
        return ["p.14: a battle stage without a battle"] if in_battle else []
    if not in_battle:
        return [f"p.14: a battle is left on in stage {st.stage}"]
    r = b["region"]
    cards = sorted([*b["deck"], *b["hands"][0], *b["hands"][1], *b["aplay"], *b["dplay"], *b["discard"]])
    out = []
    if cards != list(range(COMBAT_CARDS)):
        out.append("p.14: the combat cards are not each in exactly one place (deck, hands, laid, discard)")
    for seat in (0, 1):
        if len(b["hands"][seat]) > st.units[seat][r]:
            out.append(f"p.14: {SEATS[seat]} holds {len(b['hands'][seat])} combat cards for {st.units[seat][r]} units")
    if len(b["aplay"]) > 2 or len(b["dplay"]) > 2:
        out.append("p.14: more than 2 cards laid by one side in an assault")
    return out


def _score(st: PolisState, seat: int) -> int:
    """p.17: population of your poleis + prestige + the posterity of the projects completed under them."""
    d = st.data
    total = st.prestige[seat]
    for p in range(18):
        if st.owner[p] == seat:
            total += st.pop[p] + sum(d.projects[pid].posterity for pid in st.completed[p])
    return total


def _result(st: PolisState) -> list[str]:
    d = st.data
    winners, kind = st.outcome[0], st.outcome[1]  # type: ignore[index]
    last = st.round_idx == len(st.rounds) - 1
    score = [_score(st, 0), _score(st, 1)]
    goods = [sum(st.goods[0]), sum(st.goods[1])]
    ok = True
    if kind == "capital lost":
        s = 1 - winners[0]
        ok = st.goods[s][WHEAT] + st.prestige[s] < st.pop[d.capital[s]]
    elif kind == "ostracism":
        s = 1 - winners[0]
        ok = not last and st.prestige[s] == 0 < st.prestige[winners[0]]
    elif kind == "draw":
        ok = (not last and st.prestige == [0, 0]) or (last and score[0] == score[1] and goods[0] == goods[1])
    elif kind == "final score":
        w = winners[0]
        ok = last and score[w] > score[1 - w]
    elif kind == "final score (goods tie-break)":
        w = winners[0]
        ok = last and score[0] == score[1] and goods[w] > goods[1 - w]
    if not ok:
        return [f"p.17: the game ended by {kind} for {winners} in round {st.rounds[st.round_idx]}, but the scores are "
                f"{score}, the prestige {st.prestige}, the goods {goods}"]
    return []


# ---------------------------------------------------------------------------------------------- steps
class _Expect:
    """What the pieces should be after a step: ``before``'s, changed by the step's rule."""

    def __init__(self, b: PolisState) -> None:
        self.units = [b.units[0][:], b.units[1][:]]
        self.goods = [b.goods[0][:], b.goods[1][:]]
        self.prestige = b.prestige[:]
        self.pop = b.pop[:]
        self.owner = b.owner[:]
        self.proxenos = b.proxenos[:]
        self.merchants_port = b.merchants_port[:]
        self.cargo = b.cargo[:]
        self.collected = b.collected[:]
        self.markers = b.markers[:]
        self.prestige_alt: dict[int, set[int]] = {}  # other differences a seat's prestige may show (readings)


def _step(st: PolisState, b: PolisState) -> list[str]:
    last = st.history[-1]
    action = st.game.actions.actions[last.action]
    stage = b.stage
    out = _always(st, b, action)
    if stage == "event_draw" or (stage.startswith("ev_") and stage != "ev_place"):
        e = _Expect(b)
        rule = _event(e, st, b, action, last.player, out)
        return out + (_compare(e, st, rule, action.text) if rule else _event_step(st, b, action))
    in_round_end = stage.startswith("eor") or stage == "ev_place"
    round_ends = not in_round_end and (st.stage.startswith("eor") or st.stage in ("over", "ev_place")
                                       or st.round_idx != b.round_idx)
    if stage == "ev_place" or st.stage == "ev_place" or (round_ends and (any(b.persis_box) or b.egypt_box)):
        return out + _round_end_step(st, b, action)  # the Persian King's and Egypt's returns (A25): not modelled
    e = _Expect(b)
    rule = _model(e, st, b, action, last.player, out)
    if rule is None:
        return out + _round_end_step(st, b, action)
    mover = b.to_move
    if st.turn_count[mover] != b.turn_count[mover] and _event_value(b, "modifier", "free_trade"):
        if e.prestige[mover] > 0:  # Free Trade with Persia: the turn's end may cost 1 prestige
            e.prestige_alt.setdefault(mover, set()).add(-1)
    if round_ends:  # p.16: the phases run until a decision (or the end of the game, or the next round)
        full = _phase_queue(b)
        _phases(e, st, b, full[: len(full) - len(st.eor_queue)])
        rule += ", then p.16"
    elif stage.startswith("eor_") and not _decision_stays(st, b):
        ran = b.eor_queue[1: len(b.eor_queue) - len(st.eor_queue)]
        _phases(e, st, b, ran)
        rule += ", then p.16" if ran else ""
    if st.round_idx != b.round_idx:  # p.17: merchants come home, the discs come off
        _new_round(e)
    return out + _compare(e, st, rule, action.text)


def _decision_stays(st: PolisState, b: PolisState) -> bool:
    """The same player's decision in the same phase goes on (another release, another growth)."""
    return st.stage == b.stage and st.dec_seat == b.dec_seat and st.eor_queue[:1] == b.eor_queue[:1]


def _phase_queue(b: PolisState) -> list[str]:
    """p.16: the six phases, each done by both players alternately, the first to pass first; after the last round
    only phases 1-4, then the score (p.17); otherwise ostracism (p.17) and the next round."""
    fp = b.first_passer
    o = (fp, 1 - fp) if fp >= 0 else (0, 1)
    names = ["projects", "supply", "growth", "megalopolis"]
    last = b.round_idx == len(b.rounds) - 1
    if not last:
        names += ["spoilage", "phoros"]
    q = [f"{n}:{s}" for n in names for s in o]
    return [*q, "score:0"] if last else [*q, "ostracism:0", "next:0"]


def _phases(e: _Expect, st: PolisState, b: PolisState, phases: list[str]) -> None:
    """The automatic part of the phases that ran (a phase waiting for a decision has done nothing yet)."""
    d = st.data
    for ph in phases:
        name, _sep, x = ph.partition(":")
        s = int(x)
        if name == "projects":  # phase 1: the projects in progress in his poleis complete
            done = 0
            for p in range(18):
                pid = b.in_progress[p]
                if pid is not None and e.owner[p] == s:
                    pr = d.projects[pid].prestige
                    e.prestige[s] += (e.pop[d.polis_index["athenai"]] + 1) // 2 if pr == "athenai_half" else int(pr)
                    done += 1
            if done and s == 1 and _event_value(b, "modifier", "pericles"):
                e.prestige[s] += done  # event Age of Pericles
        elif name == "supply":  # phase 2: wheat = population (short: a decision, or the capital is lost)
            need = sum(e.pop[p] for p in range(18) if e.owner[p] == s)
            if e.goods[s][WHEAT] >= need:
                e.goods[s][WHEAT] -= need
        elif name == "megalopolis":  # phase 4: 1 prestige per polis above its base
            e.prestige[s] += sum(1 for p in range(18) if e.owner[p] == s and e.pop[p] > d.base[p])
        elif name == "spoilage":  # phase 5: wine, oil and wheat halved, rounded up
            for g in ("wine", "oil", "wheat"):
                e.goods[s][G[g]] = (e.goods[s][G[g]] + 1) // 2


def _new_round(e: _Expect) -> None:
    for i, s in enumerate(e.cargo):
        if s >= 0:
            e.merchants_port[s] += 1
            e.cargo[i] = -1
    e.collected = [-1] * len(e.collected)


def _compare(e: _Expect, st: PolisState, rule: str, text: str) -> list[str]:
    d = st.data
    out: list[str] = []

    def diff(what: str, names: list[str], want: list[Any], got: list[Any]) -> None:
        if want != got:
            out.extend(f"{rule}: after '{text}', {what.format(names[i])} is {y}, the rule gives {x}"
                       for i, (x, y) in enumerate(zip(want, got, strict=True)) if x != y)

    for seat in (0, 1):
        name = SEATS[seat]
        diff(name + "'s units in {}", d.regions, e.units[seat], st.units[seat])
        diff(name + "'s {}", list(GOODS), e.goods[seat], st.goods[seat])
        if st.prestige[seat] - e.prestige[seat] not in e.prestige_alt.get(seat, ()):
            diff(name + "'s {}", ["prestige"], [e.prestige[seat]], [st.prestige[seat]])
    diff("{}'s proxenos", list(SEATS), e.proxenos, st.proxenos)
    diff("{}'s merchants in port", list(SEATS), e.merchants_port, st.merchants_port)
    diff("the owner of {}", d.polis_ids, e.owner, st.owner)
    diff("the population of {}", d.polis_ids, e.pop, st.pop)
    diff("{}", ["the cargoes"], [e.cargo], [st.cargo])
    diff("{}", ["the collection discs"], [e.collected], [st.collected])
    diff("{}", ["the market markers"], [e.markers], [st.markers])
    return out[:MAX_REPORTS]


def _model(e: _Expect, st: PolisState, b: PolisState, action: Action, player: int, out: list[str]) -> str | None:
    """Apply to ``e`` what the rule of this step does; return the rule's name (None: not modelled)."""
    stage = b.stage
    k = action.kind
    seat = b.to_move if stage in ("turn", "fee", "action", "roll") else player
    if stage == "turn":
        if k == "pass":
            return "p.5 (pass)"
        if b.passed[1 - seat]:
            return "p.5 (acting alone, the fee comes first)"
        return _launch(e, st, b, seat, str(action.args[0]), out)
    if stage == "fee":
        e.goods[seat][G[str(action.args[0])]] -= 1
        return "p.5 (fee of a lone player), " + _launch(e, st, b, seat, b.act or "", out)
    if stage == "action":
        return _action(e, st, b, seat, action, out)
    if stage == "roll":
        return _roll(e, st, b, seat, int(action.args[0]), out)
    if stage in QUIET:
        return QUIET[stage]
    if stage == "bt_retreat":
        if k == "retreat":
            e.prestige[seat] -= 1
            e.prestige[1 - seat] += 1
        return "p.14 end 2 (retreat)"
    if stage == "bt_def":
        if len(b.bt["dplay"]) == 1:
            _assault(e, st, b, int(st.data.card_index[str(action.args[0])]))
        return "p.14 (assault)"
    if stage == "bt_commanders":
        if action.args[0] == "double":
            e.prestige[seat] += b.bt["gain"][seat]
        return "event Great Commanders"
    if stage.startswith("eor_"):
        return _end_of_round(e, st, b, seat, action, out)
    return None


def _launch(e: _Expect, st: PolisState, b: PolisState, seat: int, name: str, out: list[str]) -> str:
    d = st.data
    if name in MILITARY:
        e.prestige[seat] -= 1
        return f"p.5 ({name}: 1 prestige)"
    if name == "free_proxenos":
        if b.proxenos[seat] >= 0:
            out.append(f"p.13: {SEATS[seat]} ransoms a proxenos who is not held hostage")
        e.proxenos[seat] = d.capital[seat]
        e.goods[seat][SILVER] -= RANSOM
        e.goods[1 - seat][SILVER] += RANSOM
        return "p.13 (ransom)"
    if name == "civil_war":
        p = b.proxenos[seat]
        if p < 0 or b.owner[p] == seat or p == d.capital[1 - seat]:
            out.append(f"p.13: {SEATS[seat]} stirs up a civil war where his proxenos is not, in his own polis or in "
                       f"the enemy capital")
            return "p.13 (civil war)"
        neutral = b.owner[p] < 0
        e.pop[p] = d.base[p] if neutral else b.pop[p]
        e.goods[seat][SILVER] -= 2 * d.base[p] if neutral else 3 * b.pop[p]
        e.owner[p] = seat
        e.prestige[seat] += e.pop[p]
        return "p.13 (civil war)"
    return f"p.5 ({name})"


def _action(e: _Expect, st: PolisState, b: PolisState, seat: int, action: Action, out: list[str]) -> str:
    act = b.act or ""
    k = action.kind
    arg = str(action.args[0]) if action.args else ""
    if act in ("hoplites", "galleys", "merchants"):
        if k == "pay":
            _create(e, st, b, seat, act, arg, out)
        return {"hoplites": "p.5-6 (action 1)", "galleys": "p.6 (action 2)", "merchants": "p.6 (action 3)"}[act]
    if act == "project":
        _project(e, st, b, seat, out)
        return "p.6 (action 4)"
    if act in ("move_hoplites", "move_galleys"):
        if k in ("land", "bysea", "sail"):
            _move(e, st, b, seat, k, st.data.region_index[arg], out)
        return "p.7-9 (a move)"
    if act == "siege":
        p = st.data.polis_index[arg]
        if st.data.base[p] <= 1:  # p.9: fortification 1 falls without a roll
            _siege(e, st, b, seat, p, True, out)
        return "p.9 (siege)"
    if act == "collect":
        _collect(e, st, b, seat, k, arg, out)
        return "p.10 (collect)"
    if act == "trade":
        if k == "paywith":
            _trade(e, st, b, seat, arg, out)
        return "p.10-11 (trade)"
    if act == "proxenos":
        if k == "route":
            _proxenos(e, st, b, seat, arg, out)
        return "p.12 (move the proxenos)"
    return f"p.5 ({act})"


def _create(e: _Expect, st: PolisState, b: PolisState, seat: int, kind: str, how: str, out: list[str]) -> None:
    """p.5-6: 1 population of the polis becomes a unit for 1 metal (hoplite) or wood, or 1 silver."""
    d = st.data
    p = b.ctx.get("polis", -1)
    if p < 0 or b.owner[p] != seat:
        out.append(f"p.5: {SEATS[seat]} creates a unit from a polis not his: {p}")
        return
    if how == "mercenary":
        if not _event_value(b, "modifier", "mercenary_levy") or kind == "merchants":
            out.append(f"p.5-6: {SEATS[seat]} creates a unit without population outside the Mercenaries event")
        e.goods[seat][SILVER] -= 2
    else:
        if how not in ("silver", "metal" if kind == "hoplites" else "wood"):
            out.append(f"p.5-6: a {kind[:-1]} is paid with {how}")
        e.goods[seat][G[how]] -= 1
        e.pop[p] -= 1
    if kind == "hoplites":
        if d.polis_terr[p] < 0:
            out.append(f"p.6: {d.polis_ids[p]} has no territory and creates a hoplite")
        else:
            e.units[seat][d.polis_terr[p]] += 1
    elif kind == "galleys":
        sea = b.ctx.get("sea", -1)
        if sea not in d.polis_ports[p]:
            out.append(f"p.6: a galley of {d.polis_ids[p]} goes to {sea}, not a sea of its port")
        else:
            e.units[seat][sea] += 1
    else:
        if d.merchant_side[p] != seat:
            out.append(f"p.6: {SEATS[seat]} creates a merchant in {d.polis_ids[p]}, not a commercial polis of his")
        e.merchants_port[seat] += 1


def _project(e: _Expect, st: PolisState, b: PolisState, seat: int, out: list[str]) -> None:
    """p.6: a project leaves the display for one polis of the player that may start it, for its cost (silver may
    replace any good of it)."""
    d = st.data
    new = [p for p in range(18) if st.in_progress[p] is not None and st.in_progress[p] != b.in_progress[p]]
    if not new:
        return
    for p in new:
        pid = st.in_progress[p]
        assert pid is not None
        if b.owner[p] != seat or b.in_progress[p] is not None or pid not in b.display:
            out.append(f"p.6: {pid} starts in {d.polis_ids[p]}: not {SEATS[seat]}'s, busy, or not on display")
    cost = d.projects[st.in_progress[new[0]] or ""].cost
    paid = [b.goods[seat][g] - st.goods[seat][g] for g in range(6)]
    goods_ok = all(0 <= paid[g] <= cost.get(GOODS[g], 0) for g in range(6) if g != SILVER)
    if len(new) != 1 or not goods_ok or sum(paid) != sum(cost.values()) or paid[SILVER] < cost.get("silver", 0):
        out.append(f"p.6: {SEATS[seat]} paid {paid} for a project costing {cost}")
    e.goods[seat] = st.goods[seat][:]


def _controlled(b: PolisState, seat: int, r: int) -> bool:
    """p.3: the opponent controls a region where he has more units."""
    return b.units[1 - seat][r] > b.units[seat][r]


def _path(d: PolisData, b: PolisState, seat: int, starts: list[int], goals: set[int], sea: bool) -> bool:
    """A way from a start to a goal crossing no region the opponent controls (starts and goals may be)."""
    dio = sea and b.owner[d.korinthos] == seat  # p.8: whoever owns Korinthos crosses the diolkos
    seen = set(starts)
    stack = list(starts)
    while stack:
        r = stack.pop()
        if r in goals:
            return True
        if r not in starts and _controlled(b, seat, r):
            continue
        nbrs = list(d.sea_adj[r]) if sea else list(d.land_adj[r])
        if dio and r in d.diolkos:
            nbrs.append(d.diolkos[1] if r == d.diolkos[0] else d.diolkos[0])
        for n in nbrs:
            if n not in seen:
                seen.add(n)
                stack.append(n)
    return False


def _move(e: _Expect, st: PolisState, b: PolisState, seat: int, how: str, origin: int, out: list[str]) -> None:
    """p.7-9: one unit from ``origin`` to the destination, crossing no region the opponent controls."""
    d = st.data
    dest = b.ctx.get("dest", -1)
    e.units[seat][origin] -= 1
    if dest < 0:
        return
    e.units[seat][dest] += 1
    naval = how == "sail"
    if dest == origin or (dest >= d.NT) != naval or (origin >= d.NT) != naval:
        out.append(f"p.7-9: a {'galley' if naval else 'hoplite'} moves from {d.regions[origin]} to {d.regions[dest]}")
        return
    if how == "land":
        ok = _path(d, b, seat, [origin], {dest}, False)
    elif how == "bysea":  # p.8: embark on a sea of the origin, land from a sea of the destination
        ok = _path(d, b, seat, list(d.terr_seas[origin]), set(d.terr_seas[dest]), True)
    else:
        ok = _path(d, b, seat, [origin], {dest}, True)
    if not ok:
        out.append(f"p.7-9: {SEATS[seat]} moves from {d.regions[origin]} to {d.regions[dest]} ({how}) through a "
                   f"region the opponent controls")


def _siege(e: _Expect, st: PolisState, b: PolisState, seat: int, p: int, won: bool, out: list[str]) -> None:
    """p.9: the polis, its population and prestige = fortification, the enemy proxenos there captured; or 1 hoplite
    lost and, in an enemy polis, 1 population (neutral at 0)."""
    d = st.data
    t = d.polis_terr[p]
    opp = 1 - seat
    if (t < 0 or b.owner[p] == seat or p == d.capital[opp] or b.units[seat][t] < d.base[p]
            or b.units[seat][t] <= b.units[opp][t]):
        out.append(f"p.9: {SEATS[seat]} besieges {d.polis_ids[p]} without its fortification in hoplites and control,"
                   f" or his own polis or the enemy capital")
        return
    if won:
        e.pop[p] = d.base[p] if b.owner[p] < 0 else b.pop[p]
        e.owner[p] = seat
        e.prestige[seat] += d.base[p]
        if b.proxenos[opp] == p:
            e.proxenos[opp] = -1
        return
    e.units[seat][t] -= 1
    if b.owner[p] == opp:
        if b.pop[p] <= 1:
            e.owner[p] = -1
            e.pop[p] = d.base[p]
        else:
            e.pop[p] -= 1


def _roll(e: _Expect, st: PolisState, b: PolisState, seat: int, n: int, out: list[str]) -> str:
    d = st.data
    if b.act == "siege":
        p = b.ctx.get("polis", -1)
        _siege(e, st, b, seat, p, n >= d.base[p], out)
        return "p.9 (siege roll)"
    i = b.ctx.get("cargo", -1)
    demand = d.cargoes[i][3]
    if b.ctx.get("mode") == "barter":  # p.11: devalued, right by the die
        e.markers[demand] = min(d.columns, b.markers[demand] + n)
    else:  # p.12: revalued, left by the higher of two dice
        e.markers[demand] = max(1, b.markers[demand] - n)
    return "p.11-12 (the market after a trade)"


def _collect(e: _Expect, st: PolisState, b: PolisState, seat: int, k: str, arg: str, out: list[str]) -> None:
    d = st.data
    if k == "at":
        t = d.region_index[arg]
        poleis = [p for p in range(18) if d.polis_terr[p] == t]
        if b.collected[t] != -1 or b.units[seat][t] < 1 or (poleis and all(b.owner[p] != seat for p in poleis)):
            out.append(f"p.10: {SEATS[seat]} collects in {arg}: collected already, no hoplite or no polis of his")
        if t != d.home[seat]:
            e.prestige[seat] -= 1  # p.10: free only at home
        return
    if k != "done":
        return
    t = b.ctx.get("terr", -1)
    e.collected[t] = seat
    used = 0
    for g in range(6):
        got = st.goods[seat][g] - b.goods[seat][g]
        if got:
            n = YIELDS.index(got) + 1 if got in YIELDS else 99
            if n > d.collect_rows[t][g]:
                out.append(f"p.10: {SEATS[seat]} collects {got} {GOODS[g]} in {d.regions[t]}, beyond its row")
            used += n
    e.goods[seat] = st.goods[seat][:]
    if _event_value(b, "modifier", "pacifism") and st.prestige[seat] > b.prestige[seat]:
        used += st.prestige[seat] - b.prestige[seat]  # Pacifism: hoplites on the prestige row at home
        e.prestige[seat] = st.prestige[seat]
    if used > b.units[seat][t]:
        out.append(f"p.10: {SEATS[seat]} collects with {used} hoplites in {d.regions[t]}, having {b.units[seat][t]}")


def _trade(e: _Expect, st: PolisState, b: PolisState, seat: int, mode: str, out: list[str]) -> None:
    """p.10-11: one merchant from the port to a free, available cargo over a free route; the cargo's goods for the
    value table's price (barter) or as much silver (wheat only)."""
    d = st.data
    i = b.ctx.get("cargo", -1)
    market, _slot, value, demand, payout = d.cargoes[i]
    e.cargo[i] = seat
    e.merchants_port[seat] -= 1
    shortcut = any(m == market and b.owner[p] == seat for p, m in d.shortcut.items())
    opp_free = [s for s in d.port_seas[seat] if not _controlled(b, seat, s)]
    route = shortcut or _path(d, b, seat, opp_free, {d.market_sea[market]}, True)
    if (b.cargo[i] != -1 or value > _capacity(b) or i == _blocked_cargo(b) or not route
            or not any(b.owner[p] == seat for p in d.port_poleis[seat])):
        out.append(f"p.10-11: {SEATS[seat]} trades cargo {market} {_slot}: taken, not available, blocked, without a "
                   f"free route or without his commercial port")
    if mode == "barter":
        par = _event_value(b, "modifier", "slaves") and GOODS[demand] in ("wine", "oil")
        e.goods[seat][demand] -= value if par else d.value_table[value][b.markers[demand] - 1]
    else:
        if payout != WHEAT:
            out.append("p.11: silver buys only wheat")
        e.goods[seat][SILVER] -= value
    e.goods[seat][payout] += value


def _cheapest(d: PolisData, b: PolisState, seat: int, starts: list[int], goals: list[int], sea: bool) -> int | None:
    """p.12: the least number of enemy units on a way, its two ends included."""
    w = b.units[1 - seat]
    dio = sea and b.owner[d.korinthos] == seat  # the diolkos can only make a way cheaper (A16 either way)
    best: dict[int, int] = {r: w[r] for r in starts}
    todo = set(starts)
    while todo:
        r = min(todo, key=lambda x: best[x])
        todo.discard(r)
        nbrs = list(d.sea_adj[r]) if sea else list(d.land_adj[r])
        if dio and r in d.diolkos:
            nbrs.append(d.diolkos[1] if r == d.diolkos[0] else d.diolkos[0])
        for n in nbrs:
            if best[r] + w[n] < best.get(n, 10**9):
                best[n] = best[r] + w[n]
                todo.add(n)
    found = [best[g] for g in goals if g in best]
    return min(found) if found else None


def _proxenos(e: _Expect, st: PolisState, b: PolisState, seat: int, mode: str, out: list[str]) -> None:
    d = st.data
    src, dest = b.proxenos[seat], b.ctx.get("polis", -1)
    e.proxenos[seat] = dest
    bribe = b.goods[seat][SILVER] - st.goods[seat][SILVER]
    e.goods[seat][SILVER] = st.goods[seat][SILVER]
    if src < 0 or dest < 0 or dest in (src, b.proxenos[1 - seat]):
        out.append(f"p.12: {SEATS[seat]}'s proxenos goes from {src} to {dest}, held, staying or to the other proxenos")
        return
    if mode == "land":
        ends = ([d.polis_terr[src]], [d.polis_terr[dest]]) if min(d.polis_terr[src], d.polis_terr[dest]) >= 0 else None
    else:
        ends = (list(d.polis_ports[src]), list(d.polis_ports[dest])) if d.polis_ports[src] and d.polis_ports[dest] \
            else None
    least = None if ends is None else _cheapest(d, b, seat, ends[0], ends[1], mode == "sea")
    if least is None or bribe < least:
        out.append(f"p.12: {SEATS[seat]}'s proxenos goes by {mode} from {d.polis_ids[src]} to {d.polis_ids[dest]} "
                   f"for {bribe} silver; the cheapest way costs {least}")


def _assault(e: _Expect, st: PolisState, b: PolisState, last_card: int) -> None:
    """p.14-15: each attacker card the defender does not match costs him 1 unit and gives the attacker its
    manoeuvre (Salpinx: -1, never matched; Mercenaries match all but Salpinx and never cause a loss); a matched
    card gives the attacker the positive difference of manoeuvres. Prestige never below 0 (A9), in either order."""
    d = st.data
    bt = b.bt
    r, att = bt["region"], bt["att"]
    table = d.card_sea if r >= d.NT else d.card_land
    pts = []
    lost = 0
    for ac, dc in zip(bt["aplay"], [*bt["dplay"], last_card], strict=True):
        (af, av), (df, dv) = table[ac], table[dc]
        matched = af != "salpinx" and (af == df or "mercenaries" in (af, df))
        if matched:
            pts.append(max(0, av - dv))
        else:
            lost += 1
            pts.append(-1 if af == "salpinx" else av)
    e.units[1 - att][r] = max(0, e.units[1 - att][r] - lost)
    ends = []
    for order in (pts, pts[::-1]):
        p = b.prestige[att]
        for x in order:
            p = max(0, p + x)
        ends.append(p)
    e.prestige[att] = ends[0]
    e.prestige_alt.setdefault(att, set()).add(ends[1] - ends[0])


def _end_of_round(e: _Expect, st: PolisState, b: PolisState, seat: int, action: Action, out: list[str]) -> str:
    d = st.data
    k = action.kind
    if b.stage == "eor_phoros":  # p.16 phase 6: 1 silver for each prestige spent
        n = int(action.args[0])
        e.prestige[seat] -= n
        e.goods[seat][SILVER] += n
        return "p.16 phase 6 (phoros)"
    need = sum(e.pop[p] for p in range(18) if e.owner[p] == seat)
    if b.stage == "eor_supply" and k == "done":  # p.16 phase 2: the shortfall paid in prestige
        wheat = e.goods[seat][WHEAT]
        e.goods[seat][WHEAT] = max(0, wheat - need)
        e.prestige[seat] -= max(0, need - wheat)
        return "p.16 phase 2 (supply)"
    p = d.polis_index[str(action.args[0])] if action.args else -1
    if k == "release":
        if b.owner[p] != seat or p == d.capital[seat]:
            out.append(f"p.16 phase 2, p.17: {SEATS[seat]} releases {d.polis_ids[p]}, not his or his capital")
        e.owner[p] = -1
        e.pop[p] = d.base[p]
        need -= b.pop[p]
        if e.goods[seat][WHEAT] >= need:  # now fed with wheat alone
            e.goods[seat][WHEAT] -= need
        return "p.16 phase 2 (release)"
    if k == "grow":
        if b.owner[p] != seat:
            out.append(f"p.16 phase 3: {SEATS[seat]} grows {d.polis_ids[p]}, not his")
        e.pop[p] += 1
        e.goods[seat][WHEAT] -= 1
        return "p.16 phase 3 (growth)"
    return "p.16"


# ---------------------------------------------------------------------------------------------- events
DECISIONS = ("remove_own_unit", "egypt", "betrayal", "persian_king", "treasury")


def _event_queue(b: PolisState, eid: str) -> list[list[int]]:
    """p.5: the card's effects for both players first, then the player with more prestige (tie: Athens) applies
    his, then the other; a red line is Sparta's, a blue line Athens's."""
    first = 1 if b.prestige[1] >= b.prestige[0] else 0
    common, mine, theirs = [], [], []
    for idx, eff in enumerate(b.data.events[eid].effects):
        side = (eff.model_extra or {}).get("side")
        if eff.op in DECISIONS and side is None:
            side = "A" if eff.op == "egypt" else "each"  # Egypt Rebels is a blue card
        if side is None:
            common.append([idx, -1])
        for s in ((first, 1 - first) if side == "each" else (0,) if side == "S" else (1,) if side == "A" else ()):
            (mine if s == first else theirs).append([idx, s])
    return common + mine + theirs


def _event(e: _Expect, st: PolisState, b: PolisState, action: Action, player: int, out: list[str]) -> str | None:
    """An event card's step (reference §2.9): the effects applied until one waits for a decision."""
    d = st.data
    k = action.kind
    if b.stage == "event_draw":
        eid = str(action.args[0])
        queue = _event_queue(b, eid)
        _effects(e, st, b, eid, queue[: len(queue) - len(st.ev_queue)])
        return f"p.5, event {eid}"
    eid = b.event or ""
    stays = st.stage == b.stage and len(st.ev_queue) == len(b.ev_queue)
    seat = player
    if b.stage == "ev_remove":
        e.units[seat][d.region_index[str(action.args[0])]] -= 1
    elif b.stage == "ev_treasury":
        n = int(action.args[0])
        e.prestige[seat] -= n
        e.goods[seat][SILVER] += 2 * n
    elif b.stage == "ev_betray":
        p = d.polis_index[str(action.args[0])]
        if b.owner[p] != 1 - seat or b.pop[p] != 1 or p == d.capital[1 - seat]:
            out.append(f"event Betrayal: {SEATS[seat]} takes {d.polis_ids[p]}, not an enemy non-capital polis of "
                       f"population 1")
        e.owner[p] = seat
    elif b.stage in ("ev_persis", "ev_egypt"):
        sent = b.ctx.get("sent", 0)
        if k == "send":
            e.units[seat][d.region_index[str(action.args[0])]] -= 1
            sent += 1
        if not stays:  # done (Egypt: done by itself once no galley is left)
            if b.stage == "ev_persis":
                e.prestige[seat] += 2 * sent
            else:
                e.prestige[seat] = max(0, e.prestige[seat] - max(0, 2 - sent))
    else:
        return None
    if not stays:
        _effects(e, st, b, eid, b.ev_queue[1: len(b.ev_queue) - len(st.ev_queue)])
    return f"event {eid}"


def _effects(e: _Expect, st: PolisState, b: PolisState, eid: str, items: list[list[int]]) -> None:
    d = st.data
    cap = _capacity(b)
    effects = d.events[eid].effects
    for idx, s in items:
        op, x = effects[idx].op, effects[idx].model_extra or {}
        if op == "add_unit":  # A5: not placed beyond the capacity
            r = d.region_index[x["region"]]
            e.units[s][r] = max(e.units[s][r], min(cap, e.units[s][r] + x["n"]))
        elif op in ("gain", "lose"):  # never below 0 (A9)
            n = x["n"] if op == "gain" else -x["n"]
            if x["what"] == "prestige":
                e.prestige[s] = max(0, e.prestige[s] + n)
            else:
                e.goods[s][G[x["what"]]] = max(0, e.goods[s][G[x["what"]]] + n)
        elif op == "block_collection":
            e.collected[d.region_index[x["territory"]]] = 2
        elif op == "polis_pop":
            p = d.polis_index[x["polis"]]
            if e.owner[p] >= 0:
                e.pop[p] = max(x["floor"], e.pop[p] + x["delta"])
        elif op == "carthage":  # the side with more hoplites in Sikelia (both on a tie) loses up to 2
            t = d.region_index["sikelia"]
            h = e.units[0][t], e.units[1][t]
            if h == (0, 0):
                e.collected[t] = 2
            for side in (0, 1):
                if h[side] and h[side] >= h[1 - side]:
                    e.units[side][t] -= min(2, h[side])
        elif op == "egypt" and not any(e.units[s][d.NT:]):
            e.prestige[s] = max(0, e.prestige[s] - 2)  # no galley to send: 2 prestige


# ---------------------------------------------------------------------------------------------- steps not modelled
def _event_step(st: PolisState, b: PolisState, action: Action) -> list[str]:
    """An event's effects: what no event does."""
    d = st.data
    out = []
    for p in range(18):
        if st.owner[p] != b.owner[p] and not (b.owner[p] >= 0 and st.owner[p] == 1 - b.owner[p] and b.pop[p] == 1
                                              and p != d.capital[b.owner[p]]):
            out.append(f"event: {d.polis_ids[p]} passes from {b.owner[p]} to {st.owner[p]} (only Betrayal takes a "
                       f"non-capital polis of population 1)")
    if st.proxenos != b.proxenos or st.cargo != b.cargo or st.merchants_port != b.merchants_port:
        out.append("event: a proxenos, a cargo or a merchant moved in an event")
    if st.markers != b.markers:
        out.append("event: a market marker moved in an event")
    if any(c != x and c != 2 for c, x in zip(st.collected, b.collected, strict=True)):
        out.append("event: a collection disc changed in an event (only a block is placed)")
    return out


def _round_end_step(st: PolisState, b: PolisState, action: Action) -> list[str]:
    """A step that runs phases of the end of a round (p.16-17): what no phase does."""
    d = st.data
    out = []
    for p in range(18):
        if st.owner[p] != b.owner[p] and not (st.owner[p] == -1 and p != d.capital[b.owner[p]]):
            out.append(f"p.16 phase 2: {d.polis_ids[p]} passes from {b.owner[p]} to {st.owner[p]} at the end of a "
                       f"round (only a release, never of a capital)")
        elif st.owner[p] >= 0 and st.pop[p] < b.pop[p]:
            out.append(f"p.16: the population of {d.polis_ids[p]} falls from {b.pop[p]} to {st.pop[p]} at the end "
                       f"of a round")
    for seat in (0, 1):
        g0, g1 = b.goods[seat], st.goods[seat]
        if (g1[G["metal"]] != g0[G["metal"]] or g1[G["wood"]] != g0[G["wood"]] or g1[SILVER] < g0[SILVER]
                or any(g1[G[x]] > g0[G[x]] for x in ("wine", "oil", "wheat"))):
            out.append(f"p.16: {SEATS[seat]}'s goods went {g0} -> {g1} at the end of a round (wheat eaten and "
                       f"sown, perishables halved, silver bought by phoros)")
        if b.stage.startswith("eor_") and st.units[seat] != b.units[seat]:
            out.append(f"p.16: {SEATS[seat]}'s units changed in a phase of the end of a round")
        if b.stage == "ev_place":
            want = b.units[seat][:]
            if seat == b.dec_seat:
                want[d.region_index[str(action.args[0])]] += 1
            if st.units[seat] != want:
                out.append(f"event Murder of the Persian King: {SEATS[seat]}'s units are {st.units[seat]}, "
                           f"the placement gives {want}")
    if st.proxenos != b.proxenos:
        out.append("p.16: a proxenos moved at the end of a round")
    if st.markers != b.markers:
        out.append("p.16: a market marker moved at the end of a round")
    return out


def _always(st: PolisState, b: PolisState, action: Action) -> list[str]:
    """Step invariants of every step: merchants, cargoes, discs, projects, event decks, battles."""
    d = st.data
    out = []
    new_round = st.round_idx != b.round_idx
    creating = b.stage == "action" and b.act == "merchants" and action.kind == "pay"
    for seat in (0, 1):
        m0 = b.merchants_port[seat] + b.cargo.count(seat)
        m1 = st.merchants_port[seat] + st.cargo.count(seat)
        if m1 < m0 or m1 > m0 + (1 if creating and seat == b.to_move else 0):
            out.append(f"p.2, p.6: {SEATS[seat]}'s merchant ships went from {m0} to {m1}")
    for i, (x, y) in enumerate(zip(b.cargo, st.cargo, strict=True)):
        if x >= 0 and y != x and not new_round:
            out.append(f"p.11: the merchant of {SEATS[x]} left cargo {d.cargoes[i][0]} {d.cargoes[i][1]} before the "
                       f"round ended")
    if new_round and (any(c >= 0 for c in st.cargo) or any(c >= 0 for c in st.collected)):
        out.append("p.17: a new round begins with a merchant on a cargo or a collection disc on a territory")
    if not new_round and any(x >= 0 and y != x for x, y in zip(b.collected, st.collected, strict=True)):
        out.append("p.10: a collection disc came off during the round")
    # projects (p.6-7, p.16, A12)
    if not set(st.pile) <= set(b.pile) or not set(st.display) - set(b.display) <= set(b.pile):
        out.append("p.5, p.17: a project came to the pile or to the display from elsewhere than the pile")
    for p in range(18):
        x, y = b.in_progress[p], st.in_progress[p]
        if st.completed[p][: len(b.completed[p])] != b.completed[p]:
            out.append(f"p.16: a completed project left {d.polis_ids[p]}")
        if x is not None and y != x and x not in st.completed[p]:
            out.append(f"p.7, p.16: project {x} in progress left {d.polis_ids[p]} without being completed there")
        if y is not None and y != x and y not in b.display:
            out.append(f"p.6: project {y} started in {d.polis_ids[p]} without being on display")
    if any(not set(st.event_decks[r]) <= set(deck) for r, deck in b.event_decks.items()):
        out.append("p.5: an event came back to a deck")
    out += _battle_begins(st, b, action)
    return out


def _battle_begins(st: PolisState, b: PolisState, action: Action) -> list[str]:
    """p.14: when battles begin, and the turns that must end in one."""
    d = st.data
    need = _event_value(b, "modifier", "battle_threshold") or 8
    mover = b.to_move
    turn_ended = st.turn_count[mover] > b.turn_count[mover] and st.round_idx == b.round_idx
    out = []
    if st.bt and (not b.bt or b.bt["region"] != st.bt["region"]):
        r = st.bt["region"]
        if not (st.units[0][r] and st.units[1][r] and st.units[0][r] + st.units[1][r] >= need):
            out.append(f"p.14: a battle begins in {d.regions[r]} with {st.units[0][r]} v {st.units[1][r]} units")
        if st.bt["att"] != (1 if r >= d.NT else 0):
            out.append(f"p.14: {SEATS[st.bt['att']]} attacks first in {d.regions[r]}")
        if not (turn_ended or b.stage in ("bt_order", *BATTLE_STAGES)):
            out.append(f"p.14: a battle begins in {d.regions[r]} after '{action.text}', not at the end of a turn")
    if turn_ended and action.kind != "pass" and st.passed == [False, False] and st.stage == "turn":
        for r in range(len(d.regions)):
            if st.units[0][r] and st.units[1][r] and st.units[0][r] + st.units[1][r] >= need:
                out.append(f"p.14: a turn ends with {st.units[0][r]} v {st.units[1][r]} units in {d.regions[r]} and "
                           f"no battle")
    return out
