"""The embedded store's folder (its layout: :mod:`.qdrant_edge`): the recorded spec, the
lock and the two Qdrant Edge shards, found, created, opened, closed and dropped.

:class:`EdgeFolder` holds the lifecycle primitives of
:class:`~tapyre_paper_search.store.qdrant_edge.EdgeVectorStore`, which adds the data
primitives (writes, reads, searches) and the repair of damage.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from tapyre_paper_search._fs import take_lock, unlock, write_atomically
from tapyre_paper_search.errors import StoreError, StoreInUseError
from tapyre_paper_search.records.vectors import KINDS, CollectionSpec, Kind
from tapyre_paper_search.store._base import (
    HNSW_PAYLOAD_FIELDS,
    PAYLOAD_INDEXES,
    QdrantStoreBase,
)
from tapyre_paper_search.store.qdrant_translate import EdgeTranslator
from tapyre_paper_search.store.vectors import DENSE_VECTOR, SPARSE_VECTOR

REPAIR_HINT = (
    "It may be damaged (a crash, a full disk): `tapyre papers check` finds the damage and "
    "`tapyre papers check --repair` rebuilds the lost vectors from the text the metadata "
    "store holds."
)

SPEC_FILE = "collection.json"
SHARD_DIRS: dict[Kind, str] = {"chunk": "shard", "paper": "paper-shard"}
"""The folder of each kind's shard in the collection's folder."""
LOCK_FILE = ".lock"


class EdgeFolder(QdrantStoreBase):
    """A collection's folder ``<path>/<collection>/`` and its Qdrant Edge shards, one per
    kind, each loaded on first use; :class:`EdgeVectorStore` reads and writes them."""

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
        self._t = EdgeTranslator(qdrant_edge)
        self._root = Path(path).expanduser()
        self._dir = self._root / collection
        self._max_search_threads = max_search_threads
        self._shards: dict[Kind, Any] = {}
        self._lock: IO[str] | None = None

    @property
    def location(self) -> str:
        return str(self._dir)

    @property
    def shared(self) -> bool:
        """Never: one process at a time holds the folder (its ``.lock``)."""
        return False

    # -- primitives: lifecycle -------------------------------------------------

    def _exists(self) -> bool:
        return (self._dir / SPEC_FILE).is_file() and all(
            (self._dir / SHARD_DIRS[kind]).is_dir() for kind in KINDS
        )

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
        for kind in KINDS:  # left over by a creation that failed before the spec was written
            shutil.rmtree(self._dir / SHARD_DIRS[kind], ignore_errors=True)
        try:
            for kind in KINDS:
                self._shards[kind] = q.EdgeShard.create(
                    str(self._dir / SHARD_DIRS[kind]), self._config(spec, kind)
                )
            self._create_payload_indexes(list(self._shards.values()))
            for shard in self._shards.values():
                shard.flush()
        except Exception as exc:
            self._release()
            raise StoreError(f"Cannot create the {self._where()}: {exc}") from exc
        write_atomically(
            self._dir / SPEC_FILE,
            json.dumps(spec.to_metadata(), indent=2, sort_keys=True).encode("utf-8"),
        )

    def _config(self, spec: CollectionSpec, kind: Kind) -> Any:
        """The shard configuration of ``kind``'s points: its one dense vector (and sparse)."""
        q = self._q
        vectors = {
            DENSE_VECTOR[kind]: q.EdgeVectorParams(
                size=spec.dense_dim,
                distance=self._t.distance(spec.distance),
                memory=q.Memory.Cold if spec.on_disk else None,
            )
        }
        sparse = (
            {SPARSE_VECTOR[kind]: q.EdgeSparseVectorParams(modifier=q.Modifier.Idf)}
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
        return q.EdgeConfig(
            vectors=vectors,
            sparse_vectors=sparse,
            hnsw_config=q.HnswIndexConfig(
                m=spec.hnsw_m, ef_construct=spec.hnsw_ef_construct, full_scan_threshold=10_000
            ),
            quantization_config=quantization,
            max_search_threads=self._max_search_threads,
        )

    def _open(self, spec: CollectionSpec) -> None:
        """Take the folder's lock and load the passages' shard; the papers' shard loads
        on first use (a passage search never reads it: 27 CPU-ms to load and 10 to
        close it, a twentieth of a cold CLI search)."""
        self._acquire_lock()
        try:
            self._load_shard("chunk")
        except StoreError:
            self._release()
            raise

    def _shard(self, kind: Kind) -> Any:
        """``kind``'s shard, loaded now if this is its first use since the store opened."""
        shard = self._shards.get(kind)
        if shard is None:
            with self._open_lock:
                self._check_open()
                if self._lock is None:  # released by a failed open or a drop
                    raise StoreError(f"The {self._where()} is not open.")
                shard = self._shards.get(kind)
                if shard is None:
                    shard = self._load_shard(kind)
        return shard

    def _load_shard(self, kind: Kind) -> Any:
        q = self._q
        config = (
            q.EdgeConfig(max_search_threads=self._max_search_threads)
            if self._max_search_threads
            else None
        )
        try:
            shard = q.EdgeShard.load(str(self._dir / SHARD_DIRS[kind]), config)
        except Exception as exc:
            if "WouldBlock" in str(exc):
                raise StoreInUseError(
                    f"The {self._where()} is already open in this process.",
                    hint="Open it once and share the store object.",
                ) from exc
            raise StoreError(
                f"Cannot open the {self._where()}: {one_line(exc)}.", hint=REPAIR_HINT
            ) from exc
        self._create_payload_indexes([shard])
        self._shards[kind] = shard
        return shard

    def _create_payload_indexes(self, shards: Sequence[Any]) -> None:
        q = self._q
        for shard in shards:
            existing = set(shard.info().payload_schema)
            for name, kind in PAYLOAD_INDEXES.items():
                if name in existing:
                    continue
                hnsw = name in HNSW_PAYLOAD_FIELDS
                if kind == "integer":
                    params: Any = q.IntegerIndexParams(lookup=True, range=True, enable_hnsw=hnsw)
                else:
                    params = q.KeywordIndexParams(enable_hnsw=hnsw)
                shard.update(q.UpdateOperation.create_field_index(name, params))

    def _acquire_lock(self) -> None:
        if self._lock is not None:
            return
        self._dir.mkdir(parents=True, exist_ok=True)
        lock_path = self._dir / LOCK_FILE
        handle = lock_path.open("a+", encoding="utf-8")
        if not take_lock(handle):
            handle.seek(0)
            owner = handle.read().strip() or "unknown"
            handle.close()
            if owner == str(os.getpid()):
                raise StoreInUseError(
                    f"The {self._where()} is already open in this process.",
                    hint="Open it once and share the store object (close it before reopening).",
                )
            raise StoreInUseError(
                f"The {self._where()} is in use by another process (pid {owner}); "
                "the embedded store can be opened by one process at a time.",
                hint="Stop the other process, or serve the vectors from a Qdrant server "
                '([papers] vector_store = "qdrant" with [vector_stores.qdrant] url).',
            )
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._lock = handle

    def _release(self) -> None:
        self._release_shards_only()
        if self._lock is not None:
            with contextlib.suppress(OSError):
                self._lock.seek(0)
                self._lock.truncate()
            unlock(self._lock)
            self._lock.close()
            self._lock = None

    def _optimize(self) -> None:
        # Only loaded shards: every writer loads the shard it writes.  A snapshot, since
        # another thread's first paper read may add the papers' shard meanwhile.
        for shard in list(self._shards.values()):
            shard.optimize()

    def _flush(self) -> None:
        for shard in list(self._shards.values()):  # a snapshot, as in _optimize
            shard.flush()

    def _close(self) -> None:
        self._release()
        # The engine freed its in-memory vectors, graphs and caches, mostly below
        # live blocks, where glibc keeps them resident (see _allocator).
        from tapyre_paper_search._allocator import release_free_memory

        release_free_memory()

    def _drop(self) -> None:
        self._acquire_lock()
        self._release_shards_only()
        for kind in KINDS:
            shutil.rmtree(self._dir / SHARD_DIRS[kind], ignore_errors=True)
        (self._dir / SPEC_FILE).unlink(missing_ok=True)
        self._release()

    def _release_shards_only(self) -> None:
        shards, self._shards = list(self._shards.values()), {}
        for shard in shards:
            with contextlib.suppress(Exception):
                shard.close()

    def _info(self) -> dict[str, Any]:
        infos = {kind: self._shard(kind).info() for kind in KINDS}
        return {
            "points": sum(i.points_count for i in infos.values()),
            "segments": sum(i.segments_count for i in infos.values()),
            "indexed_vectors": sum(i.indexed_vectors_count for i in infos.values()),
            "disk_bytes": _folder_size(self._dir),
            "collections": {
                kind: {
                    "points": i.points_count,
                    "disk_bytes": _folder_size(self._dir / SHARD_DIRS[kind]),
                }
                for kind, i in infos.items()
            },
            "engine": "qdrant-edge",
        }


def one_line(exc: BaseException) -> str:
    """``exc``'s message on one line, without a closing full stop, at most 400 characters
    (its type's name when it has none)."""
    return " ".join(str(exc).split()).rstrip(".")[:400] or type(exc).__name__


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
