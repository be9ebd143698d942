"""A German thesis's author with the place they come from: "Lukas Meier aus Bremen" (pure;
bylines64).

A German doctoral or diploma thesis's title page names its author after the lead
"vorgelegt von" (or "eingereicht von") with the town they come from: "Vorgelegt von
Dipl.-Inf. Lukas Meier aus Bremen", "… aus Frankfurt am Main".  The place joined by
"aus" made the rest no name and the page read nobody.  :func:`without_birthplace` drops
it where it closes the text after such a lead: "aus" and one capitalised word, or two
joined by a place's link ("am", "an der", "bei", "im", "in"); the caller asks it only
after a German lead ("von").  "aus" inside the text or before a lower-case word is left.
"""

from __future__ import annotations

import re

_PLACE = r"[A-ZÄÖÜ][^\W\d_]+(?:-[A-ZÄÖÜ][^\W\d_]+)*"
_BIRTHPLACE = re.compile(
    rf"\s+aus\s+{_PLACE}(?:\s+(?:am|an\s+der|bei|im|in|ob\s+der)\s+{_PLACE}|\s*\([^()]*\))?\s*$"
)


def without_birthplace(text: str) -> str:
    """``text`` without the "aus" and place closing it (see the module), else ``text``."""
    if " aus " not in text:  # (most texts: no such word)
        return text
    return _BIRTHPLACE.sub("", text)


__all__ = ["without_birthplace"]
