"""References, round 72 (refs72): a book's editors closed by a small "eds." after a comma
(:func:`tapyre_paper_search.pdf.refcreators.without_editors_mark`); an organisation whose
name lists its fields with commas (:mod:`tapyre_paper_search.pdf.reflistedbody`).  The
"control" tests hold what must stay.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference
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
    # no comma in the name: organisation_author's, not this rule's
    text = "Bank of England. 2012. A title of the bank. London."
    assert listed_body(("Bank",), "of England. 2012.", text) is None
