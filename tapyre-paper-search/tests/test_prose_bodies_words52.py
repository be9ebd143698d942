"""A body named where a lead or a credit sentence names writers (words52, review59's
low findings).

- A lead naming a body with no article ("Prepared by Statistics Canada, for …",
  "Written by Members of the Board, for …") stored the body as an author: a name holds
  no English "the" inside it, and a plural of an English noun that is no given name
  ("Statistics", "Members") opens no person's name (prosewriters).
- A news release's credit sentence naming a body after its article ("The study, by The
  Steering Committee, appears …") stored it: the credit shapes read a language's
  definite articles as the lead shapes do (studycredit).

Controls: people are still read ("Prepared by Miles Davis and Ann Lee, for …", the
credit sentence naming people).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_pdf_front_matter_front51 import _NAMES, _TITLE, _page
from test_pdf_front_matter_review59 import _PROSE_TITLE, _lead


@pytest.mark.parametrize(
    "row",
    [
        # fail on base: the body stored as the one author
        "Prepared by Statistics Canada, for the ministry of the provinces.",
        "Written by Members of the Board, for the society of the region.",
        "Compiled by Friends of the Earth, for the meeting of the council.",
    ],
)
def test_a_lead_naming_a_body_without_article_gives_no_author(tmp_path: Path, row: str) -> None:
    assert _lead(tmp_path, row) == (_PROSE_TITLE, ())


@pytest.mark.parametrize(
    ("row", "names"),
    [
        (
            "Prepared by Miles Davis and Ann Lee, for the ministry of the provinces.",
            ("Miles Davis", "Ann Lee"),
        ),
        ("Written by Jan van der Berg, for the society of the region.", ("Jan van der Berg",)),
    ],
)
def test_control_a_lead_naming_people_is_read(
    tmp_path: Path, row: str, names: tuple[str, ...]
) -> None:
    assert _lead(tmp_path, row) == (_PROSE_TITLE, names)


def _release(tmp_path: Path, credit: str) -> tuple[str, tuple[str, ...]]:
    head = [
        ("NEWS RELEASE", 14.0, "b"),
        ("Embargoed until 19 March 2020, 10:00 GMT", 9.0, ""),
        ("Media contact: Cy Diaz, press office", 9.0, "b"),
        (_TITLE, 16.0, "b"),
    ]
    got = _page(tmp_path, head, ((credit, 10.0, ""),))
    return got.title, tuple(got.authors)


@pytest.mark.parametrize(
    "credit",
    [
        # fail on base: the body stored as the one author
        "The study, by The Steering Committee, appears in the journal.",
        "The paper by The Steering Committee is published in the journal.",
    ],
)
def test_a_credit_naming_a_body_gives_no_author(tmp_path: Path, credit: str) -> None:
    assert _release(tmp_path, credit) == (_TITLE, ())


def test_control_a_credit_naming_people_is_read(tmp_path: Path) -> None:
    credit = "The study, by Ann Lee and Bo Chen, appears in the journal."
    assert _release(tmp_path, credit) == (_TITLE, _NAMES)
