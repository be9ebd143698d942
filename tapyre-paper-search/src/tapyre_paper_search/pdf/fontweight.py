"""A font's weight as its name says, and whether one line's type is heavier (pure).

A family cut in many weights sets its body in a light cut and its headings in the
regular one ("OpenSans-Light" under "OpenSans-Regular", latex45): neither name says
"bold", yet the heading stands out as a bold one does.  :func:`heavier` tells such a
heading from its paragraph by their lines' leads (:attr:`~.lines.Line.lead`, "font/b"):
the same family, the heading's weight above the paragraph's.
"""

from __future__ import annotations

import re

_WEIGHTS: tuple[tuple[re.Pattern[str], int], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), weight)
    for pattern, weight in (
        (r"thin|hairline", 100),
        (r"extra-?light|ultra-?light", 200),
        (r"light", 300),
        (r"semi-?bold|demi", 600),
        (r"extra-?bold|ultra-?bold|heavy", 800),
        (r"black", 900),
        (r"bold", 700),
        (r"medium", 500),
    )
)
"""Weight words, the longer ones first ("SemiBold" before "Bold", "ExtraLight" before
"Light"); a name with none is the regular weight, :data:`REGULAR`."""
REGULAR = 400
_SUBSET = re.compile(r"^[A-Z]{6}\+")


def weight(font: str) -> int:
    """The weight a font's name says: 300 for "OpenSans-Light", 600 for "…-SemiBold",
    :data:`REGULAR` where it names none."""
    style = _style(font)
    return next((w for pattern, w in _WEIGHTS if pattern.search(style)), REGULAR)


def family(font: str) -> str:
    """The family part of a font's name, before its style: "OpenSans" of
    "ABCDEF+OpenSans-Light"."""
    return _SUBSET.sub("", font).split("-", 1)[0].split(",", 1)[0].casefold()


def _style(font: str) -> str:
    name = _SUBSET.sub("", font)
    for mark in ("-", ","):
        if mark in name:
            return name.split(mark, 1)[1]
    return ""


def heavier(lead: str, other: str) -> bool:
    """Whether the type of ``lead`` (a line's lead, "font/b" or "font/") is a heavier
    weight of the family ``other`` is set in: "OpenSans-Regular/" over
    "OpenSans-Light/"; never across families, nor where either is unknown."""
    font, _, bold = lead.partition("/")
    base, _, base_bold = other.partition("/")
    if not font or not base or family(font) != family(base):
        return False
    if bold and not base_bold:
        return True
    return weight(font) > weight(base)
