"""The ``[llm.openai]`` settings, read once and checked.

Every setting has one source of truth: the ``[llm.NAME]`` table, with the
core's ``TAPYRE_LLM__NAME__KEY`` environment overrides already applied.  The
base URL falls back to ``OPENAI_BASE_URL`` and the key to the environment
variable named by ``api_key_env`` (``OPENAI_API_KEY``), as OpenAI's own
clients do.  Values from the environment arrive as strings, so numbers are
parsed here and a bad value is a one-line :class:`~tapyre.ConfigError`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from tapyre import ConfigError, Setting, Settings, TableSchema
from tapyre.settings import check_http_url, check_known_keys, read_float, read_int, read_str

OPENAI_BASE_URL = "https://api.openai.com/v1"
"""The default endpoint (env ``OPENAI_BASE_URL``)."""

DEFAULT_API_KEY_ENV = "OPENAI_API_KEY"

NO_KEY = "sk-no-key-required"
"""Sent to servers that need no key (llama.cpp, vLLM, LM Studio): the client wants one."""

SECRET_KEYS = frozenset({"api_key"})

KNOWN_KEYS = frozenset(
    {
        "model",
        "base_url",
        "api_key",
        "api_key_env",
        "temperature",
        "max_tokens",
        "timeout",
        "max_retries",
    }
)

SCHEMA = TableSchema(
    settings=(
        Setting("model", "string", "Model name the endpoint serves (gpt-4o-mini)."),
        Setting("base_url", "string", "Endpoint URL (default OPENAI_BASE_URL or OpenAI's)."),
        Setting("api_key", "string", "The API key; prefer the variable named by api_key_env."),
        Setting("api_key_env", "string", "Environment variable holding the key.", "OPENAI_API_KEY"),
        Setting("temperature", "number", "Sampling temperature.", minimum=0),
        Setting("max_tokens", "integer", "Most tokens per answer.", minimum=1),
        Setting("timeout", "number", "Seconds to wait for the endpoint.", minimum=0.001),
        Setting("max_retries", "integer", "Retries of failed requests.", minimum=0),
    ),
    description="An OpenAI-compatible endpoint.",
)
"""The ``[llm.NAME]`` table of the OpenAI provider, for ``tapyre config``."""


@dataclass(frozen=True)
class OpenAISettings:
    """The checked settings of one OpenAI-compatible provider instance.

    ``api_key`` is ``None`` when neither the setting nor the environment
    variable gives one; it is excluded from ``repr`` so it is never printed.
    """

    name: str
    model: str | None
    base_url: str
    api_key: str | None = field(default=None, repr=False)
    api_key_env: str = DEFAULT_API_KEY_ENV
    temperature: float | None = None
    max_tokens: int | None = None
    timeout: float | None = None
    max_retries: int | None = None

    @property
    def is_openai(self) -> bool:
        """True for OpenAI's own API, which always needs a key."""
        return (urlsplit(self.base_url).hostname or "").endswith("api.openai.com")

    def require_model(self) -> str:
        if not self.model:
            raise ConfigError(
                f"no model set for LLM {self.name!r}",
                hint=(
                    f'Set [llm.{self.name}] model = "gpt-4o-mini" (or the name your server '
                    f"serves) in the config file or TAPYRE_LLM__{self.name.upper()}__MODEL; "
                    "`tapyre llms list` shows the models the endpoint offers."
                ),
            )
        return self.model

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
    """Check ``settings`` (the ``[llm.NAME]`` table) and fill in defaults."""
    table = f"llm.{name}"
    check_known_keys(settings, KNOWN_KEYS, table=table)
    model = read_str(settings, "model", table=table)
    api_key_env = str(settings.get("api_key_env") or DEFAULT_API_KEY_ENV)
    api_key = settings.get("api_key") or os.environ.get(api_key_env) or None
    base_url = settings.get("base_url") or os.environ.get("OPENAI_BASE_URL") or OPENAI_BASE_URL
    return OpenAISettings(
        name=name,
        model=model,
        base_url=check_http_url(
            str(base_url), table=table, key="base_url", example="http://127.0.0.1:8000/v1"
        ),
        api_key=str(api_key) if api_key else None,
        api_key_env=api_key_env,
        temperature=read_float(settings, "temperature", table=table, minimum=0.0),
        max_tokens=read_int(settings, "max_tokens", table=table, minimum=1),
        timeout=read_float(settings, "timeout", table=table, minimum=0.001),
        max_retries=read_int(settings, "max_retries", table=table, minimum=0),
    )
