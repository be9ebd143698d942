"""Reading [llm.openai]: defaults, the environment, secrets never shown, one-line errors."""

from __future__ import annotations

import pytest
from tapyre import ConfigError
from tapyre_llm_openai import OPENAI_BASE_URL, OpenAIProvider


def test_defaults_to_openai(provider: OpenAIProvider) -> None:
    checked = provider.settings({"model": "gpt-4o-mini"})
    assert checked.base_url == OPENAI_BASE_URL == "https://api.openai.com/v1"
    assert checked.api_key is None and checked.api_key_env == "OPENAI_API_KEY"


def test_openai_base_url_environment(
    provider: OpenAIProvider, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:8000/v1/")
    assert provider.settings({}).base_url == "http://127.0.0.1:8000/v1"
    assert provider.settings({"base_url": "http://vllm:8000/v1"}).base_url == "http://vllm:8000/v1"


def test_api_key_from_the_environment(
    provider: OpenAIProvider, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
    monkeypatch.setenv("GROQ_KEY", "gsk-other")
    assert provider.settings({}).api_key == "sk-from-env"
    assert provider.settings({"api_key_env": "GROQ_KEY"}).api_key == "gsk-other"
    assert provider.settings({"api_key": "sk-config"}).api_key == "sk-config"


def test_api_key_is_never_shown(provider: OpenAIProvider) -> None:
    checked = provider.settings({"model": "m", "api_key": "sk-very-secret"})
    assert "sk-very-secret" not in repr(checked)
    assert "api_key" in provider.redacted_keys()
    model = provider.chat_model({"model": "m", "api_key": "sk-very-secret"})
    assert "sk-very-secret" not in repr(model)


def test_openai_needs_a_key(provider: OpenAIProvider) -> None:
    with pytest.raises(ConfigError) as caught:
        provider.chat_model({"model": "gpt-4o-mini"})
    assert str(caught.value) == (
        "no API key for LLM 'openai' at https://api.openai.com/v1. "
        "Set the OPENAI_API_KEY environment variable (or TAPYRE_LLM__OPENAI__API_KEY)."
    )


def test_local_servers_need_no_key(provider: OpenAIProvider) -> None:
    model = provider.chat_model({"model": "m", "base_url": "http://127.0.0.1:8000/v1"})
    assert model.openai_api_key is not None  # a placeholder the client requires


def test_environment_strings_are_parsed(provider: OpenAIProvider) -> None:
    checked = provider.settings(
        {"temperature": "0", "max_tokens": "256", "timeout": "30", "max_retries": "0"}
    )
    assert (checked.temperature, checked.max_tokens, checked.timeout, checked.max_retries) == (
        0.0,
        256,
        30.0,
        0,
    )


def test_a_base_url_that_is_no_http_url_is_one_line(provider: OpenAIProvider) -> None:
    """Types, ranges and unknown keys are the LLM provider contract's; the URL check is ours."""
    with pytest.raises(ConfigError) as caught:
        provider.settings({"base_url": "localhost:8000"})
    assert str(caught.value).startswith(
        "[llm.openai] base_url (TAPYRE_LLM__OPENAI__BASE_URL) "
        "'localhost:8000' is not an http(s) URL"
    )


def test_chatting_needs_a_model(provider: OpenAIProvider) -> None:
    with pytest.raises(ConfigError, match="no model set for LLM 'openai'"):
        provider.chat_model({"base_url": "http://127.0.0.1:1/v1"})
