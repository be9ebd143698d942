"""The first entry's opening line set in the heading's block (pure).

A class that sets the list close under its heading ("REFERENCES" with the first
entry's line right under it, no space between) has the page reader put both lines in
one block.  The list is read from the block after its heading, so that first line would be
lost and the entry's rest read as an entry of its own.  :func:`heading_apart` sets
such a line apart as a block of its own, right after the heading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refsplit import LABEL
from tapyre_paper_search.pdf.refsplit import NUMBER as _NUMBER
from tapyre_paper_search.pdf.refunheaded import with_lines


def heading_apart(
    blocks: Sequence[TextBlock], start: int, page_starts: Sequence[int], heading: re.Pattern[str]
) -> tuple[list[TextBlock], list[int]]:
    """``blocks`` and ``page_starts`` with the second line of the heading block
    ``blocks[start]`` (two lines, the first a whole ``heading``) set apart as the next
    block, where that line opens an entry: a number, a label or names
    (:func:`_names_open`).  Otherwise both are returned unchanged."""
    block = blocks[start]
    out, starts = list(blocks), list(page_starts)
    if len(block.lines) != 2 or not heading.match(block.lines[0].text):
        return out, starts
    second = block.lines[1]
    text = second.text.strip()
    if heading.match(text):
        return out, starts
    if not (_NUMBER.match(text) or LABEL.match(text) or _names_open(text)):
        return out, starts
    out[start : start + 1] = [with_lines(block, [block.lines[0]]), with_lines(block, [second])]
    return out, [s + 1 if s > start else s for s in starts]


# A given name's initial without its stop ("J Doe" of "Doe J 2017 …").
_INITIAL = re.compile(r"(?<!\S)[A-Z]{1,2}(?!\S)")
# A year, alone, after a name with no initial ("World Health Organization (2011). …"),
# not a range of years ("Published Sources (1900-1950)").
_YEAR_NEXT = re.compile(r"\(?(?:19|20)\d{2}[a-z]?\)?(?![\d–-])")


def _names_open(text: str) -> bool:
    """Whether ``text`` opens with an entry's names: two or more, or one with an
    initial ("Kowalski, P. (2011)", "Doe J 2017 …"), or one with no initial and a year
    after it ("World Health Organization (2011). …").  A subtitle that reads as one
    name stays the heading's ("Secondary Literature", "Selected Works by Kowalski",
    "Smith, Jones and Brown, editors", "Secondary Sources: Books", "Published Sources
    (1900-1950)")."""
    names, after = leading_names(normalize_inline(text))
    if len(names) > 1 or any("." in name or _INITIAL.search(name) for name in names):
        return True
    return bool(names) and _YEAR_NEXT.match(after) is not None
