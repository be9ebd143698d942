"""A lead sentence under the title naming a body, not people (review57 on latex50).

"This report was prepared by Oak Ridge National Laboratory, for …" is the usual line
of a technical report: :mod:`tapyre_paper_search.pdf.prosewriters` read the
laboratory as the author. A body's name (an institution's word in it) names nobody;
people named in the same sentence shape still are the authors.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import draw_rows
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _BODY

_LEFT = 72
_TITLE = "A study of soil carbon in boreal forests"


def _page(path: Path, lead: str) -> Path:
    """A bold title, an italic lead sentence under it, then the abstract and body."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((_LEFT, 110), _TITLE, fontsize=17.2, fontname="tibo")
    page.insert_text((_LEFT, 140), lead, fontsize=10, fontname="tiit")
    page.insert_text((_LEFT, 170), "Abstract", fontsize=10, fontname="tibo")
    draw_rows(page, _LEFT, 186, _BODY)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    "lead",
    [
        "This report was prepared by Oak Ridge National Laboratory, for the US Department.",
        "This document was prepared by Sandia National Laboratories, under contract 35.",
        "This paper was written by Members of the Working Group, in 2019.",
    ],
)
def test_a_body_in_the_lead_sentence_is_no_author(tmp_path: Path, lead: str) -> None:
    pdf = extract_pdf(_page(tmp_path / "p.pdf", lead))
    assert pdf.title == _TITLE
    assert tuple(pdf.authors) == ()


def test_control_people_in_the_lead_sentence_are_the_authors(tmp_path: Path) -> None:
    lead = "This paper was written by Ann Lee and Bo Chen, at the Field Station."
    pdf = extract_pdf(_page(tmp_path / "p.pdf", lead))
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")
