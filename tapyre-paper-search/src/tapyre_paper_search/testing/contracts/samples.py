"""Sample records and points the conformance suites store and search (a plugin's
own tests may use them too).

Deterministic: the same call gives the same records and vectors on every
machine, so a failing check can be replayed.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import numpy as np
from numpy.typing import NDArray
from tapyre import SparseVector

from tapyre_paper_search.contracts import VectorStore
from tapyre_paper_search.records import (
    Chunk,
    CollectionSpec,
    Hit,
    PageSource,
    PaperMetadata,
    PaperRecord,
    Reference,
    VectorPoint,
    VectorQuery,
)
from tapyre_paper_search.store.points import record_points

DIM = 16
"""Dense dimension of the suite's collections."""
VOCAB = 60
"""Sparse term ids are below this, so terms recur across points (IDF matters)."""
SPEC = CollectionSpec(
    dense_embedder="contract-dense", dense_dim=DIM, sparse_embedder="contract-bm25"
)
CATEGORIES = ("cs.CL", "cs.IR", "cs.LG", "q-bio.NC")
AUTHORS = ("Ada Lovelace", "Alan Turing", "Grace Hopper", "Émile Borel")
CHUNKER = "contract-v1"


def unit(rng: np.random.Generator, dim: int = DIM) -> NDArray[np.float32]:
    """A random unit vector."""
    v = rng.standard_normal(dim).astype(np.float32)
    return v / np.linalg.norm(v)


def sparse(rng: np.random.Generator, n: int = 6) -> SparseVector:
    """A random sparse vector of ``n`` distinct terms, weights in [0.5, 3)."""
    indices = sorted(int(i) for i in rng.choice(VOCAB, size=n, replace=False))
    return SparseVector(tuple(indices), tuple(float(x) for x in rng.uniform(0.5, 3.0, size=n)))


def paper(i: int, chunks: int = 4) -> PaperRecord:
    """Paper ``2401.{i:05d}``: varied authors, categories and years (paper 7 has no date)."""
    metadata = PaperMetadata(
        paper_id=f"2401.{i:05d}",
        title=f"Paper {i}",
        abstract=f"Abstract of paper {i}. " * 30,
        authors=(AUTHORS[i % 4], f"Author {i}"),
        categories=(CATEGORIES[i % 4], CATEGORIES[(i + 1) % 4]) if i % 3 else (CATEGORIES[i % 4],),
        published=None if i == 7 else date(2010 + i % 12, 1 + i % 12, 1),
        source="contract",
    )
    chunk_list = [
        Chunk(metadata.paper_id, j, f"chunk {j} of paper {i}", j + 1, j + 1, 0, 10, 5)
        for j in range(chunks)
    ]
    return PaperRecord(metadata, f"hash-{i}", f"/p/{i}.pdf", chunks, chunk_list)


def points(record: PaperRecord, seed: int, version: str = CHUNKER) -> list[VectorPoint]:
    """Every point of ``record`` with random vectors drawn from ``seed``."""
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


def stored_paper(
    paper_id: str = "2401.00001",
    *,
    chunks: int = 3,
    content_hash: str = "sha256:aaa",
    title: str = "Attention Is All You Need",
    authors: tuple[str, ...] = ("Ashish Vaswani", "Noam Shazeer"),
    categories: tuple[str, ...] = ("cs.CL", "cs.LG"),
    published: date | None = date(2017, 6, 12),
    page_notes: tuple[PageSource, ...] = (),
    references: tuple[Reference, ...] = (),
    **metadata: Any,
) -> PaperRecord:
    """A paper with every metadata field set, for the metadata store suites."""
    fields: dict[str, Any] = {
        "abstract": "The dominant sequence transduction models are based on …",
        "updated": date(2017, 12, 6) if published else None,
        "version": "v5",
        "doi": "10.5555/3295222.3295349",
        "journal_ref": "NIPS 2017",
        "source": "arxiv",
    }
    md = PaperMetadata(
        paper_id=paper_id,
        title=title,
        authors=authors,
        categories=categories,
        published=published,
        **(fields | metadata),
    )
    chunk_list = [
        Chunk(
            paper_id,
            i,
            f"passage {i} of {paper_id}: self-attention ∑ ü",
            i + 1,
            i + 2,
            i * 50,
            i * 50 + 40,
            12,
        )
        for i in range(chunks)
    ]
    return PaperRecord(
        md,
        content_hash,
        f"/papers/{paper_id}.pdf",
        15,
        chunk_list,
        page_notes=page_notes,
        references=references,
    )


def search(store: VectorStore, **query: Any) -> list[Hit]:
    """One query's hits, the query given by :class:`VectorQuery`'s fields."""
    return store.query_batch([VectorQuery(**query)])[0]


def fill(store: VectorStore, papers: int = 12) -> list[PaperRecord]:
    """Papers ``2401.00000``… with four chunks each, in the suite's collection."""
    store.ensure_collection(SPEC)
    records = [paper(i) for i in range(papers)]
    for i, record in enumerate(records):
        store.upsert(points(record, seed=i))
    return records


def dense_of(store: VectorStore, records: list[PaperRecord], kind: str) -> dict[str, Any]:
    """The stored dense vectors of ``records``' points of ``kind``, by point id."""
    ids = [i for r in records for i in store.paper_point_ids(r.metadata.paper_id)]
    return {
        p.id: np.asarray(p.dense) for p in store.retrieve(ids, with_vectors=True) if p.kind == kind
    }
