"""PDF conversion: page texts in reading order, metadata, title, authors and abstract.

Importing this package is light (no PyMuPDF, no NumPy): ``extract_pdf`` and the
front-matter reader are imported on first use.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.pdf.document import DEFAULT_MAX_BYTES, parse_pdf_date
from tapyre_paper_search.pdf.normalize import normalize_inline, normalize_text

if TYPE_CHECKING:
    from tapyre_paper_search.pdf.extract import MAX_PAGE_CHARS, extract_pdf
    from tapyre_paper_search.pdf.frontmatter import FrontMatter

__all__ = [
    "DEFAULT_MAX_BYTES",
    "MAX_PAGE_CHARS",
    "FrontMatter",
    "extract_pdf",
    "normalize_inline",
    "normalize_text",
    "parse_pdf_date",
    "title_and_abstract",
]

_LAZY = {
    "MAX_PAGE_CHARS": "tapyre_paper_search.pdf.extract",
    "extract_pdf": "tapyre_paper_search.pdf.extract",
    "FrontMatter": "tapyre_paper_search.pdf.frontmatter",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def title_and_abstract(page: Mapping[str, Any]) -> tuple[str, str]:
    """The normalised title and abstract found on a first page (PyMuPDF's
    ``get_text("dict")``; ``""`` when not found)."""
    from tapyre_paper_search.pdf.frontmatter import read_front_matter
    from tapyre_paper_search.pdf.lines import in_reading_order, page_lines

    found = read_front_matter([in_reading_order(page_lines(page))])
    return found.title, found.abstract
