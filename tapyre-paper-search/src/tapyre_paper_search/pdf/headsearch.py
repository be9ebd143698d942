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
from collections.abc import Iterator

# The letters a case-blind search matches to an ASCII letter that has some outside
# ASCII ("i" to "ı" and "İ", "s" to "ſ", "k" to the Kelvin sign), by the letter in
# small letters; every other ASCII letter matches its two cases only.
WIDE_FOLDS = {"i": "iIıİ", "s": "sSſ", "k": "kK\u212a"}


def head_matches(head: str, text: str, after: str) -> Iterator[re.Match[str]]:
    """Each match in ``text`` of ``re.compile(rf"(?<![^\\W\\d_]){re.escape(head)}-" + after,
    re.IGNORECASE)``, tried only where the head's last letter stands right before a
    hyphen (see the module docstring), in the order of their hyphens: the matches
    ``finditer`` gives."""
    pattern = re.compile(rf"(?<![^\W\d_]){re.escape(head)}-{after}", re.IGNORECASE)
    last = head[-1:]
    if not (last.isascii() and last.isalpha()):
        yield from pattern.finditer(text)
        return
    back = len(head) - 1  # from the last letter to the head's first
    needles = tuple(
        f"{letter}-" for letter in WIDE_FOLDS.get(last.lower()) or (last.lower(), last.upper())
    )
    hyphens = sorted(at for needle in needles for at in _found(text, needle, back))
    end = 0  # finditer's matches do not overlap: ``after`` may take letters
    for at in hyphens:
        if at - back < end:
            continue
        found = pattern.match(text, at - back)
        if found is not None:
            end = found.end()
            yield found


def _found(text: str, needle: str, start: int) -> Iterator[int]:
    """Every place of ``needle`` in ``text`` from ``start`` on."""
    at = text.find(needle, start)
    while at >= 0:
        yield at
        at = text.find(needle, at + 1)


def writes_head(head: str, text: str, after: str) -> bool:
    """Whether ``text`` holds, case-blind, ``head`` with no letter before it, a hyphen and
    what the pattern ``after`` matches: ``re.search(rf"(?<![^\\W\\d_]){re.escape(head)}-"
    + after, text, re.IGNORECASE)``, asked only where the head's last letter stands
    right before a hyphen (see the module docstring)."""
    return next(head_matches(head, text, after), None) is not None


__all__ = ["WIDE_FOLDS", "head_matches", "writes_head"]
