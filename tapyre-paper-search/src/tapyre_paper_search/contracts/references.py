"""The optional references part of a metadata store: papers' references lists,
linked to the collection.

A metadata store that keeps each paper's references list
(:attr:`PaperRecord.references <tapyre_paper_search.records.PaperRecord>`,
written by :meth:`~tapyre_paper_search.contracts.PaperRecords.save_papers`
with the rest of the paper, replaced and deleted with it) implements
:class:`PaperReferences` (and may say so by subclassing it, as the built-in SQL
store does).  ``tapyre papers show`` asks ``isinstance(store, PaperReferences)``
and shows no references for a store that is not.  Links are resolved when a
list is read, by the rules of :mod:`tapyre_paper_search.records.references`,
so a paper stored after the papers citing it is linked from them at once.

Checked by :class:`~tapyre_paper_search.testing.contracts.PaperReferencesContract`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from tapyre_paper_search.records.references import CitingPaper, Reference

__all__ = ["PaperReferences"]


@runtime_checkable
class PaperReferences(Protocol):
    """A metadata store that keeps references lists (optional: declared by implementing it)."""

    def references(self, paper_id: str) -> list[Reference]:
        """The references list of a stored paper, in its order, each entry with
        ``cited_paper_id`` set when it names a paper of the collection (never the
        paper itself); ``[]`` for a paper without one or not stored.  Errors derive
        from :class:`~tapyre_paper_search.errors.StoreError`."""
        ...

    def cited_by(self, paper_id: str, *, limit: int = 100) -> list[CitingPaper]:
        """The stored papers whose references list names ``paper_id`` (exactly the
        entries :meth:`references` links to it), each once with the number of its
        first such entry, newest first, then by id; at most ``limit``."""
        ...
