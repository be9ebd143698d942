"""Saved default options per model: `tapyre llms options set/show/clear`, used by every ask
and chat with that model, under -o."""

from __future__ import annotations

import json
import tomllib

import pytest
from tapyre import Config, LLMOption

OPTIONS = {
    "temperature": LLMOption(float, "Sampling temperature.", minimum=0),
    "num_ctx": LLMOption(int, "Context window."),
}


@pytest.fixture
def rec(tapyre_host, recording_llm):  # type: ignore[no-untyped-def]
    recorded = recording_llm("rec", options=OPTIONS)
    tapyre_host.config.set("core.llm", "rec")
    return recorded


def test_saved_options_apply_to_their_model_only_and_o_wins(tapyre_host, tapyre_cli, rec):
    result = tapyre_cli("llms", "options", "set", "qwen3:4b", "num_ctx", "8192")
    assert result.exit_code == 0, result.output
    assert "rec qwen3:4b: num_ctx = 8192 saved to" in result.stdout
    assert tapyre_cli("llms", "options", "set", "qwen3:4b", "temperature", "0.2").exit_code == 0
    assert tapyre_cli("ask", "-m", "qwen3:4b", "hi").exit_code == 0
    assert rec.seen[-1] == {"model": "qwen3:4b", "num_ctx": 8192, "temperature": 0.2}
    assert tapyre_cli("ask", "-m", "qwen3:4b", "-o", "temperature", "1", "hi").exit_code == 0
    assert rec.seen[-1]["temperature"] == 1.0 and rec.seen[-1]["num_ctx"] == 8192
    assert tapyre_cli("ask", "-m", "other", "hi").exit_code == 0
    assert rec.seen[-1] == {"model": "other"}
    # the LLM's own model setting picks them too, in chat as in ask
    tapyre_host.config.set("llm.rec.model", "qwen3:4b")
    assert tapyre_cli("chat", input="hello\n").exit_code == 0
    assert rec.seen[-1]["num_ctx"] == 8192
    logged = json.loads(tapyre_cli("logs", "--json", "-n", "1").stdout)[0]
    assert logged["options"] == {"num_ctx": 8192, "temperature": 0.2}


def test_model_names_with_dots_and_colons_are_kept_whole(tapyre_host, tapyre_cli, rec):
    assert tapyre_cli("llms", "options", "set", "gpt-4.1-mini", "temperature", "0.5").exit_code == 0
    assert tapyre_cli("llms", "options", "set", "qwen3:4b", "num_ctx", "4096").exit_code == 0
    data = tomllib.loads(tapyre_host.config.path.read_text())
    assert data["model_options"]["rec"] == {
        "gpt-4.1-mini": {"temperature": 0.5},
        "qwen3:4b": {"num_ctx": 4096},
    }
    assert Config.load(tapyre_host.config.path, env={}).section("model_options", "rec")
    shown = json.loads(tapyre_cli("llms", "options", "show", "--json").stdout)
    assert shown == [
        {"llm": "rec", "model": "gpt-4.1-mini", "option": "temperature", "value": 0.5},
        {"llm": "rec", "model": "qwen3:4b", "option": "num_ctx", "value": 4096},
    ]
    table = tapyre_cli("llms", "options", "show", "qwen3:4b").stdout.splitlines()
    assert table[0].split() == ["LLM", "MODEL", "OPTION", "VALUE"]
    assert table[1].split() == ["rec", "qwen3:4b", "num_ctx", "4096"]
    # no warning about an unknown table when the file is read again
    assert "warning" not in tapyre_cli("llms", "options", "show").stderr


def test_options_are_checked_when_saved(tapyre_host, tapyre_cli, rec):
    bad = tapyre_cli("llms", "options", "set", "m", "temperatur", "0.2")
    assert bad.exit_code == 1
    assert "LLM 'rec' (rec) has no option 'temperatur'" in bad.stderr
    wrong = tapyre_cli("llms", "options", "set", "m", "num_ctx", "lots")
    assert wrong.exit_code == 1 and "option num_ctx must be integer, got 'lots'" in wrong.stderr
    assert not tapyre_host.config.path.exists()


def test_a_saved_option_the_provider_no_longer_takes_names_where_it_was_saved(
    tapyre_host, tapyre_cli, rec
):
    tapyre_host.config.set_path(["model_options", "rec", "m1", "top_k"], 5)
    result = tapyre_cli("ask", "-m", "m1", "hi")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: saved options of model 'm1' on rec: LLM 'rec'")
    assert "`tapyre llms options clear m1 --llm rec` removes them" in result.stderr


def test_clear_removes_one_key_or_all(tapyre_host, tapyre_cli, rec):
    tapyre_cli("llms", "options", "set", "m", "num_ctx", "1024")
    tapyre_cli("llms", "options", "set", "m", "temperature", "0.1")
    one = tapyre_cli("llms", "options", "clear", "m", "num_ctx")
    assert one.exit_code == 0 and "rec m: removed num_ctx" in one.stdout
    assert tomllib.loads(tapyre_host.config.path.read_text())["model_options"] == {
        "rec": {"m": {"temperature": 0.1}}
    }
    missing = tapyre_cli("llms", "options", "clear", "m", "num_ctx")
    assert missing.exit_code == 1
    assert "option 'num_ctx' is not saved for m on rec (saved: temperature)" in missing.stderr
    assert tapyre_cli("llms", "options", "clear", "m").exit_code == 0
    assert "model_options" not in tapyre_host.config.path.read_text()
    none = tapyre_cli("llms", "options", "clear", "m")
    assert none.exit_code == 1 and "no options are saved for m on rec" in none.stderr
