"""A headingless summary set as a bold paragraph beside a side column (pure; realpage69).

Many journals open an article with its summary as a bold paragraph in the body's size
and no heading, under the byline, and set beside it a narrow column of the article's
history ("Received … / Accepted … / Published online …", "Eingegangen …", "Recibido
…"), a badge or an editor's line; the body follows unheaded in roman.  Reading order
takes the side column's dates between the byline and the paragraph, and a dates line
starts the body to :func:`~.boldlead.bold_lead`; the line classifier, seeing bold type,
calls the roman body under it the abstract instead.

:func:`bold_summary` reads the first such paragraph from ``after`` (past the title): a
run of :func:`~.boldlead.bold_run` (bold, the body's size, one paragraph, two lines or
more, prose ending a sentence, no notice, no key point, not followed by names), every
line read before it from ``after`` on lying above its first line (the byline) or beside
it in another column (no horizontal overlap), one line at least beside it (the side
column: a bold first paragraph with no column beside it is :mod:`.boldlead`'s), and no
section heading among the lines beside it.  :mod:`.headingless` prefers it to the
classifier's run where that run starts after it, or holds it and otherwise only lines
beside it (:func:`preferred`; realpage70: a badge's bold "Check for updates" under the
dates column had been read into the classifier's run, opening the abstract)."""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import bodystart
from tapyre_paper_search.pdf.abstract import Abstract, finish
from tapyre_paper_search.pdf.boldlead import bold_run
from tapyre_paper_search.pdf.lines import Line

# How far past ``after`` the paragraph may open (a byline, a dates column, a badge).
_REACH = 16


def bold_summary(lines: Sequence[Line], after: int, body: float) -> Abstract | None:
    """The bold summary paragraph beside a side column from ``lines[after]`` on, read
    as the abstract (marked inferred); ``None`` where there is none."""
    end = min(len(lines), after + _REACH)
    for begin in range(after + 1, end):
        first = lines[begin]
        if not first.bold or first.page != lines[after].page:
            continue
        beside = [k for k in range(after, begin) if _beside(lines[k], first)]
        if not beside or not all(
            lines[k].y1 <= first.y0 + first.size * 0.5
            for k in range(after, begin)
            if k not in beside
        ):
            continue
        if any(bodystart.is_section_heading(lines[k]) for k in beside):
            continue
        run = bold_run(lines, begin, body)
        if run:
            return Abstract(
                finish(lines[i].text for i in run), run[0], frozenset(run), inferred=True
            )
    return None


def preferred(lines: Sequence[Line], summary: Abstract, found: Abstract | None) -> bool:
    """Whether ``summary`` is read rather than the classifier's run ``found``: there is
    none, it starts after the summary (the roman body under it), or it holds the summary
    and otherwise only lines in another column beside the summary's first line."""
    if found is None or found.start > max(summary.used):
        return True
    first = lines[summary.start]
    extra = found.used - summary.used
    return summary.used <= found.used and all(_beside(lines[i], first) for i in extra)


def _beside(line: Line, first: Line) -> bool:
    """Whether ``line`` lies in another column than ``first``: no horizontal overlap."""
    return line.x1 <= first.x0 or line.x0 >= first.x1


__all__ = ["bold_summary", "preferred"]
