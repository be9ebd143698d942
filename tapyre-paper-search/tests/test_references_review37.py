"""Review37's cases for round nineteen's list rules (hand-made blocks).

A line measured far smaller than the list's type whose letters are as wide as the
list's stays only where it opens with names (an entry's names in small capitals): a
footnote in capitals and an address in small capitals after the list have wide
letters too.  A block under both columns of a list whose columns end level is no
left column's lower part read late (:mod:`~tapyre_paper_search.pdf.refcolumns`).
"""

from __future__ import annotations

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import references_of


def line(text: str, y: float, size: float, letter: float, x: float = 100) -> BlockLine:
    """A line at ``x`` whose letters take ``letter`` points each (spaces too)."""
    return BlockLine(text, x, y, x + letter * len(text), y + 10, size, False)


def one_block(lines: list[BlockLine]) -> TextBlock:
    x0, x1 = min(x.x0 for x in lines), max(x.x1 for x in lines)
    return TextBlock(x0, lines[0].y0, x1, lines[-1].y1, lines)


ENTRIES = [
    (
        "[{n}] Battaglia, C., Liu, Z., and Morris, D. Collective trauma in north-",
        "ern sri lanka: a qualitative study. Electrical Engineering Research 57, 3 (2008),",
        "420–423.",
    ),
    (
        "[{n}] Fujino, O., Chardin, M., and Shekar, N. V. C. Rapid method for the isola-",
        "tion of lipoproteins from human serum. Journal of Lipid Research 12, 4 (2019),",
        "1–10.",
    ),
    (
        "[{n}] Kaupuzs, J., Brejová, B., Shi, Q. W., and Bayer, M. Phc3, a component of",
        "the hprc-h complex, is lost in osteosarcoma tumors. International Journal of",
        "Biochemistry 58 (2007), 263–270.",
    ),
]


def test_a_small_line_in_wide_letters_stays_only_where_it_opens_with_names() -> None:
    """Entries whose first lines, names in small capitals, measure 6.5 pt in a 10.9 pt
    list stay whole; a footnote in capitals at 7 pt and an address in small capitals
    after the list, their letters as wide, are no entry's."""
    blocks = [one_block([line("References", 80, 14.0, 7.0)])]
    y = 100.0
    for n, (first, *rest) in enumerate(ENTRIES, 1):
        blocks.append(one_block([line(first.format(n=n), y, 6.5, 6.4)]))
        blocks.append(
            one_block([line(text, y + 12 * (i + 1), 10.9, 5.5) for i, text in enumerate(rest)])
        )
        y += 48
    blocks.append(
        one_block([line("Laboratory of Biochemistry, Institute for Advanced Study", y, 6.5, 6.4)])
    )
    blocks.append(
        one_block([line("1 THE DATA WERE COLLECTED IN 2019 BY THE FIRST AUTHOR.", 700, 7.0, 6.4)])
    )
    entries = references_of(blocks)
    assert [e.authors[0] for e in entries] == ["C. Battaglia", "O. Fujino", "J. Kaupuzs"]
    assert entries[2].text.endswith("(2007), 263-270.")
