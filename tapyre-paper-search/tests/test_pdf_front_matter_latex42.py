"""Round 42, LaTeX front matter: a run-in byline lead in the byline's language
("Prepared by", "Submitted by", "Vorgelegt von", "Rédigé par", "Elaborado por",
"Redatto da"; :mod:`~tapyre_paper_search.pdf.byleads`, read by ``linepieces.pieces``).

"Submitted by Ann Lee" was read as a line of the paper's history ("Submitted 12 May
2020"; ``abstractcues.HISTORY``, ``abstractcues.AFTER_ABSTRACT``), never a byline:
"submitted" before "by" and a capital is none now; "Received by the editors …" still is (control).

A report's title block ("REPORT", the title, "Prepared by Ann Lee, Bo Chen, and Eva
Roth", the places, the date, then "Executive Summary" over the abstract; latex41's
held-out ``executive-summary``): the lead stayed glued to the first name ("Prepared
by Ann Lee"), which is no name, so the first author was lost, and a lone author left
no author at all.  The lead is taken off the line now, in each language of the
table; a plain "By" byline reads as before (control).  The pages are drawn with
PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.linepieces import pieces
from test_pdf_front_matter_latex33 import _BODY, _rows

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = "Seasonal Storage of Heat in Shallow Aquifers under Dense Cities"
_ABSTRACT = [
    "We followed the temperature of the ground water under three city districts for six",
    "years and asked how much of the summer's heat a shallow aquifer keeps until winter.",
    "The wells that were pumped in both seasons kept about a third of the heat, while the",
    "wells left alone lost nearly all of it within two months of the first autumn frost.",
]


def _report(path: Path, byline: str) -> None:
    """A report's first page: a "REPORT" kicker, the title in 16 pt bold, ``byline``,
    the place and the month, an "Executive Summary" heading over the abstract, and a
    section."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 80), "REPORT", fontsize=9)
    page.insert_text((_LEFT, 104), _TITLE, fontsize=16, fontname="tibo")
    page.insert_text((_LEFT, 134), byline, fontsize=11)
    page.insert_text((_LEFT, 150), "Institute of Hydrology, Lund University, Sweden", fontsize=9)
    page.insert_text((_LEFT, 164), "July 2020", fontsize=9)
    page.insert_text((_LEFT, 194), "Executive Summary", fontsize=12, fontname="tibo")
    y = _rows(page, _LEFT, 212, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 40, _BODY * 3, 10)
    doc.save(path)


def _authors(tmp_path: Path, byline: str) -> tuple[str, ...]:
    path = tmp_path / "report.pdf"
    _report(path, byline)
    return tuple(extract_pdf(path).authors)


def test_prepared_by_keeps_the_first_name(tmp_path: Path) -> None:
    authors = _authors(tmp_path, "Prepared by Marta Ferreira, Jonas Lindqvist, and Eva Roth")
    assert authors == ("Marta Ferreira", "Jonas Lindqvist", "Eva Roth")


def test_prepared_by_a_single_name_is_its_author(tmp_path: Path) -> None:
    assert _authors(tmp_path, "Prepared by Debashish Goswami") == ("Debashish Goswami",)


def test_submitted_by_initials_keeps_the_first_name(tmp_path: Path) -> None:
    authors = _authors(tmp_path, "Submitted by D. N. Tenorio-Tagle and E. Feng")
    assert authors == ("D. N. Tenorio-Tagle", "E. Feng")


def test_a_german_lead_vorgelegt_von(tmp_path: Path) -> None:
    authors = _authors(tmp_path, "Vorgelegt von Jonas Lindqvist und Marta Ferreira")
    assert authors == ("Jonas Lindqvist", "Marta Ferreira")


def test_a_submitted_by_line_is_no_history_line(tmp_path: Path) -> None:
    authors = _authors(tmp_path, "Submitted by Sergey Gubin and Miki Quataert")
    assert authors == ("Sergey Gubin", "Miki Quataert")


def test_a_history_line_is_still_one_but_submitted_by_a_name_none(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf.abstractcues import AFTER_ABSTRACT, HISTORY

    for line in ("Submitted 12 May 2020; revised 3 June 2020", "Received by the editors 4 May"):
        assert HISTORY.match(line) and AFTER_ABSTRACT.match(line)
    assert not HISTORY.match("Submitted by Ann Lee and Bo Chen")


def test_control_a_plain_by_byline_reads_as_before(tmp_path: Path) -> None:
    authors = _authors(tmp_path, "By Marta Ferreira, Jonas Lindqvist, and Eva Roth")
    assert authors == ("Marta Ferreira", "Jonas Lindqvist", "Eva Roth")


def test_the_lead_is_taken_off_a_line_in_each_language() -> None:
    assert pieces("Prepared by Ann Lee, Bo Chen, and Eva Roth") == [
        "Ann Lee",
        "Bo Chen",
        "Eva Roth",
    ]
    assert pieces("Rédigée par Claire Dubois, Luc Martin") == ["Claire Dubois", "Luc Martin"]
    assert pieces("Elaborado por Ana Ruiz, Pablo Gil") == ["Ana Ruiz", "Pablo Gil"]
    assert pieces("Redatto da Paolo Ferrante") == ["Paolo Ferrante"]


def test_control_a_line_with_no_lead_is_cut_as_before() -> None:
    assert pieces("Ann Lee, Bo Chen, and Eva Roth") == ["Ann Lee", "Bo Chen", "Eva Roth"]
