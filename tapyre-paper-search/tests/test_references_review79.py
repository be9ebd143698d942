"""Reference entries and lists refs29's rules misread (review79): a person's titleless
entry whose given name the given-name list does not hold and whose names are both
words ("Mark Young. Journal of Physics, 3(1):1-9, 2000.") read as a Title Case title;
an entry of a list of one-line entries whose venue line stands flush under its first
line and whose link hangs under that, cut at the venue line; an anonymous book's
title in capitals ("A GUIDE TO THE BIRDS OF EAST AFRICA.") above its hung subtitle in
small letters read as a closing section's heading, ending the list; a surname that is
an English function word before undotted initials and "et al." or "and" ("Do QT et
al.", "An JH and Lee K") read as a title's opening; a closing section's title in
accented capitals ("A BEWEIS FÜR GRAPHEN.") read into the list's last entry; a block
of one-line entries set solid with one entry of no year ("(in press)") read as one entry.
Each test but the guard rows fails on 4964347.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.refsplit import split_entries
from test_references_refs29 import _block

ROWS = (
    Parsed(
        "a-persons-titleless-article-names-both-words",
        "Mark Young. Journal of Physics, 3(1):1-9, 2000.",
        {"authors": ("Mark Young",)},
    ),
    Parsed(
        "a-persons-titleless-article-in-a-journal-of-one-word",
        "Hope Green. Science, 300(5):1-4, 2003.",
        {"authors": ("Hope Green",)},
    ),
    Parsed(
        "a-persons-titleless-book",
        "Frank Stone. Springer, 2016.",
        {"authors": ("Frank Stone",)},
    ),
    Parsed(
        "a-surname-that-is-a-function-word-before-et-al",
        "Do QT et al. (2015) Rice yields in Vietnam. J Agric 3:1-9.",
        {"authors": ("QT Do",), "title": "Rice yields in Vietnam"},
    ),
    Parsed(
        "a-surname-that-is-a-function-word-before-and",
        "An JH and Lee K (2012) Effects of heat on cells. J Cell 4:1-9.",
        {"authors": ("JH An", "K Lee"), "title": "Effects of heat on cells"},
    ),
    Parsed(
        "guard-a-function-word-and-an-acronym-before-small-letters-open-a-title",
        "How DNA binds to proteins. J Things 2010;3:1-9.",
        {"authors": (), "title": "How DNA binds to proteins"},
    ),
    Parsed(
        "guard-a-two-word-title-with-a-nouns-ending",
        "Convex Optimization. Cambridge University Press, 2004.",
        {"authors": (), "title": "Convex Optimization"},
    ),
    Parsed(
        "guard-a-two-word-title-ending-in-ing",
        "Deep Learning. MIT Press, 2016.",
        {"authors": (), "title": "Deep Learning"},
    ),
)


@parsed_cases(*ROWS)
def test_entry_fields(case: Parsed) -> None:
    check_parsed(case)


@pytest.mark.parametrize(
    "rows",
    [
        [
            (72, "Garcia B, Lopez C (2001) A study of heat in plant cells."),
            (72, "Journal of Things 3:1-9, 2001. Available from:"),
            (92, "https://example.org/paper/2001/123"),
        ],
        [
            (72, "Garcia B (2001) Handbook of soil science. 2nd ed."),
            (72, "Cambridge University Press, Cambridge, 2001. Reprinted in"),
            (90, "paperback."),
        ],
    ],
    ids=["a-hung-link", "a-hung-note"],
)
def test_an_entrys_flush_venue_line_above_a_hung_line_opens_no_entry(
    rows: list[tuple[float, str]],
) -> None:
    """A list of one-line entries, one entry of three lines in its own block: its venue
    line stands flush under the first, which ends a sentence, and its last line hangs.
    The venue line closes with its year (no entry's first line): the block is one entry."""
    names = ["Aebi", "Barros", "Chen", "Dumas", "Evans", "Fischer"]
    blocks = [
        _block([(72, f"{s} A ({2001 + k}) A study of things number {k}. Journal 3, 1-9.")], y)
        for k, (s, y) in enumerate(zip(names, (100, 116, 132, 196, 212, 228), strict=True))
    ]
    blocks.insert(3, _block(rows, 150))
    entries = split_entries(blocks)
    assert len(entries) == 7
    assert entries[3].startswith("Garcia") and entries[3].endswith(rows[2][1])


def _hanging_list(
    tmp_path: Path,
    entries: list[list[str]],
    font: str,
    size: float,
    tail: tuple[tuple[float, str], ...] = (),
) -> Path:
    """A body page, then "References" over ``entries``, each a list of lines, its later
    lines hung 12 pt, then the ``tail`` lines (x and text) under them."""
    document = pymupdf.open()
    page = document.new_page()
    for row in range(40):
        body = f"Body line {row}: the results were measured in 2019 and are shown here."
        page.insert_text((54, 72 + 13 * row), body, fontsize=9)
    page = document.new_page(width=612, height=792)
    page.insert_text((60, 70), "References", fontsize=size + 2, fontname="tibo")
    y = 92.0
    for lines in entries:
        for i, text in enumerate(lines):
            page.insert_text((72 if i else 60, y), text, fontsize=size, fontname=font)
            y += size * 1.2
        y += 2
    for x, text in tail:
        y += 4 if x == 60 and text.isupper() else 0
        page.insert_text((x, y), text, fontsize=size, fontname=font)
        y += size * 1.2
    path = tmp_path / "paper.pdf"
    document.save(path)
    return path


@pytest.mark.parametrize(("font", "size"), [("tiro", 9.0), ("helv", 8.0), ("cour", 8.0)])
def test_an_anonymous_book_in_capitals_above_its_hung_subtitle_ends_no_list(
    tmp_path: Path, font: str, size: float
) -> None:
    """A hanging list with an anonymous book whose title in capitals opens with "A" and
    closes with a full stop, its subtitle in small letters hung under it as every
    entry's later lines are: an entry, not a closing section's heading and its prose."""
    names = ["Aebi", "Barros", "Chen", "Dumas", "Evans"]
    entries = [
        [f"{s}, A. and Writer, B. ({2001 + k}). A study of heat in cells {k}.", "Journal 3, 1-9."]
        for k, s in enumerate(names)
    ]
    book = [
        "A GUIDE TO THE BIRDS OF EAST AFRICA.",
        "with notes on their habits and the places where they live",
        "London: Collins, 1980.",
    ]
    entries.insert(2, book)
    references = extract_pdf(_hanging_list(tmp_path, entries, font, size)).references
    assert len(references) == 6
    assert references[2].text.startswith("A GUIDE TO THE BIRDS")
    assert references[-1].text.startswith("Evans")


@pytest.mark.parametrize(
    ("heading", "indent"),
    [
        ("A PROOF OF LEMMA 1.", 0.0),
        ("A PROOF OF LEMMA 1.", 12.0),
        ("A PROOF OF LEMMA 1.", 18.0),
        ("A BEWEIS FÜR GRAPHEN.", 0.0),
        ("B PREUVE DU THÉORÈME 2.", 0.0),
    ],
)
def test_a_section_title_in_capitals_above_a_paragraph_ends_the_list(
    tmp_path: Path, heading: str, indent: float
) -> None:
    """A section's title in capitals under the list, in English or with accented
    capitals, its paragraph's first line flush or indented (as far as the entries hang,
    too) and its second line flush: the list ends at the heading."""
    entries = [
        [f"{s}, A. and Writer, B. ({2001 + k}). A study of heat in cells {k}.", "Journal 3, 1-9."]
        for k, s in enumerate(["Aebi", "Barros", "Chen", "Dumas", "Evans"])
    ]
    tail = (
        (60.0, heading),
        (60.0 + indent, "we show here that the bound holds for every graph in the"),
        (60.0, "family and that the constant cannot be improved in general."),
    )
    references = extract_pdf(_hanging_list(tmp_path, entries, "tiro", 9.0, tail)).references
    assert len(references) == 5
    assert heading.split()[1] not in references[-1].text


@pytest.mark.parametrize(
    ("yearless", "pieces"),
    [
        ("Garcia, B. (in press). A study of soil microbes. Journal of Soils.", 7),
        ("Garcia, B. (n.d.). A study of soil microbes. Retrieved from the archive.", 7),
        ("Garcia, B. Personal communication.", 7),
    ],
)
def test_a_yearless_entry_in_a_block_of_one_line_entries_is_cut(yearless: str, pieces: int) -> None:
    """One-line entries set solid in one block, one of them with no year, "(in press)",
    "(n.d.)" or a personal communication in its place: each line an entry (every piece
    had to hold a year, so the block was one entry)."""
    names = ["Aebi", "Barros", "Chen", "Dumas", "Evans", "Fischer"]
    rows = [
        (72.0, f"{s}, A. ({2001 + k}). A study of heat {k}. Journal 3, 1-9.")
        for k, s in enumerate(names)
    ]
    rows.insert(3, (72.0, yearless))
    assert len(split_entries([_block(rows, 100)])) == pieces
