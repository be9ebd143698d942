"""An extended abstract's byline (drawn with PyMuPDF): one centred line per author,
the name in bold and the institution and e-mail after it in brackets, "Ann Lee
(University of Oslo, ann@uio.no)".  Every author is read, also those lines the line
classifier doubts: they read like the lines it is sure of."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

WIDTH = 612.0
TITLE = (
    "Preoperative statin treatment reduces systemic inflammatory response and myocardial "
    "damage in cardiac surgery"
)
BYLINES = (
    (
        ("L. G. Li", "Academy of Sciences, Salamanca, li@salamanca.ac.uk"),
        ("Won-Seok Casagrande", "Ann Arbor Research Laboratories, wcasagrande@laboratori.ch"),
        ("Giorgio Offi", "Technical University of Tarnów, offi@tarnow.ac.jp"),
        ("Ludovit II", "Academy of Sciences, Salamanca, ludoviti@salamanca.edu"),
        ("Iwao Dishoeck", "Technical University of Tarnów, iwaod@tarnow.ch"),
        ("Chris Gehrels", "Academy of Sciences, Salamanca, chris.gehrels@salamanca.nl"),
        ("S. K. Dishoeck", "Academy of Sciences, Salamanca, dishoeck@salamanca.ac.jp"),
        ("Xinran Saad", "Technical University of Tarnów, xinran.saad@tarnow.org"),
    ),
    (
        ("John Haro", "Academy of Sciences, Lisbon, johnh@lisbon.ch"),
        ("C. A. Nagaosa", "Academy of Sciences, Lisbon, cn@lisbon.ac.jp"),
        ("S. K. Goerbig", "University of Porto, goerbig@porto.ac.jp"),
        ("A. Cunningham", "Academy of Sciences, Lisbon, cunningham@lisbon.ac.uk"),
        ("Yi Evans", "University of Porto, yi.evans@porto.ac.jp"),
        ("Jaspal Singh Kosovtsov", "University of Porto, kosovtsov@porto.org"),
    ),
)

SUMMARY = (
    "Objective To determine if preoperative statin treatment is associated with a "
    "reduction in systemic inflammatory response and myocardial damage markers following "
    "cardiac surgery with cardiopulmonary bypass. Methods We study a prospective cohort "
    "of 138 patients who underwent coronary and valvular surgery, in two groups: with or "
    "without statins. Plasma levels of interleukins, creatine phosphokinase and troponin "
    "were measured before and 1, 6, 24 and 72 h after surgery. Results The baseline, "
    "operative and postoperative characteristics were similar for both groups; the group "
    "treated with statins had lower levels of interleukin 6 after surgery. Conclusions "
    "Statins before surgery are associated with lower markers of inflammation."
)
BODY = (
    "Dexamethasone is widely used to prevent postoperative nausea and vomiting in "
    "pediatric tonsillectomy. We assess whether dexamethasone reduces the risk of nausea "
    "at 24 hours after tonsillectomy in a randomized placebo-controlled trial conducted "
    "among 215 children undergoing elective tonsillectomy at a teaching hospital. "
) * 3


def _extended(path: Path, byline: tuple[tuple[str, str], ...]) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=WIDTH, height=792)
    venue = "Extended Abstract · Symposium on Applied Modelling 2020"
    width = pymupdf.get_text_length(venue, "tiit", 8)
    page.insert_text(((WIDTH - width) / 2, 62), venue, fontsize=8, fontname="tiit")
    page.insert_textbox(
        pymupdf.Rect(60, 80, WIDTH - 60, 130), TITLE, fontsize=16, fontname="tiro", align=1
    )
    y = 144.0
    for name, place in byline:
        rest = f" ({place})"
        left = pymupdf.get_text_length(name, "tibo", 12)
        right = pymupdf.get_text_length(rest, "tiro", 10.5)
        x = (WIDTH - left - right) / 2
        page.insert_text((x, y), name, fontsize=12, fontname="tibo")
        page.insert_text((x + left, y), rest, fontsize=10.5, fontname="tiro")
        y += 17
    y += 20
    page.insert_text((54, y + 2), "Summary.", fontsize=12, fontname="tiit")
    box = pymupdf.Rect(54, y - 10, WIDTH - 54, y + 200)
    page.insert_textbox(box, " " * 16 + SUMMARY, fontsize=12, fontname="tiro", align=3)
    y += 220
    page.insert_text((54, y), "1. Introduction", fontsize=12, fontname="tiro")
    box = pymupdf.Rect(54, y + 8, WIDTH - 54, 740)
    page.insert_textbox(box, BODY, fontsize=12, fontname="tiro", align=3)
    doc.save(path)


@pytest.mark.parametrize("byline", BYLINES)
def test_names_before_bracketed_affiliations_are_all_read(
    tmp_path: Path, byline: tuple[tuple[str, str], ...]
) -> None:
    path = tmp_path / "extended.pdf"
    _extended(path, byline)
    found = extract_pdf(path)
    assert found.title == TITLE
    assert tuple(found.authors) == tuple(name for name, _ in byline)
