"""A front page's lines, as the front-matter reader sees them.

:func:`~tapyre_paper_search.pdf.pageread.read_page` hands a front page's dict to
:func:`lines_reader`, which says when its lines are made (the first page's at once,
a later page's when first asked for) and :func:`front_lines` makes them (in
reading order, drop capitals joined, names set side by side marked by their word
gaps); :func:`with_page_marks` adds what the page shows besides its lines (a blank
page, the first page's drawn rules).  A page whose lines cannot be made gives
none instead of failing the document.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace
from functools import cache, partial
from typing import Any

from tapyre_paper_search.pdf import document
from tapyre_paper_search.pdf.drawnrules import DrawnRules, PageDrawings
from tapyre_paper_search.pdf.dropcaps import with_drop_capitals
from tapyre_paper_search.pdf.garbagefront import without_garbage_lines
from tapyre_paper_search.pdf.initialbyline import with_initial_bylines
from tapyre_paper_search.pdf.lines import PageLines, in_reading_order, page_lines
from tapyre_paper_search.pdf.ordinalnames import without_ordinals
from tapyre_paper_search.pdf.shadowlines import without_copies
from tapyre_paper_search.pdf.whitefill import without_whited_out
from tapyre_paper_search.pdf.wordrows import with_word_rows

log = logging.getLogger(__name__)


def with_page_marks(
    made: Callable[[], PageLines],
    page: Any,
    index: int,
    *,
    blank: bool,
    white: bool = False,
    drawings: PageDrawings | None = None,
) -> Callable[[], PageLines]:
    """Page ``index``'s lines (``made``) with what the page shows besides them: a
    ``blank`` page (no text, no image: latex52) marked so, the first page's drawn
    rules kept with its lines, read only when the title reader asks for them
    (:class:`~tapyre_paper_search.pdf.drawnrules.DrawnRules`; its lines are made at
    once anyway).  ``white``: the first page's lines are its text layer's, and those
    hidden under a later white fill are left out
    (:func:`~tapyre_paper_search.pdf.whitefill.without_whited_out`), from the page's
    drawings read once for both (:class:`~tapyre_paper_search.pdf.drawnrules.PageDrawings`;
    ``drawings``: where the page's tables read them too)."""
    if blank:
        return lambda: replace(made(), blank=True)
    if index == 0:
        drawings = drawings or PageDrawings(page)
        shown = without_whited_out(made, page, drawings) if white else made
        rules = DrawnRules(drawings=drawings)
        if white:  # the drawings are read: the rules kept, not the page's many paths
            rules()
        first = replace(shown(), rules=rules)
        return lambda: first
    return made


def front_reader(
    made: Callable[[], PageLines],
    page: Any,
    index: int,
    *,
    text: str,
    problem: str | None,
    source: str,
    drawings: PageDrawings | None = None,
) -> Callable[[], PageLines]:
    """Front page ``index``'s lines as :func:`~.pageread.read_page` gives them: ``made``
    (:func:`lines_reader`'s) with the page's marks (:func:`with_page_marks`: blank where
    no ``problem`` and no ``text``; white fills looked for where the lines are the text
    layer's, ``source`` "text"), none where that layer is garbage
    (:func:`~.garbagefront.without_garbage_lines`), shuffled rows joined
    (:func:`~.wordrows.with_word_rows`) and copies left out
    (:func:`~.shadowlines.without_copies`).  Made once, when first asked for: the
    front-matter reader asks for page 1's a few times a rule (speed65: the rows were
    joined and the copies taken out again at each call before)."""
    blank = problem is None and not text.strip()
    marked = with_page_marks(
        made, page, index, blank=blank, white=source == "text", drawings=drawings
    )
    return cache(without_copies(with_word_rows(without_garbage_lines(marked, problem, source))))


def lines_reader(
    data: Any,
    read_again: Callable[[], Any] | None,
    index: int,
    words: Callable[[], list[Any]] | None,
) -> Callable[[], PageLines]:
    """How front page ``index``'s lines are made from its dict ``data``.

    The first page's are always asked for: they are made now, and the dict is let
    go.  A later page's are made when first asked for (rarely); the dict is then
    read again with ``read_again`` (``None``: an OCR'd page, whose dict is kept)
    instead of being kept meanwhile.  A kept dict is thousands of objects living
    through the whole document: they outlive the young garbage collections and
    bring on full ones, which cost more than the rare second reading."""
    size = (float(data.get("width") or 0.0), float(data.get("height") or 0.0))
    if index == 0:
        lines = front_lines(lambda: data, size, index, words)
        return lambda: lines
    read_data = (lambda: data) if read_again is None else read_again
    return cache(partial(front_lines, read_data, size, index, words))


def front_lines(
    read_data: Callable[[], Any],
    size: tuple[float, float],
    index: int,
    words: Callable[[], list[Any]] | None,
) -> PageLines:
    """The lines of front page ``index`` (its dict from ``read_data``, the page ``size``)
    in reading order; with the page's ``words`` (not on OCR pages: the regrouped
    lines no longer match them), wide gaps between a line's words mark names set
    side by side.  Outside the per-page guard (a later page's are read when the
    front-matter reader first asks), so a page whose lines cannot be made gives
    none (its text stays) instead of failing the document."""
    try:
        data = read_data()
        by_line: dict[tuple[int, int], list[tuple[float, float, str]]] | None = None
        if words is not None:
            by_line = defaultdict(list)
            for word in words():
                by_line[(word[5], word[6])].append((word[0], word[2], word[4]))
        ordered = in_reading_order(with_drop_capitals(page_lines(data, index, by_line)))
        # "I. Grabec" under the title (realpage70); "1st A. Lee" in a grid (realpage71)
        return without_ordinals(with_initial_bylines(ordered))
    except Exception as exc:
        if document.out_of_memory(exc):
            raise
        log.warning("page %d: its front-matter lines could not be read (%s)", index + 1, exc)
        return PageLines((), size[0], size[1], index)
