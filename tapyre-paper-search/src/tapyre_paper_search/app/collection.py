"""The collection as a whole: a paper, the catalog, deletions, failures, the check.

:class:`Collection` runs these operations over an app's
:class:`~tapyre_paper_search.app.components.Components`; the records it
returns carry their JSON form.  Deleting and repairing take the ingestion
lock (and the writer lease on shared stores), so they refuse to run while an
ingestion writes, rather than interleave with it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.errors import PaperNotFoundError, PaperSearchError, StoreError

if TYPE_CHECKING:
    from tapyre_paper_search.app.components import Components
    from tapyre_paper_search.app.ingestion import Ingestion
    from tapyre_paper_search.app.stats import CollectionStats
    from tapyre_paper_search.records import CheckReport, PaperRecord
    from tapyre_paper_search.records.catalog import PaperPage, PaperQuery

NOT_FOUND_HINT = "See `tapyre papers stats`; ids look like 2401.12345 or sha256:…"


@dataclass(frozen=True)
class FailureEntry:
    """A file or record that could not be ingested and is not stored since: the
    latest failure of its locator."""

    locator: str
    reason: str
    message: str
    paper_id: str | None
    when: datetime
    run_id: int | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "locator": self.locator,
            "reason": self.reason,
            "message": self.message,
            "paper_id": self.paper_id,
            "when": self.when.isoformat(timespec="seconds"),
            "run_id": self.run_id,
        }


def paper_dict(record: PaperRecord, *, chunks: bool) -> dict[str, Any]:
    """A stored paper, flat, as ``tapyre papers show --json`` prints it: the metadata's
    fields, ``year``, where it came from, its size, and its chunks if asked."""
    data: dict[str, Any] = {
        **record.metadata.to_dict(),
        "year": record.metadata.year,
        "content_hash": record.content_hash,
        "locator": record.locator,
        "page_count": record.page_count,
        "chunk_count": len(record.chunks),
    }
    if chunks:
        data["chunks"] = [c.to_dict() for c in record.chunks]
    return data


def record_dict(record: PaperRecord) -> dict[str, Any]:
    """A stored paper as the record it is, as ``GET /papers/{id}`` sends it: the
    record's own JSON form, its chunks counted (``chunk_count``) rather than listed."""
    data = record.to_dict()
    data["chunk_count"] = len(data.pop("chunks"))
    return data


class Collection:
    """The collection operations of one app."""

    def __init__(self, components: Components, ingestion: Ingestion) -> None:
        self.components = components
        self.ingestion = ingestion

    def paper(self, paper_id: str, *, chunks: bool = True) -> PaperRecord:
        """A stored paper (with its chunks unless ``chunks=False``).

        :raises PaperNotFoundError: no stored paper has that id.
        """
        record = self.components.metadata.get_paper(paper_id, with_chunks=chunks)
        if record is None:
            raise PaperNotFoundError(f"no stored paper with id {paper_id!r}", hint=NOT_FOUND_HINT)
        return record

    def papers(self, query: PaperQuery) -> PaperPage:
        """One page of the catalog.

        :raises StoreError: the configured metadata store cannot list papers.
        """
        from tapyre_paper_search.contracts import PaperCatalog

        metadata = self.components.metadata
        if not isinstance(metadata, PaperCatalog):
            raise StoreError(
                f"the metadata store {metadata.url} cannot list papers "
                f"({type(metadata).__name__} does not implement list_papers)",
                hint="Search instead (tapyre papers search), or use the built-in sql store.",
            )
        return metadata.list_papers(query)

    def stats(self) -> CollectionStats:
        """What the collection holds now (see :class:`CollectionStats`)."""
        from tapyre_paper_search.app.stats import read_stats

        return read_stats(self.components, run_status=self.run_status)

    def run_status(self, recorded: str) -> str:
        """A run's status as it is now: a run recorded ``running`` whose process is gone
        (killed, the machine lost power) is ``interrupted``.

        Such a run never wrote its end.  It held the ingestion lock while it ran,
        and the OS released that lock when the process died, so a free lock tells
        a dead run from a live one; on shared stores a run on another machine holds
        the writer lease instead, and keeps its heartbeat fresh while it lives.
        """
        if recorded != "running" or self.ingestion_running():
            return recorded
        return "interrupted"

    def ingestion_running(self) -> bool:
        """Whether an ingestion writes these stores now, on this machine or, for
        shared stores, any other."""
        from tapyre_paper_search.pipeline.journal import ingestion_running

        parts = self.components
        return ingestion_running(parts.metadata, parts.vectors, parts.journal_path)

    def failures(self, limit: int = 100) -> list[FailureEntry]:
        """Current failures, oldest first, at most the last ``limit``: the latest per
        file or record, leaving out papers stored since."""
        metadata = self.components.metadata
        latest = {failure.locator: failure for failure in metadata.failures()}
        stored = metadata.paper_states(
            [f.paper_id for f in latest.values() if f.paper_id is not None]
        )
        rows = [
            FailureEntry(f.locator, f.reason, f.message, f.paper_id, f.created_at, f.run_id)
            for f in latest.values()
            if not (f.paper_id in stored and stored[f.paper_id].done)
        ]
        return rows[-limit:]

    def delete(
        self,
        paper_ids: Sequence[str],
        *,
        confirm: Callable[[list[str]], bool] | None = None,
    ) -> list[str]:
        """Delete papers from both stores; returns the deleted ids.

        Every id must be stored, and no other process may hold the stores, both
        checked before ``confirm`` (given the ids; ``False`` deletes nothing) is
        asked and before anything is touched.

        :raises PaperNotFoundError: an id is not stored (nothing is deleted).
        :raises StoreError: an ingestion or a server holds the stores.
        """
        from tapyre_paper_search.pipeline.maintenance import delete_papers

        ids = list(dict.fromkeys(paper_ids))
        if not ids:
            raise PaperSearchError("no paper ids to delete")
        parts = self.components
        stored = parts.metadata.paper_states(ids)
        missing = [p for p in ids if p not in stored]
        if missing:
            raise PaperNotFoundError(
                f"no stored paper with id {', '.join(missing)}; nothing was deleted",
                hint="See `tapyre papers stats` or `tapyre papers search`; "
                "ids look like 2401.12345 or sha256:….",
            )
        # Deleting the rows and then failing on the vectors would leave the two stores
        # disagreeing: refuse now when another process holds them (a running
        # `papers serve` holds the embedded vector store).
        self.ingestion.check_stores_free()
        if confirm is not None and not confirm(ids):
            return []
        return delete_papers(ids, parts.metadata, parts.vectors, parts.journal_path)

    def check(self, *, repair: bool = False) -> CheckReport:
        """Compare the two stores paper by paper; with ``repair``, make them agree
        (delete stale and orphan points, re-embed papers whose vectors are missing;
        an embedder mismatch is reported, never repaired by destroying data).

        Holds the ingestion lock meanwhile: a half-written batch would look like
        differences.

        :raises StoreError: an ingestion runs.
        """
        from tapyre_paper_search.pipeline import consistency
        from tapyre_paper_search.pipeline.journal import IngestJournal, stores_are_shared

        parts = self.components
        journal = IngestJournal(
            parts.metadata,
            parts.journal_path,
            shared=stores_are_shared(parts.metadata, parts.vectors),
        )
        journal.acquire()
        try:
            dense, sparse = parts.embedders()
            configured = parts.settings.collection_spec(
                dense.name, dense.dimension, sparse.name if sparse is not None else None
            )
            report = consistency.check_collection(
                parts.metadata, parts.vectors, configured=configured
            )
            if repair and not report.clean:
                embedder = consistency.RecordEmbedder(
                    dense, sparse, text_chars=parts.settings.payload_text_chars
                )
                consistency.repair(
                    report, parts.metadata, parts.vectors, embedder, configured=configured
                )
        finally:
            journal.close()
        return report
