"""Round fifty's reference rules (refs50).

1. A proceedings' name in single quotes after "In", its publisher after the quotes
   (CJE's "In ‘Proceedings of X’ ACM pp. 528-547"): the venue is what the quotes hold,
   as it was for double ones (``refvenue._QUOTED_VENUE``); a single quote before a
   letter is an apostrophe ("Int’l"), not the closing one.
2. A proceedings' pages after its name and a stop, with a stop and more after them
   (thesnumb's "Proceedings of X. 99-121. Springer, 2000."): the venue ends before
   them (``refvenue.VENUE_END``).
3. A book title of two sentences before the book's place and publisher in brackets
   (CJE's "To err is human. Building a safer health system (Berlin: Cambridge University
   Press)"): both sentences are the title's (``refsentences._book_sentence``); not a
   place and publisher before other brackets.
4. A line-end hyphen before a word that holds a hyphen of its own ("Mesenchymal-" /
   "endothelial-transition", hc-de's): the compound's hyphen, kept where the two pieces
   are no English word together (``refbreaks._hyphened_tail``); TeX breaks such a word
   only at its hyphens.
5. A preprint's year and new-form arXiv id closing its title, the id split by a line
   break after its stop ("Title, 2009, 0704. 0047."): the number left as the venue is
   the id's (``refentry`` after ``_parts``, ``_YEAR_AND_ID``).
6. A surname-first name with initials closing the list, the title's first word after
   them and "and" before a small word or a number before a capital after that ("Oller
   Jose A. Cell and molecular …", "Patthey L. Tetraspanin 3 Is …", rusnat's): the name
   ends at the initial's stop, not read given-first through the title's word
   (``refnameat._ends_a_name``, ``_TITLE_ON``).
Controls (named so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text

_CJE = "Buchner, Bernd (2008) ‘The circadian factor period 2 modulates p53 stability.’ In "
_TITLE = "The circadian factor period 2 modulates p53 stability"


@pytest.mark.parametrize(
    ("venue", "expected"),
    [
        (
            "‘Proceedings of the 15th Conference on Radiology’ Springer pp. 194-197",
            "Proceedings of the 15th Conference on Radiology",
        ),
        (
            "‘Proceedings of the 39th Conference on Psychology’ ACM pp. 528-547",
            "Proceedings of the 39th Conference on Psychology",
        ),
        (
            "‘Proceedings of the Int’l Conference on Things’ IEEE pp. 5-9",
            "Proceedings of the Int’l Conference on Things",
        ),
    ],
)
def test_a_proceedings_name_in_single_quotes_is_the_venue(venue: str, expected: str) -> None:
    ref = parse_reference(_CJE + venue)
    assert (ref.authors, ref.title, ref.venue, ref.year) == (
        ("Bernd Buchner",),
        _TITLE,
        expected,
        2008,
    )


@pytest.mark.parametrize(
    "venue",
    [
        "“Proceedings of the 15th Conference on Radiology” IEEE pp. 194-197",
        "Proceedings of the 15th Conference on Radiology, pp. 194-197",
    ],
)
def test_control_a_proceedings_in_double_quotes_or_none(venue: str) -> None:
    ref = parse_reference(_CJE + venue)
    assert (ref.title, ref.venue) == (_TITLE, "Proceedings of the 15th Conference on Radiology")


@pytest.mark.parametrize(
    ("text", "venue", "year"),
    [
        (
            "Konno, Norio. “Summary of the findings.” Proceedings of the 27th Conference on "
            "Public Health. 144-150. ACM, 2015.",
            "Proceedings of the 27th Conference on Public Health",
            2015,
        ),
        (
            "Rudolf, Petra, et al. “Association between infection and risk of gastric "
            "cancer.” Proceedings of the 38th Conference on Chemistry. 427-448. 2023.",
            "Proceedings of the 38th Conference on Chemistry",
            2023,
        ),
        (
            "Maltsev, Valeri P., et al. “Targeting tumor-necrosis factor receptor pathways.” "
            "Proceedings of the 15th Conference on Public Health. 99-121. Springer, 2000.",
            "Proceedings of the 15th Conference on Public Health",
            2000,
        ),
    ],
)
def test_pages_after_a_proceedings_name_and_a_stop_end_the_venue(
    text: str, venue: str, year: int
) -> None:
    ref = parse_reference(text)
    assert (len(ref.authors), ref.venue, ref.year) == (1, venue, year)


def test_control_pages_after_a_stop_at_the_end() -> None:
    ref = parse_reference(
        "Konno, Norio. “Summary of the findings.” Proceedings of the 27th Conference on "
        "Public Health. 144-150."
    )
    assert (ref.title, ref.venue) == (
        "Summary of the findings",
        "Proceedings of the 27th Conference on Public Health",
    )


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Nucci, M. C., Lucía Fernández et al. (2023) To err is human. Building a safer "
            "health system (Berlin: Cambridge University Press)",
            "To err is human. Building a safer health system",
        ),
        (
            "Nucci, M. C. (2023) To err is human. Theory of Safer Health Systems (Berlin: "
            "Cambridge University Press)",
            "To err is human. Theory of Safer Health Systems",
        ),
    ],
)
def test_a_book_title_of_two_sentences_before_its_place_and_publisher(
    text: str, title: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue, ref.year) == (title, "", 2023)


def test_control_a_book_title_of_one_sentence() -> None:
    text = "Nucci, M. C. (2023) To err is human (Berlin: Cambridge University Press)"
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.venue) == (("M. C. Nucci",), "To err is human", "")


def test_control_a_place_and_publisher_before_other_brackets_is_no_title() -> None:
    ref = parse_reference(
        "Smith, J. (2005) Policy on public access. Bethesda, MA: National Institutes of "
        "Health (Notice Number: NOT-OD-05-022)."
    )
    assert (ref.title, ref.venue) == (
        "Policy on public access",
        "Bethesda, MA: National Institutes of Health (Notice Number: NOT-OD-05-022)",
    )


@pytest.mark.parametrize(
    ("lines", "text"),
    [
        (
            ["Fushman, Ilya (2024): Mesenchymal-", "endothelial-transition contributes."],
            "Fushman, Ilya (2024): Mesenchymal-endothelial-transition contributes.",
        ),
        (
            ["Doe, J. (2020). The epithelial-", "mesenchymal-transition in tumours."],
            "Doe, J. (2020). The epithelial-mesenchymal-transition in tumours.",
        ),
    ],
)
def test_a_line_end_hyphen_before_a_hyphened_word_is_the_compounds(
    lines: list[str], text: str
) -> None:
    assert entry_text(lines, None) == text


@pytest.mark.parametrize(
    ("lines", "text"),
    [
        (
            ["Fushman, Ilya (2024): Regu-", "lated-x contributes."],
            "Fushman, Ilya (2024): Regulated-x contributes.",
        ),
        (
            ["Fushman, Ilya (2024): Mesen-", "chymal transition contributes."],
            "Fushman, Ilya (2024): Mesenchymal transition contributes.",
        ),
        (
            ["Doe, J. (2020). Results in non-", "small-cell lung cancer."],
            "Doe, J. (2020). Results in non-small-cell lung cancer.",
        ),
    ],
)
def test_control_line_end_hyphens_read_as_before(lines: list[str], text: str) -> None:
    assert entry_text(lines, None) == text


_PREPRINT = "Gaiffi, G. and Grassi, M. A geometric realization of sl(6,c), 2009, "


def test_an_arxiv_id_split_after_its_stop_after_the_year() -> None:
    ref = parse_reference(_PREPRINT + "0704. 0047.")
    assert (ref.title, ref.venue, ref.year, ref.arxiv_id) == (
        "A geometric realization of sl(6,c)",
        "",
        2009,
        "0704.0047",
    )


def test_control_an_arxiv_id_whole_after_the_year() -> None:
    ref = parse_reference(_PREPRINT + "0704.0047.")
    assert (ref.title, ref.venue, ref.arxiv_id) == (
        "A geometric realization of sl(6,c)",
        "",
        "0704.0047",
    )


def test_control_a_number_after_a_stop_that_is_no_month_stays() -> None:
    ref = parse_reference(_PREPRINT + "0713. 0047.")
    assert (ref.title, ref.venue, ref.arxiv_id) == (
        "A geometric realization of sl(6,c), 2009, 0713",
        "0047",
        "",
    )


@pytest.mark.parametrize(
    ("text", "last", "title"),
    [
        (
            "Li Tong, Yakovlev D. R., Reissig Michael, Oller Jose A. Cell and molecular "
            "mechanisms of angiogenesis. New York: Springer, 2011.",
            "Jose A. Oller",
            "Cell and molecular mechanisms of angiogenesis",
        ),
        (
            "Gourgoulhon Eric, Kuch W., Zhang Ben-Wei, Patthey L. Tetraspanin 3 Is Required "
            "for Leukemia // Reviews in Biochemistry. 2009. 3, 6. 160-174.",
            "L. Patthey",
            "Tetraspanin 3 Is Required for Leukemia",
        ),
    ],
)
def test_a_surname_first_name_ends_at_its_initial_before_the_title(
    text: str, last: str, title: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors[-1], ref.title) == (last, title)


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Jane A. Smith and John Doe. A title here. Journal of X 3, 1-9, 2010.",
            ("Jane A. Smith", "John Doe"),
        ),
        (
            "Li Tong, Yakovlev D. R., Oller Jose A. A title here. Journal of X 3, 1-9, 2010.",
            ("Tong Li", "D. R. Yakovlev", "Jose A. Oller"),
        ),
    ],
)
def test_control_names_before_a_stop_read_as_before(text: str, authors: tuple[str, ...]) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.venue) == (authors, "A title here", "Journal of X")
