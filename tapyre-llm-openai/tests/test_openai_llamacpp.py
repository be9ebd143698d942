"""tapyre-llm-openai against a real OpenAI-compatible model server.

llama-cpp-python's server runs on loopback for the session (fixture
``llamacpp_server``) with the Gemma 3 270M GGUF from PyPI.  Run with
``pytest tapyre-llm-openai/tests -m llamacpp`` (nox: ``llm_openai_llamacpp``).

Gemma 3 270M is a small base model: what it says is not checked, only that a
real completion arrives, streamed.  Tool calling is tested against the fake
endpoint (``test_openai_cli.py``): this model through llama-cpp-python's
``chatml-function-calling`` format produces a call only when one is forced, and
its streamed calls repeat the function name in every chunk.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tapyre_llm_openai.plugin
from llamacpp_server import LlamaCppServer
from tapyre import AnswerEvent, Host, TokenEvent
from tapyre_llm_openai import OpenAIProvider

pytestmark = [pytest.mark.llamacpp, pytest.mark.slow]

ALIAS = "gemma3-270m"
QUESTION = "Write one sentence about the sea."


def _settings(server: LlamaCppServer) -> dict[str, Any]:
    # Small answers keep the test quick on two CPU cores; the timeout is for busy CI machines.
    return {
        "base_url": server.url,
        "model": ALIAS,
        "max_tokens": 24,
        "temperature": 0,
        "timeout": 300,
    }


def test_chat_model_streams_from_llamacpp(llamacpp_server: LlamaCppServer) -> None:
    model = OpenAIProvider().chat_model(_settings(llamacpp_server))
    pieces = [c.content for c in model.stream(QUESTION) if c.content]
    assert len(pieces) >= 2
    assert "".join(pieces).strip()


def test_status_lists_the_served_model(llamacpp_server: LlamaCppServer) -> None:
    status = OpenAIProvider().status(_settings(llamacpp_server))
    assert status.reachable is True and status.error is None
    assert ALIAS in status.models


def test_agent_streams_a_real_completion(
    llamacpp_server: LlamaCppServer, tapyre_host: Host, register_plugin: Any
) -> None:
    register_plugin(tapyre_llm_openai.plugin, name="openai")
    tapyre_host.config.set("core.llm", "openai")
    for key, value in _settings(llamacpp_server).items():
        tapyre_host.config.set(f"llm.openai.{key}", value)
    events = list(tapyre_host.stream(QUESTION))
    tokens = [e.text for e in events if isinstance(e, TokenEvent)]
    assert len(tokens) >= 2
    assert isinstance(events[-1], AnswerEvent)
    assert events[-1].text == "".join(tokens) and events[-1].text.strip()


def test_tapyre_ask_streams_a_real_completion(
    llamacpp_server: LlamaCppServer, run_tapyre: Callable[..., Any]
) -> None:
    run = run_tapyre(
        "ask",
        QUESTION,
        config={"core": {"llm": "openai"}, "llm": {"openai": _settings(llamacpp_server)}},
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip()
    # The answer reached the terminal in pieces, while the model generated it.
    assert run.stdout_reads >= 2, run.stdout


def test_tapyre_llms_list_against_llamacpp(
    llamacpp_server: LlamaCppServer, run_tapyre: Callable[..., Any]
) -> None:
    run = run_tapyre("llms", "list", config={"llm": {"openai": _settings(llamacpp_server)}})
    assert run.returncode == 0, run.stderr
    (row,) = [line for line in run.stdout.splitlines() if "openai" in line]
    assert llamacpp_server.url in row and " yes " in row and ALIAS in row


def test_tapyre_ask_after_the_server_stopped(
    gguf_path: Path, tmp_path: Path, run_tapyre: Callable[..., Any]
) -> None:
    server = LlamaCppServer(
        gguf_path, models={ALIAS: {"chat_format": "gemma"}}, log_path=tmp_path / "s.log"
    )
    config = {"llm": {"openai": {**_settings(server.start()), "max_retries": 0}}}
    try:
        assert " yes " in run_tapyre("llms", "list", config=config).stdout
    finally:
        server.stop()
    run = run_tapyre("ask", QUESTION, config=config)
    assert run.returncode == 1
    assert run.stdout == ""
    (line,) = run.stderr.strip().splitlines()
    # one line: the message, a full stop, then the hint naming the setting
    assert line.startswith(f"error: cannot reach the OpenAI-compatible server at {server.url}. ")
    assert "[llm.openai] base_url (TAPYRE_LLM__OPENAI__BASE_URL)" in line
