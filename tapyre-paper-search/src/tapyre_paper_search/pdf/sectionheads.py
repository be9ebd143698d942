"""The body's section headings among a first page's large lines (pure): a heading word
alone ("Abstract", "1 Introduction") and a later section's heading whose number the
line builder gave as a line of its own (latex69), neither of which is a title.

A class sets a section's number and its words with a wide space between them; the
line builder may give "2" and "Related Work" as two lines level with each other. Set
in the section headings' display type, larger than a title in small capitals, and
high enough on a page whose title is short, "Related Work" was then read as the
title. :func:`later_section` says a line is such a heading where a lone section
number stands level with it just to its left, in its size and weight, and the
body's first heading ("Introduction", numbered or not) lies above it on the page in
the same size and weight: the page's headings share one type, and "Introduction"
opens them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstractcues
from tapyre_paper_search.pdf.lines import Line

# The body's first heading alone on its line ("1 Introduction", "EINLEITUNG"; "0.1
# Introduction", "1.1 Introduction" in a class numbering sections under chapters).
_FIRST_HEADING = re.compile(
    r"^\s*(?:(?:\d{1,2}(?:\.\d{1,2})*|[IVX]{1,4})\.?\s+)?"
    r"(?:introduction|einleitung|einführung)\s*[.:]?\s*$",
    re.IGNORECASE,
)
# A section's number alone: "2", "2.", "3.1".
_NUMBER = re.compile(r"^\s*\d{1,2}(?:\.\d{1,2})*\.?\s*$")
# Two lines are level when their tops differ by at most this share of the size, of one
# type when their sizes differ by at most this many points; a number stands at most
# this many sizes left of its words.
_LEVEL = 0.25
_SAME_SIZE = 0.3
_NUMBER_GAP = 3.0


def heading_only(text: str) -> bool:
    """Whether ``text`` is a heading word alone ("Abstract", "Zusammenfassung",
    "1 Introduction", "Einleitung"), which is never a title: a scan's OCR can give it a
    larger size than the body where the title above it was missed."""
    return abstractcues.is_abstract_heading(text) or bool(_FIRST_HEADING.match(text))


def _same_type(a: Line, b: Line) -> bool:
    return a.bold == b.bold and abs(a.size - b.size) <= _SAME_SIZE


def _number_beside(lines: Sequence[Line], line: Line) -> bool:
    """Whether a lone section number stands level with ``line`` just to its left, in
    its type."""
    return any(  # (its place asked first: the text only of a line level with it; fix62c)
        abs(other.y0 - line.y0) <= _LEVEL * line.size
        and other.x1 <= line.x0 <= other.x1 + _NUMBER_GAP * line.size
        and other.page == line.page
        and _same_type(other, line)
        and _NUMBER.match(other.text)
        for other in lines
    )


def later_section(lines: Sequence[Line], index: int) -> bool:
    """Whether ``lines[index]`` is a later section's heading: a lone number beside it
    (:func:`_number_beside`) and the body's first heading above it on its page, both
    in its type."""
    line = lines[index]
    if not _number_beside(lines, line):
        return False
    return any(
        other.page == line.page
        and other.y0 < line.y0 - line.size
        and _same_type(other, line)
        and bool(_FIRST_HEADING.match(other.text))
        for other in lines
    )


__all__ = ["heading_only", "later_section"]
