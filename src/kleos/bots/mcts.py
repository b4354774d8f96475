"""Monte Carlo tree search: UCT for perfect information, single-observer ISMCTS for hidden information.

Every iteration works on ``state.determinize(seat, rng)``: a state the deciding seat
cannot tell from the real one, with what it cannot see re-dealt at random (for games
without hidden information this is a plain copy with a fresh generator). One tree is
shared by all determinizations (SO-ISMCTS, Cowling, Powley & Whitehouse 2012): a node is
a sequence of actions as the deciding seat would record it; a child is selected by UCB1
among the actions legal in the current determinization, counting how often each was
*available* in place of the parent's visit count.

Secret simultaneous choices (``state.is_secret_decision()``, docs/engine.md) are taken by the engine as sequential
hidden decisions; in one shared tree a seat deciding later in the round would see the earlier decisions and
answer them. So a round of secret decisions is searched as in MO-ISMCTS: each seat decides in a tree of its own
decisions of the round alone (``_Round``; the first seat's is the node where the round starts, so a root inside
a round is searched as any root), and once the round is over (a step that is not a secret decision, or one that
revealed something) the tree goes on below all the round's decisions at once, which are then revealed. Every
seat's reward is its own (a vector of returns at any number of seats): each maximises its own.

Chance nodes are sampled from the determinization's own generator. An outcome the
deciding seat sees (a die, a card it draws) is a branch of its own; an outcome hidden from
it (a card the opponent draws) is one branch ``-1``, as the seat cannot tell them apart.

Leaves are evaluated by a rollout of at most ``rollout_steps`` steps (uniform, or
heuristic-guided with probability ``guide``) cut off by the game's evaluation
(:mod:`kleos.bots.evaluation`); games without a heuristic roll out to the end. With a
heuristic, the ``normal`` and ``hard`` levels use it further (Kleos turns are compound: a
rulebook action is a run of small decisions, whose first step alone says little):

- ``root_prior_visits``: each root action starts with that many virtual visits at the value
  the heuristic bot's one-turn lookahead gives it;
- ``prior_visits``: a new node creates all its children at once, each with that many virtual
  visits at its one-step static value (progressive bias);
- ``finish_turn``: a leaf is valued after the seat to move finishes its compound turn greedily
  (at most that many evaluations), instead of by a random rollout;
- ``own_max``: a node where the seat that chose it chooses again is valued by its best child
  rather than the mean of its children, so the many poor ways to finish a long action do not
  pull the action down;
- ``policy_rollouts``: a leaf is valued by playing the game on, every seat choosing as the
  heuristic bot would (its lookahead with ``rollout_nodes`` evaluations per action), through
  ``horizon`` cut points of the game (its module's ``rollout_cut``: Polis, the end of a round;
  ``0``: to the end of the game), and only then the evaluation: a long rollout by a sensible
  policy sees what a static evaluation cannot (growth and hunger rounds later);
- ``greedy_steps``: in a policy rollout, the decisions the game's module leaves unsearched (how to carry out an
  action, see ``searched`` below) are taken greedily one step ahead (the child the evaluation likes best), and
  only the searched ones (the choice of an action) by the lookahead: a far cheaper policy where an action is a
  long run of small steps (Hellas: a Move is dozens);
- ``max_depth``: the tree grows no deeper than this below the root (1: a bandit over the
  root's actions, each sample a policy rollout), ``root_candidates``: only the lookahead's best
  few root actions are searched (``candidate_ties``: and every action tied with the last of them, where the
  evaluation cannot tell actions apart, as AoM's choice of permanent cards), ``choose_by_value``: the root
  action with the best mean reward is played, rather than the most visited;
- ``paired``: with ``max_depth`` 1, the samples go in rounds, one of each root candidate on the same
  determinization and the same random numbers (common random numbers): the candidates' means then differ by what
  the candidates do rather than by the hidden cards and the dice each sample happened to meet;
- ``replies``: in a policy rollout, the first choice of another seat at a searched decision is made as the normal
  level makes it, not by the rollout policy: the lookahead's best ``replies`` actions (its full budget), each played
  on to the rollout's end, the one whose mean of its lookahead value and its sample's is best for that seat taken
  (the sample goes on from it). A search then meets the reply a searching opponent would make (Hellas: the action
  that answers the candidate), at the price of ``replies`` rollouts from that point in place of one;
- ``judge_cut``: a policy rollout still playing at the decision's deadline is judged where it stands (the default),
  or left out (``False``: nothing backed up; tried at AoM's 4 players, where it did not help, docs/ai.md);
- ``evaluation``: one of the game module's other evaluations (``EVALUATIONS``, :mod:`kleos.bots.evaluation`) in
  place of its ``evaluate``, for the lookahead, the rollouts and the leaves alike;
- ``random_share``: that share of the decisions (with more than one legal action) is played at random, the rest
  searched: a beginner's slips, for an easy level on a game whose search beats its heuristic even at a few
  iterations (Sphactérie).

A game's module may also say which decisions are worth a search (``searched``: Polis, the
choice of an action or a pass); the others are played by the lookahead, as the rollouts play
them. A game's heuristic module may set any of these for each level (``MCTS_OPTIONS``), and the levels' iterations
(``MCTS_ITERATIONS``).

Budgets: ``iterations`` and ``seconds``, whichever runs out first (``None``: no bound on
that one). Tests use iterations only, so results do not depend on the machine. The seconds bound the whole
decision: it has one deadline, ``DEADLINE_SHARE`` of the seconds after it starts (the rest: choosing the action
once the samples stop), and every part of it is given that deadline: the heuristic lookahead that decides an
unsearched step, the lookahead that seeds the root (which stops widening at ``LOOKAHEAD_SHARE`` of the seconds, so
that the search has the rest; :mod:`kleos.bots.heuristic`), the search's iterations, a leaf's greedy finish of
the turn, and the policy rollouts and the lookahead choosing their steps.

The bot keeps its tree between its decisions: when it decides again in the same game (the
next small step of its compound turn, or its next turn), it walks the tree down the steps
played since, as its seat recorded them (``state.history_for(seat)``), and the iterations
already spent below that node count towards the new decision's budget (``iterations`` is
the real visits of the root, inherited ones included). A search stops early once no
remaining iteration could change the most visited action (``stop_early``). A walk stops (a new tree) at a step
hidden from the seat, and after a round of secret decisions, whose tree goes on below the whole round.
"""

from __future__ import annotations

import math
import time
from typing import Any

from kleos.bots.evaluation import Evaluator, private_copy
from kleos.bots.heuristic import CLOCK_EVERY, UNVALUED, HeuristicBot
from kleos.engine import CHANCE, TERMINAL, Action, Game, Rng, State

#: Difficulty levels: budget per decision (iterations AND seconds: the first reached stops the search).
#: A game's heuristic module may calibrate the iterations (``MCTS_ITERATIONS``); the seconds stay.
LEVELS: dict[str, dict[str, Any]] = {
    # easy: plain UCT / SO-ISMCTS, uniform rollouts cut off by the evaluation, no heuristic priors
    "easy": {"iterations": 200, "seconds": 0.25, "c": 0.7, "guide": 0.0, "prior_visits": 0, "root_prior_visits": 0,
             "finish_turn": 0},
    # normal and hard: the heuristic seeds the root and new nodes, and leaves finish the turn greedily
    "normal": {"iterations": 3000, "seconds": 1.0, "c": 0.4, "guide": 0.25, "prior_visits": 3,
               "root_prior_visits": 10, "finish_turn": 40},
    "hard": {"iterations": 20000, "seconds": 5.0, "c": 0.4, "guide": 0.25, "prior_visits": 3,
             "root_prior_visits": 10, "finish_turn": 40},
}

#: The share of the time budget the decision may use before it stops (the rest: choosing the action once the
#: samples stop): its deadline, passed to every part of it.
DEADLINE_SHARE = 0.99

#: The share of the time budget the root's lookahead may use before it stops widening (the rest is the search's).
LOOKAHEAD_SHARE = 0.5

#: Rollout length before the evaluation cuts it off, for a game whose heuristic names none.
DEFAULT_ROLLOUT_STEPS = 24


class _Node:
    __slots__ = ("avail", "children", "own", "real", "secret", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.secret: _Round | None = None  # where a round of secret decisions starts: the seats' own trees
        self.own: float | None = None  # with ``own_max``: the best child's value when the same seat chooses again
        self.visits = 0  # real and virtual (heuristic prior) visits
        self.real = 0  # iterations that went through this node
        self.total = 0.0  # sum of rewards (0..1) of the seat that chose the action leading here
        self.avail = 0  # how many times the action leading here was legal when its parent was visited


class _Round:
    """A round of secret decisions starting at a node: each seat decides in a tree of its own decisions alone.

    The first seat to decide uses the node itself (so a root inside a round is searched as usual); the others
    have a tree each in ``seats``. Once the round is over (a public step), the search goes on below ``joint``,
    keyed by every decision of the round: from then on they are revealed."""

    __slots__ = ("first", "joint", "seats")

    def __init__(self, first: int) -> None:
        self.first = first
        self.seats: dict[int, _Node] = {}
        self.joint: dict[tuple[int, ...], _Node] = {}


class MctsBot:
    """Information-set MCTS with determinization, chance sampling and cut-off rollouts."""

    def __init__(self, game: Game, seed: int = 0, level: str = "normal", iterations: int | None = None,
                 seconds: float | None = None, c: float | None = None, rollout_steps: int | None = None,
                 guide: float | None = None, guide_candidates: int = 4, prior_visits: int | None = None,
                 root_prior_visits: int | None = None, finish_turn: int | None = None, own_max: bool | None = None,
                 policy_rollouts: bool | None = None, rollout_nodes: int | None = None, horizon: int | None = None,
                 greedy_steps: bool | None = None, max_depth: int | None = None, root_candidates: int | None = None,
                 choose_by_value: bool | None = None, candidate_ties: bool | None = None, reuse: bool = True,
                 stop_early: bool = True, secret_rounds: bool = True, random_share: float | None = None,
                 judge_cut: bool | None = None, paired: bool | None = None, evaluation: str | None = None,
                 replies: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown MCTS level {level!r}; the levels are {', '.join(LEVELS)}")
        self.name = f"mcts-{level}"
        self.game = game
        self.rng = Rng(seed)
        self.evaluator = Evaluator(game)
        # The level's settings, then the game's own settings of this level (its heuristic module's MCTS_OPTIONS).
        budget = {"own_max": False, "policy_rollouts": False, "rollout_nodes": 20, "horizon": 1, "greedy_steps": False,
                  "max_depth": None, "random_share": 0.0, "judge_cut": True, "paired": False,
                  "root_candidates": None, "choose_by_value": False, "candidate_ties": False, "evaluation": None,
                  "replies": 0,
                  **LEVELS[level], **self.evaluator.mcts_options.get(level, {})}

        def setting(name: str, value: Any) -> Any:
            return budget[name] if value is None else value

        if setting("evaluation", evaluation):  # another of the module's evaluations (kleos.bots.evaluation)
            self.evaluator = Evaluator(game, evaluation=setting("evaluation", evaluation))

        level_iterations = self.evaluator.level_iterations.get(level, budget["iterations"])  # per-game calibration
        self.iterations: int | None = level_iterations if iterations is None else iterations
        self.seconds: float | None = setting("seconds", seconds)
        if iterations is not None and seconds is None:
            self.seconds = None  # an explicit iteration budget alone: reproducible, machine-independent
        if self.iterations is None and self.seconds is None:
            raise ValueError("an MCTS bot needs an iteration or a time budget")
        self.iterations = self.iterations if self.iterations else None
        self.seconds = self.seconds if self.seconds else None
        self.c: float = setting("c", c)
        heuristic = self.evaluator.has_heuristic
        if rollout_steps is None:
            rollout_steps = (self.evaluator.rollout_steps or DEFAULT_ROLLOUT_STEPS) if heuristic else game.max_length
        self.rollout_steps = rollout_steps
        self.guide: float = setting("guide", guide) if heuristic else 0.0  # nothing to guide with
        self.guide_candidates = guide_candidates
        self.prior_visits: int = setting("prior_visits", prior_visits) if heuristic else 0
        self.root_prior_visits: int = setting("root_prior_visits", root_prior_visits) if heuristic else 0
        self.finish_turn: int = setting("finish_turn", finish_turn) if heuristic else 0
        self.own_max = bool(setting("own_max", own_max))
        self.policy_rollouts = bool(setting("policy_rollouts", policy_rollouts)) and heuristic
        self.horizon: int = setting("horizon", horizon)
        self.greedy_steps = bool(setting("greedy_steps", greedy_steps))
        self.max_depth: int | None = setting("max_depth", max_depth) or None
        self.root_candidates: int | None = setting("root_candidates", root_candidates) or None
        self.choose_by_value = bool(setting("choose_by_value", choose_by_value))
        self.candidate_ties = bool(setting("candidate_ties", candidate_ties))
        self.random_share = float(setting("random_share", random_share))
        self.judge_cut = bool(setting("judge_cut", judge_cut))
        self.paired = bool(setting("paired", paired))
        self.replies = int(setting("replies", replies) or 0)
        if self.replies < 0:
            raise ValueError(f"replies is a number of actions, not {self.replies}")
        if not 0.0 <= self.random_share <= 1.0:
            raise ValueError(f"random_share is a share of the decisions, between 0 and 1, not {self.random_share}")
        self.lookahead = HeuristicBot(game, seed)
        # The rollout policy: the heuristic bot's lookahead at a smaller budget, one sample of each chance node.
        self.policy = HeuristicBot(game, seed, chance_samples=1, nodes_per_action=setting("rollout_nodes",
                                                                                          rollout_nodes))
        self.policy.rng = self.rng
        # one evaluator for the three: the same values, and the positions one has valued are known to the others
        self.lookahead.evaluator = self.policy.evaluator = self.evaluator
        self.pairwise = self.evaluator.pairwise
        self.lookahead.rng = self.rng
        self.reuse = reuse
        self.stop_early = stop_early
        self.secret_rounds = secret_rounds  # False: secret decisions searched as open ones (the old SO-ISMCTS)
        self._secret = False  # whether the game being searched has secret decisions at all (set by ``act``)
        self.last: dict[str, Any] = {}
        # The tree of the last decision: its root's seat, the seat's history there, and the root.
        self._tree: tuple[int, list[Any], _Node] | None = None
        self._searched_ids: frozenset[int] = frozenset()  # the root actions the current search considers
        self._deadline: float | None = None  # the current decision's time limit (a policy rollout stops there)
        self._seat = 0  # the seat the current search decides for (``replies``: the others' replies are searched)

    # ------------------------------------------------------------------ the decision
    def act(self, state: State, seat: int) -> Action:
        start = time.perf_counter()
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last = {"iterations": 0, "seconds": 0.0, "inherited": 0}
            return legal[0]
        if self.random_share and self.rng.random() < self.random_share:
            # A beginner's slip (a game's easy level, where the search alone beats its heuristic): played at random.
            self._tree = None
            self.last = {"iterations": 0, "seconds": 0.0, "inherited": 0}
            return legal[self.rng.randrange(len(legal))]
        # One deadline for the whole decision (lookahead and search); the samples stop 1% before the cap, which
        # leaves the choice and its bookkeeping (a few ms) inside it.
        deadline = None if self.seconds is None else start + DEADLINE_SHARE * self.seconds
        if not self.evaluator.searched(state, seat):
            # A decision the game's module leaves to the lookahead (Polis: how to carry out an action).
            self._tree = None
            self.last = {"iterations": 0, "seconds": 0.0, "inherited": 0}
            return self.lookahead.act(state, seat, deadline)
        self._deadline = deadline
        self._seat = seat
        try:
            return self._search(state, seat, legal, start, deadline)
        finally:
            self._deadline = None

    def _search(self, state: State, seat: int, legal: tuple[Action, ...], start: float,
                deadline: float | None) -> Action:
        """The decision at a searched step: the root seeded by the lookahead, then the iterations, by ``deadline``."""
        history = state.history_for(seat)
        base = private_copy(state, seat, self.rng)
        # A game whose states never declare a secret decision keeps the plain search, at no cost per step.
        self._secret = self.secret_rounds and type(base)._secret_decision is not State._secret_decision
        root = self._reused_root(seat, history) if self.reuse else None
        root = root if root is not None else _Node()
        inherited = root.real
        if self.root_prior_visits or self.root_candidates:
            # The root's lookahead stops widening at its share of the cap, which leaves the rest to the search.
            seeded_by = None if self.seconds is None else start + LOOKAHEAD_SHARE * self.seconds
            legal = self._root_prior(root, base, legal, seat, seeded_by)
        self._searched_ids = frozenset(a.id for a in legal)
        searching = time.perf_counter()  # the iterations' own rate, without the lookahead's time
        done = 0
        budget = self.iterations
        paired = self.paired and self.max_depth == 1 and len(legal) > 1
        step = len(legal) if paired else 1  # the samples of the next round
        while budget is None or root.real + step <= max(budget, step):
            if done and deadline is not None:
                now = time.perf_counter()
                if now + step * (now - searching) / done > deadline:  # the next round would likely end past it
                    break
            if paired:
                self._paired_round(root, base, seat, legal)
            else:
                if self.stop_early and done and done % 8 == 0 and self._settled(root, legal, searching, deadline,
                                                                                 done):
                    break
                self._iterate(root, base.determinize(seat, self.rng), seat)
            done += step
        best = max(legal, key=lambda a: self._rank(root, a))
        elapsed = time.perf_counter() - start
        self._tree = (seat, history, root) if self.reuse else None
        self.last = {
            "iterations": done,
            "inherited": inherited,
            "seconds": elapsed,
            "visits": {a.text: root.children[a.id].visits for a in legal if a.id in root.children},
            "values": {a.text: root.children[a.id].total / root.children[a.id].visits for a in legal
                       if a.id in root.children and root.children[a.id].visits},  # mean reward in [0, 1]
        }
        return best

    def _reused_root(self, seat: int, history: list[Any]) -> _Node | None:
        """The node of the last decision's tree reached by the steps played since, if the seat can follow them."""
        if self._tree is None:
            return None
        old_seat, old, node = self._tree
        self._tree = None
        if old_seat != seat or len(history) < len(old) or history[:len(old)] != old:
            return None  # another game, an undo, or another seat
        in_round = False
        for step in history[len(old):]:
            if step.action < 0 and step.player != CHANCE:
                return None  # a move hidden from the seat: the tree's key is unknown
            if self._secret:
                own_secret = step.player == seat and step.seats == (seat,)
                if in_round and not own_secret:
                    return None  # a round of secret decisions ended: the tree goes on below all its decisions
                in_round = own_secret  # the seat's own secret decisions follow its own tree (``_Round``)
            child = node.children.get(step.action)  # a hidden chance outcome is the branch -1, as in the tree
            if child is None:
                return None
            node = child
        return node

    def _settled(self, root: _Node, legal: tuple[Action, ...], start: float, deadline: float | None,
                 done: int) -> bool:
        """True when the iterations left cannot make another action the most visited."""
        remaining = math.inf if self.iterations is None else self.iterations - root.real
        if deadline is not None:
            now = time.perf_counter()
            remaining = min(remaining, (deadline - now) * done / max(now - start, 1e-9))
        first = second = 0
        for a in legal:
            child = root.children.get(a.id)
            v = child.visits if child is not None else 0
            if v > first:
                first, second = v, first
            elif v > second:
                second = v
        return first - second > remaining

    def _rank(self, root: _Node, action: Action) -> tuple[float, float]:
        child = root.children.get(action.id)
        if child is None or not child.visits:
            return (-1.0, 0.0)
        mean = child.total / child.visits
        return (mean, child.visits) if self.choose_by_value else (child.visits, mean)

    def _paired_round(self, root: _Node, base: State, seat: int, candidates: tuple[Action, ...]) -> None:
        """One sample of each root candidate (``paired``), all on one determinization of ``base`` and with the same
        generator for the rollouts' choices and chance outcomes."""
        seed = self.rng.next64()
        saved = self.rng
        try:
            for action in candidates:
                self.rng = self.policy.rng = self.lookahead.rng = Rng(seed)
                self._iterate(root, base.determinize(seat, Rng(seed)), seat, action)
        finally:
            self.rng = self.policy.rng = self.lookahead.rng = saved

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: _Node, state: State, seat: int, first: Action | None = None) -> None:
        """One sample from ``root`` (starting with the root action ``first`` when given)."""
        rng = self.rng
        path: list[tuple[_Node, int]] = []  # (node entered, seat whose choice led to it; CHANCE for chance)
        node = root
        expanded = False
        depth = self.max_depth
        secret = self._secret
        rnd: _Round | None = None  # the round of secret decisions under way, started at ``node``
        own: dict[int, _Node] = {}  # in that round: each seat's place in its own tree
        joint: list[int] = []  # in that round: the decisions taken so far
        while not expanded and (depth is None or len(path) < depth):
            player = state.current_player
            if player == TERMINAL:
                break
            if rnd is not None and (player < 0 or state.history[-1].reveals or not state.is_secret_decision()):
                # The round is over and its decisions are revealed: the tree goes on below all of them at once.
                key = tuple(joint)
                child = rnd.joint.get(key)
                if child is None:
                    child = rnd.joint[key] = _Node()
                    expanded = True
                path.append((child, CHANCE))  # no seat chose this node as such: no reward kept
                node = child
                rnd = None
                continue
            if player == CHANCE:
                outcome = state.step_chance()
                step = state.history[-1]
                key = outcome.id if step.seats is None or seat in step.seats else -1
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node()
                    expanded = True
                path.append((child, CHANCE))
                node = child
                continue
            legal = state.legal_actions()
            chooser = node  # the node whose statistics choose: ``node``, or the seat's own in a secret round
            if secret and state.is_secret_decision():
                # A secret decision: the seat decides knowing none of the round's other decisions, in a tree
                # of its own (MO-ISMCTS within the round), so a later seat cannot answer an earlier one.
                if rnd is None:
                    rnd = node.secret
                    if rnd is None:
                        rnd = node.secret = _Round(player)
                    own.clear()
                    joint.clear()
                mine = own.get(player)
                if mine is None:  # the seat's first decision of the round: its own tree's top
                    mine = node if player == rnd.first else rnd.seats.get(player)
                    if mine is None:
                        mine = rnd.seats[player] = _Node()
                chooser = mine
            children = chooser.children
            if chooser is root and self.root_candidates:
                legal = tuple(a for a in legal if a.id in self._searched_ids) or legal  # the candidates only
            if first is not None and chooser is root:
                action, first = first, None
                child = children.get(action.id)
                if child is None:
                    child = children[action.id] = _Node()
                    expanded = True
                for a in legal:
                    other = children.get(a.id)
                    if other is not None:
                        other.avail += 1
            elif not children and self.prior_visits and len(legal) > 1:
                action, child = self._expand_with_prior(chooser, state, legal, player)
                expanded = True
                state.apply(action)
                path.append((child, player))
                break
            # (a child left without a visit, its sample cut by the deadline and not judged, is tried again)
            elif untried := [a for a in legal if a.id not in children or not children[a.id].visits]:
                action = untried[rng.randrange(len(untried))]
                for a in legal:
                    other = children.get(a.id)
                    if other is not None:
                        other.avail += 1
                child = children[action.id] = _Node()
                child.avail = 1
                expanded = True
            else:
                best_score = -1.0
                action = legal[0]
                child = children[action.id]
                c = self.c
                for a in legal:
                    ch = children[a.id]
                    ch.avail += 1
                    q = ch.total / ch.visits if ch.own is None else ch.own
                    score = q + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if score > best_score:
                        best_score, action, child = score, a, ch
            state.apply(action)
            path.append((child, player))
            if rnd is None:
                node = child
            else:
                own[player] = child
                joint.append(action.id)
        values = self._evaluate(state)
        if values is None:
            return  # a sample cut by the deadline, not judged (``judge_cut``): nothing to back up
        root.visits += 1
        root.real += 1
        for child, player in path:
            child.visits += 1
            child.real += 1
            if player >= 0:
                child.total += values[player]
        if self.own_max:
            self._back_up_own(path)

    @staticmethod
    def _back_up_own(path: list[tuple[_Node, int]]) -> None:
        """A node whose chooser also chooses next (a compound turn going on) is worth its best child, not the
        mean of every child tried: exploring a poor way to finish an action must not lower the action."""
        for i in range(len(path) - 2, -1, -1):
            node, player = path[i]
            if player < 0 or path[i + 1][1] != player:
                node.own = None
                continue
            best = -1.0
            for ch in node.children.values():
                if ch.visits:
                    q = ch.total / ch.visits if ch.own is None else ch.own
                    if q > best:
                        best = q
            node.own = best

    def _root_prior(self, root: _Node, base: State, legal: tuple[Action, ...], seat: int,
                    deadline: float | None = None) -> tuple[Action, ...]:
        """Give each root action ``root_prior_visits`` virtual visits at the heuristic's one-turn lookahead value;
        with ``root_candidates``, only that many of the best are kept: the actions the search will consider.

        With ``deadline`` the lookahead stops widening when it nears it (:meth:`HeuristicBot.action_values`): an
        action it left unvalued gets no virtual visit (the search tries it as any new action) and is a candidate
        only when too few actions were valued."""
        n0 = self.root_prior_visits
        values = self.lookahead.action_values(base, legal, seat, deadline)
        if self.root_candidates and len(legal) > self.root_candidates:
            order = sorted(range(len(legal)), key=lambda i: -values[i])
            if self.candidate_ties and values[order[self.root_candidates - 1]] > UNVALUED:
                # actions tied with the last candidate stay: the lookahead cannot cut them
                cut = values[order[self.root_candidates - 1]] - 1e-9
                order = [i for i in order if values[i] >= cut]
            else:
                order = order[:self.root_candidates]
            keep = {legal[i].id for i in order}
            for key in [k for k in root.children if k not in keep]:
                del root.children[key]  # an inherited child the lookahead no longer ranks among the best
            legal = tuple(legal[i] for i in sorted(order))
            values = [values[i] for i in sorted(order)]
        if not n0:
            return legal
        for action, value in zip(legal, values, strict=True):
            if value == UNVALUED:
                continue
            child = root.children.get(action.id)
            if child is None:
                child = root.children[action.id] = _Node()
            child.visits += n0
            child.avail += n0
            child.total += n0 * (value + 1.0) / 2.0
        root.visits += n0 * sum(1 for value in values if value != UNVALUED)
        return legal

    def _expand_with_prior(self, node: _Node, state: State, legal: tuple[Action, ...],
                           player: int) -> tuple[Action, _Node]:
        """Create every child at once, each worth ``prior_visits`` virtual visits at its static value.

        The static value is the evaluation one action ahead (progressive bias by virtual visits):
        search starts from the heuristic's opinion and corrects it with real visits. Past the decision's deadline
        (looked at every few children) the children left are not created: later iterations, if any, try them as
        new actions.
        """
        n0 = self.prior_visits
        best_value = -1.0
        best: tuple[Action, _Node] | None = None
        deadline = self._deadline
        for k, action in enumerate(legal):
            if deadline is not None and k and not k % CLOCK_EVERY and time.perf_counter() >= deadline:
                break
            after = state.clone(search=True)
            after.apply(action)
            value = (self.evaluator.static(after)[player] + 1.0) / 2.0 + 1e-6 * self.rng.random()
            child = node.children[action.id] = _Node()
            child.visits = child.avail = n0
            child.total = n0 * value
            if value > best_value:
                best_value, best = value, (action, child)
        assert best is not None
        for child in node.children.values():
            if child is not best[1]:
                child.avail += 1
        best[1].avail += 1
        return best

    def _evaluate(self, state: State) -> list[float] | None:
        """Rewards in ``[0, 1]`` for every seat: a cut-off rollout, then terminal returns or the heuristic."""
        rng = self.rng
        evaluator = self.evaluator
        guide = self.guide
        if self.policy_rollouts:
            return self._policy_rollout(state)
        if self.finish_turn and self.pairwise:
            player = state.current_player
            if player >= 0:
                # The seat to move finishes its compound turn greedily (as the heuristic bot would) before the
                # evaluation: a half-played turn is not judged by its first small decision.
                v = (self.lookahead.turn_value(state, player, self.finish_turn, self._deadline) + 1.0) / 2.0
                return [v, 1.0 - v] if player == 0 else [1.0 - v, v]
        for _ in range(self.rollout_steps):
            player = state.current_player
            if player == TERMINAL:
                break
            if player == CHANCE:
                state.step_chance()
                continue
            legal = state.legal_actions()
            if guide and len(legal) > 1 and rng.random() < guide:
                state.apply(self._guided(state, legal, player))
            else:
                state.apply(legal[rng.randrange(len(legal))])
        values = evaluator(state, rng)
        return [(v + 1.0) / 2.0 for v in values]

    def _policy_rollout(self, state: State, cuts: int = 0, inside: bool | None = None,
                        branch: bool = True) -> list[float] | None:
        """Play on with the lookahead policy for every seat through ``horizon`` cut points (0: to the end), then
        the evaluation, as rewards in ``[0, 1]``. A sample still playing when the decision's time is up stops
        there: a long sample cannot carry a decision past its cap. With ``replies`` (and ``branch``), the first
        searched choice of another seat is that seat's search (:meth:`_reply`). ``cuts`` and ``inside``: where a
        rollout that goes on from another's stands (``inside``: the state is at a cut already counted)."""
        evaluator = self.evaluator
        policy = self.policy
        rng = self.rng
        if inside is None:
            inside = evaluator.at_cut(state)  # a rollout started inside a cut (a round's end) does not count it
        deadline = self._deadline
        for _ in range(self.game.max_length):
            if deadline is not None and time.perf_counter() >= deadline:
                if not self.judge_cut:
                    return None  # out of time: a sample not played to its cut is no sample of what the others are
                break  # out of time: the evaluation judges the sample where it stands (it projects the round's end)
            player = state.current_player
            if player == TERMINAL:
                break
            if player == CHANCE:
                state.step_chance()
            else:
                legal = state.legal_actions()
                if len(legal) == 1:
                    state.apply(legal[0])
                elif self.greedy_steps and not evaluator.searched(state, player):
                    state.apply(self._greedy(state, legal, player))
                elif branch and self.replies and player != self._seat and evaluator.searched(state, player):
                    return self._reply(state, legal, player, cuts, inside)
                else:
                    values = policy.action_values(state, legal, player, deadline)
                    top = max(values)
                    best = [a for a, v in zip(legal, values, strict=True) if v >= top - 1e-12]
                    state.apply(best[rng.randrange(len(best))] if len(best) > 1 else best[0])
            if self.horizon:
                now = evaluator.at_cut(state)
                if now and not inside:
                    cuts += 1
                    if cuts >= self.horizon:
                        break
                inside = now
        return [(v + 1.0) / 2.0 for v in evaluator(state, rng)]

    def _reply(self, state: State, legal: tuple[Action, ...], player: int, cuts: int,
               inside: bool) -> list[float] | None:
        """Another seat's choice in a sample, made as the normal level makes it (``replies``): its lookahead's best
        few actions, each played on to the rollout's end; the rewards of the one whose mean of its lookahead value
        and its played value is best for ``player``."""
        values = self.lookahead.action_values(state, legal, player, self._deadline)
        order = sorted(range(len(legal)), key=lambda i: -values[i])[:self.replies]
        best: list[float] | None = None
        best_score = -math.inf
        for i in order:
            if values[i] == UNVALUED:
                break  # out of time: the replies valued so far
            child = state.clone(search=True)
            child.apply(legal[i])
            now = self.evaluator.at_cut(child)
            if self.horizon and now and not inside and cuts + 1 >= self.horizon:
                rewards: list[float] | None = [(v + 1.0) / 2.0 for v in self.evaluator(child, self.rng)]
            else:
                rewards = self._policy_rollout(child, cuts + (1 if now and not inside else 0), now, branch=False)
            if rewards is None:
                continue
            score = (values[i] + 1.0) / 2.0 + rewards[player]
            if score > best_score:
                best, best_score = rewards, score
        if best is None and self.judge_cut:  # no reply played out in time: the sample is judged where it stands
            best = [(v + 1.0) / 2.0 for v in self.evaluator(state, self.rng)]
        return best

    def _greedy(self, state: State, legal: tuple[Action, ...], player: int) -> Action:
        """The action whose resulting position the evaluation likes best for ``player`` (the first among equals);
        past the decision's deadline (looked at every few actions), the best of those judged so far; at a decision the
        evaluation cannot judge, the game module's preferred one (``Evaluator.preferences``)."""
        prefs = self.evaluator.preferences(state, player, legal)
        if prefs is not None:
            return legal[max(range(len(legal)), key=prefs.__getitem__)]
        best, best_value = legal[0], float("-inf")
        static = self.evaluator.static
        deadline = self._deadline
        for k, action in enumerate(legal):
            if deadline is not None and k and not k % CLOCK_EVERY and time.perf_counter() >= deadline:
                break
            child = state.clone(search=True)
            child.apply(action)
            value = static(child)[player]
            if value > best_value:
                best, best_value = action, value
        return best

    def _guided(self, state: State, legal: tuple[Action, ...], player: int) -> Action:
        """The best of a few random candidate actions by the static evaluation one step ahead."""
        rng = self.rng
        count = min(self.guide_candidates, len(legal))
        if count == len(legal):
            candidates = list(legal)
        else:
            candidates = [legal[rng.randrange(len(legal))] for _ in range(count)]
        best, best_value = candidates[0], float("-inf")
        for action in candidates:
            child = state.clone(search=True)
            child.apply(action)
            value = self.evaluator.static(child)[player]
            if value > best_value:
                best, best_value = action, value
        return best
