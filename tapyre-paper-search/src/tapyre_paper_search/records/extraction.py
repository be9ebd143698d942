"""What PDF conversion produces: normalised pages and the front matter found on them.

Pure data, cheap to pickle: extraction runs in worker processes (and on Ray
workers), which send these records back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from tapyre_paper_search.records._json import JsonRecord
from tapyre_paper_search.records.references import Reference

__all__ = ["PAGE_SOURCES", "ExtractedPdf", "Page", "PageSource"]

PAGE_SOURCES = ("text", "ocr", "none")
"""How a page's text was obtained: the PDF's text layer, OCR of the rendered page,
or not at all."""


@dataclass(frozen=True)
class Page(JsonRecord):
    """Normalised text of one PDF page; ``number`` starts at 1.

    ``source`` says how the text was obtained (:data:`PAGE_SOURCES`); ``note``
    says why when it was not simply the text layer: ``no-text-layer``,
    ``garbage-text-layer``, and whether OCR was unavailable or found nothing.
    """

    number: int
    text: str
    source: str = "text"
    note: str = ""


@dataclass(frozen=True)
class PageSource(JsonRecord):
    """How one page's text was obtained (a :class:`Page` without its text), as stored
    with the paper."""

    number: int
    source: str = "text"
    note: str = ""


@dataclass(frozen=True)
class ExtractedPdf(JsonRecord):
    """What PDF conversion produced for one file.

    ``title`` is the first page's layout title, or the PDF's metadata title
    when the two agree or the layout finds none; ``other_title`` is the
    metadata title when it disagreed.  ``abstract`` and ``authors`` come from
    the first page of the paper (after any repository cover page);
    ``authors`` falls back to the metadata's.  ``abstract_inferred``: no
    "Abstract" heading introduced it.  ``page_errors`` lists pages that could
    not be read as ``(page number, reason)``; the rest of the paper is kept.
    ``references`` is the parsed references list.
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
    references: tuple[Reference, ...] = ()

    @property
    def page_notes(self) -> tuple[PageSource, ...]:
        """The pages whose text did not simply come from the text layer, in page
        order: read by OCR, left empty, or unreadable (``page_errors``, noted
        ``"unreadable: <reason>"``)."""
        notes = [
            PageSource(p.number, p.source, p.note)
            for p in self.pages
            if p.source != "text" or p.note
        ]
        notes += [PageSource(n, "none", f"unreadable: {why}") for n, why in self.page_errors]
        return tuple(sorted(notes, key=lambda note: note.number))
