"""The vector store contract, run against both implementations.

``edge``: the real Qdrant engine in process (qdrant-edge-py) on disk;
``client``: qdrant-client's in-memory local mode (the client API a Qdrant
server speaks).  A final test builds the same collection in both and checks
that every kind of query returns the same points with the same scores.
"""

from __future__ import annotations

import math
import subprocess
import sys
import textwrap
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from tapyre import SparseVector
from tapyre_paper_search.contracts import VectorStore
from tapyre_paper_search.errors import CollectionMismatchError, SearchError, StoreError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records import Chunk, PaperMetadata, PaperRecord
from tapyre_paper_search.records.vectors import CollectionSpec, Hit, VectorQuery
from tapyre_paper_search.store._base import QdrantStoreBase
from tapyre_paper_search.store.ids import chunk_point_id, paper_point_id, point_id
from tapyre_paper_search.store.points import author_key, record_points
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.qdrant_remote import RemoteVectorStore

DIM = 16
VOCAB = 60
SPEC = CollectionSpec(dense_embedder="test-dense", dense_dim=DIM, sparse_embedder="test-bm25")
CATEGORIES = ("cs.CL", "cs.IR", "cs.LG", "q-bio.NC")
AUTHORS = ("Ada Lovelace", "Alan Turing", "Grace Hopper", "Émile Borel")


def search(store: VectorStore, **query: Any) -> list[Hit]:
    """One query's hits, the query given by :class:`VectorQuery`'s fields."""
    return store.query_batch([VectorQuery(**query)])[0]


def unit(rng: np.random.Generator) -> np.ndarray:
    v = rng.standard_normal(DIM).astype(np.float32)
    return v / np.linalg.norm(v)


def sparse(rng: np.random.Generator, n: int = 6) -> SparseVector:
    indices = sorted(int(i) for i in rng.choice(VOCAB, size=n, replace=False))
    return SparseVector(tuple(indices), tuple(float(x) for x in rng.uniform(0.5, 3.0, size=n)))


def make_paper(i: int, chunks: int = 4) -> PaperRecord:
    metadata = PaperMetadata(
        paper_id=f"2401.{i:05d}",
        title=f"Paper {i}",
        abstract=f"Abstract of paper {i}. " * 30,
        authors=(AUTHORS[i % 4], f"Author {i}"),
        categories=(CATEGORIES[i % 4], CATEGORIES[(i + 1) % 4]) if i % 3 else (CATEGORIES[i % 4],),
        published=None if i == 7 else date(2010 + i % 12, 1 + i % 12, 1),
        source="test",
    )
    chunk_list = [
        Chunk(metadata.paper_id, j, f"chunk {j} of paper {i}", j + 1, j + 1, 0, 10, 5)
        for j in range(chunks)
    ]
    return PaperRecord(metadata, f"hash-{i}", f"/p/{i}.pdf", chunks, chunk_list)


def paper_points(record: PaperRecord, seed: int, version: str = "v1") -> list:
    rng = np.random.default_rng(seed)
    n = len(record.chunks)
    return record_points(
        record,
        paper_dense=unit(rng),
        chunk_dense=[unit(rng) for _ in range(n)],
        paper_sparse=sparse(rng),
        chunk_sparse=[sparse(rng) for _ in range(n)],
        chunker_version=version,
    )


def fill(store: QdrantStoreBase, papers: int = 12) -> list[PaperRecord]:
    store.ensure_collection(SPEC)
    records = [make_paper(i) for i in range(papers)]
    for i, record in enumerate(records):
        store.replace_paper(record.metadata.paper_id, paper_points(record, seed=i))
    return records


@pytest.fixture(params=["edge", "client"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[QdrantStoreBase]:
    if request.param == "edge":
        s: QdrantStoreBase = EdgeVectorStore(tmp_path / "qdrant", "papers")
    else:
        s = RemoteVectorStore(location=":memory:", collection="papers")
    yield s
    s.close()


# ---------------------------------------------------------------------------
# ids
# ---------------------------------------------------------------------------


def test_point_ids_are_deterministic_uuids() -> None:
    a = point_id("2401.00001", "chunk", 3, "v1")
    assert a == chunk_point_id("2401.00001", 3, "v1")
    assert str(uuid.UUID(a)) == a
    assert point_id("2401.00001", "chunk", 3, "v1") == a
    assert (
        len({a, point_id("2401.00001", "chunk", 4, "v1"), point_id("2401.00001", "chunk", 3, "v2")})
        == 3
    )
    assert paper_point_id("x") == point_id("x", "paper", 9, "ignored")
    assert paper_point_id("x") != point_id("x", "chunk", 0, "")
    with pytest.raises(ValueError, match="kind"):
        point_id("x", "page", 0, "")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="empty"):
        point_id("", "paper")


def test_point_ids_are_stable_across_releases() -> None:
    # Changing these breaks every stored collection: replays would duplicate points.
    assert paper_point_id("2401.00001") == "8ea57ae2-0c1c-5c77-a47e-55b5018bfa71"
    assert chunk_point_id("2401.00001", 0, "v1") == "89e92035-45ff-5b88-ae01-2fade56aa027"


# ---------------------------------------------------------------------------
# collection lifecycle
# ---------------------------------------------------------------------------


def test_ensure_collection_records_the_spec(store: QdrantStoreBase) -> None:
    assert not store.exists()
    assert store.recorded_spec() is None
    store.ensure_collection(SPEC)
    store.ensure_collection(SPEC)  # idempotent
    assert store.exists()
    assert store.recorded_spec() == SPEC
    assert store.spec == SPEC
    assert store.count() == 0


def test_mismatched_embedder_is_a_clear_error(store: QdrantStoreBase) -> None:
    store.ensure_collection(SPEC)
    other = CollectionSpec(dense_embedder="specter2", dense_dim=768, sparse_embedder="test-bm25")
    with pytest.raises(CollectionMismatchError) as info:
        store.ensure_collection(other)
    message = str(info.value)
    assert "'test-dense' (16 dimensions)" in message
    assert "'specter2' (768 dimensions)" in message
    assert "collection 'papers'" in message
    with pytest.raises(CollectionMismatchError, match="sparse embedder 'test-bm25'"):
        store.ensure_collection(CollectionSpec("test-dense", DIM, sparse_embedder=None))


def test_using_a_missing_collection_says_so(store: QdrantStoreBase) -> None:
    with pytest.raises(StoreError, match="There is no collection 'papers'"):
        store.count()


def test_drop_collection(store: QdrantStoreBase) -> None:
    fill(store, papers=2)
    store.drop_collection()
    assert not store.exists()
    store.ensure_collection(SPEC)
    assert store.count() == 0


def test_both_stores_implement_the_vector_store_contract(store: QdrantStoreBase) -> None:
    assert isinstance(store, VectorStore)


def test_closed_store_refuses_work(store: QdrantStoreBase) -> None:
    store.ensure_collection(SPEC)
    store.close()
    store.close()  # idempotent
    with pytest.raises(StoreError, match="closed"):
        store.count()


# ---------------------------------------------------------------------------
# writes
# ---------------------------------------------------------------------------


def test_upsert_counts_papers_and_chunks(store: QdrantStoreBase) -> None:
    fill(store, papers=5)
    assert store.count() == 25
    assert store.count("paper") == 5
    assert store.count("chunk") == 20
    assert store.count("chunk", SearchFilters(paper_ids=["2401.00001"])) == 4


def test_replaying_an_upsert_overwrites(store: QdrantStoreBase) -> None:
    records = fill(store, papers=3)
    before = store.count()
    store.upsert(paper_points(records[1], seed=1))
    store.upsert(paper_points(records[1], seed=99))  # same ids, new vectors
    assert store.count() == before


def test_replace_paper_removes_stale_chunks(store: QdrantStoreBase) -> None:
    fill(store, papers=2)
    pid = "2401.00001"
    shorter = make_paper(1, chunks=2)
    store.replace_paper(pid, paper_points(shorter, seed=5, version="v2"))
    ids = store.paper_point_ids(pid)
    expected = sorted([paper_point_id(pid)] + [chunk_point_id(pid, j, "v2") for j in range(2)])
    assert ids == expected
    assert store.count("chunk", SearchFilters(paper_ids=[pid])) == 2


def test_replace_paper_refuses_points_of_another_paper(store: QdrantStoreBase) -> None:
    fill(store, papers=2)
    with pytest.raises(StoreError, match=r"belongs to '2401\.00000'"):
        store.replace_paper("2401.00001", paper_points(make_paper(0), seed=0))


def test_delete_paper_and_points(store: QdrantStoreBase) -> None:
    fill(store, papers=3)
    store.delete_paper("2401.00002")
    store.delete_paper("never-stored")
    assert store.paper_point_ids("2401.00002") == []
    assert store.count() == 10
    store.delete_points([paper_point_id("2401.00000")])
    assert store.count("paper") == 1


def test_scroll_points_pages_through_the_collection(store: QdrantStoreBase) -> None:
    assert store.scroll_points() == ([], None)  # no collection yet: no points
    records = fill(store, papers=5)
    seen: list = []
    offset = None
    while True:
        page, offset = store.scroll_points(offset=offset, limit=7)
        assert len(page) <= 7
        seen.extend(page)
        if offset is None:
            break
    assert len(seen) == len({p.id for p in seen}) == 25
    chunk = next(p for p in seen if p.kind == "chunk")
    assert chunk.payload["chunker_version"] == "v1"
    assert chunk.payload["chunk_index"] in range(4)
    assert chunk.dense is None and "title" not in chunk.payload
    mine = records[2].metadata.paper_id
    page, offset = store.scroll_points(paper_ids=[mine], limit=100)
    assert offset is None
    assert sorted(p.id for p in page) == store.paper_point_ids(mine)
    assert {p.paper_id for p in page} == {mine}
    assert store.scroll_points(paper_ids=[]) == ([], None)


def test_wrong_dimension_is_refused(store: QdrantStoreBase) -> None:
    store.ensure_collection(SPEC)
    record = make_paper(0, chunks=1)
    points = record_points(
        record,
        paper_dense=np.zeros(8, np.float32),
        chunk_dense=[np.ones(8, np.float32)],
        chunker_version="v1",
    )
    with pytest.raises(StoreError, match=r"8 dimensions.*holds 16"):
        store.upsert(points)


def test_sparse_vectors_need_a_sparse_collection(store: QdrantStoreBase) -> None:
    store.ensure_collection(CollectionSpec("test-dense", DIM))
    with pytest.raises(StoreError, match="has none"):
        store.upsert(paper_points(make_paper(0), seed=0))
    with pytest.raises(SearchError, match="no sparse vectors"):
        search(store, sparse=SparseVector((1,), (1.0,)))


# ---------------------------------------------------------------------------
# reads and searches
# ---------------------------------------------------------------------------


def stored_dense(store: QdrantStoreBase, kind: str) -> dict[str, np.ndarray]:
    ids = [
        i
        for r in (make_paper(n) for n in range(12))
        for i in store.paper_point_ids(r.metadata.paper_id)
    ]
    return {
        p.id: np.asarray(p.dense) for p in store.retrieve(ids, with_vectors=True) if p.kind == kind
    }


def test_dense_search_is_nearest_by_cosine(store: QdrantStoreBase) -> None:
    fill(store)
    vectors = stored_dense(store, "chunk")
    query = unit(np.random.default_rng(1234))
    hits = search(store, dense=query, limit=5)
    expected = sorted(vectors, key=lambda i: -float(vectors[i] @ query))[:5]
    assert [h.id for h in hits] == expected
    for hit in hits:
        assert hit.kind == "chunk"
        assert hit.score == pytest.approx(float(vectors[hit.id] @ query), abs=1e-4)
        assert hit.payload["chunk_index"] == hit.chunk_index
        assert hit.payload["text"].startswith("chunk ")


def test_paper_level_search_sees_only_paper_points(store: QdrantStoreBase) -> None:
    fill(store)
    hits = search(store, dense=unit(np.random.default_rng(5)), kind="paper", limit=50)
    assert len(hits) == 12
    assert {h.kind for h in hits} == {"paper"}
    assert all(h.chunk_index is None for h in hits)


def test_sparse_search_applies_idf(store: QdrantStoreBase) -> None:
    records = fill(store, papers=4)
    stored = {
        p.id: p.sparse
        for r in records
        for p in store.retrieve(store.paper_point_ids(r.metadata.paper_id), with_vectors=True)
        if p.kind == "chunk"
    }
    query = SparseVector((3, 17, 41), (1.0, 1.0, 1.0))
    n = len(stored)
    df = {t: sum(t in (v.indices if v else ()) for v in stored.values()) for t in query.indices}

    def idf(t: int) -> float:
        return math.log((n - df[t] + 0.5) / (df[t] + 0.5) + 1.0)

    def score(v: SparseVector) -> float:
        weights = dict(zip(v.indices, v.values, strict=True))
        return sum(idf(t) * weights.get(t, 0.0) for t in query.indices)

    expected = {i: score(v) for i, v in stored.items() if v and score(v) > 0}
    hits = search(store, sparse=query, limit=100)
    assert {h.id for h in hits} == set(expected)
    for hit in hits:
        assert hit.score == pytest.approx(expected[hit.id], rel=1e-4)


def test_filters(store: QdrantStoreBase) -> None:
    records = fill(store)
    meta = {r.metadata.paper_id: r.metadata for r in records}
    query = unit(np.random.default_rng(9))

    def papers(flt: SearchFilters) -> set[str]:
        return {h.paper_id for h in search(store, dense=query, kind="paper", limit=100, filter=flt)}

    assert papers(SearchFilters(paper_ids=["2401.00003", "2401.00005"])) == {
        "2401.00003",
        "2401.00005",
    }
    assert "2401.00003" not in papers(SearchFilters(exclude_paper_ids=["2401.00003"]))
    in_range = {p for p, m in meta.items() if m.year is not None and 2012 <= m.year <= 2015}
    assert papers(SearchFilters(year_from=2012, year_to=2015)) == in_range
    assert "2401.00007" not in papers(SearchFilters(year_from=1900))  # no year: never matches
    by_author = {p for p, m in meta.items() if "Grace Hopper" in m.authors}
    assert papers(SearchFilters(authors=["  grace   HOPPER "])) == by_author
    assert papers(SearchFilters(authors=["émile borel"])) == {
        p for p, m in meta.items() if "Émile Borel" in m.authors
    }
    in_cats = {p for p, m in meta.items() if {"cs.IR", "q-bio.NC"} & set(m.categories)}
    assert papers(SearchFilters(categories=["cs.IR", "q-bio.NC"])) == in_cats
    both = in_cats & by_author
    assert papers(SearchFilters(categories=["cs.IR", "q-bio.NC"], authors=["Grace Hopper"])) == both
    assert store.count("chunk", SearchFilters(categories=["cs.IR", "q-bio.NC"])) == 4 * len(in_cats)
    with pytest.raises(SearchError, match="empty"):
        papers(SearchFilters(year_from=2020, year_to=2010))


def test_hybrid_search_fuses_with_rrf(store: QdrantStoreBase) -> None:
    fill(store)
    rng = np.random.default_rng(77)
    dense, sp = unit(rng), sparse(rng, 8)
    k = 10
    dense_hits = search(store, dense=dense, limit=50)
    sparse_hits = search(store, sparse=sp, limit=50)
    expected: dict[str, float] = {}
    for hits in (dense_hits, sparse_hits):
        for rank, hit in enumerate(hits):  # Qdrant's RRF: 1 / (k + rank), rank from 0
            expected[hit.id] = expected.get(hit.id, 0.0) + 1.0 / (k + rank)
    fused = search(store, dense=dense, sparse=sp, limit=10, rrf_k=k, prefetch_limit=50)
    best = sorted(expected.items(), key=lambda kv: -kv[1])[:10]
    assert [h.score for h in fused] == pytest.approx([s for _, s in best], rel=1e-5)
    assert {h.id for h in fused[:3]} == {i for i, _ in best[:3]}


def test_weighted_rrf_and_dbsf(store: QdrantStoreBase) -> None:
    fill(store)
    rng = np.random.default_rng(8)
    dense, sp = unit(rng), sparse(rng, 8)
    dense_ranks = [h.id for h in search(store, dense=dense, limit=60)]
    sparse_ranks = [h.id for h in search(store, sparse=sp, limit=60)]

    def weighted(w_dense: float, w_sparse: float, k: int = 5) -> list[tuple[str, float]]:
        # Qdrant's weighted RRF stretches each list's ranks: 1 / ((rank + 1) / w + k - 1)
        scores: dict[str, float] = {}
        for ranks, w in ((dense_ranks, w_dense), (sparse_ranks, w_sparse)):
            for rank, pid in enumerate(ranks):
                scores[pid] = scores.get(pid, 0.0) + 1.0 / ((rank + 1) / w + k - 1)
        return sorted(scores.items(), key=lambda kv: -kv[1])[:5]

    for w in ((10.0, 0.1), (0.1, 10.0), (1.0, 3.0)):
        hits = search(store, dense=dense, sparse=sp, limit=5, weights=w, rrf_k=5, prefetch_limit=60)
        assert [h.score for h in hits] == pytest.approx([s for _, s in weighted(*w)], rel=1e-5)
    dbsf = search(store, dense=dense, sparse=sp, limit=5, fusion="dbsf")
    assert len(dbsf) == 5
    assert [h.score for h in dbsf] == sorted((h.score for h in dbsf), reverse=True)
    with pytest.raises(SearchError, match="weights"):
        search(store, dense=dense, sparse=sp, fusion="dbsf", weights=(1.0, 1.0))


def test_hybrid_search_respects_filters(store: QdrantStoreBase) -> None:
    fill(store)
    rng = np.random.default_rng(3)
    flt = SearchFilters(categories=("cs.LG",), year_from=2012)
    hits = search(store, dense=unit(rng), sparse=sparse(rng, 10), limit=50, filter=flt)
    assert hits
    for hit in hits:
        assert "cs.LG" in hit.payload["categories"]
        assert hit.payload["year"] >= 2012


def test_offset_pages_through_results(store: QdrantStoreBase) -> None:
    fill(store)
    query = unit(np.random.default_rng(4))
    first = search(store, dense=query, limit=10)
    second = search(store, dense=query, limit=5, offset=5)
    assert [h.id for h in second] == [h.id for h in first[5:]]


def test_payload_selection_keeps_paper_id_and_kind(store: QdrantStoreBase) -> None:
    fill(store, papers=3)
    query = unit(np.random.default_rng(4))
    hits = search(store, dense=query, limit=3, with_payload=["year"])
    assert all(set(h.payload) <= {"year", "paper_id", "kind"} for h in hits)
    assert all(h.paper_id.startswith("2401.") for h in hits)
    bare = search(store, dense=query, limit=3, with_payload=False, with_vector=True)
    assert all(set(bare[0].payload) == {"paper_id", "kind"} for _ in bare)
    assert bare[0].vector is not None and len(bare[0].vector) == DIM


def test_score_threshold(store: QdrantStoreBase) -> None:
    fill(store)
    query = unit(np.random.default_rng(4))
    hits = search(store, dense=query, limit=100, score_threshold=0.3)
    assert hits and all(h.score >= 0.3 for h in hits)


def test_query_batch_matches_single_queries(store: QdrantStoreBase) -> None:
    fill(store)
    rng = np.random.default_rng(11)
    queries = [
        VectorQuery(dense=unit(rng), limit=4),
        VectorQuery(sparse=sparse(rng), limit=4, kind="paper"),
        VectorQuery(dense=unit(rng), sparse=sparse(rng), limit=4),
    ]
    batch = store.query_batch(queries)
    assert [[h.id for h in hits] for hits in batch] == [
        [h.id for h in store.query(q)] for q in queries
    ]


def test_query_groups_returns_best_papers_with_best_passages(store: QdrantStoreBase) -> None:
    fill(store)
    query = VectorQuery(dense=unit(np.random.default_rng(21)), limit=3)
    groups = store.query_groups(query, group_size=2)
    all_hits = search(store, dense=query.dense, limit=100)
    best_papers: list[str] = []
    for hit in all_hits:
        if hit.paper_id not in best_papers:
            best_papers.append(hit.paper_id)
    assert [g.paper_id for g in groups] == best_papers[:3]
    for group in groups:
        assert 1 <= len(group.hits) <= 2
        best = [h.id for h in all_hits if h.paper_id == group.paper_id]
        assert [h.id for h in group.hits] == best[: len(group.hits)]
        assert group.score == group.hits[0].score
    # with every passage among the candidates, groups are full
    everything = store.query_groups(VectorQuery(dense=query.dense, limit=3), group_size=12)
    assert [len(g.hits) for g in everything] == [4, 4, 4]


def test_query_groups_needing_more_candidates(store: QdrantStoreBase) -> None:
    fill(store)
    # 12 papers of 4 chunks: asking for every paper forces refetching
    groups = store.query_groups(
        VectorQuery(dense=unit(np.random.default_rng(2)), limit=12), group_size=1
    )
    assert len(groups) == 12
    hybrid = store.query_groups(
        VectorQuery(
            dense=unit(np.random.default_rng(2)), sparse=sparse(np.random.default_rng(2)), limit=5
        ),
        group_size=3,
    )
    assert len(hybrid) == 5


def test_similar_papers(store: QdrantStoreBase) -> None:
    fill(store)
    vectors = stored_dense(store, "paper")
    me = np.asarray(vectors[paper_point_id("2401.00004")])
    (stored,) = store.retrieve([paper_point_id("2401.00004")], with_vectors=True)
    assert stored.dense is not None
    np.testing.assert_allclose(stored.dense, me, rtol=1e-5)
    others_only = SearchFilters(exclude_paper_ids=("2401.00004",))
    hits = search(store, dense=stored.dense, kind="paper", limit=3, filter=others_only)
    assert "2401.00004" not in {h.paper_id for h in hits}
    others = {i: v for i, v in vectors.items() if i != paper_point_id("2401.00004")}
    assert [h.id for h in hits] == sorted(others, key=lambda i: -float(others[i] @ me))[:3]
    passages = search(store, dense=stored.dense, kind="chunk", limit=5)
    assert {h.kind for h in passages} == {"chunk"}
    assert store.retrieve([paper_point_id("9999.99999")]) == []


def test_retrieve_keeps_the_order_asked(store: QdrantStoreBase) -> None:
    fill(store, papers=2)
    ids = [
        chunk_point_id("2401.00001", 2, "v1"),
        "00000000-0000-0000-0000-000000000000",
        paper_point_id("2401.00000"),
    ]
    got = store.retrieve(ids, with_vectors=True)
    assert [p.id for p in got] == [ids[0], ids[2]]
    assert got[0].kind == "chunk" and got[0].payload["chunk_index"] == 2
    assert got[0].dense is not None and len(got[0].dense) == DIM
    assert got[0].sparse is not None and len(got[0].sparse.indices) == 6
    assert got[1].kind == "paper" and got[1].paper_id == "2401.00000"
    assert store.retrieve([]) == []


def test_payload_fields(store: QdrantStoreBase) -> None:
    fill(store, papers=4)
    [paper] = store.retrieve([paper_point_id("2401.00003")])
    p = paper.payload
    assert p["kind"] == "paper"
    assert p["title"] == "Paper 3"
    assert p["year"] == 2013
    assert p["published"] == "2013-04-01"
    assert p["categories"] == ["q-bio.NC"]
    assert p["authors"] == ["Émile Borel", "Author 3"]
    assert p["author_keys"] == ["émile borel", "author 3"] == [author_key(a) for a in p["authors"]]
    assert p["chunk_count"] == 4
    assert len(p["text"]) <= 401 and p["text"].endswith("…")
    [chunk] = store.retrieve([chunk_point_id("2401.00003", 1, "v1")])
    assert chunk.payload["page_start"] == 2
    assert chunk.payload["chunker_version"] == "v1"
    assert chunk.payload["text"] == "chunk 1 of paper 3"


def test_bad_queries(store: QdrantStoreBase) -> None:
    store.ensure_collection(SPEC)
    with pytest.raises(SearchError, match="dimensions"):
        search(store, dense=[0.1] * 3)
    with pytest.raises(SearchError, match="needs a dense vector"):
        search(
            store,
        )
    with pytest.raises(SearchError, match="limit"):
        search(store, dense=[0.1] * DIM, limit=0)
    with pytest.raises(SearchError, match="kind"):
        search(store, dense=[0.1] * DIM, kind="page")


def test_info(store: QdrantStoreBase) -> None:
    fill(store, papers=2)
    info = store.info()
    assert info["points"] == 10
    assert info["collection"] == "papers"
    assert info["spec"]["dense_embedder"] == "test-dense"


# ---------------------------------------------------------------------------
# the embedded store
# ---------------------------------------------------------------------------


def test_embedded_store_persists_and_reopens(tmp_path: Path) -> None:
    with EdgeVectorStore(tmp_path, "papers") as store:
        fill(store, papers=3)
        store.optimize()
    reopened = EdgeVectorStore(tmp_path, "papers")
    try:
        assert reopened.recorded_spec() == SPEC
        assert reopened.count() == 15  # opened with its recorded spec, no ensure needed
        assert search(reopened, dense=unit(np.random.default_rng(0)), limit=2)
    finally:
        reopened.close()
    assert sorted(p.name for p in (tmp_path / "papers").iterdir()) == [
        ".lock",
        "collection.json",
        "shard",
    ]


def test_first_use_from_many_threads_opens_once(tmp_path: Path) -> None:
    with EdgeVectorStore(tmp_path, "papers") as store:
        fill(store, papers=2)
    store = EdgeVectorStore(tmp_path, "papers")
    query = unit(np.random.default_rng(0))
    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(lambda _: len(search(store, dense=query, limit=3)), range(16)))
    store.close()
    assert results == [3] * 16


def test_embedded_store_is_one_process_at_a_time(tmp_path: Path) -> None:
    store = EdgeVectorStore(tmp_path, "papers")
    store.ensure_collection(SPEC)
    try:
        with pytest.raises(StoreError, match="already open in this process"):
            EdgeVectorStore(tmp_path, "papers").count()
        script = textwrap.dedent(
            f"""
            from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
            from tapyre_paper_search.errors import StoreError
            try:
                EdgeVectorStore({str(tmp_path)!r}, "papers").count()
            except StoreError as exc:
                print(exc)
            """
        )
        out = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
        ).stdout
        assert "in use by another process" in out
        assert "[vector_stores.qdrant] url" in out
    finally:
        store.close()
    # released on close: another store can open it now
    with EdgeVectorStore(tmp_path, "papers") as again:
        assert again.count() == 0


def test_embedded_store_with_int8_quantization_on_disk(tmp_path: Path) -> None:
    spec = CollectionSpec("test-dense", DIM, "test-bm25", quantization="int8", on_disk=True)
    with EdgeVectorStore(tmp_path, "papers") as store:
        store.ensure_collection(spec)
        for i in range(6):
            record = make_paper(i)
            store.replace_paper(record.metadata.paper_id, paper_points(record, seed=i))
        store.optimize()
        query = unit(np.random.default_rng(1))
        exact = search(store, dense=query, limit=5, exact=True)
        approx = search(store, dense=query, limit=5, rescore=True, oversampling=2.0)
        assert [h.id for h in approx] == [h.id for h in exact]
        assert store.recorded_spec() == spec


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_remote_store_never_shows_the_api_key() -> None:
    store = RemoteVectorStore(
        "https://user:pw@qdrant.example:6333/?api_key=zzz", "papers", api_key="s3cret-key"
    )
    try:
        assert store.location == "https://qdrant.example:6333/"
        assert "s3cret" not in repr(store)
    finally:
        store.close()


@pytest.mark.filterwarnings("ignore::UserWarning")  # qdrant-client: insecure key, no version
def test_unreachable_server_is_a_store_error() -> None:
    store = RemoteVectorStore("http://127.0.0.1:1", "papers", api_key="s3cret-key", timeout=2)
    try:
        with pytest.raises(StoreError, match=r"Qdrant at http://127\.0\.0\.1:1 failed") as info:
            store.ensure_collection(SPEC)
        assert "s3cret" not in str(info.value)
    finally:
        store.close()


# ---------------------------------------------------------------------------
# both implementations behave the same
# ---------------------------------------------------------------------------


def test_edge_and_client_return_the_same_results(tmp_path: Path) -> None:
    edge = EdgeVectorStore(tmp_path, "papers")
    client = RemoteVectorStore(location=":memory:", collection="papers")
    try:
        for s in (edge, client):
            fill(s)
        rng = np.random.default_rng(2024)
        flt = SearchFilters(categories=("cs.CL", "cs.LG"), year_from=2011)
        queries = []
        for _ in range(5):
            d, sp = unit(rng), sparse(rng, 8)
            queries += [
                VectorQuery(dense=d, limit=10),
                VectorQuery(dense=d, limit=5, kind="paper", filter=flt),
                VectorQuery(sparse=sp, limit=10),
                VectorQuery(dense=d, sparse=sp, limit=10, rrf_k=20),
                VectorQuery(dense=d, sparse=sp, limit=10, weights=(2.0, 1.0), filter=flt),
                VectorQuery(dense=d, sparse=sp, limit=10, fusion="dbsf"),
                VectorQuery(dense=d, sparse=sp, limit=10, fusion="dbsf", kind="paper"),
            ]
        for q in queries:
            a, b = edge.query(q), client.query(q)
            assert [h.id for h in a] == [h.id for h in b], q
            assert [h.score for h in a] == pytest.approx([h.score for h in b], rel=1e-4, abs=1e-6)
            assert [h.payload for h in a] == [h.payload for h in b]
        for group_a, group_b in zip(
            edge.query_groups(queries[3], group_size=2),
            client.query_groups(queries[3], group_size=2),
            strict=True,
        ):
            assert group_a.paper_id == group_b.paper_id
            assert [h.id for h in group_a.hits] == [h.id for h in group_b.hits]
        assert edge.count("chunk", SearchFilters(authors=["Ada Lovelace"])) == client.count(
            "chunk", SearchFilters(authors=["Ada Lovelace"])
        )
    finally:
        edge.close()
        client.close()
