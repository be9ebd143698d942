"""The entry point the core loads (group ``tapyre``, name ``ollama``)."""

from __future__ import annotations

from collections.abc import Callable

from tapyre import LLMProvider, hookimpl

from tapyre_llm_ollama._provider import OllamaProvider


@hookimpl
def tapyre_register_llm_providers(register: Callable[[LLMProvider], None]) -> None:
    """Register the ``ollama`` provider."""
    register(OllamaProvider())
