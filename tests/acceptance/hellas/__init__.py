"""Acceptance checks written from the rulebook alone (issue 22): see tests/acceptance/README.md."""
