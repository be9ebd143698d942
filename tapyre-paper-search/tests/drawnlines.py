"""A one-page PDF of text lines drawn with PyMuPDF, read back by ``extract_pdf``
(shared by the line-end hyphen tests; words53)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf


def drawn_text(path: Path, lines: Sequence[str], *, extra: Sequence[tuple[float, str]] = ()) -> str:
    """Draw ``lines`` (Times, 10 pt, 14 pt apart) on one page saved at ``path``, and
    give the page's text as ``extract_pdf`` reads it, white space run together.
    ``extra``: further lines drawn at their own heights (points from the top)."""
    document = pymupdf.open()
    page = document.new_page()
    placed = [(100 + 14 * number, line) for number, line in enumerate(lines)]
    for top, line in (*placed, *extra):
        page.insert_text((72, top), line, fontsize=10, fontname="tiro")
    document.save(path)
    document.close()
    return " ".join(extract_pdf(path).pages[0].text.split())
