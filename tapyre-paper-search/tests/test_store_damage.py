"""The embedded vector store with its files damaged as a crash or a full disk leaves them
(a vector file cut short, a segment that no longer loads): every failure is one
``StoreError`` naming ``tapyre papers check --repair``, the damaged points are found, and
salvaging keeps every readable point and makes the store searchable again."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records import VectorQuery
from tapyre_paper_search.records.vectors import KINDS, Kind
from tapyre_paper_search.store.edge_folder import SHARD_DIRS
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.testing.contracts.samples import SPEC, paper, points

PAPERS = 30


def _store(root: Path) -> EdgeVectorStore:
    return EdgeVectorStore(root, "papers")


@pytest.fixture
def root(tmp_path: Path) -> Path:
    with _store(tmp_path) as store:
        store.ensure_collection(SPEC)
        for i in range(PAPERS):
            store.upsert(points(paper(i), seed=i))
        store.flush()
    return tmp_path


def _ids(root: Path) -> list[str]:
    with _store(root) as store:
        ids: list[str] = []
        offset = None
        while True:
            page, offset = store.scroll_points(offset=offset, limit=100)
            ids += [p.id for p in page]
            if offset is None:
                return ids


def _cut_vector_file(root: Path, kind: Kind = "chunk", keep: int = 1000) -> Path:
    shard = root / "papers" / SHARD_DIRS[kind]
    (vectors,) = (shard / "segments").glob(f"*/vector_storage-{kind}/vectors")
    (chunk_file,) = vectors.glob("chunk_*.mmap")
    with chunk_file.open("r+b") as handle:
        handle.truncate(keep)
    return chunk_file


def _query(kind: Kind = "chunk") -> VectorQuery:
    rng = np.random.default_rng(99)
    vector = rng.standard_normal(SPEC.dense_dim).astype(np.float32)
    return VectorQuery(dense=vector / np.linalg.norm(vector), kind=kind, limit=200)


def test_a_search_on_a_cut_vector_file_is_one_line_naming_the_repair(root: Path) -> None:
    _cut_vector_file(root)
    with _store(root) as store, pytest.raises(StoreError) as failed:
        store.query(_query())
    text = str(failed.value)
    assert "\n" not in text
    assert "failed to search" in text and str(root / "papers") in text
    assert "tapyre papers check --repair" in text


@pytest.mark.parametrize("kind", KINDS)
def test_the_damaged_points_are_found_and_the_readable_ones_salvaged(
    root: Path, kind: Kind
) -> None:
    """Either collection damaged (the paper points' or the chunk points'): its damaged
    points are found, and salvaging keeps every readable point of both."""
    ids = _ids(root)
    _cut_vector_file(root, kind)
    with _store(root) as store:
        damaged = store.damaged_points(ids)
        assert damaged, "a cut vector file must make some points unreadable"
        assert all(":" not in i for i in damaged)  # point ids, each with a reason
        assert all(reason for reason in damaged.values())
        assert {p.kind for p in store.retrieve([i for i in ids if i not in damaged])} == {
            "paper",
            "chunk",
        }
        other = "paper" if kind == "chunk" else "chunk"
        assert not damaged.keys() & {p.id for p in store.retrieve(ids) if p.kind == other}
        readable = [i for i in ids if i not in damaged]
        kept = store.salvage(drop=damaged)
        assert kept == len(readable)
        assert store.count() == kept
        assert store.count(other) == PAPERS * (1 if other == "paper" else 4)
        assert store.damaged_points(ids) == {}
        hits = store.query(_query(kind))
        assert {h.id for h in hits} <= set(readable)
        store.upsert(points(paper(0), seed=0))  # the salvaged collection takes writes again
        assert store.count() >= kept
    assert not (root / "papers.salvage").exists() and not (root / "papers.damaged").exists()


def test_a_wrong_dimension_counts_as_damage(root: Path) -> None:
    ids = _ids(root)
    with _store(root) as store:
        assert store.damaged_points(ids) == {}
    # the spec on disk claims another width than the vectors have
    spec_file = root / "papers" / "collection.json"
    spec_file.write_text(spec_file.read_text().replace('"dense_dim": 16', '"dense_dim": 17'))
    with _store(root) as store:
        damaged = store.damaged_points(ids[:5])
        assert set(damaged) == set(ids[:5])
        assert "16 dimensions, not 17" in next(iter(damaged.values()))


def test_a_shard_that_no_longer_loads_is_one_line_and_salvages_to_empty(root: Path) -> None:
    (segment,) = (root / "papers" / "shard" / "segments").iterdir()
    (segment / "segment.json").write_text("{ cut sh")
    with _store(root) as store:
        with pytest.raises(StoreError) as failed:
            store.count()
        assert "tapyre papers check --repair" in str(failed.value)
        assert "\n" not in str(failed.value)
        assert store.salvage() == 0
        assert store.count() == 0
        assert store.recorded_spec() == SPEC


def test_a_broken_paper_shard_fails_paper_reads_only(root: Path) -> None:
    (segment,) = (root / "papers" / "paper-shard" / "segments").iterdir()
    (segment / "segment.json").write_text("{ cut sh")
    with _store(root) as store:
        assert store.query(_query("chunk"))  # passages are searched as before
        with pytest.raises(StoreError) as failed:
            store.query(_query("paper"))
        assert "tapyre papers check --repair" in str(failed.value)
        assert "\n" not in str(failed.value)
        assert store.query(_query("chunk"))  # and still are after the failure
