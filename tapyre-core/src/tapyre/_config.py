"""The configuration: one TOML file plus ``TAPYRE_*`` environment overrides.

Where the file is (first match wins):

1. the ``path`` given to :meth:`Config.load` (the CLI's ``--config FILE``);
2. ``TAPYRE_CONFIG``;
3. ``platformdirs.user_config_path("tapyre") / "config.toml"``.

A missing file is an empty configuration.  Environment variables named
``TAPYRE_<SECTION>__<KEY>[__<SUBKEY>…]`` override single settings: the double
underscore separates levels and names are lower-cased, so
``TAPYRE_LLM__OPENAI__MODEL=gemma`` sets ``[llm.openai] model``.  Values are
parsed as TOML values when they parse (``3``, ``true``, ``["a", "b"]``) and
kept as strings otherwise.

Tables Tapyre itself reads: ``[core]`` (see :class:`CoreSettings`),
``[plugins]`` (``load`` / ``disable`` lists), ``[llm.NAME]``,
``[embedders.NAME]``, ``[vector_stores.NAME]``, ``[metadata_stores.NAME]``,
``[data_providers.NAME]``, ``[tools.PLUGIN]`` and ``[mcp.servers.NAME]`` (MCP
servers whose tools the agent gets, see :mod:`tapyre.mcp`).  Plugins may own free tables
(e.g. ``[papers]``).

Secrets at rest: a file that holds a secret (a non-empty setting named like
``api_key``, ``token`` or ``password``, see :func:`is_secret_key`) is written
with mode ``0600``, and reading one that group or others may read logs one
warning per file and process (``chmod 600 FILE`` silences it).

The overrides are read in :mod:`tapyre._config_env` and the secrets told, redacted and
kept private in :mod:`tapyre._secrets`; every name is importable from here.
"""

from __future__ import annotations

import copy
import os
import re
import stat
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tapyre._config_env import (
    ENV_PREFIX,
    apply_env,
    env_overrides,
    is_env_override,
    parse_value,
)
from tapyre._errors import ConfigError
from tapyre._schema import CORE_SCHEMA
from tapyre._secrets import (
    REDACTED,
    SECRET_FILE_MODE,
    holds_secret,
    is_secret_key,
    redact,
    warn_if_readable_by_others,
    write_private,
)

__all__ = [
    "CONFIG_ENV",
    "ENV_PREFIX",
    "REDACTED",
    "SECRET_FILE_MODE",
    "Config",
    "CoreSettings",
    "default_config_path",
    "env_overrides",
    "holds_secret",
    "is_env_override",
    "is_secret_key",
    "parse_value",
]

CONFIG_ENV = "TAPYRE_CONFIG"
"""Environment variable naming the configuration file."""

_TOML_LINE = re.compile(r"line (\d+)")


def default_config_path() -> Path:
    """The platform's per-user configuration file, e.g. ``~/.config/tapyre/config.toml``."""
    import platformdirs

    return Path(platformdirs.user_config_path("tapyre")) / "config.toml"


_CORE_DEFAULTS = {s.key: s.default for s in CORE_SCHEMA.settings}


@dataclass(frozen=True)
class CoreSettings:
    """The validated ``[core]`` table.

    Each setting is declared once, in :data:`tapyre._schema.CORE_SCHEMA` (type,
    range, default, description; its variable is ``TAPYRE_CORE__<KEY>``):
    ``tapyre config keys`` lists them and :meth:`Config.core` reads them.
    """

    llm: str | None = _CORE_DEFAULTS["llm"]
    system_prompt: str | None = _CORE_DEFAULTS["system_prompt"]
    max_iterations: int = _CORE_DEFAULTS["max_iterations"]
    allow_side_effects: tuple[str, ...] = tuple(_CORE_DEFAULTS["allow_side_effects"])
    yes: bool = _CORE_DEFAULTS["yes"]
    plugin_import_timeout: float = _CORE_DEFAULTS["plugin_import_timeout"]
    log: bool = _CORE_DEFAULTS["log"]
    fragment_max_bytes: int = _CORE_DEFAULTS["fragment_max_bytes"]
    fetch_timeout: float = _CORE_DEFAULTS["fetch_timeout"]
    attachment_max_bytes: int = _CORE_DEFAULTS["attachment_max_bytes"]


class Config:
    """Tapyre's configuration: the file's tables with environment overrides applied.

    Build one with :meth:`load` (file + environment) or directly from a dict
    (``Config({"core": {"llm": "scripted"}})``, no file and no environment
    unless ``env`` is given), which is handy when embedding Tapyre.

    Reading methods return copies; :meth:`set` changes this object and
    :meth:`save` writes the file back, keeping its comments and layout.
    """

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        path: Path | None = None,
        env: Mapping[str, str] | None = None,
    ) -> None:
        self._file_data: dict[str, Any] = copy.deepcopy(dict(data or {}))
        self._path = path
        self._env: dict[str, str] = dict(env or {})
        self._merged = apply_env(self._file_data, self._env)
        self._document: Any = None  # tomlkit document, parsed on first set()

    # -- construction ----------------------------------------------------

    @classmethod
    def load(cls, path: Path | str | None = None, env: Mapping[str, str] | None = None) -> Config:
        """Read the configuration file and apply environment overrides.

        :param path: the file; ``None`` means ``TAPYRE_CONFIG`` or the
            platform default.  A missing file is an empty configuration.
        :param env: the environment to read ``TAPYRE_*`` variables from;
            ``None`` means :data:`os.environ`.
        :raises ConfigError: the file is not valid TOML (the message names the
            file and line) or is not a file.
        """
        environ = dict(os.environ if env is None else env)
        file = cls.locate(path, environ)
        data = _read_toml(file)
        if data and holds_secret(data):
            warn_if_readable_by_others(file)
        return cls(data, path=file, env=environ)

    @staticmethod
    def locate(path: Path | str | None = None, env: Mapping[str, str] | None = None) -> Path:
        """The file :meth:`load` reads, without reading it.

        ``path``, else ``TAPYRE_CONFIG``, else the platform default.
        """
        environ = os.environ if env is None else env
        return Path(path or environ.get(CONFIG_ENV) or default_config_path()).expanduser()

    # -- reading -----------------------------------------------------------

    @property
    def path(self) -> Path | None:
        """The file this configuration was read from and is saved to (may not exist yet)."""
        return self._path

    @property
    def env(self) -> Mapping[str, str]:
        """The environment this configuration was loaded with (``TAPYRE_*`` switches)."""
        return dict(self._env)

    def section(self, *keys: str) -> dict[str, Any]:
        """A copy of the table at ``keys`` (e.g. ``section("llm", "openai")``); ``{}`` when missing.

        :raises ConfigError: the value at ``keys`` exists but is not a table.
        """
        node: Any = self._merged
        for i, key in enumerate(keys):
            if not isinstance(node, dict):
                raise ConfigError(self._where(f"[{'.'.join(keys[:i])}] is not a table"))
            node = node.get(key)
            if node is None:
                return {}
        if not isinstance(node, dict):
            raise ConfigError(self._where(f"{'.'.join(keys)} must be a table, not a value"))
        table: dict[str, Any] = copy.deepcopy(node)
        return table

    def get(self, key: str, default: Any = None) -> Any:
        """The value at the dotted ``key`` (``"core.llm"``), or ``default``."""
        node: Any = self._merged
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                return default
            node = node[part]
        return copy.deepcopy(node)

    def as_dict(self) -> dict[str, Any]:
        """Everything, environment overrides applied (a copy; secrets included)."""
        return copy.deepcopy(self._merged)

    def core(self) -> CoreSettings:
        """The validated ``[core]`` table (unknown keys are the CLI's warning, not an error).

        :raises ConfigError: a setting has the wrong type or is out of range
            (the message names the file, the key and its variable).
        """
        try:
            values = CORE_SCHEMA.read(self.section("core"), table="core", strict=False)
        except ConfigError as exc:
            raise ConfigError(self._where(exc.message), hint=exc.hint) from None
        return CoreSettings(
            llm=values["llm"] or None,
            system_prompt=values["system_prompt"],
            max_iterations=values["max_iterations"],
            allow_side_effects=tuple(values["allow_side_effects"]),
            yes=values["yes"],
            plugin_import_timeout=values["plugin_import_timeout"],
            log=values["log"],
            fragment_max_bytes=values["fragment_max_bytes"],
            fetch_timeout=values["fetch_timeout"],
            attachment_max_bytes=values["attachment_max_bytes"],
        )

    def redacted(self, extra_keys: Iterable[str] = ()) -> dict[str, Any]:
        """Everything, with secrets replaced by ``"***"``.

        A key is secret when one of its words (split at ``_``, ``-`` and ``.``)
        is key, apikey, token, secret, password, passwd or credential(s), or
        when it is in ``extra_keys`` (providers' :meth:`~tapyre.LLMProvider.redacted_keys`).
        Passwords inside URLs (``mysql://user:PASSWORD@host``) are redacted too.
        """
        extra = frozenset(k.lower() for k in extra_keys)
        redacted: dict[str, Any] = redact(self._merged, extra)
        return redacted

    # -- writing -----------------------------------------------------------

    def set(self, key: str, value: Any) -> None:
        """Set the dotted ``key`` in the file's data (environment overrides still win).

        Call :meth:`save` to write it.  Strings given here are stored as they
        are; use :func:`parse_value` first to turn ``"3"`` into a number.
        """
        parts = key.split(".")
        if not all(parts):
            raise ConfigError(f"invalid configuration key {key!r}: use dotted names like core.llm")
        self.set_path(parts, value)

    def set_path(self, parts: Sequence[str], value: Any) -> None:
        """:meth:`set` for a key given as its parts (a part may hold dots: a model's name)."""
        key = ".".join(parts)
        node = self._file_data
        for part in parts[:-1]:
            child = node.get(part, {})
            if not isinstance(child, dict):
                raise ConfigError(self._where(f"cannot set {key}: {part} is a value, not a table"))
            node = child
        if isinstance(node.get(parts[-1]), dict) and not isinstance(value, dict):
            raise ConfigError(
                self._where(f"cannot set {key}: it is a table, and a value would replace it"),
                hint=f"Set one of its keys instead ({key}.KEY).",
            )
        node = self._file_data
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = value

        doc = self._tomlkit_document()
        import tomlkit

        table = doc
        for i, part in enumerate(parts[:-1]):
            if part not in table:
                # intermediate levels only hold tables: no empty [llm] header
                table[part] = tomlkit.table(is_super_table=i < len(parts) - 2)
            table = table[part]
        table[parts[-1]] = value
        self._merged = apply_env(self._file_data, self._env)

    def unset(self, key: str) -> bool:
        """Remove the dotted ``key`` (a value or a whole table) from the file's data.

        Tables it leaves empty go too.  Returns whether it was there; call
        :meth:`save` to write it.
        """
        return self.unset_path(key.split("."))

    def unset_path(self, parts: Sequence[str]) -> bool:
        """:meth:`unset` for a key given as its parts."""
        nodes: list[Any] = [self._file_data]
        for part in parts[:-1]:
            child = nodes[-1].get(part)
            if not isinstance(child, dict):
                return False
            nodes.append(child)
        if parts[-1] not in nodes[-1]:
            return False
        docs: list[Any] = [self._tomlkit_document()]
        for part in parts[:-1]:
            docs.append(docs[-1].get(part) if hasattr(docs[-1], "get") else None)
        # the key, then each parent it leaves empty (no stray [llm] header)
        depth = len(parts) - 1
        while True:
            del nodes[depth][parts[depth]]
            if docs[depth] is not None and parts[depth] in docs[depth]:
                del docs[depth][parts[depth]]
            if depth == 0 or nodes[depth]:
                break
            depth -= 1
        self._merged = apply_env(self._file_data, self._env)
        return True

    def save(self, path: Path | None = None) -> Path:
        """Write the file (atomically), creating its folder; returns the path written.

        A file holding a secret gets mode ``0600`` (from its creation on, so no
        other user can open it in between); any other file keeps the mode it had.
        """
        target = path or self._path or default_config_path()
        import tomlkit

        text = tomlkit.dumps(self._tomlkit_document())
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.tmp")
        if holds_secret(self._file_data):
            mode = SECRET_FILE_MODE
        else:
            try:
                mode = stat.S_IMODE(target.stat().st_mode)
            except OSError:
                mode = None  # a new file: the umask decides
        write_private(tmp, text, mode)
        tmp.replace(target)
        self._path = target
        return target

    def _tomlkit_document(self) -> Any:
        if self._document is None:
            import tomlkit

            text = ""
            if self._path is not None and self._path.is_file():
                text = self._path.read_text(encoding="utf-8")
            if text:
                self._document = tomlkit.parse(text)
            else:
                self._document = tomlkit.document()
                for k, v in self._file_data.items():
                    self._document[k] = v
        return self._document

    def _where(self, message: str) -> str:
        where = str(self._path) if self._path else "configuration"
        return f"{where}: {message}"

    def __repr__(self) -> str:
        return f"Config(path={str(self._path)!r}, tables={sorted(self._merged)})"


# -- helpers (pure) ----------------------------------------------------------


def _read_toml(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    if not path.is_file():
        raise ConfigError(f"{path}: the configuration path is not a file")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read the configuration file: {exc}") from None
    import tomllib

    try:
        data: dict[str, Any] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = _TOML_LINE.search(str(exc))
        where = f"{path}:{match.group(1)}" if match else str(path)
        raise ConfigError(
            f"{where}: invalid TOML: {exc}", hint="Fix the file or point --config elsewhere."
        ) from None
    return data
