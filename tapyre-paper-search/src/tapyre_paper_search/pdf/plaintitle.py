"""A title set in the body's own size (pure): the fallback when no line is set larger.

Some classes set the title no larger than the text and mark it by weight and
case instead (the AMS journal style: bold capitals, centred at the top of the
first page, the byline in smaller capitals below).  The size rules of
:mod:`~tapyre_paper_search.pdf.frontmatter` find no title there;
:func:`plain_title` then takes the first run of lines in the top part of the
page that are bold or in capitals, centred on the page, and set apart from
what follows (the next line differs in size, weight or case), so a bold
paragraph or a run-in heading is never taken.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line

# Where the title may sit: from the top of the page down to this fraction of its height.
_ZONE = 0.35
# How far off the page's middle a centred line's middle may be (fraction of the width).
_CENTRED = 0.08
_MAX_LINES = 4
_MIN_LETTERS = 8
_CAPITALS = 0.8


def _capitals(line: Line) -> bool:
    letters = [c for c in line.text if c.isalpha()]
    return len(letters) >= 2 and sum(c.isupper() for c in letters) >= _CAPITALS * len(letters)


def _marked(line: Line) -> bool:
    return (line.bold or _capitals(line)) and not cues.NOISE.match(line.text)


def _same_style(first: Line, second: Line) -> bool:
    return (
        abs(first.size - second.size) <= 0.3
        and first.bold == second.bold
        and _capitals(first) == _capitals(second)
    )


def plain_title(lines: Sequence[Line], width: float, height: float) -> list[int]:
    """Indexes of a body-size title's lines (see the module), ``[]`` when there is none."""
    if width <= 0 or height <= 0:
        return []
    middle = width / 2

    def candidate(line: Line) -> bool:
        centre = (line.x0 + line.x1) / 2
        return (
            line.y0 < height * _ZONE
            and _marked(line)
            and abs(centre - middle) <= width * _CENTRED
            and line.x0 > width * 0.1  # a centred line, not a full-width one
        )

    start = 0
    while start < len(lines) and lines[start].y0 < height * _ZONE:
        if not candidate(lines[start]):
            start += 1
            continue
        group = [start]
        for i in range(start + 1, len(lines)):
            last, this = lines[group[-1]], lines[i]
            step = this.y0 - last.y0
            if not (candidate(this) and _same_style(last, this) and 0 < step <= last.size * 2.0):
                break
            group.append(i)
        after = group[-1] + 1
        letters = sum(lines[i].letters for i in group)
        if (
            len(group) <= _MAX_LINES
            and after < len(lines)
            and letters >= _MIN_LETTERS
            and not _same_style(lines[group[-1]], lines[after])
        ):
            return group
        start = after  # a run too long or not set apart: none of its lines starts a title
    return []
