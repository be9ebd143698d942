"""``[papers]`` settings and the stores' own tables: defaults, environment overrides,
validation, and building the stores through the host."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre import Config, ConfigError, Host
from tapyre_paper_search import parts
from tapyre_paper_search.contracts import MetadataStore, VectorStore
from tapyre_paper_search.settings import SCHEMA, PaperSearchSettings, env_var
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.qdrant_remote import RemoteVectorStore
from tapyre_paper_search.store.sql import SqlMetadataStore


def _host(config: dict[str, object], env: dict[str, str] | None = None) -> Host:
    from tapyre_paper_search import plugin

    host = Host(Config(config, env=env or {}), load_entrypoints=False)
    assert host.register(plugin, name="paper_search").error is None
    return host


def test_defaults_live_under_the_user_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_data_path", lambda app: Path("/home/u/.local") / app)
    s = PaperSearchSettings.from_mapping({})
    assert s.data_dir == Path("/home/u/.local/tapyre/papers")
    assert (s.vector_store, s.metadata_store) == ("qdrant-edge", "sql")
    assert (s.dense_embedder, s.sparse_embedder) == ("hf", "bm25")
    assert (s.chunk_max_tokens, s.chunk_overlap_tokens) == (256, 32)
    assert s.quantization == "int8" and not s.on_disk
    assert s.workers >= 1
    assert s.store_defaults("vector_stores", "qdrant-edge") == {"data_dir": str(s.data_dir)}


def test_environment_overrides_the_file(tmp_path: Path) -> None:
    config = Config(
        {"papers": {"workers": 2, "data_dir": str(tmp_path), "vector_store": "qdrant-edge"}},
        env={
            "TAPYRE_PAPERS__CHUNK_MAX_TOKENS": "384",
            "TAPYRE_PAPERS__ON_DISK": "true",
            "TAPYRE_PAPERS__SPARSE_EMBEDDER": "none",
            "TAPYRE_PAPERS__VECTOR_STORE": "qdrant",
            "TAPYRE_PAPERS__SEARCH_MODE": "hybrid",
        },
    )
    s = PaperSearchSettings.from_config(config)
    assert s.workers == 2
    assert s.chunk_max_tokens == 384
    assert s.on_disk is True
    assert s.sparse_embedder is None
    assert s.vector_store == "qdrant"
    assert s.extra == {"search_mode": "hybrid"}  # other parts' keys are kept
    assert env_var("chunk_max_tokens") == "TAPYRE_PAPERS__CHUNK_MAX_TOKENS"


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"workers": "many"}, r"\[papers\] workers \(TAPYRE_PAPERS__WORKERS\) must be an integer"),
        ({"chunk_max_tokens": 8}, r"\(TAPYRE_PAPERS__CHUNK_MAX_TOKENS\) must be at least 16"),
        ({"chunk_overlap_tokens": 300}, "smaller than chunk_max_tokens"),
        ({"quantization": "pq"}, r"\(TAPYRE_PAPERS__QUANTIZATION\) must be 'none' or 'int8'"),
        ({"on_disk": "maybe"}, r"\(TAPYRE_PAPERS__ON_DISK\) must be true or false"),
        ({"vector_store": ["x"]}, r"\(TAPYRE_PAPERS__VECTOR_STORE\) must be a string"),
    ],
)
def test_invalid_values_name_the_key_and_variable(table: dict[str, object], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        PaperSearchSettings.from_mapping(table)


def test_collection_spec_carries_the_storage_settings() -> None:
    s = PaperSearchSettings.from_mapping({"quantization": "none", "on_disk": True, "hnsw_m": 32})
    spec = s.collection_spec("hf", 384, "bm25")
    assert (spec.dense_embedder, spec.dense_dim, spec.sparse_embedder) == ("hf", 384, "bm25")
    assert (spec.quantization, spec.on_disk, spec.hnsw_m) == ("none", True, 32)


def test_the_host_builds_the_default_stores_under_data_dir(tmp_path: Path) -> None:
    host = _host({"papers": {"data_dir": str(tmp_path)}})
    s = PaperSearchSettings.from_config(host.config)
    vectors = parts.vector_store(host, s)
    metadata = parts.metadata_store(host, s)
    try:
        assert isinstance(vectors, EdgeVectorStore) and isinstance(vectors, VectorStore)
        assert vectors.location == str(tmp_path / "qdrant" / "papers")
        assert isinstance(metadata, SqlMetadataStore) and isinstance(metadata, MetadataStore)
        assert metadata.url == f"sqlite:///{tmp_path / 'papers.sqlite3'}"
        # built once per host: the CLI, the API and the tools share them
        assert parts.vector_store(host, s) is vectors
        assert parts.metadata_store(host, s) is metadata
    finally:
        vectors.close()
        metadata.close()


def test_the_stores_own_tables_hold_their_settings(tmp_path: Path) -> None:
    host = _host(
        {
            "papers": {"data_dir": str(tmp_path / "data"), "vector_store": "qdrant"},
            "vector_stores": {"qdrant": {"path": str(tmp_path / "local"), "collection": "c1"}},
            "metadata_stores": {"sql": {"url": f"sqlite:///{tmp_path / 'meta.db'}"}},
        },
        env={"TAPYRE_VECTOR_STORES__QDRANT-EDGE__COLLECTION": "unused"},
    )
    s = PaperSearchSettings.from_config(host.config)
    vectors = parts.vector_store(host, s)
    metadata = parts.metadata_store(host, s)
    try:
        assert isinstance(vectors, RemoteVectorStore)
        assert (vectors.location, vectors.collection) == (str(tmp_path / "local"), "c1")
        assert metadata.url == f"sqlite:///{tmp_path / 'meta.db'}"
    finally:
        vectors.close()
        metadata.close()


@pytest.mark.parametrize(
    ("tables", "message"),
    [
        (
            {"vector_stores": {"qdrant-edge": {"colection": "x"}}},
            r"unknown setting in \[vector_stores.qdrant-edge\]: colection",
        ),
        (
            {"vector_stores": {"qdrant-edge": {"max_search_threads": 0}}},
            r"max_search_threads \(TAPYRE_VECTOR_STORES__QDRANT-EDGE__MAX_SEARCH_THREADS\) "
            "must be at least 1",
        ),
        (
            {"papers": {"vector_store": "qdrant"}},
            r"\[vector_stores.qdrant\] needs exactly one of url "
            r"\(TAPYRE_VECTOR_STORES__QDRANT__URL\)",
        ),
        ({"papers": {"vector_store": "nope"}}, "no vector store named 'nope'"),
    ],
)
def test_bad_store_settings_are_one_line_errors(
    tmp_path: Path, tables: dict[str, dict[str, object]], message: str
) -> None:
    config: dict[str, object] = {**tables}
    config["papers"] = {"data_dir": str(tmp_path), **tables.get("papers", {})}
    host = _host(config)
    with pytest.raises(Exception, match=message) as caught:
        parts.vector_store(host, PaperSearchSettings.from_config(host.config))
    assert "\n" not in str(caught.value)


def test_store_keys_belong_to_the_stores_own_tables(tmp_path: Path) -> None:
    """``[papers] qdrant_url`` and the like are not settings of paper search (there is no
    earlier format to read): they select nothing and the stores' tables hold them."""
    assert not {"qdrant_path", "qdrant_url", "qdrant_api_key", "sql_url", "collection"} & set(
        SCHEMA.keys
    )
    s = PaperSearchSettings.from_mapping({"data_dir": str(tmp_path), "qdrant_url": ":memory:"})
    assert s.vector_store == "qdrant-edge"
    assert s.store_defaults("vector_stores", "qdrant") == {"data_dir": str(tmp_path)}


def test_the_api_key_is_never_shown(tmp_path: Path) -> None:
    host = _host(
        {
            "papers": {"data_dir": str(tmp_path), "vector_store": "qdrant"},
            "vector_stores": {
                "qdrant": {"url": "https://user:pw@q.example:6333/?api_key=k", "api_key": "s3cret"}
            },
        }
    )
    store = parts.vector_store(host, PaperSearchSettings.from_config(host.config))
    try:
        assert "s3cret" not in repr(store) and "pw" not in store.location
        assert store.location == "https://q.example:6333/"
    finally:
        store.close()
    assert "s3cret" not in str(host.config.redacted())
