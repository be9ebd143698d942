"""`tapyre config unset` and `tapyre config show` (TOML and --json), as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from tapyre import Config
from tapyre.cli import cli

FILE = """\
# my Tapyre settings
[core]
llm = "openai"  # the default
max_iterations = 4

[llm.openai]
model = "gemma"
api_key = "sk-secret"

[llm.work]
provider = "openai"
base_url = "http://gpu-box:8000/v1"
"""


def run(path: Path, *args: str, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, ["--config", str(path), *args], env=env or {})


def config_file(tmp_path: Path) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(FILE, encoding="utf-8")
    return path


def test_unset_removes_one_key_and_keeps_comments_and_the_rest(tmp_path: Path) -> None:
    path = config_file(tmp_path)
    result = run(path, "config", "unset", "core.max_iterations")
    assert result.exit_code == 0, result.output
    assert result.stdout == f"Removed core.max_iterations from {path}.\n"
    text = path.read_text(encoding="utf-8")
    assert "max_iterations" not in text
    assert "# my Tapyre settings" in text and 'llm = "openai"  # the default' in text
    config = Config.load(path, env={})
    assert config.core().max_iterations == 8  # the default applies again
    assert config.get("llm.openai.model") == "gemma"


def test_unset_of_a_table_removes_it_and_tables_left_empty(tmp_path: Path) -> None:
    path = config_file(tmp_path)
    result = run(path, "config", "unset", "llm.work")
    assert result.exit_code == 0, result.output
    assert "Removed table [llm.work]" in result.stdout
    assert "[llm.work]" not in path.read_text() and "gpu-box" not in path.read_text()
    assert run(path, "config", "unset", "llm.openai.model").exit_code == 0
    assert run(path, "config", "unset", "llm.openai.api_key").exit_code == 0
    # [llm.openai] and then [llm] were left empty: no stray headers remain
    assert "[llm" not in path.read_text()
    assert Config.load(path, env={}).as_dict() == {"core": {"llm": "openai", "max_iterations": 4}}


def test_unset_of_a_key_that_is_not_set_is_one_line_and_changes_nothing(tmp_path: Path) -> None:
    path = config_file(tmp_path)
    result = run(path, "config", "unset", "core.max_iteration")
    assert result.exit_code == 1
    assert result.stderr.startswith(
        f"error: core.max_iteration is not set in {path}; nothing was changed "
        "(did you mean core.max_iterations?)"
    )
    assert result.stderr.count("\n") == 1
    assert path.read_text() == FILE
    assert run(path, "config", "unset", "papers.data_dir").exit_code == 1


def test_unset_says_when_an_environment_variable_still_sets_the_key(tmp_path: Path) -> None:
    path = config_file(tmp_path)
    result = run(path, "config", "unset", "core.llm", env={"TAPYRE_CORE__LLM": "ollama"})
    assert result.exit_code == 0, result.output
    assert "TAPYRE_CORE__LLM is set in the environment and still sets it" in result.stderr


def test_show_json_says_where_values_come_from_and_what_was_hidden(tmp_path: Path) -> None:
    path = config_file(tmp_path)
    env = {"TAPYRE_CORE__MAX_ITERATIONS": "6", "TAPYRE_DATA_DIR": str(tmp_path / "data")}
    result = run(path, "config", "show", "--json", env=env)
    assert result.exit_code == 0, result.output
    shown = json.loads(result.stdout)
    assert shown["path"] == str(path) and shown["exists"] is True
    assert shown["settings"]["core"] == {"llm": "openai", "max_iterations": 6}
    assert shown["settings"]["llm"]["openai"] == {"model": "gemma", "api_key": "***"}
    assert shown["from_environment"] == {"core.max_iterations": "TAPYRE_CORE__MAX_ITERATIONS"}
    assert shown["redacted"] == ["llm.openai.api_key"]
    assert "sk-secret" not in result.output


def test_show_json_of_a_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "none.toml"
    shown = json.loads(run(path, "config", "show", "--json").stdout)
    assert shown == {
        "path": str(path),
        "exists": False,
        "settings": {},
        "from_environment": {},
        "redacted": [],
    }


def test_show_marks_values_set_by_the_environment(tmp_path: Path) -> None:
    path = config_file(tmp_path)
    result = run(path, "config", "show", env={"TAPYRE_LLM__OPENAI__MODEL": "qwen3"})
    assert result.exit_code == 0, result.output
    assert 'model = "qwen3" # from TAPYRE_LLM__OPENAI__MODEL' in result.stdout
    assert 'api_key = "***"' in result.stdout and "sk-secret" not in result.output
