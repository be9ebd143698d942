"""A one-page PDF of text lines drawn with PyMuPDF, read back by ``extract_pdf``
(shared by the line-end hyphen tests; words53)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.normalize import normalize_text


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


# A plain word split at a line end: the text hyphenates (TeX's), so the rules that ask
# whether the document splits words apply (hyph56; the same text as hyph54's, hyph55's).
HYPHENATING_OPENING = "The infor-\nmation was read. "


def read_after_hyphenation(text: str) -> str:
    """``text`` normalised after :data:`HYPHENATING_OPENING`, the opening cut off."""
    read = normalize_text(HYPHENATING_OPENING + text)
    return read.removeprefix("The information was read. ")
