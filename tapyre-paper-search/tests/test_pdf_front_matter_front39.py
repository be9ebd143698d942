"""Front matter of front39's train styles: a deliverable whose people stand only in a
gridded "Name | Role | Organisation" table under a line naming the document ("Deliverable
D3.2 · Version 1.1"), and a web page whose people stand only in an "About the author(s)"
card (the heading in capitals over a bold name and a note).

Three fail on main 3f8380b2: the card's heading read as a person ("About The Authors"),
an "About this report" box's heading read as one, and the shapes of
:mod:`~tapyre_paper_search.pdf.notnames`.  Controls (pass on both): the drawn deliverable
(its number line scores too low to be read on either; the LibreOffice-converted one read
"Deliverable D" on main, see docs/pdf-log.md front39), a results table's "Name" column of
genes names nobody, a card under a real byline changes nothing.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE  # the same paper
from test_pdf_front_matter_front38 import _save

_PEOPLE = [("Ann Lee", "Lead author", "Institute of Limnology"),
           ("Bo Chen", "Co-author", "Laboratory of Data Science"),
           ("Karl Weber", "Methodology", "Institute of Limnology")]  # fmt: skip
_GENES = [("SOX2", "Transcription factor", "Chromosome 3"),
          ("NRG1", "Growth factor", "Chromosome 8"),
          ("ERBB4", "Receptor kinase", "Chromosome 2")]  # fmt: skip


def _grid(
    page: pymupdf.Page, top: float, head: tuple[str, ...], rows: list[tuple[str, ...]]
) -> float:
    """A gridded table with a bold header row; the y under it."""
    xs = (43, 213, 383, 553)
    for k, row in enumerate([head, *rows]):
        y = top + 14 * k
        for c, text in enumerate(row):
            page.draw_rect(pymupdf.Rect(xs[c], y, xs[c + 1], y + 14), color=(0, 0, 0), width=0.5)
            page.insert_text(
                (xs[c] + 4, y + 10), text, fontsize=9, fontname="hebo" if k == 0 else "helv"
            )
    return top + 14 * (len(rows) + 1)


def _deliverable(
    path: Path, head: tuple[str, ...], rows: list[tuple[str, ...]], *, byline: str = ""
) -> Path:
    """A project deliverable: the bold title, the document's number line (or ``byline``),
    the table, "Executive summary" over the abstract, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(43, 50, 553, 130), TITLE, fontsize=20, fontname="hebo")
    page.insert_text((43, 148), byline or "Deliverable D3.2 \u00b7 Version 1.1", fontsize=10)
    under = _grid(page, 165, head, rows)
    page.insert_text((43, under + 26), "Executive summary", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, under + 34, 553, under + 150), ABSTRACT, fontsize=9)
    page.insert_text((43, under + 170), "Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, under + 180, 553, 800), BODY, fontsize=9)
    return _save(page, path)


def test_the_document_number_line_names_nobody(tmp_path: Path) -> None:
    """Control (passes on both): the table's people, and no "Deliverable D"."""
    pdf = extract_pdf(
        _deliverable(tmp_path / "d.pdf", ("Name", "Role", "Organisation"), _PEOPLE), max_pages=2
    )
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Karl Weber")


def test_a_results_table_of_genes_names_nobody(tmp_path: Path) -> None:
    """Control (passes on both): a "Name" column of genes is no people table."""
    pdf = extract_pdf(
        _deliverable(tmp_path / "g.pdf", ("Name", "Function", "Locus"), _GENES), max_pages=2
    )
    assert not {"Sox2", "SOX2", "Nrg1", "ERBB4"} & set(pdf.authors)


def _post(path: Path, heading: str, cards: list[str], *, byline: str = "") -> Path:
    """A blog post: the title, a date line (or ``byline``), the summary, then a card
    headed ``heading`` in capitals over each person's bold name and a note."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(70, 60, 525, 140), TITLE, fontsize=22, fontname="hebo")
    page.insert_text((70, 158), byline or "October 25, 2021", fontsize=10)
    page.insert_textbox(pymupdf.Rect(70, 175, 525, 330), ABSTRACT, fontsize=11)
    page.draw_rect(pymupdf.Rect(70, 340, 525, 360 + 32 * len(cards)), color=(0.7, 0.7, 0.7))
    page.insert_text((83, 355), heading, fontsize=9)
    for k, name in enumerate(cards):
        page.insert_text((83, 372 + 32 * k), name, fontsize=11, fontname="hebo")
        page.insert_text(
            (83, 386 + 32 * k), "Researcher at the Institute of Limnology.", fontsize=10
        )
    page.insert_text((70, 420 + 32 * len(cards)), "1. Introduction", fontsize=14, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(70, 435 + 32 * len(cards), 525, 800), BODY, fontsize=11)
    return _save(page, path)


def test_the_about_the_authors_heading_names_nobody(tmp_path: Path) -> None:
    pdf = extract_pdf(
        _post(tmp_path / "a.pdf", "ABOUT THE AUTHORS", ["Ann Lee", "Bo Chen"]), max_pages=2
    )
    assert pdf.title == TITLE
    assert not [a for a in pdf.authors if "About" in a]


def test_a_card_under_a_real_byline_changes_nothing(tmp_path: Path) -> None:
    """Control (passes on both): the byline names the people in full."""
    path = _post(tmp_path / "b.pdf", "ABOUT THE AUTHORS", ["Ann Lee"], byline="Ann Lee and Bo Chen")
    assert tuple(extract_pdf(path, max_pages=2).authors)[:2] == ("Ann Lee", "Bo Chen")


def test_an_about_this_report_box_names_nobody(tmp_path: Path) -> None:
    """The box is about the document, not about people (fails on main: "About This
    Report")."""
    pdf = extract_pdf(
        _post(
            tmp_path / "r.pdf", "ABOUT THIS REPORT", ["Funded by the Research Council of Norway."]
        ),
        max_pages=2,
    )
    assert not [a for a in pdf.authors if "About" in a or "Funded" in a]


def test_the_heading_forms_and_the_number_shape() -> None:
    from tapyre_paper_search.pdf.notnames import has_document_number, is_bio_heading

    assert all(map(is_bio_heading, ("About the authors", "ABOUT THE AUTHOR", "Über den Autor",
                                    "À propos de l'auteur", "Sobre los autores")))  # fmt: skip
    assert is_bio_heading("About this report") and is_bio_heading("Über diese Studie")
    assert not is_bio_heading("Ann Lee") and not is_bio_heading("Abou Diallo")
    assert has_document_number("Deliverable D3.2 \u00b7 Version 1.1") and has_document_number(
        "WP4.1"
    )
    assert not has_document_number("Ann Lee1,2, Bo Chen2") and not has_document_number(
        "Version 1.1"
    )
