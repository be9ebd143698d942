"""``run_uvicorn``: what it asks of uvicorn (the server itself is run by the serve tests)."""

from __future__ import annotations

import socket
from typing import Any

import pytest
import uvicorn
from tapyre.serving import run_uvicorn


async def _app(scope: Any, receive: Any, send: Any) -> None:  # never called here
    raise AssertionError("not served")


@pytest.mark.parametrize(("asked", "logged"), [({}, False), ({"access_log": True}, True)])
def test_the_access_log_is_off_unless_asked(
    monkeypatch: pytest.MonkeyPatch, asked: dict[str, bool], logged: bool
) -> None:
    seen: list[uvicorn.Config] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: seen.append(self.config))
    with socket.socket() as sock:
        run_uvicorn(_app, sock, log_level="info", **asked)
    [config] = seen
    assert config.access_log is logged and config.log_level == "info"
