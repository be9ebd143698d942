"""What goes over the wire to an OpenAI-compatible endpoint (the spec-exact fake on loopback).

What every provider does is the contract's (``test_openai_contract.py``); here
are OpenAI's request fields, keys, paths and the servers' refusals of tools.
"""

from __future__ import annotations

from typing import Any

import pytest
from tapyre import (
    LLMError,
    LLMToolCallingUnsupportedError,
)
from tapyre.testing import FakeOpenAIServer, tool_round_trip, translated_error
from tapyre_llm_openai import OpenAIProvider


def _settings(fake: FakeOpenAIServer, **extra: Any) -> dict[str, Any]:
    return {"model": "gpt-4o-mini", "base_url": fake.url, "max_retries": 0, **extra}


def test_settings_become_request_fields(
    provider: OpenAIProvider, fake_openai: FakeOpenAIServer
) -> None:
    provider.chat_model(_settings(fake_openai, temperature=0.3, max_tokens=40)).invoke("hello")
    (request,) = fake_openai.chat_requests()
    assert request.body["model"] == "gpt-4o-mini"
    assert request.body["temperature"] == 0.3
    # Compatible servers read the classic field only.
    assert request.body["max_tokens"] == 40
    assert "max_completion_tokens" not in request.body
    assert request.body["messages"] == [{"role": "user", "content": "hello"}]


def test_api_key_is_sent_as_bearer(provider: OpenAIProvider) -> None:
    with FakeOpenAIServer(api_key="sk-test-123") as fake:
        answer = provider.chat_model(_settings(fake, api_key="sk-test-123")).invoke("hi")
        assert answer.content == "You said: hi"
        assert fake.chat_requests()[0].headers["authorization"] == "Bearer sk-test-123"


def test_api_key_from_named_environment_variable(
    provider: OpenAIProvider, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MY_ENDPOINT_KEY", "sk-env-456")
    with FakeOpenAIServer(api_key="sk-env-456") as fake:
        settings = _settings(fake, api_key_env="MY_ENDPOINT_KEY")
        assert provider.chat_model(settings).invoke("hi").content == "You said: hi"
        assert provider.status(settings).reachable is True


def test_tool_calls_and_results_go_back_in_openais_format(
    provider: OpenAIProvider, fake_openai: FakeOpenAIServer
) -> None:
    first = tool_round_trip(lambda: provider.chat_model(_settings(fake_openai)), fake_openai.reply)
    sent = fake_openai.chat_requests()[-1].body["messages"]
    assert sent[1]["tool_calls"][0]["function"]["name"] == "word_count"
    assert sent[2] == {"role": "tool", "content": "3", "tool_call_id": first.tool_calls[0]["id"]}


def test_status_lists_models(provider: OpenAIProvider, fake_openai: FakeOpenAIServer) -> None:
    status = provider.status(_settings(fake_openai))
    assert status.reachable is True and status.error is None
    assert status.models == ("gpt-4o-mini", "no-tools-model")
    assert status.endpoint == fake_openai.url
    assert fake_openai.requests[-1].path == "/v1/models"


def test_status_with_a_wrong_key(provider: OpenAIProvider) -> None:
    with FakeOpenAIServer(api_key="sk-right") as fake:
        status = provider.status(_settings(fake, api_key="sk-wrong"))
    assert status.reachable is True
    assert status.error is not None and "rejected the API key" in status.error
    assert "sk-wrong" not in status.error


def test_wrong_key_is_not_echoed(provider: OpenAIProvider) -> None:
    with FakeOpenAIServer(api_key="sk-right") as fake:
        settings = _settings(fake, api_key="sk-wrong-secret")
        error = translated_error(
            provider, settings, lambda: provider.chat_model(settings).invoke("x")
        )
    assert type(error) is LLMError
    assert "rejected the API key (HTTP 401)" in str(error)
    assert "sk-wrong" not in str(error)


def test_wrong_base_url_path(provider: OpenAIProvider, fake_openai: FakeOpenAIServer) -> None:
    settings = _settings(fake_openai, base_url=fake_openai.url.removesuffix("/v1"))
    error = translated_error(provider, settings, lambda: provider.chat_model(settings).invoke("x"))
    assert "has no chat completions endpoint" in str(error) and "/v1" in str(error)


@pytest.mark.parametrize(
    "body",
    [
        # vLLM started without a tool-call parser
        {
            "object": "error",
            "message": '"auto" tool choice requires --enable-auto-tool-choice and '
            "--tool-call-parser to be set",
            "type": "BadRequestError",
            "param": None,
            "code": 400,
        },
        # llama.cpp's C++ server started without --jinja
        {
            "error": {
                "code": 500,
                "message": "tools param requires --jinja flag",
                "type": "server_error",
            }
        },
    ],
    ids=["vllm", "llama.cpp"],
)
def test_servers_refusing_tools(provider: OpenAIProvider, body: dict[str, Any]) -> None:
    import httpx
    import openai

    status = body.get("code") if isinstance(body.get("code"), int) else body["error"]["code"]
    response = httpx.Response(status, request=httpx.Request("POST", "http://h/v1/chat/completions"))
    error_class = openai.BadRequestError if status == 400 else openai.InternalServerError
    error = error_class("refused", response=response, body=body)
    translated = provider.translate_error(error, {"model": "m", "base_url": "http://h/v1"})
    assert isinstance(translated, LLMToolCallingUnsupportedError)


def test_other_server_errors_are_one_line(provider: OpenAIProvider) -> None:
    import httpx
    import openai

    response = httpx.Response(500, request=httpx.Request("POST", "http://h/v1/chat/completions"))
    body = {"error": {"message": "CUDA out of memory\nwhile allocating", "type": "server_error"}}
    error = openai.InternalServerError("boom", response=response, body=body)
    translated = provider.translate_error(error, {"model": "m", "base_url": "http://h/v1"})
    assert type(translated) is LLMError
    assert str(translated) == "http://h/v1 answered HTTP 500: CUDA out of memory while allocating"
