"""Front matter of front40's train styles: a policy brief whose short summary stands
under a bold "Key messages" (or "Key findings", "Key points") in the wide column beside
a narrow "Authors" column, with no "Abstract" heading anywhere.

Fail on main 98372058: the brief's summary under "Key messages", "Key findings" and "Key
points" (nothing was read: a short summary beside a one-name column scores too low as a
headingless abstract), a structured abstract under "Extended abstract" (nothing read).
Controls (pass on both): the same page with a real "Abstract" heading, a "Key points"
box over the paper's own "Abstract", "Key findings" opening a sentence of the body, a
"Key messages" section heading after the introduction's running text, bold structure
labels without a stop under "Abstract", and "Extended Abstract" as a subtitle over the
names with the paper's own "Abstract" below.
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


_PARTS = (("Context", "Wind mixes a small boreal lake sooner each spring."),
          ("Design, setting, and participants", "Ten lakes were sampled from 1990 to 2020."),
          ("Results", "Warming of the surface water now starts two weeks earlier."),
          ("Conclusions", "Shorter ice cover brings the lake's spring forward."))  # fmt: skip


def _structured(path: Path, heading: str, *, subtitle: str = "") -> Path:
    """The title, ``subtitle`` (or none) and a byline, ``heading`` over a structured
    summary whose bold labels run on in roman with no stop, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(54, 40, 557, 110), TITLE, fontsize=18, fontname="hebo")
    y = 120.0
    if subtitle:
        page.insert_text((54, y), subtitle, fontsize=12, fontname="hebo")
        y += 20
    page.insert_text((54, y), "Ann Lee, Bo Chen and Karl Weber", fontsize=11)
    page.insert_text((54, y + 30), heading, fontsize=11, fontname="hebo")
    y += 48
    for label, text in _PARTS:  # the label and three words on a line, the rest under it
        words = text.split(" ")
        first, rest = " ".join(words[:3]), " ".join(words[3:])
        page.insert_text((54, y), label, fontsize=10, fontname="hebo")
        width = pymupdf.get_text_length(label + " ", fontname="hebo", fontsize=10)
        page.insert_text((54 + width, y), first, fontsize=10)
        page.insert_text((54, y + 12), rest, fontsize=10)
        y += 28
    page.insert_text((54, y + 20), "Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, y + 30, 557, 800), BODY, fontsize=10)
    return _save(page, path)


_WHOLE = " ".join(f"{label} {text}" for label, text in _PARTS)


def test_an_extended_abstract_heading_heads_the_whole_structured_abstract(
    tmp_path: Path,
) -> None:
    """Fails on main: under "Extended abstract" only a part was read."""
    pdf = extract_pdf(_structured(tmp_path / "e.pdf", "Extended abstract"), max_pages=2)
    assert pdf.abstract == _WHOLE


def test_bold_labels_without_a_stop_run_through_the_abstract(tmp_path: Path) -> None:
    """Control (passes on both here; the LibreOffice brief's wrapped label lines ended it
    on main, see docs/pdf-log.md front40): bold labels with no stop under "Abstract"."""
    pdf = extract_pdf(_structured(tmp_path / "a.pdf", "Abstract"), max_pages=2)
    assert pdf.abstract == _WHOLE


def test_an_extended_abstract_subtitle_over_the_names_heads_nothing(tmp_path: Path) -> None:
    """Control: "Extended Abstract" under the title over the names, the paper's own
    "Abstract" below: the abstract is that one's."""
    pdf = extract_pdf(
        _structured(tmp_path / "s.pdf", "Abstract", subtitle="Extended Abstract"), max_pages=2
    )
    assert pdf.abstract == _WHOLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Karl Weber")
