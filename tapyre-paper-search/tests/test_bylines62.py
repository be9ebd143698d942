"""Bylines and names, round 62 (bylines62), on generated report pages.

Titles of honour, of the clergy and of military rank, and "Professor" written out,
opening a name ("Sir", "Rev.", "Sr.", "Lt.", "Mme"), dropped from the names given out
as academic titles are (:data:`~tapyre_paper_search.pdf.academictitles.COURTESY`); the
ORCID icon set after a name, whose glyphs read "iD", a mark like a footnote's
(:data:`~tapyre_paper_search.pdf.linepieces.ORCID_ICON`).  "Jr." behind a comma is
dropped, as every suffix is (the reader's convention: names without their suffixes).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # titles of honour, the clergy and rank before a name
        ("Professor Dame Ruth Hale and Sir Owen Price", ("Ruth Hale", "Owen Price")),
        ("Rev. Tobias Quinn and Sr. Agnes Mayer", ("Tobias Quinn", "Agnes Mayer")),
        ("Capt. Nora Lindqvist and Mme Odile Ferrand", ("Nora Lindqvist", "Odile Ferrand")),
        # the ORCID icon's "iD" after each name, or after one of them
        ("Lena Voss iD and Tariq Amin iD", ("Lena Voss", "Tariq Amin")),
        ("Lena Voss iD", ("Lena Voss",)),
        ("Lena Voss, Tariq Amin iD and Ida Holm", ("Lena Voss", "Tariq Amin", "Ida Holm")),
        # "Jr." behind a comma, between names or closing the line: no name of its own
        ("Owen J. Price, Jr., Lena Voss", ("Owen J. Price", "Lena Voss")),
        ("Lena Voss and Owen Price, Jr", ("Lena Voss", "Owen Price")),
    ],
)  # fmt: skip
def test_bylines62_on_a_page(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_courtesy_titles_dropped_only_with_a_full_name_left() -> None:
    assert untitled(("Fr. Luis Ortega", "Lt. Cmdr. Ana Ruiz", "Rev. Quinn")) == (
        "Luis Ortega",
        "Ana Ruiz",
        "Rev. Quinn",
    )


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: a given name "Gen" or "Col" with no stop, an initial "M.", "Id" in names
        ("Gen Suzuki and Bo Chen", ("Gen Suzuki", "Bo Chen")),
        ("M. Scott Peck and Ann Lee", ("M. Scott Peck", "Ann Lee")),
        ("Ida Berg and Idris Khan", ("Ida Berg", "Idris Khan")),
    ],
)  # fmt: skip
def test_bylines62_controls(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want
