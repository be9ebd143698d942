"""Reference lists in the forms of round eighteen's held-out styles, rotated to train.

Names set in small capitals, whose font gives word boxes half a line high (an
entry's first line, read word by word, measures far smaller than the list's type
but its letters are as wide), and entries whose parts are all set apart by commas
after the year ("Doe, J., 2009, Title, Journal, 31, 1, 400-412.").  Hand-made
blocks and entries.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import references_of


def line(text: str, y: float, size: float, letter: float) -> BlockLine:
    """A line at x 100 whose letters take ``letter`` points each (spaces too)."""
    return BlockLine(text, 100, y, 100 + letter * len(text), y + 10, size, False)


def one_block(lines: list[BlockLine]) -> TextBlock:
    return TextBlock(100, lines[0].y0, max(x.x1 for x in lines), lines[-1].y1, lines)


ENTRIES = [
    ("[{n}] Battaglia, C., Liu, Z., and Morris, D. Collective trauma in north-",
     "ern sri lanka: a qualitative study. Electrical Engineering Research 57, 3 (2008),",
     "420–423."),
    ("[{n}] Fujino, O., Chardin, M., and Shekar, N. V. C. Rapid method for the isola-",
     "tion of lipoproteins from human serum. Journal of Lipid Research 12, 4 (2019),",
     "1–10."),
    ("[{n}] Kaupuzs, J., Brejová, B., Shi, Q. W., and Bayer, M. Phc3, a component of",
     "the hprc-h complex, is lost in osteosarcoma tumors. International Journal of",
     "Biochemistry 58 (2007), 263–270."),
]  # fmt: skip


def test_an_entrys_first_line_in_small_capitals_measured_small_stays_in_the_list() -> None:
    """Each entry's first line, its names in small capitals, is a block of its own
    measured 6.5 pt in a list of 10.9 pt (the capitals' boxes are short), its letters
    as wide as the list's: it is the list's, not a footnote; a footnote in 7 pt, its
    letters narrower, is left out as before."""
    blocks = [one_block([line("References", 80, 14.0, 7.0)])]
    y = 100.0
    for n, (first, *rest) in enumerate(ENTRIES, 1):
        blocks.append(one_block([line(first.format(n=n), y, 6.5, 6.4)]))
        blocks.append(
            one_block([line(text, y + 12 * (i + 1), 10.9, 5.5) for i, text in enumerate(rest)])
        )
        y += 48
    blocks.append(
        one_block([line("1 The data were collected in 2019 by the first author.", 700, 7.0, 3.6)])
    )
    entries = references_of(blocks)
    assert [e.number for e in entries] == [1, 2, 3]
    assert [e.authors[0] for e in entries] == ["C. Battaglia", "O. Fujino", "J. Kaupuzs"]
    assert entries[0].title == "Collective trauma in northern sri lanka: a qualitative study"
    assert entries[2].venue == "International Journal of Biochemistry"
    assert "collected" not in entries[2].text
