"""File and process primitives of paper search: atomic writes, file hashes, advisory
locks, pid checks.

Used by the providers (resume state, downloaded PDFs), the ingestion lock
and the embedded vector store, so each rule lives once: a write is seen whole
or not at all, and a lock is an OS advisory lock on an open file (released by
the OS when the process dies, so a crash never leaves a stale lock).
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any

__all__ = [
    "TAKER_PATIENCE_S",
    "LocksUnsupportedError",
    "file_sha256",
    "lock_held",
    "pid_alive",
    "process_host",
    "take_lock",
    "try_lock",
    "unlock",
    "write_atomically",
]

TAKER_PATIENCE_S = 0.5
"""How long :func:`take_lock` retries: far longer than a :func:`lock_held` probe holds
a lock (microseconds), far shorter than any real holder (a run, a server)."""


def file_sha256(path: Path) -> str:
    """The SHA-256 of a file's bytes (hex), read a megabyte at a time."""
    import hashlib

    return _file_digest(path, hashlib.sha256())


def _file_digest(path: Path, digest: Any) -> str:
    """``digest`` (a :mod:`hashlib` object) fed the whole file, a megabyte at a time."""
    with path.open("rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return str(digest.hexdigest())


SAMPLE_BLOCKS = 16
"""Blocks :func:`sample_digest` reads, evenly spread over the file: the first starts at
its first byte, the last ends at its last."""
SAMPLE_BLOCK_BYTES = 4096


def sample_digest(path: Path) -> str:
    """A cheap fingerprint of a large file: its size and a BLAKE2b of
    :data:`SAMPLE_BLOCKS` blocks of 4 KiB spread over it (about 0.1 ms from the page
    cache for a 90 MB file).  It finds a file cut short, zeroed or replaced by another
    model's, not a change inside bytes it does not read.

    :raises OSError: the file cannot be read.
    """
    import hashlib

    with path.open("rb") as stream:
        size = os.fstat(stream.fileno()).st_size
        digest = hashlib.blake2b(str(size).encode(), digest_size=16)
        last = max(0, size - SAMPLE_BLOCK_BYTES)  # where the block ending the file starts
        for i in range(SAMPLE_BLOCKS):
            offset = i * last // (SAMPLE_BLOCKS - 1)
            digest.update(os.pread(stream.fileno(), SAMPLE_BLOCK_BYTES, offset))
    return f"{size}-{digest.hexdigest()}"


def whole_digest(path: Path) -> str:
    """A BLAKE2b of the whole file ``path`` (about 0.15 s for 90 MB from the page cache;
    off the query path: see :mod:`~tapyre_paper_search.embedders.onnx_mapped`).

    :raises OSError: the file cannot be read.
    """
    import hashlib

    return _file_digest(path, hashlib.blake2b(digest_size=16))


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, flush it to disk, rename.

    Readers see the old content or the new one, never a partial file, even if
    the process dies mid-write.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        Path(tmp).replace(path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class LocksUnsupportedError(OSError):
    """The file system refuses advisory locks (NFS without a lock daemon, some FUSE or
    SMB mounts): raised by :func:`try_lock` with ``strict`` instead of "held"."""


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def try_lock(handle: IO[Any], *, strict: bool = False) -> bool:
        """Take an exclusive advisory lock on the open file ``handle`` without waiting."""
        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def unlock(handle: IO[Any]) -> None:
        """Release the lock :func:`try_lock` took (no error if there is none)."""
        with contextlib.suppress(OSError):
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    _HELD = frozenset((errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES))

    def try_lock(handle: IO[Any], *, strict: bool = False) -> bool:
        """Take an exclusive advisory lock on the open file ``handle`` without waiting;
        ``False`` when another holds it.  Where the file system refuses locks that is
        ``False`` too, or with ``strict`` a :class:`LocksUnsupportedError`."""
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if strict and exc.errno not in _HELD:
                raise LocksUnsupportedError(exc.errno, f"no file locks here ({exc})") from exc
            return False
        return True

    def unlock(handle: IO[Any]) -> None:
        """Release the lock :func:`try_lock` took (no error if there is none)."""
        with contextlib.suppress(OSError):
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def lock_held(path: Path) -> bool:
    """Whether a process holds the :func:`try_lock` lock on the file ``path`` now.

    Probes by taking the lock and releasing it at once (so a process that means to
    hold it takes it with :func:`take_lock`); a missing file is not held (and is
    not created).
    """
    try:
        handle = path.open("rb")
    except FileNotFoundError:
        return False
    with handle:
        if not try_lock(handle):
            return True
        unlock(handle)
        return False


def process_host() -> str:
    """Where this process's pid means something, as a writer lease records it.

    The host name, and on Linux the boot and the pid namespace: two containers
    with one host name (or one machine's two boots) are different places, and
    :func:`pid_alive` of a pid from the other one would answer about an
    unrelated process.  A holder recorded as the same place, with a pid that is
    not alive, is known to be dead.
    """
    name = socket.gethostname()
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text(encoding="ascii").strip()
        namespace = Path("/proc/self/ns/pid").stat().st_ino
    except OSError:  # not Linux, or /proc hidden: the host name is all there is
        return name
    return f"{name} [boot {boot[:8]}, pid ns {namespace}]"


def pid_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs on this machine (signal 0; another user's counts).

    On Windows, where signal 0 would end the process, every pid counts as alive:
    callers there rely on their lock or heartbeat instead.
    """
    if pid <= 0:
        return False
    if sys.platform == "win32":  # pragma: no cover - see the docstring
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def take_lock(handle: IO[Any], patience: float = TAKER_PATIENCE_S) -> bool:
    """:func:`try_lock` for a process that means to hold the lock: it retries for up
    to ``patience`` seconds, so that another process's :func:`lock_held` probe, which
    takes the lock for an instant, is not mistaken for a holder."""
    deadline = time.monotonic() + patience
    while not try_lock(handle):
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.01)
    return True
