"""A bibliographic reference: what a reference manager knows about one paper (pure).

BibTeX entries, RIS records and Zotero items are read into :class:`Reference`
(:mod:`.bibtex`, :mod:`.ris`, :mod:`.zotero_items`), and every export format
is written from one (:mod:`.export`).  Kinds are CSL types
(``article-journal``, ``paper-conference``, ``article`` for a preprint, ...),
the one vocabulary every format here maps to and from.

A reference becomes a paper's :class:`~tapyre_paper_search.records.PaperMetadata`
with :func:`paper_metadata` (its id from :mod:`.identity`), and a stored paper
becomes a reference again with :func:`reference_from_metadata`, for export.
"""

from __future__ import annotations

import calendar
import dataclasses
import re
from dataclasses import dataclass, field
from datetime import date

from tapyre_paper_search.records import PaperMetadata

KINDS = (
    "article-journal",
    "paper-conference",
    "article",
    "book",
    "chapter",
    "thesis",
    "report",
    "manuscript",
    "webpage",
    "dataset",
    "software",
    "article-magazine",
    "article-newspaper",
    "entry-encyclopedia",
    "speech",
    "patent",
    "document",
)
"""The CSL types a reference may have; ``article`` is CSL's type for a preprint."""

_MONTHS = {name.lower(): number for number, name in enumerate(calendar.month_name) if name}
_MONTHS.update({name.lower(): number for number, name in enumerate(calendar.month_abbr) if name})
_MONTHS["sept"] = 9
_YEAR = re.compile(r"(?<!\d)(1[5-9]\d\d|20\d\d|21\d\d)(?!\d)")
_ISO_DATE = re.compile(r"(\d{4})(?:[-/](\d{1,2}))?(?:[-/](\d{1,2}))?")


@dataclass(frozen=True)
class Name:
    """A person's (or, with ``literal``, an organisation's) name, split as citations need it.

    ``family`` keeps its particles (``van der Berg``) and ``suffix`` a generational
    suffix (``Jr.``); an organisation's whole name is in ``family``.
    """

    family: str
    given: str = ""
    suffix: str = ""
    literal: bool = False

    @property
    def display(self) -> str:
        """``Anna van der Berg``, ``John Smith Jr.``, ``Google Research``."""
        if self.literal:
            return self.family
        return " ".join(part for part in (self.given, self.family, self.suffix) if part)

    @property
    def inverted(self) -> str:
        """``van der Berg, Anna`` / ``Smith, Jr., John`` (BibTeX and RIS order)."""
        if self.literal or not self.given:
            return self.family
        if self.suffix:
            return f"{self.family}, {self.suffix}, {self.given}"
        return f"{self.family}, {self.given}"


@dataclass(frozen=True)
class Reference:
    """One entry of a reference library (see the module docstring).

    ``key`` is the entry's own id in its library (a BibTeX citation key, a
    Zotero item key).  ``pdfs`` are the attached PDF files as the library
    names them (paths, ``file:`` URLs), first the preferred one; the provider
    resolves them.  ``year``/``month``/``day`` are as precise as the source
    (a year alone is common).
    """

    title: str
    kind: str = "document"
    authors: tuple[Name, ...] = ()
    editors: tuple[Name, ...] = ()
    year: int | None = None
    month: int | None = None
    day: int | None = None
    doi: str | None = None
    arxiv_id: str | None = None
    arxiv_category: str | None = None
    abstract: str = ""
    container: str = ""
    """Journal, proceedings, book or site the work appeared in."""
    volume: str = ""
    issue: str = ""
    pages: str = ""
    publisher: str = ""
    """Publisher, or the institution of a report or thesis."""
    place: str = ""
    url: str = ""
    isbn: str = ""
    issn: str = ""
    language: str = ""
    keywords: tuple[str, ...] = ()
    note: str = ""
    key: str = ""
    pdfs: tuple[str, ...] = field(default=())

    def to_json(self) -> str:
        """The reference as compact JSON (empty fields left out), for storing it."""
        import json

        data = {k: v for k, v in dataclasses.asdict(self).items() if v not in ("", None, ())}
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Reference:
        """The reference :meth:`to_json` wrote; unknown keys (from a later version) are
        ignored.  Raises :class:`ValueError` for text that is not such JSON."""
        import json

        data = json.loads(text)
        if not isinstance(data, dict) or not isinstance(data.get("title"), str):
            raise ValueError("not a stored reference")
        known = {f.name for f in dataclasses.fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        for name in ("authors", "editors"):
            values[name] = tuple(Name(**n) for n in values.get(name, ()))
        for name in ("keywords", "pdfs"):
            values[name] = tuple(values.get(name, ()))
        return cls(**values)

    @property
    def issued(self) -> date | None:
        """The date of publication with unknown parts as 1 (``None`` without a year)."""
        if self.year is None:
            return None
        month = self.month or 1
        day = self.day or 1
        try:
            return date(self.year, month, day)
        except ValueError:
            return date(self.year, month, 1)

    @property
    def venue(self) -> str:
        """``Journal of Tests 12(3):45-67``, stored as ``journal_ref`` ('' without a container)."""
        if not self.container:
            return ""
        text = self.container
        if self.volume:
            text += f" {self.volume}"
            if self.issue:
                text += f"({self.issue})"
        if self.pages:
            text += f":{self.pages}" if self.volume else f", {self.pages}"
        return text


@dataclass(frozen=True)
class LibraryEntry:
    """A reference read from a library, with ``locator`` naming where (``refs.bib:12``)."""

    reference: Reference
    locator: str


def parse_date(text: str) -> tuple[int | None, int | None, int | None]:
    """``(year, month, day)`` of a date as libraries write it, unknown parts ``None``.

    Reads ISO dates (``2020-03-15``, ``2020/03``, Zotero's stored
    ``2020-03-00 March 2020`` whose ``00`` is unknown), RIS's ``2020/03/15/``,
    and free text with a year (``March 2020``, ``15 Mar. 2020``).
    """
    text = (text or "").strip()
    if not text:
        return None, None, None
    iso = _ISO_DATE.match(text)
    if iso:
        year = int(iso.group(1))
        month = int(iso.group(2)) if iso.group(2) else None
        day = int(iso.group(3)) if iso.group(3) else None
        month = month if month and 1 <= month <= 12 else None
        day = day if month and day and 1 <= day <= 31 else None
        return year, month, day
    found = _YEAR.search(text)
    if not found:
        return None, None, None
    month = None
    for word in re.findall(r"[A-Za-z]+", text):
        month = _MONTHS.get(word.lower().rstrip("."))
        if month:
            break
    day_match = re.search(r"(?<!\d)([0-3]?\d)(?!\d)", text.replace(found.group(1), " "))
    day = int(day_match.group(1)) if month and day_match and int(day_match.group(1)) >= 1 else None
    return int(found.group(1)), month, day


def parse_month(text: str) -> int | None:
    """``mar``/``March``/``3`` → 3; ``None`` for anything else."""
    text = (text or "").strip().lower().rstrip(".")
    if text.isdigit():
        number = int(text)
        return number if 1 <= number <= 12 else None
    return _MONTHS.get(text)


def paper_metadata(reference: Reference, paper_id: str, source: str) -> PaperMetadata:
    """What the paper's record keeps of ``reference`` under ``paper_id``: the fields
    search and filters use, and the whole reference as JSON for export.

    The arXiv category (``cs.CL``) becomes the paper's category so arXiv's
    filters work for library papers too.
    """
    return PaperMetadata(
        paper_id=paper_id,
        title=reference.title,
        abstract=reference.abstract,
        authors=tuple(name.display for name in reference.authors),
        categories=(reference.arxiv_category,) if reference.arxiv_category else (),
        published=reference.issued,
        doi=reference.doi,
        journal_ref=reference.venue or None,
        source=source,
        reference=reference.to_json(),
    )


def reference_from_metadata(metadata: PaperMetadata) -> Reference:
    """A stored paper as a reference, for export.

    A paper from a reference library gives back the entry it was stored with
    (type, venue, pages, names as split, citation key).  Any other paper's
    reference is made from its metadata.  Names are split the way BibTeX splits ``First von Last``
    (:func:`.names.split_display_name`); a date of 1 January is taken for a year
    alone, since that is how a year-only date is stored.  The reference has no
    key of its own: exporters make readable citation keys (``berg2021street``).
    """
    from tapyre_paper_search.library.identity import arxiv_id_of_paper
    from tapyre_paper_search.library.names import split_display_name

    if metadata.reference:
        try:
            return Reference.from_json(metadata.reference)
        except (ValueError, TypeError):
            pass  # not a reference this version can read: make one from the metadata

    arxiv_id = arxiv_id_of_paper(metadata.paper_id, metadata.doi)
    published = metadata.published
    month = day = None
    if published is not None and (published.month, published.day) != (1, 1):
        month, day = published.month, published.day
    if arxiv_id and not metadata.journal_ref:
        kind = "article"
    elif metadata.journal_ref:
        kind = "article-journal"
    else:
        kind = "document"
    return Reference(
        title=metadata.title,
        kind=kind,
        authors=tuple(split_display_name(author) for author in metadata.authors),
        year=published.year if published else None,
        month=month,
        day=day,
        doi=metadata.doi,
        arxiv_id=arxiv_id,
        arxiv_category=metadata.categories[0] if arxiv_id and metadata.categories else None,
        abstract=metadata.abstract,
        container=metadata.journal_ref or "",
        url=f"https://arxiv.org/abs/{arxiv_id}" if arxiv_id else "",
    )
