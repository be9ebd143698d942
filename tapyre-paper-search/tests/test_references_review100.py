"""review100's checks of round thirty-five's reference rules (refs35), by kind.

1. Spanish "En" leads a venue only before a proceedings' name, or with a colon: a venue
   whose name opens with the word keeps it ("En Route Journal", "En Passant", a
   standard's "EN 1992-1-1").
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Smith, J. A study of road travel. En Route Journal 12:1-9 (2010)",
            "En Route Journal",
        ),
        (
            "J. Smith, A study of road travel, En Route Journal 12 (2010) 1-9.",
            "En Route Journal",
        ),
        ("Smith, J. (2010). A study of chess openings. En Passant, 12, 1-9.", "En Passant"),
        (
            "CEN. Eurocode 2: Design of concrete structures. EN 1992-1-1, European "
            "Committee for Standardization, Brussels, 2004.",
            "EN 1992-1-1, European Committee for Standardization, Brussels",
        ),
    ],
)
def test_a_venue_named_with_the_word_en_keeps_it(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


@pytest.mark.parametrize(
    "text",
    [
        "García, J. Un estudio. En Actas del Congreso, págs. 5-9, 2010.",
        "García, J. Un estudio. En: Actas del Congreso, págs. 5-9, 2010.",
    ],
)
def test_spanish_en_still_leads_a_proceedings(text: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == ("Un estudio", "Actas del Congreso")
