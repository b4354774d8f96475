"""Long random games from rich positions: every round type, battles and events, with the rule invariants
checked at every step (p.3 population 1..max, p.5 capacity, p.2 eight ships, p.12 one proxenos per polis)."""

import re

import pytest

from kleos.bots import RandomBot
from kleos.engine import IllegalAction, Rng

from .helpers import A, D, S, goods, own, play, position, put


class Frugal(RandomBot):
    """Random, but never spends prestige in phoros or the Treasury beyond the minimum (keeps games long)."""

    def act(self, state, seat):
        legal = state.legal_actions()
        amounts = [a for a in legal if a.kind == "amount"]
        if amounts:
            return min(amounts, key=lambda a: a.args[0])
        return legal[self.rng.randrange(len(legal))]


def check(s):
    for p in range(18):
        if s.owner[p] >= 0:
            assert 1 <= s.pop[p] <= D.maxpop[p], (D.polis_ids[p], s.pop[p])
        else:
            assert s.pop[p] == D.base[p]
    for seat in (0, 1):
        assert all(0 <= n <= s.capacity for n in s.units[seat]), s.units[seat]
        assert all(g >= 0 for g in s.goods[seat]) and s.prestige[seat] >= 0
        assert s.merchants_port[seat] + s.cargo.count(seat) <= 8
    # p.12 one proxenos per polis; p.13 a freed proxenos returns to its capital even if the other one is there
    assert s.proxenos[0] < 0 or s.proxenos[0] != s.proxenos[1] or s.proxenos[0] in D.capital.values()


def test_p3_p5_invariants_hold_through_long_random_games():
    from kleos.engine import load_game

    reached = set()
    battles = 0
    for scenario in ("full", "second_peloponnesian_war"):
        game = load_game("polis", scenario=scenario)
        for seed in range(12):
            s = game.new_initial_state(seed)
            s.logging = False
            for seat in (0, 1):
                s.goods[seat] = [20, 20, 20, 20, 20, 40]
                s.prestige[seat] = 15
            bots = [Frugal(game, seed), Frugal(game, seed + 50)]
            rng = Rng(seed)
            while not s.is_terminal():
                if s.stage.startswith("bt_") and s.stage != "bt_order":
                    battles += 1
                reached.add(s.round_type)
                if s.is_chance_node():
                    s.apply(s.sample_chance(rng))
                else:
                    s.apply(bots[s.current_player].act(s, s.current_player))
                check(s)
            assert len(s.history) <= game.max_length
    assert {"3", "4", "5a", "5b"} <= reached and battles > 0


def test_p5_p14_p16_refusals_in_every_decision_name_the_rule():
    def refused(s, action, rule):
        before = s.to_json()
        with pytest.raises(IllegalAction, match=re.escape(rule)):
            s.apply(action)
        assert s.to_json() == before

    s = position("4")
    goods(s, A, silver=4)
    s.proxenos[A] = D.polis_index["argos"]
    play(s, "pass", "act proxenos")
    refused(s, "fee metal", "p.5")
    s = position("4")
    own(s, S, "pylos")
    goods(s, S, wheat=1, prestige=9)
    goods(s, A, wheat=6)
    play(s, "pass", "pass")
    refused(s, "release sparta", "p.16 phase 2")
    play(s, "release pylos", "done")
    refused(s, "grow sparta", "p.16 phase 3")
    play(s, "grow athenai")  # Athens grows with its last wheat (Sparta, first to pass, had none left)
    refused(s, "amount 50", "p.16 phase 6")
    s = position("4")
    put(s, S, "boiotia", 4)
    put(s, A, "boiotia", 4)
    goods(s, S, silver=6)
    s.proxenos[S] = D.polis_index["argos"]
    s.turn_acts = ["trade"]
    s.invalidate()
    play(s, "act civil_war")
    refused(s, "play c01", "p.14")
    play(s, "fight", "fight", *[f"draw_card c0{i}" for i in range(1, 9)])
    refused(s, "play c05", "p.14")
    with pytest.raises(IllegalAction) as refusal:
        s.apply("retreat")
    assert "c01" not in str(refusal.value)  # the attacker's hand is never listed


def test_p14_a33_no_view_or_log_shows_the_other_hand():
    """A33: in every battle position of long random games, a seat's view (board and log) never names a card of
    the opponent's hand; the deck is only a count."""
    from kleos.engine import load_game

    checked = 0
    for seed in range(24):
        game = load_game("polis", scenario=("full", "second_peloponnesian_war")[seed % 2])
        s = game.new_initial_state(seed)
        for seat in (0, 1):
            s.goods[seat] = [20, 20, 20, 20, 20, 40]
            s.prestige[seat] = 15
        bots = [Frugal(game, seed), Frugal(game, seed + 50)]
        rng = Rng(seed)
        while not s.is_terminal():
            if s.bt and s.bt["hands"][0] and s.bt["hands"][1]:
                for seat in (0, 1):
                    text = str(s.view(seat))
                    assert not [c for c in s.bt["hands"][1 - seat] if D.cards[c] in text]
                    assert "deck" not in s.view(seat)["board"]["battle"]
                checked += 1
            s.apply(s.sample_chance(rng) if s.is_chance_node() else bots[s.current_player].act(s, s.current_player))
    assert checked > 20
