"""A thesis's title page (drawn with PyMuPDF): the author(s) under "by", then, under
a label, the committee or supervisors, whose names are no authors."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.committee import is_label

WIDTH = 595.0
TITLE = "Radiative losses of energetic particles at relativistic shocks"
AUTHORS = ("Paul Dempsey", "Maria Ferreira")
ABSTRACT = (
    "We study how radiative losses shape the spectra of particles accelerated at "
    "relativistic shocks, and show that the cut-off energy depends on the magnetic "
    "field downstream of the shock and on the angle between the field and the flow."
)


def _centred(page: pymupdf.Page, text: str, y: float, size: float, font: str = "tiro") -> None:
    width = pymupdf.get_text_length(text, font, size)
    page.insert_text(((WIDTH - width) / 2, y), text, fontsize=size, fontname=font)


def _thesis(path: Path, label: str, members: tuple[str, ...]) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=WIDTH, height=842)
    _centred(page, TITLE, 160, 18, "tibo")
    _centred(page, "by", 210, 12, "tiit")
    y = 235.0
    for name in AUTHORS:
        _centred(page, name, y, 13)
        y += 18
    statement = "A dissertation submitted in partial fulfilment of the requirements"
    _centred(page, statement, y + 40, 11)
    _centred(page, "for the degree of Doctor of Philosophy", y + 54, 11)
    _centred(page, "Department of Physics, University of Leeds", y + 80, 11)
    _centred(page, "July 2019", y + 100, 11)
    y += 160
    page.insert_text((72, y), label, fontsize=10, fontname="tibo")
    for member in members:
        y += 13
        page.insert_text((72, y), member, fontsize=10, fontname="tiro")
    second = doc.new_page(width=WIDTH, height=842)
    _centred(second, "ABSTRACT", 80, 12, "tibo")
    box = pymupdf.Rect(72, 95, WIDTH - 72, 300)
    second.insert_textbox(box, ABSTRACT, fontsize=11, fontname="tiro")
    doc.save(path)


@pytest.mark.parametrize(
    ("label", "members"),
    [
        ("Dissertation Committee:", ("D. Lutz, Chair", "K. Brandt, Member", "S. Weber, Member")),
        ("Examiners", ("Prof. Hannah Kessler", "Dr. Jonas Weiss")),
        ("Supervised by", ("Anna Lindqvist", "Tomas Novak")),
    ],
)
def test_committee_names_under_their_label_are_no_authors(
    tmp_path: Path, label: str, members: tuple[str, ...]
) -> None:
    path = tmp_path / "thesis.pdf"
    _thesis(path, label, members)
    found = extract_pdf(path)
    assert found.title == TITLE
    assert tuple(found.authors) == AUTHORS


def test_committee_labels() -> None:
    for text in (
        "Dissertation Committee:",
        "Committee members",
        "Advisor: Prof. Ann Lee",
        "Thesis Supervisors",
        "Supervised by Dr. Ann Lee",
        "Under the supervision of Ann Lee",
        "Erstgutachter: Prof. Dr. K. Braun",
        "Betreuerin",
        "Directeur de thèse : Jean Dupont",
        "Promotor",
    ):
        assert is_label(text), text
    for text in (
        "Paul Dempsey",
        "Department of Physics, University of Leeds",
        "Advisory boards often meet twice a year to review the programme",
        "Supervisors of the measurement campaign reported no failures.",
        "Committee on Data for Science and Technology",
    ):
        assert not is_label(text), text
