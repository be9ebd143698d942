"""The collection and write tests of :class:`~.vectors.VectorStoreContract`.

:class:`VectorCollectionTests` holds the part of the vector store suite that needs
no search: the collection's spec and its mismatches, closing and reopening,
``info()``, upserts, deletes, point listings and the vectors a collection refuses.
It is a base of :class:`~.vectors.VectorStoreContract`, which gives the
``vector_store`` and ``make_vector_store`` fixtures these tests use; subclass that
suite, not this class (pytest collects neither, their names not starting with
``Test``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from tapyre import SparseVector

from tapyre_paper_search.contracts import VectorStore
from tapyre_paper_search.errors import CollectionMismatchError, SearchError, StoreError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records import CollectionSpec
from tapyre_paper_search.store.ids import chunk_point_id, paper_point_id
from tapyre_paper_search.store.points import record_points
from tapyre_paper_search.testing.contracts.samples import (
    CHUNKER,
    DIM,
    SPEC,
    fill,
    paper,
    points,
    search,
    unit,
)

__all__ = ["VectorCollectionTests"]


class VectorCollectionTests:
    """The collection and its writes, as pytest tests of a vector store (the
    ``vector_store`` fixture, or ``make_vector_store`` to reopen the store)."""

    # -- the collection ---------------------------------------------------------

    def test_it_is_a_vector_store(self, vector_store: VectorStore) -> None:
        assert isinstance(vector_store, VectorStore)
        assert isinstance(vector_store.collection, str) and vector_store.collection
        assert isinstance(vector_store.location, str) and vector_store.location
        assert isinstance(vector_store.shared, bool)

    def test_ensure_collection_records_the_spec(self, vector_store: VectorStore) -> None:
        assert not vector_store.exists()
        assert vector_store.recorded_spec() is None
        vector_store.ensure_collection(SPEC)
        vector_store.ensure_collection(SPEC)  # idempotent
        assert vector_store.exists()
        assert vector_store.recorded_spec() == SPEC
        assert vector_store.count() == 0

    def test_another_embedder_is_a_mismatch(self, vector_store: VectorStore) -> None:
        vector_store.ensure_collection(SPEC)
        other = CollectionSpec("specter2", 768, sparse_embedder=SPEC.sparse_embedder)
        with pytest.raises(CollectionMismatchError) as info:
            vector_store.ensure_collection(other)
        assert "'contract-dense' (16 dimensions)" in str(info.value)
        assert "'specter2' (768 dimensions)" in str(info.value)
        with pytest.raises(CollectionMismatchError, match="sparse embedder 'contract-bm25'"):
            vector_store.ensure_collection(CollectionSpec("contract-dense", DIM))
        assert vector_store.recorded_spec() == SPEC

    def test_a_missing_collection_has_no_points_and_cannot_be_searched(
        self, vector_store: VectorStore
    ) -> None:
        assert vector_store.scroll_points() == ([], None)
        with pytest.raises(StoreError):
            vector_store.count()

    def test_a_closed_store_refuses_work(self, vector_store: VectorStore) -> None:
        vector_store.ensure_collection(SPEC)
        vector_store.close()
        vector_store.close()  # idempotent
        with pytest.raises(StoreError, match="closed"):
            vector_store.count()

    def test_points_survive_closing_and_reopening(
        self, make_vector_store: Callable[[], VectorStore]
    ) -> None:
        store = make_vector_store()
        try:
            fill(store, papers=3)
            store.optimize()
            store.flush()
            before = search(store, dense=unit(np.random.default_rng(0)), limit=4)
        finally:
            store.close()
        reopened = make_vector_store()
        try:
            assert reopened.recorded_spec() == SPEC
            assert reopened.count() == 15  # opened with its recorded spec: no ensure needed
            again = search(reopened, dense=unit(np.random.default_rng(0)), limit=4)
            assert [h.id for h in again] == [h.id for h in before]
        finally:
            reopened.close()

    def test_info_names_the_points_and_the_spec(self, vector_store: VectorStore) -> None:
        fill(vector_store, papers=2)
        info = vector_store.info()
        assert info["points"] == 10
        assert info["spec"]["dense_embedder"] == "contract-dense"

    def test_paper_points_are_kept_in_a_collection_of_their_own(
        self, vector_store: VectorStore
    ) -> None:
        fill(vector_store, papers=3)
        vector_store.delete_points([paper_point_id("2401.00000")])
        collections = vector_store.info()["collections"]
        assert collections["paper"]["points"] == 2
        assert collections["chunk"]["points"] == 12

    # -- writes -------------------------------------------------------------------

    def test_upserts_count_papers_and_chunks(self, vector_store: VectorStore) -> None:
        fill(vector_store, papers=5)
        assert vector_store.count() == 25
        assert vector_store.count("paper") == 5
        assert vector_store.count("chunk") == 20
        assert vector_store.count("chunk", SearchFilters(paper_ids=("2401.00001",))) == 4

    def test_upserting_the_same_ids_replaces_the_points(self, vector_store: VectorStore) -> None:
        records = fill(vector_store, papers=3)
        vector_store.upsert(points(records[1], seed=99))  # same ids, new vectors
        assert vector_store.count() == 15
        [stored] = vector_store.retrieve([paper_point_id("2401.00001")], with_vectors=True)
        expected = points(records[1], seed=99)[0].dense
        np.testing.assert_allclose(np.asarray(stored.dense), expected, rtol=1e-5, atol=1e-6)

    def test_delete_paper_and_points(self, vector_store: VectorStore) -> None:
        fill(vector_store, papers=3)
        vector_store.delete_paper("2401.00002")
        vector_store.delete_paper("never-stored")
        assert vector_store.paper_point_ids("2401.00002") == []
        assert vector_store.count() == 10
        vector_store.delete_points([paper_point_id("2401.00000")])
        vector_store.delete_points([])
        assert vector_store.count("paper") == 1

    def test_paper_point_ids_are_the_papers_points_sorted(self, vector_store: VectorStore) -> None:
        fill(vector_store, papers=2)
        pid = "2401.00001"
        expected = [paper_point_id(pid)] + [chunk_point_id(pid, j, CHUNKER) for j in range(4)]
        assert vector_store.paper_point_ids(pid) == sorted(expected)

    def test_scroll_points_pages_through_the_collection(self, vector_store: VectorStore) -> None:
        records = fill(vector_store, papers=5)
        seen: list[Any] = []
        offset = None
        while True:
            page, offset = vector_store.scroll_points(offset=offset, limit=7)
            assert len(page) <= 7
            seen.extend(page)
            if offset is None:
                break
        assert len(seen) == len({p.id for p in seen}) == 25
        chunk = next(p for p in seen if p.kind == "chunk")
        assert chunk.payload["chunker_version"] == CHUNKER
        assert chunk.payload["chunk_index"] in range(4)
        assert chunk.dense is None
        mine = records[2].metadata.paper_id
        page, offset = vector_store.scroll_points(paper_ids=[mine], limit=100)
        assert offset is None
        assert sorted(p.id for p in page) == vector_store.paper_point_ids(mine)
        assert {p.paper_id for p in page} == {mine}
        assert vector_store.scroll_points(paper_ids=[]) == ([], None)
        with pytest.raises(StoreError, match="limit"):
            vector_store.scroll_points(limit=0)

    def test_a_vector_of_another_dimension_is_refused(self, vector_store: VectorStore) -> None:
        vector_store.ensure_collection(SPEC)
        record = paper(0, chunks=1)
        wrong = record_points(
            record,
            paper_dense=np.zeros(8, np.float32),
            chunk_dense=[np.ones(8, np.float32)],
            chunker_version=CHUNKER,
        )
        with pytest.raises(StoreError, match="8 dimensions"):
            vector_store.upsert(wrong)
        assert vector_store.count() == 0

    def test_sparse_vectors_need_a_sparse_collection(self, vector_store: VectorStore) -> None:
        vector_store.ensure_collection(CollectionSpec("contract-dense", DIM))
        with pytest.raises(StoreError):
            vector_store.upsert(points(paper(0), seed=0))
        with pytest.raises(SearchError, match="no sparse vectors"):
            search(vector_store, sparse=SparseVector((1,), (1.0,)))
