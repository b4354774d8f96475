"""Why the `turn_limit` option exists: by the rulebook a round has no length limit (p.5) and can go on forever.

p.5: a round has no fixed number of turns; it ends only when both players have passed, and a turn is two
different actions. p.12: moving the proxenos costs only the enemy units on its way, so it is free where there are
none. p.14: a battle follows every turn end while 8+ units share a region, and matched formations give the
attacker the difference of manoeuvres without any loss, so the prestige a move costs (p.5) can be won back.
The cycle below returns the board to where it started, with more prestige for both: nothing in the rules stops
two players repeating it, so no bound on the length of a game exists without the option.
"""

import copy

from .helpers import A, S, legal, play, position, put


def _battles(s, first: str) -> None:
    """The two battles of a turn end: each first attacker wins 2 x 2 prestige against Mercenaries, and the next
    attacker retreats (1 prestige to the opponent) before the second deal."""
    play(s, f"to {first}")
    for _ in range(2):
        play(s, "fight", "fight")
        att = s.bt["att"]
        hands = {att: ["c01", "c02", "c06", "c10"], 1 - att: ["c22", "c23", "c07", "c08"]}
        for seat in (att, 1 - att):
            for c in hands[seat]:
                play(s, f"draw_card {c}")
        play(s, "play c01", "play c02", "play c22", "play c23")  # Othismos v Mercenaries: matched, +2 each
        play(s, "retreat")  # the new attacker leaves: 1 prestige to the opponent
    assert s.stage == "turn" and not s.bt


def _turn(s, proxenos_to: str, galley_to: str, galley_from: str) -> None:
    play(s, "act proxenos", f"polis {proxenos_to}", "route land")  # free: no enemy hoplite on the way
    play(s, "act move_galleys", f"to {galley_to}", f"sail {galley_from}", "done")  # -1 prestige


def test_p5_p12_p14_a_round_can_last_forever_hence_the_turn_limit_option():
    s = position("4")
    put(s, S, "boiotia", 4)
    put(s, A, "boiotia", 4)
    put(s, S, "kyklades", 4)
    put(s, A, "kyklades", 4)
    put(s, S, "myrtoo", 1)
    put(s, A, "thrakiko", 1)
    start = copy.deepcopy((s.units, s.owner, s.pop, s.goods, s.proxenos))
    prestige = list(s.prestige)
    for _ in range(3):
        _turn(s, "gytheion", "ionio", "myrtoo")
        _battles(s, "boiotia")
        _turn(s, "chalkis", "noties_sporades", "thrakiko")
        _battles(s, "kyklades")
        _turn(s, "sparta", "myrtoo", "ionio")
        _battles(s, "boiotia")
        _turn(s, "athenai", "thrakiko", "noties_sporades")
        _battles(s, "kyklades")
        assert (s.units, s.owner, s.pop, s.goods, s.proxenos) == start  # the board is back where it was
        assert s.prestige[S] > prestige[S] and s.prestige[A] > prestige[A]  # and both are richer in prestige
        prestige = list(s.prestige)
    assert s.round_type == "4" and not any(s.passed)
    # the option ends it: after turn_limit turns a player may only pass
    s.turn_count[S] = s.game.options.turn_limit
    s.invalidate()
    assert s.to_move == S and legal(s) == {"pass"}
