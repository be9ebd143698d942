"""The embedded vector store: the real Qdrant engine in process (``qdrant-edge-py``), on disk.

Folder layout (``path`` is ``[papers] qdrant_path``)::

    <path>/<collection>/shard/             the Qdrant Edge shard (segments, WAL)
    <path>/<collection>/collection.json    the recorded CollectionSpec
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
  server (``[papers] qdrant_url``) for several processes.

Everything else (named dense vectors, sparse vectors with the IDF modifier,
payload indexes, query API prefetch + RRF/DBSF fusion, int8 scalar
quantization, on-disk vectors) is the engine's own.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from tapyre import SparseVector

from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.store._base import (
    ACORN_MAX_SELECTIVITY,
    HNSW_PAYLOAD_FIELDS,
    PAYLOAD_INDEXES,
    QdrantStoreBase,
)
from tapyre_paper_search.store.vectors import (
    DENSE_VECTOR,
    KINDS,
    SPARSE_VECTOR,
    CollectionSpec,
    Condition,
    Hit,
    MatchAny,
    Range,
    StoredPoint,
    VectorPoint,
    VectorQuery,
    filter_conditions,
)

SPEC_FILE = "collection.json"
SHARD_DIR = "shard"
LOCK_FILE = ".lock"
_SCROLL_PAGE = 1000


class EdgeVectorStore(QdrantStoreBase):
    """A collection stored by Qdrant Edge in ``<path>/<collection>/``.

    ``max_search_threads`` bounds the engine's search pool (``None``: one per CPU).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        collection: str = "papers",
        *,
        max_search_threads: int | None = None,
    ) -> None:
        super().__init__(collection)
        try:
            import qdrant_edge
        except ImportError as exc:  # pragma: no cover - a declared dependency
            raise StoreError(
                "The embedded vector store needs qdrant-edge-py.",
                hint="pip install qdrant-edge-py",
            ) from exc
        self._q = qdrant_edge
        self._root = Path(path).expanduser()
        self._dir = self._root / collection
        self._max_search_threads = max_search_threads
        self._shard: Any = None
        self._lock: IO[str] | None = None

    @property
    def location(self) -> str:
        return str(self._dir)

    # -- primitives: lifecycle -------------------------------------------------

    def _exists(self) -> bool:
        return (self._dir / SPEC_FILE).is_file() and (self._dir / SHARD_DIR).is_dir()

    def _read_metadata(self) -> dict[str, Any] | None:
        spec_file = self._dir / SPEC_FILE
        if not spec_file.is_file():
            return None
        try:
            data = json.loads(spec_file.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise StoreError(f"Cannot read {spec_file}: {exc}") from exc
        if not isinstance(data, dict):
            raise StoreError(f"{spec_file} does not hold a collection spec.")
        return data

    def _create(self, spec: CollectionSpec) -> None:
        q = self._q
        self._dir.mkdir(parents=True, exist_ok=True)
        self._acquire_lock()
        shard_dir = self._dir / SHARD_DIR
        if shard_dir.exists():  # left over by a creation that failed before the spec was written
            shutil.rmtree(shard_dir)
        distance = {
            "cosine": q.Distance.Cosine,
            "dot": q.Distance.Dot,
            "euclid": q.Distance.Euclid,
        }[spec.distance]
        vectors = {
            DENSE_VECTOR[kind]: q.EdgeVectorParams(
                size=spec.dense_dim,
                distance=distance,
                memory=q.Memory.Cold if spec.on_disk else None,
            )
            for kind in KINDS
        }
        sparse = (
            {
                SPARSE_VECTOR[kind]: q.EdgeSparseVectorParams(modifier=q.Modifier.Idf)
                for kind in KINDS
            }
            if spec.has_sparse
            else None
        )
        quantization = (
            q.ScalarQuantizationConfig(
                type=q.ScalarType.Int8, quantile=0.99, memory=q.Memory.Pinned
            )
            if spec.quantization == "int8"
            else None
        )
        config = q.EdgeConfig(
            vectors=vectors,
            sparse_vectors=sparse,
            hnsw_config=q.HnswIndexConfig(
                m=spec.hnsw_m, ef_construct=spec.hnsw_ef_construct, full_scan_threshold=10_000
            ),
            quantization_config=quantization,
            max_search_threads=self._max_search_threads,
        )
        try:
            self._shard = q.EdgeShard.create(str(shard_dir), config)
            self._create_payload_indexes()
            self._shard.flush()
        except Exception as exc:
            self._release()
            raise StoreError(f"Cannot create the {self._where()}: {exc}") from exc
        _write_json_atomically(self._dir / SPEC_FILE, spec.to_metadata())

    def _open(self, spec: CollectionSpec) -> None:
        q = self._q
        self._acquire_lock()
        config = (
            q.EdgeConfig(max_search_threads=self._max_search_threads)
            if self._max_search_threads
            else None
        )
        try:
            self._shard = q.EdgeShard.load(str(self._dir / SHARD_DIR), config)
        except Exception as exc:
            self._release()
            if "WouldBlock" in str(exc):
                raise StoreError(
                    f"The {self._where()} is already open in this process.",
                    hint="Open it once and share the store object.",
                ) from exc
            raise StoreError(f"Cannot open the {self._where()}: {exc}") from exc
        self._create_payload_indexes()

    def _create_payload_indexes(self) -> None:
        q = self._q
        existing = set(self._shard.info().payload_schema)
        for name, kind in PAYLOAD_INDEXES.items():
            if name in existing:
                continue
            hnsw = name in HNSW_PAYLOAD_FIELDS
            if kind == "integer":
                params: Any = q.IntegerIndexParams(lookup=True, range=True, enable_hnsw=hnsw)
            else:
                params = q.KeywordIndexParams(enable_hnsw=hnsw)
            self._shard.update(q.UpdateOperation.create_field_index(name, params))

    def _acquire_lock(self) -> None:
        if self._lock is not None:
            return
        self._dir.mkdir(parents=True, exist_ok=True)
        lock_path = self._dir / LOCK_FILE
        handle = lock_path.open("a+", encoding="utf-8")
        if not _try_lock(handle):
            handle.seek(0)
            owner = handle.read().strip() or "unknown"
            handle.close()
            if owner == str(os.getpid()):
                raise StoreError(
                    f"The {self._where()} is already open in this process.",
                    hint="Open it once and share the store object (close it before reopening).",
                )
            raise StoreError(
                f"The {self._where()} is in use by another process (pid {owner}); "
                "the embedded store can be opened by one process at a time.",
                hint="Stop the other process, or serve the vectors from a Qdrant server "
                "([papers] qdrant_url, TAPYRE_PAPERS__QDRANT_URL).",
            )
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._lock = handle

    def _release(self) -> None:
        if self._shard is not None:
            with contextlib.suppress(Exception):
                self._shard.close()
            self._shard = None
        if self._lock is not None:
            with contextlib.suppress(OSError):
                self._lock.seek(0)
                self._lock.truncate()
            _unlock(self._lock)
            self._lock.close()
            self._lock = None

    def _optimize(self) -> None:
        self._shard.optimize()

    def _flush(self) -> None:
        if self._shard is not None:
            self._shard.flush()

    def _close(self) -> None:
        self._release()

    def _drop(self) -> None:
        self._acquire_lock()
        self._release_shard_only()
        shutil.rmtree(self._dir / SHARD_DIR, ignore_errors=True)
        (self._dir / SPEC_FILE).unlink(missing_ok=True)
        self._release()

    def _release_shard_only(self) -> None:
        if self._shard is not None:
            with contextlib.suppress(Exception):
                self._shard.close()
            self._shard = None

    def _info(self) -> dict[str, Any]:
        info = self._shard.info()
        return {
            "points": info.points_count,
            "segments": info.segments_count,
            "indexed_vectors": info.indexed_vectors_count,
            "disk_bytes": _folder_size(self._dir),
            "engine": "qdrant-edge",
        }

    # -- primitives: data -----------------------------------------------------

    def _upsert(self, points: Sequence[VectorPoint]) -> None:
        q = self._q
        converted = []
        for p in points:
            vector: dict[str, Any] = {DENSE_VECTOR[p.kind]: p.dense}
            if p.sparse is not None and p.sparse.indices:
                vector[SPARSE_VECTOR[p.kind]] = q.SparseVector(
                    indices=list(p.sparse.indices), values=list(p.sparse.values)
                )
            payload = dict(p.payload)
            payload["kind"] = p.kind
            converted.append(q.Point(p.id, vector, payload))
        self._call(q.UpdateOperation.upsert_points(converted), "upsert points into")

    def _delete_ids(self, ids: Sequence[str]) -> None:
        self._call(self._q.UpdateOperation.delete_points(list(ids)), "delete points from")

    def _delete_where(self, must: list[Condition]) -> None:
        flt = self._filter(must, [])
        self._call(self._q.UpdateOperation.delete_points_by_filter(flt), "delete points from")

    def _call(self, operation: Any, what: str) -> None:
        try:
            self._shard.update(operation)
        except Exception as exc:
            raise StoreError(f"Cannot {what} the {self._where()}: {exc}") from exc

    def _scroll_ids(self, must: list[Condition]) -> list[str]:
        q = self._q
        ids: list[str] = []
        offset: Any = None
        while True:
            records, offset = self._shard.scroll(
                q.ScrollRequest(
                    offset=offset,
                    limit=_SCROLL_PAGE,
                    filter=self._filter(must, []),
                    with_payload=False,
                    with_vector=False,
                )
            )
            ids.extend(str(r.id) for r in records)
            if offset is None:
                return ids

    def _count(self, must: list[Condition], must_not: list[Condition]) -> int:
        flt = self._filter(must, must_not)
        return int(self._shard.count(self._q.CountRequest(exact=True, filter=flt)))

    def _query_batch(self, queries: Sequence[VectorQuery]) -> list[list[Hit]]:
        q = self._q
        requests = [self._request(query) for query in queries]
        if len(requests) == 1:
            results = [self._shard.query(requests[0])]
        else:
            results = self._shard.query_batch(q.QueryBatchRequest(requests))
        return [
            [_hit(p, query) for p in points] for query, points in zip(queries, results, strict=True)
        ]

    def _request(self, query: VectorQuery) -> Any:
        q = self._q
        must, must_not = filter_conditions(query.filter)
        flt = self._filter(must, must_not)
        params = self._params(query)
        dense_using = DENSE_VECTOR[query.kind]
        sparse_using = SPARSE_VECTOR[query.kind]
        with_vector = [dense_using] if query.with_vector else False
        with_payload = query.payload_selector
        if query.is_hybrid:
            limit = query.candidates
            prefetches = [
                q.Prefetch(
                    limit=limit,
                    query=q.Query.Nearest(_dense(query.dense), using=dense_using),
                    params=params,
                    filter=flt,
                ),
                q.Prefetch(
                    limit=limit,
                    query=q.Query.Nearest(_sparse(q, query.sparse), using=sparse_using),
                    filter=flt,
                ),
            ]
            fusion = (
                q.Fusion.Rrf(k=query.rrf_k, weights=list(query.weights) if query.weights else None)
                if query.fusion == "rrf"
                else q.Fusion.Dbsf()
            )
            return q.QueryRequest(
                limit=query.limit,
                offset=query.offset,
                query=fusion,
                prefetches=prefetches,
                filter=flt,
                with_payload=with_payload,
                with_vector=with_vector,
            )
        if query.dense is not None:
            nearest = q.Query.Nearest(_dense(query.dense), using=dense_using)
        else:
            nearest = q.Query.Nearest(_sparse(q, query.sparse), using=sparse_using)
        return q.QueryRequest(
            limit=query.limit,
            offset=query.offset,
            query=nearest,
            filter=flt,
            params=params,
            score_threshold=query.score_threshold,
            with_payload=with_payload,
            with_vector=with_vector,
        )

    def _params(self, query: VectorQuery) -> Any:
        q = self._q
        quantization = None
        if query.rescore is not None or query.oversampling is not None:
            quantization = q.QuantizationSearchParams(
                rescore=query.rescore, oversampling=query.oversampling
            )
        acorn = (
            q.AcornSearchParams(enable=True, max_selectivity=ACORN_MAX_SELECTIVITY)
            if query.use_acorn and not query.exact
            else None
        )
        ef = query.search_ef
        if ef is None and not query.exact and quantization is None and acorn is None:
            return None
        return q.SearchParams(hnsw_ef=ef, exact=query.exact, quantization=quantization, acorn=acorn)

    def _retrieve(self, ids: Sequence[str], with_vectors: bool) -> list[StoredPoint]:
        records = self._shard.retrieve(list(ids), with_payload=True, with_vector=with_vectors)
        out = []
        for r in records:
            payload = dict(r.payload or {})
            kind = payload.get("kind", "chunk")
            dense = sparse = None
            if with_vectors and isinstance(r.vector, dict):
                raw_dense = r.vector.get(DENSE_VECTOR[kind])
                dense = list(raw_dense) if raw_dense is not None else None
                raw_sparse = r.vector.get(SPARSE_VECTOR[kind])
                if raw_sparse is not None:
                    sparse = SparseVector(
                        tuple(int(i) for i in raw_sparse.indices),
                        tuple(float(v) for v in raw_sparse.values),
                    )
            out.append(
                StoredPoint(
                    str(r.id), kind, str(payload.get("paper_id", "")), payload, dense, sparse
                )
            )
        return out

    def _filter(self, must: list[Condition], must_not: list[Condition]) -> Any:
        if not must and not must_not:
            return None
        q = self._q
        return q.Filter(
            must=[self._condition(c) for c in must] or None,
            must_not=[self._condition(c) for c in must_not] or None,
        )

    def _condition(self, condition: Condition) -> Any:
        q = self._q
        if isinstance(condition, MatchAny):
            if len(condition.values) == 1:
                return q.FieldCondition(
                    key=condition.key, match=q.MatchValue(value=condition.values[0])
                )
            return q.FieldCondition(key=condition.key, match=q.MatchAny(any=list(condition.values)))
        assert isinstance(condition, Range)
        return q.FieldCondition(
            key=condition.key, range=q.RangeFloat(gte=condition.gte, lte=condition.lte)
        )


def _dense(vector: Any) -> Any:
    # qdrant-edge reads NumPy arrays directly; anything else goes as a list of floats
    if hasattr(vector, "dtype"):
        return vector
    return [float(x) for x in vector]


def _sparse(q: Any, vector: SparseVector | None) -> Any:
    assert vector is not None
    return q.SparseVector(indices=list(vector.indices), values=list(vector.values))


def _hit(point: Any, query: VectorQuery) -> Hit:
    payload = dict(point.payload or {})
    vector = None
    if query.with_vector and isinstance(point.vector, dict):
        raw = point.vector.get(DENSE_VECTOR[query.kind])
        vector = list(raw) if raw is not None else None
    return Hit(
        id=str(point.id),
        score=float(point.score),
        kind=payload.get("kind", query.kind),
        paper_id=str(payload.get("paper_id", "")),
        payload=payload,
        vector=vector,
    )


def _write_json_atomically(path: Path, data: dict[str, Any]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=2, sort_keys=True)
        fh.flush()
        os.fsync(fh.fileno())
    tmp.replace(path)


def _folder_size(path: Path) -> int:
    """Bytes the folder really takes: Qdrant preallocates sparse files (32 MiB pages
    and WAL segments), so apparent sizes overstate it."""
    total = 0
    for root, _dirs, files in os.walk(path):
        for name in files:
            with contextlib.suppress(OSError):
                st = (Path(root) / name).stat()
                blocks = getattr(st, "st_blocks", None)
                total += blocks * 512 if blocks is not None else st.st_size
    return total


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(handle: IO[str]) -> bool:
        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[str]) -> None:
        with contextlib.suppress(OSError):
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(handle: IO[str]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[str]) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
