"""Browser tests: Debian's Chromium driven by Playwright (no 'playwright install'), against a real server."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from server.servers import ThreadServer

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is absent: run scripts/setup-system.sh")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the 'playwright' package is not installed")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def web_server(tmp_path_factory) -> Iterator[ThreadServer]:
    srv = ThreadServer(f"sqlite:///{tmp_path_factory.mktemp('web') / 'kleos.db'}")
    yield srv
    srv.stop()


@pytest.fixture
def page(browser, web_server):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    # a forced choice waits for the test to play it (the page would play it after a moment: tests/browser/test_table.py)
    context.add_init_script("if (location.protocol.startsWith('http')) localStorage.setItem('kleos.forced', 'never')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" and "409" not in msg.text else None)
    page.errors = errors
    yield page
    context.close()
    assert not errors, f"JavaScript or console errors: {errors}"


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
