"""Configuration schemas: `config set` checks keys, types and ranges; files warn; `config keys`."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Annotated, Literal

import pytest
from click.testing import CliRunner
from pydantic import BaseModel, Field
from tapyre import (
    Component,
    Config,
    ConfigError,
    Host,
    LLMProvider,
    Setting,
    TableSchema,
    hookimpl,
)
from tapyre.cli import cli


class MineProvider(LLMProvider):
    name = "mine"
    settings_schema = TableSchema(
        settings=(
            Setting("model", "string", "The model."),
            Setting("timeout", "number", "Seconds.", minimum=0.5, maximum=60),
            Setting("speed", "string", "How.", choices=("fast", "slow")),
        )
    )

    def chat_model(self, settings):  # type: ignore[no-untyped-def]
        raise NotImplementedError


class NotesSettings(BaseModel):
    """Settings of the notes tools."""

    folder: str = Field("~/notes", description="Where notes go.")
    max_notes: Annotated[int, Field(ge=1, description="How many notes are kept.")] = 100
    style: Literal["plain", "markdown"] = "plain"


class Plugin:
    tapyre_plugin_name = "notes"

    @hookimpl
    def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
        register(MineProvider())

    @hookimpl
    def tapyre_register_embedders(self, register):  # type: ignore[no-untyped-def]
        schema = TableSchema(settings=(Setting("batch_size", "integer", minimum=1),))
        register(Component("vec", factory=dict, kind="dense", settings=schema))

    @hookimpl
    def tapyre_register_settings(self, register):  # type: ignore[no-untyped-def]
        register(TableSchema.from_model(NotesSettings, name="tools.notes"))
        register(TableSchema("scratch", free_form=True))


def run(tmp_path: Path, *args: str, file: str = "") -> tuple[int, str, str, Path]:
    path = tmp_path / "config.toml"
    if file and not path.exists():
        path.write_text(file, encoding="utf-8")
    host = Host(Config.load(path, env={}), plugins=[Plugin()], load_entrypoints=False)
    result = CliRunner().invoke(cli, list(args), obj=host)
    return result.exit_code, result.stdout, result.stderr, path


def saved(path: Path) -> dict[str, object]:
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def test_typos_in_keys_and_tables_are_errors_with_did_you_mean(tmp_path: Path) -> None:
    for key, table, suggestion in [
        ("core.lmm", "unknown setting 'lmm' in [core]", "did you mean llm?"),
        ("cor.llm", "unknown table [cor]", "did you mean core?"),
        ("llm.mine.modle", "unknown setting 'modle' in [llm.mine]", "did you mean model?"),
        ("tools.notes.foldr", "unknown setting 'foldr' in [tools.notes]", "did you mean folder?"),
        ("embedders.vec.batch", "unknown setting 'batch' in [embedders.vec]", "batch_size"),
    ]:
        code, _, err, path = run(tmp_path, "config", "set", key, "x")
        assert code == 1, key
        assert err.startswith(f"error: {table}") and suggestion in err, err
        assert err.count("\n") == 1
        assert saved(path) == {}


def test_wrong_types_and_ranges_name_the_allowed_values(tmp_path: Path) -> None:
    cases = [
        ("core.max_iterations", "lots", "must be an integer at least 1, got 'lots'"),
        ("core.max_iterations", "0", "must be an integer at least 1, got 0"),
        ("core.yes", "maybe", "must be true or false"),
        ("llm.mine.timeout", "100", "must be a number from 0.5 to 60, got 100"),
        ("llm.mine.speed", "medium", "must be one of fast, slow"),
        ("tools.notes.max_notes", "0", "must be an integer at least 1"),
        ("tools.notes.style", "html", "must be one of plain, markdown"),
    ]
    for key, value, message in cases:
        code, _, err, path = run(tmp_path, "config", "set", key, value)
        assert code == 1 and message in err, (key, err)
        assert saved(path) == {}


def test_valid_values_are_saved(tmp_path: Path) -> None:
    for key, value in [
        ("core.max_iterations", "3"),
        ("llm.mine.speed", "fast"),
        ("tools.notes.style", "markdown"),
        ("scratch.anything", "1"),
        ("llm.work.provider", "mine"),
        ("llm.work.timeout", "2"),
        ("core.log", "false"),
        ("mcp.servers.files.command", "mcp-files"),
    ]:
        code, _out, err, _ = run(tmp_path, "config", "set", key, value)
        assert code == 0, (key, err)
    data = saved(tmp_path / "config.toml")
    assert data["core"] == {"max_iterations": 3, "log": False}
    assert data["llm"] == {"mine": {"speed": "fast"}, "work": {"provider": "mine", "timeout": 2}}
    assert data["scratch"] == {"anything": 1}


def test_an_alias_gets_its_providers_schema(tmp_path: Path) -> None:
    run(tmp_path, "config", "set", "llm.work.provider", "mine")
    code, _, err, _ = run(tmp_path, "config", "set", "llm.work.speed", "medium")
    assert code == 1 and "[llm.work] speed must be one of fast, slow" in err
    code, _, err, _ = run(tmp_path, "config", "set", "llm.other.provider", "mien")
    assert code == 1 and "did you mean mine?" in err


def test_replacing_a_table_with_a_value_is_refused(tmp_path: Path) -> None:
    run(tmp_path, "config", "set", "core.llm", "mine")
    for key in ("core", "llm.mine", "tools.notes"):
        code, _, err, _path = run(tmp_path, "config", "set", key, "llm")
        assert code == 1 and f"error: {key} is a table" in err, err
    assert saved(tmp_path / "config.toml") == {"core": {"llm": "mine"}}
    # even a table no schema declares
    run(tmp_path, "config", "set", "elsewhere.key", "1")
    code, _, err, _ = run(tmp_path, "config", "set", "elsewhere", "1")
    assert code == 1 and "elsewhere is a table" in err


def test_undeclared_plugin_tables_are_saved_with_a_warning(tmp_path: Path) -> None:
    code, _out, err, path = run(tmp_path, "config", "set", "papers.chunk_max_tokens", "-5")
    assert code == 0, err
    assert "warning: [papers] is declared by no installed plugin" in err
    assert saved(path) == {"papers": {"chunk_max_tokens": -5}}


def test_a_negative_number_is_a_value_not_an_option(tmp_path: Path) -> None:
    code, _, err, _path = run(tmp_path, "config", "set", "llm.mine.timeout", "-5")
    assert code == 1 and "must be a number from 0.5 to 60, got -5" in err


def test_reading_a_file_warns_once_about_unknown_keys(tmp_path: Path) -> None:
    # [weather]: a table no installed plugin declares ([papers] is declared once
    # tapyre-paper-search is installed, as in a development venv), so it is not checked.
    path = tmp_path / "config.toml"
    path.write_text(
        "[core]\nlmm = 'x'\n[llm.mine]\nmodle = 'y'\n[scratch]\nfree = 1\n[weather]\nzz = 1\n"
    )
    result = CliRunner().invoke(cli, ["--config", str(path), "config", "path"])
    assert result.exit_code == 0
    result = CliRunner().invoke(cli, ["--config", str(path), "tools", "list"])
    lines = [line for line in result.stderr.splitlines() if line.startswith("warning:")]
    assert lines == [f"warning: {path}: unknown setting 'lmm' in [core] (did you mean llm?)"]


def test_config_keys_lists_every_setting_with_type_default_and_env(tmp_path: Path) -> None:
    code, out, err, _ = run(tmp_path, "config", "keys", "--json")
    assert code == 0, err
    rows = {row["key"]: row for row in json.loads(out)}
    assert rows["core.max_iterations"] == {
        "key": "core.max_iterations",
        "type": "integer",
        "allowed": "an integer at least 1",
        "default": 8,
        "env": "TAPYRE_CORE__MAX_ITERATIONS",
        "description": "Model turns before the agent gives up.",
    }
    assert rows["tools.notes.max_notes"]["default"] == 100
    assert rows["tools.notes.style"]["allowed"] == "one of plain, markdown"
    assert rows["llm.mine.timeout"]["env"] == "TAPYRE_LLM__MINE__TIMEOUT"
    assert "embedders.vec.batch_size" in rows
    code, table, _, _ = run(tmp_path, "config", "keys")
    assert table.splitlines()[0].split() == ["KEY", "TYPE", "DEFAULT", "ENVIRONMENT", "DESCRIPTION"]
    assert "TAPYRE_TOOLS__NOTES__FOLDER" in table


def test_config_set_can_fix_a_value_that_breaks_the_host(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('[core]\nplugin_import_timeout = "x"\n', encoding="utf-8")
    result = CliRunner().invoke(
        cli, ["--config", str(path), "config", "set", "core.plugin_import_timeout", "5"]
    )
    assert result.exit_code == 0, result.output
    assert "checking against the core's settings only" in result.stderr
    assert saved(path) == {"core": {"plugin_import_timeout": 5}}
    result = CliRunner().invoke(cli, ["--config", str(path), "config", "set", "core.lmm", "x"])
    assert result.exit_code == 1 and "did you mean llm?" in result.stderr


def test_config_keys_markdown_is_the_readme_table_of_a_declaration(tmp_path: Path) -> None:
    code, out, err, _ = run(tmp_path, "config", "keys", "llm.mine", "--markdown")
    assert code == 0, err
    assert out.splitlines() == [
        "| key | accepts | default | environment variable | description |",
        "| --- | --- | --- | --- | --- |",
        "| `model` | a string | none | `TAPYRE_LLM__MINE__MODEL` | The model. |",
        "| `timeout` | a number from 0.5 to 60 | none | `TAPYRE_LLM__MINE__TIMEOUT` | Seconds. |",
        "| `speed` | one of fast, slow | none | `TAPYRE_LLM__MINE__SPEED` | How. |",
    ]
    code, out, _, _ = run(tmp_path, "config", "keys", "core", "plugins", "--markdown")
    assert out.startswith("#### [core]\n\n| key |") and "\n\n#### [plugins]\n\n| key |" in out
    assert (
        "| `max_iterations` | an integer at least 1 | `8` | `TAPYRE_CORE__MAX_ITERATIONS` |" in out
    )
    code, _, err, _ = run(tmp_path, "config", "keys", "nope")
    assert code == 1 and err.startswith("error: no declared table nope. Known: ")
    assert " core, " in err and " llm.mine, " in err


def test_a_declaration_reads_its_table() -> None:
    schema = MineProvider.settings_schema
    assert schema is not None
    # values from the environment arrive as strings; defaults fill what is unset
    assert schema.read({"timeout": "2.5", "model": ""}, table="llm.mine") == {
        "model": None,
        "timeout": 2.5,
        "speed": None,
    }
    for settings, table, message in [
        ({"modle": "x"}, "llm.mine", "unknown setting in [llm.mine]: modle"),
        (
            {"timeout": 61},
            "llm.mine",
            "[llm.mine] timeout (TAPYRE_LLM__MINE__TIMEOUT) must be at most 60",
        ),
        (
            {"timeout": "soon"},
            "llm.mine",
            "[llm.mine] timeout (TAPYRE_LLM__MINE__TIMEOUT) must be a number",
        ),
        (
            {"speed": "warp"},
            "llm.work",
            "[llm.work] speed (TAPYRE_LLM__WORK__SPEED) must be one of fast, slow",
        ),
    ]:
        with pytest.raises(ConfigError) as caught:
            schema.read(settings, table=table)
        assert str(caught.value).startswith(message), str(caught.value)
    # not strict: unknown keys are the caller's to warn about, kept as they are
    assert schema.read({"extra": 1}, table="llm.mine", strict=False)["extra"] == 1


def test_the_core_table_is_read_by_its_declaration(tmp_path: Path) -> None:
    from tapyre._schema import CORE_SCHEMA

    declared = CORE_SCHEMA.get("max_iterations")
    assert declared is not None and Config().core().max_iterations == declared.default
    core = Config({"core": {"allow_side_effects": "network, writes-files", "lmm": 1}}).core()
    assert core.allow_side_effects == ("network", "writes-files")
    config = Config({"core": {"plugin_import_timeout": -1}}, path=tmp_path / "c.toml")
    with pytest.raises(ConfigError) as caught:
        config.core()
    assert str(caught.value) == (
        f"{tmp_path / 'c.toml'}: [core] plugin_import_timeout "
        "(TAPYRE_CORE__PLUGIN_IMPORT_TIMEOUT) must be at least 0, got -1"
    )
