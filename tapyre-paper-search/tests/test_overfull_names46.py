"""An overfull line in a column's paragraph keeps the columns apart in reading order
(:mod:`tapyre_paper_search.pdf.overfull`, names46).

t46 latex acmart-sigconf: a long word ("TGC(met)CGC") set overfull ran the abstract's
line into the gutter, the two columns were read as one region, and the right column's
text under the "ABSTRACT" heading's row was read as the abstract (0.28).  Pages drawn
with PyMuPDF's TextWriter (justified base-14 Times)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

_LEFT = (
    "In the mouse the zinc finger protein binds a methylated target sequence through "
    "its first and second fingers, and the human protein binds the same sequence through "
    "its third and fourth fingers, which we show by binding assays on mutant forms."
)
_OVER = "which recognizes the methylated TGC(met)CGC(met)TGC(met)CGCATG"
_FITS = "recognizes the methylated target"
_RIGHT = (
    "between the patient and control groups. We examined the correlations between the "
    "microstructure abnormalities of white matter and symptom severity, age of onset and "
    "duration of illness, respectively. "
) * 3


def _page(path: Path, middle: str) -> Path:
    """A title, a name, "ABSTRACT" over the left column's paragraph (``middle`` one of
    its lines, set by hand after five justified ones) and the right column's text
    from the heading's row down."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    times = pymupdf.Font("tiro")
    top = pymupdf.TextWriter(page.rect)
    top.append((120, 90), "Binding of Zinc Finger Proteins", font=pymupdf.Font("tibo"), fontsize=16)
    top.append((250, 120), "Ann Lee", font=times, fontsize=11)
    top.write_text(page)
    page.insert_text((54, 160), "ABSTRACT", fontsize=11, fontname="tibo")
    left = pymupdf.TextWriter(page.rect)
    first = pymupdf.Rect(56, 163, 294, 229)
    left.fill_textbox(first, f"{_LEFT} {_LEFT}", font=times, fontsize=9, align=3)
    left.append((56, 232.6), middle, font=times, fontsize=9)
    rest = pymupdf.Rect(56, 235.5, 294, 284)
    left.fill_textbox(rest, _LEFT, font=times, fontsize=9, align=3)
    left.write_text(page)
    right = pymupdf.TextWriter(page.rect)
    right.fill_textbox(pymupdf.Rect(318, 152, 558, 300), _RIGHT, font=times, fontsize=9, align=3)
    right.write_text(page)
    page.insert_text((54, 310), "1 Introduction", fontsize=11, fontname="tibo")
    doc.save(path)
    doc.close()
    return path


def _expected(middle: str) -> str:
    """The left column's text as the reader joins it: the first box's five lines end
    inside the paragraph's second copy (after "target")."""
    return (
        f"{_LEFT} In the mouse the zinc finger protein binds a methylated target {middle} {_LEFT}"
    )


def test_an_overfull_line_keeps_the_abstract_in_its_column(tmp_path: Path) -> None:
    """The left column's line runs 32 pt past its edge into the gutter (the right
    column 24 pt off): the abstract is the left column's paragraph, not the right
    column's text beside the heading."""
    got = extract_pdf(_page(tmp_path / "over.pdf", _OVER))
    assert got.abstract == _expected(_OVER)


def test_control_a_paragraph_without_an_overfull_line_reads_as_before(tmp_path: Path) -> None:
    """Control: the same page with the line fitting its column."""
    got = extract_pdf(_page(tmp_path / "fits.pdf", _FITS))
    assert got.abstract == _expected(_FITS)


class _L:
    """A line's box (the fields :func:`overfull.box` reads)."""

    def __init__(self, x0: float, y0: float, x1: float) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y0 + 10


def test_a_paragraphs_box_ends_at_its_justified_edge() -> None:
    """Six lines justified to 294 and one run to 319: the box ends at 294; a line two
    points short of the edge is still the edge's."""
    from tapyre_paper_search.pdf.overfull import box

    ends = (294, 319, 294, 292.5, 294, 294, 150)
    lines = [_L(54, 100 + 11 * k, end) for k, end in enumerate(ends)]
    assert box(lines) == (54, 100, 294, 176)


def test_an_authors_card_and_a_ragged_paragraph_keep_their_bounds() -> None:
    """An author's card (three lines: a name, a mail and a place, the middle one
    wider) and a ragged paragraph (no three lines at one edge) keep their bounds;
    so does a paragraph whose line runs past its edge by more than 15 % of its width
    (a line of another block, not an overfull one)."""
    from tapyre_paper_search.pdf.overfull import box

    card = [_L(72, 100, 160), _L(60, 111, 240), _L(80, 122, 150)]
    assert box(card) == (60, 100, 240, 132)
    ragged = [_L(54, 100 + 11 * k, end) for k, end in enumerate((280, 294, 270, 319, 288))]
    assert box(ragged) == (54, 100, 319, 154)
    far = [_L(54, 100 + 11 * k, end) for k, end in enumerate((294, 294, 294, 360, 294))]
    assert box(far) == (54, 100, 360, 154)
