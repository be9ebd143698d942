"""``[papers]`` settings: defaults, environment overrides, validation, opening the stores."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre import Config, ConfigError
from tapyre_paper_search.settings import PaperSearchSettings, env_var
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.qdrant_remote import RemoteVectorStore
from tapyre_paper_search.store.sql import MetadataStore
from tapyre_paper_search.store.vectors import build_client, build_edge


def test_defaults_live_under_the_user_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_data_path", lambda app: Path("/home/u/.local") / app)
    s = PaperSearchSettings.from_mapping({})
    data = Path("/home/u/.local/tapyre/papers")
    assert s.data_dir == data
    assert s.sql_url == f"sqlite:///{data / 'papers.sqlite3'}"
    assert s.qdrant_path == data / "qdrant"
    assert s.qdrant_url is None and s.embedded_vectors
    assert (s.collection, s.dense_embedder, s.sparse_embedder) == ("papers", "hf", "bm25")
    assert (s.chunk_max_tokens, s.chunk_overlap_tokens) == (256, 32)
    assert s.quantization == "int8" and not s.on_disk
    assert s.workers >= 1


def test_data_dir_moves_the_derived_paths(tmp_path: Path) -> None:
    s = PaperSearchSettings.from_mapping({"data_dir": str(tmp_path)})
    assert s.sql_url == f"sqlite:///{tmp_path / 'papers.sqlite3'}"
    assert s.qdrant_path == tmp_path / "qdrant"


def test_environment_overrides_the_file(tmp_path: Path) -> None:
    config = Config(
        {"papers": {"collection": "from-file", "workers": 2, "data_dir": str(tmp_path)}},
        env={
            "TAPYRE_PAPERS__COLLECTION": "from-env",
            "TAPYRE_PAPERS__CHUNK_MAX_TOKENS": "384",
            "TAPYRE_PAPERS__ON_DISK": "true",
            "TAPYRE_PAPERS__SPARSE_EMBEDDER": "none",
            "TAPYRE_PAPERS__QDRANT_URL": "http://qdrant:6333",
            "TAPYRE_PAPERS__SEARCH_MODE": "hybrid",
        },
    )
    s = PaperSearchSettings.from_config(config)
    assert s.collection == "from-env"
    assert s.workers == 2
    assert s.chunk_max_tokens == 384
    assert s.on_disk is True
    assert s.sparse_embedder is None
    assert s.qdrant_url == "http://qdrant:6333" and not s.embedded_vectors
    assert s.extra == {"search_mode": "hybrid"}  # other parts' keys are kept
    assert env_var("chunk_max_tokens") == "TAPYRE_PAPERS__CHUNK_MAX_TOKENS"


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"workers": "many"}, r"\[papers\] workers \(TAPYRE_PAPERS__WORKERS\) must be a whole"),
        ({"chunk_max_tokens": 8}, "at least 16"),
        ({"chunk_overlap_tokens": 300}, "smaller than chunk_max_tokens"),
        ({"quantization": "pq"}, "'none' or 'int8'"),
        ({"on_disk": "maybe"}, "true or false"),
        ({"collection": "a/b"}, "letters, digits"),
        ({"sql_url": ["x"]}, "must be a string"),
    ],
)
def test_invalid_values_name_the_key_and_variable(table: dict[str, object], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        PaperSearchSettings.from_mapping(table)


def test_the_api_key_is_never_shown() -> None:
    s = PaperSearchSettings.from_mapping(
        {
            "qdrant_url": "https://q.example",
            "qdrant_api_key": "s3cret",
            "sql_url": "mysql+pymysql://u:pw@db/papers",
        }
    )
    assert "s3cret" not in repr(s)
    shown = s.describe()
    assert shown["qdrant_api_key"] == "***"
    assert "pw" not in shown["sql_url"]
    assert "s3cret" not in str(shown)


def test_collection_spec_carries_the_storage_settings() -> None:
    s = PaperSearchSettings.from_mapping({"quantization": "none", "on_disk": True, "hnsw_m": 32})
    spec = s.collection_spec("hf", 384, "bm25")
    assert (spec.dense_embedder, spec.dense_dim, spec.sparse_embedder) == ("hf", 384, "bm25")
    assert (spec.quantization, spec.on_disk, spec.hnsw_m) == ("none", True, 32)


def test_open_the_configured_stores(tmp_path: Path) -> None:
    s = PaperSearchSettings.from_mapping({"data_dir": str(tmp_path), "collection": "c1"})
    vectors = s.open_vector_store()
    metadata = s.open_metadata_store()
    try:
        assert isinstance(vectors, EdgeVectorStore)
        assert vectors.location == str(tmp_path / "qdrant" / "c1")
        assert isinstance(metadata, MetadataStore)
        assert (tmp_path / "papers.sqlite3").exists()
    finally:
        vectors.close()
        metadata.close()
    memory = PaperSearchSettings.from_mapping({"qdrant_url": ":memory:"}).open_vector_store()
    assert isinstance(memory, RemoteVectorStore)
    memory.close()


def test_component_factories(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TAPYRE_CONFIG", str(tmp_path / "absent.toml"))
    monkeypatch.setenv("TAPYRE_PAPERS__DATA_DIR", str(tmp_path))
    edge = build_edge({"collection": "from-section"})
    try:
        assert isinstance(edge, EdgeVectorStore)
        assert edge.location == str(tmp_path / "qdrant" / "from-section")
    finally:
        edge.close()
    with pytest.raises(ConfigError, match="needs a URL"):
        build_client({})
    local = build_client({"path": str(tmp_path / "local")})
    assert isinstance(local, RemoteVectorStore)
    local.close()

    from tapyre_paper_search.store.sql import build

    sql = build({})
    try:
        assert sql.url == f"sqlite:///{tmp_path / 'papers.sqlite3'}"
    finally:
        sql.close()
