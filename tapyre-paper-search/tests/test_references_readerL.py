"""readerL's review of round twenty-two's reference rules: the later year that makes a
leading year the title's is no page number or DOI part, and a heading's subtitle with a
colon or a range of years is no first entry."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference, references_of
from test_references_review52 import rows_block


@pytest.mark.parametrize(
    "text",
    [
        "Doe J 2017 in vivo imaging of the mouse brain J. Neurosci. 12 2001-2010",
        "Doe J 2017 in vivo imaging of the mouse brain J. Neurosci. 12 345 doi:10.1000/jn.2019.5",
    ],
)
def test_a_year_in_pages_or_a_doi_does_not_make_the_leading_year_the_title_s(
    text: str,
) -> None:
    """The entry's only year stays the entry's: a page range or a DOI holding a number
    like a year is no second year (refparts._LATER_YEAR)."""
    entry = parse_reference(text, 1)
    assert entry.year == 2017
    assert not entry.title.startswith("2017")


@pytest.mark.parametrize(
    "first",
    [
        "World Health Organization (2011). Global report on things. Geneva.",
        "Doe J 2017 A study of things. J. Stuff 3 1-9",
    ],
)
def test_one_name_then_a_year_under_the_heading_is_still_the_first_entry(first: str) -> None:
    """Guard: an organisation and its year, or a name with an initial, is set apart."""
    heading = rows_block([(100, "References", 12.75), (100, first, 11.96)], 100)
    entry = rows_block([(100, "Roe, K. (2018). A study. Journal of Stuff, 3(2), 1-9.", 11.96)], 140)
    refs = references_of([heading, entry], [0])
    assert len(refs) == 2
