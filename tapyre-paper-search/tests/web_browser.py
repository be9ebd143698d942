"""Debian's Chromium driven by Playwright, for the web page tests.

Playwright's own browser download is not reachable (and not wanted): the tests
launch the system's ``/usr/bin/chromium`` (``TAPYRE_CHROMIUM`` overrides), with
the flags that keep it from calling home.  Every page a test opens goes
through :class:`Watch`, which records each request and aborts any that is not
for the loopback server, so a test can assert that none left 127.0.0.1.

Without Chromium or the playwright package the browser tests skip, unless
``TAPYRE_REQUIRE_BROWSER=1`` (the nox session ``web`` sets it) turns that into
a failure.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}


def chromium_path() -> str | None:
    path = os.environ.get("TAPYRE_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    return path if Path(path).exists() else None


def require_browser() -> str:
    """The Chromium binary, skipping (or failing, when required) without one."""
    required = os.environ.get("TAPYRE_REQUIRE_BROWSER") == "1"
    path = chromium_path()
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        path = None
    if path is None:
        message = "needs Debian's chromium and the playwright package (nox -s web)"
        if required:
            pytest.fail(message)
        pytest.skip(message)
    return path


@contextmanager
def chromium() -> Iterator[Any]:
    """A headless Chromium (Playwright ``Browser``) for the block."""
    from playwright.sync_api import sync_playwright

    path = require_browser()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, args=CHROMIUM_FLAGS)
        try:
            yield browser
        finally:
            browser.close()


@dataclass
class Watch:
    """The requests a page made: all of them, and those aborted for leaving loopback."""

    requests: list[str] = field(default_factory=list)
    escaped: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def attach(self, page: Any) -> Any:
        page.route("**/*", self._route)
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on(
            "console",
            lambda msg: self.errors.append(msg.text) if msg.type == "error" else None,
        )
        return page

    def _route(self, route: Any) -> None:
        url = route.request.url
        self.requests.append(url)
        if urlsplit(url).hostname not in LOOPBACK and not url.startswith(("data:", "blob:")):
            self.escaped.append(url)
            route.abort()
        else:
            route.continue_()
