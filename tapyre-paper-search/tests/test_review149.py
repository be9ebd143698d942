"""Review149 of latex42: the run-in byline lead (``byleads``) and the "Submitted by"
exception of ``abstractcues.HISTORY`` / ``abstractcues.AFTER_ABSTRACT``.

A lead before a body ("Prepared by World Health Organization", "Elaborado por el
Ministerio de Salud") gave the body as the paper's author; before latex42 the lead stayed
on the line, which named nobody.  The history exception ("Submitted by" and a capital)
covered every history word and a capital "By": "Received by JGR 2 March 2021; accepted
3 May 2021", "Accepted by IEEE Transactions …, 3 May 2020" and "Submitted By Referees"
were no history lines any more.  Controls: latex42's own bylines still read.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import abstractcues
from tapyre_paper_search.pdf.linepieces import pieces
from test_pdf_front_matter_latex42 import _authors


@pytest.mark.parametrize(
    "byline",
    [
        "Prepared by World Health Organization",
        "Elaborado por el Ministerio de Salud",
    ],
)
def test_a_body_after_a_run_in_lead_is_no_author(tmp_path: Path, byline: str) -> None:
    assert _authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    "line",
    [
        "Prepared by the World Health Organization",
        "Presented by the Working Group on Urban Aquifers",
        "Vorgelegt von der Fakultät für Physik",
        "Présenté par le laboratoire de physique",
        "Redatto da un gruppo di lavoro",
        "Prepared by the Intergovernmental Panel on Climate Change",
        "Prepared by Lund University",
    ],
)
def test_the_lead_stays_before_a_body(line: str) -> None:
    assert pieces(line) == [line]


@pytest.mark.parametrize(
    "line",
    [
        "Received by JGR 2 March 2021; accepted 3 May 2021",
        "Accepted by IEEE Transactions on Geoscience, 3 May 2020",
        "Revised by Authors 3 June 2020",
        "Submitted By Referees of the journal",
        "Submitted by Ann Lee on 3 May 2020",
    ],
)
def test_history_lines_with_by_stay_history(line: str) -> None:
    assert abstractcues.HISTORY.match(line)


@pytest.mark.parametrize(
    "line", ["Received by JGR 2 March 2021; accepted 3 May 2021", "Submitted By Referees"]
)
def test_they_still_end_an_abstract(line: str) -> None:
    assert abstractcues.AFTER_ABSTRACT.match(line)


def test_controls_latex42_bylines_still_read(tmp_path: Path) -> None:
    assert not abstractcues.HISTORY.match("Submitted by Ann Lee")
    assert not abstractcues.AFTER_ABSTRACT.match("Submitted by Ann Lee")
    assert abstractcues.HISTORY.match("Submitted by: 12 May 2020")
    three = ["Ann Lee", "Bo Chen", "Eva Roth"]
    assert pieces("Prepared by Ann Lee, Bo Chen, and Eva Roth") == three
    two = ("Jonas Weber", "Eva Roth")
    assert _authors(tmp_path, "Vorgelegt von Jonas Weber und Eva Roth") == two
