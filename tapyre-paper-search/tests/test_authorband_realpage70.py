"""A name wrapped inside its author card in a second row of cards, the row read beside
the author zone (:func:`~tapyre_paper_search.pdf.authorband.with_level_names`,
realpage70): "Truong Trung" / "Tcherniega" over "truong.tcherniega@…" is one person,
"Truong Trung Tcherniega", not "Truong Trung" with the last word lost.  A whole name, or
a one-word city or firm in the name's type under it (its e-mail not made of that word),
adds no word."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

MUPDF: Any = pymupdf  # untyped

ABSTRACT = (
    "Persistent inflammation has been proposed to contribute to various stages in the "
    "pathogenesis of cardiovascular disease, and the receptor signalling propagates "
    "downstream inflammation cascades that we measure in eighty-two studies here."
)
BODY = "Inflammation has long been studied in the heart and its vessels by many groups. " * 12


def _centred(page: Any, centre: float, y: float, text: str, size: float) -> None:
    width = MUPDF.get_text_length(text, fontname="tiro", fontsize=size)
    page.insert_text((centre - width / 2, y), text, fontsize=size, fontname="tiro")


def _card(page: Any, centre: float, y: float, name: tuple[str, ...], mail: str) -> None:
    for row in name:
        _centred(page, centre, y, row, 11)
        y += 13.4
    for row in ("Eindhoven University", *mail.split(" ")):
        _centred(page, centre, y, row, 9)
        y += 10.5


def _page(path: Path, wrapped: tuple[str, ...], mail: str = "") -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    _centred(page, 306, 80, "Interleukin-6 receptor pathways in coronary heart", 17)
    _centred(page, 306, 100, "disease: a collaborative meta-analysis of 82 studies", 17)
    cards = [("J. Vetere",), ("Maxim A. Devi",), ("Iwao Hilario",), ("Morimitsu Wang",)]
    for k, name in enumerate(cards):
        _card(page, 114 + k * 128, 130, name, f"{name[0].split()[-1].lower()}@uni.de")
    _card(page, 240, 195, ("C. Werner",), "cwerner@university.nl")
    mail = mail or f"{wrapped[0].split()[0].lower()}.{wrapped[-1].lower()}@unive rsity.fr"
    _card(page, 366, 195, wrapped, mail)
    page.insert_text((54, 272), "ABSTRACT", fontsize=10, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(54, 278, 300, 400), ABSTRACT, fontsize=9, fontname="tiro")
    page.insert_text((54, 420), "1 INTRODUCTION", fontsize=10, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(54, 426, 300, 760), BODY, fontsize=9, fontname="tiro")
    page.insert_textbox(MUPDF.Rect(318, 262, 558, 760), BODY, fontsize=9, fontname="tiro")
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("wrapped", "name"),
    [
        (("Truong Trung", "Tcherniega"), "Truong Trung Tcherniega"),
        (("Eyjólfur Björk", "Kjartansdóttir"), "Eyjólfur Björk Kjartansdóttir"),
        (("Maria Fernanda", "Albuquerque"), "Maria Fernanda Albuquerque"),
    ],
)
def test_a_name_wrapped_in_a_second_row_card_is_read_whole(
    tmp_path: Path, wrapped: tuple[str, ...], name: str
) -> None:
    found = extract_pdf(_page(tmp_path / "c.pdf", wrapped))
    assert found.authors[-1] == name
    assert len(found.authors) == 6


def test_a_whole_name_in_a_second_row_card_stays_as_it_is(tmp_path: Path) -> None:
    found = extract_pdf(_page(tmp_path / "c.pdf", ("Anna Berg",)))
    assert found.authors[-2:] == ("C. Werner", "Anna Berg")


@pytest.mark.parametrize(
    "under", ["Huawei", "Siemens", "Shenzhen", "Portugal", "München", "Lisboa", "Toulouse"]
)
def test_a_one_word_affiliation_in_the_names_type_adds_no_word(tmp_path: Path, under: str) -> None:
    found = extract_pdf(_page(tmp_path / "c.pdf", ("Anna Berg", under), "anna.berg@uni.se"))
    assert "Anna Berg" in found.authors
    assert not any(under in name for name in found.authors)
