"""Paper search declares its ``[papers]`` table through ``tapyre_register_settings``:
``tapyre config set`` checks keys and types against it, ``tapyre config keys`` lists
it, and the reader (:mod:`tapyre_paper_search.settings`) takes its keys, defaults and
bounds from the same schema (issue 12)."""

from __future__ import annotations

import ast
import json
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner
from tapyre import Config, ConfigError, Host
from tapyre.cli import cli
from tapyre.serving import GUARD_KEYS
from tapyre_paper_search import settings as settings_module
from tapyre_paper_search.settings import SCHEMA, PaperSearchSettings


def _config(tmp_path: Path, *args: str) -> tuple[int, str, str, Path]:
    from tapyre_paper_search import plugin

    path = tmp_path / "config.toml"
    host = Host(Config.load(path, env={}), plugins=[plugin], load_entrypoints=False)
    result = CliRunner().invoke(cli, ["config", *args], obj=host)
    return result.exit_code, result.stdout, result.stderr, path


def _saved(path: Path) -> dict[str, object]:
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def test_config_set_refuses_a_wrong_type_naming_the_type(tmp_path: Path) -> None:
    code, _, err, path = _config(tmp_path, "set", "papers.chunk_max_tokens", "lots")
    assert code == 1
    assert err.startswith("error: [papers] chunk_max_tokens must be an integer at least 16")
    assert err.count("\n") == 1
    assert _saved(path) == {}


def test_config_set_refuses_a_value_out_of_range_or_not_a_choice(tmp_path: Path) -> None:
    code, _, err, _ = _config(tmp_path, "set", "papers.chunk_max_tokens", "-5")  # no `--`
    assert code == 1 and "at least 16" in err
    code, _, err, _ = _config(tmp_path, "set", "papers.quantization", "int4")
    assert code == 1 and "one of none, int8" in err


def test_config_set_suggests_the_key_meant(tmp_path: Path) -> None:
    code, _, err, path = _config(tmp_path, "set", "papers.chunk_max_tkens", "300")
    assert code == 1
    assert "unknown setting 'chunk_max_tkens' in [papers]" in err
    assert "did you mean chunk_max_tokens?" in err
    assert _saved(path) == {}


def test_config_set_accepts_and_saves_good_values(tmp_path: Path) -> None:
    assert _config(tmp_path, "set", "papers.chunk_max_tokens", "300")[0] == 0
    code, _, err, path = _config(tmp_path, "set", "papers.cors_origins", '["https://a.org"]')
    assert code == 0, err
    assert _saved(path) == {"papers": {"chunk_max_tokens": 300, "cors_origins": ["https://a.org"]}}
    loaded = PaperSearchSettings.from_config(Config.load(path, env={}))
    assert loaded.chunk_max_tokens == 300 and loaded.guard.cors_origins == ("https://a.org",)


def test_config_keys_lists_the_papers_table(tmp_path: Path) -> None:
    code, out, err, _ = _config(tmp_path, "keys", "--json")
    assert code == 0, err
    rows = {row["key"]: row for row in json.loads(out) if row["key"].startswith("papers.")}
    assert set(rows) == {f"papers.{key}" for key in SCHEMA.keys}
    assert rows["papers.chunk_max_tokens"] == {
        "key": "papers.chunk_max_tokens",
        "type": "integer",
        "allowed": "an integer at least 16",
        "default": 256,
        "env": "TAPYRE_PAPERS__CHUNK_MAX_TOKENS",
        "description": "Longest chunk, in tokens.",
    }
    assert rows["papers.quantization"]["allowed"] == "one of none, int8"
    assert rows["papers.on_disk"]["type"] == "boolean"


def _keys_read_in_settings_py() -> set[str]:
    """Every string literal passed as the key to a reader helper in settings.py."""
    tree = ast.parse(Path(settings_module.__file__).read_text(encoding="utf-8"))
    readers = {"_str", "_int", "_bool", "_path", "_key", "_setting", "_error", "_table"}
    keys = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in readers
        ):
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    keys.add(arg.value)
    return keys


def test_every_key_the_reader_reads_is_declared_and_every_declared_key_is_read() -> None:
    # The server guard's keys are read by the core's GuardSettings.from_table
    # into the one field ``guard``; every other key by settings.py's readers.
    read = _keys_read_in_settings_py() | set(GUARD_KEYS)
    assert read, "the reader helpers were not found"
    assert read <= set(SCHEMA.keys), read - set(SCHEMA.keys)
    assert set(SCHEMA.keys) <= read, set(SCHEMA.keys) - read
    fields = set(PaperSearchSettings.__dataclass_fields__) - {"extra"}
    assert fields == (set(SCHEMA.keys) - set(GUARD_KEYS)) | {"guard"}


def test_the_reader_takes_defaults_and_bounds_from_the_schema(tmp_path: Path) -> None:
    defaults = PaperSearchSettings.from_mapping({"data_dir": str(tmp_path)})
    for setting in SCHEMA.settings:
        if setting.default is not None and hasattr(defaults, setting.key):
            value = getattr(defaults, setting.key)
            expected = tuple(setting.default) if isinstance(value, tuple) else setting.default
            assert value == expected, setting.key
        if setting.type == "integer" and setting.minimum is not None:
            too_small = int(setting.minimum) - 1
            with pytest.raises(ConfigError, match=setting.key):
                PaperSearchSettings.from_mapping(
                    {"data_dir": str(tmp_path), setting.key: too_small}
                )


def _host_with_embedders(tmp_path: Path) -> Host:
    from tapyre_paper_search import plugin
    from tapyre_paper_search.embedders import plugin as embedders

    host = Host(Config.load(tmp_path / "config.toml", env={}), load_entrypoints=False)
    for name, module in (("paper_search", plugin), ("paper_search_embedders", embedders)):
        assert host.register(module, name=name).error is None
    return host


def test_the_stores_and_embedders_tables_are_declared_too(tmp_path: Path) -> None:
    host = _host_with_embedders(tmp_path)

    def config(*args: str) -> tuple[int, str, str]:
        result = CliRunner().invoke(cli, ["config", *args], obj=host)
        return result.exit_code, result.stdout, result.stderr

    code, _, err = config("set", "embedders.hf.modle", "BAAI/bge-small-en-v1.5")
    assert code == 1 and "did you mean model?" in err
    code, _, err = config("set", "vector_stores.qdrant-edge.max_search_threads", "many")
    assert code == 1 and "max_search_threads must be an integer at least 1" in err
    code, _, err = config("set", "embedders.hf.backend", "onnx-fp16")
    assert code == 1 and "one of auto, torch, onnx, onnx-int8" in err
    code, out, err = config("keys", "--json")
    assert code == 0, err
    keys = {row["key"] for row in json.loads(out)}
    assert {
        "vector_stores.qdrant-edge.path",
        "vector_stores.qdrant.url",
        "metadata_stores.sql.url",
        "embedders.hf.backend",
        "embedders.specter2.adapters",
        "embedders.bm25.k1",
        "embedders.bm25.languages",
        "embedders.multilingual.threads",
        "embedders.openai.base_url",
        "embedders.openai.api_key",
    } <= keys


def test_each_component_reads_exactly_the_keys_it_declares(tmp_path: Path) -> None:
    """A key the schema declares is accepted by the component's factory (no "unknown
    setting"), and one it does not declare is refused, naming the table."""
    from tapyre_paper_search import component_settings as declared
    from tapyre_paper_search.embedders.bm25 import build as bm25
    from tapyre_paper_search.store.sql import build as sql

    assert sql({"url": f"sqlite:///{tmp_path / 'x.sqlite3'}", "data_dir": str(tmp_path)})
    assert bm25({"k1": 1.5, "b": 0.5, "avg_doc_length": 80.0, "languages": ["en"]})
    assert set(declared.BM25.keys) == {"k1", "b", "avg_doc_length", "languages"}
    with pytest.raises(ConfigError, match=r"\[embedders.bm25\]: k2"):
        bm25({"k2": 1.0})
    with pytest.raises(ConfigError, match=r"\[metadata_stores.sql\]: uri"):
        sql({"uri": "sqlite://"})


def test_the_qdrant_store_declares_its_sharding_settings() -> None:
    from tapyre_paper_search import component_settings as declared
    from tapyre_paper_search.store.qdrant_remote import SHARDING

    assert set(SHARDING) <= set(declared.QDRANT.keys)
