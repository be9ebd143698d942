"""A programme's page set flush left: banner, session heading, talks (review57 on front49).

:mod:`tapyre_paper_search.pdf.talklisting` climbed from a talk's names over every bold
or larger line at their left edge, so the session's heading and the meeting's banner
joined the talk's title, the talk was dropped, the banner read as the title and the next
talk's names as authors. A title's rows stop at another type size or a wider step.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import draw_rows
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _BODY

_TALK = "Soil carbon in boreal forests under warming"


def _programme(path: Path) -> Path:
    """A banner, a session heading, a talk with its abstract, then the next talk."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text(
        (72, 80), "European Conference on Soil Science 2025", fontsize=20, fontname="tibo"
    )
    page.insert_text((72, 120), "Session 3: Carbon cycling", fontsize=11, fontname="tibo")
    page.insert_text((72, 150), _TALK, fontsize=11, fontname="tibo")
    page.insert_text((72, 164), "Ann Lee, Bo Chen", fontsize=10, fontname="tiro")
    page.insert_text((72, 184), "Abstract", fontsize=10, fontname="tibo")
    draw_rows(page, 72, 198, _BODY)
    y = 198 + 14 * len(_BODY) + 20
    page.insert_text(
        (72, y), "Nitrogen limits on decomposition in peat", fontsize=11, fontname="tibo"
    )
    page.insert_text((72, y + 14), "Cy Diaz, Dan Evans", fontsize=10, fontname="tiro")
    doc.save(path)
    doc.close()
    return path


def test_the_talk_over_the_abstract_is_the_paper(tmp_path: Path) -> None:
    pdf = extract_pdf(_programme(tmp_path / "p.pdf"))
    assert pdf.title == _TALK
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")
