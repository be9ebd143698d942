"""Running headers and footers, page numbers and margin stamps (pure).

A short block starting in the top tenth of a page or ending in the bottom
tenth whose text, digits aside, recurs in that margin on at least a quarter
of the pages (and on three at least) is a running header or footer
("CHI '23, April 23–28 … Chang et al.", "Journal of X 12 (2021) 1–14").
Lone page numbers ("4", "Page 4 of 12", "– 4 –") anywhere in the margins
are dropped too.  When leaving the repeated lines out
would leave the document without text, they are its content (a register of
one line a page), not a header, and are kept (the caller checks that).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import TextBlock

MARGIN = 0.1
_SHARE = 0.25
_MIN_PAGES = 3
_MAX_CHARS = 200
_MAX_LINES = 3
_DIGITS = re.compile(r"\d+")
# A page number alone on its line: "12", "– 3 –", "-- 3 --", "Page 2", "p. 5", "3 of 10", "iv"
# (dashes and spaces around it in any number, as a footer sets them).  A roman one is a
# well-formed numeral up to 399 ("xiv", "XL"), not any word of its letters ("civil", "ill").
_ROMAN = r"(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})"
PAGE_NUMBER = re.compile(
    r"^\s*(?:page\s+|seite\s+|p\.\s*)?[-–—\s]*(?:\d{1,4}|" + _ROMAN + r")[-–—\s]*"
    r"(?:(?:/|of|von)\s*\d{1,4})?\s*$",
    re.IGNORECASE,
)
# A page number's digits alone on a line (narrower than :data:`PAGE_NUMBER`: no "page",
# no roman numeral, no "of N"): all that a page left empty by a float holds (:mod:`.cover`),
# or the foot under a run of signed rows (:mod:`.signedrows`).
BARE_PAGE_NUMBER = re.compile(r"\s*\d{1,4}\s*")
# A folio alone on its line, as the front-matter readers of a page's head and foot skip it
# (:mod:`.prosepage`, :mod:`.overpagetitle`): up to four digits or roman numeral letters,
# nothing else on the line.
LONE_FOLIO = re.compile(r"^\s*[\divxlc]{1,4}\s*$", re.IGNORECASE)


def margin_key(block: TextBlock, height: float) -> str | None:
    """The digit-blind text of a block in the top or bottom margin, else None."""
    # Starting in the top margin or ending in the bottom one is enough: a header of
    # two lines, or set low ("… Consumers with Natural Language Processing 31" at
    # 9-11 % of the page), reaches past the margin's line.  (Asked first: it is the
    # cheapest test, and most blocks fail it.)
    if height <= 0 or (block.y0 >= height * MARGIN and block.y1 <= height * (1 - MARGIN)):
        return None
    if block.chars > _MAX_CHARS or block.line_count > _MAX_LINES:
        return None
    return _DIGITS.sub("#", " ".join(block.text.split()))


def running_keys(pages: Sequence[tuple[float, Sequence[TextBlock]]]) -> frozenset[str]:
    """Margin texts repeated on many of the pages (``(height, blocks)`` each)."""
    counts: dict[str, int] = {}
    for height, blocks in pages:
        for key in {margin_key(b, height) for b in blocks} - {None}:
            assert key is not None
            counts[key] = counts.get(key, 0) + 1
    needed = max(_MIN_PAGES, int(len(pages) * _SHARE))
    return frozenset(key for key, n in counts.items() if n >= needed)


def is_clutter(block: TextBlock, height: float, running: frozenset[str]) -> bool:
    """Whether ``block`` is a page number or a running header or footer."""
    text = block.text
    if not text or text.isspace():  # as ``not text.strip()``, without the copy
        return True
    if block.line_count == 1 and PAGE_NUMBER.match(text.strip()):
        return True
    return bool(running) and margin_key(block, height) in running
