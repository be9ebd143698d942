"""review147 on front41b: a subtitle under the title is no byline with marks; a table
of co-authors under the first author keeps its names.

front41b's ``markedbyline`` took digits glued to a word ("Lee1,2") as a name's mark
wherever they stood, so a subtitle naming a satellite or a model ("Sentinel2 Imagery")
right under the title became an author ("Sentinel Imagery"); 5960f4c1 read only the
byline.  A name's glued mark closes its name: one followed by another word of the same
piece is no mark.

front41b's ``tableunder`` cut every table under a line naming people, so a first
author's line over a "Co-author | Institution" table lost the co-authors (5960f4c1 read
them, with "ETH Zurich" too); under a head of the authors' column only the other
columns go now.  Tests not labelled as controls fail on 671331d3.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.markedbyline import marked_byline
from test_pdf_front_matter_front34 import ABSTRACT, BODY
from test_pdf_front_matter_front38 import _save
from test_pdf_front_matter_front41b import _table_page
from textlines import text_line

_TITLE = "Monitoring Water Quality from Space with Deep Learning"


def _line(text: str) -> Line:
    return text_line(text, 100.0, x1=300.0)


def _subtitled_page(path: Path, subtitle: str) -> Path:
    page = pymupdf.open().new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(54, 40, 557, 90), _TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 108), subtitle, fontsize=12)
    page.insert_text((54, 130), "Ann Lee, Bo Chen", fontsize=11)
    page.insert_text((54, 155), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 163, 557, 280), ABSTRACT, fontsize=10)
    page.insert_text((54, 300), "Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 310, 557, 800), BODY, fontsize=10)
    return _save(page, path)


def test_a_subtitle_naming_a_satellite_is_no_author(tmp_path: Path) -> None:
    """671331d3: ("Sentinel Imagery", "Ann Lee", "Bo Chen"); 5960f4c1 and now the byline."""
    path = _subtitled_page(tmp_path / "s.pdf", "Sentinel2 Imagery")
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("Ann Lee", "Bo Chen")


@pytest.mark.parametrize(
    "text",
    ["Sentinel2 Imagery", "COVID19 Lockdown Effects", "ResNet50 Baseline", "GPT4 Evaluation"],
)
def test_digits_glued_inside_a_piece_are_no_names_mark(text: str) -> None:
    assert not marked_byline(_line(text))


@pytest.mark.parametrize(
    "text",
    [
        "Ann Lee1,2, Bo Chen3",
        "Ann Lee1 and Bo Chen2",
        "Ann Lee1 & Bo Chen2",
        "Ann Lee (T3.1), Bo Chen (T3.2)",
    ],
)
def test_control_glued_marks_that_close_a_name(text: str) -> None:
    """Control (front41b's bylines, read on 671331d3 and now)."""
    assert marked_byline(_line(text))


def test_a_table_of_co_authors_under_the_first_author_keeps_them(tmp_path: Path) -> None:
    """671331d3: ("Ann Lee",); 5960f4c1: ("Ann Lee", "Bo Chen", "ETH Zurich", "Cy Du")."""
    rows = [("Bo Chen", "ETH Zurich"), ("Cy Du", "University of Oslo")]
    path = _table_page(tmp_path / "c.pdf", "Ann Lee", ("Co-author", "Institution"), rows)
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("Ann Lee", "Bo Chen", "Cy Du")


def test_control_a_table_of_reviewers_under_the_byline_still_goes(tmp_path: Path) -> None:
    """Control (front41b's table, cut on 671331d3 and now)."""
    rows = [("Karl Weber", "Reviewer"), ("Eva Berg", "Editor")]
    path = _table_page(tmp_path / "r.pdf", "Ann Lee and Bo Chen", ("Name", "Role"), rows)
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("Ann Lee", "Bo Chen")
