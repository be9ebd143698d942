"""Tidy57: four pure-move splits of modules over 300 lines.

* ``byleads`` → ``runinnames`` (the names a run-in lead vouches for: ``run_in_names``,
  ``without_made_for``, ``members_after_body``, ``is_prose``, ``FOR_WORDS``);
* ``namecuts`` → ``conjunctioncuts`` (``at_conjunctions``: the cut at "and" between two
  full names);
* ``placenames`` → ``citylines`` (a city's place on its line: ``city_before_place``,
  ``city_closing_line``, ``place_of_city``, ``places_gone``, ``PLACE_KIND``);
* ``labelform`` → ``formkeys`` (a label form's key labels and where one may open a form).

Each test reads a page drawn with PyMuPDF through the moved code where it now lives, and
checks that the old module no longer holds it (no re-export).  All fail on the base
(c989396b), where the new modules do not exist and the old ones are over 300 lines.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line, page_lines
from test_pdf_front_matter_forms32 import _rows

_PDF = Path(__file__).resolve().parents[1] / "src" / "tapyre_paper_search" / "pdf"
_GUIDE = Path(__file__).resolve().parents[2] / "docs" / "pdf.md"
_TITLE = "Seasonal Storage of Heat in Shallow Aquifers under Dense Cities"
_ABSTRACT = (
    "We followed the temperature of the ground water under three city districts for six "
    "years and asked how much of the summer's heat a shallow aquifer keeps until winter. "
    "The wells that were pumped in both seasons kept about a third of the heat."
)
_BODY = "The wells were drilled to a depth of twenty metres and logged every hour. " * 10


def _page(path: Path, under_title: list[str]) -> Path:
    """A paper's first page: its title in 16 pt bold, ``under_title`` one a line in 11 pt
    under it, a headed abstract, then the body's first section."""
    doc = pymupdf.open()
    page = doc.new_page(width=595.0, height=842.0)
    page.insert_text((72, 100), _TITLE, fontsize=16, fontname="tibo")
    y = 130.0
    for text in under_title:
        page.insert_text((72, y), text, fontsize=11, fontname="tiro")
        y += 15
    page.insert_text((72, y + 20), "Abstract", fontsize=11, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, y + 28, 523, y + 100), _ABSTRACT, fontsize=10)
    page.insert_text((72, y + 120), "1. Introduction", fontsize=11, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, y + 130, 523, 800), _BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


def _lines(path: Path) -> tuple[Line, ...]:
    with pymupdf.open(path) as doc:
        return tuple(page_lines(doc[0].get_text("dict")).lines)


def _line(path: Path, start: str) -> str:
    return next(line.text for line in _lines(path) if line.text.startswith(start))


def _gone(module: str, *names: str) -> list[str]:
    """The ``names`` that ``module`` of the reader still holds (none after a pure move)."""
    held = importlib.import_module(f"tapyre_paper_search.pdf.{module}")
    return [name for name in names if hasattr(held, name)]


# -- byleads → runinnames ---------------------------------------------------------------


def test_runinnames_reads_a_byline_made_for_a_body(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import runinnames

    byline = "Prepared for the Ministry of Health by Ann Lee and Bo Chen"
    path = _page(tmp_path / "report.pdf", [byline])
    line = _line(path, "Prepared for")
    assert runinnames.without_made_for(line) == "Prepared by Ann Lee and Bo Chen"
    assert runinnames.run_in_names(line) == "Ann Lee and Bo Chen"
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Chen")
    assert set(runinnames.FOR_WORDS) == set(
        importlib.import_module("tapyre_paper_search.pdf.byleads").LEADS
    )
    moved = ("run_in_names", "without_made_for", "members_after_body", "is_prose")
    assert _gone("byleads", *moved, "FOR_WORDS", "PROSE_WORDS") == []


def test_runinnames_reads_a_body_then_its_members(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import runinnames

    path = _page(tmp_path / "panel.pdf", ["Prepared by the Working Group: Ann Lee, Bo Chen"])
    line = _line(path, "Prepared by")
    assert runinnames.run_in_names(line) == "Ann Lee, Bo Chen"
    assert runinnames.run_in_names("Written by Ann Lee, who was working with the team") == ""


# -- namecuts → conjunctioncuts ---------------------------------------------------------


def test_conjunctioncuts_cuts_between_two_full_names_on_a_page(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf.conjunctioncuts import at_conjunctions

    path = _page(tmp_path / "es.pdf", ["Juan Manuel López y Vicente Ruiz"])
    line = _line(path, "Juan")
    assert at_conjunctions(line) == ["Juan Manuel López", "Vicente Ruiz"]
    assert at_conjunctions("José Ortega y Gasset") == ["José Ortega y Gasset"]  # one surname
    assert extract_pdf(path).authors == ("Juan Manuel López", "Vicente Ruiz")
    assert at_conjunctions.__module__.endswith(".conjunctioncuts")  # namecuts calls it
    assert _gone("namecuts", "_full_name", "_CONJUNCTION") == []


# -- placenames → citylines -------------------------------------------------------------


def test_citylines_drops_a_city_and_its_place_from_a_byline(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import citylines

    path = _page(tmp_path / "city.pdf", ["Ann Lee, Santa Barbara, CA, USA"])
    line = _line(path, "Ann Lee")
    parts = [part.strip() for part in line.split(",")]
    assert citylines.city_before_place(parts, 1, lambda _: False, line)
    assert citylines.place_of_city(parts, 1, lambda _: False) == 2
    assert citylines.places_gone(
        parts, [(0, "Ann Lee"), (1, "Santa Barbara")], line, lambda _: False
    ) == {1, 2, 3}
    assert extract_pdf(path).authors == ("Ann Lee",)
    moved = ("city_before_place", "city_closing_line", "place_of_city", "places_gone")
    assert _gone("placenames", *moved, "PLACE_KIND", "_beside_and") == []


def test_citylines_keeps_cities_joined_by_and_as_people() -> None:
    from tapyre_paper_search.pdf import citylines

    line = "Thanh Xuan and Hoang Mai, Vietnam"
    parts = ["Thanh Xuan and Hoang Mai", "Vietnam"]
    assert not citylines.city_before_place(parts, 0, lambda _: False, line)
    assert citylines.city_closing_line(["Ann Lee", "Kuala Lumpur"], 1, "Ann Lee, Kuala Lumpur")


# -- labelform → formkeys ---------------------------------------------------------------


def _form(path: Path) -> Path:
    """A submission form: bold labels in a column, each value to its right."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((200, 60), "Abstract Submission Form", fontsize=14, fontname="hebo")
    rows = [("Title", [_TITLE]), ("Author(s)", ["Ann Lee", "Bo Chen"]), ("Topic", ["Water"])]
    y = _rows(page, rows, (54, 200, 110))
    page.insert_text((54, y + 14), "Abstract (max. 300 words)", fontsize=9, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, y + 22, 541, y + 100), _ABSTRACT, fontsize=10)
    doc.save(path)
    doc.close()
    return path


def test_formkeys_tells_a_forms_labels_on_a_page(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import formkeys
    from tapyre_paper_search.pdf.labelform import read_form

    lines = _lines(_form(tmp_path / "form.pdf"))
    keys = [line.text for line in lines if formkeys.key_row(line.text)]
    assert keys == ["Title", "Author(s)"]
    assert formkeys.key_row("Autor(en): Hans Müller")  # run in after a colon
    assert formkeys.ABSTRACT_LABEL.fullmatch("Abstract (max. 300 words)")
    label = next(line for line in lines if line.text == "Author(s)")
    assert not formkeys.below_the_papers_start(lines, label)
    form = read_form(lines)
    assert form is not None and form.authors == ("Ann Lee", "Bo Chen")
    moved = ("_key_row", "_is_key_label", "_label_shaped", "_JOINED", "_below_the_papers_start")
    assert _gone("labelform", *moved) == []


# -- the modules' size and the guide ------------------------------------------------------


@pytest.mark.parametrize("module", ["labelform", "namecuts", "placenames", "byleads"])
def test_each_split_module_is_300_lines_at_most(module: str) -> None:
    assert len((_PDF / f"{module}.py").read_text(encoding="utf-8").splitlines()) <= 300


def test_the_guide_names_each_new_module() -> None:
    guide = _GUIDE.read_text(encoding="utf-8")
    for module in ("runinnames", "conjunctioncuts", "citylines", "formkeys"):
        assert f"`{module}`" in guide
