"""The agent's tools: ``list_apps`` (read-only) and ``launch_app`` (launches programs).

Their descriptions are fixed text: the installed applications are found by
calling ``list_apps``, never written into a description, so what the model
reads up front stays the same size on a machine with five apps or five
thousand.  The environment (``XDG_*``, ``PATH``, locale, ``TERMINAL``) is
read when a tool is called, not when it is registered.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any

from tapyre import SideEffect, Tool, ToolError

from tapyre_plugin_applauncher import xdg
from tapyre_plugin_applauncher.catalog import App, Catalog, load_catalog
from tapyre_plugin_applauncher.errors import (
    AppLauncherError,
    AppNotFoundError,
    UnsupportedPlatformError,
)

LIST_APPS_DESCRIPTION = (
    "List the desktop applications installed on this computer. `query` filters by name, "
    "generic name (e.g. 'web browser') or keyword; leave it empty to list all."
)
LAUNCH_APP_DESCRIPTION = (
    "Start an installed desktop application by name or desktop-file ID, optionally opening "
    "one file or URL. If several applications match, it starts none and returns the "
    "candidates: ask the user which one."
)
MAX_LISTED = 50
"""At most this many applications are listed in one answer to the model."""

LIST_APPS_PARAMETERS: Mapping[str, Any] = {
    "type": "object",
    "properties": {
        "query": {
            "type": "string",
            "description": "Words to look for; empty lists every application.",
            "default": "",
        }
    },
    "additionalProperties": False,
}
LAUNCH_APP_PARAMETERS: Mapping[str, Any] = {
    "type": "object",
    "properties": {
        "name": {
            "type": "string",
            "description": "The application's name (as list_apps shows it) or desktop-file ID.",
        },
        "file_or_url": {
            "type": ["string", "null"],
            "description": "A file path or URL for the application to open.",
            "default": None,
        },
    },
    "required": ["name"],
    "additionalProperties": False,
}


def ensure_supported(platform: str | None = None) -> None:
    """Raise :class:`UnsupportedPlatformError` on macOS and Windows."""
    platform = platform or sys.platform
    if not xdg.platform_is_supported(platform):
        raise UnsupportedPlatformError(
            f"Launching desktop applications is not supported on this platform ({platform}): "
            "tapyre-plugin-applauncher reads freedesktop desktop entries, which exist on "
            "Linux and BSD only."
        )


def describe_app(app: App) -> str:
    """One line about an application: name, generic name, ID and notes."""
    entry = app.entry
    line = app.name
    if entry.generic_name and entry.generic_name != app.name:
        line += f" — {entry.generic_name}"
    notes = [app.id]
    if entry.terminal:
        notes.append("runs in a terminal")
    if app.exec_line.file_code:
        notes.append("opens URLs" if app.exec_line.file_code in "uU" else "opens files")
    return f"{line} ({', '.join(notes)})"


def list_apps_text(query: str = "", env: Mapping[str, str] | None = None) -> str:
    """What ``list_apps`` returns: matching applications, one a line."""
    from tapyre_plugin_applauncher.matching import search_apps

    ensure_supported()
    catalog = load_catalog(env)
    if not catalog.apps:
        return _nothing_installed(catalog)
    found = search_apps(query, catalog.apps)
    total = len(catalog.apps)
    if not found:
        return f"No installed application matches {query!r} ({total} installed)."
    if query.strip():
        head = f"{len(found)} of {total} installed applications match {query.strip()!r}:"
    else:
        head = f"{total} installed application{'' if total == 1 else 's'}:"
    lines = [head, *(f"- {describe_app(app)}" for app in found[:MAX_LISTED])]
    if len(found) > MAX_LISTED:
        lines.append(f"… and {len(found) - MAX_LISTED} more; use a narrower query.")
    return "\n".join(lines)


def _nothing_installed(catalog: Catalog) -> str:
    folders = ", ".join(str(d) for d in catalog.dirs) or "(none)"
    return f"No desktop applications are installed (searched {folders})."


def resolve_app(name: str, catalog: Catalog) -> App | list[App]:
    """The one application ``name`` means, or the candidates when several match.

    Raises :class:`AppNotFoundError` when nothing matches; when the name is
    that of an entry left out (``NoDisplay``, a bad ``Exec`` …) the message
    says why.
    """
    from tapyre_plugin_applauncher.matching import find_app

    match = find_app(name, catalog.apps)
    if match.unique is not None:
        return match.unique
    if match.apps:
        return list(match.apps)
    wanted = name.strip()
    for item in catalog.excluded:
        if wanted in (item.id, item.id.removesuffix(".desktop")):
            raise AppNotFoundError(f"{item.id} is not offered: {item.reason}")
    raise AppNotFoundError(
        f"no installed application matches {wanted!r}.",
        hint="List them with list_apps (or `tapyre apps list`).",
    )


def launch_app_text(
    name: str, file_or_url: str | None = None, env: Mapping[str, str] | None = None
) -> str:
    """What ``launch_app`` returns: what was started, or the candidates to choose from."""
    from tapyre_plugin_applauncher.launcher import describe_argv, launch

    ensure_supported()
    found = resolve_app(name, load_catalog(env))
    if isinstance(found, list):
        shown = "\n".join(f"- {describe_app(app)}" for app in found[:MAX_LISTED])
        return (
            f"Several applications match {name.strip()!r}; none was started. "
            f"Ask the user which one, then call launch_app with its desktop-file ID:\n{shown}"
        )
    launched = launch(found, file_or_url, env)
    return (
        f"Started {found.name} ({found.id}) as process {launched.pid}: "
        f"{describe_argv(launched.plan.argv)}"
    )


def make_tools(env: Mapping[str, str] | None = None) -> list[Tool]:
    """The two tools; ``env`` replaces ``os.environ`` (for tests and embedding)."""

    def list_apps(query: str = "") -> str:
        try:
            return list_apps_text(query, env)
        except AppLauncherError as exc:
            raise ToolError(str(exc)) from None

    def launch_app(name: str, file_or_url: str | None = None) -> str:
        try:
            return launch_app_text(name, file_or_url, env)
        except AppLauncherError as exc:
            raise ToolError(str(exc)) from None

    return [
        Tool(
            name="list_apps",
            description=LIST_APPS_DESCRIPTION,
            func=list_apps,
            parameters=LIST_APPS_PARAMETERS,
        ),
        Tool(
            name="launch_app",
            description=LAUNCH_APP_DESCRIPTION,
            func=launch_app,
            parameters=LAUNCH_APP_PARAMETERS,
            side_effects=frozenset({SideEffect.LAUNCHES_PROGRAMS}),
        ),
    ]
