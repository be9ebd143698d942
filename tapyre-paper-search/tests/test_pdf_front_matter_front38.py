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


def _report(path: Path, label: str, people: list[str], *, byline: str = "") -> Path:
    """A report's title page: the title in bold capitals, the report's kind (or
    ``byline``), "Abstract" over the text, then a ruled box: ``label`` in small
    capitals over one person a line, then "1. Introduction"."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    title = TITLE.upper()
    page.insert_textbox(
        pymupdf.Rect(72, 90, 523, 180), title, fontsize=18, fontname="hebo", align=1
    )
    page.insert_text((230, 200), byline or "Working Paper 5/2016", fontsize=9)
    page.insert_text((72, 230), "Abstract", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 238, 523, 350), ABSTRACT, fontsize=9)
    page.draw_line((72, 372), (523, 372))
    page.insert_text((72, 384), label, fontsize=7.5)
    y = 384.0
    for text in people:
        y += 11
        page.insert_text((72, y), text, fontsize=8)
    page.draw_line((72, y + 5), (523, y + 5))
    page.insert_text((72, y + 40), "1. Introduction", fontsize=9, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 50, 523, 800), BODY, fontsize=9)
    return _save(page, path)


_PEOPLE = [
    "Ann Lee, Institute of Limnology",
    "Bo Chen, Division of Mechanical Engineering",
    "Eva Roth, Division of Information Systems",
]


def test_names_only_in_a_prepared_by_box(tmp_path: Path) -> None:
    pdf = extract_pdf(_report(tmp_path / "p.pdf", "PREPARED BY", _PEOPLE), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Eva Roth")


def test_one_name_in_a_written_by_box(tmp_path: Path) -> None:
    people = ["He Sun, Faculty of Theoretical Physics"]
    pdf = extract_pdf(_report(tmp_path / "w.pdf", "Written by:", people), max_pages=2)
    assert tuple(pdf.authors) == ("He Sun",)


def test_a_reviewed_by_box_names_nobody(tmp_path: Path) -> None:
    """Control (passes on both): a box of reviewers is no byline, and its label in
    capitals is no name ("Reviewed By")."""
    pdf = extract_pdf(_report(tmp_path / "r.pdf", "REVIEWED BY", _PEOPLE[:1]), max_pages=2)
    assert not any(name.endswith("By") for name in pdf.authors)
    assert "Bo Chen" not in pdf.authors


def test_a_real_byline_stands_over_a_box_naming_others(tmp_path: Path) -> None:
    """Control (passes on both): the byline under the title names other people than
    the box; the byline stands, first (the box's first name still joins it on both:
    left)."""
    path = _report(tmp_path / "b.pdf", "Prepared by", _PEOPLE[1:], byline="Karl Weber and Ida Berg")
    pdf = extract_pdf(path, max_pages=2)
    assert tuple(pdf.authors)[:2] == ("Karl Weber", "Ida Berg")


def _runin(path: Path, text: str, *, heading: str = "Abstract") -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 60, 523, 130), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((72, 150), text, fontsize=11)
    page.insert_text((72, 180), heading, fontsize=12 if heading == "Abstract" else 9)
    page.insert_textbox(pymupdf.Rect(72, 190, 523, 300), ABSTRACT, fontsize=10)
    page.insert_text((72, 330), "Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 340, 523, 800), BODY, fontsize=10)
    return _save(page, path)


def test_a_run_in_authors_label_without_a_colon(tmp_path: Path) -> None:
    pdf = extract_pdf(_runin(tmp_path / "a1.pdf", "Author(s) Ann Lee"), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee",)
    pdf = extract_pdf(_runin(tmp_path / "a2.pdf", "Author(s) Ann Lee, Bo Chen"), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_an_abstract_heading_leading_a_row_of_record_facts(tmp_path: Path) -> None:
    row = "Abstract  |  Received 3 May 2021  |  doi:10.1234/abc.2021.5"
    pdf = extract_pdf(_runin(tmp_path / "r.pdf", "Ann Lee and Bo Chen", heading=row), max_pages=2)
    assert pdf.abstract.startswith("We measure the temperature")
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")
