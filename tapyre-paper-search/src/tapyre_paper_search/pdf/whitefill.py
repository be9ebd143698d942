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
white background, a table cell's shading).

:func:`without_whited_out` wraps the first page's lines (the title's page; read when
asked for); the page's drawings are read once, its text trace only where a white fill
holds a line.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

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


def _under(line: Line, seq: int, spans: Sequence[Span]) -> bool:
    """Whether ``line`` is spelled by the spans drawn before fill number ``seq`` that
    lie in its box, read left to right (its text, spaces aside)."""
    before = sorted(
        (sbox[0], text) for sbox, s, text in spans if s < seq and _inside(line, sbox, outer=True)
    )
    spelled = "".join(text for _, text in before)
    return bool(spelled) and spelled == "".join(line.text.split())


def _span(traced: dict[str, Any]) -> Span:
    """A ``get_texttrace`` span as a :data:`Span`."""
    x0, y0, x1, y1 = (float(v) for v in traced["bbox"])
    text = "".join(chr(c[0]) for c in traced.get("chars", ()) if c[0] > 32)
    return (x0, y0, x1, y1), int(traced["seqno"]), text


def hidden(line: Line, fills: Sequence[Fill], spans: Sequence[Span]) -> bool:
    """Whether ``line`` lies under a white fill and the spans drawn before it spell
    the line (see the module); a line no such spans spell is kept."""
    return any(_inside(line, box) and _under(line, seq, spans) for box, seq in fills)


def without_hidden(page: PageLines, fills: Sequence[Fill], spans: Sequence[Span]) -> PageLines:
    """``page`` without its lines hidden under a later white fill."""
    kept = tuple(line for line in page.lines if not hidden(line, fills, spans))
    return page if len(kept) == len(page.lines) else replace(page, lines=kept)


def without_whited_out(made: Callable[[], PageLines], page: Any) -> Callable[[], PageLines]:
    """Front page ``page``'s lines (``made``) without those hidden under a later white
    fill; ``made`` as it is where the page has no white fill or its drawings or text
    trace cannot be read."""
    try:
        fills = white_fills(page.get_cdrawings())
    except Exception:  # a page whose drawings MuPDF cannot read: its lines as they are
        log.debug("drawings unread on page %s", getattr(page, "number", "?"))
        return made
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
