"""Which paper a library entry is: DOIs, arXiv ids and the paper id they give (pure).

A library entry gets the id that the same paper gets from any other source,
so that a paper is stored once however it arrives:

1. its arXiv id (``2401.00001``), as the ``arxiv`` and ``arxiv-metadata``
   providers and arXiv-named PDFs give it;
2. else ``doi:`` and its DOI in lower case (DOIs are case-insensitive);
3. else ``ref:`` and 24 hex digits of the SHA-256 of its normalised title,
   first author's family name and year, so that the same entry in a BibTeX
   file, a RIS file and a Zotero library is one paper.

The arXiv id is found in the entry's ``eprint`` (with ``archivePrefix``
arXiv), its DOI (``10.48550/arXiv.2401.00001``), its URL
(``arxiv.org/abs/…``) or a note such as Zotero's ``arXiv: 2401.00001``.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable

from tapyre_paper_search.library.reference import Reference
from tapyre_paper_search.providers.arxiv_ids import normalize_arxiv_id

_DOI = re.compile(r"\b(10\.\d{4,9}/[^\s\"<>{}]+)", re.IGNORECASE)
_DOI_PREFIX = re.compile(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", re.IGNORECASE)
_ARXIV_DOI = re.compile(r"^10\.48550/arxiv\.(.+)$", re.IGNORECASE)
_ARXIV_URL = re.compile(
    r"arxiv\.org/(?:abs|pdf)/([a-z\-]+(?:\.[A-Z]{2})?/\d{7}|\d{4}\.\d{4,5})(?:v\d+)?",
    re.IGNORECASE,
)
_ARXIV_NOTE = re.compile(
    r"\barxiv\s*(?:id)?\s*:\s*([a-z\-]+(?:\.[A-Z]{2})?/\d{7}|\d{4}\.\d{4,5})(?:v\d+)?",
    re.IGNORECASE,
)


def normalize_doi(text: str | None) -> str | None:
    """The bare DOI in ``text`` (``https://doi.org/10.1000/X.Y`` → ``10.1000/X.Y``), or ``None``.

    Case is kept for display; compare DOIs with :func:`doi_key`.
    """
    if not text:
        return None
    stripped = _DOI_PREFIX.sub("", text.strip())
    match = _DOI.search(stripped)
    if not match:
        return None
    return match.group(1).rstrip(".,;")


def doi_key(doi: str) -> str:
    """How DOIs compare: case-insensitively (the DOI handbook, section 2.4)."""
    return doi.lower()


def find_arxiv_id(*texts: str | None) -> str | None:
    """The arXiv id named in any of ``texts`` (a DOI, a URL, an eprint, a note)."""
    for text in texts:
        if not text:
            continue
        arxiv_doi = _ARXIV_DOI.match(text.strip())
        if arxiv_doi:
            found = normalize_arxiv_id(arxiv_doi.group(1))
            if found:
                return found
        for pattern in (_ARXIV_URL, _ARXIV_NOTE):
            match = pattern.search(text)
            if match:
                found = normalize_arxiv_id(match.group(1))
                if found:
                    return found
    return None


def arxiv_id_of_paper(paper_id: str, doi: str | None = None) -> str | None:
    """The arXiv id of a stored paper: its id when that is one, else its arXiv DOI."""
    return normalize_arxiv_id(paper_id) or find_arxiv_id(doi)


def paper_id(reference: Reference) -> str:
    """The paper id of ``reference`` (see the module docstring)."""
    if reference.arxiv_id:
        return reference.arxiv_id
    if reference.doi:
        return "doi:" + doi_key(reference.doi)
    first = reference.authors[0].family if reference.authors else ""
    fingerprint = "\x1f".join((_fold(reference.title), _fold(first), str(reference.year or "")))
    return "ref:" + hashlib.sha256(fingerprint.encode("utf-8")).hexdigest()[:24]


def identities(reference: Reference) -> tuple[str, ...]:
    """Every id the stored copy of this paper may have: its arXiv id and its DOI id.

    Used to find the paper among those already stored (from any source).
    """
    ids = []
    if reference.arxiv_id:
        ids.append(reference.arxiv_id)
    if reference.doi:
        ids.append("doi:" + doi_key(reference.doi))
    return tuple(ids)


def _fold(text: str) -> str:
    """Case, accents, punctuation and spacing removed: ``Über-Study`` → ``uberstudy``."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if ch.isalnum())


def first_of(values: Iterable[str | None]) -> str:
    """The first non-blank value, stripped ('' if none)."""
    for value in values:
        if value and value.strip():
            return value.strip()
    return ""
