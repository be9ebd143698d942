"""API keys kept apart from the configuration, in a JSON file only its owner can read.

``tapyre keys set NAME`` stores a key under NAME; the LLM named NAME (a
provider such as ``openai`` or an alias table such as ``[llm.work]``) gets it
as its ``api_key`` setting when its table sets none and its provider reads
one (:attr:`tapyre.LLMProvider.reads_api_key`).  Keys are never printed:
``keys list`` shows names only.

The file is ``<data dir>/keys.json`` (see :mod:`tapyre._paths`), mode 0600,
written atomically.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING

from tapyre._errors import ConfigError
from tapyre._llm_choice import LLMChoice
from tapyre._paths import create_private_file, keys_path

if TYPE_CHECKING:
    from tapyre._config import Config

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")


class KeyStore:
    """The keys file at ``path``: names to secret strings."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def names(self) -> list[str]:
        """Stored key names, sorted."""
        return sorted(self._read())

    def get(self, name: str) -> str | None:
        """The key stored under ``name``, or ``None``."""
        return self._read().get(name)

    def set(self, name: str, value: str) -> None:
        """Store ``value`` under ``name`` (replacing any earlier key).

        :raises ConfigError: ``name`` is not a valid key name or ``value`` is empty.
        """
        if not _NAME.match(name):
            raise ConfigError(
                f"invalid key name {name!r}",
                hint="Use the LLM's name (e.g. openai), letters, digits, '_', '-' or '.'.",
            )
        if not value.strip():
            raise ConfigError(f"the key for {name!r} is empty; nothing was stored")
        keys = self._read()
        keys[name] = value.strip()
        self._write(keys)

    def remove(self, name: str) -> bool:
        """Forget the key ``name``; whether there was one."""
        keys = self._read()
        if name not in keys:
            return False
        del keys[name]
        self._write(keys)
        return True

    def _read(self) -> dict[str, str]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise ConfigError(f"{self.path}: cannot read the keys file: {exc}") from None
        if not text.strip():
            return {}
        try:
            data = json.loads(text)
        except ValueError:
            raise ConfigError(
                f"{self.path}: the keys file is not valid JSON",
                hint="Fix or delete it, then store the keys again with `tapyre keys set NAME`.",
            ) from None
        if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
            raise ConfigError(f"{self.path}: the keys file must map names to strings")
        return {str(k): v for k, v in data.items()}

    def _write(self, keys: dict[str, str]) -> None:
        tmp = self.path.with_name(f".{self.path.name}.tmp")
        create_private_file(tmp)
        with tmp.open("w", encoding="utf-8") as file:
            json.dump(keys, file, indent=2, sort_keys=True)
            file.write("\n")
        tmp.replace(self.path)


def with_stored_key(choice: LLMChoice, config: Config) -> LLMChoice:
    """``choice`` with ``api_key`` from the keys file when its provider reads one.

    Only when the LLM's table sets no ``api_key`` and a key is stored under
    the LLM's name (``tapyre keys set openai``, or an alias's name).
    """
    if not choice.provider.reads_api_key or choice.settings.get("api_key"):
        return choice
    key = KeyStore(keys_path(config)).get(choice.name)
    if key is None:
        return choice
    return choice.with_settings({"api_key": key})
