"""Round 46, LaTeX front matter (latex45's held-out classes, now train).

A title whose rows stand as far apart as a double-spaced body's (its second row
44 pt under its first) was cut after its first row (:mod:`.spacedrows`); names
stacked in cards flush right above the title, beside a series' label column, were
never read (:mod:`.namecards`); a numbered "0.1 Introduction" set larger than the
title was read as the title.  Controls: a single-spaced page keeps the far row out
of its title; a lone card whose head is no person's name gives none, nor does a
stack far over the title; other numbered headings are no first heading.  The new
modules are imported inside their tests, so the controls of the page's reading run
on the base too.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import draw_rows
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.titlegroups import heading_only
from test_pdf_front_matter_latex33 import _BODY
from textlines import text_line

_W, _H, _LEFT = 612.0, 792.0, 72.0
_ROW1 = "Loss of a box RNA helicase manifests"
_ROW2 = "disparate antiviral responses"
_NAMES = "Daniele Kotthaus, Ingrid Fausti and Alberto Kostylev"
_PLACE = "Department of Biology, University of Tucson, Tucson, United States"


def _double(path: Path, step: float) -> None:
    """A title of two rows 44 pt apart, the names and place, "Abstract", and a body
    whose rows stand ``step`` apart."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 90), _ROW1, fontsize=17, fontname="tibo")
    page.insert_text((_LEFT, 134), _ROW2, fontsize=17, fontname="tibo")
    page.insert_text((_LEFT, 172), _NAMES, fontsize=12, fontname="tiro")
    page.insert_text((_LEFT, 200), _PLACE, fontsize=11, fontname="tiit")
    page.insert_text((_LEFT, 250), "Abstract", fontsize=12, fontname="tibo")
    draw_rows(page, _LEFT, 280.0, _BODY * 2, size=12, step=step)
    doc.save(path)


def test_a_double_spaced_title_keeps_its_second_row(tmp_path: Path) -> None:
    path = tmp_path / "double.pdf"
    _double(path, 29.0)
    assert extract_pdf(path).title == f"{_ROW1} {_ROW2}"


def test_control_a_single_spaced_page_keeps_the_far_row_out_of_its_title(
    tmp_path: Path,
) -> None:
    path = tmp_path / "single.pdf"
    _double(path, 14.4)
    assert extract_pdf(path).title == _ROW1


def _line(text: str, y: float, size: float = 12.0, x0: float = 72.0) -> Line:
    return text_line(text, y, size=size, x0=x0, x1=520.0)


def test_body_spacing_reads_a_double_spaced_body() -> None:
    from tapyre_paper_search.pdf.spacedrows import body_spacing

    lines = [_line(row, 300.0 + 29.0 * k) for k, row in enumerate(_BODY * 2)]
    assert body_spacing(lines, 12.0) == 29.0 / 12.0


def test_control_body_spacing_wants_four_steps() -> None:
    from tapyre_paper_search.pdf.spacedrows import body_spacing

    lines = [_line(row, 300.0 + 29.0 * k) for k, row in enumerate(_BODY[:3])]
    assert body_spacing(lines, 12.0) == 0.0


_SERIES = ["Working Paper Series", "No. 2015-33", "Category: Research", "July 2025"]
_CARDS = [
    ("Itzhak Fausti", ["Physics Department, Nijmegen University", "Hospital, Belgium"]),
    ("Shengjun Berger", ["Oncology Department, Leuven Medical", "Center, Leuven, Japan"]),
]
_RIGHT = 454.0


def _flush_right(page: pymupdf.Page, y: float, text: str, size: float) -> None:
    width = pymupdf.get_text_length(text, fontname="tiro", fontsize=size)
    page.insert_text((_RIGHT - width, y), text, fontsize=size, fontname="tiro")


def _series(path: Path) -> None:
    """A series' lines on the left, name cards flush right beside them, the title
    lower, centred in bold, "Abstract" over the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    draw_rows(page, 142.0, 150, _SERIES)
    y = 150.0
    for name, places in _CARDS:
        _flush_right(page, y, name, 10)
        for place in places:
            y += 12
            _flush_right(page, y, place, 9)
        y += 12
    page.insert_text((150.0, 300), "Baseline cytology and the risk of", fontsize=14.3,
                     fontname="tibo")  # fmt: skip
    page.insert_text((150.0, 318), "cervical neoplasia in a cohort", fontsize=14.3,
                     fontname="tibo")  # fmt: skip
    page.insert_text((_LEFT, 360), "Abstract", fontsize=10, fontname="tibo")
    draw_rows(page, _LEFT, 380.0, _BODY)
    doc.save(path)


def test_name_cards_flush_right_above_the_title_name_the_authors(tmp_path: Path) -> None:
    path = tmp_path / "series.pdf"
    _series(path)
    assert extract_pdf(path).authors == ("Itzhak Fausti", "Shengjun Berger")


def _cards(heads: list[str]) -> list[Line]:
    lines: list[Line] = []
    y = 150.0
    for head in heads:
        lines.append(Line(head, 10.0, False, False, False, 380.0, y, 453.5, y + 10, 0))
        for place in ("Physics Department, Nijmegen University", "Hospital, Belgium"):
            y += 12
            lines.append(Line(place, 9.0, False, False, False, 284.0, y, 453.5, y + 9, 0))
        y += 12
    lines.append(Line("A title", 14.3, True, False, False, 150.0, y + 50, 430.0, y + 64, 0))
    return lines


def test_stacked_cards_reads_each_cards_name() -> None:
    from tapyre_paper_search.pdf.namecards import stacked_cards

    lines = _cards(["Itzhak Fausti", "H. Cheng"])
    assert stacked_cards(lines, [len(lines) - 1]) == ("Itzhak Fausti", "H. Cheng")


def test_a_lone_card_opening_with_a_given_name_is_read() -> None:
    from tapyre_paper_search.pdf.namecards import stacked_cards

    lines = _cards(["Maria Lindqvist"])
    assert stacked_cards(lines, [len(lines) - 1]) == ("Maria Lindqvist",)


def test_a_lone_card_of_words_no_dictionary_knows_is_read() -> None:
    from tapyre_paper_search.pdf.namecards import stacked_cards

    lines = _cards(["Vadim Rodin"])
    assert stacked_cards(lines, [len(lines) - 1]) == ("Vadim Rodin",)


def test_control_a_lone_card_whose_head_is_no_persons_name_gives_none() -> None:
    from tapyre_paper_search.pdf.namecards import stacked_cards

    lines = _cards(["Working Paper Series"])
    assert stacked_cards(lines, [len(lines) - 1]) == ()


def test_control_a_title_far_under_the_stack_gives_none() -> None:
    from tapyre_paper_search.pdf.namecards import stacked_cards

    lines = _cards(["Itzhak Fausti"])
    far = lines[-1]
    lines[-1] = Line(far.text, 14.3, True, False, False, 150.0, 400.0, 430.0, 414.0, 0)
    assert stacked_cards(lines, [len(lines) - 1]) == ()


def test_a_numbered_introduction_under_its_class_numbering_is_a_first_heading() -> None:
    assert heading_only("0.1 Introduction") and heading_only("1.1 Introduction")


def test_control_other_numbered_headings_are_no_first_heading() -> None:
    assert (heading_only("2.1 Results"), heading_only("0.1 Introduction to groups")) == (
        False,
        False,
    )


def _session(path: Path) -> None:
    """A session banner, the title in 12 pt bold, the names, the place, the abstract,
    then "0.1 Introduction" in 14.3 pt bold."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((57.0, 130), "Session 3: Health and society", fontsize=10, fontname="helv")
    page.insert_text((57.0, 170), "Operator algebras and unitary commutation relations",
                     fontsize=12, fontname="tibo")  # fmt: skip
    page.insert_text((57.0, 188), "Stephen C. Power, Baruch Solel", fontsize=10, fontname="tiro")
    page.insert_text((57.0, 200), "Department of Mathematics, Lancaster University, England",
                     fontsize=9, fontname="tiit")  # fmt: skip
    y = draw_rows(page, 57.0, 218.0, _BODY)
    page.insert_text((57.0, y + 30), "0.1 Introduction", fontsize=14.3, fontname="tibo")
    draw_rows(page, 57.0, y + 56, _BODY)
    doc.save(path)


def test_control_a_numbered_introduction_larger_than_the_title_leaves_it(tmp_path: Path) -> None:
    path = tmp_path / "session.pdf"
    _session(path)
    assert extract_pdf(path).title == "Operator algebras and unitary commutation relations"


_COVER_ROWS = [
    "The Reliability on the Direction of the Incident",
    "Neutrino for Contained Events and",
]
_CARRIED = ["Partially Contained Events in the", "Super-Kamiokande"]


def _cover(path: Path, second: list[str]) -> None:
    """A cover: investigators over their places filling the page, "Project title" and
    the title's rows at the page's foot; page 2 opens with ``second`` in the title's
    type, then "Project summary" over the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 80), "Research Proposal", fontsize=14.3, fontname="tibo")
    y = 130.0
    for name in ("Eiji Konishi", "Yuki Minorikawa", "Vera Galkin"):
        page.insert_text((_LEFT, y), name, fontsize=10, fontname="tiro")
        page.insert_text((_LEFT, y + 12), _PLACE, fontsize=9, fontname="tiro")
        y += 40
    page.insert_text((212.0, 660), "Project title", fontsize=10, fontname="tiro")
    draw_rows(page, 212.0, 690, _COVER_ROWS, size=14.3, step=18, font="tibo")
    nxt = doc.new_page(width=_W, height=_H)
    draw_rows(nxt, 212.0, 80, second, size=14.3, step=18, font="tibo")
    nxt.insert_text((_LEFT, 140), "Project summary", fontsize=10, fontname="tibo")
    draw_rows(nxt, _LEFT, 160.0, _BODY)
    doc.save(path)


def test_a_title_cut_by_the_page_break_goes_on_at_the_next_page(tmp_path: Path) -> None:
    path = tmp_path / "cover.pdf"
    _cover(path, _CARRIED)
    assert extract_pdf(path).title == " ".join(_COVER_ROWS + _CARRIED)


def test_control_a_title_printed_again_on_the_next_page_is_carried_on_by_nothing(
    tmp_path: Path,
) -> None:
    path = tmp_path / "again.pdf"
    _cover(path, _COVER_ROWS)
    assert extract_pdf(path).title == " ".join(_COVER_ROWS)


def _header(title_size: float) -> list[Line]:
    """Series lines in 10 pt at the page's head, a long stack of places in 9 pt, then
    a bold title of ``title_size`` at y 575 and a second row under it."""
    lines = [
        Line(text, 10.0, False, False, False, 142.0, 143.0 + 12 * k, 236.0, 153.0 + 12 * k, 0)
        for k, text in enumerate(_SERIES)
    ]
    lines += [
        Line(_PLACE, 9.0, False, False, False, 284.0, 200.0 + 12 * k, 453.0, 209.0 + 12 * k, 0)
        for k in range(20)
    ]
    lines += [
        Line(row, title_size, True, False, False, 156.0, y, 439.0, y + title_size, 0)
        for row, y in ((_ROW1, 575.0), (_ROW2, 593.0))
    ]
    return lines


def test_a_large_title_under_small_header_lines_replaces_them() -> None:
    from tapyre_paper_search.pdf.lowtitle import lower_title

    lines = _header(14.3)
    assert lower_title(lines, [0, 1, 2, 3], 792.0, 9.0) == [24, 25]


def test_control_a_title_set_well_over_the_body_is_kept() -> None:
    from tapyre_paper_search.pdf.lowtitle import lower_title

    lines = _header(14.3)
    assert lower_title(lines, [24, 25], 792.0, 9.0) == [24, 25]
    assert lower_title(lines, [0, 1, 2, 3], 792.0, 7.0) == [0, 1, 2, 3]  # 10 pt over 7 pt


def _prose_first(path: Path, title_size: float) -> None:
    """Page 1 all prose in 9 pt; page 2 a folio, a bold title of ``title_size``, the
    names, a place, "1 Introduction" and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    draw_rows(page, 94.0, 150.0, _BODY * 5, size=9, step=11)
    nxt = doc.new_page(width=_W, height=_H)
    nxt.insert_text((300.0, 60), "2", fontsize=10, fontname="tiro")
    kind = "tibo" if title_size > 12 else "tiro"
    nxt.insert_text((114.0, 150), _ROW1, fontsize=title_size, fontname=kind)
    nxt.insert_text((114.0, 190), _NAMES, fontsize=12, fontname="tiro")
    nxt.insert_text((114.0, 210), _PLACE, fontsize=10, fontname="tiit")
    nxt.insert_text((94.0, 260), "1 Introduction", fontsize=12, fontname="tibo")
    draw_rows(nxt, 94.0, 280.0, _BODY)
    doc.save(path)


def test_a_first_page_all_abstract_leaves_the_title_to_the_next(tmp_path: Path) -> None:
    path = tmp_path / "prose.pdf"
    _prose_first(path, 17.2)
    record = extract_pdf(path)
    assert (record.title, record.authors, record.abstract) == (
        _ROW1,
        ("Daniele Kotthaus", "Ingrid Fausti", "Alberto Kostylev"),
        " ".join(_BODY * 5),
    )


def test_control_a_prose_page_over_no_large_bold_line_reads_as_before(tmp_path: Path) -> None:
    path = tmp_path / "plain.pdf"
    _prose_first(path, 10.0)
    assert extract_pdf(path).title == ""
