"""What PDF conversion produces: normalised pages and the front matter found on them.

Pure data, cheap to pickle: extraction runs in worker processes (and on Ray
workers), which send these records back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from tapyre_paper_search.records._json import JsonRecord

__all__ = ["ExtractedPdf", "Page"]


@dataclass(frozen=True)
class Page(JsonRecord):
    """Normalised text of one PDF page; ``number`` starts at 1."""

    number: int
    text: str


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
