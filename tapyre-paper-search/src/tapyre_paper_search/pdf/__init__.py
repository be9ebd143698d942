"""PDF conversion: page texts, metadata, first-page title and abstract.

``extract_pdf`` imports PyMuPDF on first call, so importing this package stays
light.
"""

from tapyre_paper_search.pdf.extract import (
    DEFAULT_MAX_BYTES,
    MAX_PAGE_CHARS,
    extract_pdf,
    parse_pdf_date,
)
from tapyre_paper_search.pdf.layout import title_and_abstract
from tapyre_paper_search.pdf.normalize import normalize_inline, normalize_text

__all__ = [
    "DEFAULT_MAX_BYTES",
    "MAX_PAGE_CHARS",
    "extract_pdf",
    "normalize_inline",
    "normalize_text",
    "parse_pdf_date",
    "title_and_abstract",
]
