"""Round forty-seven's reference rules (refs47).

1. The bracketed year with no stop, the title closed by a comma, the journal's volume
   after its name with no comma, then a comma and the pages (as regstud prints them):
   "Doe J. and Roe A. (2021) Title, Journal 68(12), 114-128." -- title and venue split
   (``refcommavenue.comma_venue``, ``_SPACE_NUMBERS``); its proceedings' pages before
   the publisher ("…, in Proceedings of X, pp. 353-359, Springer.") leave the venue
   (``_PAGES_PUBLISHER``).
Controls (named so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Moreau L., Vidal K. P. and Stone A. (2014) Soil carbon under managed grazing,"
            " Journal of Field Ecology 68(12), 114-128.",
            "Soil carbon under managed grazing",
            "Journal of Field Ecology",
        ),
        (
            "Ikeda T. (2003) Wage gaps, migration and regional growth, Annals of Regional"
            " Science 45, 753-767.",
            "Wage gaps, migration and regional growth",
            "Annals of Regional Science",
        ),
        (
            "Okafor C. and Lind B. (2010) Port cities: a comparative survey, Proceedings of"
            " the 13th Conference on Transport 14(7), 211-228.",
            "Port cities: a comparative survey",
            "Proceedings of the 13th Conference on Transport",
        ),
    ],
)
def test_journal_volume_with_no_comma_after_a_bare_bracketed_year(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Hale R. and Brandt E. (2012) Freight flows in river basins, in Proceedings of"
            " the 35th Conference on Public Policy, pp. 719-727, Springer.",
            "Proceedings of the 35th Conference on Public Policy",
        ),
        (
            "Quist M. (2000) The rural economy, in Proceedings of the 20th Conference on"
            " Geography, pp. 769-782, ACM.",
            "Proceedings of the 20th Conference on Geography",
        ),
    ],
)
def test_proceedings_pages_before_the_publisher_leave_the_venue(text: str, venue: str) -> None:
    ref = parse_reference(text)
    assert ref.venue == venue


def test_control_no_comma_form_keeps_names_and_year() -> None:
    ref = parse_reference(
        "Moreau L., Vidal K. P. and Stone A. (2014) Soil carbon under managed grazing,"
        " Journal of Field Ecology 68(12), 114-128."
    )
    assert (ref.authors, ref.year) == (("L. Moreau", "K. P. Vidal", "A. Stone"), 2014)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # control: the comma before the volume (apecon's form) is read as before
        (
            "Doe, J. (2005) Trade and prices, Journal of Trade, 2(1), 45-60.",
            "Trade and prices",
            "Journal of Trade",
        ),
        # control: a single page after the volume is no such tail; nothing is split
        (
            "Doe, J. (2005) Trade and prices, Journal of Trade 2, 45.",
            "Trade and prices, Journal of Trade 2, 45",
            "",
        ),
        # control: a publisher is no journal, with no comma before the volume too
        (
            "Roe, A. (2005) Trade and prices, Oxford University Press 2, 45-60.",
            "Trade and prices, Oxford University Press 2, 45-60",
            "",
        ),
    ],
)
def test_control_other_comma_forms(text: str, title: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_control_proceedings_pages_at_the_end_read_as_before() -> None:
    ref = parse_reference(
        "Doe, J. (2007) Lpa gene and events, in Proceedings of the 6th Conference on"
        " Genetics, IEEE, pp. 640-650."
    )
    assert (ref.title, ref.venue) == (
        "Lpa gene and events",
        "Proceedings of the 6th Conference on Genetics",
    )
