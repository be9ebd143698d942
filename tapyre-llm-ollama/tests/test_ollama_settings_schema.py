"""The provider declares the schema of its ``[llm.ollama]`` table for ``config set``."""

from __future__ import annotations

from tapyre_llm_ollama._provider import OllamaProvider
from tapyre_llm_ollama._settings import KNOWN_KEYS


def test_the_provider_declares_every_key_it_reads() -> None:
    assert OllamaProvider.settings_schema is not None
    assert set(OllamaProvider.settings_schema.keys) == KNOWN_KEYS
