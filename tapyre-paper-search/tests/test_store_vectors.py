"""What the built-in Qdrant stores do beyond the vector store contract (which
``test_contract_stores.py`` runs on them): point ids, their extra methods
(``replace_paper``, ``drop_collection``), the embedded store's folder lock and
storage options, the server store's errors and secrets, and one test that builds
the same collection in the embedded engine and in qdrant-client and checks that
every kind of query returns the same points with the same scores.

``edge``: the real Qdrant engine in process (qdrant-edge-py) on disk;
``client``: qdrant-client's in-memory local mode (the client API a Qdrant
server speaks).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records import CollectionSpec, Hit, PaperRecord, VectorQuery
from tapyre_paper_search.store._base import QdrantStoreBase
from tapyre_paper_search.store.ids import chunk_point_id, paper_point_id, point_id
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.qdrant_remote import RemoteVectorStore
from tapyre_paper_search.testing.contracts.samples import DIM, SPEC, paper, sparse, unit
from tapyre_paper_search.testing.contracts.samples import points as paper_points


def search(store: QdrantStoreBase, **query: Any) -> list[Hit]:
    return store.query(VectorQuery(**query))


def fill(store: QdrantStoreBase, papers: int = 12) -> list[PaperRecord]:
    store.ensure_collection(SPEC)
    records = [paper(i) for i in range(papers)]
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


def test_drop_collection(store: QdrantStoreBase) -> None:
    fill(store, papers=2)
    store.drop_collection()
    assert not store.exists()
    store.ensure_collection(SPEC)
    assert store.count() == 0


def test_paper_points_live_in_a_collection_of_their_own(
    store: QdrantStoreBase, tmp_path: Path
) -> None:
    """Each kind's points in their own Qdrant collection, holding only that kind's vectors
    (one shared collection kept a paper-vector slot for every chunk point)."""
    fill(store, papers=3)
    store.flush()
    collections = store.info()["collections"]
    assert {k: c["points"] for k, c in collections.items()} == {"paper": 3, "chunk": 12}
    if isinstance(store, EdgeVectorStore):
        folder = tmp_path / "qdrant" / "papers"
        stored = {
            shard: {d.name for d in (folder / shard).glob("segments/*/vector_storage-*")}
            for shard in ("shard", "paper-shard")
        }
        assert stored == {
            "shard": {"vector_storage-chunk", "vector_storage-bm25"},
            "paper-shard": {"vector_storage-paper", "vector_storage-paper_bm25"},
        }
    else:
        client: Any = store._client  # type: ignore[attr-defined]
        vectors = {
            name: set(client.get_collection(name).config.params.vectors)
            for name in ("papers", "papers-paper-vectors")
        }
        assert vectors == {"papers": {"chunk"}, "papers-paper-vectors": {"paper"}}
    store.delete_paper("2401.00001")
    collections = store.info()["collections"]
    assert {k: c["points"] for k, c in collections.items()} == {"paper": 2, "chunk": 8}
    store.drop_collection()
    assert not store.exists()
    if isinstance(store, EdgeVectorStore):
        assert not list((tmp_path / "qdrant" / "papers").glob("*shard"))


# ---------------------------------------------------------------------------
# writes
# ---------------------------------------------------------------------------


def test_replace_paper_removes_stale_chunks(store: QdrantStoreBase) -> None:
    fill(store, papers=2)
    pid = "2401.00001"
    shorter = paper(1, chunks=2)
    store.replace_paper(pid, paper_points(shorter, seed=5, version="v2"))
    ids = store.paper_point_ids(pid)
    expected = sorted([paper_point_id(pid)] + [chunk_point_id(pid, j, "v2") for j in range(2)])
    assert ids == expected
    assert store.count("chunk", SearchFilters(paper_ids=[pid])) == 2


def test_replace_paper_refuses_points_of_another_paper(store: QdrantStoreBase) -> None:
    fill(store, papers=2)
    with pytest.raises(StoreError, match=r"belongs to '2401\.00000'"):
        store.replace_paper("2401.00001", paper_points(paper(0), seed=0))


# ---------------------------------------------------------------------------
# reads and searches
# ---------------------------------------------------------------------------


def test_first_use_from_many_threads_opens_once(tmp_path: Path) -> None:
    with EdgeVectorStore(tmp_path, "papers") as store:
        fill(store, papers=2)
    store = EdgeVectorStore(tmp_path, "papers")
    query = unit(np.random.default_rng(0))
    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(lambda _: len(search(store, dense=query, limit=3)), range(16)))
    store.close()
    assert results == [3] * 16


def test_embedded_store_loads_the_paper_shard_on_first_use(tmp_path: Path) -> None:
    """A passage search (every cold CLI search) never loads the papers' shard; the first
    paper-level read loads it once, even when many threads ask at once."""
    with EdgeVectorStore(tmp_path, "papers") as store:
        fill(store, papers=3)
    store = EdgeVectorStore(tmp_path, "papers")
    try:
        query = unit(np.random.default_rng(0))
        assert len(search(store, dense=query, limit=2)) == 2
        assert set(store._shards) == {"chunk"}  # the papers' shard is still on disk only
        with ThreadPoolExecutor(8) as pool:
            found = list(
                pool.map(lambda _: len(search(store, dense=query, kind="paper")), range(16))
            )
        assert found == [3] * 16
        assert set(store._shards) == {"chunk", "paper"}
        assert store.info()["collections"]["paper"]["points"] == 3
    finally:
        store.close()
    assert store._shards == {}


class _HeldFlush:
    """A shard whose flush waits, part-way through the store's loop, until released."""

    def __init__(self, shard: Any) -> None:
        self._shard = shard
        self.started = threading.Event()
        self.go = threading.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._shard, name)

    def flush(self) -> None:
        self.started.set()
        assert self.go.wait(30)
        self._shard.flush()

    def optimize(self) -> None:
        self.flush()


@pytest.mark.parametrize("operation", ["flush", "optimize"])
def test_flush_survives_the_papers_shard_loading_meanwhile(tmp_path: Path, operation: str) -> None:
    """The end of an ingest job (flush/optimize) can run while another thread's first
    paper read loads the papers' shard; the loop over the shards must not fail."""
    with EdgeVectorStore(tmp_path, "papers") as store:
        fill(store, papers=2)
    store = EdgeVectorStore(tmp_path, "papers")
    try:
        assert store.count(kind="chunk") > 0
        held = _HeldFlush(store._shards["chunk"])
        store._shards["chunk"] = held
        errors: list[BaseException] = []

        def run() -> None:
            try:
                getattr(store, operation)()
            except BaseException as exc:  # reported by the assert below
                errors.append(exc)

        worker = threading.Thread(target=run)
        worker.start()
        assert held.started.wait(30)
        assert store.count(kind="paper") == 2  # the first paper read, while flushing
        held.go.set()
        worker.join(30)
        assert not worker.is_alive()
        assert errors == []
        store._shards["chunk"] = held._shard
    finally:
        store.close()


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
            record = paper(i)
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
