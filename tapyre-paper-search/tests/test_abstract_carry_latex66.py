"""An abstract cut at its page's foot after a word no sentence ends on goes on at a
number (issue 25, ``latex66``).

A double-spaced manuscript filled its first page with a structured abstract and cut it
at "… apparent cases in" over the page's number; page 2 opened "2013. When accounting
for …" in the abstract's size.  :func:`~tapyre_paper_search.pdf.footnotes.goes_on`
carried it on only where that line opened in lower case or closed a bracket; after a
word no sentence ends on (:mod:`~tapyre_paper_search.pdf.danglingend`), a line
opening with a number goes on it too.  A numbered heading, a number alone, or a number
after a plain word that may end the abstract is still the body's.  Tested on lines.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.danglingend import dangling, number_goes_on
from tapyre_paper_search.pdf.footnotes import goes_on
from tapyre_paper_search.pdf.lines import Line


def _page(*texts: str, size: float = 12.0) -> list[Line]:
    return [
        Line(text, size, False, False, False, 72.0, 72.0 + 24.0 * k, 520.0, 84.0 + 24.0 * k, 1)
        for k, text in enumerate(texts)
    ]


@pytest.mark.parametrize(
    ("tail", "opening"),
    [
        ("to 58·4 million apparent cases in", "2013. When accounting for disability from"),
        ("a total of", "576 900 years of life lost to premature mortality"),
        ("was higher than", "95% of the controls, and the difference held"),
    ],
)
def test_a_number_goes_on_after_a_dangling_word(tail: str, opening: str) -> None:
    lines = _page(opening, "the rest of the sentence goes on here")
    assert goes_on(lines, 0, 12.0, tail)


@pytest.mark.parametrize(
    ("tail", "opening"),
    [
        ("apparent cases in", "2 Methods"),  # a numbered heading
        ("apparent cases in", "2"),  # a number alone
        ("these results confirm our findings", "2013. When accounting for"),  # may end
        ("apparent cases in", "Introduction"),  # capitals: left as they were
    ],
)
def test_the_body_after_the_abstract_is_not_taken(tail: str, opening: str) -> None:
    lines = _page(opening, "The body opens its first paragraph here")
    assert not goes_on(lines, 0, 12.0, tail)


def test_dangling_words() -> None:
    assert dangling("cases in") and dangling("a total of") and dangling("cats and")
    assert not dangling("cases in.") and not dangling("goes on") and not dangling("")
    assert not number_goes_on("our findings", "2013. When")


def test_a_word_in_capitals_may_end_a_sentence() -> None:
    """fix59c: "vitamin A", "in the OR" name things; the sentence may end there."""
    assert not dangling("deficiency of vitamin A") and not dangling("complications in the OR")
    assert not number_goes_on("deficiency of vitamin A", "30 patients were seen")
    assert dangling("The") and dangling("of The")  # a capitalised word is still one


def test_a_row_of_numbers_goes_on_no_sentence() -> None:
    """fix59c: a table's row or a figure's ticks opening the next page is the body's."""
    assert not number_goes_on("apparent cases in", "0 20 40 60 80 100")
    assert not number_goes_on("apparent cases in", "2013 2014 2015 2016")
    assert number_goes_on("a total of", "576 900 years of life lost")


def _heading_page(opening: str, *, bold: bool = False, x1: float = 520.0) -> list[Line]:
    first = Line(opening, 12.0, bold, False, False, 72.0, 72.0, x1, 84.0, 1)
    body = _page("", "The body opens its first paragraph here and runs across")[1]
    return [first, body]


@pytest.mark.parametrize("opening", ["2020 Annual Report", "2019 Survey Results"])
def test_a_year_heading_after_a_dangling_word_is_no_continuation(opening: str) -> None:
    """fix59d: a year then a capitalised word, no stop, set as a heading (bold, or alone
    and short) opens the body; its four digits get past NUMBERED_HEADING's two."""
    assert not goes_on(_heading_page(opening, bold=True), 0, 12.0, "apparent cases in")
    assert not goes_on(_heading_page(opening, x1=190.0), 0, 12.0, "apparent cases in")


def test_a_year_going_on_a_sentence_still_carries() -> None:
    """fix59d controls: a year with a stop, a number then lower case, and a year then a
    capital in a full line of running text (not set as a heading) go on."""
    tail = "apparent cases in"
    assert goes_on(_heading_page("2013. When accounting for disability from"), 0, 12.0, tail)
    assert goes_on(_heading_page("2013. When", bold=True, x1=150.0), 0, 12.0, tail)
    assert goes_on(_heading_page("576 900 years of life lost", x1=250.0), 0, 12.0, "a total of")
    running = "2019 Survey Results were pooled with the registry data of the"
    assert goes_on(_heading_page(running), 0, 12.0, tail)
