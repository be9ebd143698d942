"""review95's fixes to refs34's reference rules, each case failing before its fix.

1. A curly-quoted phrase opening a title, set in a style whose fields are parted by
   commas ("J. Smith, “Big Data” Analytics for Health, Health Journal 3 (2019) 1-9."),
   nor one of four words or more before the title's own stop ("Doe J, 2019 “Life in the
   Fast Lane” Revisited. Journal of Life 3 1-9"), is no whole title closed by no mark:
   the no-mark close (``refparts._QUOTED_TITLE``'s last two patterns) holds only where
   no comma or full stop before a capitalised word follows it (the titles it is for are
   followed by the venue alone, its volume and pages set with spaces: "“Title” Journal
   12 1-9").
2. Swedish and Finnish "ss." before pages (refs34's ", ss." after a venue) is an
   abbreviation, no sentence's end (``refsentences._ABBREVIATIONS``): the title had run
   on to "…. Kirjassa Suomen kielen historia, ss" and the pages became the venue.
3. A year before bare pages is no bare volume (``refvenuetail.PAGES_TAIL``): refs34's
   "a bare volume goes with the pages" had taken the meeting's year off its name
   ("In Proceedings of Interspeech 2019 1-5." gave "Proceedings of Interspeech").
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "J. Smith, “Big Data” Analytics for Health, Health Journal 3 (2019) 1-9.",
            "“Big Data” Analytics for Health",
            "Health Journal",
        ),
        (
            "J. Smith, “The Wealth of Nations” Revisited, Journal of Economics 3 (2019) 1-9.",
            "“The Wealth of Nations” Revisited",
            "Journal of Economics",
        ),
        (
            "Doe J, 2019 “Life in the Fast Lane” Revisited. Journal of Life 3 1-9",
            "“Life in the Fast Lane” Revisited",
            "Journal of Life",
        ),
    ],
)
def test_a_quoted_phrase_opening_a_title_in_a_comma_style_stays(
    text: str, title: str, venue: str
) -> None:
    reference = parse_reference(text)
    assert (reference.title, reference.venue) == (title, venue)


def test_guard_the_no_mark_close_before_a_spaced_venue_still_holds() -> None:
    reference = parse_reference(
        "Smith J, Jones K, 2019 “Attention and visual search” Vision Letters 12 23-31"
    )
    assert (reference.title, reference.venue) == ("Attention and visual search", "Vision Letters")


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Virtanen, A. (2019). Otsikko tähän. Kirjassa Suomen kielen historia, ss. 12-30. "
            "Helsinki: SKS.",
            "Otsikko tähän",
            "Suomen kielen historia",
        ),
        (
            "Andersson, A. (2019). Skola och hem. Svensk pedagogik, ss. 12-30.",
            "Skola och hem",
            "Svensk pedagogik",
        ),
    ],
)
def test_nordic_ss_before_pages_ends_no_sentence(text: str, title: str, venue: str) -> None:
    reference = parse_reference(text)
    assert (reference.title, reference.venue) == (title, venue)


@pytest.mark.parametrize(
    ("tail", "venue"),
    [
        ("In Proceedings of Interspeech 2019 1-5.", "Proceedings of Interspeech 2019"),
        ("Proceedings of ICML 2019 100-110.", "Proceedings of ICML 2019"),
        ("Nature 521 436-444, 2015.", "Nature"),  # guard: a volume still goes
    ],
)
def test_a_year_before_bare_pages_stays_the_venues(tail: str, venue: str) -> None:
    assert parse_reference(f"J. Smith. Title of the paper. {tail}").venue == venue
