"""review109's probes of front36's rules: near-misses that read wrong on 72b5b43b.

A medical paper's bold run-in "Key points" box over its own "Abstract" heading; a
numbered list of works cited ("1. Karl Popper (1959)") under an "Authors" heading
near the title; a desk's or a site's name ("Editorial Team", "Medium Staff", "Lake
Notes") where a blog post's reading-time line names its people.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.contribrows import contributor_names
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE  # the same paper
from test_pdf_front_matter_front36 import _lines, _numbered, _post

_KEY_POINTS = (
    "Question Does the wind over a lake set how fast it warms in spring? Findings In "
    "three springs calm weeks warmed the surface four times faster than windy weeks. "
    "Meaning Wind matters as much as the ice break."
)


def _key_points(path: Path, label: str) -> Path:
    """Title, byline, a boxed summary run in after a bold label, then "Abstract"."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 60, 523, 130), TITLE, fontsize=16, fontname="hebo")
    page.insert_text((72, 140), "Ann Lee, Bo Chen and Eva Roth", fontsize=11)
    page.insert_text((72, 156), "Department of Medicine, University of Oslo, Norway", fontsize=9)
    page.draw_rect(pymupdf.Rect(68, 172, 527, 262), color=(0.5, 0.5, 0.5))
    page.insert_text((72, 186), label, fontsize=9.5, fontname="hebo")
    width = pymupdf.get_text_length(label + " ", fontname="hebo", fontsize=9.5)
    words = _KEY_POINTS.split()
    page.insert_text((72 + width, 186), " ".join(words[:10]), fontsize=9.5)
    page.insert_textbox(pymupdf.Rect(72, 190, 523, 260), " ".join(words[10:]), fontsize=9.5)
    page.insert_text((72, 285), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 290, 523, 380), ABSTRACT, fontsize=10)
    page.insert_text((72, 400), "Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 410, 523, 800), BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize("label", ["Key points", "In short"])
def test_a_short_label_box_yields_to_the_abstract_heading_under_it(
    tmp_path: Path, label: str
) -> None:
    pdf = extract_pdf(_key_points(tmp_path / "kp.pdf", label), max_pages=2)
    assert pdf.abstract == ABSTRACT


def test_a_numbered_list_of_works_cited_under_authors_is_no_byline(tmp_path: Path) -> None:
    items = ["Karl Popper (1959)", "Thomas Kuhn (1962)"]
    lines = _lines(_numbered(tmp_path / "cited.pdf", "Authors", items))
    after = next(i for i, line in enumerate(lines) if line.text == "Authors")
    byline = ("Ann Lee", "Bo Chen")
    assert contributor_names(lines, after, byline=byline) == byline


@pytest.mark.parametrize(
    "desk", ["Editorial Team", "Medium Staff", "Lake Notes", "Science Desk", "Lakes Today"]
)
def test_a_desk_in_a_reading_time_line_names_nobody(tmp_path: Path, desk: str) -> None:
    meta = f"{desk} \u00b7 4 min read \u00b7 3 May 2021"
    pdf = extract_pdf(_post(tmp_path / "desk.pdf", meta), max_pages=2)
    assert tuple(pdf.authors) == ()
