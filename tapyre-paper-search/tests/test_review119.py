"""Review of places38 (review119): people named like cities or firms kept.

:func:`~tapyre_paper_search.pdf.placelines.city_under_affiliation` dropped a person
whose name is a city ("Hai Duong", "Thanh Hoa", "Vinh Long", "Benito Juárez") when
their line stood under the previous author's affiliation and over no affiliation
word of their own (an address, an e-mail, a firm with no kind word, or nothing): the
city alone that closes an address is set in the address's type, a person in the
names' type.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _ABSTRACT
from test_pdf_front_matter_latex34 import _centred
from test_pdf_front_matter_latex35 import _LEFT, _TITLE, _body, _rows

_AFFILIATION = ("Department of Physics, University of Somewhere", 9, "tiit")


def _page(path: Path, lines: list[tuple[str, float, str]]) -> None:
    """The title in 16 pt bold, ``lines`` (text, size, font) centred under it, a headed
    abstract and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595.0, height=842.0)
    _centred(page, 100, _TITLE, 16, "tibo")
    y = 140.0
    for text, size, font in lines:
        _centred(page, y, text, size, font)
        y += size + 4
    page.insert_text((_LEFT, y + 20), "Abstract", fontsize=11, fontname="tibo")
    y = _rows(page, _LEFT, y + 38, _ABSTRACT, 10)
    _body(page, y + 20)
    doc.save(path)


@pytest.mark.parametrize(
    ("person", "below"),
    [
        ("Hai Duong", [("hai.duong@gmail.com", 9, "tiit")]),
        ("Hai Duong", [("FPT Software, Hanoi, Vietnam", 9, "tiit")]),
        ("Thanh Hoa", []),
        ("Benito Juárez", [("Mexico City, Mexico", 9, "tiit")]),
    ],
)
def test_a_person_named_like_a_city_under_an_affiliation_stays(
    tmp_path: Path, person: str, below: list[tuple[str, float, str]]
) -> None:
    path = tmp_path / "paper.pdf"
    _page(path, [("Ann Lee", 11, "tiro"), _AFFILIATION, (person, 11, "tiro"), *below])
    assert extract_pdf(path).authors == ("Ann Lee", person)


def test_a_person_in_bold_under_an_italic_affiliation_stays(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    lines = [
        ("Ann Lee", 11, "tibo"),
        ("Hanoi University of Science and Technology", 9, "tiit"),
        ("Vinh Long", 11, "tibo"),
        ("Can Tho, Vietnam", 9, "tiit"),
    ]
    _page(path, lines)
    assert extract_pdf(path).authors == ("Ann Lee", "Vinh Long")


def test_a_byline_in_one_type_with_its_addresses_keeps_the_person(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    lines = [
        ("Ann Lee", 11, "tiro"),
        ("Hanoi University of Science and Technology", 11, "tiro"),
        ("Hai Duong", 11, "tiro"),
        ("Hanoi, Vietnam", 11, "tiro"),
    ]
    _page(path, lines)
    assert extract_pdf(path).authors == ("Ann Lee", "Hai Duong")


@pytest.mark.parametrize(
    ("byline", "affiliation", "city", "names"),
    [
        (
            "Ann Lee, Bo Wu and Jan Novak",
            "Department of Physics, University of Somewhere",
            "Santa Barbara",
            ("Ann Lee", "Bo Wu", "Jan Novak"),
        ),
        (
            "Marie Dubois et Jean Martin",
            "Laboratoire de Physique, Université de Lyon",
            "Saint Étienne",
            ("Marie Dubois", "Jean Martin"),
        ),
    ],
)
def test_control_a_city_alone_in_the_address_type_is_no_author(
    tmp_path: Path, byline: str, affiliation: str, city: str, names: tuple[str, ...]
) -> None:
    path = tmp_path / "paper.pdf"
    _page(path, [(byline, 11, "tiro"), (affiliation, 9, "tiit"), (city, 9, "tiit")])
    assert extract_pdf(path).authors == names
