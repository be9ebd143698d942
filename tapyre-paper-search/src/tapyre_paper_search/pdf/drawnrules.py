"""The horizontal rules drawn across a first page (latex52).

The front matter's reader sees text lines only; a title cut in two by a rule drawn
across the page between its rows reads as two groups
(:mod:`~tapyre_paper_search.pdf.serieskicker`).  :func:`page_rules` reads the first
page's drawings once and keeps the horizontal rules at least :data:`_MIN_SHARE` of
the page's width long (a line segment level to a tenth of a point, or a filled
rectangle at most :data:`_MAX_THICK` points high), each as ``(y, x0, x1)``.
"""

from __future__ import annotations

from typing import Any

_MIN_SHARE = 0.3
_MAX_THICK = 3.0

Rule = tuple[float, float, float]
"""A drawn rule: its height on the page, its left and right ends."""


def page_rules(page: Any) -> tuple[Rule, ...]:
    """The horizontal rules drawn on PyMuPDF ``page`` (see the module); none where its
    drawings cannot be read."""
    try:
        drawings = page.get_drawings()
    except Exception:
        return ()
    least = float(page.rect.width) * _MIN_SHARE
    found: list[Rule] = []
    for drawing in drawings:
        for item in drawing.get("items", ()):
            if item[0] == "l":
                a, b = item[1], item[2]
                if abs(a.y - b.y) <= 0.1 and abs(a.x - b.x) >= least:
                    found.append(((a.y + b.y) / 2, min(a.x, b.x), max(a.x, b.x)))
            elif item[0] == "re":
                box = item[1]
                if box.height <= _MAX_THICK and box.width >= least:
                    found.append(((box.y0 + box.y1) / 2, box.x0, box.x1))
    return tuple(found)


def rule_between(rules: tuple[Rule, ...], top: float, bottom: float, x: float) -> bool:
    """Whether one of ``rules`` lies between heights ``top`` and ``bottom`` and runs
    under the left edge ``x``."""
    return any(top < y < bottom and x0 - 2 <= x <= x1 for y, x0, x1 in rules)


__all__ = ["Rule", "page_rules", "rule_between"]
