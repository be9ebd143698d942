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

from tapyre import record_json

from tapyre_paper_search.errors import PaperNotFoundError, PaperSearchError, StoreError

if TYPE_CHECKING:
    from tapyre_paper_search.app.citations import PaperCitations
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
        return record_json(
            self,
            "locator reason message paper_id when run_id",
            when=self.when.isoformat(timespec="seconds"),
        )


@dataclass(frozen=True)
class WordCheck:
    """``papers check``'s term-bridge part: the collection's words (one per search term
    of its main language), how many have no vector in the word-vector file yet (the
    first query in another language would encode them), and how many ``--repair``
    encoded."""

    words: int
    missing: int
    encoded: int = 0

    def to_dict(self) -> dict[str, Any]:
        return record_json(self, "words missing encoded")


@dataclass(frozen=True)
class ExportedPapers:
    """Papers written in an export format: the text, and how many papers it holds."""

    format: str
    text: str
    count: int


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


def record_dict(record: PaperRecord, *, chunks: bool = False) -> dict[str, Any]:
    """A stored paper as the record it is, as ``GET /papers/{id}`` sends it: the
    record's own JSON form, its chunks counted (``chunk_count``) and listed only
    when asked."""
    data = record.to_dict()
    data["chunk_count"] = len(data["chunks"])
    if not chunks:
        del data["chunks"]
    return data


class Collection:
    """The collection operations of one app."""

    def __init__(self, components: Components, ingestion: Ingestion) -> None:
        self.components = components
        self.ingestion = ingestion

    def resolve(self, texts: Sequence[str]) -> list[str]:
        """The stored papers ``texts`` name, each a whole id or a unique id prefix
        (:mod:`tapyre_paper_search.paper_ids`), in order, each once.

        :raises PaperNotFoundError: one names no stored paper.
        :raises SearchError: a prefix is too short or names several papers.
        """
        from tapyre_paper_search.paper_ids import resolve_in_store

        return resolve_in_store(self.components.metadata, texts)

    def paper(self, paper_id: str, *, chunks: bool = True) -> PaperRecord:
        """A stored paper by id or unique id prefix (with its chunks unless
        ``chunks=False``).

        :raises PaperNotFoundError: no stored paper has that id or prefix.
        :raises SearchError: the prefix names several papers.
        """
        [paper_id] = self.resolve([paper_id])
        record = self.components.metadata.get_paper(paper_id, with_chunks=chunks)
        if record is None:
            raise PaperNotFoundError(f"no stored paper with id {paper_id!r}", hint=NOT_FOUND_HINT)
        return record

    def citations(self, paper_id: str, *, limit: int = 100) -> PaperCitations:
        """A stored paper's references list, linked to the collection, and the stored
        papers citing it (at most ``limit``), by id or unique id prefix.

        :raises PaperNotFoundError: no stored paper has that id or prefix.
        :raises SearchError: the prefix names several papers.
        :raises StoreError: the store cannot read them, or ``limit`` is below 1.
        """
        from tapyre_paper_search.app.citations import read_citations

        [paper_id] = self.resolve([paper_id])
        return read_citations(self.components.metadata, paper_id, limit=limit)

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
        """Delete papers (by id or unique id prefix) from both stores; returns the
        deleted ids.

        Every id must name a stored paper, and no other process may hold the
        stores, both checked before ``confirm`` (given the resolved ids; ``False``
        deletes nothing) is asked and before anything is touched.

        :raises PaperNotFoundError: an id names no stored paper (nothing is deleted).
        :raises SearchError: a prefix names several papers.
        :raises StoreError: an ingestion or a server holds the stores.
        """
        from tapyre_paper_search.graph.opening import forget_deleted
        from tapyre_paper_search.pipeline.maintenance import delete_papers

        typed = list(dict.fromkeys(paper_ids))
        if not typed:
            raise PaperSearchError("no paper ids to delete")
        parts = self.components
        ids: list[str] = []
        missing: list[str] = []
        for text in typed:
            try:
                ids.extend(self.resolve([text]))
            except PaperNotFoundError:
                missing.append(text)
        ids = list(dict.fromkeys(ids))
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
        deleted = delete_papers(ids, parts.metadata, parts.vectors, parts.journal_path)
        forget_deleted(parts.metadata)  # their graph rows went with them; so do its orphans
        return deleted

    def export(
        self,
        fmt: str,
        *,
        paper_ids: Sequence[str] = (),
        found_by: Callable[[], Sequence[str]] | None = None,
    ) -> ExportedPapers:
        """Stored papers written as BibTeX, RIS or CSL-JSON (``fmt``): those
        ``paper_ids`` name (whole ids or unique prefixes, in that order), else those
        ``found_by`` returns (a search's paper ids, best first), else every paper.

        :raises PaperNotFoundError: an id names no stored paper.
        :raises SearchError: an unknown format, or a prefix naming several papers.
        """
        from tapyre_paper_search.library import exporting

        store = self.components.metadata
        if paper_ids:
            papers = exporting.papers_by_ids(store, paper_ids)
        elif found_by is not None:
            papers = exporting.papers_in_order(store, found_by())
        else:
            papers = list(exporting.every_paper(store))
        text, count = exporting.export_papers(papers, fmt)
        return ExportedPapers(fmt, text, count)

    def check(self, *, repair: bool = False) -> CheckReport:
        """Compare the two stores paper by paper; with ``repair``, make them agree
        (delete stale and orphan points, re-embed papers whose vectors are missing;
        an embedder mismatch is reported, never repaired by destroying data).

        Holds the ingestion lock meanwhile: a half-written batch would look like
        differences.

        :raises StoreError: an ingestion runs.
        """
        from tapyre_paper_search.pipeline import consistency

        parts = self.components
        with parts.ingestion_lock():
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
        return report

    def check_words(self, *, repair: bool = False) -> WordCheck | None:
        """The term bridge's word vectors (``None`` when the bridge is off): with
        ``repair``, the collection's words the word-vector file lacks are encoded now
        instead of on the first query in another language (a collection ingested
        before the bridge, or with it off)."""
        parts = self.components
        dense, sparse = parts.embedders()
        bridge = parts.term_bridge(dense, sparse)
        if bridge is None:
            return None
        try:
            missing = len(bridge.missing_words())
            encoded = bridge.build() if repair and missing else 0
            return WordCheck(len(bridge.words), missing - encoded, encoded)
        finally:
            bridge.close()
