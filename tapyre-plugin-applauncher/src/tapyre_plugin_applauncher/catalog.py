"""Finding the installed applications: discovery, desktop-file IDs, overrides, filtering.

* Every ``applications`` folder of :func:`~tapyre_plugin_applauncher.xdg.application_dirs`
  is walked, subfolders included; a symlinked folder is followed once (a
  symlink loop ends the walk there, it does not hang it).
* A file's desktop-file ID is its path relative to the ``applications``
  folder with ``/`` turned into ``-`` (``foo/bar.desktop`` → ``foo-bar.desktop``).
  The first folder that has an ID wins: the user's entries override the
  system's, even when the user's says ``Hidden=true`` (that deletes it).
* What is shown: ``Type=Application`` entries that are not ``Hidden`` nor
  ``NoDisplay``, allowed by ``OnlyShowIn``/``NotShowIn`` for
  ``$XDG_CURRENT_DESKTOP``, whose ``TryExec`` program exists and whose
  ``Exec`` is valid.  Everything else is kept with the reason it is left out.

Parsing happens once per process: :class:`AppCatalog` keeps the parsed files
and walks the folders again only when one of them changed (its mtime), and
re-reads only the files that changed.
"""

from __future__ import annotations

import errno
import os
import stat
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from tapyre_plugin_applauncher import xdg
from tapyre_plugin_applauncher.desktop_entry import DesktopEntry, load_desktop_file
from tapyre_plugin_applauncher.errors import AppLauncherError
from tapyre_plugin_applauncher.exec_line import ExecLine, parse_exec

MAX_DEPTH = 16
"""Subfolder depth below an ``applications`` folder that discovery descends to."""


@dataclass(frozen=True)
class App:
    """An application that can be listed and launched."""

    id: str
    path: Path
    entry: DesktopEntry
    exec_line: ExecLine

    @property
    def name(self) -> str:
        """The translated name."""
        return self.entry.name


@dataclass(frozen=True)
class Excluded:
    """A desktop file that is not offered, and why."""

    id: str
    path: Path
    reason: str


@dataclass(frozen=True)
class Catalog:
    """The applications offered (sorted by name) and the entries left out."""

    apps: tuple[App, ...]
    excluded: tuple[Excluded, ...] = ()
    dirs: tuple[Path, ...] = ()

    def by_id(self, desktop_id: str) -> App | None:
        """The application with this desktop-file ID, if it is offered."""
        return next((app for app in self.apps if app.id == desktop_id), None)


# ---------------------------------------------------------------------------
# Discovery (I/O)
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Found:
    id: str
    path: Path


def walk_applications_dir(root: Path) -> tuple[list[_Found], dict[str, int | None]]:
    """Every ``*.desktop`` below ``root`` with its ID, and the folders seen with their mtime.

    Folders are visited once each (by device and inode), so a symlink loop
    or a symlink to a parent cannot make the walk endless; unreadable
    folders are skipped.  Entries come in a stable (sorted) order.
    """
    found: list[_Found] = []
    folders: dict[str, int | None] = {}
    visited: set[tuple[int, int]] = set()

    def visit(folder: Path, prefix: tuple[str, ...]) -> None:
        try:
            info = folder.stat()
        except OSError:
            folders[str(folder)] = None
            return
        folders[str(folder)] = info.st_mtime_ns
        if not stat.S_ISDIR(info.st_mode) or (info.st_dev, info.st_ino) in visited:
            return
        visited.add((info.st_dev, info.st_ino))
        try:
            with os.scandir(folder) as it:
                names = sorted(entry.name for entry in it)
        except OSError:
            return
        for name in names:
            path = folder / name
            try:
                is_dir = path.is_dir()
            except OSError:  # e.g. ELOOP: a symlink pointing at itself
                is_dir = False
            if is_dir:
                if len(prefix) < MAX_DEPTH:
                    visit(path, (*prefix, name))
            elif name.endswith(".desktop"):
                found.append(_Found("-".join((*prefix, name)), path))

    visit(root, ())
    return found, folders


# ---------------------------------------------------------------------------
# Filtering (pure)
# ---------------------------------------------------------------------------


def shown_in_desktops(entry: DesktopEntry, desktops: list[str]) -> bool:
    """The spec's ``OnlyShowIn``/``NotShowIn`` rule for ``$XDG_CURRENT_DESKTOP``."""
    for desktop in desktops:
        if entry.only_show_in is not None and desktop in entry.only_show_in:
            return True
        if desktop in entry.not_show_in:
            return False
    return entry.only_show_in is None


def exclusion_reason(
    entry: DesktopEntry,
    exec_error: str | None,
    *,
    desktops: list[str],
    env: Mapping[str, str] | None = None,
) -> str | None:
    """Why an entry is not offered, or ``None`` when it is."""
    if entry.hidden:
        return "Hidden=true (deleted)"
    if entry.type != "Application":
        return f"Type={entry.type}, not an application"
    if entry.exec is None:
        if entry.dbus_activatable:
            return "DBusActivatable without an Exec key; D-Bus activation is not supported"
        return "no Exec key"
    if exec_error is not None:
        return f"invalid Exec: {exec_error}"
    if entry.no_display:
        return "NoDisplay=true"
    if not shown_in_desktops(entry, desktops):
        current = ":".join(desktops) or "(XDG_CURRENT_DESKTOP unset)"
        return f"not shown in the current desktop {current}"
    if entry.try_exec is not None and xdg.find_executable(entry.try_exec, env) is None:
        return f"TryExec program {entry.try_exec!r} is not installed"
    return None


# ---------------------------------------------------------------------------
# The cache
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Parsed:
    """One file read: an entry with its parsed Exec (or why not), or why unreadable."""

    stamp: tuple[int, int, int]
    entry: DesktopEntry | None
    exec_line: ExecLine | None
    error: str | None


@dataclass
class _Snapshot:
    folders: dict[str, int | None]
    files: list[tuple[_Found, _Parsed]] = field(default_factory=list)


def _stamp(path: Path) -> tuple[int, int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_mtime_ns, info.st_size, info.st_ino)


def _parse(path: Path, locale: str | None, stamp: tuple[int, int, int]) -> _Parsed:
    try:
        entry = load_desktop_file(path, locale)
    except AppLauncherError as exc:
        return _Parsed(stamp, None, None, exc.message)
    exec_line: ExecLine | None = None
    error: str | None = None
    if entry.exec is not None and not entry.hidden:
        try:
            exec_line = parse_exec(entry.exec)
        except AppLauncherError as exc:
            error = exc.message
    return _Parsed(stamp, entry, exec_line, error)


def _folders_unchanged(folders: Mapping[str, int | None]) -> bool:
    for folder, mtime in folders.items():
        try:
            current: int | None = Path(folder).stat().st_mtime_ns
        except OSError:
            current = None
        if current != mtime:
            return False
    return True


class AppCatalog:
    """Parses desktop files once per process; re-walks only when a folder changed.

    Thread-safe.  One instance serves any number of environments (the key is
    the folder list and the locale); :func:`load_catalog` uses a shared one.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._snapshots: dict[tuple[tuple[str, ...], str | None], _Snapshot] = {}
        self.scans = 0
        """How many times folders were walked (for tests and diagnostics)."""
        self.parses = 0
        """How many files were read and parsed."""

    def load(self, env: Mapping[str, str] | None = None) -> Catalog:
        """The catalog for ``env`` (``os.environ`` by default)."""
        dirs = xdg.application_dirs(env)
        locale = xdg.messages_locale(env)
        key = (tuple(str(d) for d in dirs), locale)
        with self._lock:
            snapshot = self._snapshots.get(key)
            if snapshot is None or not _folders_unchanged(snapshot.folders):
                snapshot = self._scan(dirs, locale, snapshot)
                self._snapshots[key] = snapshot
        return _build(snapshot, dirs, xdg.current_desktops(env), env)

    def _scan(self, dirs: list[Path], locale: str | None, previous: _Snapshot | None) -> _Snapshot:
        self.scans += 1
        old = {str(found.path): parsed for found, parsed in previous.files} if previous else {}
        snapshot = _Snapshot(folders={})
        seen_ids: set[str] = set()
        for root in dirs:
            found_files, folders = walk_applications_dir(root)
            snapshot.folders.update(folders)
            for found in found_files:
                if found.id in seen_ids:
                    continue  # an earlier folder overrides this one
                seen_ids.add(found.id)
                stamp = _stamp(found.path)
                if stamp is None:
                    parsed = _Parsed((0, 0, 0), None, None, _unreadable_reason(found.path))
                else:
                    cached = old.get(str(found.path))
                    if cached is not None and cached.stamp == stamp:
                        parsed = cached
                    else:
                        self.parses += 1
                        parsed = _parse(found.path, locale, stamp)
                snapshot.files.append((found, parsed))
        return snapshot


def _unreadable_reason(path: Path) -> str:
    try:
        path.stat()
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "symlink loop"
        if path.is_symlink():
            return "broken symlink"
        return f"cannot read: {exc.strerror or exc}"
    return "cannot read"  # pragma: no cover - raced with a change on disk


def _build(
    snapshot: _Snapshot, dirs: list[Path], desktops: list[str], env: Mapping[str, str] | None
) -> Catalog:
    apps: list[App] = []
    excluded: list[Excluded] = []
    for found, parsed in snapshot.files:
        if parsed.entry is None:
            excluded.append(Excluded(found.id, found.path, parsed.error or "unreadable"))
            continue
        reason = exclusion_reason(parsed.entry, parsed.error, desktops=desktops, env=env)
        if reason is not None or parsed.exec_line is None:
            excluded.append(Excluded(found.id, found.path, reason or "no Exec key"))
            continue
        apps.append(App(found.id, found.path, parsed.entry, parsed.exec_line))
    apps.sort(key=lambda app: (app.name.casefold(), app.id))
    return Catalog(tuple(apps), tuple(excluded), tuple(dirs))


_SHARED = AppCatalog()


def load_catalog(env: Mapping[str, str] | None = None) -> Catalog:
    """The process-wide cached catalog for ``env`` (``os.environ`` by default)."""
    return _SHARED.load(env)
