"""The options of an ingestion run (:class:`IngestOptions`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tapyre_paper_search.pipeline.extract import DEFAULT_MEMORY_LIMIT_MB, PdfReading

__all__ = ["IngestOptions"]


@dataclass(frozen=True)
class IngestOptions:
    """How a run behaves.  The CLI fills it from ``[papers]`` settings and options.

    ``workers``: extraction processes (0 extracts in the main process).
    ``extract_timeout``: seconds one PDF may take before its worker is killed.
    ``max_tokens`` / ``overlap_tokens``: chunk size and overlap, in the dense
    embedder's tokens.  ``embed_batch``: chunks per embedding call (papers are
    mixed to fill it).  ``force``: ingest papers again even when unchanged.
    ``retry_failed``: read again files that failed before and did not change.
    ``limit``: stop after this many items from the sources.
    ``payload_text_chars``: length of the text snippet kept with each vector.
    ``extract_memory_mb``: how much memory one extraction worker may add to its
    start size (0: no limit); a PDF needing more fails as ``too-large``.
    ``pdf``: how PDFs are read (tables, OCR).
    ``embed_workers``: processes the dense embedder encodes in, one thread each,
    when it can (:class:`~tapyre_paper_search.contracts.ParallelEncoding`);
    ``None``: one per CPU; 0 or 1: in this process.
    """

    workers: int = 1
    extract_timeout: float = 120.0
    max_pages: int | None = None
    max_tokens: int = 256
    overlap_tokens: int = 32
    embed_batch: int = 64
    upsert_batch: int = 256
    queue_papers: int = 32
    force: bool = False
    retry_failed: bool = False
    limit: int | None = None
    payload_text_chars: int = 400
    extract_memory_mb: int = DEFAULT_MEMORY_LIMIT_MB
    pdf: PdfReading = field(default_factory=PdfReading)
    embed_workers: int | None = None
