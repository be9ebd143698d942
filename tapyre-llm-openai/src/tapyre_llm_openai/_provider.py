"""The OpenAI-compatible provider: settings in, a ``ChatOpenAI`` out, errors translated.

``langchain_openai`` (and through it ``openai``) is imported only when a chat
model is built or an error is translated, so registering the provider costs
nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from tapyre import LLMError, LLMOption, LLMProvider, LLMStatus, Settings
from tapyre.settings import table_of

from tapyre_llm_openai._errors import translate
from tapyre_llm_openai._settings import SCHEMA, SECRET_KEYS, OpenAISettings, read_settings

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

STATUS_TIMEOUT = 5.0
"""Seconds ``tapyre llms list`` waits for ``/models`` (or ``timeout`` if shorter)."""


class OpenAIProvider(LLMProvider):
    """Chat models behind any OpenAI-compatible ``/v1/chat/completions`` endpoint.

    Works with OpenAI, vLLM, llama.cpp's server (C++ or llama-cpp-python), LM
    Studio and others.  Its ``[llm.openai]`` settings are declared in
    :data:`tapyre_llm_openai._settings.SCHEMA` (``tapyre config keys`` lists
    them); servers that need no key get a placeholder.
    """

    name = "openai"
    description = "Any OpenAI-compatible endpoint: OpenAI, vLLM, llama.cpp, LM Studio"
    settings_schema = SCHEMA
    reads_api_key = True  # `tapyre keys set NAME` fills api_key
    # what chat completions take as input parts (images; PDFs as "file" parts): `ask -a`
    attachment_types = ("image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf")
    options: ClassVar[Mapping[str, LLMOption]] = {
        "temperature": LLMOption(float, "Sampling temperature (0 = deterministic)", minimum=0),
        "max_tokens": LLMOption(int, "Most tokens in the answer", minimum=1),
        "timeout": LLMOption(float, "Seconds to wait for each request", minimum=0.001),
        "max_retries": LLMOption(int, "Retries of a failed request", minimum=0),
    }

    def settings(self, settings: Settings) -> OpenAISettings:
        """The checked settings (raises :class:`~tapyre.ConfigError`)."""
        # an alias's settings name its own table ([llm.work]) in every error
        table = table_of(settings, f"llm.{self.name}")
        return read_settings(table.removeprefix("llm."), settings)

    def redacted_keys(self) -> frozenset[str]:
        return SECRET_KEYS

    def chat_model(self, settings: Settings) -> BaseChatModel:
        checked = self.settings(settings)
        model = checked.require_model()
        api_key = checked.key_for_request()
        from langchain_openai import ChatOpenAI
        from pydantic import SecretStr

        options: dict[str, Any] = {}
        if checked.max_tokens is not None:
            if checked.is_openai:
                options["max_tokens"] = checked.max_tokens  # sent as max_completion_tokens
            else:
                # Compatible servers (llama.cpp, LM Studio, older vLLM) read only the
                # classic field and silently ignore max_completion_tokens.
                options["extra_body"] = {"max_tokens": checked.max_tokens}
        if checked.timeout is not None:
            options["timeout"] = checked.timeout
        if checked.max_retries is not None:
            options["max_retries"] = checked.max_retries
        return ChatOpenAI(
            model=model,
            base_url=checked.base_url,
            api_key=SecretStr(api_key),
            temperature=checked.temperature,
            # token usage of streamed answers (`tapyre ask -u`, the log), from servers that
            # honour stream_options.include_usage (OpenAI's API does)
            stream_usage=True,
            **options,
        )

    def status(self, settings: Settings) -> LLMStatus:
        checked = self.settings(settings)
        import httpx

        url = f"{checked.base_url}/models"
        headers = {"Authorization": f"Bearer {checked.api_key}"} if checked.api_key else {}
        timeout = min(checked.timeout or STATUS_TIMEOUT, STATUS_TIMEOUT)
        try:
            response = httpx.get(url, headers=headers, timeout=timeout)
            if response.status_code in (401, 403):
                return self.endpoint_status(
                    checked,
                    reachable=True,
                    error=(
                        f"{url} rejected the API key (HTTP {response.status_code}); "
                        f"check {checked.api_key_env}"
                    ),
                )
            response.raise_for_status()
            models = tuple(
                str(entry["id"])
                for entry in response.json().get("data", [])
                if isinstance(entry, dict) and entry.get("id")
            )
        except httpx.HTTPStatusError as exc:
            return self.endpoint_status(
                checked,
                reachable=True,
                error=f"{url} answered HTTP {exc.response.status_code}",
            )
        except httpx.TimeoutException:
            return self.endpoint_status(
                checked, reachable=False, error=f"no answer from {url} (timed out)"
            )
        except httpx.HTTPError:
            return self.endpoint_status(checked, reachable=False, error=f"cannot connect to {url}")
        except (ValueError, AttributeError):
            return self.endpoint_status(
                checked, reachable=True, error=f"{url} did not answer with a model list"
            )
        return self.endpoint_status(checked, reachable=True, models=models)

    def translate_cause(self, cause: BaseException, settings: Settings) -> LLMError | None:
        return translate(cause, self.settings(settings))
