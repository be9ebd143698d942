"""Places read as people, round 38 (places38).

A city alone on the line under an affiliation line ("Department of Physics, University
of Somewhere" over "Beni Saf") is the address's end, no author, whatever its words
(:mod:`~tapyre_paper_search.pdf.placelines`); a person's line under an affiliation,
followed by that person's own affiliation, stays a name.  A firm's name with no kind
word between the byline and its address, in the address's type, is no author.  A strict reading asks
:func:`~tapyre_paper_search.pdf.citylines.city_before_place` once a piece.  The
places corpus maker wraps a byline wider than the page instead of cutting it.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import pymupdf
import pytest
from tapyre_paper_search.pdf import authors, citylines, extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from test_pdf_places36 import _paper

_ROOT = Path(__file__).resolve().parents[2]
_BYLINE = "Rahel Tesfaye, Gonçalo Pereira and Ann Lee"
_NAMES = ("Rahel Tesfaye", "Gonçalo Pereira", "Ann Lee")


@pytest.mark.parametrize("city", ["Santa Barbara", "Beni Saf", "Thanh Xuan", "Kota Bharu"])
@pytest.mark.parametrize(
    "affiliation", ["Department of Physics, University of Somewhere", "University of Somewhere"]
)
def test_a_city_alone_under_an_affiliation_is_no_author(
    tmp_path: Path, city: str, affiliation: str
) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, [_BYLINE, affiliation, city])
    assert extract_pdf(path).authors == _NAMES


def test_a_city_under_the_affiliation_after_one_name(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["Rahel Tesfaye", "Institute of Physics, University of Somewhere", "Beni Saf"])
    assert extract_pdf(path).authors == ("Rahel Tesfaye",)


@pytest.mark.parametrize("person", ["Thanh Xuan", "Morgan Hill", "Hoang Mai"])
def test_control_a_person_under_an_affiliation_with_its_own_stays(
    tmp_path: Path, person: str
) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["Ann Lee", "University of Somewhere", person, "Institute of Physics"])
    assert extract_pdf(path).authors == ("Ann Lee", person)


def test_control_a_line_of_people_named_like_cities_stays(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["Thanh Xuan and Morgan Hill", "University of Somewhere"])
    assert extract_pdf(path).authors == ("Thanh Xuan", "Morgan Hill")


def test_control_a_city_with_its_country_under_an_affiliation(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, [_BYLINE, "University of Somewhere", "Santa Barbara, California"])
    assert extract_pdf(path).authors == _NAMES


@pytest.mark.parametrize(
    ("brand", "address"),
    [
        ("Siemens Healthineers", "Erlangen, Germany"),
        ("Thermo Fisher", "Waltham, MA"),
        ("Roche Molecular Systems", "Pleasanton, California"),
    ],
)
def test_a_brand_between_the_byline_and_its_address_is_no_author(
    tmp_path: Path, brand: str, address: str
) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, [_BYLINE, brand, address])
    assert extract_pdf(path).authors == _NAMES


def test_control_people_between_addresses_stay(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["Ann Lee", "Hanoi, Vietnam", "Bo Wu", "Paris, France"])
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Wu")


def _counted(monkeypatch: pytest.MonkeyPatch) -> Counter[tuple[tuple[str, ...], int]]:
    """Count the calls of ``city_before_place`` by (parts, index), wherever it is bound:
    the calls from its readers, not its own asking of the next city."""
    asked: Counter[tuple[tuple[str, ...], int]] = Counter()
    real = citylines.city_before_place
    depth = [0]

    def counting(parts: Sequence[str], k: int, *args: object, **kw: object) -> bool:
        if depth[0] == 0:
            asked[(tuple(parts), k)] += 1
        depth[0] += 1
        try:
            return real(parts, k, *args, **kw)  # type: ignore[arg-type]
        finally:
            depth[0] -= 1

    monkeypatch.setattr(citylines, "city_before_place", counting)
    if hasattr(authors, "city_before_place"):
        monkeypatch.setattr(authors, "city_before_place", counting)
    return asked


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Ann Lee, Kota Bharu, Malaysia", ["Ann Lee"]),
        ("Ann Lee, Santa Barbara, CA, USA", ["Ann Lee"]),
        ("Jane Doe, Thanh Xuan, Hoang Mai, Vietnam", ["Jane Doe"]),
    ],
)
def test_a_dropped_city_is_asked_once(
    monkeypatch: pytest.MonkeyPatch, line: str, names: list[str]
) -> None:
    asked = _counted(monkeypatch)
    assert names_in_line(line) == names
    assert asked and max(asked.values()) == 1


def test_control_the_strict_reading_is_unchanged() -> None:
    assert names_in_line("Ann Lee, Rio de Janeiro, Brazil") == ["Ann Lee"]
    assert names_in_line("Jane Doe, Thanh Xuan, Le Van Hoa, Vietnam") == [
        "Jane Doe",
        "Thanh Xuan",
        "Le Van Hoa",
    ]
    assert names_in_line("Ann Lee, Morgan Hill") == ["Ann Lee", "Morgan Hill"]


def _maker() -> ModuleType:
    spec = importlib.util.spec_from_file_location("places_make", _ROOT / "tools/places/make.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["places_make"] = module
    spec.loader.exec_module(module)
    return module


def test_the_maker_wraps_a_byline_wider_than_the_page(tmp_path: Path) -> None:
    people = [
        "Marie Chantal Nsengiyumva",
        "Marie Goretti Uwimana",
        "Jean Bosco Uwamahoro",
        "Marie Goretti Habimana",
        "Jean de Dieu Mukamana",
        "Jean Damascène Niyonzima",
    ]
    path = tmp_path / "wide.pdf"
    abstract = "We measure the heat carried by phonons in thin films of graphene. " * 5
    _maker().draw(path, "Heat in graphene", [", ".join(people), "Somewhere"], "", abstract)
    page = pymupdf.open(path)[0]
    text = " ".join(page.get_text().split())
    assert all(person in text for person in people)
    for block in page.get_text("dict")["blocks"]:
        for line in block.get("lines", []):
            assert line["bbox"][0] >= 0 and line["bbox"][2] <= page.rect.width


def test_control_the_maker_keeps_a_narrow_byline_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "narrow.pdf"
    abstract = "We measure the heat carried by phonons in thin films of graphene. " * 5
    _maker().draw(path, "Heat in graphene", ["Ann Lee, Bo Wu", "Somewhere"], "", abstract)
    assert "Ann Lee, Bo Wu\n" in pymupdf.open(path)[0].get_text()
