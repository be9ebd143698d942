"""review150 on front42: names under a lead ("Prepared by", "Contributors") that are
bodies, not people.

Fail on 631dcc7d (front42): a report's cover back reading "Prepared by" over "World
Health Organization, Geneva" gave the organisations as its authors (d1cd53c5 read
nobody there); :func:`~tapyre_paper_search.pdf.leadnames.line_names` read a body before
its place as a person.  Controls (pass on both): a person before a place or a role.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.leadnames import line_names
from test_pdf_front_matter_front42 import _report


@pytest.mark.parametrize(
    "rows",
    [
        ["World Health Organization, Geneva", "European Commission, DG Research"],
        ["Technical Secretariat, UNEP"],
        ["European Commission \u2014 DG Research"],
    ],
)
def test_bodies_under_a_lead_on_a_covers_back_are_nobody(tmp_path: Path, rows: list[str]) -> None:
    """Fails on front42: the bodies were read as the report's authors."""
    pdf = extract_pdf(_report(tmp_path / "r.pdf", "Prepared by", rows), max_pages=3)
    assert tuple(pdf.authors) == ()


@pytest.mark.parametrize(
    "text",
    [
        "World Health Organization, Geneva",
        "European Commission \u2014 DG Research",
        "Technical Secretariat, UNEP",
        "World Health Organization and European Commission",
    ],
)
def test_a_body_is_no_name_on_its_line(text: str) -> None:
    """Fails on front42: the body before its place (or the line whole) was a name."""
    assert line_names(text) == ()


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Ann Lee, Institute of Limnology", ("Ann Lee",)),
        ("Karl Weber \u2014 Leiter, Umweltbundesamt", ("Karl Weber",)),
        ("Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_person_before_a_place_is_read_as_before(text: str, names: tuple[str, ...]) -> None:
    """Control (passes on both): a person's line."""
    assert line_names(text) == names
