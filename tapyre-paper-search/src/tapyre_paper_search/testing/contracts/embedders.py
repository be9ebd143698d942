"""The conformance suites of the embedders paper search uses: the core's
:class:`tapyre.DenseEmbedder` and :class:`tapyre.SparseEmbedder`, and the optional
:class:`~tapyre_paper_search.contracts.WorkerTokenCounting`."""

from __future__ import annotations

import pickle

import numpy as np
import pytest
from tapyre import DenseEmbedder, SparseEmbedder, SparseVector

from tapyre_paper_search.contracts import WorkerTokenCounting

__all__ = ["DenseEmbedderContract", "SparseEmbedderContract"]

TEXTS = [
    "Street trees cool cities in summer heat waves.",
    "Sleep spindles predict memory consolidation.",
    "Coral reefs bleach when the sea is too warm.",
]


class DenseEmbedderContract:
    """What every dense embedder does, as pytest tests.  Subclass it and define the
    fixture ``dense_embedder`` (the embedder under test, built as its component's
    factory builds it)."""

    @pytest.fixture
    def dense_embedder(self) -> DenseEmbedder:
        pytest.fail(f"{type(self).__name__} must define the fixture dense_embedder")

    def test_it_names_itself_and_its_width(self, dense_embedder: DenseEmbedder) -> None:
        assert isinstance(dense_embedder, DenseEmbedder)
        assert isinstance(dense_embedder.name, str) and dense_embedder.name
        assert dense_embedder.name == dense_embedder.name  # stable: recorded with collections
        assert isinstance(dense_embedder.dimension, int) and dense_embedder.dimension > 0
        assert isinstance(dense_embedder.max_tokens, int) and dense_embedder.max_tokens > 0

    def test_every_method_gives_one_float32_row_per_input(
        self, dense_embedder: DenseEmbedder
    ) -> None:
        dim = dense_embedder.dimension
        for vectors in (
            dense_embedder.embed_passages(TEXTS),
            dense_embedder.embed_queries(TEXTS),
            dense_embedder.embed_papers([(t, t) for t in TEXTS]),
        ):
            assert vectors.shape == (len(TEXTS), dim)
            assert vectors.dtype == np.float32
            assert np.isfinite(vectors).all()

    def test_rows_do_not_depend_on_the_batch(self, dense_embedder: DenseEmbedder) -> None:
        batch = dense_embedder.embed_passages(TEXTS)
        for i, text in enumerate(TEXTS):
            alone = dense_embedder.embed_passages([text])[0]
            np.testing.assert_allclose(batch[i], alone, rtol=1e-3, atol=1e-4)
        np.testing.assert_allclose(dense_embedder.embed_passages(TEXTS), batch, atol=1e-5)

    def test_different_texts_get_different_vectors(self, dense_embedder: DenseEmbedder) -> None:
        vectors = dense_embedder.embed_passages(TEXTS)
        for i in range(len(TEXTS)):
            for j in range(i + 1, len(TEXTS)):
                assert not np.allclose(vectors[i], vectors[j], atol=1e-4)

    def test_a_text_longer_than_max_tokens_is_embedded(self, dense_embedder: DenseEmbedder) -> None:
        long = " ".join(["word"] * (dense_embedder.max_tokens * 3))
        assert dense_embedder.embed_passages([long]).shape == (1, dense_embedder.dimension)

    def test_tokens_are_counted_per_text(self, dense_embedder: DenseEmbedder) -> None:
        counts = dense_embedder.count_tokens(["", "cities", "street trees cool cities"])
        assert len(counts) == 3 and all(isinstance(n, int) for n in counts)
        assert counts[0] == 0
        assert 0 < counts[1] <= counts[2]

    def test_a_worker_token_counter_counts_alike_and_pickles(
        self, dense_embedder: DenseEmbedder
    ) -> None:
        if not isinstance(dense_embedder, WorkerTokenCounting):
            return  # an optional part: the main process chunks instead
        counter = pickle.loads(pickle.dumps(dense_embedder.token_counter))
        assert list(counter(TEXTS)) == dense_embedder.count_tokens(TEXTS)


class SparseEmbedderContract:
    """What every sparse (lexical) embedder does, as pytest tests.  Subclass it and
    define the fixture ``sparse_embedder``."""

    @pytest.fixture
    def sparse_embedder(self) -> SparseEmbedder:
        pytest.fail(f"{type(self).__name__} must define the fixture sparse_embedder")

    def test_it_names_itself(self, sparse_embedder: SparseEmbedder) -> None:
        assert isinstance(sparse_embedder, SparseEmbedder)
        assert isinstance(sparse_embedder.name, str) and sparse_embedder.name

    def test_vectors_are_sorted_distinct_positive_term_weights(
        self, sparse_embedder: SparseEmbedder
    ) -> None:
        for vectors in (
            sparse_embedder.embed_passages(TEXTS),
            sparse_embedder.embed_queries(TEXTS),
        ):
            assert len(vectors) == len(TEXTS)
            for vector in vectors:
                assert isinstance(vector, SparseVector) and vector.indices
                assert list(vector.indices) == sorted(set(vector.indices))
                assert all(0 <= i < 2**32 for i in vector.indices)  # Qdrant's u32 term ids
                assert all(np.isfinite(v) and v > 0 for v in vector.values)

    def test_a_query_shares_terms_with_the_passages_that_contain_them(
        self, sparse_embedder: SparseEmbedder
    ) -> None:
        passages = sparse_embedder.embed_passages(TEXTS)
        [query] = sparse_embedder.embed_queries(["coral reefs"])
        overlap = [set(query.indices) & set(p.indices) for p in passages]
        assert overlap[2] and not overlap[0] and not overlap[1]

    def test_an_empty_text_has_no_terms(self, sparse_embedder: SparseEmbedder) -> None:
        assert [v.indices for v in sparse_embedder.embed_passages(["", "  "])] == [(), ()]

    def test_it_is_deterministic(self, sparse_embedder: SparseEmbedder) -> None:
        assert sparse_embedder.embed_passages(TEXTS) == sparse_embedder.embed_passages(TEXTS)
