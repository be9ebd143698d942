"""Review of round thirty-three's reference rules (review90): near-misses of refs33's
rules that real entries hold.

1. A journal, volume and pages set apart by spaces after the year are the venue only
   where the year is not closed by a full stop (after one a title follows: "(2016).
   Cancer. Nature 12 34-56", ``refforms.titleless_after_year``).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        ("Smith, J. (2016). Cancer. Nature 12 34-56.", "Cancer", "Nature"),
        ("Smith J 2016. Oncology. Cancer Cell 12 34-56.", "Oncology", "Cancer Cell"),
    ],
)
def test_a_title_after_a_year_closed_by_a_stop_is_no_spaced_venue(
    text: str, title: str, venue: str
) -> None:
    reference = parse_reference(text)
    assert reference.title == title
    assert reference.venue.startswith(venue)


def test_guard_spaced_volume_and_pages_after_a_bare_year_are_the_venue() -> None:
    reference = parse_reference("Smith J and Doe K 2016 Psychology Research 117 585-606")
    assert (reference.title, reference.venue) == ("", "Psychology Research")
