"""A template's ordinal before an author block's name ("1st A. N. Maiolino", "2nd David
Mancini") is taken off, so the grid's names are read
(:mod:`~tapyre_paper_search.pdf.ordinalnames`, realpage71); in English, French,
Spanish, Portuguese and Italian endings.  What stays: a numbered heading or list ("1
Introduction", "1. John Smith"), an ordinal before other words ("1st International
Workshop on Graphs", "2nd edition", "3rd Floor, Main Building")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.ordinalnames import without_ordinal

MUPDF: Any = pymupdf  # untyped

ABSTRACT = (
    "The inefficient clearance of dying cells can lead to abnormal immune responses, such "
    "as unresolved inflammation and autoimmune conditions. We show that a tumor suppressor "
    "controls signaling-mediated phagocytosis of apoptotic cells through its target."
)
PROSE = (
    "Programmed cell death is a process that removes damaged cells from tissues, and the "
    "removal of the dead cells by phagocytes keeps the tissue free of inflammation. "
)
BLOCKS = (
    ("Division of Data Science", "Cagliari Medical Center", "Cagliari, Italy"),
    ("Laboratory of Astronomy", "Gainesville Institute of Technology", "Gainesville, USA"),
    ("Department of Physics", "University of Lyon", "Lyon, France"),
)


def _centred(page: Any, x: float, y: float, text: str, size: float, *, font: str) -> None:
    width = MUPDF.get_text_length(text, fontname=font, fontsize=size)
    page.insert_text((x - width / 2, y), text, fontsize=size, fontname=font)


def _pdf(path: Path, names: tuple[str, ...], venue: str) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    _centred(page, 306, 30, venue, 7.5, font="tiro")
    _centred(page, 306, 80, "Control of signaling-mediated clearance of apoptotic", 21, font="tiro")
    _centred(page, 306, 106, "cells by a tumor suppressor", 21, font="tiro")
    for k, name in enumerate(names):
        x = 120 + 186 * k
        _centred(page, x, 140, name, 10.5, font="tiro")
        for j, row in enumerate(BLOCKS[k]):
            _centred(page, x, 152 + 11 * j, row, 9, font="tiit" if j < 2 else "tiro")
        _centred(page, x, 185, f"{name.split()[-1].lower()}@center.example.org", 9, font="tiro")
    page.insert_text((54, 215), "Abstract—", fontsize=9, fontname="tibi")
    page.insert_textbox(MUPDF.Rect(54, 220, 297, 330), ABSTRACT, fontsize=9, fontname="tibo")
    page.insert_text((54, 350), "I. INTRODUCTION", fontsize=9, fontname="tiro")
    page.insert_textbox(MUPDF.Rect(54, 356, 297, 740), PROSE * 6, fontsize=10, fontname="tiro")
    page.insert_textbox(MUPDF.Rect(315, 200, 558, 740), PROSE * 9, fontsize=10, fontname="tiro")
    doc.save(path)
    return path


@pytest.mark.parametrize(
    "names",
    [
        ("1st A. N. Maiolino", "2nd David Mancini", "3rd Anna Adams"),
        ("1st Brian Potter", "2nd Baruch Loukitcheva"),
        ("1er Jean Dupont", "2e Claire Martin", "3e Paul Girard"),
        ("1º María García", "2º Pedro Alves"),
        ("1st Dmitri N. Makovetskii",),  # a lone author's block counts from the first too
    ],
)
def test_the_ordinals_before_a_grid_s_names_are_taken_off(
    tmp_path: Path, names: tuple[str, ...]
) -> None:
    venue = "2023 Symposium on Algorithms for Biological Data (14 September 2023)"
    found = extract_pdf(_pdf(tmp_path / "g.pdf", names, venue), max_pages=2, tables=False)
    want = {name.split(" ", 1)[1] for name in names}
    assert set(found.authors) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("1st A. N. Maiolino", "A. N. Maiolino"),
        ("4th E. Valiante", "E. Valiante"),
        ("12th Hans-Peter Müller", "Hans-Peter Müller"),
        ("1re Anne Lefèvre", "Anne Lefèvre"),
        ("2ª Ana Souza", "Ana Souza"),
        ("3° Marco Rossi", "Marco Rossi"),
        ("1 Introduction", None),
        ("1. John Smith", None),
        ("1st International Workshop on Graphs", None),
        ("2nd edition", None),
        ("3rd Floor, Main Building", None),
        ("21st Century Skills in Schools", None),
        ("A. N. Maiolino", None),
    ],
)
def test_an_ordinal_is_taken_off_names_only(text: str, want: str | None) -> None:
    assert without_ordinal(text) == want


@pytest.mark.parametrize("title", ["19th Century Fiction", "2e Congrès National"])
def test_a_lone_ordinal_before_capitalised_words_stays(tmp_path: Path, title: str) -> None:
    """A title opening with an ordinal before words that read as a name ("19th Century
    Fiction"): no grid of blocks counted from the first, so its ordinal stays."""
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    _centred(page, 306, 80, title, 21, font="tiro")
    _centred(page, 306, 120, "Anna Adams", 11, font="tiro")
    _centred(page, 306, 134, "University of Lyon, France", 9, font="tiit")
    page.insert_text((54, 215), "Abstract—", fontsize=9, fontname="tibi")
    page.insert_textbox(MUPDF.Rect(54, 220, 297, 330), ABSTRACT, fontsize=9, fontname="tibo")
    page.insert_textbox(MUPDF.Rect(54, 356, 297, 740), PROSE * 6, fontsize=10, fontname="tiro")
    path = tmp_path / "t.pdf"
    doc.save(path)
    assert extract_pdf(path, max_pages=2, tables=False).title == title
