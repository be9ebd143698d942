"""A stored paper's place in the collection's citations: what it cites, who cites it.

PDF extraction parses a paper's references list
(:mod:`tapyre_paper_search.pdf.references`); a metadata store that implements
:class:`~tapyre_paper_search.contracts.PaperReferences` keeps it with the paper
and links each entry to the stored paper it names (DOI, arXiv id or title, see
:mod:`tapyre_paper_search.records.references`).  :func:`read_citations` asks
the store for both directions at once; a store without references (a
third-party one) answers with empty lists and ``references_kept`` false, so a
face can say why there is nothing to show.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import MetadataStore
    from tapyre_paper_search.records.references import CitingPaper, Reference

__all__ = ["PaperCitations", "read_citations"]


@dataclass(frozen=True)
class PaperCitations:
    """A stored paper's references list, in its order, each entry linked to the paper
    of the collection it names (``cited_paper_id``), and the stored papers whose
    references name it (``cited_by``, newest first, at most the limit asked for).

    ``references_kept`` is false when the metadata store keeps no references
    lists (both lists are then empty whatever the paper cites).
    """

    paper_id: str
    references: tuple[Reference, ...]
    cited_by: tuple[CitingPaper, ...]
    references_kept: bool = True

    @property
    def linked(self) -> int:
        """How many entries of the references list name a paper of the collection."""
        return sum(r.cited_paper_id is not None for r in self.references)

    def to_dict(self) -> dict[str, Any]:
        return {
            "paper_id": self.paper_id,
            "references_kept": self.references_kept,
            "references": [r.to_dict() for r in self.references],
            "cited_by": [c.to_dict() for c in self.cited_by],
        }


def read_citations(metadata: MetadataStore, paper_id: str, *, limit: int) -> PaperCitations:
    """Both directions of a stored paper's citations from ``metadata``.

    :raises StoreError: the store cannot read them, or ``limit`` is below 1.
    """
    from tapyre_paper_search.contracts import PaperReferences
    from tapyre_paper_search.errors import StoreError

    if limit < 1:
        raise StoreError(f"citations: limit must be at least 1, not {limit}")
    if not isinstance(metadata, PaperReferences):
        return PaperCitations(paper_id, (), (), references_kept=False)
    return PaperCitations(
        paper_id,
        tuple(metadata.references(paper_id)),
        tuple(metadata.cited_by(paper_id, limit=limit)),
    )
