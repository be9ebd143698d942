"""The ``[llm.ollama]`` settings, read once and checked.

Every setting has one source of truth: the ``[llm.NAME]`` table, with the
core's ``TAPYRE_LLM__NAME__KEY`` environment overrides already applied.  The
base URL also honours ``OLLAMA_HOST``, as every Ollama client does.  Values
from the environment arrive as strings, so numbers are parsed here and a bad
value is a one-line :class:`~tapyre.ConfigError` naming the setting.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from urllib.parse import urlsplit

from tapyre import ConfigError, Setting, Settings, TableSchema
from tapyre.settings import (
    check_http_url,
    check_known_keys,
    read_float,
    read_int,
    read_str,
    setting_error,
)

DEFAULT_BASE_URL = "http://localhost:11434"
"""Where Ollama listens unless ``base_url`` or ``OLLAMA_HOST`` says otherwise."""

DEFAULT_PORT = 11434


KNOWN_KEYS = frozenset(
    {
        "model",
        "base_url",
        "temperature",
        "max_tokens",
        "keep_alive",
        "timeout",
        "num_ctx",
    }
)

SCHEMA = TableSchema(
    settings=(
        Setting("model", "string", "Model name as Ollama knows it (llama3.2)."),
        Setting(
            "base_url", "string", "Server URL (default OLLAMA_HOST or http://localhost:11434)."
        ),
        Setting("temperature", "number", "Sampling temperature.", minimum=0),
        Setting("max_tokens", "integer", "Most tokens per answer.", minimum=1),
        Setting("keep_alive", "any", 'How long the model stays loaded ("10m", seconds, -1).'),
        Setting("timeout", "number", "Seconds to wait for the server.", minimum=0.001),
        Setting("num_ctx", "integer", "Context window in tokens.", minimum=1),
    ),
    description="An Ollama server.",
)
"""The ``[llm.NAME]`` table of the Ollama provider, for ``tapyre config``."""


@dataclass(frozen=True)
class OllamaSettings:
    """The checked settings of one Ollama provider instance.

    ``base_url`` is normalised to ``scheme://host:port[/path]`` with no
    trailing slash; ``model`` is ``None`` when not configured (listing the
    server's models needs no model).
    """

    name: str
    model: str | None
    base_url: str
    temperature: float | None = None
    max_tokens: int | None = None
    keep_alive: str | int | None = None
    timeout: float | None = None
    num_ctx: int | None = None

    def require_model(self) -> str:
        if not self.model:
            raise ConfigError(
                f"no model set for LLM {self.name!r}",
                hint=(
                    f'Set [llm.{self.name}] model = "llama3.2" in the config file or '
                    f"TAPYRE_LLM__{self.name.upper()}__MODEL; `tapyre llms list` shows "
                    "the models the server has pulled."
                ),
            )
        return self.model


def read_settings(name: str, settings: Settings) -> OllamaSettings:
    """Check ``settings`` (the ``[llm.NAME]`` table) and fill in defaults."""
    table = f"llm.{name}"
    check_known_keys(settings, KNOWN_KEYS, table=table)
    model = read_str(settings, "model", table=table)
    base_url = settings.get("base_url") or os.environ.get("OLLAMA_HOST") or DEFAULT_BASE_URL
    return OllamaSettings(
        name=name,
        model=model,
        base_url=normalise_base_url(str(base_url), name),
        temperature=read_float(settings, "temperature", table=table, minimum=0.0),
        max_tokens=read_int(settings, "max_tokens", table=table, minimum=1),
        keep_alive=_keep_alive(settings.get("keep_alive"), name),
        timeout=read_float(settings, "timeout", table=table, minimum=0.001),
        num_ctx=read_int(settings, "num_ctx", table=table, minimum=1),
    )


def normalise_base_url(raw: str, name: str = "ollama") -> str:
    """Turn ``OLLAMA_HOST``-style values into a URL.

    Accepts what Ollama accepts: ``host``, ``host:port``, ``:port``,
    ``http(s)://host[:port][/path]``.  A value without a scheme gets
    ``http://`` and, without a port, Ollama's 11434.
    """
    value = raw.strip().rstrip("/")
    if not value:
        return DEFAULT_BASE_URL
    has_scheme = "://" in value
    if not has_scheme:
        value = "http://" + (value if not value.startswith(":") else "localhost" + value)
    parts = urlsplit(
        check_http_url(value, table=f"llm.{name}", key="base_url", example=DEFAULT_BASE_URL)
    )
    port = parts.port
    netloc = parts.netloc
    if port is None and not has_scheme:
        netloc = f"{netloc}:{DEFAULT_PORT}"
    return f"{parts.scheme}://{netloc}{parts.path.rstrip('/')}"


def _keep_alive(value: object, name: str) -> str | int | None:
    """Ollama takes a duration string ("5m", "1h") or seconds (-1: forever)."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise setting_error(f"llm.{name}", "keep_alive", 'must be a duration like "5m" or seconds')
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    text = str(value).strip()
    try:
        return int(text)
    except ValueError:
        return text
