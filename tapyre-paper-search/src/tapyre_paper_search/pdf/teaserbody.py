"""The body size of a first page whose abstract is set larger than the text (pure; kinds58).

A teaser abstract is printed in large type under the title, and the paper's text
starts under it in its own, smaller type.  Where the teaser is long, most of the first
page's characters are the teaser's, so :func:`~.titlepage.front_body` took the
teaser's size for the body's; a title barely larger than the teaser (14.4 over 14.0)
then stood out from nothing and the page gave no title, no names and no abstract
(train seed 5859, train-0086: a bold title, a 23-line teaser at 14.0, the byline at
11.6, the text at 11.0).

:func:`teaser_body` gives the text's size instead where the page shows both: the page
holds :data:`_TEXT_LINES` lines or more a step (:data:`_STEP`) under the body size
found, all of them below every line set in that size (the text comes after the
teaser), and the next page's own body size is theirs (the paper's text goes on in it).
Anywhere else the body size found is kept; the next page is asked for only when the
first page shows the pattern (a lazy page is not built for nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf.features import body_size
from tapyre_paper_search.pdf.lines import SAME_TYPE_SIZE, Line, PageLines

_STEP = 1.15
"""How much smaller the text's type is than the teaser's (the title page's step)."""

_TEXT_LINES = 6
"""The fewest lines of the smaller type under the teaser."""


def teaser_body(
    lines: Sequence[Line], body: float, following: Callable[[], PageLines | None]
) -> float:
    """The first page's body size: ``body`` (the most-used size), or the smaller size
    of the text under a larger-set abstract where the next page's body is set in it
    (see the module)."""
    smaller = [line for line in lines if line.size * _STEP <= body]
    if len(smaller) < _TEXT_LINES:
        return body
    text = body_size(smaller)
    under = [line for line in smaller if abs(line.size - text) <= SAME_TYPE_SIZE]
    if len(under) < _TEXT_LINES:
        return body
    large = [line for line in lines if abs(line.size - body) <= SAME_TYPE_SIZE]
    if not large or min(line.y0 for line in under) < max(line.y1 for line in large):
        return body
    if any(line.page != under[0].page for line in [*under, *large]):
        return body
    nxt = following()
    if nxt is None or not nxt.lines:
        return body
    return text if abs(body_size(nxt.lines) - text) <= SAME_TYPE_SIZE else body
