"""Bylines set larger than the body, abstracts that end with no stop, and titles ending
in a capital letter (review20's findings on the front-matter rules), on hand-laid first
pages (:mod:`layout_pages`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer, write_page
from tapyre_paper_search.pdf import cues, extract_pdf

AFFILIATION = "University of Example, Berlin, Germany"
PERCENT_END = ABSTRACT[:-1] + ", a saving of 35 %"
URL_END = ABSTRACT + " Our code is available at https://github.com/example/videostore"


def _tail(page: Writer, abstract: str = ABSTRACT, size: float = 11, after: float = 6) -> None:
    """The affiliation, then ``abstract`` in ``size`` under its heading, ``after`` over
    what follows."""
    page.line(AFFILIATION, 9.4, centred=True)
    page.space(14)
    page.line("Abstract", 11, bold=True)
    page.paragraph(abstract, size, after=after)


def _names13_over_carnegie(page: Writer) -> None:
    # Names at 13 pt over a 11 pt body, then a smaller line that reads as names.
    page.line(TITLE, 18, bold=True, centred=True)
    page.space(8)
    page.line(", ".join(AUTHORS), 13, centred=True)
    page.line("Carnegie Mellon", 10, italic=True, centred=True)
    _tail(page)


def _names12_two_rows(page: Writer) -> None:
    page.line(TITLE, 18, bold=True, centred=True)
    page.space(8)
    page.line(", ".join(AUTHORS[:2]), 12, centred=True)
    page.line(AUTHORS[2], 12, centred=True)
    page.line("Lars Holm", 9, centred=True)
    _tail(page)


@pytest.mark.parametrize("front", [_names13_over_carnegie, _names12_two_rows])
def test_a_byline_larger_than_the_body_keeps_its_names(
    tmp_path: Path, front: Callable[[Writer], None]
) -> None:
    # A smaller name-like line under it does not make the byline part of the title.
    result = extract_pdf(write_page(tmp_path / "byline.pdf", front), use_model=True)
    assert result.title == TITLE
    assert list(result.authors[:3]) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def _abstract_then_heading(last: str) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.line(", ".join(AUTHORS), 11, centred=True)
        _tail(page, last, 10, 8)  # in body type, a paragraph's space, then the body's first heading
        page.line("1 Video Servers Today", 10)
        page.paragraph(BODY)

    return front


@pytest.mark.parametrize("last", [PERCENT_END, URL_END])
def test_a_numbered_heading_after_a_gap_ends_an_abstract_with_no_final_stop(
    tmp_path: Path, last: str
) -> None:
    front = _abstract_then_heading(last)
    result = extract_pdf(write_page(tmp_path / "gap.pdf", front), use_model=True)
    assert result.abstract == last


@pytest.mark.parametrize(
    ("text", "runs_on"),
    [
        ("Deficiency of Vitamin A", False),
        ("Seasonal Influenza A", False),
        ("I AM", False),
        ("A Study of the", True),
        ("Storage and", True),
        ("A STUDY OF", True),
        ("RIBOSOME BIOGENESIS REVEALS AN", True),
        ("Die Rolle der", True),
        ("Streams on Disk Arrays", False),
    ],
)
def test_runs_on_counts_articles_in_lower_case_only(text: str, runs_on: bool) -> None:
    # A title line ending in "A" (a virus, a vitamin, a part) does not run on to the
    # line under it; "of", "and" still do in any case.
    assert bool(cues.RUNS_ON.search(text)) is runs_on
