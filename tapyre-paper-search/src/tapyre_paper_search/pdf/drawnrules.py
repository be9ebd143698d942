"""The horizontal rules drawn across a first page (latex52), read when first asked (speed53).

The front matter's reader sees text lines only; a title cut in two by a rule drawn
across the page between its rows reads as two groups
(:mod:`~tapyre_paper_search.pdf.serieskicker`).  :func:`page_rules` reads a page's
drawings and keeps the horizontal rules at least :data:`_MIN_SHARE` of the page's
width long (a line segment level to a tenth of a point, or a filled rectangle at
most :data:`_MAX_THICK` points high), each as ``(y, x0, x1)``.

Reading a page's drawings costs about a twentieth of reading its text, and the title
reader asks for the rules only where two of its groups have the shape of one title
cut by a rule (:func:`~tapyre_paper_search.pdf.serieskicker.rejoined`): a
:class:`DrawnRules` holds the page and reads them then, once.  Inside
:func:`counted_reads` (a test's hook) the pages whose drawings were read here are
counted by page number, so that a test counting a page's drawing reads can tell this
module's from the table finder's; outside it nothing is counted or kept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

_MIN_SHARE = 0.3
_MAX_THICK = 3.0

Rule = tuple[float, float, float]
"""A drawn rule: its height on the page, its left and right ends."""

_COUNTED: ContextVar[Counter[int] | None] = ContextVar("drawnrules_counted", default=None)
"""The counter of the innermost :func:`counted_reads` block running; ``None`` outside."""


@contextmanager
def counted_reads() -> Iterator[Counter[int]]:
    """A test's hook: a counter of how many times each page's drawings (by 0-based page
    number) are read by :func:`page_rules` inside the ``with`` block (one
    ``get_cdrawings`` call each), in this thread; blocks nest, the inner one counting."""
    reads: Counter[int] = Counter()
    token = _COUNTED.set(reads)
    try:
        yield reads
    finally:
        _COUNTED.reset(token)


def page_rules(page: Any) -> tuple[Rule, ...]:
    """The horizontal rules drawn on PyMuPDF ``page`` (see the module); none where its
    drawings cannot be read."""
    return rules_in(PageDrawings(page))


class PageDrawings:
    """A page's drawings as ``get_cdrawings`` gives them (the points and boxes as
    tuples), read when first called and kept, the page let go then; ``None`` where
    they cannot be read.  Each read is counted inside :func:`counted_reads`.  The first
    page's are shared by its rules and :mod:`~tapyre_paper_search.pdf.whitefill`, so
    that page's drawings are read once at most."""

    __slots__ = ("_drawings", "_page", "width")

    def __init__(self, page: Any) -> None:
        self._page = page
        self._drawings: list[dict[str, Any]] | None = None
        self.width = float(page.rect.width)

    def __call__(self) -> list[dict[str, Any]] | None:
        """The page's drawings (read on the first call, while its document is open)."""
        if self._page is not None:
            page, self._page = self._page, None
            counted = _COUNTED.get()
            if counted is not None:
                counted[int(getattr(page, "number", 0) or 0)] += 1
            try:
                self._drawings = page.get_cdrawings()
            except Exception:  # drawings MuPDF cannot read: none
                self._drawings = None
        return self._drawings


def rules_in(drawings: PageDrawings) -> tuple[Rule, ...]:
    """The horizontal rules among a page's ``drawings`` (see the module; a box's
    corners put in order, as ``get_drawings`` does)."""
    least = drawings.width * _MIN_SHARE
    found: list[Rule] = []
    for drawing in drawings() or ():
        for item in drawing.get("items", ()):
            kind = item[0]
            if kind == "l":
                (ax, ay), (bx, by) = item[1], item[2]
                if abs(ay - by) <= 0.1 and abs(ax - bx) >= least:
                    found.append(((ay + by) / 2, min(ax, bx), max(ax, bx)))
            elif kind == "re":
                x0, y0, x1, y1 = item[1]
                if x1 < x0:
                    x0, x1 = x1, x0
                if y1 < y0:
                    y0, y1 = y1, y0
                if y1 - y0 <= _MAX_THICK and x1 - x0 >= least:
                    found.append(((y0 + y1) / 2, x0, x1))
    return tuple(found)


class DrawnRules:
    """A page's drawn rules (:func:`rules_in`), read when first called and kept.  Made
    from a page, or from its :class:`PageDrawings` shared with another reader; made
    with neither: none drawn, nothing read."""

    __slots__ = ("_drawings", "_rules")

    def __init__(self, page: Any = None, *, drawings: PageDrawings | None = None) -> None:
        if drawings is None and page is not None:
            drawings = PageDrawings(page)
        self._drawings = drawings
        self._rules: tuple[Rule, ...] | None = None if drawings is not None else ()

    def __call__(self) -> tuple[Rule, ...]:
        """The page's rules (read on the first call, while its document is open)."""
        if self._rules is None:
            self._rules = rules_in(self._drawings) if self._drawings is not None else ()
            self._drawings = None
        return self._rules


NO_RULES = DrawnRules()
"""A page with no rules read: later pages, pages made from text alone."""


def rule_between(rules: tuple[Rule, ...], top: float, bottom: float, x: float) -> bool:
    """Whether one of ``rules`` lies between heights ``top`` and ``bottom`` and runs
    under the left edge ``x``."""
    return any(top < y < bottom and x0 - 2 <= x <= x1 for y, x0, x1 in rules)


__all__ = [
    "NO_RULES",
    "DrawnRules",
    "PageDrawings",
    "Rule",
    "counted_reads",
    "page_rules",
    "rule_between",
    "rules_in",
]
