"""The ``[llm.ollama]`` settings: declared once in :data:`SCHEMA`, read once and checked.

Every setting has one source of truth: the ``[llm.NAME]`` table, with the
core's ``TAPYRE_LLM__NAME__KEY`` environment overrides already applied, read
by the one declaration of its keys, types, ranges and defaults.  The
base URL also honours ``OLLAMA_HOST``, as every Ollama client does.  Values
from the environment arrive as strings, so numbers are parsed here and a bad
value is a one-line :class:`~tapyre.ConfigError` naming the setting.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import ClassVar
from urllib.parse import urlsplit

from tapyre import ServerLLMSettings, Setting, Settings, TableSchema
from tapyre.settings import check_http_url, setting_error

DEFAULT_BASE_URL = "http://localhost:11434"
"""Where Ollama listens unless ``base_url`` or ``OLLAMA_HOST`` says otherwise."""

DEFAULT_PORT = 11434


SCHEMA = TableSchema(
    settings=(
        Setting(
            "model",
            "string",
            'An Ollama model name ("llama3.2", "qwen3:8b"); required to chat.',
            shown_default="none (required to chat)",
        ),
        Setting(
            "base_url",
            "string",
            "Where Ollama listens; the OLLAMA_HOST forms (host, host:port, :port, URLs) work too.",
            shown_default=f"`OLLAMA_HOST`, else `{DEFAULT_BASE_URL}`",
        ),
        Setting(
            "temperature", "number", "Sampling temperature.", minimum=0, shown_default="the model's"
        ),
        Setting(
            "max_tokens",
            "integer",
            "Most tokens per answer (Ollama's num_predict).",
            minimum=1,
            shown_default="the model's",
        ),
        Setting(
            "keep_alive",
            "any",
            'How long the model stays loaded: "10m", "1h", seconds, -1 for ever.',
            shown_default="Ollama's (5 minutes)",
        ),
        Setting("timeout", "number", "Seconds to wait for each request.", minimum=0.001),
        Setting(
            "num_ctx",
            "integer",
            "Context window in tokens.",
            minimum=1,
            shown_default="the model's",
        ),
    ),
    description="An Ollama server.",
)
"""The ``[llm.NAME]`` table of the Ollama provider: every setting, declared once.

:func:`read_settings` reads the table by it, ``tapyre config`` checks and lists
it, and the README's settings table is generated from it."""


@dataclass(frozen=True, kw_only=True)
class OllamaSettings(ServerLLMSettings):
    """The checked settings of one Ollama provider instance: the common ones of
    :class:`tapyre.ServerLLMSettings`, ``keep_alive`` and ``num_ctx``.

    ``base_url`` is normalised to ``scheme://host:port[/path]`` with no
    trailing slash.
    """

    keep_alive: str | int | None = None
    num_ctx: int | None = None

    model_example: ClassVar[str] = '"llama3.2"'
    models_listed: ClassVar[str] = "the models the server has pulled"


def read_settings(name: str, settings: Settings) -> OllamaSettings:
    """Check ``settings`` (the ``[llm.NAME]`` table) against :data:`SCHEMA`; fill in defaults."""
    values = SCHEMA.read(settings, table=f"llm.{name}")
    base_url = values["base_url"] or os.environ.get("OLLAMA_HOST") or DEFAULT_BASE_URL
    return OllamaSettings.from_values(
        name,
        values,
        base_url=normalise_base_url(base_url, name),
        keep_alive=_keep_alive(values["keep_alive"], name),
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
