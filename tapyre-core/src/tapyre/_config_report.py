"""What ``tapyre config show`` reports besides the values: where they came from, what is hidden.

Pure functions over a :class:`~tapyre.Config`: the dotted keys a ``TAPYRE_*``
variable sets (with the variable's name) and the dotted keys whose values
were redacted.  Keeping them out of :mod:`tapyre._config` keeps that module
about reading and writing the file.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tapyre._config import ENV_PREFIX, Config


def environment_keys(config: Config) -> dict[str, str]:
    """Dotted keys set by ``TAPYRE_<TABLE>__<KEY>`` variables, mapped to the variable's name.

    Switches without a double underscore (``TAPYRE_CONFIG``, ``TAPYRE_DATA_DIR``)
    set no key and are left out.
    """
    found: dict[str, str] = {}
    for name in sorted(config.env):
        if not name.startswith(ENV_PREFIX) or "__" not in name:
            continue
        parts = [p.lower() for p in name[len(ENV_PREFIX) :].split("__")]
        if all(parts):
            found[".".join(parts)] = name
    return found


def redacted_keys(plain: Mapping[str, Any], redacted: Mapping[str, Any]) -> list[str]:
    """The dotted keys whose value differs between ``plain`` and its ``redacted`` copy."""
    return [".".join(path) for path, value in _leaves(plain) if _get(redacted, path) != value]


def _leaves(
    node: Mapping[str, Any], prefix: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], Any]]:
    for key, value in node.items():
        path = (*prefix, str(key))
        if isinstance(value, Mapping):
            yield from _leaves(value, path)
        else:
            yield path, value


def _get(node: Any, path: tuple[str, ...]) -> Any:
    for part in path:
        if not isinstance(node, Mapping):
            return None
        node = node.get(part)
    return node
