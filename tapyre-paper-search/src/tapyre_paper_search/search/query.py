"""Reading a query: arXiv identifiers ("papers like this") and the text around them.

Pure functions, no I/O.  An arXiv id anywhere in the query turns the search
into "papers like this one"; the rest of the text, if any, is kept so a caller
can report or use it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# New-style ids (since 2007): YYMM.NNNN (until 2014) or YYMM.NNNNN, optional version.
_NEW_ID = r"(?P<new>\d{2}(?:0[1-9]|1[0-2])\.\d{4,5})"
# Old-style ids: archive(.SUBJECT-CLASS)/YYMMNNN, e.g. hep-th/9901001, math.GT/0309136.
_OLD_ID = r"(?P<old>[a-z]+(?:-[a-z]+)*(?:\.[A-Z]{2})?/\d{2}(?:0[1-9]|1[0-2])\d{3})"
_ARXIV_ID = re.compile(
    r"(?:(?<=\s)|(?<=^)|(?<=[(\[\"'])|(?<=arxiv:)|(?<=arXiv:)|(?<=abs/)|(?<=pdf/))"
    rf"(?:{_NEW_ID}|{_OLD_ID})(?P<version>v\d+)?(?:\.pdf)?"
    r"(?=$|[\s)\]\"',;.?!])"
)
_PREFIX = re.compile(
    r"(?:https?://)?(?:www\.)?(?:export\.)?arxiv\.org/(?:abs|pdf)/|\barxiv:\s*", re.IGNORECASE
)


@dataclass(frozen=True)
class ArxivReference:
    """An arXiv id found in a query: ``paper_id`` without version, ``version`` like ``"v2"``."""

    paper_id: str
    version: str | None
    start: int
    end: int


@dataclass(frozen=True)
class ParsedQuery:
    """A query split into the paper it points at (if any) and the remaining text."""

    text: str
    arxiv: ArxivReference | None
    remainder: str

    @property
    def similar_to(self) -> str | None:
        """The paper id to use as the query, or ``None`` for a text query."""
        return self.arxiv.paper_id if self.arxiv else None


def find_arxiv_id(text: str) -> ArxivReference | None:
    """The first arXiv identifier in ``text``, or ``None``.

    Accepts ``2401.12345``, ``2401.12345v2``, ``hep-th/9901001``,
    ``arXiv:2401.12345`` and ``https://arxiv.org/abs/2401.12345``.  Numbers
    that only look like ids inside other tokens (``12401.123456``, ``v1.2401.1234``)
    are not ids.
    """
    match = _ARXIV_ID.search(text)
    if match is None:
        return None
    paper_id = match.group("new") or match.group("old")
    return ArxivReference(
        paper_id=paper_id, version=match.group("version"), start=match.start(), end=match.end()
    )


def parse_query(text: str) -> ParsedQuery:
    """Split ``text`` into an arXiv reference and the words around it."""
    text = " ".join(text.split())
    ref = find_arxiv_id(text)
    if ref is None:
        return ParsedQuery(text=text, arxiv=None, remainder=text)
    remainder = text[: ref.start] + " " + text[ref.end :]
    remainder = _PREFIX.sub(" ", remainder)
    remainder = re.sub(r"\(\s*\)|\[\s*\]", " ", remainder)
    remainder = re.sub(r"\s+([.,;:!?])", r"\1", " ".join(remainder.split()))
    remainder = remainder.strip(" ,;:-.")
    return ParsedQuery(text=text, arxiv=ref, remainder=remainder)


def is_arxiv_id(text: str) -> bool:
    """Whether ``text`` is exactly one arXiv id (optionally versioned or prefixed)."""
    stripped = _PREFIX.sub("", text.strip())
    ref = find_arxiv_id(stripped)
    return ref is not None and ref.start == 0 and ref.end == len(stripped)
