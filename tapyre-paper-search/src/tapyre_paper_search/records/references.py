"""A paper's references list as records: what each entry says, and what it links to.

Pure data.  :class:`Reference` is one entry as PDF extraction parses it
(:mod:`tapyre_paper_search.pdf.references`); stored with its paper, an entry
is *linked* to a paper of the collection (``cited_paper_id``, filled when the
store reads the list back, so papers stored later are linked too) by the
first of these that names exactly one stored paper:

1. its DOI equals the paper's DOI (:func:`doi_key`: case does not matter);
2. its arXiv id is the paper's id;
3. its title equals the paper's title after :func:`title_key` (case,
   accents, punctuation and hyphens aside), for titles of at least
   :data:`LINK_TITLE_WORDS` words: shorter ones ("Introduction", "Deep
   learning") name too many works to link by.

:class:`CitingPaper` is the other direction: a paper of the collection whose
references list names a given paper ("cited by").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from tapyre_paper_search.records._json import JsonRecord

__all__ = [
    "KEY_CHARS",
    "LINK_TITLE_WORDS",
    "CitingPaper",
    "Reference",
    "doi_key",
    "fold_title",
    "title_key",
]

LINK_TITLE_WORDS = 4
"""The fewest words a title needs to link a reference to a paper by."""
KEY_CHARS = 255
"""Link keys are cut to this many characters (what a database indexes whole)."""


def fold_title(title: str) -> str:
    """A title reduced for comparison: lower-case ASCII letters and digits,
    single spaces (accents, punctuation and hyphens dropped)."""
    text = unicodedata.normalize("NFKD", title.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    # "Mixed-Cation" ~ "MixedCation"; a printed en dash or minus folds as the hyphen
    # does ("Gene–environment" ~ "Gene-environment": titles keep printed dashes).
    text = re.sub(r"(?<=\w)[-\u2010-\u2013\u2212]\s*(?=\w)", "", text)
    return " ".join(re.sub(r"[^0-9a-z]+", " ", text).split())


def title_key(title: str) -> str:
    """The key a title links by, or ``""`` when it is too short to link by."""
    folded = fold_title(title)
    return folded[:KEY_CHARS] if len(folded.split()) >= LINK_TITLE_WORDS else ""


def doi_key(doi: str | None) -> str:
    """The key a DOI links by (DOIs are case-insensitive), or ``""``."""
    key = (doi or "").strip().lower()
    return key if 0 < len(key) <= KEY_CHARS else ""


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
