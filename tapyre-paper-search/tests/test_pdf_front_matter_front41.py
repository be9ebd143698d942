"""Front matter of front41's train styles (front40's held-out ones): a newsletter's
standfirst with the byline after it as "Words: Ann Lee and Bo Chen, Place"; a brief's
summary under a key label in French, Spanish or German; a handout's summary boxed
under "At a glance" at the top of the first of two equal columns.

Fail on main a0d480bd: the "Words:" byline (nobody, or all but the first name, read),
the French key labels "Messages clés", "Points clés" (the label read into the
abstract), the "At a glance" box under a long affiliation line beside the body's
second column (main read the label with the summary, or less).  Controls (pass on
both): "Puntos clave", "Mensajes clave", "Kernbotschaften" over the drawn brief (main
reads its summary as a headingless abstract there; the table names them for the
summaries it does not), "Words by Ann Lee" (a lead already known), a "Points clés" box
in a narrow column beside a wider headingless abstract (the abstract is that, as
review138's "Key points").
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import BODY, TITLE  # the same paper
from test_pdf_front_matter_front38 import _save
from test_pdf_front_matter_front40 import SUMMARY, _brief

STANDFIRST = (
    "Wind mixes a small boreal lake sooner each spring as its ice cover shortens, and "
    "the surface water now warms two weeks earlier than it did in 1990."
)


def _newsletter(path: Path, byline: str) -> Path:
    """A newsletter's article: the section line, the bold title, the standfirst in
    large italics, a rule, then ``byline`` in small type, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((54, 60), "Research in focus", fontsize=9)
    page.insert_textbox(pymupdf.Rect(54, 70, 557, 150), TITLE, fontsize=20, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 160, 557, 230), STANDFIRST, fontsize=13, fontname="heit")
    page.draw_line((54, 236), (557, 236))
    page.insert_text((54, 250), byline, fontsize=8)
    page.insert_textbox(pymupdf.Rect(54, 270, 557, 800), BODY, fontsize=10)
    return _save(page, path)


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        ("Words: Ann Lee and Bo Chen, Institute of Limnology", ("Ann Lee", "Bo Chen")),
        ("Words: Karl Weber, Institute of Limnology", ("Karl Weber",)),
        (
            "Words: Ann Lee, Bo Chen and Karl Weber, Lake Institute",
            ("Ann Lee", "Bo Chen", "Karl Weber"),
        ),
    ],
)
def test_a_words_credit_after_the_standfirst_gives_the_names(
    tmp_path: Path, byline: str, names: tuple[str, ...]
) -> None:
    """Fails on main: nobody (or the names but the first) was read."""
    pdf = extract_pdf(_newsletter(tmp_path / "n.pdf", byline), max_pages=2)
    assert tuple(pdf.authors) == names


def test_a_words_by_credit_reads_the_same(tmp_path: Path) -> None:
    """Control (passes on both): "Words by" was a byline's lead already."""
    pdf = extract_pdf(_newsletter(tmp_path / "n.pdf", "Words by Ann Lee and Bo Chen"), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


@pytest.mark.parametrize(
    "heading", ["Messages clés", "Points clés", "Puntos clave", "Mensajes clave", "Kernbotschaften"]
)
def test_a_key_label_in_another_language_heads_the_summary(tmp_path: Path, heading: str) -> None:
    """Fails on main for the French labels (read into the abstract); the others are
    controls on this page."""
    pdf = extract_pdf(_brief(tmp_path / "b.pdf", heading), max_pages=2)
    assert pdf.abstract == SUMMARY
    assert tuple(pdf.authors) == ("Ann Lee",)


BOXED = (
    SUMMARY + " Calm springs warm it faster than windy ones, and the warming reaches the "
    "deep water a week later. We report twenty years of buoy records from three lakes "
    "and a model of the mixing that explains the earlier onset."
)
_PLACE = "Faculty of Science, Institute of Limnology, 12 Lake Road, 9037 Tromsø, Norway"


def _handout(path: Path, label: str) -> Path:
    """A two-column handout: the title and names across, then the first column opening
    with a bordered box (``label`` over the summary), the body going on in both."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(54, 50, 557, 110), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 120), "Ann Lee and Bo Chen", fontsize=11)
    page.insert_text((54, 136), _PLACE, fontsize=8)
    page.draw_rect(pymupdf.Rect(58, 150, 284, 400))
    page.insert_text((64, 166), label, fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(64, 174, 278, 396), BOXED, fontsize=10)
    page.insert_text((54, 420), "1. Introduction", fontsize=11, fontname="hebo")
    half = len(BODY) // 2
    page.insert_textbox(pymupdf.Rect(54, 430, 288, 800), BODY[:half], fontsize=10)
    page.insert_textbox(pymupdf.Rect(308, 150, 541, 800), BODY[half:], fontsize=10)
    return _save(page, path)


def test_an_at_a_glance_box_in_the_first_column_is_the_abstract(tmp_path: Path) -> None:
    """Fails on main: the label (bold, body-sized) was read with the summary as a
    headingless abstract; the affiliation line over the box keeps the overview heading's
    rule off, and the body's second column beside the label refused it as a key label."""
    pdf = extract_pdf(_handout(tmp_path / "h.pdf", "At a glance"), max_pages=2)
    assert pdf.abstract == BOXED


def test_a_narrow_points_cles_box_beside_a_wider_abstract_is_not_it(tmp_path: Path) -> None:
    """Control (passes on both): the box in a narrow column beside a headingless
    abstract in the wide one (review138's layout, its label in French)."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(54, 40, 557, 110), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 125), "Ann Lee, Bo Chen", fontsize=11)
    page.insert_text((54, 150), "Points clés", fontsize=10, fontname="hebo")
    box = "Question: does wind warm a lake sooner in the spring? Finding: yes, by two weeks."
    page.insert_textbox(pymupdf.Rect(54, 158, 214, 330), box, fontsize=8)
    abstract = SUMMARY + " " + SUMMARY.replace("small boreal", "large alpine")
    page.insert_textbox(pymupdf.Rect(230, 145, 550, 330), abstract, fontsize=10, fontname="hebo")
    page.insert_text((54, 380), "Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 390, 557, 800), BODY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "k.pdf"), max_pages=2)
    assert pdf.abstract != box
