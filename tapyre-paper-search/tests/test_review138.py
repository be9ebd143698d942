"""review138 on front40's key-messages heading and bold structure labels.

Fail on d8164217 (front40 merged): a structured abstract ran on into the body's bold
run-in "Introduction"/"Background" after a paragraph break (front40's bold label
skipped the wide-gap end; d75c0024 ended it there), and a medical paper's "Key Points"
box beside its headingless structured abstract ("IMPORTANCE …") was read as the
abstract (d75c0024 read the abstract).  Controls (pass before and after): a
contact-details sidebar beside a "Key messages" or "Summary" summary, a pull quote beside
a real abstract, a "Key dates" box, a "Key messages" box after "Summary", a "Note:" after
the abstract, and the shared running-text check.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE
from test_pdf_front_matter_front38 import _save
from test_pdf_front_matter_front40 import _PARTS, SUMMARY
from textlines import text_line

_INTRO = "Lakes in the north freeze every winter and thaw in spring as the days lengthen. " * 6
_CONTACT = ("Contact details", "Ann Lee, Institute of Limnology", "University of Umeå",
            "ann.lee@limno.se", "+46 90 786 50 00", "www.limno.se/briefs")  # fmt: skip
_QUOTE = ("“Calm weeks warm the", "surface quickly while", "windy weeks mix the",
          "heat down to the bottom”")  # fmt: skip


def _page() -> pymupdf.Page:
    page = pymupdf.open().new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(54, 40, 557, 110), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 120), "Ann Lee, Bo Chen and Karl Weber", fontsize=11)
    return page


def _runin(page: pymupdf.Page, y: float, bold: str, rest: str) -> None:
    page.insert_text((54, y), bold, fontsize=10, fontname="hebo")
    width = pymupdf.get_text_length(bold + " ", fontname="hebo", fontsize=10)
    page.insert_text((54 + width, y), rest, fontsize=10)


def _structured(path: Path, opening: str, *, colon: bool, gap: float) -> Path:
    """ "Abstract" over bold labels (with a colon or none) run in, ``gap`` points more
    under the last part, then the body opening with ``opening`` in bold run in."""
    page = _page()
    page.insert_text((54, 150), "Abstract", fontsize=11, fontname="hebo")
    y = 168.0
    for label, text in _PARTS:
        words = text.split(" ")
        _runin(page, y, label + (":" if colon else ""), " ".join(words[:3]))
        page.insert_text((54, y + 12), " ".join(words[3:]), fontsize=10)
        y += 24
    y += gap
    _runin(page, y, opening, "Lakes in the north freeze every winter and thaw in spring as")
    page.insert_textbox(pymupdf.Rect(54, y + 3, 557, 800), "the days lengthen. " + _INTRO)
    return _save(page, path)


def _whole(colon: bool) -> str:
    return " ".join(f"{label}{':' if colon else ''} {text}" for label, text in _PARTS)


@pytest.mark.parametrize("opening", ["Introduction", "Background"])
@pytest.mark.parametrize("colon", [False, True])
def test_a_bold_label_after_a_paragraph_break_opens_the_body(
    tmp_path: Path, opening: str, colon: bool
) -> None:
    """Fails on d8164217: the abstract ran on through the introduction."""
    pdf = extract_pdf(_structured(tmp_path / "s.pdf", opening, colon=colon, gap=30), max_pages=2)
    assert pdf.abstract == _whole(colon)


def test_a_note_after_a_paragraph_break_opens_the_body(tmp_path: Path) -> None:
    """Control: "**Note:** …" is no label."""
    pdf = extract_pdf(_structured(tmp_path / "n.pdf", "Note:", colon=False, gap=30), max_pages=2)
    assert pdf.abstract == _whole(False)


_JAMA = (
    ("IMPORTANCE", "Wind mixes small boreal lakes sooner each spring as their ice shortens."),
    ("OBJECTIVE", "To relate the spring warming of ten lakes to the wind over the water."),
    ("DESIGN, SETTING, AND PARTICIPANTS", "Ten lakes were sampled every hour from 1990."),
    ("RESULTS", "Warming of the surface water now starts two weeks earlier than it did."),
    ("CONCLUSIONS AND RELEVANCE", "Shorter ice cover brings the spring of the lakes forward."),
)
_BOX = (
    "Question Does the wind warm a small lake sooner in spring? Findings In this study of "
    "ten lakes, the surface warmed two weeks earlier. Meaning Shorter ice cover moves the "
    "spring forward."
)


def test_a_key_points_box_beside_a_headingless_structured_abstract_is_not_it(
    tmp_path: Path,
) -> None:
    """Fails on d8164217 (the box was read); a medical paper: no "Abstract" heading, its
    capital labels run in on the left, the "Key Points" box on the right."""
    page = _page()
    page.insert_text((400, 150), "Key Points", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(400, 158, 560, 330), _BOX, fontsize=8)
    y = 150.0
    for label, text in _JAMA:
        width = pymupdf.get_text_length(label + " ", fontname="hebo", fontsize=9)
        page.insert_text((54, y), label, fontsize=9, fontname="hebo")
        page.insert_textbox(pymupdf.Rect(54 + width, y - 7, 374, y + 40), text, fontsize=9)
        y += 42
    page.insert_text((54, 380), "Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 390, 557, 800), BODY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "j.pdf"), max_pages=2)
    assert pdf.abstract.startswith("IMPORTANCE Wind mixes")
    assert "Question" not in pdf.abstract


def _sidebar(path: Path, heading: str, side: tuple[str, ...]) -> Path:
    """``heading`` over the summary in the left column, ``side`` (its first line bold)
    beside it on the right, then the body."""
    page = pymupdf.open().new_page(width=595, height=842)
    page.insert_text((54, 60), "POLICY BRIEF", fontsize=9)
    page.insert_textbox(pymupdf.Rect(54, 66, 557, 140), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 145), "Ann Lee, Bo Chen", fontsize=11)
    page.insert_text((54, 170), heading, fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 178, 360, 260), SUMMARY, fontsize=10)
    for i, text in enumerate(side):
        page.insert_text((400, 170 + 12 * i), text, fontsize=9, fontname="helv" if i else "hebo")
    page.insert_text((54, 290), "Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 300, 557, 800), BODY, fontsize=10)
    return _save(page, path)


@pytest.mark.parametrize(
    ("heading", "side"),
    [
        ("Key messages", _CONTACT),
        ("Summary", _CONTACT),
        ("Abstract", _QUOTE),
        ("Key findings", _QUOTE),
        ("Kernaussagen", _CONTACT),
        ("Key messages", ("Key dates", "Survey from 1990 to 2020", "Report due in May 2021")),
    ],
)
def test_a_sidebar_beside_the_summary_stays_out(
    tmp_path: Path, heading: str, side: tuple[str, ...]
) -> None:
    """Controls: a contact-details sidebar, a pull quote or a "Key dates" box beside
    the summary is not merged into it."""
    pdf = extract_pdf(_sidebar(tmp_path / "b.pdf", heading, side), max_pages=2)
    assert pdf.abstract == SUMMARY
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_a_key_messages_box_after_the_summary_is_not_the_abstract(tmp_path: Path) -> None:
    """Control: "Summary" first, then a "Key messages" box: the summary's."""
    page = _page()
    page.insert_text((54, 150), "Summary", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 158, 557, 230), SUMMARY, fontsize=10)
    page.insert_text((54, 250), "Key messages", fontsize=11, fontname="hebo")
    box = "Calm weeks warm the surface quickly in every lake we measured."
    page.insert_textbox(pymupdf.Rect(54, 258, 557, 320), box, fontsize=10)
    page.insert_text((54, 340), "Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 350, 557, 800), BODY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "k.pdf"), max_pages=2)
    assert pdf.abstract == SUMMARY


def _line(text: str) -> Line:
    return text_line(text, 0.0, x0=0.0, x1=400.0)


def test_running_text_is_a_long_line_that_ends_a_sentence() -> None:
    """The shared check (summarylabel and keylabels; new in review138)."""
    from tapyre_paper_search.pdf.summarylabel import running_text

    assert running_text([_line("Lakes in the north freeze every winter and thaw in spring.")])
    assert not running_text([_line("Institute of Limnology, University of Umeå.")])
    assert not running_text([_line("Lakes in the north freeze every winter and thaw in")])


def test_a_key_points_box_beside_a_headingless_abstract_is_not_it(tmp_path: Path) -> None:
    """Fails on d8164217 (the box alone was read): a "Key points" box in the narrow left
    column beside the paper's headingless abstract, set in bold in the wide one."""
    page = _page()
    page.insert_text((54, 150), "Key points", fontsize=10, fontname="hebo")
    box = "Calm weeks warm the surface quickly. Windy weeks mix the heat down. The ice breaks."
    page.insert_textbox(pymupdf.Rect(54, 158, 214, 330), box, fontsize=8)
    page.insert_textbox(pymupdf.Rect(230, 145, 550, 330), ABSTRACT, fontsize=10, fontname="hebo")
    page.insert_text((54, 380), "Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 390, 557, 800), BODY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "h.pdf"), max_pages=2)
    assert "We measure the temperature of a small lake" in pdf.abstract
    assert not pdf.abstract.startswith("Calm weeks")


def test_an_extended_abstract_tag_over_a_venue_line_heads_nothing(tmp_path: Path) -> None:
    """Fails on d8164217 (the venue line was read as the abstract): "Extended Abstract"
    over "Presented at …", then the paper's numbered sections, no abstract heading."""
    page = _page()
    page.insert_text((54, 140), "Extended Abstract", fontsize=10, fontname="heit")
    venue = "Presented at the twelfth workshop on lake physics, Umeå, 2021"
    page.insert_text((54, 152), venue, fontsize=9, fontname="heit")
    page.insert_text((54, 180), "1 Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 188, 557, 800), ABSTRACT + " " + BODY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "v.pdf"), max_pages=2)
    assert "Presented at" not in pdf.abstract


def test_a_long_bold_label_over_one_roman_word_keeps_the_abstract_going(
    tmp_path: Path,
) -> None:
    """Guards front40's :func:`~tapyre_paper_search.pdf.runinlabel.bold_structure_label`
    (fails on d75c0024 and with that rule off): "**Design, setting, and participants**
    Population-" is a line set mostly in bold, which ended the abstract without it."""
    page = _page()
    page.insert_text((54, 150), "Abstract", fontsize=11, fontname="hebo")
    y = 168.0
    for label, text in _PARTS:
        first, rest = text.split(" ", 1)
        _runin(page, y, label, first)
        page.insert_text((54, y + 12), rest, fontsize=10)
        y += 26
    page.insert_text((54, y + 20), "Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, y + 30, 557, 800), BODY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "l.pdf"), max_pages=2)
    assert pdf.abstract == _whole(False)
