"""Components built on first use, once per host: embedders, stores, data providers.

:class:`Builds` is the host's cache of built components (:meth:`tapyre.Host.build`).
A server's request threads and its background jobs may ask for the same
component at once: one builds it, the others wait, so there are never two
objects over one store folder.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import Any

from tapyre._components import Component
from tapyre._errors import ComponentNotFoundError, PluginError, TapyreError
from tapyre._registry import SINGULAR

Key = tuple[str, str]
"""``(category, name)``."""


class Builds:
    """Built components by ``(category, name)``, each built once (thread-safe)."""

    def __init__(self) -> None:
        self._built: dict[Key, Any] = {}
        self._lock = threading.RLock()

    def get(self, key: Key, make: Callable[[], Any]) -> Any:
        """The component of ``key``, built by ``make`` the first time."""
        if key in self._built:
            return self._built[key]
        with self._lock:
            if key not in self._built:  # else built by another thread meanwhile
                self._built[key] = make()
            return self._built[key]

    def forget(self, drop: Callable[[Key], bool]) -> None:
        """Forget the components whose key ``drop`` accepts (their plugin left)."""
        with self._lock:
            self._built = {k: v for k, v in self._built.items() if not drop(k)}


def build_component(
    registry: Mapping[str, Component[Any]],
    category: str,
    name: str,
    settings: Mapping[str, Any],
    owner: str | None,
) -> Any:
    """Call the factory of ``registry[name]`` with ``settings``.

    :raises ComponentNotFoundError: nothing of that name is registered.
    :raises PluginError: the factory raised something that is not a
        :class:`~tapyre.TapyreError` (those pass through as they are).
    """
    if name not in registry:
        available = ", ".join(sorted(registry)) or "none installed"
        raise ComponentNotFoundError(
            f"no {SINGULAR[category]} named {name!r} (available: {available})",
            hint="Install a plugin that provides it, or check the name in your config.",
        )
    try:
        return registry[name].factory(settings)
    except TapyreError:
        raise
    except Exception as exc:
        raise PluginError(
            f"{SINGULAR[category]} {name!r} from plugin {owner!r} failed to build: "
            f"{type(exc).__name__}: {exc}"
        ) from exc
