"""Secrets in the configuration: which settings hold one, their redaction, private files.

A setting named like ``api_key``, ``token`` or ``password`` (:func:`is_secret_key`)
holds a secret; :func:`redact` masks them (and passwords inside URLs) for display.  A
configuration file that holds one (:func:`holds_secret`) is written with mode
:data:`SECRET_FILE_MODE` (:func:`write_private`), and reading one that group or others
may read logs one warning per file and process (:func:`warn_if_readable_by_others`).
Split from :mod:`tapyre._config` (tidy49), which imports these names.
"""

from __future__ import annotations

import logging
import os
import re
import stat
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

REDACTED = "***"

_SECRET_WORDS = frozenset(
    {"key", "apikey", "token", "secret", "password", "passwd", "credential", "credentials"}
)
_URL_PASSWORD = re.compile(r"(?P<head>[A-Za-z][A-Za-z0-9+.-]*://[^:/@\s]+:)[^@\s]+(?P<at>@)")

SECRET_FILE_MODE = 0o600
"""Permissions of a configuration file that holds a secret."""

log = logging.getLogger("tapyre.config")
_warned_readable: set[Path] = set()
_warned_lock = threading.Lock()


def holds_secret(data: Mapping[str, Any]) -> bool:
    """Whether any table of ``data`` has a non-empty secret setting (see :func:`is_secret_key`)."""
    for key, value in data.items():
        if isinstance(value, Mapping):
            if holds_secret(value):
                return True
        elif is_secret_key(str(key)) and value not in ("", None):
            return True
    return False


def write_private(path: Path, text: str, mode: int | None) -> None:
    """Write ``text`` to ``path``, created (or truncated) with ``mode``, if given."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    fd = os.open(path, flags, 0o666 if mode is None else mode)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        if mode is not None and hasattr(os, "fchmod"):
            os.fchmod(handle.fileno(), mode)  # a leftover temporary file kept its old mode
        handle.write(text)


def warn_if_readable_by_others(path: Path) -> None:
    """Log once per file and process when a file with secrets is group/world-readable."""
    if os.name != "posix":
        return  # Windows permissions are ACLs, not mode bits
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return
    if not mode & (stat.S_IRGRP | stat.S_IROTH):
        return
    with _warned_lock:
        if path in _warned_readable:
            return
        _warned_readable.add(path)
    log.warning(
        "warning: %s holds secrets but other users can read it (mode %o); run: chmod 600 %s",
        path,
        mode,
        path,
    )


def is_secret_key(key: str, extra: frozenset[str] = frozenset()) -> bool:
    """Whether a setting named ``key`` holds a secret (see :meth:`Config.redacted`)."""
    lowered = key.lower()
    if lowered in extra:
        return True
    words = re.split(r"[_.\-]", lowered)
    return any(w in _SECRET_WORDS for w in words) or lowered.endswith(("apikey", "password"))


def redact(node: Any, extra: frozenset[str]) -> Any:
    if isinstance(node, dict):
        return {
            k: (REDACTED if is_secret_key(k, extra) and v not in ("", None) else redact(v, extra))
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [redact(v, extra) for v in node]
    if isinstance(node, str):
        return _URL_PASSWORD.sub(rf"\g<head>{REDACTED}\g<at>", node)
    return node
