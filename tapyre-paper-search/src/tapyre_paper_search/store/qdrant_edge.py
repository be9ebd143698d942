"""The embedded vector store: the real Qdrant engine in process (``qdrant-edge-py``), on disk.

Folder layout (``path`` is ``[vector_stores.qdrant-edge] path``)::

    <path>/<collection>/shard/             the Qdrant Edge shard of chunk points (segments, WAL)
    <path>/<collection>/paper-shard/       the Qdrant Edge shard of paper points
    <path>/<collection>/collection.json    the recorded CollectionSpec (of both)
    <path>/<collection>/.lock              held while a process has it open

What Qdrant Edge does not do, and what this store does instead:

* **No background optimizer.**  HNSW indexes are built only by
  :meth:`optimize` (blocking; searches keep working meanwhile, writes wait).
  Call it at the end of an ingestion run; until then new points are searched
  exactly (brute force), which is correct but slower on large collections.
* **No collection metadata.**  The spec is kept in ``collection.json``, written
  atomically.
* **No group-by.**  :meth:`query_groups` groups client-side (shared with the
  server store, so both behave the same).
* **One process at a time.**  A shard's folder may be opened by one process
  only.  The store takes an advisory lock (``.lock``, with the owner's pid)
  and reports a clear error when another process holds it; use a Qdrant
  server (``[papers] vector_store = "qdrant"``) for several processes.
* **Damage.**  A file cut short (a crash, a full disk) makes reads of the
  points in it fail.  Every failure of the engine is one
  :class:`~tapyre_paper_search.errors.StoreError` naming ``tapyre papers
  check --repair``; :meth:`damaged_points` finds the points that cannot be
  read, and :meth:`salvage` rebuilds the collection from those that can (a
  damaged segment takes no writes), for the check to re-embed the rest.

Everything else (named dense vectors, sparse vectors with the IDF modifier,
payload indexes, query API prefetch + RRF/DBSF fusion, int8 scalar
quantization, on-disk vectors) is the engine's own.

The folder's files, its lock and the shards' loading and closing are
:class:`~tapyre_paper_search.store.edge_folder.EdgeFolder`'s; this module adds the
data primitives, the repair of damage and the component's factory.
"""

from __future__ import annotations

import shutil
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre_paper_search import component_settings
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records.vectors import CollectionSpec, Kind
from tapyre_paper_search.store import salvage as _salvage
from tapyre_paper_search.store.edge_folder import REPAIR_HINT, EdgeFolder, one_line

if TYPE_CHECKING:
    from tapyre_paper_search.records.vectors import Hit, StoredPoint, VectorPoint, VectorQuery
    from tapyre_paper_search.store.vectors import Condition


class EdgeVectorStore(EdgeFolder):
    """A collection stored by Qdrant Edge in ``<path>/<collection>/``.

    ``max_search_threads`` bounds the engine's search pool (``None``: one per CPU).
    """

    # -- primitives: data -----------------------------------------------------

    def _upsert(self, kind: Kind, points: Sequence[VectorPoint]) -> None:
        t = self._t
        converted = [self._q.Point(p.id, t.point_vectors(p), t.payload(p)) for p in points]
        self._call(kind, self._q.UpdateOperation.upsert_points(converted), "upsert points into")

    def _delete_ids(self, kind: Kind, ids: Sequence[str]) -> None:
        self._call(kind, self._q.UpdateOperation.delete_points(list(ids)), "delete points from")

    def _delete_where(self, kind: Kind, must: list[Condition]) -> None:
        flt = self._t.filter(must, [])
        operation = self._q.UpdateOperation.delete_points_by_filter(flt)
        self._call(kind, operation, "delete points from")

    def _call(self, kind: Kind, operation: Any, what: str) -> None:
        try:
            self._shard(kind).update(operation)
        except Exception as exc:
            raise StoreError(f"Cannot {what} the {self._where()}: {exc}") from exc

    def _engine(self, what: str, call: Any, *args: Any, **kwargs: Any) -> Any:
        """``call(*args, **kwargs)`` on the shard; an engine failure is one line with the
        repair hint (a valid request fails there only when its files are damaged)."""
        try:
            return call(*args, **kwargs)
        except Exception as exc:
            raise StoreError(
                f"The {self._where()} failed to {what}: {one_line(exc)}.", hint=REPAIR_HINT
            ) from exc

    def _scroll(
        self, kind: Kind, must: list[Condition], offset: Any, limit: int, payload: list[str]
    ) -> tuple[list[Any], Any]:
        records, next_offset = self._engine(
            "list its points",
            self._shard(kind).scroll,
            self._q.ScrollRequest(
                offset=offset,
                limit=limit,
                filter=self._t.filter(must, []),
                with_payload=payload or False,
                with_vector=False,
            ),
        )
        return records, next_offset

    def _count(self, kind: Kind, must: list[Condition], must_not: list[Condition]) -> int:
        flt = self._t.filter(must, must_not)
        request = self._q.CountRequest(exact=True, filter=flt)
        return int(self._engine("count its points", self._shard(kind).count, request))

    def _query_batch(self, kind: Kind, queries: Sequence[VectorQuery]) -> list[list[Hit]]:
        q = self._q
        shard = self._shard(kind)
        requests = [self._t.request(query) for query in queries]
        if len(requests) == 1:
            results = [self._engine("search", shard.query, requests[0])]
        else:
            batch = q.QueryBatchRequest(requests)
            results = self._engine("search", shard.query_batch, batch)
        return [
            [self._t.hit(p, query) for p in points]
            for query, points in zip(queries, results, strict=True)
        ]

    def _retrieve(self, kind: Kind, ids: Sequence[str], with_vectors: bool) -> list[StoredPoint]:
        records = self._engine(
            "read points",
            self._shard(kind).retrieve,
            list(ids),
            with_payload=True,
            with_vector=with_vectors,
        )
        return [self._t.stored_point(r, with_vectors) for r in records]

    # -- damage -----------------------------------------------------------------

    def damaged_points(self, ids: Sequence[str]) -> dict[str, str]:
        """Of ``ids``, the points whose vectors or payload cannot be read or read back
        damaged (empty, zero or not finite), each with why (see :mod:`.salvage`)."""
        return _salvage.damaged_points(self, ids, self.spec.dense_dim, sparse=self.spec.has_sparse)

    def salvage(self, drop: Collection[str] = ()) -> int:
        """Rebuild the collection from its readable points, leaving out ``drop``; the
        number of points kept.

        A damaged segment takes no writes, so the readable points go into a new
        collection next to this one (``<collection>.salvage``), which then takes
        its place; the old files are deleted.  The store stays usable (it reopens
        the new files).  A collection that cannot even be opened becomes an empty
        one with the same spec.
        """
        with self._open_lock:
            self._check_open()
            self._acquire_lock()  # StoreInUseError when another process holds it
            recorded = self._read_metadata()
            if recorded is None:
                raise StoreError(f"There is no {self._where()} to salvage.")
            spec = CollectionSpec.from_metadata(recorded)
            fresh = EdgeVectorStore(
                self._root,
                f"{self.collection}.salvage",
                max_search_threads=self._max_search_threads,
            )
            try:
                fresh.drop_collection()
                fresh.ensure_collection(spec)
                try:
                    kept = _salvage.copy_readable(self, fresh, set(drop), spec.dense_dim)
                except StoreError:  # not even its points can be listed: nothing to keep
                    kept = 0
                fresh.optimize()
            finally:
                fresh.close()
            self._acquire_lock()  # a failed open gave it back: hold it again while swapping
            self._release()
            self._spec = None
            damaged = self._root / f"{self.collection}.damaged"
            shutil.rmtree(damaged, ignore_errors=True)
            self._dir.rename(damaged)
            Path(fresh.location).rename(self._dir)
            shutil.rmtree(damaged, ignore_errors=True)
            return kept


SETTINGS = frozenset(component_settings.QDRANT_EDGE.keys)
"""Keys of ``[vector_stores.qdrant-edge]`` (declared in
:mod:`tapyre_paper_search.component_settings`)."""


def build(settings: Mapping[str, Any]) -> EdgeVectorStore:
    """Factory of the ``qdrant-edge`` vector store component (``[vector_stores.qdrant-edge]``).

    ``path`` (default ``<data_dir>/qdrant``), ``collection`` (default ``papers``),
    ``max_search_threads`` (default: one per CPU).
    """
    from tapyre.settings import check_known_keys, read_int, read_str

    from tapyre_paper_search.settings import default_data_dir

    table = "vector_stores.qdrant-edge"
    check_known_keys(settings, SETTINGS, table=table)
    path = read_str(settings, "path", table=table)
    data_dir = read_str(settings, "data_dir", table=table)
    root = Path(data_dir).expanduser() if data_dir else default_data_dir()
    return EdgeVectorStore(
        Path(path).expanduser() if path else root / "qdrant",
        read_str(settings, "collection", table=table) or "papers",
        max_search_threads=read_int(settings, "max_search_threads", table=table, minimum=1),
    )
