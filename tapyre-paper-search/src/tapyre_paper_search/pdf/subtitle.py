"""A title ending in a colon and its subtitle (pure): which lines right under the
title's last line go on with it, and the title over a subtitle chosen alone.  Used by
:mod:`~tapyre_paper_search.pdf.frontmatter`."""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import bodystart, cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

_MAX_LINES = 3
# A subtitle set in a type this much over the body's is set apart from running text.
_ABOVE_BODY = 1.05
_SURE = 0.5


def with_subtitle(
    lines: Sequence[Line],
    group: list[int],
    body: float,
    names: Sequence[float] | None = None,
    abstract: Sequence[float] | None = None,
) -> list[int]:
    """``group`` (a title's line indices) and, when its last line ends with ":", up to
    three lines right below it that are its subtitle: set smaller or lighter than the
    title but apart from running text (larger than the body type; a line of body size
    only where the classifier is given and the run ends there rather than going on as
    a paragraph), none of them a line of names or an affiliation (``names``: each
    line's name-or-affiliation probability), an abstract heading or run-in, a line
    that starts the body, or a line of body size the classifier rates as abstract
    (``abstract``).
    A title with nothing of that kind below keeps its colon."""
    if not group or not lines[group[-1]].text.rstrip().endswith(":"):
        return group
    out = list(group)
    for i in range(group[-1] + 1, min(len(lines), group[-1] + 1 + _MAX_LINES)):
        line, above = lines[i], lines[out[-1]]
        if (
            not 0 < line.y0 - above.y0 <= above.size * 2.4
            or line.size < body * 0.95
            or line.letters < 2
            or (len(out) > len(group) and abs(line.size - above.size) > 0.6)
            or _not_subtitle(line, i, names, abstract, large=line.size > body * _ABOVE_BODY)
        ):
            break
        out.append(i)
    taken = out[len(group) :]
    if taken and lines[taken[0]].size <= body * _ABOVE_BODY:
        following = taken[-1] + 1
        if abstract is None or (following < len(lines) and _runs_on(lines, taken[-1], following)):
            return group
    return out


def _not_subtitle(
    line: Line,
    i: int,
    names: Sequence[float] | None,
    abstract: Sequence[float] | None,
    *,
    large: bool,
) -> bool:
    """Whether ``line`` is no subtitle; a line set larger than the body (``large``) is
    no abstract text, whatever the classifier says."""
    text = line.text
    if cues.is_abstract_heading(text) or cues.abstract_runin(text) is not None:
        return True
    if bodystart.starts_body(line):
        return True
    if abstract is not None and abstract[i] >= _SURE and not large:
        return True
    if names is None:
        return bool(names_in_line(text))
    return names[i] >= _SURE


def _runs_on(lines: Sequence[Line], last: int, following: int) -> bool:
    """Whether ``lines[following]`` goes on in the type and measure of ``lines[last]``
    (a paragraph runs on; a subtitle is set apart)."""
    a, b = lines[last], lines[following]
    return (
        abs(a.size - b.size) <= 0.3
        and a.bold == b.bold
        and a.italic == b.italic
        and 0 < b.y0 - a.y0 <= a.size * 1.6
        and abs(a.x0 - b.x0) <= a.size
    )


def title_above(lines: Sequence[Line], groups: Sequence[list[int]], chosen: list[int]) -> list[int]:
    """The title-like group that ends right above ``chosen`` with a colon, set larger
    than ``chosen``, when there is one (``chosen`` is then its subtitle, set smaller,
    which the classifier may rate higher than the title's own lines), else ``chosen``.
    A kicker set smaller above the title ("Commentary:") is no title."""
    return next(
        (
            group
            for group in groups
            if group[-1] == chosen[0] - 1
            and lines[group[-1]].text.rstrip().endswith(":")
            and lines[group[-1]].size > lines[chosen[0]].size + 0.3
        ),
        chosen,
    )
