"""review114 on front37: an editor's header column, a mark's bracket before a comma,
a dated piece of a reading-time line.

Each non-control test fails on front37's merge 8f16c90f: a flush-right column
"Editor" / "Maria Santos" / "University of Porto" / "May 2021" over a plain title named
the editor as the author; an AIP-style byline "Ann Lee1,a), Bo Chen2" lost "Ann Lee"
(the mark's "a)" was read as the closed tail of a wrapped place); a meta line "Ann Lee ·
Updated May 4 · 5 min read" named "Updated May", and "Ann Lee · Machine Learning · 5
min read" named "Machine Learning".  The controls pass on both.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.linepieces import pieces
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE
from test_pdf_front_matter_front36 import _post
from test_pdf_front_matter_front37 import _draft


def test_an_editors_header_column_names_nobody(tmp_path: Path) -> None:
    right = ["Editor", "Maria Santos", "University of Porto", "May 2021"]
    pdf = extract_pdf(_draft(tmp_path / "e.pdf", right), max_pages=2)
    assert pdf.title == TITLE
    assert "Maria Santos" not in pdf.authors


def test_an_academic_editor_over_a_date_names_nobody(tmp_path: Path) -> None:
    right = ["Academic Editor", "Maria Santos", "June 2021"]
    pdf = extract_pdf(_draft(tmp_path / "a.pdf", right), max_pages=2)
    assert "Maria Santos" not in pdf.authors


def test_a_memos_addressee_column_names_nobody(tmp_path: Path) -> None:
    right = ["To: Maria Santos", "Karl Weber", "Geneva", "12 March 2021"]
    pdf = extract_pdf(_draft(tmp_path / "m.pdf", right), max_pages=2)
    assert "Karl Weber" not in pdf.authors


def test_a_drafts_header_column_still_names_its_people(tmp_path: Path) -> None:
    """Control (passes on both): front37's own header column."""
    right = ["Ann Lee", "Institute of Limnology", "Bo Chen", "Centre for Soil Research", "May 2025"]
    pdf = extract_pdf(_draft(tmp_path / "d.pdf", right), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_a_marks_bracket_keeps_the_name_before_it() -> None:
    assert names_in_line("Ann Lee1,a), Bo Chen2") == ["Ann Lee", "Bo Chen"]
    assert "Ann Lee" in pieces("Ann Lee1,a), Bo Chen2")


def test_a_star_marks_bracket_keeps_the_name_before_it() -> None:
    assert any("Ann Lee" in piece for piece in pieces("Ann Lee*), Bo Chen"))


def test_a_nested_aside_keeps_the_name_before_it() -> None:
    assert any("Ann Lee" in piece for piece in pieces("Ann Lee (MIT (CSAIL)), Bo Chen"))


def test_a_wrapped_places_tail_is_still_dropped() -> None:
    """Control (passes on both): front37's wrapped aside."""
    assert pieces("Linguistics), Eva Roth (Centre for Soil Research)") == ["Eva Roth"]
    assert pieces("Ann Lee (Institute of Limnology), Bo Chen (Division of") == [
        "Ann Lee",
        "Bo Chen",
    ]


def test_a_dated_piece_of_a_reading_time_line_is_no_name(tmp_path: Path) -> None:
    meta = "Ann Lee \u00b7 Updated May 4 \u00b7 5 min read"
    pdf = extract_pdf(_post(tmp_path / "u.pdf", meta), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee",)


def test_an_aip_byline_page_keeps_every_author(tmp_path: Path) -> None:
    """A byline with AIP's marks "1,a)" set in the text's size."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 60, 523, 130), TITLE, fontsize=16, fontname="hebo")
    page.insert_text((72, 150), "Ann Lee1,a), Bo Chen2 and Eva Roth1", fontsize=11)
    page.insert_text((72, 170), "1Institute of Limnology, Berlin, Germany", fontsize=9)
    page.insert_text((72, 182), "2Centre for Soil Research, Porto, Portugal", fontsize=9)
    page.insert_text((72, 210), "Abstract", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 218, 523, 330), ABSTRACT, fontsize=9)
    page.insert_text((72, 360), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 370, 523, 800), BODY, fontsize=9)
    path = tmp_path / "aip.pdf"
    doc.save(path)
    doc.close()
    assert "Ann Lee" in extract_pdf(path, max_pages=2).authors


def test_a_topic_after_the_name_in_a_reading_time_line_is_no_name(tmp_path: Path) -> None:
    meta = "Ann Lee \u00b7 Machine Learning \u00b7 5 min read \u00b7 3 May 2021"
    pdf = extract_pdf(_post(tmp_path / "t.pdf", meta), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee",)


def test_names_cut_apart_by_bars_still_read(tmp_path: Path) -> None:
    """Control (passes on both): front37's bars, a name without a common given name."""
    meta = "Ann Lee | Wei Zhang | Karl Weber | 8 min read"
    pdf = extract_pdf(_post(tmp_path / "b.pdf", meta), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Wei Zhang", "Karl Weber")


def test_a_submitted_to_column_names_nobody(tmp_path: Path) -> None:
    right = ["Submitted to", "Maria Santos", "University of Porto", "May 2021"]
    pdf = extract_pdf(_draft(tmp_path / "s.pdf", right), max_pages=2)
    assert "Maria Santos" not in pdf.authors
