"""Shared fixtures: the Kuhn poker and Goofspiel fixture games are registered for engine and conformance tests."""

from __future__ import annotations

from engine.goofspiel import Goofspiel
from engine.kuhn import Kuhn, OptionKuhn
from kleos.engine import register

register(Kuhn)
register(OptionKuhn)
register(Goofspiel)


import pytest  # noqa: E402 - after the registration above, which every test relies on

from kleos.i18n import set_language  # noqa: E402


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that switches the language (``kleos --lang fr``) leaves English behind for the next one."""
    yield
    set_language("en")
