"""Deterministic point ids, so that replaying an ingestion overwrites instead of duplicating.

A Qdrant point id must be an unsigned integer or a UUID.  Ours are UUIDv5
(SHA-1 based) over a fixed namespace and the point's identity:

* the **paper point** of a paper (its title/abstract vectors) is identified by
  the paper id alone: a paper has exactly one, whatever its chunking;
* a **chunk point** by the paper id, the chunk's index and the chunker version,
  so chunks made by another chunker (or other settings: the pipeline folds them
  into the version string) never collide with older ones.

The same input gives the same id on every machine and in every Python version.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from tapyre_paper_search.records.vectors import Kind

NAMESPACE = uuid.UUID("6f1d3a52-8c1b-5c3e-9a57-7d2f0b4e6a11")
"""Namespace of every point id; never change it, or every stored id changes."""

_SEPARATOR = "\x1f"  # ASCII unit separator: cannot occur in ids or version strings


def point_id(paper_id: str, kind: Kind, index: int = 0, chunker_version: str = "") -> str:
    """The point id (a UUID string) of a paper's paper point or of one of its chunks.

    For ``kind="paper"``, ``index`` and ``chunker_version`` are ignored.
    For ``kind="chunk"``, ``index`` is the chunk's 0-based index in the paper.
    """
    if not paper_id:
        raise ValueError("point_id: paper_id is empty")
    if kind == "paper":
        name = _SEPARATOR.join(("paper", paper_id))
    elif kind == "chunk":
        if index < 0:
            raise ValueError(f"point_id: chunk index {index} is negative")
        name = _SEPARATOR.join(("chunk", paper_id, str(index), chunker_version))
    else:
        raise ValueError(f"point_id: kind must be 'paper' or 'chunk', not {kind!r}")
    return str(uuid.uuid5(NAMESPACE, name))


def paper_point_id(paper_id: str) -> str:
    """Shorthand for ``point_id(paper_id, "paper")``."""
    return point_id(paper_id, "paper")


def chunk_point_id(paper_id: str, index: int, chunker_version: str) -> str:
    """Shorthand for ``point_id(paper_id, "chunk", index, chunker_version)``."""
    return point_id(paper_id, "chunk", index, chunker_version)


def owned_point_ids(paper_id: str, chunker_version: str, chunk_indexes: Iterable[int]) -> set[str]:
    """The point ids a stored paper owns: its paper point and one chunk point per index.

    The one definition the pipeline (replacing a paper, reconciling after a
    crash) and ``tapyre papers check`` both compare a paper's points with.
    """
    ids = {paper_point_id(paper_id)}
    ids.update(chunk_point_id(paper_id, i, chunker_version) for i in chunk_indexes)
    return ids
