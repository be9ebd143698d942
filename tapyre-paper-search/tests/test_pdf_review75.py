"""review75: rot26's reader rules on the layouts next to the ones they were made for.

A title's second line in italic that opens with a quoted work's name ('"Ulysses" in
the digital age') goes on the title (the pull-quote rule stops only a quotation that
runs to the line's end); a drop capital that is a word of its own ("A" beside a first
line set a word space in) is joined with a space, and a large letter beside one line
of small text (a figure's panel label) is no drop capital; a table's narrow label
column is no text column for order._bridged; a wrapped lower-case "text by …" is no
byline.  Each failed on main 0a844cd.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.order import reading_order
from tapyre_paper_search.pdf.pageread import read_front_pages

LEAD = "The regulated release of a hormone from discrete neurons onto common target sites. "


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("A reading of Joyce's", '"Ulysses" in the digital age'),
        ("Une relecture de la question", "\u00abPourquoi pas?\u00bb revisit\u00e9e"),
    ],
)
def test_a_quoted_work_in_italic_goes_on_the_title(tmp_path: Path, first: str, second: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 100), first, fontsize=19.5, fontname="helv")
    page.insert_text((57, 126), second, fontsize=19.5, fontname="tiit")
    page.insert_text((57, 160), "Osamu Goswami and Stephen C. Kovacs", fontsize=11)
    page.insert_text((57, 200), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, 210, 538, 400), LEAD * 3, fontsize=10)
    doc.save(tmp_path / "t.pdf")
    assert extract_pdf(tmp_path / "t.pdf").title == f"{first} {second}"


def _front(path: Path, draw: object) -> list[str]:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    title = "Clustering in a stochastic model of one-dimensional gas"
    page.insert_text((57, 100), title, fontsize=19.5, fontname="hebo")
    page.insert_text((57, 130), "Osamu Goswami and Stephen C. Kovacs", fontsize=11)
    assert callable(draw)
    draw(page)
    doc.save(path)
    return [line.text for line in read_front_pages(path)[0].lines]


def test_a_drop_capital_that_is_a_word_is_joined_with_a_space(tmp_path: Path) -> None:
    def draw(page: pymupdf.Page) -> None:
        page.insert_text((57, 214), "A", fontsize=50, fontname="tibo")
        # the first line a word space right of the next ones, beside the letter
        page.insert_text((100, 192), "regulated release of a hormone from", fontsize=13)
        page.insert_text((95, 208), "discrete neurons onto common target sites", fontsize=13)
        page.insert_text((95, 224), "in the brain has a central role in the", fontsize=13)
        page.insert_textbox(pymupdf.Rect(57, 232, 538, 400), LEAD * 3, fontsize=13)

    texts = _front(tmp_path / "a.pdf", draw)
    assert "A regulated release of a hormone from" in texts


def test_a_panel_label_beside_one_line_of_axis_text_is_no_drop_capital(tmp_path: Path) -> None:
    def draw(page: pymupdf.Page) -> None:
        page.insert_textbox(pymupdf.Rect(57, 170, 538, 300), LEAD * 3, fontsize=10)
        page.draw_rect(pymupdf.Rect(80, 330, 300, 480))
        page.insert_text((57, 345), "A", fontsize=16, fontname="hebo")
        page.insert_text((71, 340), "log density", fontsize=6)
        page.insert_text((57, 500), "Figure 1: Density over time.", fontsize=9)

    texts = _front(tmp_path / "p.pdf", draw)
    assert "A" in texts and "log density" in texts


def test_a_tables_label_column_is_no_column_a_row_bridges() -> None:
    """SciBERT's Table 1 (shared/data/papers/test-uu.pdf): the field labels "Bio" and
    "CS" in a narrow column beside the rows; the row "DEP …" alone between them is no
    heading in a text column, so "CS" is read after Bio's rows, before its own."""
    names = ["head", "Bio", "NER", "BC5CDR", "DEP", "CS", "SciERC", "Multi", "Average"]
    boxes = [
        (173.0, 136.7, 1021.9, 174.7),
        (173.0, 235.1, 199.0, 251.3),
        (264.0, 213.2, 300.0, 229.5),
        (264.0, 188.3, 1021.8, 273.6),
        (264.0, 279.4, 1021.8, 339.4),
        (173.0, 377.6, 195.0, 393.9),
        (264.0, 355.8, 1021.8, 416.2),
        (173.0, 432.8, 1021.8, 470.9),
        (173.0, 487.5, 1021.8, 503.8),
    ]
    order = [names[i] for i in reading_order(boxes)]
    assert order.index("DEP") < order.index("CS") < order.index("SciERC")


def test_a_wrapped_lower_case_text_by_is_no_byline() -> None:
    assert names_in_line("text by Large Language Models") == []
    assert names_in_line("Text by Ann Lee and Bo Chen") == ["Ann Lee", "Bo Chen"]
    assert names_in_line("WORDS BY Ann Lee") == ["Ann Lee"]
