"""A report cover's "Prepared by" over a stack of name cards (a bold name, its place in
roman under it, one card under another) names every card's person, not the first only
(:mod:`~tapyre_paper_search.pdf.labelblock`, realpage71; read where the abstract is on the
next page too, :func:`~tapyre_paper_search.pdf.frontnames.names_over_pushed`).  What
stays: a "Reviewed by" block under the cards names nobody, a line under the names in
their own type that names nobody ends the block."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.labelblock import block_names
from tapyre_paper_search.pdf.lines import Line

MUPDF: Any = pymupdf  # untyped

ABSTRACT = (
    "This report gives a limit relation between entropy and the capacity of a channel per "
    "unit cost, and it shows how the relation bounds the cost of monitoring networks that "
    "send their readings over noisy links to a central station."
)
PLACE = "Centre for Earth Sciences, Lausanne Institute of Technology"


def _pdf(path: Path, cards: tuple[tuple[str, str], ...], after: tuple[str, ...]) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text(
        (126, 47), "NATIONAL AGENCY FOR ENVIRONMENTAL MONITORING", fontsize=12, fontname="tibo"
    )
    page.insert_text((126, 64), "Office of Research and Development", fontsize=9.5, fontname="tiro")
    page.insert_text((425, 131), "Report NAEM/TR-2008-057", fontsize=10, fontname="tibo")
    page.insert_text(
        (66, 211), "A limit relation for entropy and channel", fontsize=24, fontname="tibo"
    )
    page.insert_text((66, 242), "capacity per unit cost", fontsize=24, fontname="tibo")
    page.insert_text((66, 287), "Prepared by", fontsize=10, fontname="tiit")
    y = 305.0
    for name, place in cards:
        page.insert_text((80, y), name, fontsize=10, fontname="tibo")
        page.insert_text((80, y + 12), place, fontsize=10, fontname="tiro")
        y += 30
    for k, row in enumerate(after):
        page.insert_text(
            (66 if k == 0 else 80, y), row, fontsize=10, fontname="tiit" if k == 0 else "tibo"
        )
        y += 13
    page.insert_text((66, y + 20), "October 2008", fontsize=11, fontname="tibo")
    page = doc.new_page(width=612, height=792)
    page.insert_text((66, 80), "Abstract", fontsize=14, fontname="tibo")
    page.insert_textbox(MUPDF.Rect(66, 92, 546, 200), ABSTRACT, fontsize=10, fontname="tiro")
    page.insert_text((66, 230), "1 Introduction", fontsize=14, fontname="tibo")
    page.insert_textbox(MUPDF.Rect(66, 242, 546, 700), ABSTRACT * 5, fontsize=10, fontname="tiro")
    doc.save(path)
    return path


CARDS = (("I. Csiszar", PLACE), ("F. Hiai", PLACE), ("D. Petz", "dpetz@institute.example.org"))


@pytest.mark.parametrize(
    ("cards", "after", "want"),
    [
        (CARDS, (), ("I. Csiszar", "F. Hiai", "D. Petz")),
        (CARDS[:2], (), ("I. Csiszar", "F. Hiai")),
        (CARDS[:1], ("Reviewed by", "Maria Lopez"), ("I. Csiszar",)),
    ],
)
def test_a_stack_of_name_cards_under_prepared_by(
    tmp_path: Path,
    cards: tuple[tuple[str, str], ...],
    after: tuple[str, ...],
    want: tuple[str, ...],
) -> None:
    found = extract_pdf(_pdf(tmp_path / "r.pdf", cards, after), max_pages=2, tables=False)
    assert found.authors == want
    assert found.abstract == ABSTRACT


def _line(text: str, y: float, *, bold: bool) -> Line:
    return Line(text, 10.0, bold, False, False, 80.0, y, 80.0 + len(text) * 5, y + 10, 0)


def test_the_block_ends_at_a_line_of_the_names_type_naming_nobody() -> None:
    lines = [
        _line("Prepared by", 0, bold=False),
        _line("I. Csiszar", 18, bold=True),
        _line(PLACE, 30, bold=False),
        _line("Centre for Earth Sciences", 42, bold=True),  # the names' type: no card's place
        _line("F. Hiai", 42, bold=True),
    ]
    assert block_names(lines, 0) == ("I. Csiszar",)
    assert block_names([*lines[:3], lines[4]], 0) == ("I. Csiszar", "F. Hiai")
