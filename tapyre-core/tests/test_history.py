"""The conversation log: every exchange in a real SQLite file, `tapyre logs`, continuing
conversations with -c/--cid, and a broken log never costing an answer."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
from pathlib import Path
from typing import Any

import pytest
from tapyre import Host, Tool, hookimpl
from tapyre._history import LogStore
from tapyre._paths import log_path


class Shouter:
    tapyre_plugin_name = "demo"

    @hookimpl
    def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
        register(Tool.simple("shout", "Upper-case the text.", str.upper))


def scripted(host: Host, *replies: Any) -> None:
    host.config.set("core.llm", "scripted")
    host.config.set("llm.scripted.replies", list(replies))


def call(name: str, **args: Any) -> dict[str, Any]:
    return {"content": "Calling.", "tool_calls": [{"name": name, "args": args}]}


def logged(host: Host) -> list[dict[str, Any]]:
    return [e.as_json() for e in LogStore(log_path(host.config)).recent(None)]


def test_an_exchange_is_logged_with_tool_calls_usage_and_mode_0600(
    tapyre_host, register_plugin, tapyre_cli
):
    register_plugin(Shouter())
    scripted(
        tapyre_host,
        call("shout", text="hi"),
        {"content": "It said {tool_result}.", "usage": {"input_tokens": 12, "output_tokens": 5}},
    )
    result = tapyre_cli("ask", "-s", "Be brief.", "shout", "hi")
    assert result.exit_code == 0, result.output
    path = log_path(tapyre_host.config)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    (exchange,) = logged(tapyre_host)
    assert exchange["prompt"] == "shout hi"
    assert exchange["system"] == "Be brief."
    assert exchange["response"] == "It said HI."
    assert exchange["llm"] == "scripted" and exchange["provider"] == "scripted"
    assert exchange["tool_calls"] == [
        {"tool": "demo:shout", "arguments": {"text": "hi"}, "result": "HI", "status": "ok"}
    ]
    assert exchange["usage"] == {"input_tokens": 12, "output_tokens": 5}
    assert exchange["duration_ms"] >= 0 and len(exchange["cid"]) == 16


def test_usage_flag_prints_reported_tokens(tapyre_host, tapyre_cli):
    scripted(tapyre_host, {"content": "Hi.", "usage": {"input_tokens": 7, "output_tokens": 2}})
    result = tapyre_cli("ask", "-u", "hello")
    assert result.stdout == "Hi.\n"
    assert "Token usage: 7 input, 2 output, 9 total" in result.stderr


def test_usage_flag_says_when_nothing_was_reported(tapyre_host, tapyre_cli):
    scripted(tapyre_host, "Hi.")
    assert "Token usage: not reported by scripted" in tapyre_cli("ask", "-u", "x").stderr


def test_no_log_config_and_environment_turn_logging_off(tapyre_host, tapyre_cli, tmp_path):
    scripted(tapyre_host, "one")
    assert tapyre_cli("ask", "--no-log", "a").exit_code == 0
    assert logged(tapyre_host) == []
    tapyre_host.config.set("core.log", False)
    assert tapyre_cli("ask", "b").exit_code == 0
    assert logged(tapyre_host) == []
    # the TAPYRE_CORE__LOG variable wins over the file
    from tapyre import Config

    config = Config.load(tapyre_host.config.path, env={"TAPYRE_CORE__LOG": "true"})
    assert config.core().log is True
    assert (
        Config.load(tmp_path / "none.toml", env={"TAPYRE_CORE__LOG": "false"}).core().log is False
    )


def test_logs_on_and_off_change_the_config_file(tapyre_host, tapyre_cli):
    assert "Logging is off" in tapyre_cli("logs", "off").stdout
    assert "log = false" in tapyre_host.config.path.read_text()
    assert tapyre_cli("logs", "on").exit_code == 0
    assert "log = true" in tapyre_host.config.path.read_text()


def test_continue_sends_the_earlier_messages_tool_calls_included(
    tapyre_host, register_plugin, tapyre_cli
):
    register_plugin(Shouter())
    scripted(tapyre_host, call("shout", text="abc"), "First: {tool_result}.")
    assert tapyre_cli("ask", "shout abc").exit_code == 0
    first_cid = logged(tapyre_host)[0]["cid"]

    # a fresh command: the model must receive the whole earlier conversation
    scripted(tapyre_host, "Second.")
    from tapyre.testing import ScriptedChatModel

    received: list[Any] = []
    original = ScriptedChatModel._next

    def spy(self, messages, tools):  # type: ignore[no-untyped-def]
        received.append(messages)
        return original(self, messages, tools)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ScriptedChatModel, "_next", spy)
        result = tapyre_cli("ask", "-c", "and again?")
    assert result.exit_code == 0, result.output
    kinds = [type(m).__name__ for m in received[0]]
    assert kinds == [
        "SystemMessage",
        "HumanMessage",
        "AIMessage",
        "ToolMessage",
        "AIMessage",
        "HumanMessage",
    ]
    assert received[0][3].content == "ABC"
    assert received[0][2].tool_calls[0]["name"] == "shout"
    exchanges = logged(tapyre_host)
    assert [e["cid"] for e in exchanges] == [first_cid, first_cid]

    # --cid picks a conversation by id; a new one starts without -c
    scripted(tapyre_host, "Third.")
    assert tapyre_cli("ask", "new topic").exit_code == 0
    assert tapyre_cli("ask", "--cid", first_cid, "back to it").exit_code == 0
    cids = [e["cid"] for e in logged(tapyre_host)]
    assert cids[2] != first_cid and cids[3] == first_cid


def test_continue_with_an_empty_log_or_unknown_cid_is_one_line(tapyre_host, tapyre_cli):
    scripted(tapyre_host, "x")
    result = tapyre_cli("ask", "-c", "hello")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: there is no conversation to continue")
    result = tapyre_cli("ask", "--cid", "nope", "hello")
    assert result.exit_code == 1 and "no conversation 'nope'" in result.stderr


def test_chat_resumes_with_c_and_logs_each_turn(tapyre_host, tapyre_cli):
    scripted(tapyre_host, "Nice to meet you.")
    assert tapyre_cli("ask", "I am Ada").exit_code == 0
    scripted(tapyre_host, "You are Ada.", "Bye.")
    result = tapyre_cli("chat", "-c", input="who am I?\n/reset\nbye\n")
    assert result.exit_code == 0, result.output
    exchanges = logged(tapyre_host)
    assert [e["prompt"] for e in exchanges] == ["I am Ada", "who am I?", "bye"]
    assert exchanges[0]["cid"] == exchanges[1]["cid"] != exchanges[2]["cid"]


def test_logs_lists_searches_and_filters(tapyre_host, tapyre_cli):
    for question, answer in [
        ("do street trees cool cities?", "Trees cool streets."),
        ("why do rivers flood?", "Rivers flood."),
        ("how do bridges stand?", "Bridges stand."),
    ]:
        scripted(tapyre_host, answer)  # each command replays its script from the start
        assert tapyre_cli("ask", question).exit_code == 0
    text = tapyre_cli("logs", "-n", "2").stdout
    assert "> why do rivers flood?" in text and "> how do bridges stand?" in text
    assert "street trees" not in text
    found = json.loads(tapyre_cli("logs", "--json", "-q", "trees").stdout)
    assert [e["response"] for e in found] == ["Trees cool streets."]
    # FTS5 syntax characters in the text are words to find, not a query error
    quoted = json.loads(tapyre_cli("logs", "--json", "-q", 'cities?" OR').stdout)
    assert quoted == []
    assert [
        e["prompt"] for e in json.loads(tapyre_cli("logs", "--json", "-q", 'cities?"').stdout)
    ] == ["do street trees cool cities?"]
    everything = json.loads(tapyre_cli("logs", "--json", "-n", "0").stdout)
    assert len(everything) == 3
    last = json.loads(tapyre_cli("logs", "--json", "-c").stdout)
    assert [e["prompt"] for e in last] == ["how do bridges stand?"]
    by_id = json.loads(tapyre_cli("logs", "--json", "--cid", everything[1]["cid"]).stdout)
    assert [e["prompt"] for e in by_id] == ["why do rivers flood?"]
    assert tapyre_cli("logs", "path").stdout.strip() == str(log_path(tapyre_host.config))


def test_a_damaged_log_is_a_warning_and_the_answer_still_prints(tapyre_host, tapyre_cli):
    path = log_path(tapyre_host.config)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a SQLite database" * 200)
    scripted(tapyre_host, "The answer.")
    result = tapyre_cli("ask", "question")
    assert result.exit_code == 0
    assert result.stdout == "The answer.\n"
    warnings = [line for line in result.stderr.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 1 and "not logged" in warnings[0] and str(path) in warnings[0]


def test_a_locked_log_is_a_warning_and_the_answer_still_prints(
    tapyre_host, tapyre_cli, monkeypatch
):
    scripted(tapyre_host, "first")
    assert tapyre_cli("ask", "one").exit_code == 0
    scripted(tapyre_host, "second")
    monkeypatch.setattr("tapyre._history.LOCK_TIMEOUT", 0.1)
    holder = sqlite3.connect(log_path(tapyre_host.config))
    holder.execute("BEGIN EXCLUSIVE")
    try:
        result = tapyre_cli("ask", "two")
    finally:
        holder.rollback()
        holder.close()
    assert result.exit_code == 0 and result.stdout == "second\n"
    assert "warning: the exchange was not logged" in result.stderr and "locked" in result.stderr
    assert [e["prompt"] for e in logged(tapyre_host)] == ["one"]


def test_the_data_folder_follows_tapyre_data_dir(tapyre_host, tmp_path):
    assert log_path(tapyre_host.config).parent == Path(os.environ["TAPYRE_DATA_DIR"])
