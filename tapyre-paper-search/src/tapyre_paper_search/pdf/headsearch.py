"""Whether a text writes a word's head and a hyphen, searched from the hyphen (speed58b).

The line-end hyphen rules ask whether a page writes a prefix with a hyphen elsewhere
("sub-threshold" beside a break "sub-" / "groups": :mod:`.closedjoins`; "in-air" beside
"in-" / "activation": :mod:`.shortprefixes`).  The question is a case-blind pattern
that opens with a lookbehind (no letter before the head), the head, a hyphen and what
must follow: ``re`` tries such a pattern at every character of the page (about 0.15 ms
a page, asked at a few breaks of most pages).

:func:`writes_head` asks the same pattern only where it can match: its head's last
letter, in any case it matches, right before a hyphen (C-speed ``str.find`` loops), the
pattern then matched from where the head would start (a lookbehind reads the text before
that position).  A case-blind literal matches one character, so the match starts
``len(head)`` characters before the hyphen.  An ASCII letter matches its two ASCII
cases and, for "i", "s" and "k", the letters of :data:`WIDE_FOLDS` (checked over every
code point: "ı" and "İ", "ſ", the Kelvin sign); a head ending in no ASCII letter is
searched as before.  Same answers, every text.
"""

from __future__ import annotations

import re

# The letters a case-blind search matches to an ASCII letter that has some outside
# ASCII ("i" to "ı" and "İ", "s" to "ſ", "k" to the Kelvin sign), by the letter in
# small letters; every other ASCII letter matches its two cases only.
WIDE_FOLDS = {"i": "iIıİ", "s": "sSſ", "k": "kK\u212a"}


def writes_head(head: str, text: str, after: str) -> bool:
    """Whether ``text`` holds, case-blind, ``head`` with no letter before it, a hyphen and
    what the pattern ``after`` matches: ``re.search(rf"(?<![^\\W\\d_]){re.escape(head)}-"
    + after, text, re.IGNORECASE)``, asked only where the head's last letter stands
    right before a hyphen (see the module docstring)."""
    pattern = re.compile(rf"(?<![^\W\d_]){re.escape(head)}-{after}", re.IGNORECASE)
    last = head[-1:]
    if not (last.isascii() and last.isalpha()):
        return pattern.search(text) is not None
    back = len(head) - 1  # from the last letter to the head's first
    for letter in WIDE_FOLDS.get(last.lower()) or (last.lower(), last.upper()):
        needle = f"{letter}-"
        at = text.find(needle, back)
        while at >= 0:
            if pattern.match(text, at - back):
                return True
            at = text.find(needle, at + 1)
    return False


__all__ = ["WIDE_FOLDS", "writes_head"]
