"""A paper's references list as records: what each entry says, and what it links to.

Pure data.  :class:`Reference` is one entry as PDF extraction parses it
(:mod:`tapyre_paper_search.pdf.references`); stored with its paper, an entry
is *linked* to a paper of the collection when their DOI, arXiv id or
normalised title agree (``cited_paper_id``, filled when the store reads the
list back).  :class:`CitingPaper` is the other direction: a paper of the
collection whose references list names a given paper ("cited by").
"""

from __future__ import annotations

from dataclasses import dataclass

from tapyre_paper_search.records._json import JsonRecord

__all__ = ["CitingPaper", "Reference"]


@dataclass(frozen=True)
class Reference(JsonRecord):
    """One entry of a paper's references list.

    ``text`` is the entry as printed; ``number`` its position in the list (its
    printed number for numbered lists); the other fields are what could be read
    from it (``""`` / ``()`` / ``None`` where not).  ``doi`` is lower case,
    ``arxiv_id`` without version.  ``cited_paper_id``: the paper of the
    collection the entry names, when there is one (never set by extraction).
    """

    text: str
    authors: tuple[str, ...] = ()
    title: str = ""
    year: int | None = None
    venue: str = ""
    doi: str = ""
    arxiv_id: str = ""
    number: int | None = None
    cited_paper_id: str | None = None


@dataclass(frozen=True)
class CitingPaper(JsonRecord):
    """A paper of the collection that cites a given one: its id, title and year,
    and the number of the entry in its references list that names it."""

    paper_id: str
    title: str
    year: int | None = None
    number: int | None = None
