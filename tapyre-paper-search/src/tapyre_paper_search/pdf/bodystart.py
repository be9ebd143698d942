"""Where a paper's body starts after its front matter (pure): section headings,
keyword blocks and dates lines, as the abstract rules (:mod:`~tapyre_paper_search.pdf.abstract`)
and the front-matter reader ask about them."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from tapyre_paper_search.pdf import abstractcues, cues
from tapyre_paper_search.pdf.lines import Line

# A paragraph of prose: this many rows and words, this share of them lower case.
_INFERRED_MIN_LINES = 3
_INFERRED_MIN_WORDS = 40
_PROSE_LOWER_SHARE = 0.45


def is_section_heading(line: Line) -> bool:
    """The body's first heading: "1 Introduction", "INTRODUCTION", "2 Background" in bold
    (not a lone byline "I. Grabec": :mod:`~tapyre_paper_search.pdf.initialbyline`)."""
    text = line.text
    return len(text) < 60 and bool(
        cues.SECTION_HEADING.match(text)
        or (line.bold and not line.byline and cues.NUMBERED_HEADING.match(text))
    )


def starts_body(line: Line) -> bool:
    text = line.text
    return bool(
        abstractcues.is_after_abstract(text)
        or (cues.SECTION_HEADING.match(text) and len(text) < 60)
        or (line.bold and not line.byline and len(text) < 60 and cues.NUMBERED_HEADING.match(text))
    )


def opens_body(line: Line) -> bool:
    """What follows an abstract: a keyword block or the first section's heading
    ("1 Introduction", "I. INTRODUCTION", "Introduction"; not "2 Related work")."""
    text = line.text
    if abstractcues.opens_keywords(text):
        return True
    number = cues.FIRST_SECTION_NUMBER.match(text)
    return number is not None and is_section_heading(line)


def dates_head_abstract(lines: Sequence[Line], index: int) -> bool:
    """Whether ``lines[index]``, a dates line ("Received …; accepted …"), may head an
    abstract: the next line that starts the body (past further dates lines) opens it.
    A dates line followed by text and then no heading, or a later section's heading,
    heads the body of a paper without an abstract (a letter, an editorial)."""
    if not abstractcues.HISTORY.match(lines[index].text):
        return False
    for line in lines[index + 1 :]:
        if starts_body(line) and not abstractcues.HISTORY.match(line.text):
            return opens_body(line)
    return False


def paragraphs(
    lines: Sequence[Line], start: int, *, weight: bool = False
) -> Iterator[tuple[int, int]]:
    """Runs of lines (``[begin, end)``) set in one size (and weight, with ``weight``),
    line after line, from ``start`` on (lazily: callers stop at the first that serves)."""
    begin = start
    for i in range(start + 1, len(lines) + 1):
        if i < len(lines):
            previous, line = lines[i - 1], lines[i]
            step = line.y0 - previous.y0
            same_row = abs(step) < previous.size * 0.5
            next_row = previous.size * 0.5 <= step <= max(previous.size, line.size) * 2.0
            same_type = abs(line.size - previous.size) <= 0.6
            same_type = same_type and not (weight and line.bold != previous.bold)
            if same_type and (same_row or next_row):
                continue
        yield begin, i
        begin = i


def is_substantial(lines: Sequence[Line], begin: int, end: int, body: float) -> bool:
    """Whether a run of lines is a paragraph of prose: several lines and many
    words, mostly lower case (a block of names and affiliations is capitalised)."""
    run = lines[begin:end]
    rows = {round(line.y0) for line in run}
    words = [word for line in run for word in line.text.split()]
    lower = sum(word[0].islower() for word in words)
    return (
        len(rows) >= _INFERRED_MIN_LINES
        and len(words) >= _INFERRED_MIN_WORDS
        and lower >= len(words) * _PROSE_LOWER_SHARE
        and run[0].size >= body - 2.5
    )


def first_paragraph(lines: Sequence[Line], start: int, body: float) -> int:
    """Index of the first section heading or prose paragraph at or after ``start`` (a
    paragraph here may open with a line in another weight: a run-in heading)."""
    for begin, end in paragraphs(lines, start, weight=False):
        if starts_body(lines[begin]) or is_substantial(lines, begin, end, body):
            return begin
    return len(lines)


def body_starts(lines: Sequence[Line], start: int, body: float) -> bool:
    """Whether the body (a section heading, a paragraph of prose) starts at or after
    ``start``.  Keyword and classification lines with no heading nor prose after them
    are no start: a first page of title, names and the front matter's foot notes, whose
    abstract did not fit under them and went over to the next page.  So is a dates line
    ("Received …; accepted …") with nothing after it: a class that sets the abstract as
    one unbreakable block under the dates moves it whole to the next page."""
    first = first_paragraph(lines, start, body)
    while first < len(lines) and _no_start(lines[first].text):
        first = first_paragraph(lines, first + 1, body)
    return first < len(lines)


def _no_start(text: str) -> bool:
    """A line that heads the body only where a heading or prose follows it: keywords,
    classification codes, a dates line."""
    return abstractcues.opens_keywords(text) or abstractcues.HISTORY.match(text) is not None
