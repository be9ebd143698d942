"""An abstract ended by a drawn rule, the introduction under it with no heading (abs66).

Some first pages close the abstract with a rule drawn across its measure and set the
introduction's first paragraph straight under it, in the abstract's own size, with no
heading: the reader took that paragraph as the abstract's (to the first heading
further down).  :func:`ruled_end` finds where a found abstract's lines cross such a
rule; :func:`cut_at_rule` has it found again in the lines before that point.

The rule must lie between two lines taken one after the other on the abstract's first
page, with at least one line of its text (not its heading alone) above: the line above
ends a sentence, the line under it opens one (a capital or a digit first) in the same
size, at or right of the abstract's left edge; the gap between them is at least
:data:`_GAP` of a line's size and holds no other text line; the rule spans the
measure of the abstract's lines above it (each end within a size of theirs).  A heading
over a rule over the text, a figure between two halves (its caption lies in the gap),
a rule with no sentence's end above it, a rule between two parts of a structured
abstract (its text and the line under the rule each open with a label, "Methods: …":
:func:`~.structlabels.opens_with_label`): nothing is cut.  The page's drawings are read
only where such a gap is met (:class:`~.drawnrules.DrawnRules` reads them once).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.drawnrules import Rule
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.structlabels import opens_with_label

_GAP = 0.4
"""The least gap between the two lines, in the size of the line above."""
_OPENS = re.compile(r"^[\"“(]?[A-Z0-9]")


def cut_at_rule(
    lines: Sequence[Line],
    found: Abstract | None,
    rules: Callable[[], tuple[Rule, ...]],
    again: Callable[[Sequence[Line]], Abstract | None],
) -> Abstract | None:
    """``found`` where no rule ends it (:func:`ruled_end`), else the abstract ``again``
    finds in the lines before the rule's (complete: nothing of it goes on after the
    rule); ``found`` as it was where that finds none, or one from another heading."""
    end = ruled_end(lines, found, rules)
    if found is None or end is None:
        return found
    cut = again(lines[:end])
    if cut is None or not cut.text or cut.start != found.start:
        return found
    return replace(cut, complete=True)


def ruled_end(
    lines: Sequence[Line], found: Abstract | None, rules: Callable[[], tuple[Rule, ...]]
) -> int | None:
    """The index of the first line under a rule that ends ``found`` (see the module), or
    ``None`` where none does; ``rules`` gives the page's drawn rules (read when asked)."""
    if found is None or not found.text or found.start >= len(lines):
        return None
    page = lines[found.start].page
    used = sorted(i for i in found.used if i < len(lines) and lines[i].page == page)
    for k in range(1, len(used)):
        above, below = used[k - 1], used[k]
        text = [i for i in used[:k] if i != found.start]  # its lines above, not its heading
        if above == found.start or not _may_cut(lines, text, below):
            continue
        left = min(lines[i].x0 for i in text)
        right = max(lines[i].x1 for i in text)
        top, bottom, size = lines[above].y1, lines[below].y0, lines[above].size
        if any(
            top - 0.5 < y < bottom + 0.5 and x0 <= left + size and x1 >= right - size
            for y, x0, x1 in rules()
        ):
            return below
    return None


def _may_cut(lines: Sequence[Line], text: Sequence[int], below: int) -> bool:
    """Whether the gap between ``lines[text[-1]]`` (the last of the abstract's text lines
    ``text``) and ``lines[below]`` has the shape of an abstract's end over a paragraph
    (see the module), before any drawing is read."""
    up, down = lines[text[-1]], lines[below]
    if down.y0 - up.y1 < _GAP * up.size or abs(down.size - up.size) > 0.5:
        return False
    if not cues.LINE_ENDS_SENTENCE.search(up.text) or not _OPENS.match(down.text.lstrip()):
        return False
    left = min(lines[i].x0 for i in text)
    if down.x0 < left - 1 or _next_part(lines[text[0]], down):
        return False
    return not any(
        line.page == up.page and up.y1 < (line.y0 + line.y1) / 2 < down.y0 and line.x1 > left
        for line in lines
    )


def _next_part(first: Line, down: Line) -> bool:
    """Whether ``down`` opens a structured abstract's next part: it and the abstract's
    first text line ``first`` each open with a structure label (fix61c)."""
    return opens_with_label(first.text) and opens_with_label(down.text)


__all__ = ["cut_at_rule", "ruled_end"]
