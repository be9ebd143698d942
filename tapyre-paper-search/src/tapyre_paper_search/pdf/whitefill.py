"""Front-page text hidden under a white box drawn after it: such a line is not read.

An edited page often keeps its first version: a template's title ("Title of the Paper
in Title Case Here") or an earlier draft's line is drawn, an opaque white rectangle is
filled over it, and the page's own text is drawn after, often at the same place.
Nothing of the covered text shows, but every text extractor reads it.  The drawing
order tells: MuPDF numbers the page's text spans (``get_texttrace``) and its paths
(``get_cdrawings``) in one sequence.  A line is hidden when its box lies inside an
opaque white fill (tolerance :data:`SLACK`) and the text spans drawn before that fill
inside the line's box, read left to right, spell the line (spaces aside); a line
drawn after the fill (the visible text over the white box, even where a hidden span
lies in its box) is kept, as is any line under a white fill drawn first (a page's
white background, a table cell's shading) or under a fill that covers the page
(:data:`GROUND`): a page's white ground painted after its text shows the text where it
is blended (``Multiply``, which ``get_cdrawings`` does not report), and a front page
whose every line would be hidden is no edited page.  A text drawn under the fill and
again over it, at one place (MuPDF gives two equal lines), is read once (fix61c).

:func:`without_whited_out` wraps the first page's lines (the title's page; read when
asked for); the page's drawings are read once (shared with its drawn rules:
:class:`~tapyre_paper_search.pdf.drawnrules.PageDrawings`), its text trace only where
a white fill holds a line.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from tapyre_paper_search.pdf.drawnrules import PageDrawings
from tapyre_paper_search.pdf.lines import Line, PageLines

log = logging.getLogger(__name__)

Box = tuple[float, float, float, float]
Fill = tuple[Box, int]
"""A white fill: its rectangle and its sequence number in the page's drawing order."""
Span = tuple[Box, int, str]
"""A text span as drawn: its box, its sequence number and its text (no spaces)."""

SLACK = 1.5
"""Points a line's box may stand out of the fill (a line box is a little taller than
the glyphs the fill was sized to)."""
_WHITE = 0.99
GROUND = 0.9
"""A fill this share of the page's width and height or more is the page's ground."""


def white_fills(drawings: Sequence[dict[str, Any]]) -> list[Fill]:
    """The opaque white filled paths of ``get_cdrawings`` output, by their rectangles."""
    out: list[Fill] = []
    for path in drawings:
        colour = path.get("fill")
        if path.get("type") not in ("f", "fs") or not colour or len(colour) != 3:
            continue
        if min(colour) < _WHITE or float(path.get("fill_opacity") or 1.0) < 1.0:
            continue
        x0, y0, x1, y1 = (float(v) for v in path["rect"])
        out.append(((x0, y0, x1, y1), int(path.get("seqno", -1))))
    return out


def _inside(line: Line, box: Box, *, outer: bool = False) -> bool:
    """Whether ``line`` lies in ``box`` (``outer``: ``box`` lies in ``line``), give or
    take :data:`SLACK`."""
    a: Box = (line.x0, line.y0, line.x1, line.y1)
    inner, around = (box, a) if outer else (a, box)
    return (
        inner[0] >= around[0] - SLACK
        and inner[2] <= around[2] + SLACK
        and inner[1] >= around[1] - SLACK
        and inner[3] <= around[3] + SLACK
    )


def _under(line: Line, seq: int, spans: Sequence[Span], *, after: bool = False) -> bool:
    """Whether ``line`` is spelled by the spans drawn before fill number ``seq``
    (``after``: drawn after it) that lie in its box, read left to right (its text,
    spaces aside)."""
    drawn = sorted(
        (sbox[0], text)
        for sbox, s, text in spans
        if (s > seq if after else s < seq) and _inside(line, sbox, outer=True)
    )
    spelled = "".join(text for _, text in drawn)
    return bool(spelled) and spelled == "".join(line.text.split())


def _span(traced: dict[str, Any]) -> Span:
    """A ``get_texttrace`` span as a :data:`Span`."""
    x0, y0, x1, y1 = (float(v) for v in traced["bbox"])
    text = "".join(chr(c[0]) for c in traced.get("chars", ()) if c[0] > 32)
    return (x0, y0, x1, y1), int(traced["seqno"]), text


def hidden(line: Line, fills: Sequence[Fill], spans: Sequence[Span]) -> bool:
    """Whether ``line`` lies under a white fill and the spans drawn before it spell
    the line (see the module); a line no such spans spell is kept, and so is one the
    spans drawn after the fill spell too (the same text drawn again over the box)."""
    return _covers(line, fills, spans)[0]


def _covers(line: Line, fills: Sequence[Fill], spans: Sequence[Span]) -> tuple[bool, bool]:
    """Whether ``line`` is :func:`hidden` under one of ``fills``, and whether it is
    drawn twice (under a fill and again over it) at one of those taken before the
    first fill that hides it; each fill's two tests are made once, in ``fills``'
    order, the second only where the first holds."""
    twice = False
    for fill in fills:
        if not _covered(line, fill, spans):
            continue
        if not _redrawn(line, fill, spans):
            return True, twice
        twice = True
    return False, twice


def _covered(line: Line, fill: Fill, spans: Sequence[Span]) -> bool:
    """Whether ``line`` lies in ``fill`` and the spans drawn before it spell the line."""
    return _inside(line, fill[0]) and _under(line, fill[1], spans)


def _redrawn(line: Line, fill: Fill, spans: Sequence[Span]) -> bool:
    """Whether the spans drawn after ``fill`` in ``line``'s box spell it."""
    return _under(line, fill[1], spans, after=True)


def without_hidden(page: PageLines, fills: Sequence[Fill], spans: Sequence[Span]) -> PageLines:
    """``page`` without its lines hidden under a later white fill; where a line's text
    is drawn both under a fill and again over it (MuPDF gives two equal lines), the
    first of the equal lines is kept, once."""
    kept: list[Line] = []
    for line in page.lines:
        under, twice = _covers(line, fills, spans)
        if under or (twice and any(_same(line, k) for k in kept)):
            continue
        kept.append(line)
    return page if len(kept) == len(page.lines) else replace(page, lines=tuple(kept))


def _same(a: Line, b: Line) -> bool:
    """Whether ``a`` and ``b`` are one text drawn twice at one place."""
    return a.text == b.text and _inside(a, (b.x0, b.y0, b.x1, b.y1))


def without_whited_out(
    made: Callable[[], PageLines], page: Any, drawings: PageDrawings | None = None
) -> Callable[[], PageLines]:
    """Front page ``page``'s lines (``made``) without those hidden under a later white
    fill; ``made`` as it is where the page has no white fill or its drawings or text
    trace cannot be read.  ``drawings``: the page's drawings where another reader
    shares them (read here otherwise)."""
    drawn = (drawings or PageDrawings(page))()
    if drawn is None:  # a page whose drawings MuPDF cannot read: its lines as they are
        log.debug("drawings unread on page %s", getattr(page, "number", "?"))
        return made
    area = page.rect
    fills = [
        (box, seq)
        for box, seq in white_fills(drawn)
        if box[2] - box[0] < GROUND * area.width or box[3] - box[1] < GROUND * area.height
    ]
    if not fills:
        return made
    state: dict[str, list[Span]] = {}

    def spans() -> list[Span]:
        if "spans" not in state:
            try:
                trace = page.get_texttrace()
            except Exception:  # no trace: no line is taken for hidden
                trace = []
            state["spans"] = [_span(s) for s in trace]
        return state["spans"]

    def read() -> PageLines:
        lines = made()
        if not any(_inside(line, box) for line in lines.lines for box, _ in fills):
            return lines
        return without_hidden(lines, fills, spans())

    return read
