"""tapyre-llm-openai passes the LLM provider contract (``tapyre.testing.LLMProviderContract``).

Against the spec-exact fake OpenAI endpoint on loopback, and (marker
``llamacpp``, nox session ``llm_openai_llamacpp``) against a real llama.cpp
server (llama-cpp-python's, with Gemma 3 270M from PyPI).  Gemma 3 270M is a
small base model: its words cannot be scripted, so against it the contract
checks the shape of the answers and skips the scripted tool calls (it calls
tools only when forced).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import pytest
from tapyre.testing import FakeOpenAIServer, LLMEndpoint, LLMProviderContract
from tapyre_llm_openai import OpenAIProvider

CLIENT_MODULES = frozenset({"openai", "langchain_openai", "httpx"})
LLAMACPP = pytest.param("llamacpp", marks=[pytest.mark.llamacpp, pytest.mark.slow])


@contextmanager
def slow_server() -> Iterator[Mapping[str, Any]]:
    """An endpoint that answers after 2 s, asked with a 0.3 s timeout and no retries."""
    with FakeOpenAIServer(response_delay=2.0) as slow:
        yield {"model": "gpt-4o-mini", "base_url": slow.url, "timeout": 0.3, "max_retries": 0}


class TestOpenAIContract(LLMProviderContract):
    @pytest.fixture(params=["fake", LLAMACPP])
    def llm_endpoint(
        self, request: pytest.FixtureRequest, closed_url: str
    ) -> Iterator[LLMEndpoint]:
        common: dict[str, Any] = {
            "plugin": "tapyre_llm_openai.plugin",
            "entry_point": "openai",
            "unreachable": {"model": "m", "base_url": closed_url, "max_retries": 0},
            "client_modules": CLIENT_MODULES,
        }
        if request.param == "llamacpp":
            server = request.getfixturevalue("llamacpp_server")
            # small answers keep the run quick on two CPU cores; the timeout is for busy machines.
            # No missing_model: llama-cpp-python answers any model name with the model it serves.
            settings = {"base_url": server.url, "model": "gemma3-270m", "max_tokens": 24}
            settings |= {"temperature": 0, "timeout": 300}
            yield LLMEndpoint(OpenAIProvider(), settings, paced=True, **common)
            return
        with FakeOpenAIServer() as fake:
            settings = {"base_url": fake.url, "model": "gpt-4o-mini", "max_retries": 0}
            yield LLMEndpoint(
                OpenAIProvider(),
                settings,
                say=fake.reply,
                missing_model="gpt-9",
                no_tools={**settings, "model": "no-tools-model"},
                slow=slow_server,
                **common,
            )
