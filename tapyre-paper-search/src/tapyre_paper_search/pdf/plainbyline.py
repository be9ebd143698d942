"""The byline under a body-size bold title (pure), and the title run's line steps.

:mod:`~tapyre_paper_search.pdf.plaintitle` takes a title set in the body's own size;
when that title is bold, the rows of names in roman right under it are its byline
(:func:`byline_under`, :func:`under_bold_title`).  A row reads as names
(:func:`reads_as_names`), or as a byline row one of whose names the reader cannot tell
(:func:`names_row`); a long title run is a title only over a row opening with a name
(:func:`opens_with_name`).  The title run's line steps (:data:`NEXT_LINE`,
:data:`LINE_STEP`, :data:`APART`, :data:`MAX_LINES`) live here because both the run and
the byline under it measure by them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.phrasenames import reads_as_phrase

MAX_LINES = 4
# The title's next line starts at most this many of its sizes lower.
NEXT_LINE = 2.0
# A one-line run's own line step, in sizes; a step wider than APART times the
# run's own step ends the run and sets it apart.
LINE_STEP = 1.25
APART = 1.3


def byline_under(lines: Sequence[Line], group: Sequence[int]) -> list[int]:
    """The rows of names in roman set right under a bold title ``group`` in their own
    size (:mod:`~tapyre_paper_search.pdf.plaintitle`'s bold title: "**The birth of
    string theory**" / "Paolo Di Vecchia"): the first within :data:`NEXT_LINE` sizes
    under the title, each next at a line step, every one reading as names; ``[]`` when
    the title is not bold or the line under it is no such row.  A first row that reads
    as a title-case phrase over a row that shows a person
    (:func:`~tapyre_paper_search.pdf.phrasenames.reads_as_phrase`: "Green Functions,
    Young Tableaux" / "Paolo Di Vecchia") is a subtitle (:func:`under_bold_title`): no
    byline, though the rows under it may be one."""
    return under_bold_title(lines, group)[0]


def under_bold_title(lines: Sequence[Line], group: Sequence[int]) -> tuple[list[int], list[int]]:
    """:func:`byline_under`'s rows, and the subtitle row it passes over (``[]`` or one
    row, its names no person's), found in one walk down the rows."""
    if not group or not all(lines[i].bold for i in group):
        return [], []
    title, rows, phrase = lines[group[-1]], list[int](), list[int]()
    above = title
    for i in range(group[-1] + 1, min(len(lines), group[-1] + 1 + MAX_LINES)):
        line = lines[i]
        step = line.y0 - above.y0
        if line.bold or abs(line.size - title.size) > 0.3 or not reads_as_names(line):
            break
        if not 0 < step <= above.size * (NEXT_LINE if not rows else LINE_STEP * APART):
            break
        if above is title and _phrase_over(lines, i):
            above = line
            phrase.append(i)
            continue
        rows.append(i)
        above = line
    return rows, phrase


def _phrase_over(lines: Sequence[Line], i: int) -> bool:
    """Whether row ``i`` reads as a title-case phrase over the row under it
    (:func:`~tapyre_paper_search.pdf.phrasenames.reads_as_phrase`)."""
    if i + 1 >= len(lines) or lines[i + 1].bold or lines[i + 1].page != lines[i].page:
        return False
    below = lines[i + 1]
    return reads_as_phrase(
        names_in_line(lines[i].names or lines[i].text), names_in_line(below.names or below.text)
    )


def reads_as_names(line: Line) -> bool:
    """Whether ``line`` reads as a line of names."""
    return bool(names_in_line(line.names or line.text))


# A byline row that runs on to the next row: it ends in a list's comma or "and".
RUNS_ON = re.compile(r"(?:,|\band)\s*$")


def names_row(lines: Sequence[Line], k: int) -> bool:
    """Whether ``lines[k]`` reads as a line of names, or as a byline row one of whose
    names the reader cannot tell (names38: "Ann Lee*, Wytske vanner Bosk and" /
    "Bo Chen"): some of it reads as names, it runs on (a closing comma or "and"), and
    the row under it, in its own size, reads as names.  One unread name no longer
    takes the title (and with it the byline and the abstract) off the page.  A row
    whose last name wraps after its first word reads as names across the break
    (:func:`_wrapped_name`, names44)."""
    if reads_as_names(lines[k]):
        return True
    line = lines[k]
    if k + 1 >= len(lines):
        return False
    under = lines[k + 1]
    if _wrapped_name(line, under):
        return True
    if not RUNS_ON.search(line.text):
        return False
    return (
        abs(under.size - line.size) <= 0.3
        and reads_as_names(under)
        and opens_with_name(line.names or line.text)
    )


def _wrapped_name(line: Line, under: Line) -> bool:
    """Whether the byline row ``line`` ends in the first word of a name whose last word
    is alone on the row ``under`` (names44: "Vilayvanh Inthavong1,* and Bounmy" /
    "Keomanivong2"): ``under`` is one word, in the row's type, a line step down, and the
    two rows read across the break are a line of names, read strictly."""
    if " " in (under.names or under.text).strip() or not line.same_type(under):
        return False
    if not 0 < under.y0 - line.y0 <= line.size * LINE_STEP * APART:
        return False
    return bool(names_in_line(f"{line.names or line.text} {under.names or under.text}"))


# The first item of a list: up to its first comma or "and".
_FIRST_ITEM = re.compile(r",|\s(?:and|&)\s")


def opens_with_name(text: str) -> bool:
    """Whether ``text`` opens with a name, read leniently: a byline row does ("Ningiuq
    Akeeagok*, Wytske vanner Bosk and"), a paragraph's first row that names people or
    places further on does not ("We thank Dr Anna Berg, Prof Erik Lund and", "Sites in
    New York, Buenos Aires and"; review124)."""
    first = _FIRST_ITEM.split(text, maxsplit=1)[0].strip()
    found = names_in_line(first, lenient=True)
    return bool(found) and first.split()[0].strip("*†‡").lower() == found[0].split()[0].lower()
