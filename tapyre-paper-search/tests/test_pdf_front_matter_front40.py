"""Front matter of front40's train styles: a policy brief whose short summary stands
under a bold "Key messages" (or "Key findings", "Key points") in the wide column beside
a narrow "Authors" column, with no "Abstract" heading anywhere.

Fail on main 98372058: the brief's summary (nothing was read: a short summary beside a
one-name column scores too low as a headingless abstract), "Key findings" and "Key
points" as headings.  Controls (pass on both): the same page with a real "Abstract"
heading, "Key findings" opening a sentence of the body (no heading), and a "Key
messages" section heading after the introduction's running text (no abstract).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import BODY, TITLE  # the same paper
from test_pdf_front_matter_front38 import _save

SUMMARY = (
    "Wind mixes a small boreal lake sooner each spring as its ice cover shortens. "
    "Warming of the surface water now starts two weeks earlier than it did in 1990."
)


def _brief(path: Path, heading: str, *, names: tuple[str, ...] = ("Ann Lee",)) -> Path:
    """A brief: the kind line, the bold title, then a narrow column ("Authors" over one
    name and place a pair) beside the wide one (``heading`` over the summary), then
    the body under "Introduction"."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((54, 60), "EVIDENCE SUMMARY", fontsize=9)
    page.insert_textbox(pymupdf.Rect(54, 66, 557, 140), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 150), "Authors", fontsize=9, fontname="hebo")
    y = 166.0
    for name in names:
        page.insert_text((54, y), name, fontsize=9)
        page.insert_text((54, y + 10), "Institute of Limnology", fontsize=7)
        y += 26
    page.insert_text((180, 150), heading, fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(180, 158, 420, 240), SUMMARY, fontsize=10)
    page.insert_text((54, 262), "Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 272, 557, 800), BODY, fontsize=10)
    return _save(page, path)


@pytest.mark.parametrize("heading", ["Key messages", "Key findings", "Key points"])
def test_the_summary_beside_the_authors_column_is_the_abstract(
    tmp_path: Path, heading: str
) -> None:
    """Fails on main: nothing (or the body) was read as the abstract."""
    pdf = extract_pdf(_brief(tmp_path / "b.pdf", heading), max_pages=2)
    assert pdf.title == TITLE
    assert pdf.abstract == SUMMARY
    assert tuple(pdf.authors) == ("Ann Lee",)


def test_an_abstract_heading_beside_the_column_reads_the_same(tmp_path: Path) -> None:
    """Control (passes on both): "Abstract" over the same summary."""
    pdf = extract_pdf(_brief(tmp_path / "a.pdf", "Abstract"), max_pages=2)
    assert pdf.abstract == SUMMARY


def test_a_key_points_box_over_the_abstract_heading_gives_no_abstract(tmp_path: Path) -> None:
    """Control (passes on both): a medical paper's "Key points" box (alone on its line,
    over its questions) above the paper's own "Abstract": the abstract is under that."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(54, 40, 557, 110), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 125), "Ann Lee, Bo Chen", fontsize=11)
    page.insert_text((380, 150), "Key points", fontsize=10, fontname="hebo")
    box = "Question Does wind warm a lake sooner? Findings Yes, by two weeks. Meaning Ice."
    page.insert_textbox(pymupdf.Rect(380, 158, 557, 260), box, fontsize=8)
    page.insert_text((54, 150), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 158, 360, 260), SUMMARY, fontsize=10)
    page.insert_text((54, 290), "Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 300, 557, 800), BODY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "p.pdf"), max_pages=2)
    assert pdf.abstract == SUMMARY


def test_key_findings_opening_a_sentence_heads_nothing(tmp_path: Path) -> None:
    """Control (passes on both): run in, "Key findings of …" is running text."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(54, 40, 557, 110), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 120), "Ann Lee", fontsize=11)
    page.insert_text((54, 150), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 158, 557, 230), SUMMARY, fontsize=10)
    page.insert_text((54, 262), "Introduction", fontsize=10, fontname="hebo")
    lead = "Key findings of earlier surveys are summarised below for each lake. "
    page.insert_textbox(pymupdf.Rect(54, 272, 557, 800), lead + BODY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "k.pdf"), max_pages=2)
    assert pdf.abstract == SUMMARY


def test_a_key_messages_section_after_running_text_is_no_abstract(tmp_path: Path) -> None:
    """Control (passes on both): "Key messages" heading a section after the
    introduction's running text does not make that section the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(54, 40, 557, 110), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 120), "Ann Lee", fontsize=11)
    page.insert_text((54, 150), "Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 158, 557, 400), BODY, fontsize=10)
    page.insert_text((54, 430), "Key messages", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 438, 557, 520), SUMMARY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "s.pdf"), max_pages=2)
    assert pdf.abstract != SUMMARY
