"""References, round 72 (refs72): a book's editors closed by a small "eds." after a comma
(:func:`tapyre_paper_search.pdf.refcreators.without_editors_mark`); an organisation whose
name lists its fields with commas (:mod:`tapyre_paper_search.pdf.reflistedbody`); a
medium's bracketed tag or a thesis's foreign kind closing the title
(:mod:`tapyre_paper_search.pdf.refkindtags`); an article number, a supplement or a
season after the volume (:mod:`tapyre_paper_search.pdf.refissuetails`).  The "control"
tests hold what must stay.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refissuetails import without_issue_tail
from tapyre_paper_search.pdf.refkindtags import without_kind_tags
from tapyre_paper_search.pdf.reflistedbody import listed_body


@pytest.mark.parametrize(
    ("text", "names", "title"),
    [
        (
            "[3] J. Doe and A. Lee, eds. Growth of street trees. Cham: Palgrave, 2012.",
            ("J. Doe", "A. Lee"),
            "Growth of street trees",
        ),
        (
            "Doe, Jane and Ann Lee, eds. (2012). Growth of street trees. Cham: Palgrave.",
            ("Jane Doe", "Ann Lee"),
            "Growth of street trees",
        ),
        (
            "Doe, J., ed. 2012. Growth of street trees. Cham: Palgrave Macmillan.",
            ("J. Doe",),
            "Growth of street trees",
        ),
    ],
)
def test_small_editors_mark_leaves_the_title(text: str, names: tuple[str, ...], title: str) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == names
    assert parsed.title == title
    assert parsed.year == 2012


def test_small_editors_mark_controls() -> None:
    # "Ed. by" after the title is the venue's (refeditors), a capital "Eds" no mark here
    parsed = parse_reference("[7] J. Doe. Growth of trees. Ed. by A. Lee. Cham: Wiley, 2012.")
    assert parsed.title == "Growth of trees"
    parsed = parse_reference("J. Doe and A. Lee. Edsger's notes on trees. Wiley, 2012.")
    assert parsed.title == "Edsger's notes on trees"


@pytest.mark.parametrize(
    "text",
    [
        "[4] National Academies of Sciences, Engineering, and Medicine. Growth of street"
        " trees. Technical report. Washington, DC: National Academies Press, 2012.",
        "National Academies of Sciences, Engineering, and Medicine (2012). Growth of street"
        " trees. Technical report. Washington, DC.",
        "National Academies of Sciences, Engineering, and Medicine. 2012. “Growth of street"
        " trees.” Technical report. Washington, DC.",
    ],
)
def test_organisation_listing_its_fields_with_commas(text: str) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == ("National Academies of Sciences, Engineering, and Medicine",)
    assert parsed.title == "Growth of street trees"


def test_organisation_listing_controls() -> None:
    # persons: no small "of" after the name read; a title of Title Case after a name
    assert listed_body(("Jane Doe",), "Growth of trees. Wiley, 2012.", "Jane Doe, Growth") is None
    text = "Mary Long, of Counsel, Law and Order. 2012. Title here. Wiley."
    assert listed_body(("Mary Long",), "of Counsel, Law and Order. 2012.", text) is None
    # two names read: not one organisation
    text = "School of Law, Arts, and Music. 2012. A title. Wiley."
    assert listed_body(("A", "B"), "of Law, Arts, and Music. 2012.", text) is None
    # no comma in the name: read too since refs74 (a standards body's "International
    # Organization for Standardization"), but only an organisation's words
    text = "Bank of England. 2012. A title of the bank. London."
    assert listed_body(("Bank",), "of England. 2012.", text) == (
        ("Bank of England",), "2012. A title of the bank. London.",
    )  # fmt: skip
    text = "Jane Doe of Oxford. 2012. A title. Wiley."
    assert listed_body(("Jane Doe",), "of Oxford. 2012.", text) is None


@pytest.mark.parametrize(
    ("title", "venue", "expected"),
    [
        ("Growth of street trees, [Video]", "", ("Growth of street trees", "")),
        ("Growth of street trees [[Data set]]", "GitHub", ("Growth of street trees", "GitHub")),
        ("Growth of trees [Computer software]", "", ("Growth of trees", "")),
        (
            "Growth of street trees in Rome Tesi di dottorato (Università di Bologna, Bologna,"
            " 2021)",
            "",
            ("Growth of street trees in Rome", "Università di Bologna"),
        ),
        (
            "Growth of street trees, Tesis doctoral, Granada: Universidad de Granada",
            "",
            ("Growth of street trees", "Universidad de Granada"),
        ),
        ("Growth of street trees. Thèse de doctorat", "Lyon", ("Growth of street trees", "Lyon")),
        ("Tesi di dottorato, Università di Bologna", "", ("", "Università di Bologna")),
    ],
)
def test_kind_tags_leave_the_title(title: str, venue: str, expected: tuple[str, str]) -> None:
    assert without_kind_tags(title, venue) == expected


def test_kind_tags_controls() -> None:
    # a title's own bracket, a tag leaving one word, a one-word kind after a space only
    for title in (
        "Growth of street trees [in Russian]",
        "Studien zur Ökologie [Growth of street trees]",
        "Trees [Video]",
        "A guide to the Proefschrift",
        "Data and/or code [dataset]",  # (a small tag alone: refs32's guard)
    ):
        assert without_kind_tags(title, "") == (title, "")


@pytest.mark.parametrize(
    ("venue", "journal"),
    [
        ("Pharmacology Letters 52.5, e4803223", "Pharmacology Letters"),
        ("Reviews in Medicine 2021;46, e6463627", "Reviews in Medicine"),
        ("Mechanical Engineering Research 1995; 11e6248996", "Mechanical Engineering Research"),
        ("Advances in Pharmacology 71.Suppl", "Advances in Pharmacology"),
        ("Journal of Neuroscience 2023;50:S167-S174", "Journal of Neuroscience"),
        ("Advances in Earth Sciences 39.2 (Spring 2003)", "Advances in Earth Sciences"),
        ("Linguistics Research 30.4 (Autumn)", "Linguistics Research"),
    ],
)
def test_issue_tails_leave_the_venue(venue: str, journal: str) -> None:
    assert without_issue_tail(venue) == journal


def test_issue_tails_controls() -> None:
    # a number alone (older rules'), a season in the name, one word left
    for venue in ("Physics Letters 52", "Journal of Spring (Winter)", "Nature 5, e12345"):
        assert without_issue_tail(venue) == venue


def test_article_number_and_season_in_entries() -> None:
    parsed = parse_reference(
        "[2] A. K. Rajagopal and J. Yang. “Pancreatic tumor cells with mutant K-ras”. In:"
        " Pharmacology Letters 52.5, e4803223 (1997)."
    )
    assert parsed.venue == "Pharmacology Letters"
    parsed = parse_reference(
        "Shimoyama, Iwao (1999). “The Tof1p-Csm3p protein complex counteracts the Rrm3p"
        " helicase”. In: Annals of Physics 102.1 (Spring), pp. 41-52."
    )
    assert parsed.venue == "Annals of Physics"
    parsed = parse_reference("[3] J. Doe. Growth of street trees, [Video], version 1.5.5, 2007.")
    assert parsed.title == "Growth of street trees"
