"""Finding and importing installed plugins: entry points, filters, the core-version gate.

Nothing here registers anything: this module turns the ``tapyre`` entry
points into :class:`PluginRecord` objects and imported plugin objects, and
says why a plugin was skipped (disabled, incompatible, failed or timed-out
import).  :class:`tapyre.Host` then registers the imported ones.
"""

from __future__ import annotations

import re
import threading
import time
import traceback as traceback_module
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from tapyre._config import Config, CoreSettings
from tapyre._install_source import requirement
from tapyre._installed import EntryPointFacts, entry_points
from tapyre._version import __version__
from tapyre.hookspecs import PROJECT_NAME
from tapyre.settings import read_float

_UPGRADE_HINT = "Upgrade the plugin (pip install -U {source}) or install a tapyre-core it supports."

ENTRY_POINT_GROUP = PROJECT_NAME
LOAD_PLUGINS_ENV = "TAPYRE_LOAD_PLUGINS"
"""Comma-separated plugin (entry point or distribution) names: load only these."""
DISABLE_PLUGINS_ENV = "TAPYRE_DISABLE_PLUGINS"
"""Comma-separated plugin names never to load."""
IMPORT_TIMEOUT_ENV = "TAPYRE_CORE__PLUGIN_IMPORT_TIMEOUT"
"""Overrides ``[core] plugin_import_timeout`` (seconds; 0 waits for ever)."""
DEFAULT_IMPORT_TIMEOUT = CoreSettings.plugin_import_timeout
"""Seconds one plugin's import may take before it is abandoned."""

BUILTIN_PLUGIN = "tapyre"
"""The name of the built-in plugin (:mod:`tapyre._builtins`)."""
CORE_DISTRIBUTION = "tapyre-core"


class PluginStatus(StrEnum):
    """What became of a plugin."""

    LOADED = "loaded"
    FAILED = "failed"
    DISABLED = "disabled"
    INCOMPATIBLE = "incompatible"
    TIMED_OUT = "timed out"


@dataclass
class PluginRecord:
    """What the host knows about one plugin, for ``tapyre plugins list|doctor``.

    ``registered`` maps a category (see :data:`tapyre._registry.CATEGORIES`)
    to the names the plugin registered.  ``error`` is one line, ``traceback``
    the full story, ``hint`` what to do.  ``warnings`` are problems that did
    not stop the plugin (a name clash, say).
    """

    name: str
    distribution: str | None = None
    version: str | None = None
    status: PluginStatus = PluginStatus.LOADED
    source: str = "entrypoint"
    """``"builtin"``, ``"entrypoint"`` or ``"object"`` (given to :meth:`Host.register`)."""
    entry_point: str | None = None
    registered: dict[str, tuple[str, ...]] = field(default_factory=dict)
    error: str | None = None
    traceback: str | None = None
    hint: str | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Whether the plugin is loaded and nothing about it needs attention."""
        return self.status is PluginStatus.LOADED and not self.warnings

    def fail(
        self,
        error: str,
        *,
        hint: str | None = None,
        exc: BaseException | None = None,
        status: PluginStatus = PluginStatus.FAILED,
    ) -> None:
        """Mark the plugin as not loaded: one-line ``error``, ``hint``, traceback of ``exc``."""
        self.status = status
        self.error = error.splitlines()[0] if error else error
        self.hint = hint
        if exc is not None:
            self.traceback = "".join(traceback_module.format_exception(exc))


@dataclass(frozen=True)
class Candidate:
    """An installed plugin ready to import (``record`` says who it is)."""

    entry_point: EntryPointFacts
    record: PluginRecord


def discover(
    config: Config, taken: Mapping[str, PluginRecord]
) -> Iterator[PluginRecord | Candidate]:
    """Every entry point of the ``tapyre`` group, in a stable order.

    Yields a finished :class:`PluginRecord` for a plugin that must not be
    imported (a name already ``taken``, disabled by ``TAPYRE_LOAD_PLUGINS`` /
    ``TAPYRE_DISABLE_PLUGINS`` / ``[plugins]``, or requiring another
    tapyre-core) and a :class:`Candidate` for one to import.  The entry points
    come from :mod:`tapyre._installed` (cached while nothing is installed or removed).
    """
    only, disabled = plugin_filters(config)
    seen = dict(taken)
    found = entry_points(ENTRY_POINT_GROUP)
    found.sort(key=lambda ep: (ep.distribution or "", ep.name))
    for ep in found:
        record = PluginRecord(
            name=ep.name,
            distribution=ep.distribution,
            version=ep.version,
            entry_point=ep.value,
        )
        names = {ep.name.lower(), (record.distribution or "").lower()}
        if ep.name in seen:
            other = seen[ep.name]
            record.fail(
                f"an entry point named {ep.name!r} is already loaded from {other.distribution}",
                hint=f"Uninstall one of {other.distribution} and {record.distribution}.",
            )
            record.name = f"{ep.name} ({record.distribution})"
            yield record
            continue
        seen[ep.name] = record
        if (only is not None and not names & only) or names & disabled:
            record.status = PluginStatus.DISABLED
            record.hint = (
                f"Disabled by {DISABLE_PLUGINS_ENV}, {LOAD_PLUGINS_ENV} or [plugins] in the config."
            )
            yield record
            continue
        problem = core_requirement_problem(ep.requires) if ep.distribution else None
        if problem is not None:
            record.status = PluginStatus.INCOMPATIBLE
            record.error = problem
            source = requirement(record.distribution or record.name)
            record.hint = _UPGRADE_HINT.format(source=source)
            yield record
            continue
        yield Candidate(ep, record)


def configured_import_timeout(config: Config) -> float:
    """``[core] plugin_import_timeout`` (``TAPYRE_CORE__PLUGIN_IMPORT_TIMEOUT``), default 10 s.

    ``0`` waits for ever.

    :raises ConfigError: not a number, or negative.
    """
    return read_float(
        config.section("core"),
        "plugin_import_timeout",
        table="core",
        minimum=0,
        default=DEFAULT_IMPORT_TIMEOUT,
    )


def import_plugin(candidate: Candidate, timeout: float) -> object | None:
    """Import ``candidate``'s entry point; ``None`` (and the record says why) when it fails.

    The import runs in a daemon thread so that a plugin whose import hangs
    (a network call, a lock, a model load at import time) is abandoned after
    ``timeout`` seconds and the command goes on; ``0`` imports in the calling
    thread with no limit.  An abandoned import keeps running in the background
    until the process exits; modules it is importing stay locked until then.
    """
    ep, record = candidate.entry_point, candidate.record
    outcome: dict[str, Any] = {}

    def load() -> None:
        try:
            outcome["plugin"] = ep.load()
        except BaseException as exc:  # reported on the record, never lost in the thread
            outcome["error"] = exc

    if timeout <= 0:
        load()
    else:
        worker = threading.Thread(target=load, name=f"tapyre-import-{ep.name}", daemon=True)
        worker.start()
        worker.join(timeout)
        if worker.is_alive():
            record.fail(
                f"import of plugin {record.name!r} ({ep.value}) took longer than "
                f"{timeout:g} s and was abandoned",
                hint=(
                    f"Disable it with {DISABLE_PLUGINS_ENV}={record.name}, report the slow import "
                    f"to the authors of {record.distribution}, or raise [core] "
                    f"plugin_import_timeout ({IMPORT_TIMEOUT_ENV})."
                ),
                status=PluginStatus.TIMED_OUT,
            )
            return None
    error = outcome.get("error")
    if error is not None:
        if not isinstance(error, Exception | SystemExit):
            raise error  # KeyboardInterrupt and the like are the user's, not the plugin's
        hint = (
            f"Fix or reinstall {record.distribution} (pip install --force-reinstall "
            f"{requirement(record.distribution or record.name)}), or disable it: "
            f"{DISABLE_PLUGINS_ENV}={record.name}."
        )
        if isinstance(error, ModuleNotFoundError) and error.name:
            hint = (
                f"Install the missing module {error.name!r} (a dependency of "
                f"{record.distribution}) or disable the plugin: "
                f"{DISABLE_PLUGINS_ENV}={record.name}."
            )
        record.fail(f"import failed: {type(error).__name__}: {error}", hint=hint, exc=error)
        return None
    plugin: object = outcome["plugin"]
    return plugin


def timed_import(candidate: Candidate, timeout: float) -> tuple[object | None, float]:
    """:func:`import_plugin` and the milliseconds it took."""
    started = time.perf_counter()
    plugin = import_plugin(candidate, timeout)
    return plugin, 1000 * (time.perf_counter() - started)


def plugin_filters(config: Config) -> tuple[set[str] | None, set[str]]:
    """``(only, disabled)``: lower-cased names to load exclusively (``None``: all) or skip."""
    env = config.env
    section = config.section("plugins")
    only: set[str] | None = None
    if LOAD_PLUGINS_ENV in env:
        only = _name_set(env[LOAD_PLUGINS_ENV])
    elif "load" in section:
        only = _name_set(section["load"])
    disabled = _name_set(env.get(DISABLE_PLUGINS_ENV, "")) | _name_set(section.get("disable", []))
    return only, disabled


def plugin_name(plugin: object) -> str:
    """The name of a plugin object: ``tapyre_plugin_name``, its module's last part, or its type."""
    for attr in ("tapyre_plugin_name", "__name__"):
        value = getattr(plugin, attr, None)
        if isinstance(value, str) and value:
            return value.rsplit(".", 1)[-1] if attr == "__name__" else value
    return type(plugin).__name__.lower()


def _name_set(value: Any) -> set[str]:
    if isinstance(value, str):
        items = value.split(",")
    elif isinstance(value, list | tuple | set | frozenset):
        items = [str(v) for v in value]
    else:
        items = []
    return {i.strip().lower() for i in items if i.strip()}


_CORE_REQUIREMENT = re.compile(
    r"^\s*tapyre[-_.]core(?=[\s\[(<>=!~;]|$)\s*(?:\[[^\]]*\])?\s*\(?(?P<spec>[^;)]*)\)?\s*(?:;(?P<marker>.*))?$",
    re.IGNORECASE,
)


def core_requirement_problem(requires: tuple[str, ...] | None) -> str | None:
    """Why a distribution with these ``requires`` (its ``Requires-Dist`` lines) cannot
    run with the installed tapyre-core, or ``None``.

    Matches the requirement by name with a regular expression and imports only
    ``packaging.specifiers``: the full requirement parser costs start-up time
    for every installed plugin.
    """
    if __version__ == "0.0.0":
        return None
    for line in requires or []:
        match = _CORE_REQUIREMENT.match(line)
        if match is None:
            continue
        if match["marker"]:
            from packaging.markers import InvalidMarker, Marker

            try:
                if not Marker(match["marker"]).evaluate({"extra": ""}):
                    continue
            except InvalidMarker:
                continue
        from packaging.specifiers import InvalidSpecifier, SpecifierSet

        try:
            specifier = SpecifierSet(match["spec"].strip())
        except InvalidSpecifier:
            continue
        if not specifier.contains(__version__, prereleases=True):
            return f"requires tapyre-core{specifier} but tapyre-core {__version__} is installed"
    return None
