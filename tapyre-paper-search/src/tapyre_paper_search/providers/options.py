"""Typed reads of a provider's settings table (``[data_providers.NAME]``)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import Any

from tapyre import ConfigError


class Options:
    """Reads options with a type check, naming the table and key on a bad value."""

    def __init__(self, settings: Mapping[str, Any] | None, table: str) -> None:
        self._settings = dict(settings or {})
        self._table = table

    def _get(self, key: str) -> Any:
        return self._settings.get(key)

    def _bad(self, key: str, value: Any, expected: str) -> ConfigError:
        return ConfigError(f"[{self._table}] {key} = {value!r}: expected {expected}")

    def number(self, key: str, default: float, *, minimum: float = 0.0) -> float:
        value = self._get(key)
        if value is None:
            return default
        try:
            number = float(value)
        except (TypeError, ValueError):
            raise self._bad(key, value, "a number") from None
        if number < minimum:
            raise self._bad(key, value, f"a number of at least {minimum:g}")
        return number

    def integer(self, key: str, default: int, *, minimum: int = 0) -> int:
        value = self._get(key)
        if value is None:
            return default
        try:
            number = int(value)
        except (TypeError, ValueError):
            raise self._bad(key, value, "a whole number") from None
        if number < minimum:
            raise self._bad(key, value, f"a whole number of at least {minimum}")
        return number

    def flag(self, key: str, default: bool) -> bool:
        value = self._get(key)
        if value is None:
            return default
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in {
            "1",
            "true",
            "yes",
            "on",
            "0",
            "false",
            "no",
            "off",
        }:
            return value.lower() in {"1", "true", "yes", "on"}
        raise self._bad(key, value, "true or false")

    def text(self, key: str, default: str) -> str:
        value = self._get(key)
        if value is None:
            return default
        if not isinstance(value, str):
            raise self._bad(key, value, "a string")
        return value

    def path(self, key: str, default: Path | None) -> Path | None:
        value = self._get(key)
        if value is None or value == "":
            return default
        if not isinstance(value, str | Path):
            raise self._bad(key, value, "a path")
        return Path(value).expanduser()

    def strings(self, key: str) -> tuple[str, ...]:
        """A list of strings, or one comma-separated string."""
        value = self._get(key)
        if value is None:
            return ()
        if isinstance(value, str):
            return tuple(p.strip() for p in value.split(",") if p.strip())
        if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
            return tuple(v.strip() for v in value if v.strip())
        raise self._bad(key, value, "a list of strings")

    def day(self, key: str) -> date | None:
        value = self._get(key)
        if value is None or value == "":
            return None
        if isinstance(value, date):
            return value
        try:
            return date.fromisoformat(str(value))
        except ValueError:
            raise self._bad(key, value, "a date YYYY-MM-DD") from None


def default_cache_dir() -> Path:
    """The user's cache folder for this package (downloads, provider state)."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("tapyre")) / "papers"
