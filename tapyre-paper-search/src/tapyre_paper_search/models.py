"""Plain records passed between ingestion stages, stores and search.

Pure data: no I/O, no heavy imports.  Everything here must pickle cheaply,
because PDF extraction runs in worker processes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path


@dataclass(frozen=True)
class PaperMetadata:
    """What is known about a paper before (or without) reading its PDF.

    ``paper_id`` is the stable identity used everywhere: the arXiv id without
    version (``2401.12345``, ``hep-th/9901001``) when there is one, otherwise
    ``"<source>:<id>"`` for records of a dump (``scifact:4983``) or
    ``"sha256:<first 24 hex digits>"`` of a PDF's bytes.
    """

    paper_id: str
    title: str = ""
    abstract: str = ""
    authors: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    published: date | None = None
    updated: date | None = None
    version: str | None = None
    doi: str | None = None
    journal_ref: str | None = None
    source: str = ""
    other_title: str = ""
    """A second title candidate the record keeps: the PDF's metadata title when
    it disagreed with the title on the first page (which won)."""
    abstract_inferred: bool = False
    """True when the abstract was read from a PDF without an "Abstract" heading
    (the first substantial paragraph after title and authors)."""

    @property
    def year(self) -> int | None:
        return self.published.year if self.published else None


@dataclass(frozen=True)
class SourcePaper:
    """One item a data provider yields for ingestion.

    ``pdf_path`` is a local PDF to extract (``None`` for abstract-only records).
    ``content_hash`` identifies the content (sha256 of the PDF bytes, or of the
    record's text) so an unchanged paper is skipped on a re-run and a changed
    one re-ingested.  ``locator`` names where it came from, for messages
    (a file path, a URL, ``file.jsonl:line``).
    """

    metadata: PaperMetadata
    content_hash: str
    locator: str
    pdf_path: Path | None = None


SOURCE_FAILURE_REASONS: dict[str, str] = {
    "empty": "the item has no content (a 0-byte file, a record without title and abstract)",
    "unreadable": "the item cannot be read (permissions, encoding, an I/O error)",
    "bad-record": "a record is malformed (not JSON, not an object, no usable id)",
    "too-large": "the item is larger than the provider's limit",
    "network": "a download failed on the network (after the provider's retries)",
    "bad-response": "a server answered with something that is not the item",
    "http-NNN": "a server answered with HTTP status NNN (e.g. http-404)",
}
"""The reasons the built-in providers give, with what they mean.

A provider may use others: a reason is a short code of lower-case letters,
digits, ``-`` and ``_`` (at most 64 characters, see :data:`REASON_PATTERN`),
shown by ``tapyre papers failures`` and stored with the failure."""

REASON_PATTERN = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
"""What :attr:`SourceFailure.reason` must match (in full)."""


@dataclass(frozen=True)
class SourceFailure:
    """A provider could not produce a paper (download failed, bad record…).

    ``locator`` names the item (as :attr:`SourcePaper.locator` would);
    ``reason`` is a short code (:data:`SOURCE_FAILURE_REASONS`: ``empty``,
    ``unreadable``, ``bad-record``, ``http-404``…; it must match
    :data:`REASON_PATTERN`); ``message`` is one line for the user naming the
    item and what went wrong; ``paper_id`` is the paper's id when known.
    The consumer records the failure once: the same ``(paper_id, locator)``
    failing on a later run is counted as skipped.

    :raises SourceError: ``reason`` is not such a code (a provider's bug,
        reported when it builds the record rather than garbled in the store).
    """

    locator: str
    reason: str
    message: str
    paper_id: str | None = None

    def __post_init__(self) -> None:
        if not REASON_PATTERN.fullmatch(self.reason):
            from tapyre_paper_search.errors import SourceError

            raise SourceError(
                f"invalid failure reason {self.reason!r} for {self.locator}",
                hint="A reason is a short code of lower-case letters, digits, - and _ "
                "(at most 64 characters), such as 'unreadable' or 'http-404'.",
            )


@dataclass(frozen=True)
class Page:
    """Normalised text of one PDF page; ``number`` starts at 1."""

    number: int
    text: str


@dataclass(frozen=True)
class ExtractedPdf:
    """What PDF conversion produced for one file.

    ``title`` is the first page's layout title, or the PDF's metadata title
    when the two agree or the layout finds none; ``other_title`` is the
    metadata title when it disagreed.  ``abstract`` and ``authors`` come from
    the first page of the paper (after any repository cover page);
    ``authors`` falls back to the metadata's.  ``abstract_inferred``: no
    "Abstract" heading introduced it.  ``page_errors`` lists pages that could
    not be read as ``(page number, reason)``; the rest of the paper is kept.
    """

    pages: tuple[Page, ...]
    title: str = ""
    abstract: str = ""
    authors: tuple[str, ...] = ()
    other_title: str = ""
    abstract_inferred: bool = False
    created: date | None = None
    modified: date | None = None
    page_count: int = 0
    page_errors: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class Chunk:
    """A passage of a paper, the unit of chunk-level search.

    ``char_start``/``char_end`` are offsets into the paper's full text (pages
    joined by ``"\\n\\n"``); ``page_start``/``page_end`` are 1-based pages.
    ``language``: the ISO 639-1 code of the chunk's language (``en``, ``de``; see
    :mod:`tapyre_paper_search.language`), ``""`` where it was not detected
    (chunks stored before languages were).
    """

    paper_id: str
    index: int
    text: str
    page_start: int
    page_end: int
    char_start: int
    char_end: int
    token_count: int
    language: str = ""


@dataclass
class PaperRecord:
    """A paper as stored: metadata, where it came from and its chunks."""

    metadata: PaperMetadata
    content_hash: str
    locator: str
    page_count: int = 0
    chunks: list[Chunk] = field(default_factory=list)
