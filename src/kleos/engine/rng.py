"""The seeded random generator every state carries.

SplitMix64 rather than :mod:`random`: its whole state is one 64-bit integer, so
cloning a state and writing it to JSON cost nothing, and a seed gives the same
stream on every platform and Python version.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    """A SplitMix64 generator: ``Rng(seed)``, then ``randrange(n)``."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq):  # noqa: ANN001, ANN201 - generic over any sequence
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def spawn(self) -> Rng:
        """An independent generator seeded from this one (for bots, determinization)."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        return Rng(self.state)
