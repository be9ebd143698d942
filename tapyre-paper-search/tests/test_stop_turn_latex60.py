"""Round 60, LaTeX front matter: an abstract ending a sentence over a permission block.

A conference paper's abstract fills its first column down to a permission and
copyright block set smaller at the column's foot, and goes on at the top of the
second column.  Where its last row there ends a sentence ("… in cholesterol
transport." / "Although still poorly characterized …"), the reader did not look on
(it went on only after a row in mid-sentence) and lost the abstract's last sentences
(latex59's train seed 5905, ``permission-foot``); one stopping in mid-sentence before
a capital ("… for Epidemiological Studies" / "Depression Scale.") did too (seed 6003).
A full row over such a block goes on at a full row of the next column's top in its type opening a
sentence (:mod:`~tapyre_paper_search.pdf.stopturn`).

Review56c: any paragraph opens a column so; a headingless introduction or a funding
note at the next column's top, running on to the column's foot or into the body's next
paragraph with no keyword line or heading after it, is the body's and stays out of the
abstract, whether the last row ended a sentence, a clause (";") or an address.

Controls: a last row ending short of the column's edge (the paragraph ended) and a
next column opening with a numbered heading end the abstract as before.  The pages are
drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import AUTHORS, BODY, TITLE, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_FIRST = (
    "The distribution of cholesterol among cellular organelles is highly dynamic, and can "
    "be achieved by vesicular and non-vesicular processes. Various studies have analyzed "
    "the proteins that play a significant role in these processes, giving us new "
    "information about the relative importance of these two"
)
_LAST_ROW = "trafficking pathways in cholesterol transport."
_SHORT_ROW = "pathways in transport."
_MID_ROW = "trafficking routes named by the Sterol Study"  # no stop: a capital goes on
_SECOND = (
    "Although still poorly characterized in many trafficking routes, several potential "
    "sterol transport proteins have been described in detail; as a result, molecular "
    "mechanisms for sterol transport among membranes start to be appreciated."
)
_NOTICE = (
    "Permission to make digital or hard copies of all or part of this work for personal "
    "or classroom use is granted without fee provided that copies are not made or "
    "distributed for profit or commercial advantage. Abstracting with credit is permitted."
)


def _abstract(
    tmp_path: Path,
    *,
    last: str = _LAST_ROW,
    opening: str = "",
    second: str = _SECOND,
    keywords: bool = True,
) -> str:
    width = pymupdf.get_text_length(_LAST_ROW, "tiro", 10) + 1
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 16, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 10, centred=True)
    page.space(14)
    top = page.y
    page.line("ABSTRACT", 12, bold=True, x=108)
    for row in wrapped(_FIRST, 10, width):
        page.line(row, 10, x=108)
    page.line(last, 10, x=108)
    page.y = 640.0
    for row in wrapped(_NOTICE, 8, width):
        page.line(row, 8, x=108)
    page.line("https://doi.org/10.1145/3316781", 8, x=108)
    page.y = top
    x = 108 + width + 12
    for row in wrapped(opening + second, 10, width):
        page.line(row, 10, x=x)
    page.space(14)
    if keywords:
        page.line("KEYWORDS", 12, bold=True, x=x)
        page.line("sterol, membranes, transport", 10, x=x)
    while page.y < 740:
        for row in wrapped(BODY, 10, width):
            page.line(row, 10, x=x)
    path = tmp_path / "stop.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).abstract


def test_a_full_row_ending_a_sentence_goes_on_in_the_next_column(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path)  # fails on base: ends "… in cholesterol transport."
    assert "in cholesterol transport. Although still poorly characterized" in abstract
    assert abstract.endswith("start to be appreciated.")


def test_a_full_row_in_mid_sentence_goes_on_before_a_capital(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path, last=_MID_ROW, opening="Group. ")  # fails on base
    assert "named by the Sterol Study Group. Although still poorly" in abstract
    assert abstract.endswith("start to be appreciated.")


def test_a_short_last_row_ends_the_abstract(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path, last=_SHORT_ROW)
    assert abstract.endswith("these two pathways in transport.")


def test_a_numbered_heading_at_the_next_columns_top_ends_it(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path, opening="2 Trafficking routes ")
    assert abstract.endswith("in cholesterol transport.")


_INTRO = (
    "Cholesterol is an essential component of mammalian cell membranes and its "
    "distribution among organelles is tightly regulated by transport proteins."
)
_FUNDING = (
    "This work was supported by the National Institutes of Health grant R01 GM123456 "
    "and by the Swedish Research Council grant 2019-04567."
)


def test_a_headingless_introduction_stays_out(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path, second=_INTRO, keywords=False)  # fails before review56c
    assert abstract.endswith("in cholesterol transport.")


def test_a_funding_note_at_the_next_columns_top_stays_out(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path, second=_FUNDING, keywords=False)  # fails before review56c
    assert abstract.endswith("in cholesterol transport.")


def test_an_introduction_after_a_clause_or_an_address_stays_out(tmp_path: Path) -> None:
    for last, end in (
        ("trafficking pathways in cholesterol transport;", "cholesterol transport;"),
        ("code and data at https://github.com/lab/sterol", "github.com/lab/sterol"),
    ):
        abstract = _abstract(tmp_path, last=last, second=_INTRO, keywords=False)
        assert abstract.endswith(end), abstract[-120:]  # fails before review56c
