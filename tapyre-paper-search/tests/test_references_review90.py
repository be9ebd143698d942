"""Review of round thirty-three's reference rules (review90): near-misses of refs33's
rules that real entries hold.

1. A journal, volume and pages set apart by spaces after the year are the venue only
   where the year is not closed by a full stop (after one a title follows: "(2016).
   Cancer. Nature 12 34-56", ``refyearvenue.titleless_after_year``).
2. A thesis's kind or a press after a title with no stop ends the title only after a
   whole one: not after an article or preposition ("Guidelines for the PhD thesis
   Defense", "A history of the MIT Press, Cambridge"; ``refforms._title_before``).
3. GOST's people after " / " are compared with those read before the title in small
   letters, accents dropped ("IVANOV I. I. Title / I. I. Ivanov, P. P. Petrov").
4. "Proceedings of X" in a title before pages in brackets ("(pp. 1-9)", a chapter's)
   does not end the title; a long text of many "Proceedings of" and no pages (a list
   left unsplit) takes linear time (``refparts._unstopped_proceedings``).
"""

from __future__ import annotations

import time

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


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Smith J (2010) Guidelines for the PhD thesis Defense in Europe. J Educ 12:45-67.",
            "Guidelines for the PhD thesis Defense in Europe",
        ),
        (
            "Smith J (2010) How to write a PhD thesis. J Educ 12:45-67.",
            "How to write a PhD thesis",
        ),
        (
            "Smith J (2010) A history of the Oxford University Press, Oxford.",
            "A history of the Oxford University Press, Oxford",
        ),
        ("Smith J (2010) The making of the MIT Press, Cambridge.", "The making of the MIT Press"),
    ],
)
def test_a_kind_or_press_after_an_article_or_preposition_stays_in_the_title(
    text: str, title: str
) -> None:
    assert parse_reference(text).title.startswith(title)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Smith J (2010) Quantum gravity in three dimensions PhD thesis Stanford University",
            "Quantum gravity in three dimensions",
            "Stanford University",
        ),
        (
            "Smith J (2010) Principles of neural science CRC Press, Boca Raton",
            "Principles of neural science",
            "",
        ),
    ],
)
def test_guard_a_kind_or_press_after_a_whole_title_ends_it(
    text: str, title: str, venue: str
) -> None:
    reference = parse_reference(text)
    assert reference.title == title
    assert reference.venue == venue


@pytest.mark.parametrize(
    "text",
    [
        "IVANOV I. I. Article on physics / I. I. Ivanov, P. P. Petrov // Journal of Physics. "
        "— 2010. — Vol. 8. — P. 1-9.",
        "Dvořák J. Article on physics / J. Dvorak, P. Petrov // Journal of Physics. — 2010. "
        "— Vol. 8. — P. 1-9.",
    ],
)
def test_gost_people_match_the_names_read_in_another_case_or_without_accents(
    text: str,
) -> None:
    reference = parse_reference(text)
    assert reference.title == "Article on physics"
    assert len(reference.authors) == 2


def test_proceedings_in_a_title_before_bracketed_pages_stays() -> None:
    reference = parse_reference(
        "Smith, J. (2010). Lessons from editing Proceedings of the IEEE (pp. 1-9). New York: IEEE."
    )
    assert reference.title.startswith("Lessons from editing Proceedings of the IEEE")
    assert not reference.venue.startswith("Proceedings of the IEEE")


def test_many_proceedings_with_no_pages_take_linear_time() -> None:
    text = "Doe J and Roe K 2010 " + "word Proceedings of " * 2000 + "x"
    started = time.perf_counter()
    parse_reference(text)
    assert time.perf_counter() - started < 1.5  # (quadratic: 8 s; linear: 0.03 s)
