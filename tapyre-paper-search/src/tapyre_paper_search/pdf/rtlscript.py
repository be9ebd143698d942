"""Right-to-left script as MuPDF's word split tells it: one range, written once (tidy62).

MuPDF takes a character for right-to-left script where its code point lies from
:data:`RTL_FIRST` to :data:`RTL_LAST` (Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan,
Mandaic and the Arabic supplements up to the Devanagari block's first code point,
inclusive both ends); in its word split such script carries its direction on from one
block into the next.  :mod:`~tapyre_paper_search.pdf.texpage` asks it of one character
(:func:`is_rtl_char`), :mod:`~tapyre_paper_search.pdf.ownwords` and
:mod:`~tapyre_paper_search.pdf.dictwords` of a page's text (:data:`RTL`, a pattern that
finds any such character).
"""

from __future__ import annotations

import re
from typing import Final

RTL_FIRST: Final = "\u0590"
"""The first code point MuPDF reads as right-to-left script."""
RTL_LAST: Final = "\u0900"
"""The last code point MuPDF reads as right-to-left script (inclusive)."""

RTL: Final = re.compile(f"[{RTL_FIRST}-{RTL_LAST}]")
"""Any character from :data:`RTL_FIRST` to :data:`RTL_LAST`, both ends included."""


def is_rtl_char(text: str) -> bool:
    """Whether the first character of ``text`` (one read character, not empty) is
    right-to-left script as MuPDF tells it."""
    return RTL_FIRST <= text[0] <= RTL_LAST


__all__ = ["RTL", "RTL_FIRST", "RTL_LAST", "is_rtl_char"]
