"""A full disk, recognised whichever store ran into it, and said in one line.

SQLite says ``database or disk is full``, Qdrant Edge ``No space left on
device`` (``os error 28``), Python ``OSError(ENOSPC)``; each may come wrapped
by SQLAlchemy or by a :class:`~tapyre_paper_search.errors.StoreError`.
:func:`disk_full_error` turns any of them into one
:class:`DiskFullError` naming the disk (its mount point and device) and the
data folder, keeping the original as its cause.
"""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

from tapyre_paper_search.errors import StoreError

_FULL_ERRNOS = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})
_FULL_MESSAGES = (
    "database or disk is full",  # SQLite (SQLITE_FULL)
    "no space left on device",  # strerror(ENOSPC), as Rust and C libraries print it
    "os error 28",
    "disk quota exceeded",
)


class DiskFullError(StoreError):
    """The disk holding the stores is full; ingestion stopped and can resume."""


def is_disk_full(exc: BaseException) -> bool:
    """Whether ``exc`` or anything in its cause/context chain is a full disk."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, OSError) and current.errno in _FULL_ERRNOS:
            return True
        text = str(current).lower()
        if any(message in text for message in _FULL_MESSAGES):
            return True
        current = current.__cause__ or current.__context__
    return False


def disk_full_error(exc: BaseException, data_dir: Path) -> DiskFullError | None:
    """A one-line :class:`DiskFullError` for ``exc`` if it is a full disk, else None."""
    if isinstance(exc, DiskFullError):
        return exc
    if not is_disk_full(exc):
        return None
    mount = mount_point(data_dir)
    device = _device(mount)
    try:
        free = f", {shutil.disk_usage(mount).free // (1024 * 1024)} MB free"
    except OSError:
        free = ""
    where = f"{mount} ({device}{free})" if device else f"{mount} ({free.lstrip(', ')})"
    return DiskFullError(
        f"the disk {where} holding the data dir {data_dir} is full: "
        f"ingestion stopped ({_first_line(exc)})",
        hint="Free some space there and run the same command again: it resumes where it stopped.",
    )


def mount_point(path: Path) -> Path:
    """The mount point of the file system holding ``path`` (or its nearest existing parent)."""
    current = Path(path).absolute()
    while not current.exists() and current != current.parent:
        current = current.parent
    while not os.path.ismount(current) and current != current.parent:
        current = current.parent
    return current


def _device(mount: Path) -> str:
    """The device (or file system type) mounted at ``mount``, from /proc/mounts; "" if unknown."""
    try:
        lines = Path("/proc/mounts").read_text(encoding="utf-8").splitlines()
    except OSError:
        return ""
    found = ""
    for line in lines:
        fields = line.split()
        if len(fields) >= 3 and fields[1] == str(mount):
            found = fields[0] if fields[0] == fields[2] else f"{fields[0]}, {fields[2]}"
    return found


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    first = text[0] if text else type(exc).__name__
    return first if len(first) <= 400 else first[:397] + "..."
