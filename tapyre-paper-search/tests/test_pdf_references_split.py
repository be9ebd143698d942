"""The references list cut into entries: numbers, hanging indents, a column opening with
names and a year, one-line entries, entries set apart by space, and a list going on in
the next column."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from pdf_samples import add_body_pages
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import split_entries


def lines(*rows: tuple[float, str]) -> TextBlock:
    made = [
        BlockLine(text, x, 100 + 12 * i, x + 200, 110 + 12 * i, 9.0, False)
        for i, (x, text) in enumerate(rows)
    ]
    return TextBlock(made[0].x0, made[0].y0, 300, made[-1].y1, made)


def test_numbered_entries_are_cut_at_the_next_number() -> None:
    block = lines(
        (72, "[1] J. Doe. A first paper about things. In Proc. of"),
        (72, "Something, 2019."),
        (72, "[2] A. Lee. A second paper. Journal, 2020."),
        (72, "[3] K. Tanaka. The third one, with 12 results. 2021."),
    )
    entries = split_entries([block])
    assert len(entries) == 3 and entries[0].endswith("Something, 2019.")


def test_hanging_indents_cut_entries_across_blocks() -> None:
    first = lines((72, "Doe, J. and Lee, A. 2019. A paper whose entry runs"))
    rest = lines(
        (83, "over two lines. Journal of Things."), (72, "Tanaka, K. 2020. Another paper. Venue.")
    )
    entries = split_entries([first, rest])
    assert entries == [
        "Doe, J. and Lee, A. 2019. A paper whose entry runs over two lines. Journal of Things.",
        "Tanaka, K. 2020. Another paper. Venue.",
    ]


@pytest.mark.parametrize(
    ("top", "hanging", "entries"),
    [
        # names and a year: an entry of its own, though the line before ends in a word
        (
            "Maria Olsen, Tom Baker, Lena Cruz, and",
            "Wen-li Yao. 2018b. Reading embeddings. In Proc. of Things.",
            2,
        ),
        ("Okafor, A., Berg, L. and Zhang, W. (2019).", "A paper. Journal of Things.", 2),
        # no names and year: the tail of the entry above, going on in the next column
        ("notators with care, and the data of", "the study. Journal of Things, 2020.", 1),
    ],
    ids=["given-first", "surname-first", "continuation"],
)
def test_a_column_opening_with_names_and_a_year_starts_an_entry(
    top: str, hanging: str, entries: int
) -> None:
    left = lines(
        (72, "Doe, J. and Lee, A. 2019. A corpus with annotations of"),
        (83, "patients, interventions and outcomes to support"),
    )
    right = TextBlock(
        320,
        100,
        560,
        160,
        [
            BlockLine(top, 320, 100, 540, 110, 9.0, False),
            BlockLine(hanging, 331, 112, 540, 122, 9.0, False),
            BlockLine("Tanaka, K. 2020. Another paper. Venue.", 320, 124, 540, 134, 9.0, False),
        ],
    )
    found = split_entries([left, right])
    assert len(found) == entries + 1
    assert found[-1] == "Tanaka, K. 2020. Another paper. Venue."
    assert found[0].endswith("to support") == (entries == 2)


def test_a_block_of_one_line_entries_is_cut_at_each_line() -> None:
    # Unnumbered entries that each fit on one line: neither a hang nor space between
    # them shows, and PyMuPDF gives the whole list as one block.
    entries = [
        "Ann Okafor and Li Berg. 2000. A first study. In Journal of Data Science.",
        "Ann Silva and Li Doe. 2001. A second study. In Annals. doi:10.1234/a.1.",
        "Ann Zhang. 2002. A third study whose title runs on and over a second line. In ICML.",
        "Li Novak and Ann Berg. 2003. A fourth study. arXiv:1903.10026.",
        *(f"Kim Lee. {2004 + i}. Study {5 + i}. In Annals." for i in range(3)),
    ]
    rows = [(54.0, entry) for entry in entries]
    head, tail = entries[2].split(" and over ")  # one entry wraps, hanging a little
    rows[2:3] = [(54.0, f"{head} and"), (63.0, f"over {tail}")]
    assert split_entries([lines(*rows)]) == entries


@pytest.mark.parametrize(
    "rows",
    [
        # lines that end with an initial's full stop
        (
            "Doe, J., Lee, A., Berg, M. and Zhang, W.",
            "Tanaka, K. 2019. A paper by many authors.",
            "Journal of Things, 12(3).",
        ),
        # the authors' year ends the first line and the venue's year is on the second:
        # two of three lines hold a year and two would start an entry
        (
            "Doe, J., Lee, A., Berg, M. and Zhang, W. (2019).",
            "A paper by many authors. Journal of Things 2019,",
            "12(3), pp. 1-9.",
        ),
    ],
    ids=["initials", "two-years"],
)
def test_an_entry_set_flush_left_over_lines_in_its_own_block_stays_whole(
    rows: tuple[str, ...],
) -> None:
    # Entries set apart by space, without indent: a block is one entry.
    first = lines(*((72, row) for row in rows))
    found = split_entries([first, lines((72, "Petrova, O. 2020. Another paper. Venue."))])
    assert found[1:] == ["Petrova, O. 2020. Another paper. Venue."]
    assert found[0].startswith("Doe, J.") and found[0].endswith(rows[-1])


def test_a_block_is_not_cut_where_a_piece_would_hold_no_year() -> None:
    # every line ends a sentence, two of three hold a year: the title line alone
    # would be an "entry" without a year
    first = lines(
        (72, "Doe, J. and Zhang, W. (2019)."),
        (72, "A paper by two authors."),
        (72, "Journal of Things 2019, 12(3), pp. 1-9."),
    )
    assert len(split_entries([first, lines((72, "Petrova, O. 2020. Another."))])) == 2


def test_a_list_of_three_line_entries_set_apart_by_space_gives_one_record_each(
    tmp_path: Path,
) -> None:
    surnames = ["Smith", "Doe", "Brown", "Miller", "Garcia", "Chen", "Novak", "Ito"]
    document = pymupdf.open()
    for number in range(5):  # the list past the first pages, as in a paper
        page = document.new_page()
        for row in range(30):
            text = f"Line {row} of page {number}: results were measured in 2019 and 2020."
            page.insert_text((72, 72 + 13 * row), text, fontsize=10)
    page = document.new_page()
    page.insert_text((72, 72), "References", fontsize=12)
    y = 96.0
    for i in range(12):
        names = [surnames[(i + k) % 8] for k in (0, 3, 5)]
        for text in (
            f"{names[0]}, J., {names[1]}, A. and {names[2]}, K. ({2000 + i}).",
            f"Title number {i} about sleep and memory. Journal of Studies {2000 + i},",
            f"vol. {i + 3}, pp. {100 + i}-{120 + i}.",
        ):
            page.insert_text((72, y), text, fontsize=9)
            y += 11
        y += 10  # space between entries, no indent, no numbers
    path = tmp_path / "blocks3.pdf"
    document.save(path)
    found = extract_pdf(path, ocr=None, use_model=False).references
    assert [r.year for r in found] == [2000 + i for i in range(12)]
    assert [r.authors[0].split()[-1] for r in found] == [surnames[i % 8] for i in range(12)]
    for i, record in enumerate(found):  # each whole: its title line and its pages
        assert f"Title number {i} " in record.text and f"pp. {100 + i}-" in record.text


def test_a_list_starting_low_in_the_left_column_goes_on_in_the_right_one(tmp_path: Path) -> None:
    """The last page of two columns: body text, a figure (no text) across the left
    column, then the list's heading and first entries at its foot; the list goes on
    at the top of the right column, which ends higher than the left one."""
    document = pymupdf.open()
    add_body_pages(document)
    page = document.new_page()
    for row in range(16):
        page.insert_text((54, 72 + 12 * row), f"Body text line {row} of the last part.", fontsize=9)
    page.draw_rect(pymupdf.Rect(60, 290, 280, 560), color=(0, 0, 0))  # a figure
    page.insert_text((54, 600), "References", fontsize=11)
    names = ["Doe", "Lee", "Kim", "Berg", "Zhang", "Novak", "Ito", "Silva"]
    y, x = 620.0, 54.0
    for i, name in enumerate(names):
        if i == 3:  # the rest at the top of the right column
            y, x = 72.0, 315.0
        for k, text in enumerate(
            (
                f"[{i + 1}] A. {name} and B. Roe. Study number {i + 1} of the",
                "series. Journal, 2020.",
            )
        ):
            page.insert_text((x + 10 * k, y), text, fontsize=9)
            y += 11
    for row in range(12):  # more text under the entries in the right column
        page.insert_text((315, 200 + 12 * row), f"Appendix text line {row} here.", fontsize=9)
    path = tmp_path / "columns.pdf"
    document.save(path)
    found = extract_pdf(path, ocr=None, use_model=False).references
    assert [r.number for r in found][:8] == list(range(1, 9))
    assert [r.authors[0].split()[-1] for r in found][:8] == names
