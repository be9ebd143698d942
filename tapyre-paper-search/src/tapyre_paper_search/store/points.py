"""Build the points of a paper with the payload every search relies on.

The pipeline embeds a paper and calls :func:`record_points` (or
:func:`paper_point` / :func:`chunk_point`); nothing else should invent payload
fields.  The fields are listed in :mod:`tapyre_paper_search.store.vectors`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from tapyre import SparseVector

from tapyre_paper_search import language
from tapyre_paper_search.records import Chunk, PaperMetadata, PaperRecord
from tapyre_paper_search.records.vectors import VectorPoint
from tapyre_paper_search.store.ids import chunk_point_id, paper_point_id

PAYLOAD_TEXT_CHARS = 400
"""Default length of the ``text`` snippet kept in the payload (full text: SQL)."""


def author_key(name: str) -> str:
    """How an author name is matched: NFKC, case-folded, whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def snippet(text: str, max_chars: int) -> str:
    """The first ``max_chars`` characters of ``text``, cut at a word boundary when one is near."""
    text = " ".join(text.split())
    if max_chars <= 0:
        return ""
    if len(text) <= max_chars:
        return text
    cut = text[:max_chars]
    space = cut.rfind(" ")
    if space >= max_chars * 0.8:
        cut = cut[:space]
    return cut + "…"


def paper_payload(metadata: PaperMetadata) -> dict[str, Any]:
    """Payload fields shared by a paper's paper point and its chunk points."""
    return {
        "paper_id": metadata.paper_id,
        "title": metadata.title,
        "year": metadata.year,
        "published": metadata.published.isoformat() if metadata.published else None,
        "categories": list(metadata.categories),
        "authors": list(metadata.authors),
        "author_keys": [author_key(a) for a in metadata.authors],
        "source": metadata.source,
    }


def paper_point(
    metadata: PaperMetadata,
    dense: Any,
    sparse: SparseVector | None = None,
    *,
    chunk_count: int = 0,
    text_chars: int = PAYLOAD_TEXT_CHARS,
    language: str = "",
) -> VectorPoint:
    """The paper point: ``dense`` from ``embed_papers([(title, abstract)])``;
    ``language`` that of the title and abstract (``""``: unknown)."""
    payload = paper_payload(metadata)
    payload.update(
        kind="paper",
        chunk_count=chunk_count,
        text=snippet(metadata.abstract, text_chars),
        language=language,
    )
    return VectorPoint(paper_point_id(metadata.paper_id), "paper", dense, sparse, payload)


def chunk_point(
    metadata: PaperMetadata,
    chunk: Chunk,
    dense: Any,
    sparse: SparseVector | None = None,
    *,
    chunker_version: str,
    text_chars: int = PAYLOAD_TEXT_CHARS,
    shared: dict[str, Any] | None = None,
) -> VectorPoint:
    """A chunk point: ``dense`` from ``embed_passages([chunk.text])``.

    ``shared`` is :func:`paper_payload` of ``metadata``, when the caller has it.
    """
    if chunk.paper_id != metadata.paper_id:
        raise ValueError(
            f"chunk {chunk.index} belongs to {chunk.paper_id!r}, not {metadata.paper_id!r}"
        )
    payload = dict(shared if shared is not None else paper_payload(metadata))
    payload.update(
        kind="chunk",
        chunk_index=chunk.index,
        page_start=chunk.page_start,
        page_end=chunk.page_end,
        token_count=chunk.token_count,
        chunker_version=chunker_version,
        language=chunk.language,
        text=snippet(chunk.text, text_chars),
    )
    point_id = chunk_point_id(metadata.paper_id, chunk.index, chunker_version)
    return VectorPoint(point_id, "chunk", dense, sparse, payload)


def record_points(
    record: PaperRecord,
    *,
    paper_dense: Any,
    chunk_dense: Sequence[Any],
    paper_sparse: SparseVector | None = None,
    chunk_sparse: Sequence[SparseVector] | None = None,
    chunker_version: str,
    text_chars: int = PAYLOAD_TEXT_CHARS,
) -> list[VectorPoint]:
    """All points of a paper: its paper point, then one per chunk, in chunk order.

    ``chunk_dense`` (and ``chunk_sparse``) have one row per ``record.chunks``.
    Pass them to :meth:`VectorStore.replace_paper`.
    """
    if len(chunk_dense) != len(record.chunks):
        raise ValueError(
            f"{record.metadata.paper_id}: {len(record.chunks)} chunks "
            f"but {len(chunk_dense)} dense vectors"
        )
    if chunk_sparse is not None and len(chunk_sparse) != len(record.chunks):
        raise ValueError(
            f"{record.metadata.paper_id}: {len(record.chunks)} chunks "
            f"but {len(chunk_sparse)} sparse vectors"
        )
    shared = paper_payload(record.metadata)
    meta = record.metadata
    # the text the paper vectors are made of (as pipeline.work.paper_text), in the
    # form BM25 detects it in, so the language detector's cache answers
    opening = meta.abstract or (record.chunks[0].text if record.chunks else "")
    points = [
        paper_point(
            meta,
            paper_dense,
            paper_sparse,
            chunk_count=len(record.chunks),
            text_chars=text_chars,
            language=language.detect(f"{meta.title}\n\n{opening}"),
        )
    ]
    for i, chunk in enumerate(record.chunks):
        points.append(
            chunk_point(
                record.metadata,
                chunk,
                chunk_dense[i],
                chunk_sparse[i] if chunk_sparse is not None else None,
                chunker_version=chunker_version,
                text_chars=text_chars,
                shared=shared,
            )
        )
    return points
