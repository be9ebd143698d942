"""tapyre-llm-openai's own behaviour through the real ``tapyre`` command.

What every provider does (the agent, ``tapyre ask``, ``llms list``, one-line
errors) is the contract's (``test_openai_contract.py``, against the fake and a
real llama.cpp server); these are the OpenAI provider's messages, its key
never printed, and two providers side by side.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tapyre.testing import FakeOpenAIServer

# -- the installed console script ------------------------------------------------


def test_a_stopped_server_names_the_setting_to_fix(
    run_tapyre: Callable[..., Any], closed_url: str
) -> None:
    run = run_tapyre(
        "ask",
        "hello",
        config={"llm": {"openai": {"base_url": closed_url, "model": "m", "max_retries": 0}}},
    )
    assert run.returncode == 1
    assert run.stdout == ""
    (line,) = run.stderr.strip().splitlines()
    # one line: the message, a full stop, then the hint naming the setting
    assert line.startswith(f"error: cannot reach the OpenAI-compatible server at {closed_url}. ")
    assert "[llm.openai] base_url (TAPYRE_LLM__OPENAI__BASE_URL)" in line


def test_tapyre_llms_list_never_prints_the_key(run_tapyre: Callable[..., Any]) -> None:
    with FakeOpenAIServer(api_key="sk-secret-789") as fake:
        config = {
            "llm": {"openai": {"base_url": fake.url, "model": "m", "api_key": "sk-secret-789"}}
        }
        listed = run_tapyre("llms", "list", config=config)
        shown = run_tapyre("config", "show", config=config)
    assert listed.returncode == 0 and shown.returncode == 0
    assert "sk-secret-789" not in listed.stdout + listed.stderr + shown.stdout + shown.stderr


def test_default_from_config_and_llm_option(run_tapyre: Callable[..., Any]) -> None:
    """Two providers configured: [core] llm picks the default, --llm another per command."""
    with FakeOpenAIServer() as fake:
        fake.reply("from openai")
        config = {
            "core": {"llm": "scripted"},
            "llm": {
                "scripted": {"replies": ["from scripted"]},
                "openai": {"base_url": fake.url, "model": "gpt-4o-mini"},
            },
        }
        by_default = run_tapyre("ask", "who?", config=config)
        picked = run_tapyre("ask", "--llm", "openai", "who?", config=config)
    assert by_default.stdout == "from scripted\n"
    assert picked.stdout == "from openai\n"
    assert len(fake.chat_requests()) == 1
