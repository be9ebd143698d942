"""The environment as the XDG Base Directory and Desktop Entry specs read it.

Every function takes the environment as a mapping (``os.environ`` by default)
so tests, and an application embedding Tapyre, can point it elsewhere.

* ``$XDG_DATA_HOME`` defaults to ``$HOME/.local/share`` when unset or empty.
* ``$XDG_DATA_DIRS`` defaults to ``/usr/local/share:/usr/share`` when unset or
  empty.
* Relative paths in either are invalid and ignored, as the spec says.
* The user's folder comes first: it overrides every system folder.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

DEFAULT_DATA_DIRS = ("/usr/local/share", "/usr/share")
UNSUPPORTED_PLATFORMS = ("darwin", "win32", "cygwin")


def platform_is_supported(platform: str | None = None) -> bool:
    """Whether desktop entries exist here: every Unix-like system but macOS."""
    return (platform or sys.platform) not in UNSUPPORTED_PLATFORMS


def _environ(env: Mapping[str, str] | None) -> Mapping[str, str]:
    return os.environ if env is None else env


def data_home(env: Mapping[str, str] | None = None) -> Path | None:
    """``$XDG_DATA_HOME``, or ``$HOME/.local/share``; ``None`` without a usable home."""
    environ = _environ(env)
    value = environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    home = environ.get("HOME", "")
    if home and Path(home).is_absolute():
        return Path(home) / ".local" / "share"
    return None


def data_dirs(env: Mapping[str, str] | None = None) -> list[Path]:
    """The system data folders of ``$XDG_DATA_DIRS`` in order of preference."""
    value = _environ(env).get("XDG_DATA_DIRS", "")
    parts = [p for p in value.split(":") if p] if value else []
    if not parts:
        parts = list(DEFAULT_DATA_DIRS)
    return [Path(p) for p in parts if Path(p).is_absolute()]


def application_dirs(env: Mapping[str, str] | None = None) -> list[Path]:
    """Every ``applications`` folder, most important first, without repeats."""
    bases: list[Path] = []
    home = data_home(env)
    if home is not None:
        bases.append(home)
    bases.extend(data_dirs(env))
    seen: set[str] = set()
    dirs: list[Path] = []
    for base in bases:
        folder = base / "applications"
        key = os.path.normpath(folder)
        if key not in seen:
            seen.add(key)
            dirs.append(folder)
    return dirs


def current_desktops(env: Mapping[str, str] | None = None) -> list[str]:
    """``$XDG_CURRENT_DESKTOP`` split on ``:``, in order (e.g. ``["ubuntu", "GNOME"]``)."""
    value = _environ(env).get("XDG_CURRENT_DESKTOP", "")
    return [d for d in value.split(":") if d]


def messages_locale(env: Mapping[str, str] | None = None) -> str | None:
    """The POSIX locale of the ``LC_MESSAGES`` category, or ``None`` for C/POSIX.

    ``LC_ALL`` wins over ``LC_MESSAGES``, which wins over ``LANG``; the first
    one set to a non-empty value decides.
    """
    environ = _environ(env)
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            break
    else:
        return None
    if value in ("C", "POSIX") or value.startswith(("C.", "POSIX.")):
        return None
    return value


def find_executable(program: str, env: Mapping[str, str] | None = None) -> str | None:
    """The path of an executable file: as given if absolute, else looked up on ``$PATH``.

    Empty ``$PATH`` entries (the current folder, to a shell) are skipped: where
    the assistant happens to run must not decide which program starts.
    """
    if Path(program).is_absolute():
        return program if _is_executable_file(Path(program)) else None
    for folder in _environ(env).get("PATH", os.defpath).split(":"):
        if not Path(folder).is_absolute():
            continue
        candidate = Path(folder) / program
        if _is_executable_file(candidate):
            return str(candidate)
    return None


def _is_executable_file(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)
