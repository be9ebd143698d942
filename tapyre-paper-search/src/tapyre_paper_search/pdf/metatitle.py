"""The document's own title printed in type barely larger than the text (pure; front51).

A page printed from a browser may set the paper's title only a little larger than the
text under it (a link preview card's bold title in 13.2 pt over a 12 pt description):
under the ratio a title group needs
(:data:`~tapyre_paper_search.pdf.titlegroups.TITLE_MIN_RATIO`), no group was found, the
front matter read nothing, and the abstract under the title was lost with it.

:func:`printed_title` is the last fallback of the title's lines: the first run of one
to :data:`_MAX_LINES` lines in the upper half of the page (one size, weight and left
edge, each at most :data:`_STEP` of its size under the one above) whose text agrees
with the document's own title (its metadata, cleaned;
:func:`~tapyre_paper_search.pdf.titles.titles_agree`).  The metadata title is never
taken where it is not printed; a page with a title group is not asked, but where the
group read is a body's section heading ("2. Related Work": the card's text is short,
so the body's first headings stand on the first page, larger than the title),
:func:`over_heading` takes such a run above it instead.

A page with no title group whose document gives no title of its own (a browser prints
the file's name where the page has no ``<title>``) has :func:`larger_run` last: the
first run in the page's upper half set at least :data:`_MIN_STEP` points larger than
the page's text (``body``), of at least :data:`_MIN_WORDS` words in all, none of its
lines ending in a colon (a label).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.titles import titles_agree
from tapyre_paper_search.pdf.titletext import join_title

_MAX_LINES = 4
_STEP = 1.9
_MAX_HEADING_WORDS = 6
_MIN_STEP = 0.8
_MIN_WORDS = 3


def printed_title(lines: Sequence[Line], metadata_title: str, height: float) -> list[int]:
    """The lines printing ``metadata_title`` in the page's upper half (see the module),
    or ``[]``."""
    if not metadata_title or not lines:
        return []
    page = lines[0].page
    for start, first in enumerate(lines):
        if first.page != page or (height and first.y0 > height / 2):
            break
        run = type_run(lines, start)
        for end in range(len(run), 0, -1):
            if titles_agree(metadata_title, join_title([lines[i] for i in run[:end]])):
                return run[:end]
    return []


def over_heading(
    lines: Sequence[Line], group: Sequence[int], metadata_title: str, height: float
) -> list[int]:
    """The lines printing ``metadata_title`` above the title ``group`` read where that
    group is a section heading (see the module), else ``[]``."""
    if not group or len(group) > 1:
        return []
    text = lines[group[0]].text.strip()
    if len(text.split()) > _MAX_HEADING_WORDS or not (
        cues.SECTION_HEADING.match(text) or cues.NUMBERED_HEADING.match(text)
    ):
        return []
    run = printed_title(lines, metadata_title, height)
    return run if run and run[-1] < group[0] else []


def larger_run(lines: Sequence[Line], body: float, height: float) -> list[int]:
    """The first run of lines in the page's upper half set larger than its text ``body``
    (see the module), or ``[]``."""
    if not lines:
        return []
    page = lines[0].page
    for start, first in enumerate(lines):
        if first.page != page or (height and first.y0 > height / 2):
            break
        if first.size < body + _MIN_STEP:
            continue
        run = type_run(lines, start)
        texts = [lines[i].text.strip() for i in run]
        if sum(len(t.split()) for t in texts) >= _MIN_WORDS and not any(
            t.endswith(":") for t in texts
        ):
            return run
    return []


def type_run(lines: Sequence[Line], start: int) -> list[int]:
    """The lines from ``start`` on in its type and at its left edge, each at most
    :data:`_STEP` of its size under the one above (:data:`_MAX_LINES` at most)."""
    first = lines[start]
    run = [start]
    for j in range(start + 1, min(len(lines), start + _MAX_LINES)):
        last, line = lines[run[-1]], lines[j]
        if not (
            line.page == first.page
            and line.same_type(first)
            and abs(line.x0 - first.x0) <= 2.0
            and 0 < line.y0 - last.y0 <= _STEP * last.size
        ):
            break
        run.append(j)
    return run
