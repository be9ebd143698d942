"""Round forty-seven's reference rules (refs47).

1. The bracketed year with no stop, the title closed by a comma, the journal's volume
   after its name with no comma, then a comma and the pages (as regstud prints them):
   "Doe J. and Roe A. (2021) Title, Journal 68(12), 114-128." -- title and venue split
   (``refcommavenue.comma_venue``, ``_SPACE_NUMBERS``); its proceedings' pages before
   the publisher ("…, in Proceedings of X, pp. 353-359, Springer.") leave the venue
   (``_PAGES_PUBLISHER``).
2. A book's place and publisher run on into its title with no stop ("Rodin V 2008
   Giant Resonances in Nuclei New York: Springer.", as ajl prints books) go to the
   venue where the place is a gazetteer's of two or three words, or one word before a
   publisher's name with a publisher's word (``refplacetail.place_publisher_tail``).
3. The later names given first after a first inverted one, then a bare year with no
   quoted title ("dos Santos M, YH Pong, & C Chen 2005 Title New York: Press.", ajl's
   books and theses) are names, not the title's opening
   (``refquotedtitle.later_given_names``).
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


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Sato K 2011 Coastal Trade in the Early Modern Period New York: Springer.",
            "Coastal Trade in the Early Modern Period",
            "New York: Springer",
        ),
        (
            "Lund P 1999 Tidal flats and their birds San Francisco: Harbor Books.",
            "Tidal flats and their birds",
            "San Francisco: Harbor Books",
        ),
        (
            "Ames R 2004 A Grammar of Field Methods Oxford: Oxford University Press.",
            "A Grammar of Field Methods",
            "Oxford: Oxford University Press",
        ),
    ],
)
def test_place_and_publisher_run_on_into_a_book_title(text: str, title: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # control: a subtitle after the colon is no publisher
        (
            "Sato K 2011 Coastal Trade: Theory and Practice.",
            "Coastal Trade: Theory and Practice",
        ),
        # control: a one-word place before a bare name cannot be told; left
        (
            "Sato K 2011 Coastal Trade in the Early Modern Period Berlin: Springer.",
            "Coastal Trade in the Early Modern Period Berlin: Springer",
        ),
    ],
)
def test_control_colon_tails_that_are_no_place_and_publisher(text: str, title: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, "")


def test_control_place_and_publisher_after_a_stop_read_as_before() -> None:
    ref = parse_reference(
        "Sato K 2011 Coastal Trade in the Early Modern Period. New York: Springer."
    )
    assert (ref.title, ref.venue) == (
        "Coastal Trade in the Early Modern Period",
        "New York: Springer",
    )


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "dos Reis M, YH Park, & C Lund 2005 Coastal trade in the early modern period:"
            " two case studies New York: Cambridge University Press.",
            ("M dos Reis", "YH Park", "C Lund"),
            "Coastal trade in the early modern period: two case studies",
        ),
        (
            "Ames R & JK Holt 2011 Field methods for small grammars. PhD thesis, University"
            " of Leeds.",
            ("R Ames", "JK Holt"),
            "Field methods for small grammars",
        ),
    ],
)
def test_later_names_given_first_before_a_bare_year(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == (authors, title)


@pytest.mark.parametrize(
    ("text", "authors", "title", "venue"),
    [
        # control: the quoted form (refs45) is read as before
        (
            "Doe J, AB Roe, & C Poe 2000 ‘Trade and growth’ Journal of Things 5:1-9.",
            ("J Doe", "AB Roe", "C Poe"),
            "Trade and growth",
            "Journal of Things",
        ),
        # control: a Vancouver list, every name inverted, is read as before
        (
            "Doe J, Roe AB. Trade and growth. Journal of Things. 2000;5:1-9.",
            ("J Doe", "AB Roe"),
            "Trade and growth",
            "Journal of Things",
        ),
    ],
)
def test_control_other_name_forms_read_as_before(
    text: str, authors: tuple[str, ...], title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.venue) == (authors, title, venue)
