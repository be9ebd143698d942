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

__all__ = ["PaperCitations", "citations_text", "citing_line", "read_citations", "reference_line"]


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


def citations_text(data: dict[str, Any], *, every_reference: bool = False) -> str:
    """``data`` (:meth:`PaperCitations.to_dict`, or the server's ``GET
    /papers/{id}/citations``) as text for a model: how long the references list is,
    the entries naming stored papers (every entry with ``every_reference``) and the
    stored papers citing this one."""
    paper_id = data.get("paper_id", "")
    if not data.get("references_kept", True):
        return f"{paper_id}: this collection's metadata store keeps no references lists."
    references, cited_by = data.get("references") or [], data.get("cited_by") or []
    linked = [r for r in references if r.get("cited_paper_id") is not None]
    lines = [
        f"{paper_id}: {len(references)} references ({len(linked)} in this collection), "
        f"cited by {len(cited_by)} papers of this collection."
    ]
    shown = references if every_reference else linked
    if shown:
        lines += ["", "References:" if every_reference else "Cites (in this collection):"]
        lines += [f"  {reference_line(r)}" for r in shown]
    if cited_by:
        lines += ["", "Cited by (in this collection):"]
        lines += [f"  {citing_line(c)}" for c in cited_by]
    return "\n".join(lines)


def reference_line(reference: dict[str, Any]) -> str:
    """One entry: its number, what was read from it (the printed text where nothing
    was), and the stored paper it names."""
    number = f"[{reference['number']}] " if reference.get("number") is not None else ""
    if reference.get("title"):
        authors = list(reference.get("authors") or ())
        names = ", ".join(authors[:3]) + (" et al." if len(authors) > 3 else "")
        year = reference.get("year")
        parts = [f"{names} ({year})" if year else names, reference["title"]]
        parts.append(reference.get("venue") or "")
        parts.append(f"doi:{reference['doi']}" if reference.get("doi") else "")
        parts.append(f"arXiv:{reference['arxiv_id']}" if reference.get("arxiv_id") else "")
        text = ". ".join(p.strip().rstrip(".") for p in parts if p.strip())
    else:
        text = " ".join(str(reference.get("text") or "").split())
    cited = reference.get("cited_paper_id")
    return f"{number}{text}{f'  -> {cited}' if cited else ''}"


def citing_line(citing: dict[str, Any]) -> str:
    """One citing paper: its id, title and year, and the entry that names this paper."""
    year = f" ({citing['year']})" if citing.get("year") else ""
    entry = f", entry [{citing['number']}]" if citing.get("number") is not None else ""
    return f"{citing['paper_id']}  {citing.get('title') or '(untitled)'}{year}{entry}"
