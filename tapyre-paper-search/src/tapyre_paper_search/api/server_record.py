"""How a running ``papers serve`` makes itself known in its data folder.

Two files in ``[papers] data_dir``:

* ``serve.lock``: an advisory lock the server holds for its whole life (the OS
  releases it when the process dies, so a crash leaves no stale claim).  A
  second server on the same data folder cannot take it and refuses to start.
* ``serve.json``: ``{"pid", "url", "started", "version", "api_key", "handoff"}``,
  written atomically once the server listens and removed when it stops.  It is
  written with mode 0600: it may carry the server's API key, which commands of
  the same user need to reach the server, and it carries the **hand-off
  token**, a secret made at each start.  Whoever can read the file is the
  server's user (or root), so a request carrying the token (the
  ``X-Tapyre-Handoff`` header, from loopback) comes from that user's own
  ``tapyre papers ingest``, and may ingest any path that user names; other
  clients are held to ``[papers] ingest_roots`` (:mod:`.roots`).

A ``serve.json`` whose lock is free or whose pid is gone is stale and ignored.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any

from tapyre_paper_search._fs import pid_alive, take_lock, try_lock, unlock, write_atomically
from tapyre_paper_search.errors import ServerError

RECORD_FILE = "serve.json"
LOCK_FILE = "serve.lock"
HANDOFF_HEADER = "X-Tapyre-Handoff"
"""The request header carrying the hand-off token."""


@dataclass(frozen=True)
class ServerRecord:
    """A running server as its ``serve.json`` describes it."""

    pid: int
    url: str
    started: str
    version: str = ""
    api_key: str | None = field(default=None, repr=False)
    handoff: str | None = field(default=None, repr=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ServerRecord:
        return cls(
            pid=int(data["pid"]),
            url=str(data["url"]),
            started=str(data.get("started", "")),
            version=str(data.get("version", "")),
            api_key=str(data["api_key"]) if data.get("api_key") else None,
            handoff=str(data["handoff"]) if data.get("handoff") else None,
        )

    def client_headers(self, api_key: str | None = None) -> dict[str, str]:
        """What a command of the server's user sends: the key (the record's, else
        ``api_key``) and the hand-off token."""
        headers = {}
        key = self.api_key or api_key
        if key:
            headers["Authorization"] = f"Bearer {key}"
        if self.handoff:
            headers[HANDOFF_HEADER] = self.handoff
        return headers


def new_handoff_token() -> str:
    """A fresh hand-off token (256 random bits)."""
    import secrets

    return secrets.token_urlsafe(32)


def is_handoff(expected: str | None, given: str | None, client: str | None) -> bool:
    """Whether a request carries the server's hand-off token, from this machine.

    Only a loopback client counts: the token proves the sender read the
    server's own file, which only its user can, on its machine.
    """
    import hmac

    from tapyre.serving import is_loopback

    if not expected or not given or client is None or not is_loopback(client):
        return False
    return hmac.compare_digest(expected.encode(), given.encode())


class ServerClaim:
    """The running server's hold on a data folder: the lock, then the record.

    :meth:`take` raises :class:`~tapyre_paper_search.errors.ServerError` naming
    the pid (and URL) of the server that holds the folder already.
    """

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self._lock: IO[str] | None = None

    @property
    def record_path(self) -> Path:
        return self.data_dir / RECORD_FILE

    def take(self) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        handle = (self.data_dir / LOCK_FILE).open("a", encoding="utf-8")
        if not take_lock(handle):
            handle.close()
            holder = read_record(self.data_dir)
            where = f" at {holder.url}" if holder is not None else ""
            pid = holder.pid if holder is not None else "unknown"
            raise ServerError(
                f"the paper collection in {self.data_dir} is already served by pid {pid}{where}",
                hint="Use that server (papers ingest submits jobs to it), or stop it first.",
            )
        self._lock = handle

    def publish(self, record: ServerRecord) -> None:
        """Write ``serve.json`` (0600, atomically)."""
        data = json.dumps(asdict(record), indent=2).encode("utf-8")
        write_atomically(self.record_path, data)  # mkstemp: created 0600
        self.record_path.chmod(0o600)

    def release(self) -> None:
        """Remove ``serve.json`` and let the lock go (safe to call twice)."""
        if self._lock is None:
            return
        with contextlib.suppress(OSError):
            self.record_path.unlink(missing_ok=True)
        unlock(self._lock)
        self._lock.close()
        self._lock = None


def read_record(data_dir: Path) -> ServerRecord | None:
    """``serve.json`` as written, or ``None`` if missing or unreadable (not checked live)."""
    try:
        data = json.loads((data_dir / RECORD_FILE).read_text(encoding="utf-8"))
        return ServerRecord.from_dict(data)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def find_server(data_dir: Path) -> ServerRecord | None:
    """The server running on ``data_dir``, or ``None`` (no record, or a stale one)."""
    record = read_record(data_dir)
    if record is None or not pid_alive(record.pid):
        return None
    lock_path = data_dir / LOCK_FILE
    try:
        handle = lock_path.open("a", encoding="utf-8")
    except OSError:
        return None
    try:
        if try_lock(handle):  # nobody holds it: the record was left by a dead server
            unlock(handle)
            return None
        return record
    finally:
        handle.close()
