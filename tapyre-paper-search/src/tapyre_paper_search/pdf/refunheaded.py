"""Where a references list with no heading starts (pure).

REVTeX prints its list under a rule with no heading, and Nature's classes print
theirs after the text with none.  Such a list is found from the last line that
opens one (:func:`opens_unheaded_list`: "[1]" then names, or a "1" glued to the
first initial, "1J. Black") with the next numbers in sequence after it
(:func:`unheaded`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refsplit import numbered_lines, unglued

# A numbered list's first entry: "[1]" and names, or a "1" glued to the first initial
# (REVTeX prints its list under a rule, with no heading).
_FIRST_ENTRY = re.compile(r"^\s*(?:\[1\]\s+|1(?=[A-ZÀ-Þ]\.))(?=\S)")


def opens_unheaded_list(block: TextBlock) -> bool:
    """Whether a line of ``block`` opens a references list that has no heading: "[1]"
    then names, or a "1" glued to the first initial ("1J. Black")."""
    return _first_entry_line(block) is not None


def _first_entry_line(block: TextBlock) -> int | None:
    for i, line in enumerate(block.lines):
        match = _FIRST_ENTRY.match(line.text)
        if match is not None:
            text = " ".join(x.text for x in block.lines[i : i + 3])
            if leading_names(text[match.end() :])[0]:
                return i
    return None


def unheaded(blocks: Sequence[TextBlock]) -> tuple[int, TextBlock] | None:
    """Where a list with no heading starts: the last block with a line that opens one
    (:func:`opens_unheaded_list`) and is followed by "[2]" and "[3]" (the numbers in
    sequence), and that block from that line on.  A later such line with no sequence
    after it (a mention in an appendix) is passed over."""
    for i in range(len(blocks) - 1, -1, -1):
        first = _first_entry_line(blocks[i])
        if first is not None:
            block = with_lines(blocks[i], list(blocks[i].lines[first:]))
            lines = unglued([line for b in [block, *blocks[i + 1 : i + 40]] for line in b.lines])
            if len(numbered_lines(lines)) >= 3:
                return i, block
    return None


def with_lines(block: TextBlock, lines: list[BlockLine]) -> TextBlock:
    return TextBlock(block.x0, block.y0, block.x1, block.y1, lines, kind=block.kind)
