"""Front matter of front38's train styles: a page that names its people only in its
own citation line ("Cite as: Lee, A., Chen, B. & Wang, C. (2021). Title.") or only in a
labelled box at the foot of its first page ("PREPARED BY" over "Ann Lee, Institute of
X").

Each failed on main e975474c; the controls beside them (a page with a real byline
keeps it; a "Cite as" line quoting another paper names nobody; a "Reviewed by" box
names nobody) pass on both.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE  # the same paper


def _save(page: pymupdf.Page, path: Path) -> Path:
    doc = page.parent
    doc.save(path)
    doc.close()
    return path


def _record(path: Path, cite: list[str], *, label: str = "Cite as", byline: str = "") -> Path:
    """A repository's record page: the title, a date line (or ``byline``), "Abstract"
    over the text, then a box headed ``label`` holding the ``cite`` lines."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(43, 50, 553, 130), TITLE, fontsize=22, fontname="hebo")
    page.insert_text((43, 150), byline or "Published 3 May 2021 \u00b7 Version 2", fontsize=8)
    page.insert_text((43, 180), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, 188, 553, 300), ABSTRACT, fontsize=9)
    page.draw_rect(pymupdf.Rect(43, 318, 553, 370), color=(0.8, 0.8, 0.8), fill=(0.93, 0.93, 0.93))
    page.insert_text((50, 332), label, fontsize=8, fontname="hebo")
    for k, text in enumerate(cite):
        page.insert_text((50, 345 + 10 * k), text, fontsize=8)
    page.insert_text((43, 400), "Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, 410, 553, 800), BODY, fontsize=9)
    return _save(page, path)


_CITE = [
    "Lee, A., Chen, B. J. & Roth, E. (2021). Wind and the spring warming of a small boreal",
    "lake under changing ice cover. Version 2.",
]


def test_names_only_in_the_pages_cite_as_box(tmp_path: Path) -> None:
    pdf = extract_pdf(_record(tmp_path / "c.pdf", _CITE), max_pages=2)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("A. Lee", "B. J. Chen", "E. Roth")


def test_a_run_in_how_to_cite_line(tmp_path: Path) -> None:
    cite = ["How to cite: Lee A, Chen B (2021) Wind and the spring warming of a small boreal"]
    pdf = extract_pdf(_record(tmp_path / "h.pdf", cite, label=""), max_pages=2)
    assert tuple(pdf.authors) == ("A Lee", "B Chen")


def test_a_cite_as_line_quoting_another_paper_names_nobody(tmp_path: Path) -> None:
    """Control (passes on both): the box cites a companion paper, not this page's."""
    cite = ["Lee, A. & Chen, B. (2019). Ice cover of boreal lakes: a survey. Version 1."]
    pdf = extract_pdf(_record(tmp_path / "o.pdf", cite), max_pages=2)
    assert "A. Lee" not in pdf.authors


def test_a_real_byline_comes_before_the_cite_as_box(tmp_path: Path) -> None:
    """Control (passes on both): the page's byline names the people in full."""
    pdf = extract_pdf(_record(tmp_path / "b.pdf", _CITE, byline="Ann Lee and Bo Chen"), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")
