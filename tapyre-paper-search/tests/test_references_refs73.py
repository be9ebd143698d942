"""References, round 73 (refs73): a talk's mark or a manuscript's status closing the title
(:mod:`tapyre_paper_search.pdf.reftalkmarks`); a month in the year's bracket after the
names (:mod:`tapyre_paper_search.pdf.refmonthyear`); an edited book's editors after its
title (:mod:`tapyre_paper_search.pdf.refeditedbook`); a double issue or a language's note
after the volume (:mod:`tapyre_paper_search.pdf.refissuetails`); an event's subject noun
before its dates (:mod:`tapyre_paper_search.pdf.refvenuenotes`); a book of abstracts or
a newspaper after a small "in" (:mod:`tapyre_paper_search.pdf.refeventin`); a journal's
name and volume read as the title before pages and a season.  The "control" tests hold
what must stay.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refeditedbook import editors_after_title
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refissuetails import without_issue_tail
from tapyre_paper_search.pdf.refmonthyear import month_year_first
from tapyre_paper_search.pdf.refpublisherbody import own_publisher
from tapyre_paper_search.pdf.reftalkmarks import without_talk_marks

TITLE = "Growth of street trees in the city"


@pytest.mark.parametrize(
    "text",
    [
        f"A. Lee, B. Chen, and J. Doe, {TITLE}, Invited talk at the Workshop on Trees, Kyoto,"
        " Japan, Jun. 1996.",
        f"Doe, J. & Lee, A. {TITLE} Invited talk at the Workshop on Trees, Austin, TX. Jan. 2006.",
        f"DOE, Jane; LEE, Ann. {TITLE} [Invited talk at the Workshop on Trees, Kyoto, Japan]."
        " 2021.",
        f"Doe, J. (Oct. 2022). {TITLE}. Invited talk at the Workshop on Trees, Leuven, Belgium.",
    ],
)
def test_a_talks_mark_leaves_the_title_its_event_the_venue(text: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (TITLE, "Workshop on Trees")


@pytest.mark.parametrize(
    "text",
    [
        f"Doe, Jane and Ann Lee: {TITLE}, Manuscript in preparation, 2011.",
        f"Doe, J.; Lee, A. {TITLE}, Under review, 2005.",
        f"Doe, Jane (May 2007). {TITLE}. Unpublished manuscript.",
    ],
)
def test_a_manuscripts_status_leaves_the_title_and_venue(text: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (TITLE, "")


def test_talk_and_status_controls() -> None:
    # a title's own "talk" (no kind before it), too few words before the mark
    assert without_talk_marks("How we talk about trees", "") == ("How we talk about trees", "")
    title = "Trees, Invited talk at the Workshop on Trees"
    assert without_talk_marks(title, "Kyoto") == (title, "Kyoto")
    assert without_talk_marks("Trees, Under review", "") == ("Trees, Under review", "")


@pytest.mark.parametrize(
    "text",
    [
        "Doe, J. (Oct. 2022). Growth of trees. Journal of Trees 5, 1-9.",
        "Doe, J. and A. Lee (September 2022). Growth of trees. Journal of Trees 5, 1-9.",
        "Doe, J. (2022, October 5). Growth of trees. Journal of Trees 5, 1-9.",
    ],
)
def test_a_month_in_the_names_year_bracket(text: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue, parsed.year) == (
        "Growth of trees",
        "Journal of Trees",
        2022,
    )


def test_month_year_controls() -> None:
    # a newspaper's page before its date (digits before the bracket), a season, no month
    text = "A. Roe, H. Beck, Der Tagesspiegel, 12 (Mar. 2014)."
    assert month_year_first(text) == text
    assert parse_reference(text).venue == "Der Tagesspiegel"
    # a title's own bracket (a small word, a quote before it)
    for text in (
        "R. Roe. Trees in the storm (October 1987). Journal of Trees 4, 1-9, 1988.",
        "R. Roe, “Trees in the storm (October 1987),” Journal of Trees 4, 1-9, 1988.",
    ):
        assert month_year_first(text) == text
    for text in ("Doe, J. (Spring 2022). Title.", "Doe, J. (2022). Title."):
        assert month_year_first(text) == text


def test_an_edited_books_editors_after_its_title() -> None:
    parsed = parse_reference(f"[2] {TITLE}. Ed. by A. Lee and B. Chen. Cham: Springer, 2012.")
    assert (parsed.authors, parsed.title, parsed.venue) == (
        ("A. Lee", "B. Chen"),
        TITLE,
        "Cham: Springer",
    )
    parsed = parse_reference(
        f"J. Doe. {TITLE}. Ed. by Ann Lee, Bo Chen, and C. Kim. Cham: Wiley, 2012."
    )
    assert (parsed.authors, parsed.venue) == (("J. Doe",), "Cham: Wiley")


def test_edited_book_controls() -> None:
    # surname first, no stop after the names, nothing after them
    for venue in ("Ed. by Lee, A. Cham: Wiley", "Ed. by A. Lee Cham", "Ed. by A. Lee."):
        assert editors_after_title((), venue) == ((), venue)


@pytest.mark.parametrize(
    ("venue", "journal"),
    [
        ("Advances in Astronomy 77.4-5", "Advances in Astronomy"),
        ("Biochemistry Letters 101.1-2 (June 2000)", "Biochemistry Letters"),
        (
            "Reviews in Computer Science 46. In Chinese, with English abstract",
            "Reviews in Computer Science",
        ),
        ("Annals of Genetics 2008;57. In Russian", "Annals of Genetics"),
    ],
)
def test_a_double_issue_or_language_note_leaves_the_venue(venue: str, journal: str) -> None:
    assert without_issue_tail(venue) == journal


def test_issue_tail_controls() -> None:
    # pages with no issue's stop, "In Memoriam" (no language), a number alone
    for venue in ("Journal of Trees 12-15", "Studies in Art 5. In Memoriam", "Physics Letters 52"):
        assert without_issue_tail(venue) == venue


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "K. Doe and J. Lee. Deep trees. In Proceedings of the IEEE Conference on Computer"
            " Vision and Pattern Recognition, June 18-22, 2018.",
            "Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition",
        ),
        (
            "K. Doe and J. Lee. Deep trees. In Proceedings of the IEEE Conference on Computer"
            " Vision and Pattern Recognition, Salt Lake City, June 18-22, 2018.",
            "Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition",
        ),
        (
            "J. Doe. Deep trees. In Proceedings of the 35th International Conference on Machine"
            " Learning, July 10-15, 2018.",
            "Proceedings of the 35th International Conference on Machine Learning",
        ),
    ],
)
def test_an_events_subject_noun_before_its_dates_stays(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            f"J. Doe. {TITLE} in Book of Abstracts of the 5th Meeting on Trees Poster (2009), 223.",
            TITLE,
            "Book of Abstracts of the 5th Meeting on Trees",
        ),
        (f"J. Doe. {TITLE}, in: Le Quotidien, Sept. 2012, p. 29.", TITLE, "Le Quotidien"),
        (
            "J. Doe, A. Lee, Journal of Urban Forestry 79, 62-82 (Summer 1995).",
            "",
            "Journal of Urban Forestry",
        ),
    ],
)
def test_a_book_of_abstracts_newspaper_or_titleless_journal(
    text: str, title: str, venue: str
) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


def test_in_and_titleless_controls() -> None:
    # a title naming a book of abstracts with no year after it; a title before a season
    parsed = parse_reference(
        "J. Doe. Errors in Book of Abstracts of the Trees Society. Notes 12: 3-9."
    )
    assert parsed.title == "Errors in Book of Abstracts of the Trees Society"
    parsed = parse_reference(f"J. Doe, {TITLE}, Journal of Trees 79, 62-82 (Summer 1995).")
    assert (parsed.title, parsed.venue) == (TITLE, "Journal of Trees")


@pytest.mark.parametrize(
    "text",
    [
        f"The Trees Project Contributors {TITLE}, version 4.4; The Trees Project Contributors,"
        " Austin, TX, 2001.",
        f"THE TREES PROJECT CONTRIBUTORS. {TITLE}. Lisbon, Portugal: The Trees Project"
        " Contributors, 2002. Version 1.2.",
    ],
)
def test_a_group_printed_again_as_its_publisher_is_the_author(text: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.authors, parsed.title) == (("The Trees Project Contributors",), TITLE)


def test_own_publisher_controls() -> None:
    # no group's word last, the name not printed again
    assert own_publisher("Trees Society Growth of trees; Trees Society, Austin, 2001.") is None
    assert own_publisher("The Trees Team. Growth of trees. Austin: Wiley, 2001.") is None
