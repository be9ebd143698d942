"""Typed readers for a plugin's settings table, for provider and plugin authors.

A :class:`~tapyre.Settings` mapping holds what the ``[TABLE]`` of the config
file says, with ``TAPYRE_…`` environment overrides applied, so a value may be
a TOML number or a string from the environment.  These readers parse either,
return ``None`` when the key is missing or empty, and raise a one-line
:class:`~tapyre.ConfigError` naming the table and key otherwise::

    from tapyre.settings import check_known_keys, read_float, read_int, read_str

    check_known_keys(settings, {"model", "timeout", "max_retries"}, table="llm.mine")
    model = read_str(settings, "model", table="llm.mine")
    timeout = read_float(settings, "timeout", table="llm.mine", minimum=0.001)
    retries = read_int(settings, "max_retries", table="llm.mine", minimum=0)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from tapyre._errors import ConfigError

__all__ = ["check_known_keys", "read_float", "read_int", "read_str"]

_N = TypeVar("_N", int, float)


def check_known_keys(settings: Mapping[str, Any], known: Iterable[str], *, table: str) -> None:
    """Raise :class:`~tapyre.ConfigError` when ``settings`` has a key not in ``known``.

    The message names the table and every unknown key (``unknown setting in
    [TABLE]: modle``); the hint lists the known ones.
    """
    allowed = set(known)
    unknown = sorted(set(settings) - allowed)
    if unknown:
        raise ConfigError(
            f"unknown setting{'s' if len(unknown) > 1 else ''} in [{table}]: " + ", ".join(unknown),
            hint="Known settings: " + ", ".join(sorted(allowed)) + ".",
        )


def read_str(settings: Mapping[str, Any], key: str, *, table: str) -> str | None:
    """``settings[key]`` as a string, ``None`` when unset or empty.

    Anything but a string raises :class:`~tapyre.ConfigError` (``[TABLE] KEY
    must be a string, got …``).
    """
    value = settings.get(key)
    if value is not None and not isinstance(value, str):
        raise ConfigError(f"[{table}] {key} must be a string, got {value!r}")
    return value or None


def read_float(
    settings: Mapping[str, Any], key: str, *, table: str, minimum: float | None = None
) -> float | None:
    """``settings[key]`` as a float (``None`` when unset), at least ``minimum``.

    Raises :class:`~tapyre.ConfigError` (``[TABLE] KEY must be a number, got
    …``) for booleans and anything :class:`float` cannot parse.
    """
    return _number(settings, key, table, float, minimum)


def read_int(
    settings: Mapping[str, Any], key: str, *, table: str, minimum: int | None = None
) -> int | None:
    """``settings[key]`` as an int (``None`` when unset), at least ``minimum``.

    Whole floats (``3.0``) are accepted; fractions and booleans raise
    :class:`~tapyre.ConfigError` (``[TABLE] KEY must be an integer, got …``).
    """
    return _number(settings, key, table, int, minimum)


def _number(
    settings: Mapping[str, Any], key: str, table: str, kind: type[_N], minimum: _N | None
) -> _N | None:
    value = settings.get(key)
    if value is None or value == "":
        return None
    try:
        if isinstance(value, bool):
            raise ValueError
        if kind is int and isinstance(value, float) and not value.is_integer():
            raise ValueError
        number = kind(value)
    except (TypeError, ValueError):
        what = "an integer" if kind is int else "a number"
        raise ConfigError(f"[{table}] {key} must be {what}, got {value!r}") from None
    if minimum is not None and number < minimum:
        raise ConfigError(f"[{table}] {key} must be at least {minimum}, got {value!r}")
    return number
