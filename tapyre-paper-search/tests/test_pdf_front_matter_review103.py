"""review103: front35's rules on near-misses of their layouts.

Bold "Researchers" / "Team members" boxes beside a paper's own byline, and "Title" /
"Authors" labels under a paper's large title, are no cover form of stacked labels.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE  # the same paper


def _paper(path: Path, byline: str, box: list[tuple[str, list[str]]]) -> Path:
    """A large title, a byline, a box of bold labels over plain values, then the paper."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 80, 523, 140), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((150, 150), byline, fontsize=12)
    y = 180.0
    for label, values in box:
        page.insert_text((72, y), label, fontsize=10, fontname="hebo")
        for value in values:
            y += 14
            page.insert_text((72, y), value, fontsize=10)
        y += 20
    page.insert_text((72, y), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 8, 523, y + 90), ABSTRACT, fontsize=10)
    page.insert_text((72, y + 110), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 120, 523, 800), BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


def test_a_box_of_people_labels_beside_a_byline_keeps_the_byline(tmp_path: Path) -> None:
    box = [("Researchers", ["Maria Rossi", "Peter Novak"]), ("Team members", ["Julia Berg"])]
    pdf = extract_pdf(_paper(tmp_path / "p.pdf", "Ann Lee, Bo Chen and Carl Diaz", box))
    assert pdf.title == TITLE
    assert tuple(pdf.authors)[:3] == ("Ann Lee", "Bo Chen", "Carl Diaz")


def test_title_and_authors_labels_under_a_large_title_are_no_form(tmp_path: Path) -> None:
    byline = "Ann Lee, Bo Chen, Carl Diaz and Dana Evans"
    box = [("Title", ["Spring warming of a lake"]), ("Authors", ["Ann Lee"])]
    pdf = extract_pdf(_paper(tmp_path / "p.pdf", byline, box))
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Carl Diaz", "Dana Evans")


def _under_capitals(path: Path, byline: str) -> Path:
    """A byline in capitals over the title, then an abstract and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 70), byline, fontsize=10)
    page.insert_textbox(pymupdf.Rect(72, 80, 523, 140), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((72, 160), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 168, 523, 250), ABSTRACT, fontsize=10)
    page.insert_text((72, 270), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 280, 523, 800), BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


def test_a_surname_that_is_a_kicker_word_still_names_its_author(tmp_path: Path) -> None:
    """Real surnames "Heft", "Comment", "Saggio" in a capitals byline over the title."""
    for byline, names in (
        ("ROBERT HEFT", ("Robert Heft",)),
        ("JEAN COMMENT", ("Jean Comment",)),
        ("ILARIA SAGGIO AND MARCO BIANCHI", ("Ilaria Saggio", "Marco Bianchi")),
    ):
        pdf = extract_pdf(_under_capitals(tmp_path / "k.pdf", byline))
        assert tuple(pdf.authors) == names, byline


def _cover(path: Path, items: list[tuple[str, list[str]]]) -> Path:
    """A proposal's cover: bold labels each over their plain values, then a summary."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 70), "PROJECT PROPOSAL", fontsize=10, fontname="hebo")
    y = 110.0
    for label, values in items:
        page.insert_text((72, y), label, fontsize=11, fontname="hebo")
        for value in values:
            y += 17
            page.insert_text((72, y), value, fontsize=11)
        y += 28
    page.insert_text((72, y), "Project summary", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 8, 523, y + 90), ABSTRACT, fontsize=11)
    doc.save(path)
    doc.close()
    return path


def test_places_shaped_like_names_after_a_comma_are_no_authors(tmp_path: Path) -> None:
    items = [
        ("Project title", [TITLE]),
        ("Principal investigator", ["Ann Lee, Santa Clara"]),
        ("Co-investigators", ["Bo Chen, Centre for Climate Physics", "Dana Evans, Santa Barbara"]),
    ]
    pdf = extract_pdf(_cover(tmp_path / "p.pdf", items))
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Dana Evans")


def test_a_line_of_names_under_a_people_label_gives_them_all(tmp_path: Path) -> None:
    items = [("Project title", [TITLE]), ("Applicants", ["Ann Lee, Bo Chen; Dana Evans"])]
    pdf = extract_pdf(_cover(tmp_path / "p.pdf", items))
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Dana Evans")


def test_a_body_named_in_an_about_the_authors_box_is_no_author(tmp_path: Path) -> None:
    """A byline-less page whose box names a board ("The Editorial Board is …")."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 80, 523, 140), TITLE, fontsize=18, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 150, 523, 220), ABSTRACT, fontsize=10)
    page.insert_text((72, 240), "About the authors", fontsize=11, fontname="hebo")
    bios = (
        "Ann Lee is a limnologist at the University of Oslo. The Editorial Board is "
        "grateful to the reviewers of this piece."
    )
    page.insert_textbox(pymupdf.Rect(72, 246, 523, 320), bios, fontsize=10)
    page.insert_textbox(pymupdf.Rect(72, 340, 523, 800), BODY, fontsize=10)
    doc.save(tmp_path / "b.pdf")
    doc.close()
    assert tuple(extract_pdf(tmp_path / "b.pdf").authors) == ("Ann Lee",)


def test_the_summary_label_heads_the_abstract_of_a_stacked_form(tmp_path: Path) -> None:
    """The "Project summary" label and the last value line are not the abstract's."""
    items = [
        ("Project title", [TITLE]),
        ("Principal investigator", ["Ann Lee \u2013 Institute of Limnology"]),
        ("Co-investigators", ["Bo Chen, Centre for Climate Physics"]),
    ]
    pdf = extract_pdf(_cover(tmp_path / "p.pdf", items))
    assert pdf.abstract.startswith("We measure the temperature")


def glance_page(path: Path, mark: str) -> Path:
    """ "At a glance" over three key points opening with ``mark``, then the abstract as
    an unheaded paragraph (tidy42 asks it with other marks)."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 80, 523, 140), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((220, 150), "Ann Lee and Bo Chen", fontsize=12)
    page.insert_text((72, 180), "At a glance", fontsize=11, fontname="hebo")
    points = ("Lakes warm faster in calm springs", "Wind mixes heat down", "Ice sets the start")
    for k, point in enumerate(points):
        # "N", "A", "9" in ``mark`` count: "(N)" gives "(i)", "(ii)", "(iii)"
        label = mark.replace("N", ("i", "ii", "iii")[k]).replace("A", "abc"[k])
        label = label.replace("9", "123"[k])
        page.insert_text((72, 196 + 14 * k), f"{label} {point}", fontsize=10)
    page.insert_textbox(pymupdf.Rect(72, 260, 523, 330), ABSTRACT, fontsize=10)
    page.insert_text((72, 350), "Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 360, 523, 800), BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


def test_key_points_at_a_glance_are_no_abstract(tmp_path: Path) -> None:
    """ "At a glance" over bullets, then the abstract as an unheaded paragraph."""
    pdf = extract_pdf(glance_page(tmp_path / "g.pdf", "-"))
    assert pdf.abstract.startswith("We measure the temperature")
