"""Reading what can still be read from a damaged vector store, and copying it out.

An embedded engine keeps its vectors in files; a crash or a full disk can cut one
short.  The points then still list (their ids and payload live elsewhere), but
reading their vectors fails, and so does every search that touches them.  These
functions work through any :class:`~tapyre_paper_search.contracts.VectorStore`'s
public methods:

* :func:`readable_points` reads points with their vectors, a batch at a time,
  and splits a batch that fails in halves until the points that cannot be read
  are singled out;
* :func:`damaged_points` names, of some ids, those that cannot be read or whose
  vectors read back damaged: a dense vector of the wrong dimension, of zero norm
  or not finite; an empty lexical vector (of a paper point, or of half a paper's
  chunk points or more), as a zeroed or cut page of the engine's files reads back;
* :func:`copy_readable` copies every readable point of one store into another,
  leaving out those named (the embedded store's
  :meth:`~tapyre_paper_search.store.qdrant_edge.EdgeVectorStore.salvage` builds
  a fresh collection with it, as a damaged one takes no writes).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from tapyre_paper_search.errors import StoreError

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import VectorStore
    from tapyre_paper_search.records import StoredPoint, VectorPoint

READ_BATCH = 256
"""Points read with their vectors at a time."""


def readable_points(
    store: VectorStore, ids: Sequence[str]
) -> tuple[list[StoredPoint], dict[str, str]]:
    """The points of ``ids`` that can be read, with vectors, and the others with the
    engine's reason.  Ids the store does not hold are in neither."""
    points: list[StoredPoint] = []
    unreadable: dict[str, str] = {}
    for start in range(0, len(ids), READ_BATCH):
        _read(store, list(ids[start : start + READ_BATCH]), points, unreadable)
    return points, unreadable


def _read(
    store: VectorStore, ids: list[str], points: list[StoredPoint], unreadable: dict[str, str]
) -> None:
    try:
        points.extend(store.retrieve(ids, with_vectors=True))
    except StoreError as exc:
        if len(ids) == 1:
            unreadable[ids[0]] = _reason(exc)
            return
        middle = len(ids) // 2
        _read(store, ids[:middle], points, unreadable)
        _read(store, ids[middle:], points, unreadable)


def damaged_points(
    store: VectorStore, ids: Sequence[str], dense_dim: int, *, sparse: bool = False
) -> dict[str, str]:
    """Of ``ids``, those that cannot be read or whose vectors read back damaged, each
    with why (:func:`vector_damage`: a page of the engine's files zeroed or cut short
    reads back as empty or zero vectors, not as an error).  ``sparse``: the
    collection stores lexical vectors."""
    points, damaged = readable_points(store, ids)
    empty_chunks: dict[str, list[str]] = {}
    chunks: dict[str, int] = {}
    for point in points:
        why = vector_damage(point, dense_dim)
        if why is None and sparse and not (point.sparse and len(point.sparse.indices)):
            if point.kind == "paper":  # its title and abstract always give words
                why = "its lexical vector is empty"
            else:
                empty_chunks.setdefault(point.paper_id, []).append(point.id)
        if point.kind == "chunk":
            chunks[point.paper_id] = chunks.get(point.paper_id, 0) + 1
        if why is not None:
            damaged[point.id] = why
    for paper_id, empty in empty_chunks.items():
        # A chunk of stop words alone has no lexical vector; half a paper's chunks do not
        if 2 * len(empty) >= chunks[paper_id]:
            damaged.update(dict.fromkeys(empty, "its lexical vector is empty"))
    return damaged


def vector_damage(point: StoredPoint, dense_dim: int) -> str | None:
    """Why ``point``'s vectors are damaged, or ``None``: a dense vector of the wrong
    dimension, of zero norm or with values that are not finite; a lexical vector with
    values that are not finite."""
    import math

    dense = point.dense or []
    if len(dense) != dense_dim:
        return f"its dense vector has {len(dense)} dimensions, not {dense_dim}"
    total = math.fsum(v * v for v in dense)
    if not math.isfinite(total):
        return "its dense vector has values that are not finite"
    if total == 0.0:
        return "its dense vector is all zeros"
    if point.sparse is not None and not all(math.isfinite(v) for v in point.sparse.values):
        return "its lexical vector has values that are not finite"
    return None


def copy_readable(
    source: VectorStore, target: VectorStore, drop: Collection[str], dense_dim: int
) -> int:
    """Upsert into ``target`` every point of ``source`` that can be read and is not in
    ``drop`` (nor of the wrong dimension); the number copied.

    :raises StoreError: ``source``'s points cannot even be listed.
    """
    from tapyre_paper_search.records import VectorPoint

    copied = 0
    offset: str | None = None
    while True:
        page, offset = source.scroll_points(offset=offset, limit=READ_BATCH * 4)
        wanted = [p.id for p in page if p.id not in drop]
        points, _ = readable_points(source, wanted)
        fresh: list[VectorPoint] = [
            VectorPoint(p.id, p.kind, p.dense, p.sparse, p.payload)
            for p in points
            if p.dense is not None and len(p.dense) == dense_dim
        ]
        target.upsert(fresh)
        copied += len(fresh)
        if offset is None:
            return copied


def _reason(exc: StoreError) -> str:
    return " ".join(exc.message.split())[:300]
