# docs/examples/lmstudio_provider.py: save as src/tapyre_plugin_NAME/lmstudio.py
"""An LLM provider: models served by LM Studio on this machine (an OpenAI-compatible API)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tapyre import (
    LLMError,
    LLMModelNotFoundError,
    LLMOption,
    LLMProvider,
    LLMStatus,
    LLMToolCallingUnsupportedError,
    LLMUnreachableError,
    Setting,
    TableSchema,
)
from tapyre.settings import table_of

SCHEMA = TableSchema(
    settings=(
        Setting("model", "string", "The model LM Studio has loaded; required to chat."),
        Setting("base_url", "string", "LM Studio's server.", "http://127.0.0.1:1234/v1"),
        Setting("temperature", "number", "Sampling temperature.", minimum=0),
        Setting("timeout", "number", "Seconds to wait for each request.", 120.0, minimum=0.001),
    ),
    description="LM Studio's local server.",
)


class LMStudioProvider(LLMProvider):
    name = "lmstudio"
    description = "Models served by LM Studio on this machine"
    settings_schema = SCHEMA
    options: ClassVar[Mapping[str, LLMOption]] = {
        "temperature": LLMOption(float, "Sampling temperature", minimum=0),
    }

    def read(self, settings: Mapping[str, Any]) -> dict[str, Any]:
        """The table checked against SCHEMA (an alias names its own table in errors)."""
        return SCHEMA.read(settings, table=table_of(settings, f"llm.{self.name}"))

    def chat_model(self, settings: Mapping[str, Any]) -> Any:
        values = self.read(settings)
        if not values["model"]:
            from tapyre import ConfigError

            raise ConfigError(
                "no model set for LM Studio", hint="Set [llm.lmstudio] model to a loaded model."
            )
        from langchain_openai import ChatOpenAI  # imported when a model is built, not before
        from pydantic import SecretStr

        return ChatOpenAI(
            model=values["model"],
            base_url=values["base_url"],
            api_key=SecretStr("lm-studio"),  # LM Studio wants none; the client insists on one
            temperature=values["temperature"],
            timeout=values["timeout"],
            max_retries=0,
        )

    def status(self, settings: Mapping[str, Any]) -> LLMStatus:
        import httpx

        values = self.read(settings)
        url = f"{values['base_url']}/models"
        try:
            response = httpx.get(url, timeout=5)
            response.raise_for_status()
            models = tuple(m["id"] for m in response.json()["data"])
        except (httpx.HTTPError, ValueError, KeyError, TypeError):
            return LLMStatus(
                self.name, values["model"], values["base_url"], False, error=f"no answer from {url}"
            )
        return LLMStatus(self.name, values["model"], values["base_url"], True, models=models)

    def translate_cause(self, cause: BaseException, settings: Mapping[str, Any]) -> LLMError | None:
        import openai

        values = self.read(settings)
        url, model = values["base_url"], values["model"]
        if isinstance(cause, openai.APIConnectionError):  # refused, or timed out
            return LLMUnreachableError(
                f"LM Studio does not answer at {url}",
                hint="Start its server (Developer tab) or fix [llm.lmstudio] base_url.",
            )
        if isinstance(cause, openai.NotFoundError):
            return LLMModelNotFoundError(
                f"LM Studio has no model {model!r} loaded", hint="Load it in LM Studio."
            )
        if isinstance(cause, openai.BadRequestError) and "tool" in str(cause).lower():
            return LLMToolCallingUnsupportedError(
                f"model {model!r} in LM Studio cannot call tools",
                hint="Load a model with tool support.",
            )
        return None
