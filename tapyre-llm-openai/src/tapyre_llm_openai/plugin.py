"""The entry point the core loads (group ``tapyre``, name ``openai``)."""

from __future__ import annotations

from collections.abc import Callable

from tapyre import LLMProvider, hookimpl

from tapyre_llm_openai._provider import OpenAIProvider


@hookimpl
def tapyre_register_llm_providers(register: Callable[[LLMProvider], None]) -> None:
    """Register the ``openai`` provider."""
    register(OpenAIProvider())
