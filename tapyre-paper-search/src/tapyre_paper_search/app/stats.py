"""What the collection holds: :class:`CollectionStats`, read from both stores.

One record for every face: ``tapyre papers stats`` prints :meth:`CollectionStats.to_dict`
(sizes readable, the last run with its status as it is now), ``GET /stats``
sends :meth:`CollectionStats.to_counts` (the metadata store's counts and the
exact number of vector points).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tapyre_paper_search.app.components import Components
    from tapyre_paper_search.records import RunRecord, StoreStats


@dataclass(frozen=True)
class CollectionStats:
    """Counts and sizes of the metadata store (``store``), the vector store
    (``points``: exact, ``None`` without a collection; ``vector_info``: the
    store's own figures such as ``points`` and ``disk_bytes``), where both live,
    the embedders the collection was built with (the configured ones before the
    first ingestion), and the last ingestion run with its status now
    (``interrupted`` when it says ``running`` but no process runs it)."""

    store: StoreStats
    database: str
    vector_store: str
    dense_embedder: str
    sparse_embedder: str | None
    points: int | None = None
    vector_info: Mapping[str, Any] = field(default_factory=dict)
    last_run: RunRecord | None = None
    last_run_status: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The summary ``tapyre papers stats`` shows (``--json`` prints it as is)."""
        stats = self.store
        data: dict[str, Any] = {
            "papers": stats.papers,
            "chunks": stats.chunks,
            "pages": stats.pages,
            "tokens": stats.tokens,
            "authors": stats.authors,
            "published": _range(stats.first_published, stats.last_published),
            "failures": stats.failures,
            "runs": stats.runs,
            "database": self.database,
            "database_size": _size(stats.database_bytes),
            "vectors": None,
            "vector_store": self.vector_store,
            "vector_store_size": None,
            "dense_embedder": self.dense_embedder,
            "sparse_embedder": self.sparse_embedder,
        }
        if self.points is not None:
            data["vectors"] = self.vector_info.get("points")
            data["vector_store_size"] = _size(self.vector_info.get("disk_bytes"))
        if stats.years:
            data["years"] = ", ".join(f"{year}: {n}" for year, n in stats.years)
        if stats.categories:
            data["top_categories"] = ", ".join(f"{c} ({n})" for c, n in stats.categories[:10])
        if self.last_run is not None:
            last = self.last_run
            status = self.last_run_status
            data["last_run"] = f"{last.started_at:%Y-%m-%d %H:%M} UTC, {status}: {last.source}"
            data["last_run_status"] = status
        return data

    def to_counts(self) -> dict[str, Any]:
        """The metadata store's counts (dates as ISO strings) and ``vector_points``:
        what ``GET /stats`` sends."""
        data = self.store.to_dict()
        data["vector_points"] = self.points or 0
        return data


def read_stats(components: Components, *, run_status: Any) -> CollectionStats:
    """Both stores' figures now; ``run_status`` turns a run's recorded status into
    its status now."""
    metadata, vectors, settings = components.metadata, components.vectors, components.settings
    store = metadata.stats()
    dense, sparse = settings.dense_embedder, settings.sparse_embedder
    points: int | None = None
    info: dict[str, Any] = {}
    if vectors.exists():
        info = vectors.info()
        points = vectors.count()
        spec = vectors.recorded_spec()
        if spec is not None:
            dense, sparse = spec.dense_embedder, spec.sparse_embedder
    runs = metadata.runs(limit=1)
    last = runs[0] if runs else None
    return CollectionStats(
        store=store,
        database=metadata.url,
        vector_store=vectors.location,
        dense_embedder=dense,
        sparse_embedder=sparse,
        points=points,
        vector_info=info,
        last_run=last,
        last_run_status=run_status(last.status) if last is not None else None,
    )


def _range(first: date | None, last: date | None) -> str | None:
    if first is None:
        return None
    return f"{first} … {last}" if last and last != first else str(first)


def _size(count: int | None) -> str | None:
    if count is None:
        return None
    size = float(count)
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if size < 1024 or unit == "TB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return None  # pragma: no cover
