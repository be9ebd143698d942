"""RIS files read into :class:`~.reference.Reference` (rispy).

rispy parses; this module maps tags.  Authors come from ``AU``/``A1`` (editors
``A2``/``ED``), the date from ``DA``/``PY``/``Y1`` (``2020/03/15/``), the
container from ``T2``/``JO``/``JF``/``JA``/``BT``, pages from ``SP``–``EP``,
the DOI from ``DO`` (or a ``doi.org`` URL), the arXiv id from the DOI, a URL
or a note, and attached PDFs from ``L1`` (``file:///…`` URLs or paths, as
Zotero, Mendeley and EndNote write them; EndNote's ``internal-pdf://`` cannot
be resolved and is ignored).

A record rispy drops (no ``ER`` line, a ``TY`` inside a record) is reported
with the line of its ``TY``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from tapyre_paper_search.library.identity import find_arxiv_id, normalize_doi
from tapyre_paper_search.library.reference import LibraryEntry, Name, Reference, parse_date
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.records import SourceFailure

_TY = re.compile(r"^[ \t]*TY  - ", re.MULTILINE)
_LIST_TAGS = ("A1", "A2", "A3", "A4", "AU", "KW", "N1", "UR", "L1", "L2", "ED", "BT")
_KINDS = {
    "JOUR": "article-journal",
    "EJOUR": "article-journal",
    "JFULL": "article-journal",
    "INPR": "article-journal",
    "CONF": "paper-conference",
    "CPAPER": "paper-conference",
    "BOOK": "book",
    "EBOOK": "book",
    "EDBOOK": "book",
    "CHAP": "chapter",
    "ECHAP": "chapter",
    "THES": "thesis",
    "RPRT": "report",
    "UNPB": "manuscript",
    "MANSCPT": "manuscript",
    "ELEC": "webpage",
    "BLOG": "webpage",
    "DATA": "dataset",
    "COMP": "software",
    "MGZN": "article-magazine",
    "NEWS": "article-newspaper",
    "ENCYC": "entry-encyclopedia",
    "PAT": "patent",
    "GEN": "document",
}


def read_ris(text: str, name: str) -> Iterator[LibraryEntry | SourceFailure]:
    """The records of a RIS file's ``text``; locators are ``name:LINE`` of each ``TY``."""
    import rispy
    from rispy.config import TAG_KEY_MAPPING

    mapping = {**TAG_KEY_MAPPING, "ED": "editors", "BT": "book_title", "Y1": "publication_year"}
    text = text.lstrip("\ufeff")
    starts = [text.count("\n", 0, m.start()) + 1 for m in _TY.finditer(text)]
    records = _parse(rispy, text, mapping)
    if len(records) == len(starts):
        for record, line in zip(records, starts, strict=True):
            yield _entry(record, f"{name}:{line}")
        return
    # Some records were dropped: parse them one at a time to tell which.
    bounds = [m.start() for m in _TY.finditer(text)] + [len(text)]
    for index, line in enumerate(starts):
        locator = f"{name}:{line}"
        one = _parse(rispy, text[bounds[index] : bounds[index + 1]], mapping)
        if len(one) == 1:
            yield _entry(one[0], locator)
        else:
            yield SourceFailure(
                locator,
                "bad-record",
                f"{locator}: the RIS record is not complete (no 'ER  - ' line ends it); "
                "it was skipped",
            )


def count_records(text: str) -> int:
    """How many records (``TY`` lines) ``text`` has."""
    return len(_TY.findall(text))


def _parse(rispy: Any, text: str, mapping: Mapping[str, str]) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = rispy.loads(
        text, mapping=mapping, list_tags=list(_LIST_TAGS), skip_unknown_tags=True
    )
    return records


def _entry(record: Mapping[str, Any], locator: str) -> LibraryEntry | SourceFailure:
    reference = reference_from_record(record)
    if not reference.title:
        return SourceFailure(locator, "empty", f"{locator}: the RIS record has no title (TI)")
    return LibraryEntry(reference, locator)


def reference_from_record(record: Mapping[str, Any]) -> Reference:
    """A reference from one rispy record (rispy's key names)."""

    def text(*keys: str) -> str:
        for key in keys:
            value = record.get(key)
            if isinstance(value, list):
                value = value[0] if value else ""
            if value and str(value).strip():
                return normalize_inline(str(value))
        return ""

    urls = _strings(record.get("urls"))
    doi = normalize_doi(text("doi")) or next(
        (normalize_doi(u) for u in urls if "doi.org" in u), None
    )
    notes = " ".join(_strings(record.get("notes")))
    arxiv_id = find_arxiv_id(doi, *urls, notes, text("note"))
    year, month, day = parse_date(text("date"))
    if year is None:
        year, month, day = parse_date(text("year", "publication_year"))
    kind = _KINDS.get(text("type_of_reference").upper(), "document")
    container = text(
        "secondary_title",
        "journal_name",
        "alternate_title3",
        "alternate_title1",
        "alternate_title2",
        "book_title",
    )
    if arxiv_id and (kind in ("document", "manuscript") or container.lower().startswith("arxiv")):
        kind, container = "article", ""
    start, end = text("start_page"), text("end_page")
    return Reference(
        title=text("title", "primary_title", "translated_title"),
        kind=kind,
        authors=_names([*_strings(record.get("authors")), *_strings(record.get("first_authors"))]),
        editors=_names(
            [*_strings(record.get("editors")), *_strings(record.get("secondary_authors"))]
        )
        if kind in ("chapter", "paper-conference", "book")
        else (),
        year=year,
        month=month,
        day=day,
        doi=doi,
        arxiv_id=arxiv_id,
        abstract=text("abstract", "notes_abstract"),
        container=container,
        volume=text("volume"),
        issue=text("number"),
        pages=f"{start}-{end}" if start and end else start,
        publisher=text("publisher"),
        place=text("place_published"),
        url=next((u for u in urls if "doi.org" not in u), ""),
        isbn=text("issn") if kind in ("book", "chapter") else "",
        issn="" if kind in ("book", "chapter") else text("issn"),
        language=text("language"),
        keywords=tuple(_strings(record.get("keywords"))),
        note=notes,
        key=text("id"),
        pdfs=tuple(
            link
            for link in _strings(record.get("file_attachments1"))
            if not link.lower().startswith("internal-pdf:")
        ),
    )


def _strings(value: Any) -> list[str]:
    if value is None:
        return []
    values: Sequence[Any] = value if isinstance(value, list) else [value]
    return [str(v).strip() for v in values if str(v).strip()]


def _names(values: Sequence[str]) -> tuple[Name, ...]:
    """RIS writes ``Family, Given[, Suffix]``; a name without a comma is an
    organisation's (as Zotero reads and writes RIS)."""
    names = []
    for value in values:
        parts = [normalize_inline(part) for part in value.split(",")]
        if len(parts) == 1:
            name = Name(family=parts[0], literal=True)
        else:
            name = Name(family=parts[0], given=parts[1], suffix=" ".join(parts[2:]).strip())
        if name.family and name not in names:
            names.append(name)
    return tuple(names)
