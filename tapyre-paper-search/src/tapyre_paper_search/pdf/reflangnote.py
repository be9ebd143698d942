"""A note of the language a work is written in, after its title (pure; used by
:mod:`.reftypefacts`; refs75).

Lists print an article's language after its title, in brackets ("Title [in Russian].
Journal 5, 1-9.", "“Title”. (in German). In: Journal 88 (2024)", "“Title,” [in
Japanese], Journal, vol. 25"): the general reading leaves it at the venue's opening
or at the title's end.  :func:`without_language_note` takes it off both: the note is a
bracket holding "in" and one language's name (a capitalised word with a language's
ending: "German", "Russian", "Japanese", "Spanish", "French", "Dutch", "Arabic",
"Hindi"; endings a place or another word shares, "Japan", "Munich", "Public", "Mali",
are none: fix60b), perhaps "with an English summary" after it; what follows it in the venue
(after "In:" perhaps) is the venue.  A bracket of other words ("(in press)", "[In
Memoriam]", "(in Proceedings)") stays.
"""

from __future__ import annotations

import re

# (fix60b: endings places and other words share left out: "(in Japan)", "(in Taiwan)",
# "(in Munich)", "(in Public)", "(in Mali)", "(in Shanghai)")
_LANGUAGE = (
    r"(?:[A-Z][a-z]*(?:[ei]an|[a-z]man|ese|ish|tch|nch|ech|abic|ndic|aelic|haric"
    r"|indi|rsi|[gp]ali|hili|jabi)|Thai)"
)
_NOTE = (
    rf"[\[(]in\s+{_LANGUAGE}(?:\s+and\s+{_LANGUAGE})?(?:,?\s+with\s+(?:an\s+)?{_LANGUAGE}"
    r"\s+(?:summary|abstract))?[\])]"
)
_OPENING = re.compile(rf"{_NOTE}[.,;:]?\s*(?:[Ii]n:?\s+)?(?=\S)")
_CLOSING = re.compile(rf"[.,;]?\s*{_NOTE}$")


def without_language_note(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without a language's note closing ``title`` (two words staying) or
    opening ``venue`` before more (see the module docstring)."""
    if "in " not in title + venue:
        return title, venue
    opening = _OPENING.match(venue)
    venue = venue[opening.end() :] if opening is not None else venue
    closing = _CLOSING.search(title)
    if closing is not None and len(title[: closing.start()].split()) >= 2:
        title = title[: closing.start()]
    return title, venue
