"""Typed readers for a plugin's settings table: the one settings reader of Tapyre.

A :class:`~tapyre.Settings` mapping holds what the ``[TABLE]`` of the config
file says, with ``TAPYRE_…`` environment overrides applied, so a value may be
a TOML value or a string from the environment.  Every reader parses either,
returns ``None`` when the key is missing or empty (``default`` when given), and
otherwise raises a one-line :class:`~tapyre.ConfigError` naming the table, the
key and the environment variable that overrides it::

    [llm.mine] timeout (TAPYRE_LLM__MINE__TIMEOUT) must be a number, got 'soon'

Usage::

    from tapyre.settings import check_known_keys, read_float, read_int, read_str

    check_known_keys(settings, {"model", "timeout", "max_retries"}, table="llm.mine")
    model = read_str(settings, "model", table="llm.mine")
    timeout = read_float(settings, "timeout", table="llm.mine", minimum=0.001)
    retries = read_int(settings, "max_retries", table="llm.mine", minimum=0, default=2)

``table`` is the dotted table name as written in the config file
(``"papers"``, ``"llm.mine"``, ``"vector_stores.qdrant-edge"``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar, overload

from tapyre._errors import ConfigError

__all__ = [
    "check_http_url",
    "check_known_keys",
    "env_var",
    "read_bool",
    "read_choice",
    "read_float",
    "read_int",
    "read_path",
    "read_str",
    "read_strings",
    "setting_error",
    "table_of",
]

_N = TypeVar("_N", int, float)
_T = TypeVar("_T")

_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})


def env_var(table: str, key: str) -> str:
    """The environment variable overriding ``[table] key``: ``TAPYRE_<TABLE>__<KEY>``.

    ``env_var("llm.mine", "timeout") == "TAPYRE_LLM__MINE__TIMEOUT"``; a ``*``
    part (a table declared for every name) reads ``NAME``:
    ``env_var("agents.*", "llm") == "TAPYRE_AGENTS__NAME__LLM"``.
    """
    parts = [*table.split("."), key]
    return "TAPYRE_" + "__".join("NAME" if p == "*" else p.upper() for p in parts)


def table_of(settings: Mapping[str, Any], default: str) -> str:
    """The dotted table ``settings`` came from (``"llm.work"`` for an alias), else ``default``.

    Providers name the table in their errors with it:
    ``table_of(settings, f"llm.{self.name}")``.
    """
    table = getattr(settings, "table", None)
    return table if isinstance(table, str) and table else default


def setting_error(table: str, key: str, problem: str, *, hint: str | None = None) -> ConfigError:
    """The one-line error for a bad ``[table] key``: ``[TABLE] KEY (ENV) PROBLEM``.

    For plugins' own checks of a value, so that they read like the readers' errors.
    """
    return ConfigError(f"[{table}] {key} ({env_var(table, key)}) {problem}", hint=hint)


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


@overload
def read_str(settings: Mapping[str, Any], key: str, *, table: str) -> str | None: ...
@overload
def read_str(settings: Mapping[str, Any], key: str, *, table: str, default: str) -> str: ...
def read_str(
    settings: Mapping[str, Any], key: str, *, table: str, default: str | None = None
) -> str | None:
    """``settings[key]`` as a string (white space kept), ``default`` when unset or empty.

    Anything but a string raises :class:`~tapyre.ConfigError` (``must be a string``).
    """
    value = settings.get(key)
    if value is not None and not isinstance(value, str):
        raise setting_error(table, key, f"must be a string, got {value!r}")
    return value or default


@overload
def read_float(
    settings: Mapping[str, Any], key: str, *, table: str, minimum: float | None = None
) -> float | None: ...
@overload
def read_float(
    settings: Mapping[str, Any],
    key: str,
    *,
    table: str,
    minimum: float | None = None,
    default: float,
) -> float: ...
def read_float(
    settings: Mapping[str, Any],
    key: str,
    *,
    table: str,
    minimum: float | None = None,
    default: float | None = None,
) -> float | None:
    """``settings[key]`` as a float (``default`` when unset), at least ``minimum``.

    Raises :class:`~tapyre.ConfigError` (``must be a number``) for booleans and
    anything :class:`float` cannot parse.
    """
    number = _number(settings, key, table, float, minimum)
    return default if number is None else number


@overload
def read_int(
    settings: Mapping[str, Any], key: str, *, table: str, minimum: int | None = None
) -> int | None: ...
@overload
def read_int(
    settings: Mapping[str, Any], key: str, *, table: str, minimum: int | None = None, default: int
) -> int: ...
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
    :class:`~tapyre.ConfigError` (``must be an integer``).
    """
    number = _number(settings, key, table, int, minimum)
    return default if number is None else number


@overload
def read_bool(settings: Mapping[str, Any], key: str, *, table: str) -> bool | None: ...
@overload
def read_bool(settings: Mapping[str, Any], key: str, *, table: str, default: bool) -> bool: ...
def read_bool(
    settings: Mapping[str, Any], key: str, *, table: str, default: bool | None = None
) -> bool | None:
    """``settings[key]`` as a boolean (``default`` when unset or empty).

    Accepts TOML booleans, ``0``/``1`` and the strings ``true``/``false``,
    ``yes``/``no``, ``on``/``off``, ``1``/``0`` (any case); anything else
    raises :class:`~tapyre.ConfigError` (``must be true or false``).
    """
    value = settings.get(key)
    if value is None or value == "":
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
        return value.strip().lower() in _TRUE
    raise setting_error(table, key, f"must be true or false, got {value!r}")


@overload
def read_path(settings: Mapping[str, Any], key: str, *, table: str) -> Path | None: ...
@overload
def read_path(settings: Mapping[str, Any], key: str, *, table: str, default: Path) -> Path: ...
def read_path(
    settings: Mapping[str, Any], key: str, *, table: str, default: Path | None = None
) -> Path | None:
    """``settings[key]`` as a :class:`~pathlib.Path` with ``~`` expanded (``default`` when unset).

    Relative paths are kept relative (to the working directory).  Anything
    but a string raises :class:`~tapyre.ConfigError`.
    """
    text = read_str(settings, key, table=table)
    if text is None or not text.strip():
        return default
    return Path(text.strip()).expanduser()


def read_strings(settings: Mapping[str, Any], key: str, *, table: str) -> tuple[str, ...] | None:
    """``settings[key]`` as strings: a TOML list of strings or one comma-separated string.

    Blank items are dropped; ``None`` when unset.  Anything else raises
    :class:`~tapyre.ConfigError` (``must be a list of strings``).
    """
    value = settings.get(key)
    if value is None:
        return None
    if isinstance(value, str):
        items: list[Any] = value.split(",")
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        items = [value]
    if not all(isinstance(item, str) for item in items):
        raise setting_error(table, key, f"must be a list of strings, got {value!r}")
    return tuple(item.strip() for item in items if item.strip())


@overload
def read_choice(
    settings: Mapping[str, Any], key: str, *, table: str, choices: Iterable[str]
) -> str | None: ...
@overload
def read_choice(
    settings: Mapping[str, Any], key: str, *, table: str, choices: Iterable[str], default: str
) -> str: ...
def read_choice(
    settings: Mapping[str, Any],
    key: str,
    *,
    table: str,
    choices: Iterable[str],
    default: str | None = None,
) -> str | None:
    """``settings[key]``, one of ``choices`` (``default`` when unset or empty).

    Anything else raises :class:`~tapyre.ConfigError` naming the choices.
    """
    allowed = tuple(choices)
    value = read_str(settings, key, table=table)
    if value is None:
        return default
    if value not in allowed:
        raise setting_error(table, key, f"must be one of {', '.join(allowed)}, got {value!r}")
    return value


def check_http_url(raw: str, *, table: str, key: str, example: str | None = None) -> str:
    """``raw`` as an ``http(s)://host…`` URL without a trailing slash.

    Anything else (no scheme, another scheme, no host, a bad port) raises
    :class:`~tapyre.ConfigError` naming ``[table] key``; ``example`` goes
    into the hint (``Use e.g. KEY = "EXAMPLE".``).
    """
    from urllib.parse import urlsplit

    value = raw.strip().rstrip("/")
    parts = urlsplit(value)
    hint = f'Use e.g. {key} = "{example}".' if example else None
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        raise setting_error(table, key, f"{raw!r} is not an http(s) URL", hint=hint)
    try:
        parts.port  # noqa: B018 - parsing the port is the check
    except ValueError:
        raise setting_error(table, key, f"{raw!r} has an invalid port", hint=hint) from None
    return value


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
        raise setting_error(table, key, f"must be {what}, got {value!r}") from None
    if minimum is not None and number < minimum:
        raise setting_error(table, key, f"must be at least {minimum}, got {value!r}")
    return number
