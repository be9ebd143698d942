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
from test_references_rot18 import ENTRIES, line, one_block


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


def hanging(first: str, rest: list[str], x: float, y: float, size: float = 10.0) -> list[TextBlock]:
    """An entry set with a hanging indent: its first line a block of its own at ``x``,
    the lines under it one block 10 points right."""
    head = BlockLine(first, x, y, x + 220, y + 10, size, False)
    lines = [
        BlockLine(text, x + 10, y + 12 * (i + 1), x + 220, y + 12 * (i + 1) + 10, size, False)
        for i, text in enumerate(rest)
    ]
    return [one_block([head]), *([one_block(lines)] if lines else [])]


def balanced_page(under: list[TextBlock]) -> list[TextBlock]:
    """A list in two columns that end level (multicol in a one-column paper), read
    left column, right column, then ``under``: the right column opens with the left's
    last entry going on, its last line in the left column ending at a full stop."""
    heading = one_block([BlockLine("References", 72, 80, 150, 92, 12.0, True)])
    left = [
        *hanging("Aebi, P., 2004. Lung cancer waiting times.", ["Cancer Letters 5, 3-9."], 72, 100),
        *hanging("Akman, N., 2012. Antibody therapy for HIV-1", ["in young children."], 72, 130),
    ]
    going_on = "Advances in Pharmacology 90, 616-623."
    right = [
        one_block([BlockLine(going_on, 320, 100, 530, 110, 10.0, False)]),
        *hanging("Myers, P. C., 2002. Fitness in adults.", ["Heart Letters 3, 1-10."], 310, 118),
        *hanging("Tanaka, K., 2019. Sleep spindles.", ["Neuroscience 12, 1-10."], 310, 148),
    ]
    return [heading, *left, *right, *under]


def test_what_stands_under_two_columns_that_end_level_stays_after_the_right_column() -> None:
    """An appendix heading under the two columns stays after the right column (the
    list ends there, the right column's entries in it); so does a note further down."""
    paragraph = "We prove the bound of Section 3 here; the constants are those of Lemma 2."
    appendix = [
        one_block([BlockLine("Appendix A", 72, 195, 140, 207, 12.0, True)]),
        one_block([BlockLine(paragraph, 72, 212, 540, 222, 10.0, False)]),
    ]
    names = ["P. Aebi", "N. Akman", "P. C. Myers", "K. Tanaka"]
    entries = references_of(balanced_page(appendix), [0])
    assert [e.authors[0] for e in entries] == names
    assert entries[1].venue == "Advances in Pharmacology"
    note = [one_block([BlockLine("Received 12 May 2020.", 72, 195, 180, 205, 10.0, False)])]
    entries = references_of(balanced_page(note), [0])
    assert [e.authors[0] for e in entries if e.authors] == names
    assert entries[1].venue == "Advances in Pharmacology"
