"""The provider's HTTP exchange with a spec-exact OpenAI endpoint on loopback."""

from __future__ import annotations

from typing import Any

import pytest
from fake_openai import FakeOpenAIServer, Reply
from langchain_core.messages import AIMessageChunk
from langchain_core.tools import tool
from tapyre import (
    LLMError,
    LLMModelNotFoundError,
    LLMToolCallingUnsupportedError,
    LLMUnreachableError,
)
from tapyre_llm_openai import OpenAIProvider


@tool
def word_count(text: str) -> str:
    """Count the words in a text."""
    return str(len(text.split()))


def _settings(fake: FakeOpenAIServer, **extra: Any) -> dict[str, Any]:
    return {"model": "gpt-4o-mini", "base_url": fake.url, "max_retries": 0, **extra}


def _raise_translated(provider: OpenAIProvider, settings: dict[str, Any], call: Any) -> Exception:
    with pytest.raises(Exception) as caught:
        call()
    translated = provider.translate_error(caught.value, settings)
    assert translated is not None, f"untranslated: {caught.value!r}"
    assert "\n" not in str(translated)
    return translated


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


def test_invoke_returns_the_answer(provider: OpenAIProvider, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.reply("Paris is the capital of France.")
    answer = provider.chat_model(_settings(fake_openai)).invoke("Capital of France?")
    assert answer.content == "Paris is the capital of France."
    assert answer.response_metadata["finish_reason"] == "stop"


def test_stream_yields_the_answer_piece_by_piece(
    provider: OpenAIProvider, fake_openai: FakeOpenAIServer
) -> None:
    fake_openai.reply("Streaming arrives in several small pieces.")
    chunks = list(provider.chat_model(_settings(fake_openai)).stream("Say something"))
    texts = [c.content for c in chunks if c.content]
    assert len(texts) == 6
    assert "".join(texts) == "Streaming arrives in several small pieces."
    assert fake_openai.chat_requests()[0].body["stream"] is True


def test_tool_call_is_parsed(provider: OpenAIProvider, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.reply(Reply.tool_call("word_count", text="a b c"))
    answer = provider.chat_model(_settings(fake_openai)).bind_tools([word_count]).invoke("count")
    assert [(c["name"], c["args"]) for c in answer.tool_calls] == [
        ("word_count", {"text": "a b c"})
    ]
    assert answer.response_metadata["finish_reason"] == "tool_calls"


def test_streamed_tool_call_is_parsed(
    provider: OpenAIProvider, fake_openai: FakeOpenAIServer
) -> None:
    fake_openai.reply(Reply.tool_call("word_count", text="a b c"))
    model = provider.chat_model(_settings(fake_openai)).bind_tools([word_count])
    merged: AIMessageChunk | None = None
    for chunk in model.stream("count"):
        merged = chunk if merged is None else merged + chunk
    assert merged is not None
    assert [(c["name"], c["args"]) for c in merged.tool_calls] == [
        ("word_count", {"text": "a b c"})
    ]


def test_tool_result_goes_back_to_the_model(
    provider: OpenAIProvider, fake_openai: FakeOpenAIServer
) -> None:
    fake_openai.reply(Reply.tool_call("word_count", text="a b c"), "There are 3 words.")
    model = provider.chat_model(_settings(fake_openai)).bind_tools([word_count])
    first = model.invoke("How many words in 'a b c'?")
    result = word_count.invoke(first.tool_calls[0])
    second = model.invoke([("user", "How many words in 'a b c'?"), first, result])
    assert second.content == "There are 3 words."
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


def test_status_of_a_stopped_server(provider: OpenAIProvider, closed_url: str) -> None:
    status = provider.status({"base_url": closed_url})
    assert status.reachable is False and status.models == ()
    assert status.error == f"cannot connect to {closed_url}/models"


def test_unknown_model(provider: OpenAIProvider, fake_openai: FakeOpenAIServer) -> None:
    settings = _settings(fake_openai, model="gpt-9")
    error = _raise_translated(provider, settings, lambda: provider.chat_model(settings).invoke("x"))
    assert isinstance(error, LLMModelNotFoundError)
    assert "'gpt-9'" in str(error) and fake_openai.url in str(error)


def test_wrong_key_is_not_echoed(provider: OpenAIProvider) -> None:
    with FakeOpenAIServer(api_key="sk-right") as fake:
        settings = _settings(fake, api_key="sk-wrong-secret")
        error = _raise_translated(
            provider, settings, lambda: provider.chat_model(settings).invoke("x")
        )
    assert type(error) is LLMError
    assert "rejected the API key (HTTP 401)" in str(error)
    assert "sk-wrong" not in str(error)


def test_model_without_tool_support(
    provider: OpenAIProvider, fake_openai: FakeOpenAIServer
) -> None:
    settings = _settings(fake_openai, model="no-tools-model")
    model = provider.chat_model(settings).bind_tools([word_count])
    error = _raise_translated(provider, settings, lambda: model.invoke("count"))
    assert isinstance(error, LLMToolCallingUnsupportedError)


def test_wrong_base_url_path(provider: OpenAIProvider, fake_openai: FakeOpenAIServer) -> None:
    settings = _settings(fake_openai, base_url=fake_openai.url.removesuffix("/v1"))
    error = _raise_translated(provider, settings, lambda: provider.chat_model(settings).invoke("x"))
    assert "has no chat completions endpoint" in str(error) and "/v1" in str(error)


@pytest.mark.parametrize("streamed", [False, True], ids=["invoke", "stream"])
def test_server_down_names_the_url(
    provider: OpenAIProvider, closed_url: str, streamed: bool
) -> None:
    settings = {"model": "m", "base_url": closed_url, "max_retries": 0}
    model = provider.chat_model(settings)
    error = _raise_translated(
        provider,
        settings,
        (lambda: list(model.stream("hi"))) if streamed else (lambda: model.invoke("hi")),
    )
    assert isinstance(error, LLMUnreachableError)
    assert str(error).startswith(f"cannot reach the OpenAI-compatible server at {closed_url}. ")


def test_slow_server_hits_the_timeout(provider: OpenAIProvider) -> None:
    with FakeOpenAIServer(response_delay=2.0) as slow:
        settings = _settings(slow, timeout=0.3)
        error = _raise_translated(
            provider, settings, lambda: provider.chat_model(settings).invoke("x")
        )
    assert isinstance(error, LLMUnreachableError)
    assert "did not answer in time" in str(error)


def test_unknown_errors_are_left_to_the_core(provider: OpenAIProvider) -> None:
    assert provider.translate_error(KeyError("x"), {"model": "m"}) is None


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
