"""Review of round twenty-two's reference rules: a subtitle under the heading is no
entry, a year that is an entry's only one is no title's first word, and a single-quoted
title runs past a plural's apostrophe or a quoted word before a comma."""

from __future__ import annotations

import pytest
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import parse_reference, references_of

ROWS = (
    Parsed(
        "year-then-small-letters-the-entry-s-only-year",
        "Doe, J. 2017 in vivo imaging of the mouse brain. J. Neurosci. 12, 345.",
        {"title": "in vivo imaging of the mouse brain", "year": 2017},
    ),
    Parsed(
        "single-quoted-title-with-plural-apostrophes",
        "Doe, J.: 1995, ‘Parents’, teachers’ and pupils’ views of homework’. Journal of "
        "Things 3, 1-9.",
        {
            "title": "Parents’, teachers’ and pupils’ views of homework",
            "venue": "Journal of Things",
        },
    ),
    Parsed(
        "single-quoted-title-with-a-quoted-word-and-comma",
        "Doe, J.: 1995, ‘What ‘is’, and what ought to be’. Journal of Things 3, 1-9.",
        {"title": "What ‘is’, and what ought to be", "venue": "Journal of Things"},
    ),
    Parsed(
        "title-opening-with-quoted-words-and-commas",
        "Doe, J. (1995) ‘Gift’, ‘trade’ and ‘theft’ in economies. Journal of Things 3, 1-9.",
        {"title": "‘Gift’, ‘trade’ and ‘theft’ in economies", "venue": "Journal of Things"},
    ),
    Parsed(
        "guard-single-quoted-title-before-small-letters",
        "Doe, J. (1995) ‘A study of things’, unpublished manuscript, University of Leeds.",
        {"title": "A study of things"},
    ),
)


@parsed_cases(*ROWS)
def test_round_twenty_two_s_year_and_quote_rules_keep_their_bounds(case: Parsed) -> None:
    check_parsed(case)


@pytest.mark.parametrize(
    "text",
    [
        "Doe J 2017 in vivo imaging of the mouse brain J. Neurosci. 12 345",
        "Doe J and Roe K 2017 ab initio study of silicon surfaces Phys. Rev. B 12 345",
        "Müller H 2017 über die Theorie der Wärme Ann. Phys. 12 1-9",
    ],
)
def test_the_entry_s_only_year_before_small_letters_is_not_the_title_s(text: str) -> None:
    """With no stop after the year ("Doe J 2017 in vivo …") and no year after it, the
    year is the entry's, not the title's first word."""
    entry = parse_reference(text, 1)
    assert entry.year == 2017
    assert not entry.title.startswith("2017")


def rows_block(rows: list[tuple[float, str, float]], y: float) -> TextBlock:
    """A block whose rows are (x, text, size), each 14 points under the one before."""
    made = [
        BlockLine(text, x, y + 14 * i, x + 400, y + 14 * i + 11, size, False)
        for i, (x, text, size) in enumerate(rows)
    ]
    return TextBlock(min(x for x, _, _ in rows), y, 520, made[-1].y1, made)


@pytest.mark.parametrize(
    "subtitle",
    [
        "Secondary Literature",
        "Selected Works by Kowalski",
        "Smith, Jones and Brown, editors",
        # readerL: one name with no initial opens an entry only with a year after it,
        # not a subtitle's colon or range of years (refhead._names_open)
        "Secondary Sources: Books",
        "Published Sources (1900-1950)",
    ],
)
def test_a_subtitle_under_the_heading_that_reads_as_a_name_is_no_entry(subtitle: str) -> None:
    """A two-line heading block whose second line reads as one name and no more is no
    entry's first line: it stays the heading's, and the list's first entry is its first."""
    heading = rows_block([(100, "References", 12.75), (100, subtitle, 11.96)], 100)
    entry = rows_block(
        [(100, "Drinfeld, V., and Santos, A. (2016). “Association between adhd and", 11.96),
         (112, "obesity.” Annals of Mechanical Engineering, 23(4), 412-424.", 11.96)],
        140,
    )  # fmt: skip
    refs = references_of([heading, entry], [0])
    assert [r.authors for r in refs] == [("V. Drinfeld", "A. Santos")]
