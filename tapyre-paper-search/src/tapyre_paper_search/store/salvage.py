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
  dense vector has the wrong dimension;
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


def damaged_points(store: VectorStore, ids: Sequence[str], dense_dim: int) -> dict[str, str]:
    """Of ``ids``, those that cannot be read or whose dense vector does not have
    ``dense_dim`` dimensions, each with why."""
    points, damaged = readable_points(store, ids)
    for point in points:
        size = len(point.dense) if point.dense is not None else 0
        if size != dense_dim:
            damaged[point.id] = f"its dense vector has {size} dimensions, not {dense_dim}"
    return damaged


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
