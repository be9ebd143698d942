"""A front page's words drawn one text object each, out of order, read as their lines.

A page edited word by word is written back one text object a word, each placed by an
absolute ``Tm``, the words of a block in the order they were last touched.  MuPDF
gives each word as its own line in drawing order, so a title reads "randomized a
adolescents: Long-term smoking …" (where two words happen to be drawn one after the
other, MuPDF gives them as one line: "general approach").  Lines of one to
:data:`MAX_PIECE_WORDS` words of one type on one baseline (top and bottom within
:data:`LEVEL`), each a word gap from the next (between :data:`MIN_GAP` and
:data:`MAX_GAP` of the size), are one printed row; rows of one type each within two
sizes of the one above are a stack.  Where a stack has a row of at least
:data:`MIN_WORDS` pieces and its pieces were not given in reading order, each row is
joined, left to right, into one line.  Words drawn in order are never
touched (MuPDF already gave them as one line, or its order stands), nor are words a
column gap apart (a table's one-word cells, names set side by side).  A stack's
joined rows are one new block, put where its first word was drawn; the page is then
put in reading order again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tapyre_paper_search.pdf.lines import Line, PageLines, in_reading_order

MIN_WORDS = 3
"""The fewest pieces of a row for its stack to be joined."""
MAX_PIECE_WORDS = 3
LEVEL = 0.5
"""Points a word's top and bottom may lie from the row's first word's."""
MIN_GAP = 0.05
MAX_GAP = 0.8
"""A word gap, in ems of the words' size: a space is a quarter em, a justified line's
gap rarely more than half an em; a column gap is more than one."""


def _piece(line: Line) -> bool:
    """Whether ``line`` may be a piece of a row: one to :data:`MAX_PIECE_WORDS` words
    (MuPDF joins words drawn one after the other at their places)."""
    words = line.text.split()
    return 0 < len(words) <= MAX_PIECE_WORDS and line.text == line.text.strip()


def _rows(words: list[Line]) -> list[list[Line]]:
    """``words`` (short lines) cut into rows: one type, one baseline, a word gap
    apart left to right (a row may be one piece).

    Words come top down by ``round(y0)``; a row whose last word lies more than a point
    above the current word's rounded top can take no later word (each later word's top
    is at least half a point below that, past :data:`LEVEL`), so only the rows still
    open are asked, in the order they were made: the same rows as asking every row."""
    rows: list[list[Line]] = []
    open_rows: list[list[Line]] = []
    for word in sorted(words, key=lambda w: (round(w.y0), w.x0)):
        floor = round(word.y0) - 1
        if open_rows and open_rows[0][-1].y0 < floor:
            open_rows = [r for r in open_rows if r[-1].y0 >= floor]
        home = next(
            (
                r
                for r in open_rows
                if r[-1].same_type(word)
                and abs(r[-1].y0 - word.y0) <= LEVEL
                and abs(r[-1].y1 - word.y1) <= LEVEL
                and MIN_GAP * word.size <= word.x0 - r[-1].x1 <= MAX_GAP * word.size
            ),
            None,
        )
        if home is None:
            rows.append([word])
            open_rows.append(rows[-1])
        else:
            home.append(word)
    return rows


def _joined(row: list[Line], block: int) -> Line:
    first = row[0]
    return replace(
        first,
        text=" ".join(w.text for w in row),
        names=" ".join(w.names or w.text for w in row),
        x1=row[-1].x1,
        block=block,
    )


def _stacks(rows: list[list[Line]]) -> list[list[list[Line]]]:
    """``rows`` (top down) in stacks: rows of one type, each within two sizes of the
    one above it."""
    stacks: list[list[list[Line]]] = []
    for row in rows:
        top = stacks[-1][-1][0] if stacks else None
        near = top is not None and top.same_type(row[0])
        if near and top is not None and row[0].y0 - top.y0 <= 2 * row[0].size:
            stacks[-1].append(row)
        else:
            stacks.append([row])
    return stacks


def words_joined(page: PageLines) -> PageLines:
    """``page`` with the out-of-order short lines of one row joined into lines."""
    order = {id(line): n for n, line in enumerate(page.lines)}
    rows = sorted(_rows([line for line in page.lines if _piece(line)]), key=lambda r: r[0].y0)
    stacks = [st for st in _stacks(rows) if _shuffled(st, order)]
    if not stacks:
        return page
    free = max(line.block for line in page.lines) + 1
    home: dict[int, list[Line]] = {}  # a stack's joined lines, by its first word's place
    for n, stack in enumerate(stacks):
        first = min(order[id(w)] for r in stack for w in r)
        home[first] = [_joined(r, free + n) for r in stack]
    members = {id(w) for st in stacks for r in st for w in r}
    out: list[Line] = []
    for n, line in enumerate(page.lines):
        out += home.get(n, [])
        if id(line) not in members:
            out.append(line)
    return in_reading_order(replace(page, lines=tuple(out)))


def _shuffled(stack: list[list[Line]], order: dict[int, int]) -> bool:
    """Whether ``stack`` has a row of :data:`MIN_WORDS` pieces or more and its pieces
    were not given in reading order (row by row, left to right)."""
    drawn = [order[id(w)] for r in stack for w in r]
    return any(len(r) >= MIN_WORDS for r in stack) and drawn != sorted(drawn)


def with_word_rows(made: Callable[[], PageLines]) -> Callable[[], PageLines]:
    """``made`` (a front page's lines) with its shuffled short lines joined
    (:func:`words_joined`), when first asked for."""
    return lambda: words_joined(made())
