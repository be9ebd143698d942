"""Round forty-eight's reference rules (refs48).

1. The title closed by a comma, the journal's volume after its name with no comma,
   "no." and the issue perhaps, then the year in brackets and the pages (as the Annals
   of Mathematics' style, aomplain, prints them): "A. Doe, Title, Journal 21 no. 2
   (2022), 637-646." -- title and venue split
   (``refcommavenue.year_after_venue``, ``_VOLUME_NO_YEAR_PAGES``).
Controls (named so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "C. Moreau and K. P. Vidal, Soil carbon under managed grazing, Journal of Field"
            " Ecology 63 no. 3 (2014), 110-117.",
            "Soil carbon under managed grazing",
            "Journal of Field Ecology",
        ),
        (
            "T. Ikeda, Wage gaps, migration and regional growth, Annals of Regional Science"
            " 76 no. 12 (1996), 529-536. https://doi.org/10.8342/x260557.",
            "Wage gaps, migration and regional growth",
            "Annals of Regional Science",
        ),
        (
            "X. Xi and M. Kotsugi, Body mass and mortality in adults, Proceedings of the"
            " 59th Conference on Genetics 72 no. 1 (1996), 665-686.",
            "Body mass and mortality in adults",
            "Proceedings of the 59th Conference on Genetics",
        ),
    ],
)
def test_volume_no_issue_then_bracketed_year_after_the_journal(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_control_volume_with_no_issue_before_the_bracketed_year() -> None:
    ref = parse_reference(
        "P. Dempsey and D. Goswami, Plasma homocysteine under dietary intervention,"
        " Reviews in Chemistry 26 (2000), 356-372."
    )
    assert (ref.title, ref.venue) == (
        "Plasma homocysteine under dietary intervention",
        "Reviews in Chemistry",
    )


def test_control_volume_no_issue_keeps_names_and_year() -> None:
    ref = parse_reference(
        "C. Moreau and K. P. Vidal, Soil carbon under managed grazing, Journal of Field"
        " Ecology 63 no. 3 (2014), 110-117."
    )
    assert (ref.authors, ref.year) == (("C. Moreau", "K. P. Vidal"), 2014)


def test_control_a_publisher_before_the_numbers_is_no_journal() -> None:
    ref = parse_reference(
        "T. Ikeda, Wage gaps and regional growth, Oxford University Press 2 no. 1 (2003), 45-60."
    )
    assert ref.venue == ""
    assert ref.title == (
        "Wage gaps and regional growth, Oxford University Press 2 no. 1 (2003), 45-60"
    )


def test_control_the_comma_form_with_the_year_between_volume_and_pages() -> None:
    ref = parse_reference(
        "Moreau, C.: Soil carbon under managed grazing, Journal of Field Ecology, 16,"
        " (2017), 805-819."
    )
    assert (ref.title, ref.venue) == (
        "Soil carbon under managed grazing",
        "Journal of Field Ecology",
    )


def test_control_a_year_first_entry_is_left_to_the_other_readings() -> None:
    ref = parse_reference(
        "Moreau, C. (2014) Soil carbon under managed grazing, Journal of Field Ecology"
        " 63(3), 110-117."
    )
    assert (ref.title, ref.venue) == (
        "Soil carbon under managed grazing",
        "Journal of Field Ecology",
    )
