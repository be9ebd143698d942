"""The collection layout of the built-in vector stores, and the pure helpers they share.

The :class:`~tapyre_paper_search.contracts.VectorStore` protocol is in
:mod:`tapyre_paper_search.contracts`, the records it speaks in
:mod:`tapyre_paper_search.records.vectors`.

Two implementations speak it with the same behaviour (both pass
:class:`~tapyre_paper_search.testing.contracts.VectorStoreContract`):

* :class:`~tapyre_paper_search.store.qdrant_edge.EdgeVectorStore`: the real
  Qdrant engine in process (``qdrant-edge-py``), on disk; the embedded default.
* :class:`~tapyre_paper_search.store.qdrant_remote.RemoteVectorStore`: a Qdrant
  server or cluster by URL through ``qdrant-client`` (or its in-memory/local
  mode, for tests).

Layout of a collection
----------------------
Every paper has one **paper point** (title + abstract) and one **chunk point**
per passage.  A store keeps them in **two Qdrant collections** (shards on the
embedded engine: ``shard/`` and ``paper-shard/``; on a server ``<collection>``
and ``<collection>-paper-vectors``), each with only its own named vectors, so
a paper-level search and a passage-level search each walk their own HNSW graph
over their own points and need no filter, and no point pays for a vector slot
it does not use (Qdrant keeps a slot of every named dense vector for every
point of a segment: one shared collection doubled the vector storage):

=============  ==============  ==============  ====================================
kind           collection      vector name     what
=============  ==============  ==============  ====================================
``"paper"``    papers          ``paper``       dense vector of the paper (below)
``"paper"``    papers          ``paper_bm25``  sparse lexical vector of title + abstract
``"chunk"``    chunks          ``chunk``       dense vector of ``embed_passages([chunk.text])``
``"chunk"``    chunks          ``bm25``        sparse lexical vector of the chunk text
=============  ==============  ==============  ====================================

The paper vector is ``embed_papers([(title, abstract)])``, or, for an embedder
that declares ``papers_as_passages``, the vector of the paper's first chunk when
that chunk covers the title and abstract (each text is encoded once).

Both sparse vectors use Qdrant's IDF modifier: an embedder stores term
frequencies (BM25 weights without IDF), the index applies IDF at query time
over its own population (papers or chunks, kept apart on purpose).

The store routes every call by kind: a query to its kind's collection, a count
of one kind to that collection, writes by each point's kind; deletes, listings
(``scroll_points``: the paper points, then the chunk points) and reads by id go
to both.

Payload (see :mod:`tapyre_paper_search.store.points`): ``kind``, ``paper_id``,
``title``, ``year``, ``published``, ``categories``, ``authors``,
``author_keys`` (normalised, what the authors filter matches), and for
chunks ``chunk_index``, ``page_start``, ``page_end``, ``token_count``,
``chunker_version``; ``text`` is the first characters of the chunk (or of the
abstract) for display.  **The full text lives in SQL** (``MetadataStore.chunks``
/ ``get_chunks``): Qdrant stays small.  A result page is one vector query whose
candidates carry only ``paper_id``, ``kind`` and ``language``, then one read of
the payloads of the passages shown; an answer adds one SQL query for their
whole text.  Payload indexes (in both collections): ``paper_id``, ``year``
(integer, range), ``categories``, ``author_keys``; ``kind`` needs none, as each
collection holds one kind.

A collection records the embedders that built it (names and dimension); opening
it with others raises :class:`~tapyre_paper_search.errors.CollectionMismatchError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tapyre_paper_search.errors import CollectionMismatchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records.vectors import (
    SCHEMA_VERSION,
    CollectionSpec,
    Hit,
    Kind,
    PaperGroup,
)

__all__ = [
    "DENSE_VECTOR",
    "SPARSE_VECTOR",
    "Condition",
    "MatchAny",
    "Range",
    "check_spec",
    "filter_conditions",
    "group_hits",
]

DENSE_VECTOR: dict[Kind, str] = {"paper": "paper", "chunk": "chunk"}
"""Name of the dense vector of each kind of point."""
SPARSE_VECTOR: dict[Kind, str] = {"paper": "paper_bm25", "chunk": "bm25"}
"""Name of the sparse (lexical) vector of each kind of point."""


# ---------------------------------------------------------------------------
# Pure helpers shared by the implementations
# ---------------------------------------------------------------------------


def check_spec(recorded: Mapping[str, Any], spec: CollectionSpec, *, where: str) -> None:
    """Raise :class:`CollectionMismatchError` unless ``recorded`` fits ``spec``.

    ``where`` names the collection in the message (e.g. ``"collection 'papers'
    at /data/qdrant"``).
    """
    schema = recorded.get("tapyre_schema")
    if schema != SCHEMA_VERSION:
        raise CollectionMismatchError(
            f"The {where} has layout version {schema!r}, this version of "
            f"tapyre-paper-search uses {SCHEMA_VERSION}.",
            hint="Re-ingest into a new collection (the collection setting of the vector "
            "store's table, e.g. [vector_stores.qdrant-edge] collection).",
        )
    theirs = CollectionSpec.from_metadata(recorded)
    problems = [
        f"{what} {recorded_as}, but the configured one is {configured_as}"
        for what, recorded_as, configured_as in theirs.differences(spec)
    ]
    if problems:
        raise CollectionMismatchError(
            f"The {where} was built with " + "; and ".join(problems) + ".",
            hint="Use the embedders it was built with, or ingest into another collection "
            "(e.g. [vector_stores.qdrant-edge] collection), or drop it and re-ingest.",
        )


@dataclass(frozen=True)
class MatchAny:
    """Payload ``key`` (a value or a list of values) contains any of ``values``."""

    key: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class Range:
    """Payload ``key`` is a number within ``[gte, lte]`` (open where ``None``)."""

    key: str
    gte: float | None = None
    lte: float | None = None


Condition = MatchAny | Range


def filter_conditions(flt: SearchFilters | None) -> tuple[list[Condition], list[Condition]]:
    """``(must, must_not)`` conditions of a filter, independent of the client library."""
    from tapyre_paper_search.store.points import author_key

    must: list[Condition] = []
    must_not: list[Condition] = []
    if flt is None:
        return must, must_not
    if flt.paper_ids:
        must.append(MatchAny("paper_id", _strings(flt.paper_ids)))
    if flt.exclude_paper_ids:
        must_not.append(MatchAny("paper_id", _strings(flt.exclude_paper_ids)))
    if flt.year_from is not None or flt.year_to is not None:
        must.append(Range("year", flt.year_from, flt.year_to))
    if flt.authors:
        must.append(MatchAny("author_keys", tuple(author_key(a) for a in flt.authors)))
    if flt.categories:
        must.append(MatchAny("categories", _strings(flt.categories)))
    return must, must_not


def _strings(values: Iterable[str]) -> tuple[str, ...]:
    if isinstance(values, str):  # a lone string is one value, not its characters
        return (values,)
    return tuple(dict.fromkeys(str(v) for v in values))


def group_hits(hits: Iterable[Hit], *, limit: int, group_size: int) -> list[PaperGroup]:
    """Group score-ordered hits by paper: the first ``limit`` papers, ``group_size`` hits each."""
    groups: dict[str, PaperGroup] = {}
    for hit in hits:
        group = groups.get(hit.paper_id)
        if group is None:
            if len(groups) >= limit:
                continue
            group = groups[hit.paper_id] = PaperGroup(hit.paper_id, hit.score, [])
        if len(group.hits) < group_size:
            group.hits.append(hit)
    return list(groups.values())
