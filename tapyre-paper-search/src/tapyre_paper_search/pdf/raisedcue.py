"""Raised digits glued to a digit, told from a text page's XHTML (glyphs53).

A page read from MuPDF's block or word list is read again from its raw dict, where
:mod:`~tapyre_paper_search.pdf.raisedexp` marks its raised exponents, only where its
text shows a flattened power (:func:`~.exponents.may_hold_flattened`: "×105", "m2",
"19983").  A power of a lone digit ("2" and a raised "16") or a footnote mark after a
number ("Table 1" and a raised "2") flattens into a plain number ("216", "Table 12")
that the text cannot tell from any other, so such a page was never read again.

MuPDF's XHTML output sets a character whose baseline stands higher than its line's
first character's (by more than a tenth of its size) inside ``<sup>``, and costs
about a fifth of the page's dict (no Python object a span).  :func:`shows_raised_digit`
asks it only where the text holds a number a power of a lone digit 2-9 flattens into
(two or three digits opening with 2-9, standing alone: "216", "34", also "Table 32"
for "Table 3²"; a mark after a number opening with 1, "Table 12", is left to the
other cues), and answers whether a digit stands right before a raised digit
(tags between them aside: a font's ``<b>``, ``<i>``).  It is a cue, never a reading:
the page's dict (:func:`~.mendcheck.changing_marks`) then decides, span by span,
whether anything is marked.
"""

from __future__ import annotations

import re
from typing import Any

# A lone digit 2-9 and one or two raised digits flattened: a number of two or three
# digits opening with 2-9, standing alone (no decimal, range, percentage or word).
# Opened with the digit, what stands before it read by a lookbehind over the two
# (speed55): ``re`` skips to a digit 2-9 at C speed, and a text holds a match where
# "(?<![\w.,\-\u2013])[2-9]..." finds one.
_FLAT_POWER = re.compile(r"[2-9](?<![\w.,\-\u2013][2-9])\d{1,2}(?![\w%\-\u2013]|[.,]\d)")
# A digit, then (any tag but the raise itself) "<sup>", then a digit.
_RAISED_DIGIT = re.compile(r"\d(?:<(?!sup>)[^>]*>)*<sup>(?:<[^>]*>)*\d")


def shows_raised_digit(textpage: Any, text: str) -> bool:
    """Whether PyMuPDF ``textpage`` (whose block or word list reads ``text``) sets a
    digit raised right after a digit (see the module docstring); its XHTML is made
    only where ``text`` holds a number a lone digit's power may have flattened into."""
    if not _FLAT_POWER.search(text):
        return False
    xhtml = textpage.extractXHTML()
    # the pattern holds "<sup>": a page with no raised type is passed at C speed (speed56)
    return "<sup>" in xhtml and bool(_RAISED_DIGIT.search(xhtml))


__all__ = ["shows_raised_digit"]
