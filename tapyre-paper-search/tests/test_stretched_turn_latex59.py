"""Round 59, LaTeX front matter: an abstract's last stretched row over a permission block.

A conference paper's abstract fills its first column down to a ruled permission and
copyright block at the column's foot, set smaller, and goes on at the top of the second
column.  Set justified in a narrow column (``\\sloppy``), the abstract's last row there
may be stretched so wide that PyMuPDF reads each of its words as a line of its own: the
abstract's last line was its last word alone ("measured", at the column's right edge),
and the block under the row, ending left of that word, was taken for no part of its
column, so the next column's top was never looked at (latex58's ``permission-foot``,
abstract 0.991; a train paper lost its last two sentences).  The abstract's last row is
its row whole (:mod:`~tapyre_paper_search.pdf.abstractrow`).

Control: the same page with the last row set plainly reads the same abstract on both
sides.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import AUTHORS, BODY, TITLE, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_FIRST = (
    "The electronic transport properties and switching mechanism of single photochromic "
    "molecules sandwiched between two gold surfaces with closed and open configurations "
    "are investigated by a fully self-consistent method. The calculated transmission "
    "spectra of two configurations are strikingly distinctive. The open form lacks any "
    "significant transmission peak within a wide energy window, while the closed "
    "structure has two significant peaks on both sides of the Fermi level. The on-off "
    "ratio of currents between the closed and open configurations is about two orders of "
    "magnitude, which reproduces the essential"
)
_ROW = ("features", "of", "the", "experimental", "measured")
_SECOND = (
    "results. Moreover, we find that the switching behavior within a wide bias voltage "
    "window is extremely robust to both substituting atoms and varying end anchoring atoms."
)
_NOTICE = (
    "Permission to make digital or hard copies of all or part of this work for personal "
    "or classroom use is granted without fee provided that copies are not made or "
    "distributed for profit or commercial advantage. Abstracting with credit is permitted."
)


def _front(page: Writer, *, stretched: bool) -> None:
    page.line(TITLE, 16, bold=True, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 10, centred=True)
    page.space(14)
    top = page.y
    page.line("ABSTRACT", 12, bold=True)
    for row in wrapped(_FIRST, 10, 220):
        page.line(row, 10)
    page.y += 12.5
    if stretched:  # the row spread wide, each word a line of its own (ending where no
        # other line does: the reader does not join its pieces back into one line)
        gap = (226 - sum(pymupdf.get_text_length(w, "tiro", 10) for w in _ROW)) / 4
        x = 60.0
        for word in _ROW:
            page.page.insert_text((x, page.y), word, fontsize=10, fontname="tiro")
            x += pymupdf.get_text_length(word, "tiro", 10) + gap
    else:
        page.page.insert_text((60, page.y), " ".join(_ROW), fontsize=10, fontname="tiro")
    page.y = 640.0
    page.page.draw_line((60, page.y), (150, page.y))
    for row in wrapped(_NOTICE, 8, 220):
        page.line(row, 8)
    page.line("https://doi.org/10.1145/3316781", 8)
    page.y = top
    for row in wrapped(_SECOND, 10, 220):
        page.line(row, 10, x=320)
    page.space(14)
    page.line("1 Introduction", 12, bold=True, x=320)
    while page.y < 740:
        for row in wrapped(BODY, 10, 220):
            page.line(row, 10, x=320)


def _abstract(tmp_path: Path, *, stretched: bool) -> str:
    doc = pymupdf.open()
    _front(Writer(doc.new_page(width=595, height=842)), stretched=stretched)
    second = Writer(doc.new_page(width=595, height=842))
    second.line("2 Methods", 12, bold=True)
    second.paragraph(BODY)
    path = tmp_path / "turn.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=2, tables=False).abstract


def test_a_stretched_last_row_goes_on_past_the_block_at_the_foot(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path, stretched=True)
    assert "the essential features of the experimental measured results. Moreover" in abstract
    assert abstract.endswith("varying end anchoring atoms.")


def test_a_plain_last_row_goes_on_as_before(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path, stretched=False)
    assert abstract.endswith("varying end anchoring atoms.")
