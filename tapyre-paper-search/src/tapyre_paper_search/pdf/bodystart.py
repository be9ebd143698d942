"""Where a paper's body starts after its front matter (pure): section headings,
keyword blocks and dates lines, as the abstract rules (:mod:`~tapyre_paper_search.pdf.abstract`)
and the front-matter reader ask about them."""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line


def is_section_heading(line: Line) -> bool:
    """The body's first heading: "1 Introduction", "INTRODUCTION", "2 Background" in bold."""
    text = line.text
    return len(text) < 60 and bool(
        cues.SECTION_HEADING.match(text) or (line.bold and cues.NUMBERED_HEADING.match(text))
    )


def starts_body(line: Line) -> bool:
    text = line.text
    return bool(
        cues.is_after_abstract(text)
        or (cues.SECTION_HEADING.match(text) and len(text) < 60)
        or (line.bold and len(text) < 60 and cues.NUMBERED_HEADING.match(text))
    )


def opens_body(line: Line) -> bool:
    """What follows an abstract: a keyword block or the first section's heading
    ("1 Introduction", "I. INTRODUCTION", "Introduction"; not "2 Related work")."""
    text = line.text
    if cues.KEYWORDS.match(text):
        return True
    number = cues.FIRST_SECTION_NUMBER.match(text)
    return number is not None and is_section_heading(line)


def dates_head_abstract(lines: Sequence[Line], index: int) -> bool:
    """Whether ``lines[index]``, a dates line ("Received …; accepted …"), may head an
    abstract: the next line that starts the body (past further dates lines) opens it.
    A dates line followed by text and then no heading, or a later section's heading,
    heads the body of a paper without an abstract (a letter, an editorial)."""
    if not cues.DATES.match(lines[index].text):
        return False
    for line in lines[index + 1 :]:
        if starts_body(line) and not cues.DATES.match(line.text):
            return opens_body(line)
    return False
