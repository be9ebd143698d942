"""Reading an embedder's settings table and checking that its extra is installed.

Light on purpose: the plugin module and every factory import it before torch.
Settings come from ``[embedders.NAME]`` with ``TAPYRE_EMBEDDERS__NAME__KEY``
environment overrides already applied by the core, so a value may arrive as a
string ("1", "true", "512"); the readers below accept both forms.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Mapping
from typing import Any

from tapyre_paper_search.errors import EmbedderError

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


class SettingsReader:
    """Typed access to one embedder's settings; unknown keys are an error."""

    def __init__(self, component: str, settings: Mapping[str, Any], known: set[str]) -> None:
        self.component = component
        self._settings = dict(settings)
        unknown = sorted(set(self._settings) - known)
        if unknown:
            raise EmbedderError(
                f"[embedders.{component}]: unknown setting(s) {', '.join(unknown)}; "
                f"known: {', '.join(sorted(known))}."
            )

    def _where(self, key: str) -> str:
        env = f"TAPYRE_EMBEDDERS__{self.component.upper()}__{key.upper()}"
        return f"[embedders.{self.component}] {key} ({env})"

    def text(self, key: str, default: str) -> str:
        value = self._settings.get(key, default)
        if value is None:
            return default
        return str(value)

    def flag(self, key: str, default: bool) -> bool:
        value = self._settings.get(key, default)
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise EmbedderError(f"{self._where(key)} must be true or false, not {value!r}.")

    def integer(self, key: str, default: int, *, minimum: int = 1) -> int:
        value = self._settings.get(key, default)
        try:
            number = int(value)
        except (TypeError, ValueError):
            raise EmbedderError(f"{self._where(key)} must be an integer, not {value!r}.") from None
        if number < minimum:
            raise EmbedderError(f"{self._where(key)} must be at least {minimum}, not {number}.")
        return number

    def number(self, key: str, default: float, *, minimum: float = 0.0) -> float:
        value = self._settings.get(key, default)
        try:
            number = float(value)
        except (TypeError, ValueError):
            raise EmbedderError(f"{self._where(key)} must be a number, not {value!r}.") from None
        if number < minimum:
            raise EmbedderError(f"{self._where(key)} must be at least {minimum}, not {number}.")
        return number

    def choice(self, key: str, default: str, choices: tuple[str, ...]) -> str:
        value = self.text(key, default).strip().lower()
        if value not in choices:
            raise EmbedderError(
                f"{self._where(key)} must be one of {', '.join(choices)}, not {value!r}."
            )
        return value


def require_extra(
    component: str, extra: str, modules: tuple[str, ...] = ("torch", "transformers")
) -> None:
    """Raise a one-line :class:`EmbedderError` naming the extra when a module is missing."""
    missing = [name for name in modules if not _installed(name)]
    if missing:
        raise EmbedderError(
            f"The {component} embedder needs {' and '.join(missing)}, which are not installed; "
            f"install them with: pip install 'tapyre-paper-search[{extra}]'"
        )


def _installed(module: str) -> bool:
    if (
        module in sys.modules
    ):  # imported already (some set __spec__ to None, which find_spec rejects)
        return True
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False
