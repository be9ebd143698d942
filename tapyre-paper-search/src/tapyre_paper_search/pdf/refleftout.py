"""Blocks on a references list's pages that are no part of it (pure; split out of
:mod:`~tapyre_paper_search.pdf.references` with no change).

:func:`running_edges` finds running headers and footers left in the text (a page's
first or last block that, digits aside, is another page's), :func:`numbered_headers`
a running header with its page number seen on one page only, and :func:`read_late`
the left column's text read between a right column's heading and the list under it.
Each gives indexes into the paper's blocks, for
:func:`~.references.find_references` to leave out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.refearly import median_size as _median_size
from tapyre_paper_search.pdf.refearly import page_of as _page_of
from tapyre_paper_search.pdf.refmarks import YEAR as _YEAR
from tapyre_paper_search.pdf.refsplit import NUMBER as _NUMBER


def running_edges(blocks: Sequence[TextBlock], start: int, page_starts: Sequence[int]) -> set[int]:
    """A page's first or last block, one row, that, digits aside, is another page's first
    or last: a running header or footer left in the text (two or three pages), which would
    cut an entry running over the page break.

    An entry's tail at a page's edge often reads the same ("arXiv preprint arXiv:…, 2019."),
    so the line counts only where it also stands at a page's edge before the list's
    heading, or, on a paper too short for that, at one height on each page and with no
    year, pages, DOI or arXiv id."""
    ends: dict[str, list[int]] = {}
    for k, first in enumerate(page_starts):
        last = (page_starts[k + 1] if k + 1 < len(page_starts) else len(blocks)) - 1
        for i in {first, last}:
            if first <= i < len(blocks) and _one_row(blocks[i]):
                key = re.sub(r"[\d\s]+", " ", blocks[i].first_line).strip().lower()
                if len(key) >= 4:
                    ends.setdefault(key, []).append(i)
    out: set[int] = set()
    for found in ends.values():
        if len(found) < 2:
            continue
        heights = [blocks[i].y0 for i in found]
        if min(found) < start or (
            max(heights) - min(heights) <= 1 and not _ENTRY_TEXT.search(blocks[found[0]].text)
        ):
            out.update(found)
    return out


def numbered_headers(
    blocks: Sequence[TextBlock], start: int, page_starts: Sequence[int]
) -> set[int]:
    """The first blocks of the pages after the heading's that are a running header with
    its page number: one row, one of its lines a lone number ("Short title" and "3"),
    set larger than the block under it, with no year, pages, DOI or arXiv id.  A header
    seen on one page only (odd and even pages print different ones) is no other page's
    edge for :func:`running_edges`, and set larger than the list it would end it."""
    out = set()
    for k, first in enumerate(page_starts):
        end = page_starts[k + 1] if k + 1 < len(page_starts) else len(blocks)
        if first <= start or end - first < 2:
            continue
        block, under = blocks[first], blocks[first + 1]
        if (
            len(block.lines) >= 2
            and _one_row(block)
            and any(line.text.strip().isdigit() for line in block.lines)
            and _median_size(block.lines) > _median_size(under.lines) + 0.8
            and not _ENTRY_TEXT.search(block.text)
        ):
            out.add(first)
    return out


def _one_row(block: TextBlock) -> bool:
    """Whether the block's lines stand side by side in one row ("Doe et al." and its
    page number), not under each other."""
    tops = [line.y0 for line in block.lines]
    return bool(tops) and max(tops) - min(tops) <= 2


# What an entry's tail holds and a running header does not.
_ENTRY_TEXT = re.compile(
    r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)|\d+\s*[-–]\s*\d+|\b(?:pp?\.|pages|doi|arxiv)\b", re.IGNORECASE
)


def read_late(blocks: Sequence[TextBlock], start: int, page_starts: Sequence[int]) -> set[int]:
    """Blocks of the heading's page read between it and the list's first block under it
    and lying left of its column (the heading opens the right column under a table
    across its top, and the page was read in slabs): the left column's text, not the
    list's.

    Only where the heading really opens a right-hand column: it is not centred over
    the page's text and starts right of its left edge, the first block aligned with it
    opens an entry (a number or a year), and each block left out ends left of that
    block by a column gap."""
    if not page_starts or page_starts[0] > start:
        return set()
    page_start, end = _page_of(start, page_starts, len(blocks))
    heading = blocks[start]
    left = min(b.x0 for b in blocks[page_start:end])
    right = max(b.x1 for b in blocks[page_start:end])
    centre = (heading.x0 + heading.x1) / 2
    if abs(centre - (left + right) / 2) <= _CENTRED or heading.x0 - left < _COLUMN_GAP * 4:
        return set()
    first = next((i for i in range(start + 1, end) if abs(blocks[i].x0 - heading.x0) <= 30), None)
    if first is None or not (
        _NUMBER.match(blocks[first].first_line) or _YEAR.search(blocks[first].text)
    ):
        return set()
    edge = blocks[first].x0 - _COLUMN_GAP
    return {i for i in range(start + 1, first) if blocks[i].x1 <= edge}


_CENTRED = 20.0  # points between a centred heading's middle and the text's
_COLUMN_GAP = 8.0  # the least gap between two columns, in points
