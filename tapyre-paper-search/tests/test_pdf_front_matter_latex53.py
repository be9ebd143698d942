"""Round 53, LaTeX front matter (a train corpus's failures).

A byline in small capitals that the font fakes (each word's first capital at full size,
its other letters as smaller capitals glued to it) lost a name whose lower-case
particle is set all in the smaller capitals ("F" + "LORIS" + " " + "VAN" + " " + "DER" +
" C" + "UTKOSKY"): a smaller run that is glued to no capital read as an affiliation mark,
so "Floris" and "Cutkosky" fell apart and neither was taken.  A whole word in the same
small capitals, one word space after such a run and on its baseline, is now text
(:func:`~tapyre_paper_search.pdf.linenames.names_text`).

A long list of author cards (name, place, e-mail, "AND" between two cards) that fills
the first page and runs on to the next, pushing the abstract there, lost the cards
set on the next page: only the first page's names were read.  Where the first page's
last line is a dangling "AND", the names over the pushed abstract's heading join them
(:mod:`~tapyre_paper_search.pdf.carriedbyline`).

A body-size title on a page set double spaced (a review copy) lost its second row,
2.2 sizes under the first: a plain title's next row stood two sizes down at most;
on a double-spaced page it may stand as far as the page's own spacing
(:func:`~tapyre_paper_search.pdf.spacedrows.row_reach`).  A review copy's line
numbers were left in, between the title's rows, where a header line set higher than
the one under it put its number "1" under "2" (:mod:`.numberorder`).  A plain title's
second row that reads as names ("Regulates Nucleosome Positioning") goes on a first
row ending mid-phrase ("… Genes and").

Controls: a raised mark in capitals after a name in faked small capitals, or a mark
in capitals after a comma, stays a mark; with no dangling connector at the first
page's foot, names over the next page's abstract are not the paper's; on a page set
single spaced a row that far under the title stays out of it; numbers in the margin
that count down the page are no line numbers.  The pages are
drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, BODY, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.linenames import names_text
from tapyre_paper_search.pdf.linenumbers import strip_dict
from test_pdf_font_classes import _abstract_and_body, _text
from textspans import text_span


def _caps_word(page: pymupdf.Page, x: float, y: float, word: str, particle: bool) -> float:
    """``word`` in faked small capitals: all of it smaller for a particle, else its first
    capital at full size and the rest smaller."""
    if particle:
        return _text(page, (x, y), word.upper(), 8)
    x = _text(page, (x, y), word[0], 10)
    return _text(page, (x, y), word[1:].upper(), 8) if word[1:].isalpha() else x


def _byline(page: pymupdf.Page, y: float, names: tuple[str, ...]) -> None:
    """The names in faked small capitals, commas between them, "AND" before the last; the
    space inside a name is set in the smaller size, as TeX's faked small capitals set it."""
    x = 120.0
    for k, name in enumerate(names):
        if k:
            x = _text(page, (x, y), ", ", 10)
            if k == len(names) - 1:
                x = _text(page, (x, y), "AND", 8)
                x = _text(page, (x, y), " ", 8)
        for j, word in enumerate(name.split()):
            if j:
                x = _text(page, (x, y), " ", 8)
            x = _caps_word(page, x, y, word, word[0].islower())


def _page(path: Path, names: tuple[str, ...]) -> None:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.space(60)
    page.line("The Composition of the Gut Microbiota throughout Life", 15, centred=True)
    page.space(14)
    _byline(page.page, page.y + 14, names)
    page.space(40)
    _abstract_and_body(page)
    doc.save(path)


@pytest.mark.parametrize(
    "names",
    [
        ("Yoshifumi Cakir", "Floris van der Cutkosky", "Péter Tuyen"),
        ("Maria de Souza", "Jan ten Brink"),
    ],
)
def test_a_particle_in_faked_small_capitals_stays_in_its_name(
    tmp_path: Path, names: tuple[str, ...]
) -> None:
    path = tmp_path / "caps.pdf"
    _page(path, names)
    assert extract_pdf(path).authors == names


def _span(text: str, size: float, x0: float, x1: float, flags: int = 0) -> dict[str, object]:
    return text_span(text, x0, x1, 0.0, size, size=size, flags=flags)


def test_control_a_raised_mark_after_a_name_in_faked_capitals_stays_a_mark() -> None:
    spans = [
        _span("F", 10, 0, 6),
        _span("LORIS", 8, 6, 30),
        _span(" ", 8, 30, 32.5),
        _span("AB", 8, 32.5, 42, flags=1),
    ]
    assert names_text(spans) == ("FLORIS, ,", 1)


def test_control_a_mark_in_capitals_after_a_comma_stays_a_mark() -> None:
    spans = [
        _span("F", 10, 0, 6),
        _span("LORIS", 8, 6, 30),
        _span(",", 10, 30, 32.5),
        _span("AB", 8, 33, 42),
    ]
    assert names_text(spans) == ("FLORIS,,", 1)


def test_words_in_faked_small_capitals_drawn_span_by_span_stay_text() -> None:
    # TeX's faked small capitals as PyMuPDF reads them: each word and space its own span
    spans = [
        _span("F", 10, 0, 6),
        _span("LORIS", 8, 6.2, 30),
        _span(" ", 8, 30, 32.7),
        _span("VAN", 8, 32.7, 48),
        _span(" ", 8, 48, 50.7),
        _span("DER", 8, 50.7, 66),
        _span(" C", 10, 66, 74.6),
        _span("UTKOSKY", 8, 75.1, 112),
    ]
    assert names_text(spans) == ("FLORIS VAN DER CUTKOSKY", 0)


_CARDS = (
    "Huan Yang",
    "Ying Jia",
    "Lei Shan",
    "Yingzi Zhang",
    "Hai-Hu Wen",
    "Chenggang Zhuang",
)
_PLACE = "Division of Data Science, Valencia Polytechnic, Valencia, Denmark"


def _card(page: Writer, name: str, mail: bool) -> None:
    page.line(name, 10, italic=True, centred=True)
    page.line(_PLACE, 9, italic=True, centred=True)
    if mail:
        page.line(f"e-mail: {name.rsplit(maxsplit=1)[-1].lower()}@polytechni.dk", 9, centred=True)


def _cut_byline(path: Path, dangling: bool) -> None:
    """Six cards on page 1 (the last followed by "AND" where ``dangling``), two more on
    page 2 under a running head, then the abstract and the body."""
    doc = pymupdf.open()
    first = Writer(doc.new_page(width=595, height=842))
    first.line("I-V Characteristics of the Vortex State in Thin Films", 14, centred=True)
    first.space(20)
    for k, name in enumerate(_CARDS):
        if k:
            first.space(8)
            first.line("AND", 6, centred=True)
            first.space(8)
        _card(first, name, k % 2 == 0)
    if dangling:
        first.space(8)
        first.line("AND", 6, centred=True)
    first.page.insert_text((292, 800), "1", fontsize=10)
    second = Writer(doc.new_page(width=595, height=842))
    second.line("2   HUAN YANG, YING JIA, LEI SHAN ET AL.   Isr. J. Math.", 8, centred=True)
    second.space(14)
    _card(second, "Zikui Liu", False)
    second.space(8)
    second.line("AND", 6, centred=True)
    second.space(8)
    _card(second, "Qi Li", True)
    second.space(24)
    second.line("ABSTRACT", 7, centred=True)
    second.paragraph(ABSTRACT, 8, x=90, width=415)
    second.line("1. Introduction", 10, bold=True)
    while second.y < 760:
        second.paragraph(BODY, 10)
    doc.save(path)


def test_author_cards_a_page_break_cut_run_on_over_the_pushed_abstract(tmp_path: Path) -> None:
    path = tmp_path / "cut.pdf"
    _cut_byline(path, dangling=True)
    read = extract_pdf(path)
    assert read.authors == (*_CARDS, "Zikui Liu", "Qi Li")
    assert read.abstract.startswith(ABSTRACT[:60])


def test_control_with_no_dangling_connector_the_next_pages_names_are_not_added(
    tmp_path: Path,
) -> None:
    path = tmp_path / "whole.pdf"
    _cut_byline(path, dangling=False)
    assert extract_pdf(path).authors == _CARDS


_TITLE_ROWS = (
    "Quantum mechanical approach to decoherence and relaxation generated by fluctuating",
    "environment",
)


def _double_spaced(
    path: Path, step: float, rows: tuple[str, ...] = _TITLE_ROWS, row_step: float = 24
) -> None:
    """A review copy: a bold title in the body's size, centred, its two rows 24 pt apart;
    the names; the abstract under "ABSTRACT" with its rows ``step`` apart."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    y = 160.0
    for row in rows:
        width = pymupdf.get_text_length(row, "tibo", 11)
        page.insert_text(((612 - width) / 2, y), row, fontsize=11, fontname="tibo")
        y += row_step
    page.insert_text((250, y), "S. A. Gurvitz and D. Mozyrsky", fontsize=9, fontname="tiro")
    page.insert_text((280, y + 40), "ABSTRACT", fontsize=11, fontname="tiro")
    y += 40 + step
    words, row = ABSTRACT.split() * 2, ""
    for word in words:
        if pymupdf.get_text_length(f"{row} {word}", "tiro", 11) > 440:
            page.insert_text((86, y), row.strip(), fontsize=11, fontname="tiro")
            y, row = y + step, ""
        row = f"{row} {word}"
    page.insert_text((86, y), row.strip(), fontsize=11, fontname="tiro")
    doc.save(path)


def test_a_body_size_title_on_a_double_spaced_page_keeps_its_second_row(tmp_path: Path) -> None:
    path = tmp_path / "double.pdf"
    _double_spaced(path, 24)
    assert extract_pdf(path).title == " ".join(_TITLE_ROWS)


_RUNS_ON = (
    "Variant Histone H2A.Z Is Globally Localized to the Promoters of Inactive Genes and",
    "Regulates Nucleosome Positioning",
)


def test_a_title_row_that_reads_as_names_goes_on_a_row_ending_in_and(tmp_path: Path) -> None:
    path = tmp_path / "and.pdf"
    _double_spaced(path, 13, _RUNS_ON, row_step=21)
    assert extract_pdf(path).title == " ".join(_RUNS_ON)


def test_control_on_a_single_spaced_page_a_row_that_far_down_is_no_title_row(
    tmp_path: Path,
) -> None:
    path = tmp_path / "single.pdf"
    _double_spaced(path, 13)
    assert extract_pdf(path).title == _TITLE_ROWS[0]


_TWO_ROWS = (
    "Combination inhibition of PI3K and mTORC1 yields durable remissions in orthotopic",
    "xenografts of HER2-positive breast cancer brain metastases",
)


def _numbered(path: Path, numbers: tuple[str, ...]) -> None:
    """A review copy's first page: ``numbers`` in the left margin in 5 pt, each drawn
    right before its line (as TeX draws them), the first two almost level (the header
    line over the second set higher)."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    rows = (
        (78.0, 60.0, "Draft version December 5, 2026", 8.0, "tiro"),
        (75.0, 60.0, "Typeset using LaTeX twocolumn style", 8.0, "tiro"),
        (84.0, 0.0, "", 0.0, ""),
        (129.0, 55.0, _TWO_ROWS[0], 10.0, "tibo"),
        (141.0, 157.0, _TWO_ROWS[1], 10.0, "tibo"),
        (158.0, 200.0, "A. M. Ahmad, Bruno Ghosh, and Binghong Cercellier", 9.0, "tiro"),
        (176.0, 150.0, "Faculty of Earth Sciences, University of Tartu, Estonia", 8.0, "tiro"),
        (213.0, 280.0, "ABSTRACT", 10.0, "tiro"),
    )
    for number, (y, left, text, size, font) in zip(numbers, rows, strict=True):
        page.insert_text((38, y), number, fontsize=5, fontname="tiro")
        centred = (612 - pymupdf.get_text_length(text, font or "tiro", size)) / 2
        x = centred if font == "tibo" else left  # a title row, centred
        if text:
            page.insert_text((x, y + 1 if size == 8.0 else y), text, fontsize=size, fontname=font)
    writer = Writer(page)
    writer.y = 218
    writer.paragraph(ABSTRACT, 10, x=85, width=440)
    writer.line("1. INTRODUCTION", 10, centred=True)
    writer.paragraph(BODY, 10)
    doc.save(path)


def _numbers_left(path: Path) -> list[str]:
    """The lines of ``path``'s first page that are numbers alone once its margin line
    numbers are taken off."""
    with pymupdf.open(path) as doc:
        data = strip_dict(doc[0].get_text("dict"))
    return [
        text
        for block in data["blocks"]
        for line in block.get("lines", ())
        if (text := "".join(s["text"] for s in line["spans"]).strip()).isdigit()
    ]


def test_line_numbers_two_of_them_almost_level_are_taken_off(tmp_path: Path) -> None:
    path = tmp_path / "lineno.pdf"
    _numbered(path, ("1", "2", "3", "4", "5", "6", "7", "8"))
    assert _numbers_left(path) == []
    assert extract_pdf(path).title == " ".join(_TWO_ROWS)


def test_control_numbers_counting_down_the_page_are_no_line_numbers(tmp_path: Path) -> None:
    path = tmp_path / "down.pdf"
    _numbered(path, ("9", "8", "7", "6", "5", "4", "3", "2"))
    assert len(_numbers_left(path)) == 8
