"""review125 on front39: a line holding a document's number ("D3.2", "WP4.1") lost the
whole line, a byline sharing it included ("Ann Lee, Bo Chen (WP4.1 lead)": nobody, where
main 3f8380b2 read both); an "About the author" card of one person with no byline and no
sentence ("ABOUT THE AUTHOR" over "I. Grabec" over a note) gave nobody.

A card about an interviewee ("ABOUT THE INTERVIEWEE" over "Karl Weber") gave him as an
author on main and front39; an "ABOUT US" sidebar beside a byline gave its society on
front39 (not on main).  Seven fail on front39 (f4d38422); the two labelled controls pass
on front39 and now.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE
from test_pdf_front_matter_front38 import _save
from test_pdf_front_matter_front39 import _post


def _paper(path: Path, byline: list[str]) -> Path:
    """The title, the ``byline`` lines, "Abstract" over the text, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(43, 50, 553, 130), TITLE, fontsize=20, fontname="hebo")
    y = 148.0
    for line in byline:
        page.insert_text((43, y), line, fontsize=11)
        y += 14
    page.insert_text((43, y + 14), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, y + 22, 553, y + 134), ABSTRACT, fontsize=9)
    page.insert_text((43, y + 154), "1 Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, y + 164, 553, 800), BODY, fontsize=9)
    return _save(page, path)


def test_a_byline_naming_a_work_package_keeps_its_names(tmp_path: Path) -> None:
    """front39 read nobody (the line holds "WP4.1"); main read both."""
    path = _paper(tmp_path / "w.pdf", ["Ann Lee, Bo Chen (WP4.1 lead)"])
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("Ann Lee", "Bo Chen")


def test_a_byline_beside_the_deliverable_number_keeps_its_names(tmp_path: Path) -> None:
    """front39 read nobody; main read "Deliverable D" too."""
    path = _paper(tmp_path / "d.pdf", ["Ann Lee, Bo Chen \u00b7 Deliverable D3.2"])
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("Ann Lee", "Bo Chen")


def test_a_card_of_one_person_gives_that_person(tmp_path: Path) -> None:
    """front39 gave nobody; main gave the heading ("About The Author")."""
    path = _post(tmp_path / "c.pdf", "ABOUT THE AUTHOR", ["I. Grabec"])
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("I. Grabec",)


def test_the_number_and_its_label_go_the_rest_stays() -> None:
    from tapyre_paper_search.pdf.authors import names_in_line
    from tapyre_paper_search.pdf.notnames import without_document_numbers as without

    assert names_in_line(without("Deliverable D3.2 \u00b7 Version 1.1"), lenient=True) == []
    assert names_in_line(without("Work Package WP4.1"), lenient=True) == []
    assert names_in_line(without("Bo Chen, WP4.1 lead")) == ["Bo Chen"]
    assert names_in_line(without("Ann Lee, Bo Chen \u00b7 Report R2.1")) == ["Ann Lee", "Bo Chen"]
    assert without("Ann Lee1,2, Bo Chen2") == "Ann Lee1,2, Bo Chen2"  # marks stay


def test_a_number_line_under_a_byline_adds_nobody(tmp_path: Path) -> None:
    """Control (passes on front39; main read "Version V", "Report R" too): "Version V1.2
    · Report R2.1" under the byline."""
    path = _paper(tmp_path / "v.pdf", ["Ann Lee, Bo Chen", "Version V1.2 \u00b7 Report R2.1"])
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("Ann Lee", "Bo Chen")


def test_a_card_of_two_people_gives_both(tmp_path: Path) -> None:
    """Control (passes on front39; main read the heading too): the names of a card with
    no byline."""
    path = _post(tmp_path / "t.pdf", "ABOUT THE AUTHORS", ["Ann Lee", "Bo Chen"])
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("Ann Lee", "Bo Chen")


def test_a_card_about_an_interviewee_adds_nobody(tmp_path: Path) -> None:
    """main and front39 read "Karl Weber", the interviewee, as an author."""
    path = _post(tmp_path / "i.pdf", "ABOUT THE INTERVIEWEE", ["Karl Weber"], byline="Ann Lee")
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("Ann Lee",)


def test_the_other_box_headings() -> None:
    from tapyre_paper_search.pdf.notnames import is_other_box_heading

    assert all(map(is_other_box_heading, ("ABOUT THE INTERVIEWEE", "About this journal",
                                          "About us", "Über diese Studie")))  # fmt: skip
    assert not any(map(is_other_box_heading, ("ABOUT THE AUTHORS", "About the contributors",
                                              "Über die Autorinnen und Autoren", "Ann Lee",
                                              "Abou Diallo")))  # fmt: skip


def test_an_about_us_sidebar_beside_the_byline_adds_nobody(tmp_path: Path) -> None:
    """front39 read "Nordic Limnology Society" too (main did not)."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(43, 50, 553, 130), TITLE, fontsize=20, fontname="hebo")
    page.insert_text((43, 150), "ABOUT US", fontsize=9, fontname="hebo")
    page.insert_text((43, 164), "Nordic Limnology Society", fontsize=9)
    page.insert_text((43, 176), "Oslo, Norway", fontsize=9)
    page.insert_text((230, 150), "Ann Lee and Bo Chen", fontsize=11)
    page.insert_text((230, 164), "Institute of Limnology, Oslo, Norway", fontsize=9)
    page.insert_text((230, 190), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(230, 198, 553, 330), ABSTRACT, fontsize=9)
    page.insert_text((43, 360), "1 Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, 370, 553, 800), BODY, fontsize=9)
    path = _save(page, tmp_path / "u.pdf")
    assert tuple(extract_pdf(path, max_pages=2).authors) == ("Ann Lee", "Bo Chen")
