"""One plugin's way into a host: registered with pluggy, then its register hooks called alone.

:class:`tapyre.Host` calls these for each plugin of a batch; a plugin that
fails here is recorded with its error and the others go on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

from tapyre._registry import HOOKS, Registrar, Staged, empty_staged, is_wrapper

if TYPE_CHECKING:
    from tapyre._config import Config
    from tapyre._host import Host
    from tapyre._loading import PluginRecord


def register_with_pluggy(pm: pluggy.PluginManager, plugin: object, record: PluginRecord) -> bool:
    """Register ``plugin`` under ``record.name``; ``False`` (and ``record`` says why) if invalid."""
    try:
        hash(plugin)  # pluggy's subset callers keep plugins in sets
        pm.register(plugin, name=record.name)
    except TypeError:
        record.fail(
            f"invalid plugin: {type(plugin).__name__} objects are not hashable",
            hint="Register a module, a class, or an instance whose class keeps "
            "object's __hash__ (do not define __eq__ without __hash__).",
        )
        return False
    except (ValueError, pluggy.PluginValidationError) as exc:
        record.fail(f"invalid plugin: {exc}", hint="Fix the hook implementation.")
        return False
    return True


def stage_registrations(
    pm: pluggy.PluginManager, plugin: object, name: str, *, config: Config, host: Host
) -> Staged:
    """Call ``plugin``'s registration hooks through pluggy; what it registers, by category.

    Each hook is called through a subset caller holding this plugin's
    implementation and every other plugin's *wrapper* implementations of
    the hook (their ordinary implementations already ran for their own
    plugin), so one plugin's error stops only that plugin.  Whatever the
    hooks raise propagates: the caller records it on the plugin.
    """
    staged = empty_staged()
    for category, hook_name in HOOKS.items():
        caller = getattr(pm.hook, hook_name)
        impls = caller.get_hookimpls()
        if not any(i.plugin is plugin and not is_wrapper(i) for i in impls):
            continue
        others = {i.plugin for i in impls if i.plugin is not plugin and not is_wrapper(i)}
        subset = pm.subset_hook_caller(hook_name, remove_plugins=others)
        available: dict[str, Any] = {
            "register": Registrar(category, staged[category], name),
            "config": config,
            "host": host,
        }
        argnames = caller.spec.argnames if caller.spec is not None else tuple(available)
        subset(**{arg: available[arg] for arg in argnames if arg in available})
    return staged
