"""tapyre-llm-ollama passes the LLM provider contract (``tapyre.testing.LLMProviderContract``).

Twice: against the Ollama-exact fake on loopback, and (marker ``ollama``, nox
session ``ollama_real``) against a real Ollama, skipped with the reason when
none answers.  A real model's words cannot be scripted: against it the
contract checks the shape of the answers and skips the scripted tool calls.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import pytest
from fake_ollama import FakeOllamaServer
from tapyre.testing import LLMEndpoint, LLMProviderContract
from tapyre_llm_ollama import OllamaProvider

CLIENT_MODULES = frozenset({"ollama", "langchain_ollama", "httpx"})


@contextmanager
def slow_server() -> Iterator[Mapping[str, Any]]:
    """An Ollama that answers after 2 s, asked with a 0.3 s timeout."""
    with FakeOllamaServer(response_delay=2.0) as slow:
        yield {"model": "llama3.2", "base_url": slow.url, "timeout": 0.3}


class TestOllamaContract(LLMProviderContract):
    @pytest.fixture(params=["fake", pytest.param("real", marks=pytest.mark.ollama)])
    def llm_endpoint(
        self, request: pytest.FixtureRequest, tapyre_closed_url: str
    ) -> Iterator[LLMEndpoint]:
        common: dict[str, Any] = {
            "plugin": "tapyre_llm_ollama.plugin",
            "entry_point": "ollama",
            "unreachable": {"model": "llama3.2", "base_url": tapyre_closed_url},
            "missing_model": "tapyre-no-such-model:1b",
            "paced": True,
            "client_modules": CLIENT_MODULES,
        }
        if request.param == "real":
            real = request.getfixturevalue("real_ollama")
            settings = {"base_url": real.url, "model": real.model, "timeout": 300}
            yield LLMEndpoint(OllamaProvider(), settings, **common)
            return
        with FakeOllamaServer(stream_delay=0.02) as fake:
            yield LLMEndpoint(
                OllamaProvider(),
                {"base_url": fake.url, "model": "llama3.2"},
                say=fake.reply,
                no_tools={"base_url": fake.url, "model": "gemma3:270m"},
                slow=slow_server,
                **common,
            )
