"""The provider declares the schema of its ``[llm.openai]`` table for ``config set``."""

from __future__ import annotations

from tapyre_llm_openai._provider import OpenAIProvider
from tapyre_llm_openai._settings import KNOWN_KEYS


def test_the_provider_declares_every_key_it_reads() -> None:
    assert OpenAIProvider.settings_schema is not None
    assert set(OpenAIProvider.settings_schema.keys) == KNOWN_KEYS
