"""Round 50, LaTeX front matter (latex49's held-out classes, now train).

A series' name over its number in type larger than the title ("Technical Notes" /
"No. 32") was read as the title, and a title cut in two by a rule across the page read
as two groups, the lower one lost (:mod:`.serieskicker`). Names in small capitals each
run into their places in one paragraph ("PER TAKAHASHI Graduate School … · HANS DE
ENTOV …") were read with the places or lost (:mod:`.interleavednames`). A name wrapped
whole to the next line of a lead sentence under the title ("This paper was written by
…, and" / "Y. Y. Schweitzer, at …") was lost (:mod:`.prosewriters`).

Controls: a large title whose last row is no number alone, two groups in one type a
block's gap apart (a title and a line that closes with a stop), a title row over a
same-size row at another left edge, the title cut by a rule with no kicker over it (the
row under the rule stays out, as latex46's far row does), one person with places, a
piece opening with no name, initials and hyphened names, a sentence naming other
makers or no person, a particle in a lead, a name wrapped after its initials. The
pages are drawn with PyMuPDF.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pymupdf
from layout_pages import draw_rows
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from test_pdf_front_matter_latex33 import _BODY
from textlines import text_line

_W, _H, _LEFT = 612.0, 792.0, 72.0
_PLACE = "Center for Economics, Academy of Sciences, Campinas, Finland"


def _kicker_page(
    path: Path, kicker: tuple[str, str] | None, first: str, rest: str, *, rule: bool = True
) -> None:
    """A kicker in 25-pt bold, the title in 17-pt bold cut by a rule (``rule``: drawn),
    names, place."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    for y, row in zip((126, 156), kicker or (), strict=False):
        page.insert_text((_LEFT, y), row, fontsize=24.8, fontname="tibo")
    page.insert_text((_LEFT, 196), first, fontsize=17.2, fontname="tibo")
    if rule:
        page.draw_line((_LEFT, 212), (_W - _LEFT, 212), width=1.5)
    page.insert_text((_LEFT, 242), rest, fontsize=17.2, fontname="tibo")
    page.insert_text((_LEFT, 276), "Giovanni Brownlee, Alfonso Abbas", fontsize=10, fontname="tiro")
    page.insert_text((_LEFT, 292), _PLACE, fontsize=9, fontname="tiro")
    page.insert_text((_LEFT, 322), "Summary", fontsize=10, fontname="tibo")
    draw_rows(page, _LEFT, 336, _BODY)
    doc.save(path)


def test_a_series_kicker_over_a_title_cut_by_a_rule(tmp_path: Path) -> None:
    path = tmp_path / "kicker.pdf"
    first, rest = "The shunt problem: control of functional", "shunting in normal vasculature"
    _kicker_page(path, ("Technical Notes", "No. 32"), first, rest)
    found = extract_pdf(path)
    assert found.title == "The shunt problem: control of functional shunting in normal vasculature"
    assert found.authors == ("Giovanni Brownlee", "Alfonso Abbas")


def test_a_kicker_with_a_volume_number(tmp_path: Path) -> None:
    path = tmp_path / "volume.pdf"
    _kicker_page(path, ("Research Briefs", "Vol. 7"), "Trade and the", "growth of small ports")
    assert extract_pdf(path).title == "Trade and the growth of small ports"


def test_control_a_large_title_with_no_number_under_it_stays_the_title(tmp_path: Path) -> None:
    path = tmp_path / "large.pdf"
    _kicker_page(path, ("Shunts in Tumour", "Vasculature"), "A note on", "blood flow")
    assert extract_pdf(path).title == "Shunts in Tumour Vasculature"


def test_with_no_kicker_the_row_under_the_drawn_rule_goes_on(tmp_path: Path) -> None:
    # latex52: the first page's drawn rules reach the reader (drawnrules); latex50 kept
    # "The shunt problem: control of functional" alone here
    path = tmp_path / "nokicker.pdf"
    _kicker_page(path, None, "The shunt problem: control of functional", "shunting in vasculature")
    title = "The shunt problem: control of functional shunting in vasculature"
    assert extract_pdf(path).title == title


def _kicker(name: str) -> Any:
    """``serieskicker``'s ``name``, imported when a test runs (the base lacks the module)."""
    return getattr(importlib.import_module("tapyre_paper_search.pdf.serieskicker"), name)


def _line(text: str, y0: float, size: float = 17.2, x0: float = _LEFT, bold: bool = True) -> Line:
    return text_line(text, y0, size=size, bold=bold, x0=x0, per_char=6)


def test_two_rows_one_rule_apart_are_one_title() -> None:
    lines = [_line("The shunt problem of", 180), _line("normal vasculature", 226)]
    assert _kicker("rejoined")(lines, [[0], [1]]) == [[0, 1]]


def test_control_a_row_closing_on_a_stop_ends_its_group() -> None:
    lines = [_line("The shunt problem.", 180), _line("Normal vasculature", 226)]
    assert _kicker("rejoined")(lines, [[0], [1]]) == [[0], [1]]


def test_control_rows_a_blocks_gap_apart_stay_apart() -> None:
    lines = [_line("The shunt problem of", 180), _line("normal vasculature", 260)]
    assert _kicker("rejoined")(lines, [[0], [1]]) == [[0], [1]]


def test_control_a_row_at_another_left_edge_stays_apart() -> None:
    lines = [_line("The shunt problem of", 180), _line("normal vasculature", 226, x0=200)]
    assert _kicker("rejoined")(lines, [[0], [1]]) == [[0], [1]]


def test_a_number_alone_closing_a_short_group_over_another_is_a_kicker() -> None:
    lines = [_line("Discussion Papers", 100, 24.8), _line("Nr. 12", 130, 24.8)]
    lines.append(_line("A title of some words", 180))
    assert _kicker("is_series_kicker")(lines, [0, 1], [[0, 1], [2]]) is True


def test_control_a_number_group_alone_on_the_page_is_no_kicker() -> None:
    lines = [_line("Discussion Papers", 100, 24.8), _line("Nr. 12", 130, 24.8)]
    assert _kicker("is_series_kicker")(lines, [0, 1], [[0, 1]]) is False


def test_control_a_long_row_over_a_number_is_no_kicker() -> None:
    lines = [_line("Symphonies of the late romantic era, part", 100), _line("No. 5", 130)]
    lines.append(_line("A title of some words", 180))
    assert _kicker("is_series_kicker")(lines, [0, 1], [[0, 1], [2]]) is False


_RUN = [
    "PER TAKAHASHI Graduate School of Materials Science, Academy of Sciences,",
    "Chengdu, China · HANS DE ENTOV Graduate School of Materials Science, Academy",
    "of Sciences, Chengdu, China · SANDER",
    "VAN TATSUNO Institute of Physics, University of Oslo, Oslo, Norway",
]


def _interleaved(path: Path, rows: list[str]) -> None:
    """A bold title, a byline run into its places in italics, then the abstract (a dot
    parts the persons: the base-14 fonts draw no dash)."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text(
        (_LEFT, 96), "Cleavage of Gasdermin by Inflammatory Caspases", fontsize=14, fontname="tibo"
    )
    draw_rows(page, _LEFT, 136, rows, size=10, step=13, font="tiit")
    page.insert_text((_LEFT, 212), "Abstract.", fontsize=10, fontname="tibo")
    draw_rows(page, _LEFT, 226, _BODY)
    doc.save(path)


def test_names_each_run_into_their_places_are_read_apart(tmp_path: Path) -> None:
    path = tmp_path / "interleaved.pdf"
    _interleaved(path, _RUN)
    assert extract_pdf(path).authors == ("Per Takahashi", "Hans De Entov", "Sander Van Tatsuno")


def _run_names(rows: list[str]) -> tuple[str, ...]:
    lines = [_line(row, 140 + 13 * k, 10.0, bold=False) for k, row in enumerate(rows)]
    read = importlib.import_module("tapyre_paper_search.pdf.interleavednames")
    return tuple(read.interleaved_names(lines, 0))


def test_control_one_person_with_places_is_left_to_the_byline_readers() -> None:
    assert _run_names(["ANN LEE Department of Physics, University of Oslo"]) == ()


def test_control_a_piece_opening_with_no_name_reads_nothing() -> None:
    rows = ["ANN LEE Department of Physics — CNRS, Paris, France"]
    assert _run_names(rows) == ()


def test_control_initials_and_hyphened_names_keep_their_marks() -> None:
    rows = ["C.-P. LIU Institute of Physics — XIAO-DONG O’NEIL Department of Botany"]
    assert _run_names(rows) == ("C.-P. Liu", "Xiao-Dong O’Neil")


_LEAD = [
    "This paper was written by Michael Luzon, Tetsuo Raedt, J. P. Balazs, and S. C.",
    "Friedman, at the Statistics Department and Faculty of Engineering, for the",
    "workshop on open data; it is shared here as submitted.",
]


def _prose(path: Path, rows: list[str]) -> None:
    """A bold title, an italic lead sentence naming the writers, then the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text(
        (_LEFT, 96), "Steroid Signalling Links Reproduction", fontsize=17, fontname="tibo"
    )
    page.insert_text((_LEFT, 116), "to Lifespan in Worms", fontsize=17, fontname="tibo")
    draw_rows(page, _LEFT, 150, rows, size=10, step=12, font="tiit")
    page.insert_text((_LEFT, 206), "Abstract", fontsize=11, fontname="tibo")
    draw_rows(page, _LEFT, 222, _BODY)
    doc.save(path)


def test_a_last_name_wrapped_whole_in_a_lead_sentence_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "prose_last.pdf"
    rows = [
        "This paper was written by Petra Su, Maxim A. Valiante, E. Yuan, V. M. Tatsuno, and",
        "Y. Y. Schweitzer, at the Division of Medicine, for a special issue on methods; it is",
        "shared here as submitted.",
    ]
    _prose(path, rows)
    names = ("Petra Su", "Maxim A. Valiante", "E. Yuan", "V. M. Tatsuno", "Y. Y. Schweitzer")
    assert extract_pdf(path).authors == names


def test_control_a_name_wrapped_after_its_initials_in_a_lead(tmp_path: Path) -> None:
    path = tmp_path / "prose.pdf"
    _prose(path, _LEAD)
    names = ("Michael Luzon", "Tetsuo Raedt", "J. P. Balazs", "S. C. Friedman")
    assert extract_pdf(path).authors == names


def _lead_names(rows: list[str]) -> tuple[str, ...]:
    lines = [_line(row, 150 + 12 * k, 10.0, bold=False) for k, row in enumerate(rows)]
    read = importlib.import_module("tapyre_paper_search.pdf.prosewriters")
    return tuple(read.prose_writers(lines, 0))


def test_control_a_sentence_naming_other_makers_reads_nothing() -> None:
    assert _lead_names(["This sample was prepared by Ann Lee and Bo Chen, at the lab."]) == ()


def test_control_a_lead_naming_no_person_reads_nothing() -> None:
    rows = ["This report was written by the Working Group on Soils, for the council."]
    assert _lead_names(rows) == ()


def test_control_a_particle_and_initials_are_read_in_a_lead() -> None:
    rows = ["This study was written by Sander van Tatsuno and C.-P. Liu; it is shared."]
    assert _lead_names(rows) == ("Sander van Tatsuno", "C.-P. Liu")
