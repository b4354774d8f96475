"""Thin adapters from the engine contract to research frameworks (the ``research`` extra)."""
