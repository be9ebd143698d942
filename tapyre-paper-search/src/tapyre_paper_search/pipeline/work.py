"""The work functions both executors run on a paper: preparing its record, embedding it.

The local executor (threads around a process pool, :mod:`.ingest`) and the Ray
executor (:mod:`tapyre_paper_search.distributed`) call the same two functions,
so a paper ends up with the same chunks and vectors whichever ran it:

* :func:`prepare_paper`: from a provider's item and its extraction outcome to a
  :class:`~tapyre_paper_search.records.PaperRecord` (or a failure);
* :func:`embed_papers`: dense (and, where the workers did not weigh them,
  sparse) vectors for a batch of prepared papers, batched across papers;
* :func:`item_points`: the points of an embedded paper, as the store stage
  writes them.

``tapyre papers check --repair`` re-embeds stored papers through the same two
functions (:func:`embed_records`), so a repaired paper gets exactly the vectors
and payload an ingestion would have written.

Both work on any object with the attributes of :class:`Prepared` (the local
pipeline's per-item state has them too), filling them in place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from tapyre_paper_search.language import with_languages
from tapyre_paper_search.pipeline.extract import ExtractionFailed
from tapyre_paper_search.pipeline.indexing import IndexedPdf
from tapyre_paper_search.records import (
    Chunk,
    ExtractedPdf,
    Page,
    PageSource,
    PaperMetadata,
    PaperRecord,
    Reference,
    SourcePaper,
)

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray
    from tapyre import DenseEmbedder, SparseEmbedder, SparseVector

    from tapyre_paper_search.records import VectorPoint

ChunkFn = Callable[[str, Sequence[Page]], list[Chunk]]
"""Chunks a paper's pages: ``(paper_id, pages) -> chunks`` (the pipeline's chunker
with the dense embedder's token counts and the run's chunk sizes)."""


class PaperWork(Protocol):
    """What the work functions read and fill on an item (see :class:`Prepared`)."""

    record: PaperRecord | None
    failure: tuple[str, str] | None
    pages: int
    chunk_dense: Any
    chunk_sparse: list[Any]
    sparse_done: bool
    paper_dense: Any
    paper_sparse: Any


@dataclass
class Prepared:
    """One paper's results: its record or its failure ``(reason, message)``, its page
    count, and (after :func:`embed_papers`) its vectors.  Plain data: it crosses
    process and machine boundaries."""

    record: PaperRecord | None = None
    failure: tuple[str, str] | None = None
    pages: int = 0
    chunk_dense: Any = None
    chunk_sparse: list[Any] = field(default_factory=list)
    sparse_done: bool = False  # chunk_sparse came with the extraction
    paper_dense: Any = None
    paper_sparse: Any = None


def prepare_paper(
    work: PaperWork,
    source: SourcePaper,
    outcome: IndexedPdf | ExtractedPdf | ExtractionFailed | None,
    chunk: ChunkFn,
) -> None:
    """Fill ``work.record`` (or ``work.failure``) from ``source`` and its extraction.

    ``outcome`` is ``None`` for an abstract-only record (its title and abstract are
    the text); an :class:`IndexedPdf` brings its chunks and sparse vectors, any
    other extraction is chunked with ``chunk``.  A paper without text fails as
    ``no-text``.
    """
    meta = source.metadata
    indexed = None
    if isinstance(outcome, IndexedPdf):
        indexed, outcome = outcome, outcome.pdf
    if isinstance(outcome, ExtractionFailed):
        work.failure = (outcome.reason, outcome.message)
        return
    notes: tuple[PageSource, ...] = ()
    references: tuple[Reference, ...] = ()
    if outcome is None:  # an abstract-only record
        body = "\n\n".join(t for t in (meta.title, meta.abstract) if t.strip())
        pages: tuple[Page, ...] = (Page(1, body),) if body.strip() else ()
        page_count = 0
    else:
        pages = outcome.pages
        page_count = outcome.page_count or len(pages)
        meta = merge_metadata(meta, outcome)
        notes, references = outcome.page_notes, outcome.references
    if indexed is not None:
        chunks = [replace(c, paper_id=meta.paper_id) for c in indexed.chunks]
        if indexed.sparse is not None:
            work.chunk_sparse, work.sparse_done = list(indexed.sparse), True
    else:
        chunks = chunk(meta.paper_id, pages) if pages else []
    if not chunks:
        work.failure = ("no-text", f"{source.locator}: no text to index")
        return
    chunks = with_languages(chunks)  # stored per chunk (cached: BM25 detects the same texts)
    work.pages = page_count
    work.record = PaperRecord(
        metadata=meta,
        content_hash=source.content_hash,
        locator=source.locator,
        page_count=page_count,
        chunks=chunks,
        page_notes=notes,
        references=references,
    )


def embed_papers(
    items: Sequence[PaperWork],
    dense: DenseEmbedder,
    sparse: SparseEmbedder | None,
    *,
    sparse_pool: Executor | None = None,
) -> None:
    """Embed the prepared papers of ``items`` (those with a record) in one batch.

    Dense vectors for every chunk and one paper vector per paper: its first
    chunk's when the chunks are its title and abstract (:func:`covers_paper_text`)
    and the embedder declares ``papers_as_passages`` (each text is encoded once),
    else encoded from (title, abstract) by its ``embed_papers``; sparse
    vectors for the chunks not weighed at extraction and for each paper.
    With ``sparse_pool`` the sparse weights (pure Python) are computed there while
    the dense model runs (it releases the GIL in torch or on the GPU).
    """
    papers = [w for w in items if w.record is not None]
    if not papers:
        return
    records = [w.record for w in papers if w.record is not None]
    texts = [c.text for r in records for c in r.chunks]
    pairs = [paper_text(r) for r in records]
    unweighed = [w for w in papers if not w.sparse_done]
    lexical_texts = [c.text for w in unweighed if w.record for c in w.record.chunks]
    sparse_job = None
    lexical: list[SparseVector] = []
    if sparse is not None:
        lexical_input = [*lexical_texts, *(f"{t}\n\n{a}" for t, a in pairs)]
        if sparse_pool is not None:
            sparse_job = sparse_pool.submit(sparse.embed_passages, lexical_input)
        else:
            lexical = list(sparse.embed_passages(lexical_input))
    chunk_dense = _whole(dense, dense.embed_passages, texts)
    paper_dense = paper_vectors_from_chunks(records, chunk_dense)
    reuse = dense.papers_as_passages  # declared by the embedder, else encode every paper
    encoded = [i for i, r in enumerate(records) if not (reuse and covers_paper_text(r))]
    if encoded:
        paper_dense[encoded] = _whole(dense, dense.embed_papers, [pairs[i] for i in encoded])
    if sparse_job is not None:
        lexical = list(sparse_job.result())
    chunk_sparse = lexical[: len(lexical_texts)]
    paper_sparse = lexical[len(lexical_texts) :]
    start = sparse_start = 0
    for i, (work, record) in enumerate(zip(papers, records, strict=True)):
        count = len(record.chunks)
        work.chunk_dense = chunk_dense[start : start + count]
        if not work.sparse_done:
            work.chunk_sparse = chunk_sparse[sparse_start : sparse_start + count]
            sparse_start += count
        work.paper_dense = paper_dense[i]
        work.paper_sparse = paper_sparse[i] if paper_sparse else None
        start += count


def covers_paper_text(record: PaperRecord) -> bool:
    """Whether the record's first chunk stands for its paper text, so that chunk's
    vector is the paper vector (the text is encoded once).

    An abstract-only record (no pages: its one page is ``title`` and ``abstract``)
    is chunked from exactly the paper text: its first chunk is the title and the
    abstract up to the chunk size, as the encoder would cut the paper text at
    its input length.  Measured on SciFact train claims
    (``benchmarks/paper_vectors.py``, all-MiniLM-L6-v2, chunks of 256 tokens):
    paper-level nDCG@10 0.7634 against 0.7618 for a second encode; the mean of
    all its chunks' vectors lost 0.0087.  A PDF's chunks are its pages, so its
    paper vector is encoded from (title, abstract).
    """
    return record.page_count == 0 and bool(record.chunks)


def paper_vectors_from_chunks(records: Sequence[PaperRecord], chunk_dense: Any) -> Any:
    """Per record, its first chunk's vector where :func:`covers_paper_text`; zero rows
    for the others, which the caller encodes."""
    import numpy as np

    out = np.zeros((len(records), chunk_dense.shape[1]), dtype=np.float32)
    start = 0
    for row, record in enumerate(records):
        if covers_paper_text(record):
            out[row] = chunk_dense[start]
        start += len(record.chunks)
    return out


def _whole(dense: DenseEmbedder, fn: Callable[[Any], NDArray[np.float32]], items: list[Any]) -> Any:
    """One call for the whole batch: the embedder sizes its own forward passes by
    its token budget (thousands of chunks per pass on a GPU)."""
    import numpy as np

    if not items:
        return np.zeros((0, dense.dimension), dtype=np.float32)
    return fn(items)


def merge_metadata(meta: PaperMetadata, pdf: ExtractedPdf) -> PaperMetadata:
    """The provider's metadata wins; the PDF fills what it lacks (folder PDFs).

    The PDF's second title and inferred-abstract flag go with its title and
    abstract, when those are the ones used.
    """
    return replace(
        meta,
        title=meta.title or pdf.title,
        other_title=meta.other_title or ("" if meta.title else pdf.other_title),
        abstract=meta.abstract or pdf.abstract,
        abstract_inferred=meta.abstract_inferred if meta.abstract else pdf.abstract_inferred,
        authors=meta.authors or pdf.authors,
        published=meta.published or pdf.created,
        updated=meta.updated or pdf.modified,
    )


def paper_text(record: PaperRecord) -> tuple[str, str]:
    """(title, abstract) for the paper-level vector; the opening stands in for a
    missing abstract so every paper gets a meaningful vector."""
    meta = record.metadata
    abstract = meta.abstract or (record.chunks[0].text if record.chunks else "")
    return meta.title, abstract


def item_points(
    item: PaperWork, *, chunker_version: str, text_chars: int, with_sparse: bool
) -> list[VectorPoint]:
    """Every point of an embedded item (:func:`embed_papers`): its paper point, then
    one per chunk, with the payload search relies on.  ``with_sparse``: the run has a
    sparse embedder (the chunks' sparse vectors are written)."""
    from tapyre_paper_search.store.points import record_points

    assert item.record is not None
    return record_points(
        item.record,
        paper_dense=item.paper_dense,
        chunk_dense=item.chunk_dense,
        paper_sparse=item.paper_sparse,
        chunk_sparse=item.chunk_sparse if with_sparse else None,
        chunker_version=chunker_version,
        text_chars=text_chars,
    )


def embed_records(
    records: Sequence[tuple[PaperRecord, str]],
    dense: DenseEmbedder,
    sparse: SparseEmbedder | None,
    *,
    text_chars: int,
) -> list[VectorPoint]:
    """Every point of stored papers, each ``(record, chunker_version)``, embedded again
    in one batch exactly as ingestion embeds and writes a paper."""
    items = [Prepared(record=record) for record, _ in records]
    embed_papers(items, dense, sparse)
    points: list[VectorPoint] = []
    for item, (_, version) in zip(items, records, strict=True):
        points.extend(
            item_points(
                item,
                chunker_version=version,
                text_chars=text_chars,
                with_sparse=sparse is not None,
            )
        )
    return points
