"""A paragraph of prose left of a references heading, in the list's own type (pure;
used by :func:`~.references.find_references`).

A two-column page whose left column ends a section ("6 Conclusions" and its
paragraphs) while the right one opens the list under its heading at the same height:
the page's reading order may put the left column's paragraphs after the heading, and
where the body is set no larger than the list (one size for both, as natbib's
Harvard styles with article set it), the test by type size left them in: the
paragraphs were read as the first entry's lines and cut into dozens of entries.
:func:`prose_block` tells such a paragraph by what it holds: three lines or more, the
first and two thirds of all reading as prose once their years are set aside
(:func:`~.refends.prose`: words mostly in small letters, no entry number or label); an
entry's first line is names and initials.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.refends import prose_but_years

_MIN_LINES = 3


def prose_block(block: TextBlock) -> bool:
    """Whether ``block`` is a paragraph of prose, no entry (see the module docstring)."""
    lines = block.lines
    if len(lines) < _MIN_LINES:
        return False
    read = [prose_but_years(line.text) for line in lines]
    return read[0] and 3 * sum(read) >= 2 * len(read)
