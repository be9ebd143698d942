"""What both Qdrant stores declare and share about their collection: the primitives a
subclass implements with its client library, and the collection's lifecycle (created or
opened on first use, checked against its recorded spec, flushed, closed, dropped).

:class:`QdrantLifecycle` is the base of
:class:`~tapyre_paper_search.store._base.QdrantStoreBase`, which adds the writes and the
reads users see.
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from tapyre_paper_search._closing import Closing
from tapyre_paper_search.contracts.vectors import VectorStore
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records.vectors import (
    CollectionSpec,
    Hit,
    Kind,
    StoredPoint,
    VectorPoint,
    VectorQuery,
)
from tapyre_paper_search.store.qdrant_translate import QdrantTranslator
from tapyre_paper_search.store.vectors import Condition, check_spec

_SCROLL_PAGE = 1000
"""Points per page when :meth:`QdrantLifecycle._scroll_ids` lists ids."""


class QdrantLifecycle(VectorStore, Closing, ABC):
    """The collection of :class:`~tapyre_paper_search.store._base.QdrantStoreBase`: the
    ``_``-prefixed primitives each store implements, and opening, closing and dropping."""

    def __init__(self, collection: str) -> None:
        if not collection or not all(c.isalnum() or c in "-_." for c in collection):
            raise StoreError(
                f"invalid collection name {collection!r}: use letters, digits, '-', '_' or '.'"
            )
        self._collection = collection
        self._spec: CollectionSpec | None = None
        self._closed = False
        # Opening happens on first use, possibly from several threads of a server at once.
        self._open_lock = threading.RLock()

    # -- primitives -----------------------------------------------------------

    @property
    @abstractmethod
    def location(self) -> str: ...

    @property
    @abstractmethod
    def shared(self) -> bool: ...

    @abstractmethod
    def _exists(self) -> bool: ...

    @abstractmethod
    def _read_metadata(self) -> dict[str, Any] | None: ...

    @abstractmethod
    def _create(self, spec: CollectionSpec) -> None:
        """Create the collection (vectors, payload indexes, recorded metadata) and open it."""

    @abstractmethod
    def _open(self, spec: CollectionSpec) -> None:
        """Open the existing collection (already checked against ``spec``)."""

    @abstractmethod
    def _upsert(self, kind: Kind, points: Sequence[VectorPoint]) -> None:
        """Upsert points, all of ``kind``, into that kind's collection."""

    @abstractmethod
    def _delete_ids(self, kind: Kind, ids: Sequence[str]) -> None: ...

    @abstractmethod
    def _delete_where(self, kind: Kind, must: list[Condition]) -> None: ...

    @abstractmethod
    def _scroll(
        self, kind: Kind, must: list[Condition], offset: Any, limit: int, payload: list[str]
    ) -> tuple[list[Any], Any]:
        """One page of the client's records of ``kind``'s points matching ``must`` from
        ``offset`` (a point id; ``None``: the first), with those payload keys (none:
        ``[]``) and no vectors, and the offset of the next page (``None``: no more)."""

    def _scroll_page(
        self, kind: Kind, must: list[Condition], offset: str | None, limit: int, payload: list[str]
    ) -> tuple[list[StoredPoint], str | None]:
        records, next_offset = self._scroll(kind, must, offset, limit, payload)
        points = [QdrantTranslator.stored_point(r, False) for r in records]
        return points, str(next_offset) if next_offset is not None else None

    def _scroll_ids(self, kind: Kind, must: list[Condition]) -> list[str]:
        """The ids of all ``kind`` points matching ``must``, read page by page."""
        ids: list[str] = []
        offset: Any = None
        while True:
            records, offset = self._scroll(kind, must, offset, _SCROLL_PAGE, [])
            ids.extend(str(r.id) for r in records)
            if offset is None:
                return ids

    @abstractmethod
    def _count(self, kind: Kind, must: list[Condition], must_not: list[Condition]) -> int: ...

    @abstractmethod
    def _query_batch(self, kind: Kind, queries: Sequence[VectorQuery]) -> list[list[Hit]]:
        """Run queries, all of ``kind``, in that kind's collection."""

    @abstractmethod
    def _retrieve(
        self, kind: Kind, ids: Sequence[str], with_vectors: bool
    ) -> list[StoredPoint]: ...

    @abstractmethod
    def _drop(self) -> None: ...

    @abstractmethod
    def _info(self) -> dict[str, Any]: ...

    def _optimize(self) -> None:
        """Build indexes now; servers do it in the background."""

    def _flush(self) -> None:
        """Make writes durable; servers do it themselves."""

    def _close(self) -> None:
        """Release resources."""

    # -- lifecycle ------------------------------------------------------------

    @property
    def collection(self) -> str:
        return self._collection

    @property
    def spec(self) -> CollectionSpec:
        self._ready()
        assert self._spec is not None
        return self._spec

    def exists(self) -> bool:
        self._check_open()
        return self._exists()

    def recorded_spec(self) -> CollectionSpec | None:
        self._check_open()
        if self._spec is not None:
            return self._spec
        metadata = self._read_metadata()
        return CollectionSpec.from_metadata(metadata) if metadata else None

    def ensure_collection(self, spec: CollectionSpec) -> None:
        with self._open_lock:
            self._ensure_collection(spec)

    def _ensure_collection(self, spec: CollectionSpec) -> None:
        self._check_open()
        if self._spec is not None:
            check_spec(self._spec.to_metadata(), spec, where=self._where())
            return
        if self._exists():
            recorded = self._read_metadata()
            if recorded is None:
                raise StoreError(
                    f"The {self._where()} exists but was not created by tapyre-paper-search "
                    "(it records no embedders).",
                    hint="Choose another collection name (the collection setting of "
                    "the vector store's table, e.g. [vector_stores.qdrant-edge] collection).",
                )
            check_spec(recorded, spec, where=self._where())
            opened = CollectionSpec.from_metadata(recorded)
            self._open(opened)
            self._spec = opened
        else:
            self._create(spec)
            self._spec = spec

    def _ready(self) -> None:
        """Open an existing collection with its recorded spec, if not yet open."""
        self._check_open()
        if self._spec is not None:
            return
        with self._open_lock:
            if self._spec is None:
                self._open_recorded()

    def _open_recorded(self) -> None:
        if not self._exists():
            raise StoreError(
                f"There is no {self._where()}.",
                hint="Ingest papers first (tapyre papers ingest …).",
            )
        recorded = self._read_metadata()
        if recorded is None:
            raise StoreError(
                f"The {self._where()} was not created by tapyre-paper-search "
                "(it records no embedders)."
            )
        spec = CollectionSpec.from_metadata(recorded)
        check_spec(recorded, spec, where=self._where())  # rejects other layout versions
        self._open(spec)
        self._spec = spec

    def _check_open(self) -> None:
        if self._closed:
            raise StoreError(f"The vector store at {self.location} is closed.")

    def _where(self) -> str:
        return f"collection {self._collection!r} at {self.location}"

    def optimize(self) -> None:
        self._ready()
        self._optimize()

    def flush(self) -> None:
        if self._spec is not None and not self._closed:
            self._flush()

    def close(self) -> None:
        with self._open_lock:
            self._close_once()

    def _close_once(self) -> None:
        if self._closed:
            return
        try:
            if self._spec is not None:
                self._flush()
        finally:
            self._closed = True
            self._close()

    def drop_collection(self) -> None:
        with self._open_lock:
            self._check_open()
            if self._exists():
                self._drop()
            self._spec = None

    def info(self) -> dict[str, Any]:
        self._ready()
        data = self._info()
        data.update(
            collection=self._collection, location=self.location, spec=self.spec.to_metadata()
        )
        return data
