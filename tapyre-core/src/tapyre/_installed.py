"""Installed entry points and distribution versions, read without importing
:mod:`importlib.metadata` while nothing was installed or removed since the last read.

Every command starts by finding the plugins (the ``tapyre`` entry points) and
tapyre-core's version.  Importing :mod:`importlib.metadata` (it brings the
``email`` parser, ``zipfile`` and ``csv``) and scanning every distribution's
entry points cost about 50 CPU-ms of each start on the development machine.
The facts found are kept in ``installed.json`` in the user's cache folder
(``platformdirs.user_cache_path("tapyre")``), under the *installation state*
they were read in: the interpreter (``sys.version``, ``sys.prefix``),
``sys.path`` in order, and the modification time of every ``sys.path`` entry.
Installing or removing a distribution adds or removes its ``*.dist-info`` (or
``*.egg-info``) folder in a ``sys.path`` folder, which changes that folder's
modification time (pip replaces the folder on an upgrade too); a new path (a
``.pth`` file, ``PYTHONPATH``) changes ``sys.path``.  Either misses the cache,
and the facts are read afresh and stored (once every entry is older than
:data:`SETTLE_NS`: a change in the same tick of the file system's clock as the
read would go unseen).  The file keeps the last
:data:`KEEP_STATES` states (several environments share a user's cache).

``TAPYRE_INSTALLED_CACHE`` names another file; ``off`` reads afresh every time
and stores nothing.  A cache that cannot be read or written is only slower, and
so is one of another :data:`FORMAT` or with an entry of the wrong shape (a hand
edit, another release's records): that entry is read afresh and stored again.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CACHE_ENV = "TAPYRE_INSTALLED_CACHE"
"""The cache file's path, or ``off``."""
FORMAT = 1
"""The cache file's record format (``"format"`` in the file): any other is ignored."""
KEEP_STATES = 8
"""Installation states the cache file keeps (the most recently stored)."""
SETTLE_NS = 2_000_000_000
"""A ``sys.path`` entry changed less than this long ago is read afresh, not cached."""

_ENTRY_POINT = re.compile(
    r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?$"
)
_lock = threading.Lock()


@dataclass(frozen=True)
class EntryPointFacts:
    """One entry point and what discovery needs of its distribution.

    ``requires``: the distribution's requirements (``Requires-Dist``, or an egg's
    ``requires.txt``); ``None`` when it has no distribution or lists none.
    """

    name: str
    value: str
    distribution: str | None
    version: str | None
    requires: tuple[str, ...] | None

    def load(self) -> Any:
        """Import the object ``value`` names (``module:attr.sub``), as
        :meth:`importlib.metadata.EntryPoint.load` does."""
        import functools
        import importlib

        match = _ENTRY_POINT.match(self.value)
        if match is None:
            raise ValueError(f"malformed entry point value {self.value!r}")
        module = importlib.import_module(match["module"])
        attrs = filter(None, (match["attr"] or "").split("."))
        return functools.reduce(getattr, attrs, module)


def entry_points(group: str) -> list[EntryPointFacts]:
    """The entry points of ``group`` of every installed distribution."""
    found = _cached("groups", group, lambda: _read_group(group))
    return [
        EntryPointFacts(name, value, dist, version, tuple(needs) if needs is not None else None)
        for name, value, dist, version, needs in found
    ]


def version(distribution: str) -> str | None:
    """The installed version of ``distribution``; ``None`` when it is not installed."""
    found = _cached("versions", distribution, lambda: _read_version(distribution))
    return str(found) if found is not None else None


def installation_state() -> list[Any]:
    """What the cached facts hold for: the interpreter, ``sys.path`` and each path's
    modification time (``None`` for a path that does not exist)."""
    paths: list[Any] = []
    for entry in sys.path:
        try:
            mtime: int | None = Path(entry or ".").stat().st_mtime_ns
        except OSError:
            mtime = None
        paths.append([str(entry), mtime])
    return [sys.version, sys.prefix, paths]


def cache_file() -> Path | None:
    """The cache's file, ``None`` when turned off."""
    configured = os.environ.get(CACHE_ENV, "").strip()
    if configured.lower() == "off":
        return None
    if configured:
        return Path(configured).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_path("tapyre")) / "installed.json"


def _cached(kind: str, name: str, read: Callable[[], Any]) -> Any:
    path = cache_file()
    if path is None:
        return read()
    state = installation_state()
    if not _settled(state):
        return read()
    with _lock:
        states = _load(path)
        entry = next((s for s in states if s.get("state") == state), None)
        facts = entry.get(kind) if entry is not None else None
        if isinstance(facts, dict) and name in facts and _well_formed(kind, facts[name]):
            return facts[name]
        value = read()
        if entry is None:
            entry = {"state": state}
            states = [entry, *states][:KEEP_STATES]
        if not isinstance(facts, dict):
            facts = entry[kind] = {}
        facts[name] = value
        _store(path, states)
        return value


def _well_formed(kind: str, value: Any) -> bool:
    """Whether a cached ``value`` has the shape :func:`_read_group` (``groups``) or
    :func:`_read_version` (``versions``) gives; anything else is a miss."""
    if kind == "versions":
        return value is None or isinstance(value, str)
    return isinstance(value, list) and all(
        isinstance(ep, list)
        and len(ep) == 5
        and all(isinstance(field, str) for field in ep[:2])
        and all(field is None or isinstance(field, str) for field in ep[2:4])
        and (ep[4] is None or (isinstance(ep[4], list) and all(isinstance(r, str) for r in ep[4])))
        for ep in value
    )


def _settled(state: list[Any]) -> bool:
    """Whether no ``sys.path`` entry changed in the last :data:`SETTLE_NS`: a change
    within the same tick of the file system's clock as the cached read would leave
    the modification time as it was, so a state that recent is read, not cached."""
    import time

    now = time.time_ns()
    return all(mtime is None or now - mtime > SETTLE_NS for _, mtime in state[2])


def _load(path: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return []  # another release's records (or none): read afresh, then stored anew
    states = data.get("states")
    return [s for s in states if isinstance(s, dict)] if isinstance(states, list) else []


def _store(path: Path, states: list[dict[str, Any]]) -> None:
    # Only a speed-up: a read-only cache (or anything odd) leaves the start as it was.
    with contextlib.suppress(OSError, TypeError, ValueError):
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            partial.write_text(json.dumps({"format": FORMAT, "states": states}), encoding="utf-8")
            partial.replace(path)
        finally:
            partial.unlink(missing_ok=True)


def _read_group(group: str) -> list[list[Any]]:
    from importlib.metadata import entry_points as installed

    found: list[list[Any]] = []
    for ep in installed(group=group):
        dist = ep.dist
        if dist is None:
            found.append([ep.name, ep.value, None, None, None])
            continue
        # One parse of the metadata (each .metadata/.version/.requires parses again).
        message = dist.metadata
        listed = message.get_all("Requires-Dist")
        requires = list(listed) if listed is not None else dist.requires  # egg-info
        found.append(
            [
                ep.name,
                ep.value,
                str(message["Name"]) if message["Name"] else None,
                str(message["Version"]) if message["Version"] else None,
                list(requires) if requires is not None else None,
            ]
        )
    return found


def _read_version(distribution: str) -> str | None:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed_version

    try:
        return installed_version(distribution)
    except PackageNotFoundError:
        return None
