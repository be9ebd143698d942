"""The ``[llm.openai]`` settings: declared once in :data:`SCHEMA`, read once and checked.

Every setting has one source of truth: the ``[llm.NAME]`` table, with the
core's ``TAPYRE_LLM__NAME__KEY`` environment overrides already applied, read
by the one declaration of its keys, types, ranges and defaults.  The
base URL falls back to ``OPENAI_BASE_URL`` and the key to the environment
variable named by ``api_key_env`` (``OPENAI_API_KEY``), as OpenAI's own
clients do.  Values from the environment arrive as strings, so numbers are
parsed here and a bad value is a one-line :class:`~tapyre.ConfigError`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import ClassVar
from urllib.parse import urlsplit

from tapyre import ConfigError, ServerLLMSettings, Setting, Settings, TableSchema
from tapyre.settings import check_http_url

OPENAI_BASE_URL = "https://api.openai.com/v1"
"""The default endpoint (env ``OPENAI_BASE_URL``)."""

DEFAULT_API_KEY_ENV = "OPENAI_API_KEY"

NO_KEY = "sk-no-key-required"
"""Sent to servers that need no key (llama.cpp, vLLM, LM Studio): the client wants one."""

SECRET_KEYS = frozenset({"api_key"})

SCHEMA = TableSchema(
    settings=(
        Setting(
            "model",
            "string",
            "The model name the endpoint serves (gpt-4o-mini); required to chat.",
            shown_default="none (required to chat)",
        ),
        Setting(
            "base_url",
            "string",
            "The endpoint; local servers usually want http://host:port/v1.",
            shown_default=f"`OPENAI_BASE_URL`, else `{OPENAI_BASE_URL}`",
        ),
        Setting(
            "api_key",
            "string",
            "The key, sent as Authorization: Bearer; never printed (prefer api_key_env).",
            shown_default="the variable named by `api_key_env`",
        ),
        Setting(
            "api_key_env", "string", "Environment variable holding the key.", DEFAULT_API_KEY_ENV
        ),
        Setting(
            "temperature",
            "number",
            "Sampling temperature.",
            minimum=0,
            shown_default="the server's",
        ),
        Setting(
            "max_tokens",
            "integer",
            "Most tokens per answer.",
            minimum=1,
            shown_default="the server's",
        ),
        Setting(
            "timeout",
            "number",
            "Seconds to wait for each request.",
            minimum=0.001,
            shown_default="the client's (10 minutes)",
        ),
        Setting(
            "max_retries",
            "integer",
            "Retries of failed requests.",
            minimum=0,
            shown_default="the client's (2)",
        ),
    ),
    description="An OpenAI-compatible endpoint.",
)
"""The ``[llm.NAME]`` table of the OpenAI provider: every setting, declared once.

:func:`read_settings` reads the table by it, ``tapyre config`` checks and lists
it, and the README's settings table is generated from it."""


@dataclass(frozen=True, kw_only=True)
class OpenAISettings(ServerLLMSettings):
    """The checked settings of one OpenAI-compatible provider instance: the common
    ones of :class:`tapyre.ServerLLMSettings`, the key and ``max_retries``.

    ``api_key`` is ``None`` when neither the setting nor the environment
    variable gives one; it is excluded from ``repr`` so it is never printed.
    """

    api_key: str | None = field(default=None, repr=False)
    api_key_env: str = DEFAULT_API_KEY_ENV
    max_retries: int | None = None

    model_example: ClassVar[str] = '"gpt-4o-mini" (or the name your server serves)'
    models_listed: ClassVar[str] = "the models the endpoint offers"

    @property
    def is_openai(self) -> bool:
        """True for OpenAI's own API, which always needs a key."""
        return (urlsplit(self.base_url).hostname or "").endswith("api.openai.com")

    def key_for_request(self) -> str:
        """The key to send; a placeholder for servers that need none."""
        if self.api_key:
            return self.api_key
        if self.is_openai:
            raise ConfigError(
                f"no API key for LLM {self.name!r} at {self.base_url}",
                hint=(
                    f"Set the {self.api_key_env} environment variable (or "
                    f"TAPYRE_LLM__{self.name.upper()}__API_KEY)."
                ),
            )
        return NO_KEY


def read_settings(name: str, settings: Settings) -> OpenAISettings:
    """Check ``settings`` (the ``[llm.NAME]`` table) against :data:`SCHEMA`; fill in defaults."""
    table = f"llm.{name}"
    values = SCHEMA.read(settings, table=table)
    base_url = values["base_url"] or os.environ.get("OPENAI_BASE_URL") or OPENAI_BASE_URL
    return OpenAISettings.from_values(
        name,
        values,
        base_url=check_http_url(
            base_url, table=table, key="base_url", example="http://127.0.0.1:8000/v1"
        ),
        api_key=values["api_key"] or os.environ.get(values["api_key_env"]) or None,
    )
