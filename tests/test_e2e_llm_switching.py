"""Two real LLM provider packages installed together, each against its loopback fake server.

tapyre-core, tapyre-llm-openai and tapyre-llm-ollama in a fresh environment,
found through their entry points; ``[core] llm`` picks the default and
``--llm NAME`` switches per command, through the real ``tapyre`` console
script in a subprocess.  A second OpenAI-compatible endpoint is configured as
an alias (``[llm.lab] provider = "openai"``).
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from tapyre.testing import FakeOpenAIServer
from venvs import OLLAMA, OPENAI, Venv, assert_ok

pytestmark = pytest.mark.slow


def _test_module(path: Path) -> ModuleType:
    """A helper module of a provider package's tests (fake servers are not in the wheels)."""
    name = path.stem
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while the class is built
        spec.loader.exec_module(module)
    return sys.modules[name]


ollama_testing = _test_module(OLLAMA / "tests" / "fake_ollama.py")


@pytest.fixture(scope="module")
def llm_venv(venv_factory: Callable[..., Venv]) -> Venv:
    """tapyre-core with both LLM provider packages, nothing else."""
    return venv_factory(OPENAI, OLLAMA)


@pytest.fixture
def servers() -> Iterator[dict[str, Any]]:
    with (
        FakeOpenAIServer() as openai,
        FakeOpenAIServer() as lab,
        ollama_testing.FakeOllamaServer() as ollama,
    ):
        yield {"openai": openai, "lab": lab, "ollama": ollama}


def _write_config(venv: Venv, servers: dict[str, Any]) -> None:
    def table(name: str, **values: str) -> list[str]:
        return [f"[llm.{name}]", *(f"{k} = {json.dumps(v)}" for k, v in values.items()), ""]

    lines = ["[core]", 'llm = "ollama"', ""]
    lines += table("ollama", base_url=servers["ollama"].url, model="llama3.2")
    lines += table("openai", base_url=servers["openai"].url, model="gpt-4o-mini")
    lines += table("lab", provider="openai", base_url=servers["lab"].url, model="gpt-4o-mini")
    venv.config.write_text("\n".join(lines), encoding="utf-8")


def _chats(servers: dict[str, Any]) -> dict[str, int]:
    return {name: len(server.chat_requests()) for name, server in servers.items()}


def test_core_llm_is_the_default_and_llm_switches_per_command(
    llm_venv: Venv, servers: dict[str, Any]
) -> None:
    _write_config(llm_venv, servers)
    servers["ollama"].reply("answer from ollama", "ollama again")
    servers["openai"].reply("answer from openai")
    servers["lab"].reply("answer from the lab")

    default = llm_venv.run("ask", "--no-stream", "who", "answers?")
    assert_ok(default)
    assert default.stdout == "answer from ollama\n"
    assert _chats(servers) == {"openai": 0, "lab": 0, "ollama": 1}

    switched = llm_venv.run("ask", "--llm", "openai", "--no-stream", "who answers?")
    assert_ok(switched)
    assert switched.stdout == "answer from openai\n"
    assert _chats(servers) == {"openai": 1, "lab": 0, "ollama": 1}
    assert servers["openai"].chat_requests()[0].body["model"] == "gpt-4o-mini"

    alias = llm_venv.run("ask", "--llm", "lab", "who answers?")  # streamed
    assert_ok(alias)
    assert alias.stdout == "answer from the lab\n"
    assert _chats(servers) == {"openai": 1, "lab": 1, "ollama": 1}

    # --llm changed nothing for the next command: the default is still [core] llm
    again = llm_venv.run("ask", "--no-stream", "and now?")
    assert_ok(again)
    assert again.stdout == "ollama again\n"
    assert _chats(servers) == {"openai": 1, "lab": 1, "ollama": 2}
    asked = servers["ollama"].chat_requests()[-1].body
    assert asked["model"] == "llama3.2" and asked["messages"][-1]["content"] == "and now?"


def test_environment_overrides_the_default(llm_venv: Venv, servers: dict[str, Any]) -> None:
    _write_config(llm_venv, servers)
    servers["lab"].reply("lab via the environment")
    result = llm_venv.run("ask", "--no-stream", "hi", TAPYRE_CORE__LLM="lab")
    assert_ok(result)
    assert result.stdout == "lab via the environment\n"
    assert _chats(servers) == {"openai": 0, "lab": 1, "ollama": 0}


def test_llms_list_shows_both_providers_and_the_alias(
    llm_venv: Venv, servers: dict[str, Any]
) -> None:
    _write_config(llm_venv, servers)
    result = llm_venv.run("llms", "list")
    assert_ok(result)
    lines = result.stdout.splitlines()
    assert lines[0].split()[:3] == ["NAME", "PROVIDER", "STATUS"]
    rows = {line.split()[0]: line.split() for line in lines[1:]}
    assert set(rows) == {"*ollama", "openai", "lab"}  # no built-in scripted row
    assert rows["*ollama"][1:3] == ["ollama", "default"]
    assert rows["openai"][1:3] == ["openai", "configured"]
    assert rows["lab"][1:3] == ["openai", "configured"]
    assert servers["ollama"].url in rows["*ollama"] and "yes" in rows["*ollama"]
    assert servers["lab"].url in rows["lab"] and "yes" in rows["lab"]
    assert "error" not in result.stderr.lower()


def test_unknown_provider_of_an_alias_is_one_line(llm_venv: Venv, tmp_path: Any) -> None:
    config = tmp_path / "typo.toml"
    config.write_text('[llm.work]\nprovider = "opnai"\n', encoding="utf-8")
    result = llm_venv.run("ask", "--llm", "work", "hi", TAPYRE_CONFIG=str(config))
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith(
        'error: [llm.work] provider = "opnai" is not an installed LLM provider '
        "(installed providers: ollama, openai)."
    )
