"""Chunking a PDF and weighing its chunks' terms in the extraction worker processes.

Chunking and BM25 weights are pure Python and scale with cores only where the
workers run them; in the main process they would compete with the embedder and
the stores for one interpreter.  A worker runs :func:`extract_and_index`: the
extraction function, then :func:`~tapyre_paper_search.chunking.chunk_paper` with
the dense embedder's token counts, then the sparse embedder over the chunks.

The chunks carry an empty ``paper_id``: the paper's id is the main process's
business (it comes from the provider), which fills it in.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.records import Chunk, ExtractedPdf

if TYPE_CHECKING:
    from tapyre import SparseVector

    from tapyre_paper_search.pipeline.extract import ExtractFn, ExtractionFailed


@dataclass(frozen=True)
class ChunkIndexer:
    """Everything a worker needs to chunk a paper and weigh its terms; picklable."""

    count_tokens: Callable[[Sequence[str]], list[int]]
    sparse: Any  # a SparseEmbedder, or None
    max_tokens: int
    overlap_tokens: int

    def index(self, pdf: ExtractedPdf) -> IndexedPdf:
        from tapyre_paper_search.chunking import chunk_paper

        chunks = (
            chunk_paper(
                "",
                list(pdf.pages),
                self.count_tokens,
                max_tokens=self.max_tokens,
                overlap_tokens=self.overlap_tokens,
            )
            if pdf.pages
            else []
        )
        sparse = (
            tuple(self.sparse.embed_passages([c.text for c in chunks]))
            if self.sparse is not None and chunks
            else None
        )
        return IndexedPdf(pdf, tuple(chunks), sparse)


@dataclass(frozen=True)
class IndexedPdf:
    """A worker's result: the extraction, its chunks (``paper_id`` empty) and their
    sparse vectors in chunk order (``None`` without a sparse embedder)."""

    pdf: ExtractedPdf
    chunks: tuple[Chunk, ...]
    sparse: tuple[SparseVector, ...] | None


def extract_and_index(
    extract: ExtractFn, indexer: ChunkIndexer, path: str, max_pages: int | None
) -> IndexedPdf | ExtractionFailed:
    """Worker entry point: ``extract(path, max_pages)``, then chunks and sparse vectors."""
    outcome = extract(path, max_pages)
    if not isinstance(outcome, ExtractedPdf):
        return outcome
    return indexer.index(outcome)


def worker_indexer(
    dense: Any, sparse: Any, *, max_tokens: int, overlap_tokens: int
) -> ChunkIndexer | None:
    """A :class:`ChunkIndexer` when the embedders can travel to worker processes:
    the dense one is a :class:`~tapyre_paper_search.contracts.WorkerTokenCounting`
    and the sparse one pickles.  ``None`` otherwise (the main process then chunks
    and weighs)."""
    from tapyre_paper_search.contracts.embedders import WorkerTokenCounting

    if not isinstance(dense, WorkerTokenCounting):
        return None
    indexer = ChunkIndexer(dense.token_counter, sparse, max_tokens, overlap_tokens)
    try:
        pickle.dumps(indexer)
    except Exception:  # a third-party embedder holding a lock, a model, a socket…
        return None
    return indexer
