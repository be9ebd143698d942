"""Typed readers for a plugin's settings table, for provider and plugin authors.

A :class:`~tapyre.Settings` mapping holds what the ``[TABLE]`` of the config
file says, with ``TAPYRE_…`` environment overrides applied, so a value may be
a TOML number or a string from the environment.  These readers parse either,
return ``default`` (``None`` unless given) when the key is missing or empty,
and raise a one-line :class:`~tapyre.ConfigError` naming the table, the key and the environment
variable that sets it (``[llm.mine] timeout (TAPYRE_LLM__MINE__TIMEOUT) must be
a number, got 'soon'``) otherwise::

    from tapyre.settings import check_known_keys, read_float, read_int, read_str

    check_known_keys(settings, {"model", "timeout", "max_retries"}, table="llm.mine")
    model = read_str(settings, "model", table="llm.mine")
    timeout = read_float(settings, "timeout", table="llm.mine", minimum=0.001)
    retries = read_int(settings, "max_retries", table="llm.mine", minimum=0)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, TypeVar, overload

from tapyre._errors import ConfigError

__all__ = [
    "check_known_keys",
    "env_var",
    "read_bool",
    "read_float",
    "read_int",
    "read_str",
    "read_str_list",
]

_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})

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


def env_var(table: str, key: str) -> str:
    """The environment variable overriding ``[TABLE] KEY``: ``TAPYRE_TABLE__PART__KEY``.

    ``env_var("llm.mine", "timeout") == "TAPYRE_LLM__MINE__TIMEOUT"``.
    """
    parts = [*table.split("."), key]
    return "TAPYRE_" + "__".join(part.upper() for part in parts)


def _where(table: str, key: str) -> str:
    return f"[{table}] {key} ({env_var(table, key)})"


@overload
def read_str(settings: Mapping[str, Any], key: str, *, table: str, default: str) -> str: ...
@overload
def read_str(
    settings: Mapping[str, Any], key: str, *, table: str, default: None = None
) -> str | None: ...
def read_str(
    settings: Mapping[str, Any], key: str, *, table: str, default: str | None = None
) -> str | None:
    """``settings[key]`` as a string, ``default`` when unset or empty.

    Anything but a string raises :class:`~tapyre.ConfigError` (``[TABLE] KEY
    (VAR) must be a string, got …``).
    """
    value = settings.get(key)
    if value is not None and not isinstance(value, str):
        raise ConfigError(f"{_where(table, key)} must be a string, got {value!r}")
    return value or default


@overload
def read_bool(settings: Mapping[str, Any], key: str, *, table: str, default: bool) -> bool: ...
@overload
def read_bool(
    settings: Mapping[str, Any], key: str, *, table: str, default: None = None
) -> bool | None: ...
def read_bool(
    settings: Mapping[str, Any], key: str, *, table: str, default: bool | None = None
) -> bool | None:
    """``settings[key]`` as a boolean, ``default`` when unset or empty.

    TOML booleans, and from the environment ``true``/``false``, ``yes``/``no``,
    ``on``/``off``, ``1``/``0`` (any case).  Anything else raises
    :class:`~tapyre.ConfigError` (``[TABLE] KEY (VAR) must be true or false, got …``).
    """
    value = settings.get(key)
    if value is None or value == "":
        return default
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower() if isinstance(value, str | int) else None
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise ConfigError(f"{_where(table, key)} must be true or false, got {value!r}")


def read_str_list(settings: Mapping[str, Any], key: str, *, table: str) -> tuple[str, ...]:
    """``settings[key]`` as strings: a TOML list of strings or one comma-separated string.

    Blank items are dropped; unset is ``()``.  Anything else raises
    :class:`~tapyre.ConfigError` (``[TABLE] KEY (VAR) must be a list of strings, got …``).
    """
    value = settings.get(key)
    if value is None:
        return ()
    if isinstance(value, str):
        items: list[Any] = value.split(",")
    elif isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        items = list(value)
    else:
        raise ConfigError(f"{_where(table, key)} must be a list of strings, got {value!r}")
    return tuple(item.strip() for item in items if item.strip())


@overload
def read_float(
    settings: Mapping[str, Any],
    key: str,
    *,
    table: str,
    minimum: float | None = None,
    default: float,
) -> float: ...
@overload
def read_float(
    settings: Mapping[str, Any],
    key: str,
    *,
    table: str,
    minimum: float | None = None,
    default: None = None,
) -> float | None: ...
def read_float(
    settings: Mapping[str, Any],
    key: str,
    *,
    table: str,
    minimum: float | None = None,
    default: float | None = None,
) -> float | None:
    """``settings[key]`` as a float (``default`` when unset), at least ``minimum``.

    Raises :class:`~tapyre.ConfigError` (``[TABLE] KEY (VAR) must be a number,
    got …``) for booleans and anything :class:`float` cannot parse.
    """
    number = _number(settings, key, table, float, minimum)
    return default if number is None else number


@overload
def read_int(
    settings: Mapping[str, Any],
    key: str,
    *,
    table: str,
    minimum: int | None = None,
    default: int,
) -> int: ...
@overload
def read_int(
    settings: Mapping[str, Any],
    key: str,
    *,
    table: str,
    minimum: int | None = None,
    default: None = None,
) -> int | None: ...
def read_int(
    settings: Mapping[str, Any],
    key: str,
    *,
    table: str,
    minimum: int | None = None,
    default: int | None = None,
) -> int | None:
    """``settings[key]`` as an int (``default`` when unset), at least ``minimum``.

    Whole floats (``3.0``) are accepted; fractions and booleans raise
    :class:`~tapyre.ConfigError` (``[TABLE] KEY (VAR) must be an integer, got …``).
    """
    number = _number(settings, key, table, int, minimum)
    return default if number is None else number


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
        raise ConfigError(f"{_where(table, key)} must be {what}, got {value!r}") from None
    if minimum is not None and number < minimum:
        raise ConfigError(f"{_where(table, key)} must be at least {minimum}, got {value!r}")
    return number
