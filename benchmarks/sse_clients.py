"""Clients that each hold one server-sent event stream of ``tapyre papers serve`` open, for
the benchmarks (``health_streams.py``, ``soak.py``).

Each client connects from its own loopback address group (127.0.0.2 and up, at
most :data:`PER_ADDRESS` clients per address), so that the server sees several
clients, as it would in use, and its per-client stream limit is not what is
measured.  A client follows either one fixed path, or, with ``follow_jobs``, the
event stream of the newest ingestion job that has not ended, opening the next one
when it ends (or the server ends it as idle).
"""

from __future__ import annotations

import json
import subprocess
import threading
import time
from collections import Counter
from pathlib import Path
from typing import IO, Any

import httpx

PER_ADDRESS = 25
FINAL = {"finished", "interrupted", "failed", "cancelled"}


class StreamHolders:
    """``count`` clients, each keeping a stream open until :meth:`close`."""

    def __init__(
        self,
        url: str,
        headers: dict[str, str],
        count: int,
        *,
        path: str | None = None,
        follow_jobs: bool = False,
    ) -> None:
        if (path is None) == (not follow_jobs):
            raise ValueError("give a path, or follow_jobs")
        self.url = url
        self.headers = headers
        self.path = path
        self.statuses: Counter[str] = Counter()
        """Each stream's answer: ``"200"``, ``"429"``…, or ``"transport"``."""
        self.open_now = 0
        self.opened = 0
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.threads = [
            threading.Thread(target=self._hold, args=(n,), daemon=True) for n in range(count)
        ]
        for thread in self.threads:
            thread.start()

    def _hold(self, n: int) -> None:
        transport = httpx.HTTPTransport(local_address=f"127.0.0.{2 + n // PER_ADDRESS}")
        with httpx.Client(
            base_url=self.url, headers=self.headers, transport=transport, timeout=None
        ) as http:
            while not self.stop.is_set():
                path = self.path or self._newest_job(http)
                if path is None:
                    self.stop.wait(1.0)
                    continue
                self._stream(http, path)
                if self.path is not None:
                    return

    def _newest_job(self, http: httpx.Client) -> str | None:
        try:
            jobs = http.get("/ingest").json().get("jobs", [])
        except (httpx.HTTPError, ValueError):
            return None
        live = [job for job in jobs if job.get("status") not in FINAL]
        return f"/ingest/{live[0]['id']}/events" if live else None

    def _stream(self, http: httpx.Client, path: str) -> None:
        try:
            with http.stream("GET", path) as response:
                ok = response.status_code == 200
                with self.lock:
                    self.statuses[str(response.status_code)] += 1
                    self.open_now += ok
                    self.opened += ok
                try:
                    if not ok:
                        response.read()
                        self.stop.wait(1.0)
                        return
                    for _ in response.iter_lines():
                        if self.stop.is_set():
                            return
                finally:
                    with self.lock:
                        self.open_now -= ok
        except httpx.HTTPError:
            with self.lock:
                self.statuses["transport"] += 1
            self.stop.wait(1.0)

    def wait_opened(self, want: int, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while self.opened < want and time.monotonic() < deadline:
            time.sleep(0.1)

    def close(self) -> None:
        self.stop.set()


def start_server(
    tapyre: list[str] | tuple[str, ...], home: Path, env: dict[str, str], log: IO[str]
) -> tuple[subprocess.Popen[Any], dict[str, Any]]:
    """``tapyre papers serve --port 0`` on ``home`` (output to ``log``); returns the
    process and its ``serve.json`` once written (exits with the log if it stops first)."""
    server = subprocess.Popen(
        [*tapyre, "papers", "serve", "--port", "0", "--log-level", "warning"],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
        cwd=home,
    )
    record_file = home / "data" / "serve.json"
    while not record_file.exists():
        if server.poll() is not None:
            log.seek(0)
            raise SystemExit(f"the server did not start:\n{log.read()}")
        time.sleep(0.1)
    return server, json.loads(record_file.read_text())
