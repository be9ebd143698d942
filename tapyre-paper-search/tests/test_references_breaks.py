"""References entries cut by a figure, a table, a column or a page break: the entry
goes on after the interruption, whose text is part of no entry (issue 25, round
twelve)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from pdf_samples import add_body_pages
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import find_references, references_of, split_entries


def block(x: float, y: float, *rows: str, size: float = 9.0, width: float = 220) -> TextBlock:
    """A block at (x, y): each row a line 11 points under the one before; a row starting
    with two spaces is indented by 12 points (a hanging indent)."""
    made = [
        BlockLine(
            text.strip(),
            x + (12 if text.startswith("  ") else 0),
            y + 11 * i,
            x + width,
            y + 11 * i + 9,
            size,
            False,
        )
        for i, text in enumerate(rows)
    ]
    return TextBlock(x, y, x + width, made[-1].y1, made)


HEADING = block(54, 300, "References", size=11.0, width=80)


@pytest.mark.parametrize(
    ("first", "second"), [("[1]", "[2]"), ("(1)", "(2)"), ("1.", "2."), ("1)", "2)")]
)
def test_a_line_opening_with_a_digit_in_a_numbered_list_goes_on_with_its_entry(
    first: str, second: str
) -> None:
    entries = split_entries([
        block(
            54, 100,
            f"{first} S. K. Nauman and R. W. Noyes, \"Hypoglycemic episodes in patients with type",
            "2 diabetes mellitus,\" Journal of Data Science, 2003.",
            f"{second} V. Ostrik and S. Zhu, \"Multiplex genome engineering,\" Advances, 2010.",
            first.replace("1", "3")
            + " M. Bayer, \"Diabetes-induced effects on cardiomyocytes,\" Stem Cells, 2009.",
        )
    ])  # fmt: skip
    assert len(entries) == 3
    assert entries[0].endswith('type 2 diabetes mellitus," Journal of Data Science, 2003.')
    assert entries[1].startswith(f"{second} V. Ostrik")


def test_one_lost_number_merges_two_entries_not_every_later_one() -> None:
    rows = [f"{n}. A. Author{n}. A study of topic {n}. Journal, 2020." for n in range(1, 9)]
    del rows[3]  # "4." lost with its block
    entries = split_entries([block(54, 100, *rows)])
    assert [e.split(".")[0] for e in entries] == ["1", "2", "3", "5", "6", "7", "8"]


@pytest.mark.parametrize("caption", ["Figure 3: Accuracy by year.", "Table 2. Results", "Fig. 4."])
@pytest.mark.parametrize("numbered", [False, True])
def test_a_caption_inside_the_list_is_no_part_of_an_entry(caption: str, numbered: bool) -> None:
    mark = ("[1] ", "[2] ", "[3] ") if numbered else ("", "", "")
    blocks = [
        HEADING,
        block(54, 320, f"{mark[0]}Doe, J. and Lee, A. 2019. Inappropriate inhaler use and",
              "  patient preference. Journal of Things."),
        block(54, 350, f"{mark[1]}Greilich, A. 2003. Inappropriate inhaler use: assessment of"),
        block(54, 370, caption, "A line of the caption that goes on."),
        block(54, 400, "  use and patient preference. Journal of Public Health.",
              f"{mark[2]}Tanaka, K. 2020. Another paper. Venue."),
    ]  # fmt: skip
    entries = [
        e.removeprefix(m) for e, m in zip(split_entries(find_references(blocks)), mark, strict=True)
    ]
    assert entries == [
        "Doe, J. and Lee, A. 2019. Inappropriate inhaler use and patient preference. "
        "Journal of Things.",
        "Greilich, A. 2003. Inappropriate inhaler use: assessment of use and patient "
        "preference. Journal of Public Health.",
        "Tanaka, K. 2020. Another paper. Venue.",
    ]


def running_header(number: int, beside: bool) -> TextBlock:
    """ "Doe et al." and the page number: one line, or two lines of one row."""
    if not beside:
        return block(54, 30, f"Doe et al.  {number}", width=500)
    text, page = block(54, 30, "Doe et al.", width=60), block(540, 30, str(number), width=6)
    return TextBlock(54, 30, 546, 39, [*text.lines, *page.lines])


@pytest.mark.parametrize("beside", [False, True])
def test_a_running_header_between_two_pages_of_the_list_cuts_no_entry(beside: bool) -> None:
    pages = [
        [running_header(2, beside), HEADING,
         block(54, 320, "Greilich, A. 2003. Inappropriate inhaler use: assessment of")],
        [running_header(3, beside),
         block(54, 60, "  use and patient preference. Journal of Public Health.",
               "Tanaka, K. 2020. Another paper. Venue.")],
    ]  # fmt: skip
    parsed = references_of([b for page in pages for b in page], [0, 3])
    assert [r.title for r in parsed] == [
        "Inappropriate inhaler use: assessment of use and patient preference",
        "Another paper",
    ]


def left_column_list() -> list[TextBlock]:
    """A list's heading low in the left column and its two entries there, the second
    running on into the right column."""
    return [
        block(54, 323, "REFERENCES", size=11.0, width=80),
        block(54, 342, "[1]", "Wiemann, M. & El, G. A. Appropriate critical values.",
              "  Reviews in Theoretical Physics (2008)."),
        block(54, 707, "[2]", "van der Tak, F. & Srámek, R. Incidence and trends of sepsis in",
              "  US hospitals using clinical vs"),
    ]  # fmt: skip


def test_the_list_going_on_at_the_top_of_the_right_column_read_before_its_heading() -> None:
    # A last page read in slabs: the left column's paragraph and the right column's top
    # (where the list goes on), then the left column's table and the list's heading.
    page = [
        block(54, 30, "Doe et al.  3", width=500),
        block(54, 61, "How you dress, how you talk, and whether you make it matters.",
              size=11.0, width=240),
        block(315, 61, "Claims Data, 2009-2014. Molecular Biology Letters (2005).",
              "[3]", "Nettelmann, N. & Esteban, A. Fate mapping reveals origins of",
              "  monocytes. International Journal of Computer Science (2007)."),
        block(54, 160, "Table 3: Therefore, the results hold.", size=11.0),
        *left_column_list(),
    ]  # fmt: skip
    previous = [block(54, 61, "Earlier text of the paper, 2019.", size=11.0)]
    blocks = [*previous, *page]
    parsed = references_of(blocks, [0, len(previous)])
    assert [r.title for r in parsed] == [
        "Appropriate critical values",
        "Incidence and trends of sepsis in US hospitals using clinical vs Claims Data, 2009-2014",
        "Fate mapping reveals origins of monocytes",
    ]


def test_the_left_column_read_between_the_heading_and_its_list_is_no_part_of_it() -> None:
    # The heading opens the right column under a table across its top; the page was
    # read in slabs: heading, the left column's body, then the list under the heading.
    page = [
        block(388, 62, "Method F1", "BM25 89.8", width=100),
        block(315, 124, "REFERENCES", size=11.0, width=80),
        block(54, 172, "Figure 1: Nearly all subjects with familial obesity.", size=9.5),
        block(54, 215, "2 Data", size=11.0, width=60),
        block(54, 231, "The transient expression of these two factors was seen in 2019.",
              size=11.0, width=240),
        block(315, 140, "[1]", "Cutkosky, S. D. Age-related changes in acid production.",
              "  Advances in Electrical Engineering (2004)."),
        block(315, 180, "[2]", "Roca, L. & Wen, H. Transcriptional regulation by p53.",
              "  Reviews in Economics (2021)."),
    ]  # fmt: skip
    parsed = references_of(page, [0])
    assert [r.title for r in parsed] == [
        "Age-related changes in acid production",
        "Transcriptional regulation by p53",
    ]


def test_the_right_column_above_a_figure_across_the_page_stays_out_of_the_list() -> None:
    # Guard: a body paragraph in the right column above a figure across the page, read
    # before the list that starts under the figure, is text of the paper.
    page = [
        block(54, 61, "Body text of the left column, as in 2019.", size=9.0, width=240),
        block(315, 61, "Body text of the right column, written in 2020 and", size=9.0),
        block(54, 200, "Figure 2: A figure across the page.", size=9.0, width=500),
        block(54, 323, "REFERENCES", size=11.0, width=80),
        block(54, 342, "[1]", "Wiemann, M. Appropriate critical values in a",
              "  review. Reviews in Theoretical Physics (2008)"),
        block(54, 707, "[2]", "van der Tak, F. Incidence of sepsis in US hospitals using"),
    ]  # fmt: skip
    parsed = references_of(page, [0])
    assert len(parsed) == 2
    assert "right column" not in " ".join(r.text for r in parsed)


def test_an_entry_cut_at_the_foot_of_the_left_column_goes_on_at_the_top_of_the_right(
    tmp_path: Path,
) -> None:
    """A real last page: a paragraph and a table at the top of the left column, then the
    list's heading and entries down to its foot; the last entry goes on at the top of
    the right column, beside the paragraph (the page is read in slabs)."""
    document = pymupdf.open()
    add_body_pages(document)
    page = document.new_page()
    for row in range(7):
        page.insert_text((54, 72 + 12 * row), f"Body text line {row} of the last part.", fontsize=9)
    page.insert_text((54, 175), "Table 3: Results of the methods on the data.", fontsize=9)
    for r, row in enumerate(["Method   F1", "Ours   49.6", "Hybrid   49.2", "Oracle   86.4"]):
        page.insert_text((114, 195 + 14 * r), row, fontsize=9)
    page.insert_text((54, 330), "References", fontsize=11)
    names = ["Doe", "Lee", "Kim", "Berg", "Zhang", "Novak", "Ito", "Silva", "Moreau", "Okafor"]
    y, x = 350.0, 54.0
    for i, name in enumerate(names):
        rows = (f"[{i + 1}] A. {name} and B. Roe. Study number {i + 1} of the",
                "long series of studies on the", "effects of things. Journal, 2020.")  # fmt: skip
        for k, text in enumerate(rows):
            if y > 735:  # the rest at the top of the right column
                y, x = 72.0, 315.0
            page.insert_text((x + 10 * (k > 0), y), text, fontsize=9)
            y += 11
        y += 8
    path = tmp_path / "slabs.pdf"
    document.save(path)
    found = extract_pdf(path, ocr=None, use_model=False).references
    assert [r.authors[0].split()[-1] for r in found] == names
    assert {r.title for r in found} == {
        f"Study number {i} of the long series of studies on the effects of things"
        for i in range(1, 11)
    }


def whole_left_column_list(numbered: bool = True) -> list[TextBlock]:
    """A list's heading low in the left column and three whole entries there."""
    entries = [
        "Singh, D. J. Advances in Immunology 56, 414-429 (2005).",
        "Podolsky, D. Journal of Radiology 72, 726-735 (2006).",
        "Despont, L. Reviews in Engineering 36, 155-174 (1997).",
    ]
    return [
        block(54, 444, "References", size=11.0, width=80),
        *(
            block(54, 461 + 24 * i, f"[{i + 1}] {text}" if numbered else text)
            for i, text in enumerate(entries)
        ),
    ]


FIRST_THREE = ["D. J. Singh", "D. Podolsky", "L. Despont"]


def right_top_page(right: list[TextBlock], numbered: bool = True) -> list[TextBlock]:
    """A page whose left column holds a paragraph and then :func:`whole_left_column_list`,
    with the blocks ``right`` at the right column's top (read first, before the heading)."""
    return [
        block(54, 79, "We compare with earlier work on retrieval.", size=10.0, width=238),
        *right,
        *whole_left_column_list(numbered),
    ]


@pytest.mark.parametrize("numbered", [True, False])
def test_the_next_entry_at_the_top_of_the_right_column_read_before_the_heading(
    numbered: bool,
) -> None:
    # The left column's last entry is whole; the right column's top, read first in
    # slabs, opens the next entry (its number, or names) and holds its year further on.
    fourth = "Cardella, G. & Worseck, G. Rev. Mech. Eng. 14, 522-529"
    page = right_top_page(
        [block(315, 80, f"[4] {fourth}"), block(315, 90, "(1999).")]  # two blocks
        if numbered
        else [block(315, 80, fourth, "  (1999).")],  # hanging, one block
        numbered,
    )
    parsed = references_of(page, [0])
    assert [r.authors[0] for r in parsed] == [*FIRST_THREE, "G. Cardella"]
    assert parsed[-1].year == 1999


def test_the_next_entry_whose_names_fill_the_first_block_at_the_right_top_is_read() -> None:
    # Guard: the names fill the right column's first block; what follows them (the
    # title, opening with a capital as the last entry's does) is in the next one.
    page = right_top_page([
        block(315, 80, "M. Wiemann, A. K. Chaudhuri, N. C. Menicucci, S. C. Davis,"),
        block(315, 91, "Cutaneous Vasculitis Update: Diagnostic Criteria, Public",
              "Health Lett. 89 (2020) 784-791."),
    ], numbered=False)  # fmt: skip
    parsed = references_of(page, [0])
    assert [r.authors[0] for r in parsed[:4]] == [*FIRST_THREE, "M. Wiemann"]
    assert "784-791" in " ".join(r.text for r in parsed[3:])


@pytest.mark.parametrize("numbered", [True, False])
@pytest.mark.parametrize(
    "top",
    [
        "John Smith received the B.S. degree from the University of Example in 2005 and",
        "Ann Lee (M'09) received the Ph.D. degree in electrical engineering in 2012.",
        "Jane Doe, the curator of the collection, gave us the records of 2018 and 2019.",
        "Albert Einstein, photographed in 1921 in Berlin, next to the apparatus.",
    ],
)
def test_body_text_opening_with_a_name_at_the_top_of_the_right_column_stays_out(
    top: str, numbered: bool
) -> None:
    # A biography or a paragraph opening with a name, at the right column's top beside
    # a list that ends whole in the left column: in a numbered list only the next
    # number goes on; otherwise the names must be followed as the last entry's are.
    page = right_top_page([block(315, 80, top)], numbered)
    parsed = references_of(page, [0])
    assert [r.authors[0] for r in parsed] == FIRST_THREE
    assert "2005" not in parsed[-1].text and "received" not in parsed[-1].text


@pytest.mark.parametrize(
    "top",
    [
        "[7] Cardella, G. & Worseck, G. Rev. Mech. Eng. 14, 522-529 (1999).",  # not the next
        "The results hold for all of the samples we drew in 2019 and after.",  # no names
    ],
)
def test_the_right_column_read_before_the_heading_stays_out_unless_it_opens_the_next_entry(
    top: str,
) -> None:
    page = right_top_page([block(315, 80, top)])
    parsed = references_of(page, [0])
    assert [r.authors[0] for r in parsed] == FIRST_THREE
