"""``TAPYRE_*`` environment overrides of the configuration (pure).

A variable named ``TAPYRE_<SECTION>__<KEY>[__<SUBKEY>…]`` (:func:`is_env_override`)
sets one setting: the double underscore separates levels and names are lower-cased;
its value is parsed as a TOML value when it parses (:func:`parse_value`).
:func:`env_overrides` gathers them into nested tables and :func:`apply_env` merges them
over the file's.  Split from :mod:`tapyre._config` (tidy49), which imports these names.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

ENV_PREFIX = "TAPYRE_"


def parse_value(text: str) -> Any:
    """Parse ``text`` as a TOML value (``3``, ``true``, ``["a"]``); otherwise the string itself.

    Dates and times stay strings: no Tapyre setting is a date.
    """
    import tomllib

    try:
        value = tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        return text
    if isinstance(value, str | bool | int | float | list | dict):
        return value
    return text


def is_env_override(name: str) -> bool:
    """Whether the variable ``name`` sets a setting: ``TAPYRE_<SECTION>__<KEY>…``."""
    return name.startswith(ENV_PREFIX) and "__" in name and all(_env_parts(name))


def _env_parts(name: str) -> list[str]:
    return [p.lower() for p in name[len(ENV_PREFIX) :].split("__")]


def env_overrides(env: Mapping[str, str]) -> dict[str, Any]:
    """The nested settings named by ``TAPYRE_<SECTION>__<KEY>…`` variables in ``env``."""
    result: dict[str, Any] = {}
    for name, raw in sorted(env.items()):
        if not is_env_override(name):
            continue
        parts = _env_parts(name)
        node = result
        for part in parts[:-1]:
            child = node.setdefault(part, {})
            if not isinstance(child, dict):
                child = node[part] = {}
            node = child
        node[parts[-1]] = parse_value(raw)
    return result


def apply_env(data: Mapping[str, Any], env: Mapping[str, str]) -> dict[str, Any]:
    merged = copy.deepcopy(dict(data))
    _deep_merge(merged, env_overrides(env))
    return merged


def _deep_merge(base: dict[str, Any], extra: Mapping[str, Any]) -> None:
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            _deep_merge(base[key], value)
        else:
            base[key] = copy.deepcopy(value)
