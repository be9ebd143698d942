"""The plugins of one host: loaded, isolated, and merged into its registries.

:class:`PluginSet` is the collaborator :class:`tapyre.Host` delegates plugin loading
to.  It owns the host's pluggy ``PluginManager`` (with ``TAPYRE_TRACE_PLUGINS``'
monitoring), each plugin's :class:`~tapyre._loading.PluginRecord` in discovery
order, the plugin objects, their staged registrations and the registries merged from
them (:func:`tapyre._registry.merge`) with the host-wide problems (name clashes).
A plugin that fails to import, raises while registering, registers something
invalid or clashes by name is recorded with its error and skipped; nothing it
registered is kept.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import pluggy

import tapyre.hookspecs
from tapyre._loading import (
    BUILTIN_PLUGIN,
    CORE_DISTRIBUTION,
    DISABLE_PLUGINS_ENV,
    PluginRecord,
    PluginStatus,
    configured_import_timeout,
    discover,
    plugin_name,
    timed_import,
)
from tapyre._registration import register_with_pluggy, stage_registrations
from tapyre._registry import CATEGORIES, Registries, Staged, check_hook_names, item_name, merge
from tapyre._tracing import HookTracer
from tapyre._version import __version__

if TYPE_CHECKING:
    from tapyre._config import Config
    from tapyre._host import Host


class PluginSet:
    """The plugins of ``host`` (configured by ``config``); :meth:`load` fills it."""

    def __init__(self, config: Config, host: Host) -> None:
        self._config = config
        self._host = host
        self._tracer = HookTracer.from_env(config.env)
        self._pm = pluggy.PluginManager(tapyre.hookspecs.PROJECT_NAME)
        self._pm.add_hookspecs(tapyre.hookspecs)
        if self._tracer is not None:
            self._pm.add_hookcall_monitoring(self._tracer.before, self._tracer.after)
        self.records: dict[str, PluginRecord] = {}
        """Every plugin's record, loaded or not, the built-in parts first."""
        self._staged: dict[str, Staged] = {}
        self._objects: dict[str, object] = {}
        self.registries = Registries()
        """What the loaded plugins registered, merged."""
        self.problems: list[str] = []
        """Host-wide problems (name clashes), also listed on the plugins involved."""

    def load(
        self, *, load_entrypoints: bool, plugins: Iterable[object], import_timeout: float | None
    ) -> None:
        """Load the built-in parts, then (``load_entrypoints``) every installed plugin
        that may load, each import limited to ``import_timeout`` s (``None``: the
        configured limit), then ``plugins``; then merge the registries."""
        from tapyre import _builtins

        builtin = PluginRecord(
            name=BUILTIN_PLUGIN,
            distribution=CORE_DISTRIBUTION,
            version=__version__,
            source="builtin",
            entry_point="tapyre._builtins",
        )
        self.records[builtin.name] = builtin  # listed first, whatever loads after
        batch: list[tuple[object, PluginRecord]] = [(_builtins, builtin)]
        if load_entrypoints:
            if import_timeout is None:
                import_timeout = configured_import_timeout(self._config)
            batch += self._import_entrypoints(import_timeout)
        batch += [(p, PluginRecord(name=plugin_name(p), source="object")) for p in plugins]
        self._add(batch)
        self.rebuild()

    def register(self, plugin: object, name: str | None) -> PluginRecord:
        """Register ``plugin`` as one more plugin (see :meth:`tapyre.Host.register`)."""
        record = PluginRecord(name=name or plugin_name(plugin), source="object")
        self._add([(plugin, record)])
        self.rebuild()
        return record

    def remove(self, name: str) -> None:
        """Forget the plugin ``name`` and what it staged; the registries keep it until
        :meth:`rebuild` (so its owner can still be asked for what it built)."""
        obj = self._objects.pop(name, None)
        if obj is not None and self._pm.is_registered(obj):
            self._pm.unregister(obj)
        self.records.pop(name, None)
        self._staged.pop(name, None)

    def rebuild(self) -> None:
        """Recompute the registries from every loaded plugin's staged registrations."""
        self.registries = merge(self._staged)
        self.problems = []
        for plugin, record in self.records.items():
            record.warnings = list(self.registries.warnings.get(plugin, ()))
            self.problems += [f"{plugin}: {w}" for w in record.warnings]

    def _import_entrypoints(self, timeout: float) -> list[tuple[object, PluginRecord]]:
        """Import every installed plugin that may load; record the others.

        Every record takes its place in :attr:`plugins` here, in discovery order.
        """
        imported: list[tuple[object, PluginRecord]] = []
        for found in discover(self._config, self.records):
            if isinstance(found, PluginRecord):
                self._keep(found)
                continue
            self.records[found.record.name] = found.record
            plugin, elapsed = timed_import(found, timeout)
            if plugin is None:
                self._keep(found.record)
                continue
            self.trace_line(
                f"imported {found.record.name} = {found.record.entry_point} in {elapsed:.1f} ms"
            )
            imported.append((plugin, found.record))
        return imported

    def _add(self, batch: Sequence[tuple[object, PluginRecord]]) -> None:
        """Register a batch of plugins with pluggy, then stage each one's registrations.

        All of the batch is registered before any hook runs, so a wrapper
        implementation of one plugin wraps the registration of every plugin
        in the batch, whatever their order.
        """
        registered: list[tuple[object, PluginRecord]] = []
        for plugin, record in batch:
            if self.records.get(record.name, record) is not record:
                record.fail(
                    f"a plugin named {record.name!r} is already registered",
                    hint="Pass another name to Host.register().",
                )
                record.name = f"{record.name} (duplicate)"
                self._keep(record)
                continue
            if not register_with_pluggy(self._pm, plugin, record):
                self._keep(record)
                continue
            self.records[record.name] = record
            registered.append((plugin, record))
        for plugin, record in registered:
            try:
                check_hook_names(plugin)
                staged = stage_registrations(
                    self._pm, plugin, record.name, config=self._config, host=self._host
                )
            except Exception as exc:
                self._pm.unregister(plugin)
                record.fail(
                    f"registration failed: {type(exc).__name__}: {exc}",
                    hint=f"The plugin's register hooks raised; disable it with "
                    f"{DISABLE_PLUGINS_ENV}={record.name} or report the error to its authors.",
                    exc=exc,
                )
                self._keep(record)
                continue
            record.status = PluginStatus.LOADED
            record.registered = {
                c: tuple(item_name(i) for i in staged[c]) for c in CATEGORIES if staged[c]
            }
            self._staged[record.name] = staged
            self._objects[record.name] = plugin

    def _keep(self, record: PluginRecord) -> None:
        self.records[record.name] = record
        if record.error:
            self.trace_line(f"plugin {record.name} {record.status}: {record.error}")

    def trace_line(self, message: str) -> None:
        """Write ``message`` to the plugin trace (``TAPYRE_TRACE_PLUGINS``), if on."""
        if self._tracer is not None:
            self._tracer.line(message)
