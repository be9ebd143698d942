"""Text lines built for tests of the PDF reader's line rules (tidy60).

Tests of a rule over a page's lines build the :class:`~tapyre_paper_search.pdf.lines.Line`
values it reads themselves: :func:`text_line` is the one builder they share, each test
file's own ``_line`` giving it that file's page (left edge, measure, block).
"""

from __future__ import annotations

from tapyre_paper_search.pdf.lines import Line


def text_line(
    text: str,
    y: float,
    *,
    size: float = 10.0,
    bold: bool = False,
    x0: float = 72.0,
    x1: float | None = None,
    per_char: float = 0.0,
    block: int = 0,
    page: int = 0,
    names: str = "",
    height: float | None = None,
) -> Line:
    """A line of ``text`` in roman type of ``size`` (bold where ``bold``), its box from
    ``x0`` to ``x1`` (where ``x1`` is ``None``: ``per_char`` points a character of
    ``text`` past ``x0``) and from ``y`` to ``height`` under it (one size where
    ``height`` is ``None``), in ``block`` of ``page``, with ``names`` as its names text."""
    right = x0 + per_char * len(text) if x1 is None else x1
    bottom = y + (size if height is None else height)
    return Line(text, size, bold, False, False, x0, y, right, bottom, block, page, names=names)
