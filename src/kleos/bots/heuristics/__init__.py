"""Per-game evaluation functions, one module per game, each reading only a seat's view.

Each module exposes ``evaluate(board: dict, seat: int) -> float`` in ``[-1, 1]`` where
``board`` is ``state.view(seat)["board"]``; :data:`kleos.bots.evaluation.HEURISTICS`
maps game names to these modules.
"""
