"""A dropped capital opening the abstract (abs68, ``dropcap``).

The abstract's first letter set three lines tall beside its first lines was a line of
its own in large type: it ended the abstract as a larger heading would (read empty),
and the first word lost its letter.  ``undropped`` joins the letter to the line it
opens.  Line-level tests (the join, "A" before an English word, the lines beside it
moved to its edge; controls: a large letter beside one line, a letter over the text, a
lower-case or small letter) and one small PDF that fails on the base.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from front67_pdfs import BODY, BOLD, write_front
from reportlab.platypus import Flowable, Paragraph
from reportlab.platypus.flowables import ImageAndFlowables
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.dropcap import undropped
from tapyre_paper_search.pdf.lines import Line, PageLines

_ROWS = (
    "n this study we checked field records",
    "kept by hand at four sites over ten",
    "years and found errors in most of them.",
    "The errors were small but frequent.",
)


def _page(cap: str = "I", size: float = 34.0, beside: int = 3, x0: float = 102.0) -> PageLines:
    lines = [Line(cap, size, False, False, False, 72.0, 100.0, 96.0, 100.0 + size, 0)]
    for i, text in enumerate(_ROWS):
        left = x0 if i < beside else 72.0
        top = 102.0 + 12 * i
        lines.append(Line(text, 10.0, False, False, False, left, top, 400.0, top + 10, 1))
    return PageLines(tuple(lines), 612.0, 792.0)


def test_the_capital_opens_its_word_and_the_lines_beside_take_its_edge() -> None:
    lines = undropped(_page()).lines
    assert lines[0].text == "In this study we checked field records"
    assert [ln.x0 for ln in lines] == [72.0] * 4
    assert len(lines) == 4


def test_a_wide_letters_box_reaching_into_the_text() -> None:
    lines = undropped(_page("W", x0=93.0)).lines  # the box ends at 96
    assert lines[0].text == "Wn this study we checked field records"


def test_a_one_letter_word_before_a_word_keeps_its_space() -> None:
    assert undropped(_page("A")).lines[0].text.startswith("An this")  # "n" is no word: joined
    page = _page("A")
    rows = (replace(page.lines[1], text="new method for field records"), *page.lines[2:])
    lines = undropped(PageLines((page.lines[0], *rows), 612.0, 792.0)).lines
    assert lines[0].text.startswith("A new method")


@pytest.mark.parametrize(
    "page",
    [
        _page(beside=1),  # beside one line only (a section's letter)
        _page(size=14.0),  # not large
        _page("i"),  # no capital
        _page(x0=72.0, beside=0),  # over the text, not beside it
    ],
)
def test_controls(page: PageLines) -> None:
    assert undropped(page) is page


class _Capital(Flowable):  # type: ignore[misc]  # (ReportLab ships no types)
    def __init__(self) -> None:
        super().__init__()
        self.width, self.height = 26.0, 31.0

    def _restrictSize(self, _w: float, _h: float) -> tuple[float, float]:
        return self.width, self.height

    def _unRestrictSize(self) -> None:
        return None

    def draw(self) -> None:
        self.canv.setFont("Times-Roman", 34)
        self.canv.drawString(0, 4, "I")  # narrow: set apart from the text


@pytest.fixture(scope="module")
def dropped_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    text = (
        "n many studies hand-kept field records carry errors that reach later analyses. "
        "We checked the records of four sites over ten years against the instruments' "
        "own logs and found an error in one entry of twenty, most of them small slips "
        "of the pen that simple checks would catch before the data are used."
    )
    flow: list[Flowable] = [
        Paragraph("Abstract", BOLD),
        ImageAndFlowables(
            _Capital(), [Paragraph(text, BODY)], imageRightPadding=3, imageSide="left"
        ),
        Paragraph("Keywords: records, errors", BODY),
        Paragraph("1. Introduction", BOLD),
        Paragraph("Field records are kept by hand in most of the sciences.", BODY),
    ]
    return write_front(tmp_path_factory.mktemp("dropcap") / "dropcap.pdf", flow)


def test_the_abstract_reads_whole_under_its_dropped_capital(dropped_pdf: Path) -> None:
    abstract = extract_pdf(dropped_pdf, max_pages=1, tables=False).abstract
    assert abstract.startswith("In many studies hand-kept field records carry errors")
    assert abstract.endswith("before the data are used.")
