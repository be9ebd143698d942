"""A bold summary beside a dates column with a badge's bold label under the dates
("Check for updates", "Auf Updates prüfen", "Buscar actualizaciones"): the classifier's
run took the label in, opening the abstract with it; the summary alone is the abstract
(:func:`~tapyre_paper_search.pdf.boldsummary.preferred`, realpage70).  A classifier's run
that holds the summary and a line under it (not beside it) is kept."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.boldsummary import preferred
from tapyre_paper_search.pdf.lines import Line

MUPDF: Any = pymupdf  # untyped

SUMMARY = (
    "Redundancy of experimental data is the basic statistic from which the complexity "
    "of a natural phenomenon and the proper number of experiments needed for its "
    "exploration can be estimated. The redundancy is expressed by the entropy of "
    "information pertaining to the probability density function of the variables. Since "
    "the calculation of entropy is inconvenient due to integration over a range of "
    "variables, an approximate expression for redundancy is derived that includes only a "
    "sum over the set of experimental data about these variables. The approximation makes "
    "feasible an efficient estimation of the redundancy of data."
)
BODY = (
    "Molecular mechanisms underlying the cold-associated high cardiovascular risk remain "
    "unknown, and the lipolysis triggered by cold raises plasma levels of remnants. "
) * 8


def _page(path: Path, dates: tuple[str, ...], badge: str) -> Path:
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
    page.insert_text((56, y + 12), badge, fontsize=6.5, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(156, 168, 549, 330), SUMMARY, fontsize=9.2, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(46, 340, 290, 800), BODY, fontsize=8.8)
    page.insert_textbox(MUPDF.Rect(305, 340, 549, 800), BODY, fontsize=8.8)
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("dates", "badge"),
    [
        (
            ("Received: 8 May 2006", "Accepted: 27 Aug 2006", "Published online: 15 Sep"),
            "Check for updates",
        ),
        (
            ("Eingegangen: 8. Mai 2006", "Angenommen: 27. August 2006", "Online: 15.09.2006"),
            "Auf Updates prüfen",
        ),
        (
            ("Recibido: 8 de mayo de 2006", "Aceptado: 27 de agosto de 2006", "Publicado: 2006"),
            "Buscar actualizaciones",
        ),
    ],
)
def test_a_badge_label_under_the_dates_stays_out_of_the_summary(
    tmp_path: Path, dates: tuple[str, ...], badge: str
) -> None:
    found = extract_pdf(_page(tmp_path / "s.pdf", dates, badge))
    assert found.abstract == SUMMARY


def _line(text: str, x0: float, y: float) -> Line:
    return Line(text, 9.2, True, False, False, x0, y, x0 + len(text) * 4.5, y + 9.2, 0)


LINES = [
    _line("Check for updates", 46, 160),
    _line("Redundancy of experimental data is the basic statistic", 156, 160),
    _line("from which the complexity can be estimated.", 156, 172),
    _line("Our own results are set out in the sections below.", 156, 184),
    _line("A note", 46, 172),
]
SUMMARY_RUN = Abstract("s", 1, frozenset({1, 2}), inferred=True)


def test_a_run_holding_the_summary_and_a_side_line_yields_to_the_summary() -> None:
    assert preferred(LINES, SUMMARY_RUN, Abstract("f", 0, frozenset({0, 1, 2, 4})))


def test_a_run_holding_the_summary_and_a_line_under_it_is_kept() -> None:
    assert not preferred(LINES, SUMMARY_RUN, Abstract("f", 1, frozenset({1, 2, 3})))
    assert not preferred(LINES, SUMMARY_RUN, Abstract("f", 0, frozenset({0, 2})))


def test_no_run_or_one_after_the_summary_yields_to_it() -> None:
    assert preferred(LINES, SUMMARY_RUN, None)
    assert preferred(LINES, SUMMARY_RUN, Abstract("f", 3, frozenset({3})))
