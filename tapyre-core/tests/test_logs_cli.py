"""`tapyre logs` filters (-r, -x, --since, --model), `logs backup`, and an old log upgraded
in place: each driven through the command line as a user runs it."""

from __future__ import annotations

import json
import sqlite3
import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from tapyre import Host
from tapyre._code_blocks import code_blocks, first_code_block
from tapyre._history import LogError, LogStore, since_timestamp
from tapyre._paths import log_path

CODE_ANSWER = "Here you go:\n\n```python\nprint('hi')\n```\n\nand a second:\n\n```sh\nls\n```\n"


def scripted(host: Host, *replies: Any) -> None:
    host.config.set("core.llm", "scripted")
    host.config.set("llm.scripted.replies", list(replies))


def ask(tapyre_host: Host, tapyre_cli: Any, question: str, answer: str, *args: str) -> None:
    scripted(tapyre_host, answer)
    result = tapyre_cli("ask", *args, question)
    assert result.exit_code == 0, result.output


def set_created(host: Host, prompt: str, when: datetime) -> None:
    """Pretend an exchange was logged at ``when`` (time passing, without waiting for it)."""
    with sqlite3.connect(log_path(host.config)) as db:
        db.execute(
            "UPDATE exchanges SET created = ? WHERE prompt = ?",
            (when.astimezone(UTC).isoformat(timespec="seconds"), prompt),
        )


def test_r_prints_only_the_latest_response(tapyre_host, tapyre_cli):
    ask(tapyre_host, tapyre_cli, "first?", "One.")
    ask(tapyre_host, tapyre_cli, "second?", "Two.\nLines kept.")
    result = tapyre_cli("logs", "-r")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Two.\nLines kept.\n"
    # filters pick which exchange is "latest"
    assert tapyre_cli("logs", "-r", "-q", "first").stdout == "One.\n"
    as_json = json.loads(tapyre_cli("logs", "-r", "--json").stdout)
    assert [e["prompt"] for e in as_json] == ["second?"]


def test_x_extracts_the_first_code_block(tapyre_host, tapyre_cli):
    ask(tapyre_host, tapyre_cli, "write code", CODE_ANSWER)
    ask(tapyre_host, tapyre_cli, "no code please", "Just words.")
    assert tapyre_cli("logs", "-x").stdout == "print('hi')\n"
    found = json.loads(tapyre_cli("logs", "-x", "--json").stdout)
    assert [f["code"] for f in found] == ["print('hi')\n"]
    # -r -x: the latest response, which has no code block, is an error (nothing on stdout)
    result = tapyre_cli("logs", "-r", "-x")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith("error: the response has no fenced code block")
    assert tapyre_cli("logs", "-r", "-x", "-q", "write").stdout == "print('hi')\n"


def test_since_keeps_recent_exchanges_by_duration_or_date(tapyre_host, tapyre_cli):
    for question in ("old", "yesterday", "today"):
        ask(tapyre_host, tapyre_cli, question, f"{question}!")
    now = datetime.now(UTC)
    set_created(tapyre_host, "old", now - timedelta(days=10))
    set_created(tapyre_host, "yesterday", now - timedelta(hours=30))

    def prompts(*args: str) -> list[str]:
        result = tapyre_cli("logs", "--json", "-n", "0", *args)
        assert result.exit_code == 0, result.output
        return [e["prompt"] for e in json.loads(result.stdout)]

    assert prompts("--since", "1d") == ["today"]
    assert prompts("--since", "2d") == ["yesterday", "today"]
    assert prompts("--since", "2w") == ["old", "yesterday", "today"]
    assert prompts("--since", "90m") == ["today"]
    day = (now - timedelta(days=3)).astimezone().date().isoformat()
    assert prompts("--since", day) == ["yesterday", "today"]
    bad = tapyre_cli("logs", "--since", "last tuesday")
    assert bad.exit_code == 1
    assert bad.stderr.startswith("error: --since 'last tuesday' is neither a duration nor a date")


def test_model_keeps_the_exchanges_of_one_model(tapyre_host, tapyre_cli, recording_llm):
    recording_llm("rec")
    for model in ("small", "large", "small"):
        assert tapyre_cli("ask", "--llm", "rec", "-m", model, f"q {model}").exit_code == 0
    ask(tapyre_host, tapyre_cli, "scripted one", "Scripted.")
    small = json.loads(tapyre_cli("logs", "--json", "-n", "0", "--model", "small").stdout)
    assert [e["model"] for e in small] == ["small", "small"]
    large = json.loads(tapyre_cli("logs", "--json", "-m", "large").stdout)
    assert [e["prompt"] for e in large] == ["q large"]
    # with no model recorded, the LLM's name is the model to filter by
    assert tapyre_cli("logs", "-r", "--model", "scripted").stdout == "Scripted.\n"
    none = tapyre_cli("logs", "--model", "medium")
    assert none.exit_code == 0 and none.stderr == "No exchanges found.\n"
    assert tapyre_cli("logs", "-r", "--model", "medium").exit_code == 1


def test_backup_writes_a_private_consistent_copy(tapyre_host, tapyre_cli, tmp_path):
    ask(tapyre_host, tapyre_cli, "one", "1")
    ask(tapyre_host, tapyre_cli, "two", "2")
    target = tmp_path / "backups" / "logs-backup.db"
    result = tapyre_cli("logs", "backup", str(target))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"Backed up 2 exchange(s) to {target} (")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    copied = LogStore(target).recent(None)
    assert [e.prompt for e in copied] == ["one", "two"]
    # the copy is a full log: its search index works too
    assert [e.prompt for e in LogStore(target).recent(None, query="two")] == ["two"]
    again = tapyre_cli("logs", "backup", str(target))
    assert again.exit_code == 1 and "already exists; nothing was written" in again.stderr
    assert [e.prompt for e in LogStore(target).recent(None)] == ["one", "two"]


def test_backup_without_a_log_is_one_line(tapyre_cli, tmp_path):
    result = tapyre_cli("logs", "backup", str(tmp_path / "b.db"))
    assert result.exit_code == 1
    assert result.stderr.startswith("error: there is no conversation log to back up yet")
    assert not (tmp_path / "b.db").exists()


VERSION_1 = """
CREATE TABLE exchanges (
    id INTEGER PRIMARY KEY, cid TEXT NOT NULL, created TEXT NOT NULL, prompt TEXT NOT NULL,
    system TEXT, llm TEXT, provider TEXT, model TEXT, options TEXT NOT NULL DEFAULT '{}',
    tool_calls TEXT NOT NULL DEFAULT '[]', response TEXT NOT NULL, input_tokens INTEGER,
    output_tokens INTEGER, duration_ms INTEGER, messages TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX exchanges_by_cid ON exchanges (cid, id);
CREATE VIRTUAL TABLE exchanges_fts USING fts5 (
    prompt, response, content = 'exchanges', content_rowid = 'id'
);
CREATE TRIGGER exchanges_index AFTER INSERT ON exchanges BEGIN
    INSERT INTO exchanges_fts (rowid, prompt, response) VALUES (new.id, new.prompt, new.response);
END;
INSERT INTO exchanges (cid, created, prompt, response, llm)
VALUES ('abc', '2026-01-02T03:04:05+00:00', 'an old question', 'an old answer', 'ollama');
PRAGMA user_version = 1;
"""


def test_a_log_of_schema_version_1_is_upgraded_in_place(tapyre_host, tapyre_cli):
    path = log_path(tapyre_host.config)
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as db:
        db.executescript(VERSION_1)
    (old,) = json.loads(tapyre_cli("logs", "--json").stdout)
    assert old["prompt"] == "an old question" and old["template"] is None
    assert old["fragments"] == [] and old["attachments"] == []
    ask(tapyre_host, tapyre_cli, "a new question", "a new answer")
    prompts = [e["prompt"] for e in json.loads(tapyre_cli("logs", "--json").stdout)]
    assert prompts == ["an old question", "a new question"]
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    assert tapyre_cli("logs", "-r", "-q", "old").stdout == "an old answer\n"


def test_since_timestamp_reads_durations_and_dates() -> None:
    now = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)
    assert since_timestamp("2h", now) == "2026-11-25T10:00:00+00:00"
    assert since_timestamp("7d", now) == "2026-11-18T12:00:00+00:00"
    assert since_timestamp("1w", now) == "2026-11-18T12:00:00+00:00"
    assert since_timestamp("2026-11-01T09:30+01:00", now) == "2026-11-01T08:30:00+00:00"
    with pytest.raises(LogError):
        since_timestamp("soon", now)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (CODE_ANSWER, ["print('hi')\n", "ls\n"]),
        ("~~~\nraw ``` inside\n~~~", ["raw ``` inside\n"]),
        ("````md\n```\nnested\n```\n````", ["```\nnested\n```\n"]),
        ("  ```\n  indented\n    more\n  ```", ["indented\n  more\n"]),
        ("```\nunclosed to the end\n", ["unclosed to the end\n"]),
        ("``` not`a fence\ncode", []),
        ("no code at all", []),
        ("```\n```", [""]),
    ],
)
def test_code_blocks_follow_commonmark_fences(text: str, expected: list[str]) -> None:
    assert code_blocks(text) == expected
    assert first_code_block(text) == (expected[0] if expected else None)


def test_the_log_path_is_not_a_directory(tapyre_cli, tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    result = tapyre_cli("logs", "backup", str(folder))
    assert result.exit_code != 0
