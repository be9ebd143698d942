"""ReaderO's cases for a title printed last (:mod:`~.reftitlelast`): a title that opens
with a note's word ("Available bandwidth …") is a title, while "Available from …" is a
note; a title in straight single quotes is read without them."""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases

JOURNAL = "J. Doe, Journal of Applied Physics, 12(3), 100-110 (2010). "
TITLELESS = {"title": "", "venue": "Journal of Applied Physics", "year": 2010}


@parsed_cases(
    Parsed(
        "a-title-opening-with-available",
        JOURNAL + "Available bandwidth estimation in wireless networks.",
        {
            "title": "Available bandwidth estimation in wireless networks",
            "venue": "Journal of Applied Physics",
        },
    ),
    Parsed(
        "a-title-opening-with-retrieved",
        JOURNAL + "Retrieved patterns of memory in the hippocampus.",
        {
            "title": "Retrieved patterns of memory in the hippocampus",
            "venue": "Journal of Applied Physics",
        },
    ),
    Parsed("available-from-is-a-note", JOURNAL + "Available from: the publisher.", TITLELESS),
    Parsed("available-online-is-a-note", JOURNAL + "Available online 3 May 2010.", TITLELESS),
    Parsed("retrieved-from-is-a-note", JOURNAL + "Retrieved from the archive.", TITLELESS),
    Parsed(
        "a-title-last-in-single-quotes",
        JOURNAL + "'A study of protein folding in living cells.'",
        {
            "title": "A study of protein folding in living cells",
            "venue": "Journal of Applied Physics",
        },
    ),
)
def test_a_title_last_and_notes(case: Parsed) -> None:
    check_parsed(case)
