"""Config: the TOML file, TAPYRE_* overrides, saving with comments, redaction."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre import Config, ConfigError
from tapyre._config import env_overrides, parse_value


def write(path: Path, text: str, mode: int | None = None) -> Path:
    path.write_text(text, encoding="utf-8")
    if mode is not None:
        path.chmod(mode)
    return path


def test_missing_file_is_an_empty_config(tmp_path: Path) -> None:
    config = Config.load(tmp_path / "nope.toml", env={})
    assert config.as_dict() == {}
    assert config.section("llm", "openai") == {}
    assert config.get("core.llm", "fallback") == "fallback"
    assert config.path == tmp_path / "nope.toml"


def test_tapyre_config_env_names_the_file(tmp_path: Path) -> None:
    path = write(tmp_path / "c.toml", '[core]\nllm = "ollama"\n')
    config = Config.load(env={"TAPYRE_CONFIG": str(path)})
    assert config.path == path
    assert config.core().llm == "ollama"


def test_environment_overrides_nest_on_double_underscores_and_parse_toml_values(
    tmp_path: Path,
) -> None:
    path = write(tmp_path / "c.toml", '[llm.openai]\nmodel = "gpt"\ntemperature = 0.1\n')
    env = {
        "TAPYRE_LLM__OPENAI__MODEL": "gemma",
        "TAPYRE_CORE__MAX_ITERATIONS": "3",
        "TAPYRE_CORE__YES": "true",
        "TAPYRE_CORE__ALLOW_SIDE_EFFECTS": '["network"]',
        "TAPYRE_LOAD_PLUGINS": "hello",  # a switch, not a setting
        "OTHER": "x",
    }
    config = Config.load(path, env=env)
    assert config.section("llm", "openai") == {"model": "gemma", "temperature": 0.1}
    core = config.core()
    assert (core.max_iterations, core.yes, core.allow_side_effects) == (3, True, ("network",))
    assert "load_plugins" not in config.as_dict()


def test_parse_value_keeps_non_toml_text_as_a_string() -> None:
    assert parse_value("3") == 3
    assert parse_value("llama3.1:8b") == "llama3.1:8b"
    assert parse_value("http://localhost:11434") == "http://localhost:11434"
    assert parse_value("2024-01-01") == "2024-01-01"
    assert env_overrides({"TAPYRE_A__B__C": "x"}) == {"a": {"b": {"c": "x"}}}


def test_invalid_toml_names_the_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path / "bad.toml", '[core]\nllm = "ok"\nmax_iterations = = 3\n')
    with pytest.raises(ConfigError, match=rf"{path.name}:3: invalid TOML") as info:
        Config.load(path, env={})
    assert "\n" not in str(info.value)


def test_wrong_core_types_are_config_errors(tmp_path: Path) -> None:
    config = Config({"core": {"max_iterations": "many"}}, path=tmp_path / "c.toml")
    with pytest.raises(ConfigError, match=r"c.toml: \[core\] max_iterations"):
        config.core()
    with pytest.raises(ConfigError, match="must be a table"):
        Config({"llm": {"openai": 3}}).section("llm", "openai")


def test_set_and_save_keep_comments_and_layout(tmp_path: Path) -> None:
    path = write(tmp_path / "c.toml", '# my settings\n[core]\nllm = "ollama"  # the default\n')
    config = Config.load(path, env={})
    config.set("core.llm", "openai")
    config.set("llm.openai.model", "gemma")
    config.save()
    text = path.read_text()
    assert "# my settings" in text and "# the default" in text
    assert "[llm.openai]" in text and "[llm]\n" not in text
    again = Config.load(path, env={})
    assert again.core().llm == "openai"
    assert again.section("llm", "openai") == {"model": "gemma"}


def test_save_creates_the_folder(tmp_path: Path) -> None:
    config = Config.load(tmp_path / "new" / "dir" / "config.toml", env={})
    config.set("core.max_iterations", 5)
    assert config.save().read_text().strip() == "[core]\nmax_iterations = 5"


def test_environment_still_wins_after_set(tmp_path: Path) -> None:
    config = Config.load(tmp_path / "c.toml", env={"TAPYRE_CORE__LLM": "env"})
    config.set("core.llm", "file")
    assert config.core().llm == "env"


def test_redacted_hides_secrets_but_not_look_alikes() -> None:
    config = Config(
        {
            "llm": {"openai": {"api_key": "sk-1", "max_tokens": 100, "apikey": "x", "model": "m"}},
            "metadata_stores": {"mysql": {"url": "mysql+pymysql://me:hunter2@db/papers"}},
            "papers": {"hf_token": "hf_1", "db_password": "p", "secret": "s", "keywords": ["a"]},
            "custom": {"organization": "org-1"},
        }
    )
    shown = config.redacted(extra_keys={"organization"})
    assert shown["llm"]["openai"] == {
        "api_key": "***",
        "max_tokens": 100,
        "apikey": "***",
        "model": "m",
    }
    assert shown["metadata_stores"]["mysql"]["url"] == "mysql+pymysql://me:***@db/papers"
    assert shown["papers"] == {
        "hf_token": "***",
        "db_password": "***",
        "secret": "***",
        "keywords": ["a"],
    }
    assert shown["custom"]["organization"] == "***"
    assert "hunter2" not in repr(shown)


# -- secrets at rest ------------------------------------------------------------


def _mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


def test_saving_a_secret_writes_the_file_with_mode_0600(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    config = Config.load(path, env={})
    config.set("core.max_iterations", 3)
    config.save()
    plain_mode = _mode(path)
    assert plain_mode & 0o044  # no secret: the umask's ordinary mode
    config.set("llm.openai.api_key", "sk-secret")
    config.save()
    assert _mode(path) == 0o600
    # a leftover temporary file of an old save does not pass its mode on
    write(tmp_path / ".config.toml.tmp", "", mode=0o666)
    config.set("llm.ollama.model", "gemma")
    config.save()
    assert _mode(path) == 0o600


def test_a_file_without_secrets_keeps_its_mode(tmp_path: Path) -> None:
    path = write(tmp_path / "config.toml", "[core]\nmax_iterations = 4\n", mode=0o640)
    config = Config.load(path, env={})
    config.set("core.max_iterations", 5)
    config.save()
    assert _mode(path) == 0o640
    config.set("llm.openai.api_key", "")  # empty: nothing to protect yet
    config.save()
    assert _mode(path) == 0o640


SECRET = '[llm.openai]\napi_key = "sk-secret"\n'


def _load_warnings(caplog: pytest.LogCaptureFixture, *paths: Path) -> list[str]:
    """The config warnings that loading each of ``paths`` in turn logs."""
    caplog.clear()
    with caplog.at_level("WARNING", logger="tapyre.config"):
        for path in paths:
            Config.load(path, env={})
    return [r.getMessage() for r in caplog.records if r.name == "tapyre.config"]


@pytest.mark.skipif(__import__("os").name != "posix", reason="mode bits are POSIX")
def test_reading_a_readable_file_with_a_secret_warns_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = write(tmp_path / "shared.toml", SECRET, mode=0o644)
    warnings = _load_warnings(caplog, path, path)
    assert len(warnings) == 1
    assert str(path) in warnings[0] and "chmod 600" in warnings[0]
    assert "sk-secret" not in warnings[0]

    private = write(tmp_path / "private.toml", SECRET, mode=0o600)
    harmless = write(tmp_path / "harmless.toml", "[core]\nmax_iterations = 2\n", mode=0o644)
    assert _load_warnings(caplog, private, harmless) == []
