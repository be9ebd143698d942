"""The conformance suite of :class:`~tapyre_paper_search.contracts.VectorStore`."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from tapyre import SparseVector

from tapyre_paper_search.contracts import VectorStore
from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records import VectorPoint, VectorQuery
from tapyre_paper_search.store.ids import chunk_point_id, paper_point_id
from tapyre_paper_search.store.points import author_key, record_points
from tapyre_paper_search.testing.contracts.samples import (
    CHUNKER,
    DIM,
    SPEC,
    dense_of,
    fill,
    paper,
    points,
    search,
    sparse,
    unit,
)
from tapyre_paper_search.testing.contracts.vectors_collection import VectorCollectionTests

__all__ = ["VectorStoreContract"]


class VectorStoreContract(VectorCollectionTests):
    """What every vector store does, as pytest tests.  Subclass it in a test module
    and define the fixture ``make_vector_store``: a function that opens the store
    under test, its collection empty at the start of each test; every call within
    one test opens a new store object on the same collection (as the next process
    would), after the suite closed the previous one::

        class TestMyStore(VectorStoreContract):
            @pytest.fixture
            def make_vector_store(self, tmp_path):
                return lambda: MyStore(tmp_path / "vectors", collection="papers")

    The suite uses a collection of 16-dimensional dense vectors with a sparse
    vector (:data:`~.samples.SPEC`).  Scores must be those of the layout's
    definitions (cosine similarity; sparse dot products with Qdrant's IDF;
    Qdrant's RRF and weighted RRF), so that every store ranks alike.  The tests of
    the collection and its writes come from :class:`~.vectors_collection
    .VectorCollectionTests`; the searches are here.
    """

    @pytest.fixture
    def make_vector_store(self) -> Callable[[], VectorStore]:
        pytest.fail(
            f"{type(self).__name__} must define the fixture make_vector_store "
            "(a function opening the vector store under test)"
        )

    @pytest.fixture
    def vector_store(self, make_vector_store: Callable[[], VectorStore]) -> Iterator[VectorStore]:
        store = make_vector_store()
        yield store
        store.close()

    # -- searches -------------------------------------------------------------------

    def test_dense_search_is_nearest_by_cosine(self, vector_store: VectorStore) -> None:
        records = fill(vector_store)
        vectors = dense_of(vector_store, records, "chunk")
        query = unit(np.random.default_rng(1234))
        hits = search(vector_store, dense=query, limit=5)
        expected = sorted(vectors, key=lambda i: -float(vectors[i] @ query))[:5]
        assert [h.id for h in hits] == expected
        for hit in hits:
            assert hit.kind == "chunk"
            assert hit.score == pytest.approx(float(vectors[hit.id] @ query), abs=1e-4)
            assert hit.payload["chunk_index"] == hit.chunk_index
            assert hit.payload["text"].startswith("chunk ")

    def test_paper_level_search_sees_only_paper_points(self, vector_store: VectorStore) -> None:
        fill(vector_store)
        hits = search(vector_store, dense=unit(np.random.default_rng(5)), kind="paper", limit=50)
        assert len(hits) == 12
        assert {h.kind for h in hits} == {"paper"}
        assert all(h.chunk_index is None for h in hits)

    def test_sparse_search_weighs_terms_by_idf(self, vector_store: VectorStore) -> None:
        records = fill(vector_store, papers=4)
        ids = [i for r in records for i in vector_store.paper_point_ids(r.metadata.paper_id)]
        stored = {
            p.id: p.sparse
            for p in vector_store.retrieve(ids, with_vectors=True)
            if p.kind == "chunk"
        }
        query = SparseVector((3, 17, 41), (1.0, 1.0, 1.0))
        n = len(stored)
        df = {t: sum(t in (v.indices if v else ()) for v in stored.values()) for t in query.indices}

        def score(v: SparseVector) -> float:
            weights = dict(zip(v.indices, v.values, strict=True))
            return sum(
                math.log((n - df[t] + 0.5) / (df[t] + 0.5) + 1.0) * weights.get(t, 0.0)
                for t in query.indices
            )

        expected = {i: score(v) for i, v in stored.items() if v and score(v) > 0}
        hits = search(vector_store, sparse=query, limit=100)
        assert {h.id for h in hits} == set(expected)
        for hit in hits:
            assert hit.score == pytest.approx(expected[hit.id], rel=1e-4)

    def test_filters(self, vector_store: VectorStore) -> None:
        records = fill(vector_store)
        meta = {r.metadata.paper_id: r.metadata for r in records}
        query = unit(np.random.default_rng(9))

        def papers(flt: SearchFilters) -> set[str]:
            hits = search(vector_store, dense=query, kind="paper", limit=100, filter=flt)
            return {h.paper_id for h in hits}

        assert papers(SearchFilters(paper_ids=("2401.00003", "2401.00005"))) == {
            "2401.00003",
            "2401.00005",
        }
        assert "2401.00003" not in papers(SearchFilters(exclude_paper_ids=("2401.00003",)))
        in_range = {p for p, m in meta.items() if m.year is not None and 2012 <= m.year <= 2015}
        assert papers(SearchFilters(year_from=2012, year_to=2015)) == in_range
        assert "2401.00007" not in papers(SearchFilters(year_from=1900))  # no year: no match
        by_author = {p for p, m in meta.items() if "Grace Hopper" in m.authors}
        assert papers(SearchFilters(authors=("  grace   HOPPER ",))) == by_author
        assert papers(SearchFilters(authors=("émile borel",))) == {
            p for p, m in meta.items() if "Émile Borel" in m.authors
        }
        in_cats = {p for p, m in meta.items() if {"cs.IR", "q-bio.NC"} & set(m.categories)}
        assert papers(SearchFilters(categories=("cs.IR", "q-bio.NC"))) == in_cats
        both = SearchFilters(categories=("cs.IR", "q-bio.NC"), authors=("Grace Hopper",))
        assert papers(both) == in_cats & by_author
        in_cats_chunks = vector_store.count(
            "chunk", SearchFilters(categories=("cs.IR", "q-bio.NC"))
        )
        assert in_cats_chunks == 4 * len(in_cats)

    def test_hybrid_search_fuses_with_rrf(self, vector_store: VectorStore) -> None:
        fill(vector_store)
        rng = np.random.default_rng(77)
        dense, sp = unit(rng), sparse(rng, 8)
        k = 10
        expected: dict[str, float] = {}
        for hits in (
            search(vector_store, dense=dense, limit=50),
            search(vector_store, sparse=sp, limit=50),
        ):
            for rank, hit in enumerate(hits):  # 1 / (k + rank), rank from 0
                expected[hit.id] = expected.get(hit.id, 0.0) + 1.0 / (k + rank)
        fused = search(vector_store, dense=dense, sparse=sp, limit=10, rrf_k=k, prefetch_limit=50)
        best = sorted(expected.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
        assert [h.score for h in fused] == pytest.approx([s for _, s in best], rel=1e-5)
        assert {h.id for h in fused[:3]} == {i for i, _ in best[:3]}

    def test_weighted_rrf_and_dbsf(self, vector_store: VectorStore) -> None:
        fill(vector_store)
        rng = np.random.default_rng(8)
        dense, sp = unit(rng), sparse(rng, 8)
        dense_ranks = [h.id for h in search(vector_store, dense=dense, limit=60)]
        sparse_ranks = [h.id for h in search(vector_store, sparse=sp, limit=60)]

        def weighted(w_dense: float, w_sparse: float, k: int = 5) -> list[float]:
            # weighted RRF stretches each list's ranks: 1 / ((rank + 1) / w + k - 1)
            scores: dict[str, float] = {}
            for ranks, w in ((dense_ranks, w_dense), (sparse_ranks, w_sparse)):
                for rank, pid in enumerate(ranks):
                    scores[pid] = scores.get(pid, 0.0) + 1.0 / ((rank + 1) / w + k - 1)
            return sorted(scores.values(), reverse=True)[:5]

        for w in ((10.0, 0.1), (0.1, 10.0), (1.0, 3.0)):
            hits = search(
                vector_store, dense=dense, sparse=sp, limit=5, weights=w, rrf_k=5, prefetch_limit=60
            )
            assert [h.score for h in hits] == pytest.approx(weighted(*w), rel=1e-5)
        dbsf = search(vector_store, dense=dense, sparse=sp, limit=5, fusion="dbsf")
        assert len(dbsf) == 5
        assert [h.score for h in dbsf] == sorted((h.score for h in dbsf), reverse=True)

    def test_hybrid_search_respects_filters(self, vector_store: VectorStore) -> None:
        fill(vector_store)
        rng = np.random.default_rng(3)
        flt = SearchFilters(categories=("cs.LG",), year_from=2012)
        hits = search(vector_store, dense=unit(rng), sparse=sparse(rng, 10), limit=50, filter=flt)
        assert hits
        for hit in hits:
            assert "cs.LG" in hit.payload["categories"]
            assert hit.payload["year"] >= 2012

    def test_equal_scores_are_ordered_by_point_id(self, vector_store: VectorStore) -> None:
        vector_store.ensure_collection(SPEC)
        same = unit(np.random.default_rng(0))
        twins = [paper(i, chunks=0) for i in range(6)]
        vector_store.upsert(
            [
                record_points(r, paper_dense=same, chunk_dense=[], chunker_version=CHUNKER)[0]
                for r in twins
            ]
        )
        hits = search(vector_store, dense=same, kind="paper", limit=6)
        assert len({round(h.score, 5) for h in hits}) == 1
        assert [h.id for h in hits] == sorted(paper_point_id(r.metadata.paper_id) for r in twins)

    def test_offset_pages_through_results(self, vector_store: VectorStore) -> None:
        fill(vector_store)
        query = unit(np.random.default_rng(4))
        first = search(vector_store, dense=query, limit=10)
        second = search(vector_store, dense=query, limit=5, offset=5)
        assert [h.id for h in second] == [h.id for h in first[5:]]

    def test_payload_selection_keeps_paper_id_and_kind(self, vector_store: VectorStore) -> None:
        fill(vector_store, papers=3)
        query = unit(np.random.default_rng(4))
        hits = search(vector_store, dense=query, limit=3, with_payload=["year"])
        assert all(set(h.payload) <= {"year", "paper_id", "kind"} for h in hits)
        assert all(h.paper_id.startswith("2401.") for h in hits)
        bare = search(vector_store, dense=query, limit=3, with_payload=False, with_vector=True)
        assert all(set(h.payload) == {"paper_id", "kind"} for h in bare)
        assert bare[0].vector is not None and len(bare[0].vector) == DIM

    def test_score_threshold(self, vector_store: VectorStore) -> None:
        fill(vector_store)
        hits = search(
            vector_store, dense=unit(np.random.default_rng(4)), limit=100, score_threshold=0.3
        )
        assert hits and all(h.score >= 0.3 for h in hits)

    def test_a_batch_answers_like_single_queries(self, vector_store: VectorStore) -> None:
        fill(vector_store)
        rng = np.random.default_rng(11)
        queries = [
            VectorQuery(dense=unit(rng), limit=4),
            VectorQuery(sparse=sparse(rng), limit=4, kind="paper"),
            VectorQuery(dense=unit(rng), sparse=sparse(rng), limit=4),
        ]
        batch = vector_store.query_batch(queries)
        singles = [vector_store.query_batch([q])[0] for q in queries]
        assert [[h.id for h in hits] for hits in batch] == [[h.id for h in s] for s in singles]
        assert vector_store.query_batch([]) == []

    def test_query_groups_returns_best_papers_with_best_passages(
        self, vector_store: VectorStore
    ) -> None:
        fill(vector_store)
        query = VectorQuery(dense=unit(np.random.default_rng(21)), limit=3)
        groups = vector_store.query_groups(query, group_size=2)
        all_hits = search(vector_store, dense=query.dense, limit=100)
        best_papers = list(dict.fromkeys(h.paper_id for h in all_hits))
        assert [g.paper_id for g in groups] == best_papers[:3]
        for group in groups:
            assert 1 <= len(group.hits) <= 2
            best = [h.id for h in all_hits if h.paper_id == group.paper_id]
            assert [h.id for h in group.hits] == best[: len(group.hits)]
            assert group.score == group.hits[0].score
        full = vector_store.query_groups(VectorQuery(dense=query.dense, limit=3), group_size=12)
        assert [len(g.hits) for g in full] == [4, 4, 4]
        every = vector_store.query_groups(VectorQuery(dense=query.dense, limit=12), group_size=1)
        assert len(every) == 12

    def test_papers_like_this_one(self, vector_store: VectorStore) -> None:
        records = fill(vector_store)
        vectors = dense_of(vector_store, records, "paper")
        me = paper_point_id("2401.00004")
        (stored,) = vector_store.retrieve([me], with_vectors=True)
        assert stored.dense is not None
        np.testing.assert_allclose(stored.dense, vectors[me], rtol=1e-5)
        others_only = SearchFilters(exclude_paper_ids=("2401.00004",))
        hits = search(vector_store, dense=stored.dense, kind="paper", limit=3, filter=others_only)
        others = {i: v for i, v in vectors.items() if i != me}
        expected = sorted(others, key=lambda i: -float(others[i] @ vectors[me]))[:3]
        assert [h.id for h in hits] == expected

    def test_retrieve_keeps_the_order_leaves_out_missing_ids_and_reads_one_kind(
        self, vector_store: VectorStore
    ) -> None:
        fill(vector_store, papers=2)
        ids = [
            chunk_point_id("2401.00001", 2, CHUNKER),
            "00000000-0000-0000-0000-000000000000",
            paper_point_id("2401.00000"),
        ]
        got = vector_store.retrieve(ids, with_vectors=True)
        assert [p.id for p in got] == [ids[0], ids[2]]
        assert got[0].kind == "chunk" and got[0].payload["chunk_index"] == 2
        assert got[0].dense is not None and len(got[0].dense) == DIM
        assert got[0].sparse is not None and len(got[0].sparse.indices) == 6
        assert got[1].kind == "paper" and got[1].paper_id == "2401.00000"
        assert vector_store.retrieve([]) == []
        # With a kind, only that kind's collection is read.
        assert [p.id for p in vector_store.retrieve(ids, kind="chunk")] == [ids[0]]
        [found] = vector_store.retrieve(ids, kind="paper", with_vectors=True)
        assert found.id == ids[2] and found.kind == "paper" and found.dense is not None
        with pytest.raises(SearchError, match="kind"):
            vector_store.retrieve(ids, kind="page")  # type: ignore[arg-type]

    def test_the_payload_every_search_relies_on(self, vector_store: VectorStore) -> None:
        fill(vector_store, papers=4)
        [stored] = vector_store.retrieve([paper_point_id("2401.00003")])
        p = stored.payload
        assert (p["kind"], p["title"], p["year"], p["published"]) == (
            "paper",
            "Paper 3",
            2013,
            "2013-04-01",
        )
        assert p["categories"] == ["q-bio.NC"]
        assert p["authors"] == ["Émile Borel", "Author 3"]
        assert p["author_keys"] == [author_key(a) for a in p["authors"]]
        assert p["chunk_count"] == 4
        assert len(p["text"]) <= 401 and p["text"].endswith("…")
        [chunk] = vector_store.retrieve([chunk_point_id("2401.00003", 1, CHUNKER)])
        assert chunk.payload["page_start"] == 2
        assert chunk.payload["chunker_version"] == CHUNKER
        assert chunk.payload["text"] == "chunk 1 of paper 3"

    def test_bad_queries_are_search_errors(self, vector_store: VectorStore) -> None:
        vector_store.ensure_collection(SPEC)
        with pytest.raises(SearchError, match="dimensions"):
            search(vector_store, dense=[0.1] * 3)
        with pytest.raises(SearchError, match="kind"):
            vector_store.count("page")  # type: ignore[arg-type]

    def test_queries_from_many_threads(self, vector_store: VectorStore) -> None:
        fill(vector_store, papers=2)
        query = unit(np.random.default_rng(0))
        with ThreadPoolExecutor(8) as pool:
            found = list(
                pool.map(lambda _: len(search(vector_store, dense=query, limit=3)), range(16))
            )
        assert found == [3] * 16

    def test_points_of_a_point_list_travel_whole(self, vector_store: VectorStore) -> None:
        """A point's payload comes back as written (its ``kind`` added)."""
        vector_store.ensure_collection(SPEC)
        record = paper(1, chunks=1)
        written: list[VectorPoint] = points(record, seed=1)
        vector_store.upsert(written)
        back = {p.id: p for p in vector_store.retrieve([p.id for p in written])}
        for point in written:
            assert back[point.id].payload == {**point.payload, "kind": point.kind}
