"""The work items of an ingestion run, and the feed that makes them (stage 1).

A :class:`WorkItem` is one item a provider yielded, travelling through the
stages; each stage fills its part.  The :class:`Feed` reads the providers in
source order and decides, before any work is spent, which items need none:
a paper already stored with the same content and chunker (``unchanged``), a
paper seen earlier in the run (``duplicate``), an item that failed before and
did not change (``failed before``, unless retried), the same paper stored from
another source that is to be kept (``stored from …``, see
:mod:`tapyre_paper_search.library.dedupe`).  A reference library's entry whose
paper is stored under another id (found by DOI or by its PDF) takes that id
first, so the paper is stored once.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import KW_ONLY, dataclass, field, replace
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.contracts.providers import CountingProvider
from tapyre_paper_search.pipeline.extract import Job
from tapyre_paper_search.records import PaperRecord, SourceFailure, SourcePaper

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import IngestLog, PaperProvider, PaperRecords

__all__ = ["Feed", "WorkItem", "source_total"]


@dataclass
class WorkItem:
    """One item travelling through the stages; each stage fills its part.

    It has the attributes of :class:`~.work.PaperWork`, so the work functions
    (:func:`~.work.prepare_paper`, :func:`~.work.embed_papers`) fill it in place.
    """

    provider: PaperProvider
    source: SourcePaper | None = None
    source_failure: SourceFailure | None = None
    skip: str | None = None  # why it needs no work ("unchanged", "duplicate", …)
    replaces: bool = False  # an older version is stored: clean its stale vectors
    record: PaperRecord | None = None
    failure: tuple[str, str] | None = None  # (reason, message)
    pages: int = 0
    chunk_dense: Any = None
    chunk_sparse: list[Any] = field(default_factory=list)
    sparse_done: bool = False  # chunk_sparse came from a worker process
    paper_dense: Any = None
    paper_sparse: Any = None

    @property
    def paper_id(self) -> str | None:
        if self.source is not None:
            return self.source.metadata.paper_id
        if self.source_failure is not None:
            return self.source_failure.paper_id
        return None

    @property
    def locator(self) -> str:
        if self.source is not None:
            return self.source.locator
        assert self.source_failure is not None
        return self.source_failure.locator

    @property
    def needs_work(self) -> bool:
        """A paper to extract (or take as an abstract-only record) and embed."""
        return self.skip is None and self.failure is None and self.source is not None


@dataclass(eq=False)
class Feed:
    """Stage 1: the providers' items as jobs (an item and the PDF to extract, if any).

    ``known_failures`` are the ``(paper_id, locator)`` of failures recorded by
    earlier runs (:meth:`load_known_failures`); ``chunker_version`` is the run's.
    """

    metadata: PaperRecords
    _: KW_ONLY
    chunker_version: str
    force: bool = False
    retry_failed: bool = False
    limit: int | None = None
    known_failures: set[tuple[str | None, str]] = field(default_factory=set)

    @staticmethod
    def load_known_failures(log: IngestLog) -> set[tuple[str | None, str]]:
        """``(paper_id, locator)`` of recorded failures: not retried unless asked."""
        return {(f.paper_id, f.locator) for f in log.failures()}

    def jobs(self, sources: Sequence[tuple[PaperProvider, str]]) -> Iterator[Job[WorkItem]]:
        """Every item of every source in turn (up to ``limit``), decided."""
        seen_ids: set[str] = set()
        taken = 0
        for provider, source in sources:
            for item in provider.iter_papers(source):
                if self.limit is not None and taken >= self.limit:
                    return
                taken += 1
                work = WorkItem(provider=provider)
                if isinstance(item, SourceFailure):
                    work.source_failure = item
                    if (item.paper_id, item.locator) in self.known_failures:
                        work.skip = "failed before"
                    else:
                        work.failure = (item.reason, item.message)
                    yield Job(work, None)
                    continue
                paper = self.identify(item)
                work.source = paper
                paper_id = paper.metadata.paper_id
                if paper_id in seen_ids:
                    work.skip = "duplicate"
                else:
                    seen_ids.add(paper_id)
                    work.skip, work.replaces = self.decide(paper)
                needs_pdf = work.skip is None and paper.pdf_path is not None
                yield Job(work, paper.pdf_path if needs_pdf else None)

    def decide(self, paper: SourcePaper) -> tuple[str | None, bool]:
        """(why to skip it, or None; whether an older version is stored)."""
        paper_id = paper.metadata.paper_id
        state = self.metadata.paper_state(paper_id)
        if (
            state is not None
            and state.done
            and state.content_hash == paper.content_hash
            and state.chunker_version == self.chunker_version
            and not self.force
        ):
            return "unchanged", False
        if (paper_id, paper.locator) in self.known_failures and not (
            self.force or self.retry_failed
        ):
            return "failed before", False
        if state is not None and state.done and not self.force:
            kept = self.keeps_stored(paper)
            if kept is not None:
                return kept, False
        return None, state is not None

    def identify(self, paper: SourcePaper) -> SourcePaper:
        """``paper`` under the id its stored copy has, when a reference library's
        entry is stored already under another (its DOI's paper, its PDF's)."""
        from tapyre_paper_search._fs import file_sha256
        from tapyre_paper_search.library.dedupe import LIBRARY_SOURCES, stored_id

        meta = paper.metadata
        if meta.source not in LIBRARY_SOURCES:
            return paper
        digest = file_sha256(paper.pdf_path) if paper.pdf_path is not None else None
        found = stored_id(paper, self.metadata, digest)
        if found is None or found == meta.paper_id:
            return paper
        return replace(paper, metadata=replace(meta, paper_id=found))

    def keeps_stored(self, paper: SourcePaper) -> str | None:
        """Why the stored copy of a changed paper stays (another source's, with what
        ``paper`` would lose), or ``None`` to store ``paper`` over it."""
        from tapyre_paper_search.library.dedupe import keeps_stored

        stored = self.metadata.get_papers([paper.metadata.paper_id], with_chunks=False)
        record = stored.get(paper.metadata.paper_id)
        return keeps_stored(paper, record) if record is not None else None


def source_total(sources: Sequence[tuple[PaperProvider, str]]) -> int | None:
    """The number of items the sources will yield, when every provider can tell
    (is a :class:`~tapyre_paper_search.contracts.CountingProvider`)."""
    total = 0
    for provider, source in sources:
        if not isinstance(provider, CountingProvider):
            return None
        try:
            n = provider.count(source)
        except Exception:
            return None
        if n is None:
            return None
        total += int(n)
    return total
