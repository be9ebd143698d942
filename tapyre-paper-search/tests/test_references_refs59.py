"""References, round 59 (refs59): biblatex's now-train styles' misses.

Each test names the kind of failure it covers; the "control" tests pass on base too
and hold right readings right.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def _read(text: str) -> tuple[str, str, str]:
    ref = parse_reference(text)
    return ref.title, ref.venue, str(ref.year)


def test_a_lowercase_in_colon_after_a_comma_opens_the_venue() -> None:
    # authortitle-dw: the names close with a colon, the journal follows ", in:"
    text = (
        "Doe, Jane and Bob Roe: Growth of street trees in towns, in: Urban Forestry "
        "Letters 9.12 (2010), pp. 385–395, doi: 10.1234/ufl.2010.9."
    )
    assert _read(text) == ("Growth of street trees in towns", "Urban Forestry Letters", "2010")


def test_control_a_lowercase_in_colon_before_proceedings_reads_as_before() -> None:
    # proceedings after ", in:" keep their reading (a publisher after them goes)
    text = (
        "Ramsak, A. et al.: Functional elements within the dynein domain, in: Proceedings "
        "of the 12th Conference on Medicine Springer, 2015, 192-205"
    )
    assert _read(text)[:2] == (
        "Functional elements within the dynein domain",
        "Proceedings of the 12th Conference on Medicine",
    )


def test_control_in_without_colon_stays_in_the_title() -> None:
    text = "Doe, Jane: Trees, in Colonization and after. Urban Forestry Letters 9.12 (2010)."
    assert _read(text)[0].startswith("Trees, in Colonization")


def test_control_capital_in_colon_after_a_stop_reads_as_before() -> None:
    text = "Doe, Jane and Bob Roe: Growth of trees. In: Urban Forestry Letters 9.12 (2010)."
    assert _read(text)[:2] == ("Growth of trees", "Urban Forestry Letters")


def test_a_books_place_and_year_after_a_comma_leave_the_title() -> None:
    # authortitle-dw's books: "Title, Berlin 1995."
    text = "Cruz, Ana de la: Trees in cities, parks and gardens, Berlin 1995."
    assert _read(text)[0] == "Trees in cities, parks and gardens"


def test_control_a_title_with_a_year_but_no_comma_keeps_it() -> None:
    text = "Doe, Jane: The Music of the Band 2019."
    assert _read(text)[0] == "The Music of the Band 2019"
