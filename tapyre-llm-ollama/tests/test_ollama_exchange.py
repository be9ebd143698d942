"""What goes over the wire to Ollama, and the fake that speaks it.

Every test talks real HTTP to :class:`FakeOllamaServer`, which answers with
the bodies, status codes and streaming framing of Ollama's API.  What every
provider does is the contract's (``test_ollama_contract.py``); here are
Ollama's request fields, tags, messages and wire format.
"""

from __future__ import annotations

import http.client
import json
from typing import Any
from urllib.parse import urlsplit

import pytest
from fake_ollama import FakeModel, FakeOllamaServer, Reply
from tapyre import LLMModelNotFoundError
from tapyre.testing import tool_round_trip, translated_error
from tapyre_llm_ollama import OllamaProvider


def _settings(fake: FakeOllamaServer, **extra: Any) -> dict[str, Any]:
    return {"model": "llama3.2", "base_url": fake.url, **extra}


# -- what goes over the wire -------------------------------------------------


def test_settings_become_ollama_request_fields(
    provider: OllamaProvider, fake_ollama: FakeOllamaServer
) -> None:
    settings = _settings(
        fake_ollama, temperature=0.2, max_tokens=128, keep_alive="10m", num_ctx=8192
    )
    provider.chat_model(settings).invoke("hello")
    (request,) = fake_ollama.chat_requests()
    assert request.method == "POST"
    assert request.body["model"] == "llama3.2"
    assert request.body["messages"] == [{"role": "user", "content": "hello"}]
    assert request.body["options"] == {"temperature": 0.2, "num_predict": 128, "num_ctx": 8192}
    assert request.body["keep_alive"] == "10m"


def test_unset_settings_are_not_sent(
    provider: OllamaProvider, fake_ollama: FakeOllamaServer
) -> None:
    provider.chat_model(_settings(fake_ollama)).invoke("hello")
    (request,) = fake_ollama.chat_requests()
    assert request.body["options"] == {}
    assert request.body.get("keep_alive") is None


def test_max_tokens_cuts_the_answer(
    provider: OllamaProvider, fake_ollama: FakeOllamaServer
) -> None:
    fake_ollama.reply("one two three four five six")
    answer = provider.chat_model(_settings(fake_ollama, max_tokens=3)).invoke("count")
    assert answer.content == "one two three"
    assert answer.response_metadata["done_reason"] == "length"


def test_tool_calls_and_results_go_back_in_ollamas_format(
    provider: OllamaProvider, fake_ollama: FakeOllamaServer
) -> None:
    tool_round_trip(lambda: provider.chat_model(_settings(fake_ollama)), fake_ollama.reply)
    sent = fake_ollama.chat_requests()[-1].body["messages"]
    assert sent[1]["tool_calls"][0]["function"] == {
        "name": "word_count",
        "arguments": {"text": "alpha beta gamma"},
    }
    assert sent[2]["role"] == "tool" and sent[2]["content"] == "3"


# -- tapyre llms list ----------------------------------------------------------


def test_status_lists_pulled_models(
    provider: OllamaProvider, fake_ollama: FakeOllamaServer
) -> None:
    status = provider.status(_settings(fake_ollama))
    assert status.reachable is True
    assert status.error is None
    assert status.endpoint == fake_ollama.url
    assert status.model == "llama3.2"
    assert status.models == ("llama3.2:latest", "gemma3:270m")


def test_status_without_a_model_still_lists(
    provider: OllamaProvider, fake_ollama: FakeOllamaServer
) -> None:
    status = provider.status({"base_url": fake_ollama.url})
    assert status.model is None and status.reachable is True and len(status.models) == 2


def test_status_uses_ollama_host(
    provider: OllamaProvider, fake_ollama: FakeOllamaServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OLLAMA_HOST", urlsplit(fake_ollama.url).netloc)
    assert provider.status({}).reachable is True


# -- errors --------------------------------------------------------------------


def test_model_not_pulled_names_the_pull_command(
    provider: OllamaProvider, fake_ollama: FakeOllamaServer
) -> None:
    settings = _settings(fake_ollama, model="mistral-nemo")
    error = translated_error(provider, settings, lambda: provider.chat_model(settings).invoke("hi"))
    assert isinstance(error, LLMModelNotFoundError)
    assert "ollama pull mistral-nemo" in str(error)
    assert fake_ollama.url in str(error)


def test_same_model_without_tools_answers(
    provider: OllamaProvider, fake_ollama: FakeOllamaServer
) -> None:
    answer = provider.chat_model(_settings(fake_ollama, model="gemma3:270m")).invoke("hi")
    assert answer.content == "You said: hi"


# -- the fake speaks Ollama's wire format --------------------------------------


def _raw(
    fake: FakeOllamaServer, method: str, path: str, body: Any = None
) -> http.client.HTTPResponse:
    parts = urlsplit(fake.url)
    conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=5)
    payload = json.dumps(body).encode() if body is not None else None
    conn.request(method, path, body=payload, headers={"Content-Type": "application/json"})
    return conn.getresponse()


def test_wire_streamed_chat_is_chunked_ndjson(fake_ollama: FakeOllamaServer) -> None:
    fake_ollama.reply("Hi <there> & bye")
    response = _raw(
        fake_ollama,
        "POST",
        "/api/chat",
        {"model": "llama3.2", "messages": [{"role": "user", "content": "x"}]},
    )
    assert response.status == 200
    assert response.getheader("Content-Type") == "application/x-ndjson"
    assert response.getheader("Transfer-Encoding") == "chunked"
    raw = response.read().decode()
    lines = [json.loads(line) for line in raw.splitlines()]
    assert "\\u003cthere\\u003e" in raw and "\\u0026" in raw  # Go's HTML-safe escaping
    assert list(lines[0]) == ["model", "created_at", "message", "done"]
    assert lines[0]["created_at"].endswith("Z")
    assert all(line["done"] is False for line in lines[:-1])
    final = lines[-1]
    assert final["done"] is True and final["done_reason"] == "stop"
    assert {"total_duration", "load_duration", "prompt_eval_count", "eval_count"} <= set(final)
    assert "".join(line["message"]["content"] for line in lines) == "Hi <there> & bye"


def test_wire_unstreamed_chat_with_tool_calls(fake_ollama: FakeOllamaServer) -> None:
    fake_ollama.reply(Reply.tool_call("word_count", text="a b"))
    response = _raw(
        fake_ollama,
        "POST",
        "/api/chat",
        {
            "model": "llama3.2",
            "stream": False,
            "messages": [{"role": "user", "content": "x"}],
            "tools": [{"type": "function", "function": {"name": "word_count"}}],
        },
    )
    assert response.getheader("Content-Type") == "application/json; charset=utf-8"
    body = json.loads(response.read())
    assert body["done"] is True and body["done_reason"] == "stop"
    (call,) = body["message"]["tool_calls"]
    assert call["id"].startswith("call_")
    assert call["function"] == {"index": 0, "name": "word_count", "arguments": {"text": "a b"}}


@pytest.mark.parametrize(
    ("model", "tools", "status", "error"),
    [
        ("nope", False, 404, 'model "nope" not found, try pulling it first'),
        ("gemma3:270m", True, 400, "registry.ollama.ai/library/gemma3:270m does not support tools"),
        ("", False, 400, "model is required"),
    ],
)
def test_wire_chat_errors(
    fake_ollama: FakeOllamaServer, model: str, tools: bool, status: int, error: str
) -> None:
    body: dict[str, Any] = {"model": model, "messages": [{"role": "user", "content": "x"}]}
    if tools:
        body["tools"] = [{"type": "function", "function": {"name": "t"}}]
    response = _raw(fake_ollama, "POST", "/api/chat", body)
    assert response.status == status
    assert json.loads(response.read()) == {"error": error}


def test_wire_empty_chat_loads_the_model(fake_ollama: FakeOllamaServer) -> None:
    response = _raw(fake_ollama, "POST", "/api/chat", {"model": "llama3.2", "messages": []})
    body = json.loads(response.read())
    assert body["done_reason"] == "load" and body["done"] is True


def test_wire_tags_show_version(fake_ollama: FakeOllamaServer) -> None:
    tags = json.loads(_raw(fake_ollama, "GET", "/api/tags").read())
    first = tags["models"][0]
    assert list(first) == ["name", "model", "modified_at", "size", "digest", "details"]
    assert set(first["details"]) == {
        "parent_model",
        "format",
        "family",
        "families",
        "parameter_size",
        "quantization_level",
    }
    show = json.loads(_raw(fake_ollama, "POST", "/api/show", {"model": "gemma3:270m"}).read())
    assert show["capabilities"] == ["completion"]
    missing = _raw(fake_ollama, "POST", "/api/show", {"model": "nope"})
    assert missing.status == 404 and json.loads(missing.read()) == {
        "error": "model 'nope' not found"
    }
    assert json.loads(_raw(fake_ollama, "GET", "/api/version").read()) == {"version": "0.12.6"}
    root = _raw(fake_ollama, "GET", "/")
    assert root.read() == b"Ollama is running"
    assert _raw(fake_ollama, "GET", "/api/nothing").status == 404


def test_official_client_reads_the_fake(fake_ollama: FakeOllamaServer) -> None:
    """The ``ollama`` package itself parses every answer of the fake."""
    import ollama

    client = ollama.Client(host=fake_ollama.url)
    assert [m.model for m in client.list().models] == ["llama3.2:latest", "gemma3:270m"]
    assert client.show("llama3.2").capabilities == ["completion", "tools"]
    fake_ollama.reply("plain answer")
    response = client.chat("llama3.2", messages=[{"role": "user", "content": "x"}], stream=False)
    assert response.message.content == "plain answer" and response.done_reason == "stop"
    parts = list(client.chat("llama3.2", messages=[{"role": "user", "content": "x"}], stream=True))
    assert parts[-1].done is True
    with pytest.raises(ollama.ResponseError) as caught:
        client.chat("absent", messages=[{"role": "user", "content": "x"}], stream=False)
    assert caught.value.status_code == 404


def test_custom_models(provider: OllamaProvider) -> None:
    with FakeOllamaServer(models=(FakeModel("qwen3:0.6b"),)) as fake:
        assert provider.status({"base_url": fake.url}).models == ("qwen3:0.6b",)
