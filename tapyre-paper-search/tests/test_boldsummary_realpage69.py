"""A summary set as a bold paragraph in the body's size, no heading, beside a column of
the article's history (:mod:`~tapyre_paper_search.pdf.boldsummary`, realpage69): it is
the abstract, not the roman body under it (which the classifier prefers) and not nothing
(the dates line read before it starting the body); in English, German and Spanish.  A
bold notice, a bold paragraph with no column beside it, or a roman headingless abstract
beside the dates is no such summary."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.boldsummary import bold_summary
from tapyre_paper_search.pdf.lines import Line

MUPDF: Any = pymupdf  # untyped

SUMMARY = (
    "Redundancy of experimental data is the basic statistic from which the complexity "
    "of a natural phenomenon and the proper number of experiments needed for its "
    "exploration can be estimated from the data themselves."
)
BODY = (
    "Molecular mechanisms underlying the cold-associated high cardiovascular risk remain "
    "unknown, and the lipolysis triggered by cold raises plasma levels of remnants. "
) * 8


def _page(path: Path, dates: tuple[str, ...], summary: str, *, bold: bool = True) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((46, 60), "Article", fontsize=20, fontname="hebo")
    page.insert_text((46, 100), "Estimation of experimental data", fontsize=21, fontname="hebo")
    page.insert_text((46, 124), "redundancy and related statistics", fontsize=21, fontname="hebo")
    page.insert_text((46, 150), "Igor Grabec & Ana Costa", fontsize=9, fontname="hebo")
    y = 176.0
    for row in dates:
        page.insert_text((46, y), row, fontsize=7.5, fontname="helv")
        y += 20
    font = "hebo" if bold else "helv"
    page.insert_textbox(MUPDF.Rect(156, 168, 549, 260), summary, fontsize=9.2, fontname=font)
    page.insert_textbox(MUPDF.Rect(46, 280, 290, 800), BODY, fontsize=8.8)
    page.insert_textbox(MUPDF.Rect(305, 280, 549, 800), BODY, fontsize=8.8)
    doc.save(path)
    return path


@pytest.mark.parametrize(
    "dates",
    [
        ("Received: 8 May 2006", "Accepted: 27 Aug 2006", "Published online: 15 Sep 2006"),
        ("Eingegangen: 8. Mai 2006", "Angenommen: 27. August 2006", "Online: 15.09.2006"),
        ("Recibido: 8 de mayo de 2006", "Aceptado: 27 de agosto de 2006", "Publicado: 2006"),
    ],
)
def test_a_bold_summary_beside_a_dates_column_is_the_abstract(
    tmp_path: Path, dates: tuple[str, ...]
) -> None:
    found = extract_pdf(_page(tmp_path / "s.pdf", dates, SUMMARY))
    assert found.abstract == SUMMARY


def test_a_bold_notice_beside_the_dates_is_no_summary(tmp_path: Path) -> None:
    notice = (
        "This work was supported by the national research agency under grant 1234 and "
        "by the regional council of the district of Ljubljana."
    )
    found = extract_pdf(_page(tmp_path / "n.pdf", ("Received: 8 May 2006",), notice))
    assert "supported" not in found.abstract


def test_a_roman_abstract_beside_the_dates_is_read_as_before(tmp_path: Path) -> None:
    path = _page(tmp_path / "r.pdf", ("Received: 8 May 2006",), SUMMARY, bold=False)
    assert bold_summary_on(path) is None


def bold_summary_on(path: Path) -> object:
    from tapyre_paper_search.pdf.pageread import read_front_pages

    lines = read_front_pages(path, 1)[0].lines
    return bold_summary(lines, 3, 8.8)


def _line(text: str, x0: float, y0: float, x1: float, *, bold: bool = True) -> Line:
    return Line(text, 9.0, bold, False, False, x0, y0, x1, y0 + 9.0, 0)


BYLINE = _line("Maria Souza and João Lima", 46, 100, 200)
PARAGRAPH = (
    _line("Wir untersuchen die Stabilität von Böden unter langjähriger", 46, 120, 540),
    _line("Direktsaat und zeigen, dass der Kohlenstoff im Oberboden zunimmt.", 46, 131, 540),
    _line("Die Einleitung beginnt hier in normaler Schrift.", 46, 150, 540, bold=False),
)


def test_a_bold_first_paragraph_with_no_column_beside_it_is_left_to_boldlead() -> None:
    assert bold_summary([BYLINE, *PARAGRAPH], 0, 9.0) is None


def test_a_bold_paragraph_under_a_side_column_heading_is_no_summary() -> None:
    heading = _line("1. Introduction", 46, 112, 110)
    shifted = tuple(
        Line(ln.text, 9.0, ln.bold, False, False, 150, ln.y0, 540, ln.y1, 0) for ln in PARAGRAPH
    )
    assert bold_summary([BYLINE, heading, *shifted], 0, 9.0) is None
