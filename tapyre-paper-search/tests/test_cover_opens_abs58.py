"""Round 58, review leftover: what heading under an abstract makes a page the paper's own.

:func:`~tapyre_paper_search.pdf.cover.is_cover` takes a page holding cover phrases
("repository", "deposited", "License:") for the paper's own first page where an
abstract's heading stands on it with the body's first section heading under it (front54).
Its helper ``_opens_paper`` said "numbered section heading ("1. Introduction")" while it
takes an unnumbered "INTRODUCTION" too.  The code is right: many journals number no
section, and their first page's "INTRODUCTION" opens the body as "1. Introduction" does;
a later section's heading ("2 Methods") does not.  The docstring now says so.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import BODY, draw_rows, wrapped
from tapyre_paper_search.pdf.frontpages import first_paper_page
from tapyre_paper_search.pdf.pageread import read_front_pages

_ABSTRACT = (
    "We measured the uptake of a tracer in the roots of three grasses grown in soils of "
    "different salinity and found that uptake fell with salinity in two of them, while "
    "the third kept its uptake at every level tested in the greenhouse and in the field."
)


def _first_page(path: Path, heading: str) -> Path:
    """Page 1: a cover phrase line, the title, names, "Abstract" over a paragraph, then
    ``heading`` (bold) over body text, and a licence line at its foot; page 2 body text."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    draw_rows(page, 72, 60, ["Deposited in the university repository on 3 March 2021"], size=8)
    draw_rows(page, 72, 110, ["Salinity and tracer uptake in the roots of three grasses"], size=16)
    draw_rows(page, 72, 140, ["Maria Lindqvist, Tomas Berg"], size=11)
    draw_rows(page, 72, 180, ["Abstract"], size=11, font="tibo")
    y = draw_rows(page, 72, 196, wrapped(_ABSTRACT, 10, 460))
    y = draw_rows(page, 72, y + 18, [heading], size=11, font="tibo")
    draw_rows(page, 72, y + 4, wrapped(BODY, 10, 460))
    draw_rows(page, 72, 760, ["License: CC BY 4.0. This is the accepted version."], size=8)
    page = doc.new_page(width=612, height=792)
    draw_rows(page, 72, 80, wrapped(BODY * 3, 10, 460))
    doc.save(path)
    return path


def test_an_unnumbered_introduction_under_the_abstract_opens_the_paper(tmp_path: Path) -> None:
    pages = read_front_pages(_first_page(tmp_path / "plain.pdf", "INTRODUCTION"))
    assert first_paper_page(pages) == 0


def test_a_numbered_introduction_under_the_abstract_opens_the_paper(tmp_path: Path) -> None:
    pages = read_front_pages(_first_page(tmp_path / "numbered.pdf", "1. Introduction"))
    assert first_paper_page(pages) == 0


def test_a_later_section_under_the_abstract_leaves_the_page_a_cover(tmp_path: Path) -> None:
    pages = read_front_pages(_first_page(tmp_path / "later.pdf", "2 Methods"))
    assert first_paper_page(pages) == 1
