"""A documentation page's pager and footer rows under its summary (pure; front61).

A documentation site's page printed from a browser closes its first part with the
site's own rows before the text goes on: a pager ("« Previous   Next »", "← Prev",
"Next →") and a footer's copyright line ("© Copyright 2021, Ann Lee and Bo Chen.
Revision 3f2a1c9.").  Where such a page's summary stands under an "Overview" heading
(:mod:`~tapyre_paper_search.pdf.overviewhead`), the first section's heading follows
these rows, not the summary itself, so the summary read as no abstract.

:func:`is_pager_row` tells a pager's row: a pager's words only ("Previous", "Prev",
"Next", with their arrows or guillemets); it ends an abstract
(:mod:`~tapyre_paper_search.pdf.abstractends`: the summary had run on over it).
:func:`is_page_foot_row` tells a pager's row or a footer's copyright line (opening
with "©", or "Copyright" and a year), which ``overviewhead`` passes over.
"""

from __future__ import annotations

import re

_PAGER = re.compile(
    r"^\s*(?:[«‹←]\s*)?(?:previous|prev)?(?:\s*[»›→])?\s*(?:[«‹←]\s*)?"
    r"(?:next)?(?:\s*[»›→])?\s*$",
    re.IGNORECASE,
)
"""A pager's words and arrows only, in either order's usual shape."""
_COPYRIGHT = re.compile(r"^\s*(?:©|copyright\s+(?:©\s*)?\d{4})", re.IGNORECASE)


def is_pager_row(text: str) -> bool:
    """Whether ``text`` (a line) is a pager's row: its words and arrows only."""
    return any(c.isalpha() for c in text) and _PAGER.match(text) is not None


def is_page_foot_row(text: str) -> bool:
    """Whether ``text`` (a line) is a pager's row or a footer's copyright line."""
    return _COPYRIGHT.match(text) is not None or is_pager_row(text)


__all__ = ["is_page_foot_row", "is_pager_row"]
