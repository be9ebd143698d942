"""Reference lists as BibTeX's real styles set them (issue 25, round fifteen).

alpha and its kin label entries "[Knu84]", "[CVK+16]" (the label often alone,
left of the entry's first line, and measured taller where it holds a raised
"+"); REVTeX sets its list under a rule with no heading; the classic styles
print "Journal, 12(3):45--67, 2020", Elsevier's Harvard "Journal 12, 45--67.",
and a publisher after the proceedings.  Hand-made blocks and the printed text.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import (
    find_references,
    opens_unheaded_list,
    references_of,
)


def lines_block(rows: list[tuple[float, str]], y: float, size: float = 10.0) -> TextBlock:
    """A block whose rows are (x, text), each 12 points under the one before."""
    made = [
        BlockLine(text, x, y + 12 * i, x + 250, y + 12 * i + 10, size, False)
        for i, (x, text) in enumerate(rows)
    ]
    return TextBlock(min(x for x, _ in rows), y, 350, made[-1].y1, made)


HEADING = lines_block([(100, "References")], 80, size=14.0)
BODY = lines_block([(100, "We compare with earlier work [1] on retrieval and on ranking.")], 40)


def alpha_list(size_of_plus: float = 13.0) -> list[TextBlock]:
    return [
        lines_block(
            [
                (100, "[CMS17] Dohoon Choi, Ulrich Mosel, and M. De Napoli. A functional study"),
                (160, "of sound localization. PhD thesis, University of Leeds, 2017."),
            ],
            100,
        ),
        lines_block(
            [
                (100, "[CVK+16]"),
                (160, "James Clark, L. Vetere, and Christian Krattenthaler. A novel family"),
                (160, "of endoribonucleases. Reviews in Radiology, 78(2):776-792, 2016."),
            ],
            130,
            size=size_of_plus,  # the raised "+" makes the whole block measure taller
        ),
        lines_block(
            [
                (100, "[FC00]"),
                (160, "K. Fukumoto and YoungJu Choie. Oxidative phosphorylation in"),
                (160, "mitochondria. Journal of Biochemistry, 12:45-67, 2000."),
            ],
            172,
        ),
        lines_block(
            [
                (100, "[Pér18]"),
                (160, "Miguel Ángel Pérez. Loss of IGF-IEa impairs differentiation."),
                (160, "In Proceedings of the 30th Conference on Medicine, pages 1-9, 2018."),
            ],
            214,
        ),
    ]


def test_an_alpha_styles_labels_open_its_entries_and_are_not_part_of_them() -> None:
    refs = references_of([BODY, HEADING, *alpha_list(size_of_plus=10.0)])
    assert [r.authors[0] for r in refs] == [
        "Dohoon Choi",
        "James Clark",
        "K. Fukumoto",
        "Miguel Ángel Pérez",
    ]
    assert refs[1].title == "A novel family of endoribonucleases"
    assert [r.year for r in refs] == [2017, 2016, 2000, 2018]


def test_a_labelled_block_measured_taller_is_neither_a_heading_nor_the_lists_size() -> None:
    """ "[CVK+16]"'s block measures 13 points in a 10-point list: before, its name line
    read as a heading that ended the list, or the list's size left the others out."""
    refs = references_of([BODY, HEADING, *alpha_list()])
    assert len(refs) == 4
    assert refs[3].title == "Loss of IGF-IEa impairs differentiation"


def revtex_page() -> list[TextBlock]:
    """The last page of a REVTeX paper: a footnote, then "[1]" … under a rule."""
    return [
        lines_block([(60, "gaard, Efficient T cell activation requires an optimal"),
                     (60, "dwell-time, Tech. Rep. TR-33 (ETH Zurich, 2024).")], 60),
        lines_block([(60, "∗ewang@university.fr"),
                     (60, "[1] M. Wiemann, L. Fernández, and D. Englund, Journal of"),
                     (72, "Mechanical Engineering 120, 165 (2017).")], 90),
        lines_block([(60, "[2] G. Worseck, Annals of Marine Chemistry 53, 783 (2019)."),
                     (60, "[3] P. Aebi and B. Coupet, Applied Mathematics Research"),
                     (72, "41, 183 (2013).")], 130),
        lines_block([(60, "[4] H. Pan, M. L. de Haro, and S. Kjær-")], 170),
    ]  # fmt: skip


def test_a_numbered_list_with_no_heading_is_found_from_its_first_entry() -> None:
    page = revtex_page()
    # the right column's top is set higher than the left's first line
    page[0] = TextBlock(360, 60, 600, 84, [
        BlockLine(line.text, line.x0 + 300, line.y0, line.x1 + 300, line.y1, 10.0, False)
        for line in page[0].lines
    ])  # fmt: skip
    body = [BODY] * 3
    refs = references_of([*body, *page], [0, 3])
    assert [r.number for r in refs] == [1, 2, 3, 4]
    assert refs[0].authors == ("M. Wiemann", "L. Fernández", "D. Englund")
    assert refs[0].venue == "Journal of Mechanical Engineering"
    assert "ewang" not in refs[0].text
    # the right column's top, read first, goes on with the last entry
    assert refs[3].text.endswith("(ETH Zurich, 2024).")
    assert refs[3].year == 2024


def test_a_list_with_no_heading_needs_names_after_its_first_number_and_a_sequence() -> None:
    prose = lines_block([(60, "[1] is the first claim of the list below, and")], 90)
    assert not opens_unheaded_list(prose)
    assert find_references([BODY, prose, BODY]) == []
    lone = lines_block([(60, "[1] M. Wiemann and D. Englund, Journal 120, 165 (2017).")], 90)
    assert opens_unheaded_list(lone)
    assert find_references([BODY, lone, BODY]) == []  # no "[2]" and "[3]"
