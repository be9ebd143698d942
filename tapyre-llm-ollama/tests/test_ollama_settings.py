"""Reading [llm.ollama]: defaults, OLLAMA_HOST, environment strings, one-line errors."""

from __future__ import annotations

import pytest
from tapyre import ConfigError
from tapyre_llm_ollama import DEFAULT_BASE_URL, OllamaProvider


def test_defaults_to_localhost_11434(provider: OllamaProvider) -> None:
    checked = provider.settings({"model": "llama3.2"})
    assert checked.base_url == DEFAULT_BASE_URL == "http://localhost:11434"
    assert checked.temperature is None and checked.max_tokens is None


@pytest.mark.parametrize(
    ("ollama_host", "expected"),
    [
        ("0.0.0.0", "http://0.0.0.0:11434"),
        ("gpu-box:8080", "http://gpu-box:8080"),
        (":5555", "http://localhost:5555"),
        ("http://gpu-box", "http://gpu-box"),
        ("https://ollama.example.org/", "https://ollama.example.org"),
        ("http://10.0.0.5:11434/prefix/", "http://10.0.0.5:11434/prefix"),
    ],
)
def test_ollama_host_is_honoured(
    provider: OllamaProvider, monkeypatch: pytest.MonkeyPatch, ollama_host: str, expected: str
) -> None:
    monkeypatch.setenv("OLLAMA_HOST", ollama_host)
    assert provider.settings({}).base_url == expected


def test_base_url_setting_wins_over_ollama_host(
    provider: OllamaProvider, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OLLAMA_HOST", "elsewhere:1")
    assert provider.settings({"base_url": "http://here:2"}).base_url == "http://here:2"


def test_environment_strings_are_parsed(provider: OllamaProvider) -> None:
    # TAPYRE_LLM__OLLAMA__* overrides reach the provider as strings.
    checked = provider.settings(
        {
            "model": "llama3.2",
            "temperature": "0.25",
            "max_tokens": "64",
            "keep_alive": "-1",
            "timeout": "2.5",
            "num_ctx": "4096",
        }
    )
    assert checked.temperature == 0.25
    assert checked.max_tokens == 64
    assert checked.keep_alive == -1
    assert checked.timeout == 2.5
    assert checked.num_ctx == 4096


def test_keep_alive_takes_durations(provider: OllamaProvider) -> None:
    assert provider.settings({"keep_alive": "10m"}).keep_alive == "10m"
    assert provider.settings({"keep_alive": 300}).keep_alive == 300


def test_a_base_url_that_is_no_http_url_is_one_line(provider: OllamaProvider) -> None:
    """Types, ranges and unknown keys are the LLM provider contract's; the URL check is ours."""
    with pytest.raises(ConfigError) as caught:
        provider.settings({"base_url": "ftp://x"})
    assert str(caught.value).startswith(
        "[llm.ollama] base_url (TAPYRE_LLM__OLLAMA__BASE_URL) 'ftp://x' is not an http(s) URL"
    )


def test_chatting_needs_a_model(provider: OllamaProvider) -> None:
    with pytest.raises(ConfigError, match="no model set for LLM 'ollama'") as caught:
        provider.chat_model({})
    assert "TAPYRE_LLM__OLLAMA__MODEL" in str(caught.value)
