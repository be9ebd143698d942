"""The data provider contract: where papers come from."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from tapyre_paper_search.records import SourceFailure, SourcePaper

__all__ = ["CountingProvider", "PaperProvider"]


@runtime_checkable
class PaperProvider(Protocol):
    """A source of papers for ingestion (``tapyre_register_data_providers``,
    ``kind="papers"``).

    A provider turns a *source* string into papers (``/path/to/folder``,
    ``arxiv:2401.00001..2401.00500``, ``dump.jsonl``).

    Durability handshake: :meth:`iter_papers` yields a paper as soon as it is
    available, but a paper is only *done* once the consumer has stored it
    durably (the SQL commit of the pipeline).  The consumer therefore calls
    :meth:`mark_done` after that commit, for stored papers and for recorded
    failures alike, from any thread.  A provider that resumes by position
    (``arxiv``) saves it only up to the first paper not yet marked done, so a
    crash between download and store yields that paper again on the next run.
    Providers whose items are cheap to re-read (folders, dump files) treat
    ``mark_done`` as a no-op and rely on the consumer skipping papers whose
    ``content_hash`` is already stored.

    Checked by :class:`~tapyre_paper_search.testing.contracts.PaperProviderContract`.
    """

    name: str
    """The registered name: ``arxiv``, ``pdf-folder``, ``arxiv-metadata``."""

    def handles(self, source: str) -> bool:
        """Whether ``source`` is for this provider (cheap: no network, no reading)."""
        ...

    def iter_papers(self, source: str) -> Iterator[SourcePaper | SourceFailure]:
        """Yield the papers of ``source`` in a stable order.

        Raises :class:`~tapyre_paper_search.errors.SourceError` up front when
        ``source`` is invalid (a missing folder, a malformed range); problems
        with single papers are yielded as :class:`~.records.SourceFailure` and
        the iteration goes on.
        """
        ...

    def mark_done(self, paper_id: str) -> None:
        """The consumer has durably stored (or recorded the failure of) ``paper_id``."""
        ...


@runtime_checkable
class CountingProvider(PaperProvider, Protocol):
    """Optional: a provider that can tell how many items a source holds before
    yielding them, so progress bars show a total.  A provider declares it by
    having :meth:`count` (and may subclass this protocol to say so)."""

    def count(self, source: str) -> int | None:
        """How many items ``iter_papers(source)`` will yield (``None``: unknown);
        cheap next to reading them, and never raising for a valid source."""
        ...
