"""A real llama.cpp server (``python -m llama_cpp.server``) for the tests, in a subprocess.

Test code: the server tests start it on a free loopback port with a bounded
wait for readiness and always stop it.  Standard library only.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from tapyre.testing import free_port
from tapyre.testing.processes import stop_process

__all__ = ["LlamaCppServer"]


@dataclass
class LlamaCppServer:
    """``python -m llama_cpp.server`` on a free loopback port, in a subprocess.

    ``models`` maps each alias the server answers to to its settings (the
    ``--config_file`` model entries of llama-cpp-python: ``chat_format``,
    ``n_ctx``…); every alias serves ``model_path``.  :meth:`start` waits at
    most ``startup_timeout`` seconds for ``GET /v1/models`` to answer and
    raises with the end of the server's log when it does not.  The server's
    output goes to ``log_path`` (default: a new temporary folder), its
    ``--config_file`` next to it.
    """

    model_path: Path
    models: Mapping[str, Mapping[str, Any]] = field(default_factory=lambda: {"gemma3-270m": {}})
    host: str = "127.0.0.1"
    port: int = 0
    n_ctx: int = 2048
    startup_timeout: float = 180.0
    log_path: Path | None = None
    python: str = sys.executable
    _process: subprocess.Popen[bytes] | None = None
    _log: IO[bytes] | None = None

    @property
    def url(self) -> str:
        """The ``base_url`` for clients (ends in ``/v1``)."""
        return f"http://{self.host}:{self.port}/v1"

    def start(self) -> LlamaCppServer:
        if not self.port:
            self.port = free_port(self.host)
        log_path = self.log_path or Path(tempfile.mkdtemp(prefix="llama-server-")) / "server.log"
        config_path = log_path.with_suffix(".json")
        config = {
            "host": self.host,
            "port": self.port,
            "models": [
                {
                    "model": str(self.model_path),
                    "model_alias": alias,
                    "n_ctx": self.n_ctx,
                    "verbose": False,
                    **dict(settings),
                }
                for alias, settings in self.models.items()
            ],
        }
        config_path.write_text(json.dumps(config, indent=2))
        self.log_path = log_path
        self._log = log_path.open("wb")
        self._process = subprocess.Popen(
            [self.python, "-m", "llama_cpp.server", "--config_file", str(config_path)],
            stdout=self._log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        try:
            self._wait_ready()
        except BaseException:
            self.stop()
            raise
        return self

    def _wait_ready(self) -> None:
        assert self._process is not None
        deadline = time.monotonic() + self.startup_timeout
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(
                    f"llama.cpp server exited with code {self._process.returncode} before "
                    f"answering:\n{self.log_tail()}"
                )
            try:
                with urllib.request.urlopen(f"{self.url}/models", timeout=2) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(0.25)
        raise TimeoutError(
            f"llama.cpp server at {self.url} did not answer within {self.startup_timeout:.0f} s:"
            f"\n{self.log_tail()}"
        )

    def log_tail(self, lines: int = 30) -> str:
        if self.log_path is None or not self.log_path.exists():
            return "(no log)"
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])

    def stop(self) -> None:
        process, self._process = self._process, None
        stop_process(process, timeout=15)
        if self._log is not None:
            with contextlib.suppress(OSError):
                self._log.close()
            self._log = None

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def __enter__(self) -> LlamaCppServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
