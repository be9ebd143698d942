# docs/examples/lmstudio_contract.py: save as tests/test_lmstudio_contract.py
"""The LM Studio provider passes Tapyre's LLM provider contract."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tapyre.testing import FakeOpenAIServer, LLMEndpoint, LLMProviderContract, free_port
from tapyre_plugin_NAME.lmstudio import LMStudioProvider


class TestLMStudioContract(LLMProviderContract):
    @pytest.fixture
    def llm_endpoint(self) -> Iterator[LLMEndpoint]:
        # LM Studio speaks OpenAI's API: the spec-exact fake stands in for it on loopback
        with FakeOpenAIServer() as server:
            settings = {"base_url": server.url, "model": "gpt-4o-mini"}
            yield LLMEndpoint(
                LMStudioProvider(),
                settings,
                plugin="tapyre_plugin_NAME",  # the module the entry point names
                entry_point="NAME",
                say=server.reply,  # what the model answers next
                unreachable={**settings, "base_url": f"http://127.0.0.1:{free_port()}/v1"},
                missing_model="gpt-9",  # the fake serves gpt-4o-mini and no-tools-model
                no_tools={**settings, "model": "no-tools-model"},
                client_modules=frozenset({"openai", "langchain_openai", "httpx"}),
            )
