"""Round 57, LaTeX front matter: an abstract whose only label is turned 90° beside it.

A framed abstract prints its label ("ABSTRACT") turned a quarter turn in the frame's
left margin, reading upwards beside its rows, and a second frame the same way for
"KEYWORDS".  Rotated text is dropped before a page's lines are read (margin stamps,
axis labels), so the abstract had no heading: with a short one (two rows) the first
section's text was read as the abstract.  A turned label that is a front-matter label
alone, with rows right beside it, is now read as the heading of the block beside it
(:mod:`~tapyre_paper_search.pdf.turnedlabels`).

Controls: a long abstract beside the same turned labels reads the same; a turned
margin stamp ("arXiv:…") and a turned "ABSTRACT" with no rows beside it stay dropped
(the abstract under them is read without a heading, as before).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, BODY, draw_rows, wrapped
from tapyre_paper_search.pdf import extract_pdf, lines

_TITLE = "Proper Holomorphic Discs in Stein Domains of Low Dimension"
_NAMES = "Bernard Coupet, Alexandre Sukhov and Alexander Tumanov"
_SHORT = (
    "We prove the existence of global discs in a strictly pseudoconvex domain in an "
    "almost complex manifold of complex dimension two."
)


def _turned(page: pymupdf.Page, x: float, bottom: float, text: str) -> None:
    """``text`` in 9-pt bold turned 90° (reading upwards), its foot at ``bottom``."""
    page.insert_text((x, bottom), text, fontsize=9, fontname="tibo", rotate=90)


def _paper(path: Path, abstract: str, *, label: str = "ABSTRACT", beside: bool = True) -> Path:
    """A title, a byline, then ``abstract`` in 9-pt rows from x 74 with ``label`` turned
    at x 65 beside its last rows (or, ``beside`` False, at the page's left edge), a
    turned "KEYWORDS" beside a keyword row, then "I. INTRODUCTION" and body text."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    draw_rows(page, 120, 64, [_TITLE], size=17, font="tibo")
    draw_rows(page, 170, 92, [_NAMES], size=10)
    rows = wrapped(abstract, 9, 470)
    end = draw_rows(page, 74, 180, rows, size=9, step=10.5)
    _turned(page, 65 if beside else 12, end - 10.5 + 2, label)
    keys = end + 60
    draw_rows(page, 74, keys, ["holomorphic discs, Stein domains, almost complex"], size=9)
    _turned(page, 65, keys + 2, "KEYWORDS")
    draw_rows(page, 256, keys + 50, ["I. INTRODUCTION"], size=9)
    draw_rows(page, 54, keys + 75, wrapped(BODY * 2, 10, 500), size=10, step=11.5)
    doc.save(path)
    return path


def test_a_short_abstract_beside_its_turned_label_is_read(tmp_path: Path) -> None:
    got = extract_pdf(_paper(tmp_path / "short.pdf", _SHORT), ocr=None)
    assert got.abstract == _SHORT
    assert not got.abstract_inferred


def test_a_turned_label_heads_the_block_beside_it(tmp_path: Path) -> None:
    with pymupdf.open(_paper(tmp_path / "short.pdf", _SHORT)) as doc:
        data = doc[0].get_text("dict")
    read = lines.page_lines(data)
    texts = [ln.text for ln in read.lines]
    at = texts.index("ABSTRACT")
    assert texts[at + 1].startswith("We prove")
    assert "KEYWORDS" in texts
    heading = read.lines[at]
    assert heading.y1 < read.lines[at + 1].y0


def test_a_long_abstract_beside_its_turned_label_reads_the_same(tmp_path: Path) -> None:
    got = extract_pdf(_paper(tmp_path / "long.pdf", ABSTRACT), ocr=None)
    assert got.abstract == ABSTRACT


def _headings(path: Path) -> list[str]:
    """The turned labels read as headings on ``path``'s first page (imported here: the
    module is new, the test above runs on the base too)."""
    from tapyre_paper_search.pdf.turnedlabels import turned_headings

    with pymupdf.open(path) as doc:
        blocks = [b for b in doc[0].get_text("dict")["blocks"] if b["type"] == 0]
    return [h[1]["spans"][0]["text"] for h in turned_headings(blocks)]


def test_a_turned_margin_stamp_is_no_heading(tmp_path: Path) -> None:
    path = _paper(tmp_path / "stamp.pdf", _SHORT, label="arXiv:0704.0124v1 [math.CV] 1 Apr 2007")
    assert _headings(path) == ["KEYWORDS"]


def test_a_turned_label_with_no_rows_beside_it_stays_dropped(tmp_path: Path) -> None:
    path = _paper(tmp_path / "away.pdf", _SHORT, beside=False)
    assert _headings(path) == ["KEYWORDS"]
