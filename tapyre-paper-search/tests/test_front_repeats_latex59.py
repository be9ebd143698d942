"""Round 59, LaTeX front matter: pages that only repeat the front matter before the paper.

A submission system's preprint opens with a "Graphical Abstract" page (the label in
large bold, the title in bold at the body's size, the names, a framed diagram) and a
"Highlights" page (the label, the title and names again, four bullets); only page 3
sets the paper: the title in display type, the names, the places and the abstract.
A single such page was skipped already (:mod:`~tapyre_paper_search.pdf.cover`: it repeats
the next page's title); with two, the next page's largest line is the "Highlights"
label, not a title, so page 1 was read as the paper (latex58's held-out
``graphical-first``: title and abstract 0.000).  A run of labelled pages that repeat
the title of the first page after them is skipped
(:mod:`~tapyre_paper_search.pdf.frontrepeats`).

Controls: one highlights page in front reads as before; two labelled pages whose text
does not repeat the next page's title are the paper's own (page 1 read).  The pages are
drawn with PyMuPDF.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf

_NAMES = ", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1]
_OTHER = "Layered Video Placement on Disk Arrays"


def _graphical(page: Writer, title: str) -> None:
    """A graphical abstract: the label, ``title`` and the names, a framed diagram."""
    page.line("Graphical Abstract", 14, bold=True)
    page.space(10)
    page.line(title, 10, bold=True)
    page.line(_NAMES, 10)
    page.space(20)
    page.page.draw_rect(pymupdf.Rect(60, page.y, 535, page.y + 180), color=(0, 0, 0))
    for x, word in ((90, "Storage"), (250, "Model"), (410, "Streams")):
        page.page.insert_text((x, page.y + 95), word, fontsize=9, fontname="tiro")


def _highlights(page: Writer, title: str) -> None:
    """A highlights page: the label, ``title`` and the names, four bullets."""
    page.line("Highlights", 14, bold=True)
    page.space(10)
    page.line(title, 10, bold=True)
    page.line(_NAMES, 10)
    page.space(8)
    for point in (
        "A new account of video storage is proposed and tested.",
        "Measurements of streams are compared across several settings.",
        "The approach needs only simple and widely available tools.",
        "Results point to clear directions for larger studies.",
    ):
        page.line(f"\u2022 {point}", 10, x=70)


def _paper(page: Writer) -> None:
    """The paper's first page: the title in display type, the names, the place, the
    abstract under its heading, then the body's first section."""
    page.line(TITLE, 17, bold=True)
    page.space(8)
    page.line(_NAMES, 11)
    page.line("Department of Electrical Engineering, Stanford University", 9, italic=True)
    page.space(14)
    page.line("ABSTRACT", 10, bold=True)
    page.paragraph(ABSTRACT)
    page.space(8)
    page.line("1 Introduction", 12, bold=True)
    while page.y < 700:
        page.paragraph(BODY)


def _write(path: Path, fronts: tuple[Callable[[Writer], None], ...]) -> ExtractedPdf:
    """``fronts`` a page each, then the paper's first page and a page of its body."""
    doc = pymupdf.open()
    for front in (*fronts, _paper):
        front(Writer(doc.new_page(width=595, height=842)))
    last = Writer(doc.new_page(width=595, height=842))
    last.line("2 Methods", 12, bold=True)
    while last.y < 700:
        last.paragraph(BODY)
    doc.save(path)
    return extract_pdf(path, max_pages=len(fronts) + 2, tables=False)


def test_a_graphical_abstract_and_highlights_before_the_paper_are_skipped(
    tmp_path: Path,
) -> None:
    pdf = _write(
        tmp_path / "two.pdf",
        (lambda p: _graphical(p, TITLE), lambda p: _highlights(p, TITLE)),
    )
    assert pdf.title == TITLE
    assert list(pdf.authors) == list(AUTHORS)
    assert pdf.abstract.startswith("We study how a video server")
    assert pdf.abstract.endswith("grows only slowly with the load.")


def test_highlights_before_a_graphical_abstract_are_skipped_too(tmp_path: Path) -> None:
    pdf = _write(
        tmp_path / "swapped.pdf",
        (lambda p: _highlights(p, TITLE), lambda p: _graphical(p, TITLE)),
    )
    assert pdf.title == TITLE
    assert pdf.abstract.startswith("We study how a video server")


def test_one_highlights_page_in_front_reads_as_before(tmp_path: Path) -> None:
    pdf = _write(tmp_path / "one.pdf", (lambda p: _highlights(p, TITLE),))
    assert pdf.title == TITLE
    assert pdf.abstract.startswith("We study how a video server")


def test_labelled_pages_not_repeating_the_title_are_the_papers_own(tmp_path: Path) -> None:
    pdf = _write(
        tmp_path / "own.pdf",
        (lambda p: _graphical(p, _OTHER), lambda p: _highlights(p, _OTHER)),
    )
    assert pdf.title != TITLE
