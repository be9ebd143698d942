"""The other language's abstract set beside the found one, read into it (pure).

A page may set the paper's own abstract under its run-in label ("Résumé Un …",
"Resumen Los …") in a box or column beside the English one under its heading.
Reading order then takes the box's lines inside the English abstract's (between
two of its lines, or after its page's last line while its text goes on to the next
page), so the abstract found runs the two texts into one (lang34, the ``side-by-side``
order of lang33's held-out set).

:func:`split_beside` finds such a run: a line inside the found abstract that opens
with a label run in with no stop and sits beside the line read before it (no
horizontal overlap, and higher up on the page: reading went back up into the next
column), with the lines after it in its column.  When the run's text and the rest
are told in two languages, the two abstracts are the rest (the found one without the
run) and the run's text after its label; the one stored is
:func:`~tapyre_paper_search.pdf.bilingualcut.pick`'s.  The one kept keeps the found
abstract's ``start`` and ``used`` (the author zone ends there and the box's lines are
no names); where the run is kept, it is complete, carries nothing from the next page
and has no state (no next column is looked for after it).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf.bilingualcut import RUNIN_LABEL, differ, pick
from tapyre_paper_search.pdf.lines import Line


def split_beside(
    lines: Sequence[Line], found: abstracts.Abstract, title: str, *, within: bool = False
) -> abstracts.Abstract:
    """``found`` without the other language's abstract beside it read into it, or that
    one, whichever :func:`pick` stores (see the module); ``found`` itself when no such
    run is inside it.  With ``within``, only a run that ``found``'s text goes on after
    (asked before the run-in label's cut, which would cut there and keep, or hand to
    the box's text, the few lines the found text goes on with after the box)."""
    used = sorted(i for i in found.used if i > found.start)
    for previous, i in itertools.pairwise(used):
        before, label = lines[previous], lines[i]
        if before.y1 <= label.y0 or not _apart(before, label):
            continue  # cheap checks first: reading went back up into another column
        match = RUNIN_LABEL.match(label.text)
        if match is None:
            continue
        run = _column_run(lines, used, i)
        kept = _cut(lines, found, run, match.group(1), title, within=within)
        if kept is not None:
            return kept
    return found


def _apart(one: Line, other: Line) -> bool:
    """Whether two lines share no horizontal stretch (they sit in two columns)."""
    return other.x0 >= one.x1 - 1 or other.x1 <= one.x0 + 1


def _column_run(lines: Sequence[Line], used: list[int], i: int) -> list[int]:
    """``lines[i]`` and the lines of ``used`` read right after it that stay in its
    column (they overlap it horizontally and go on down the page)."""
    run = [i]
    for j in used[used.index(i) + 1 :]:
        last, line = lines[run[-1]], lines[j]
        if j != run[-1] + 1 or line.page != last.page or line.y0 <= last.y0:
            break
        if _apart(lines[i], line):
            break
        run.append(j)
    return run


def _cut(
    lines: Sequence[Line],
    found: abstracts.Abstract,
    run: list[int],
    first: str,
    title: str,
    *,
    within: bool,
) -> abstracts.Abstract | None:
    """The abstract stored of ``found`` without ``run`` and ``run``'s text (its label's
    line read from ``first``, the text after the label), where the two are told in two
    languages and the run's text is found whole in ``found``'s (with ``within``, and
    ``found``'s goes on after it); else ``None``."""
    whole = abstracts.finish(lines[j].text for j in run)
    at = found.text.find(whole)
    if at < 0 or (within and not found.text[at + len(whole) :].strip()):
        return None
    # The two sides joined as lines are: a word the run's text broke ("we-" / "re") whole.
    rest = abstracts.finish([found.text[:at].rstrip(), found.text[at + len(whole) :].lstrip()])
    own = abstracts.finish([first, *(lines[j].text for j in run[1:])])
    if not rest or not own or not differ(rest, own):
        return None
    other = abstracts.Abstract(own, found.start, found.used, found.inferred)
    return pick(title, replace(found, text=rest), other)
