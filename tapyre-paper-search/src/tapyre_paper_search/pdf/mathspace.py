"""A word space MuPDF leaves out beside a letter of another font on the same line.

TeX sets a math letter (α from a math font, 𝛼 from a Unicode math font) in the
text line, and a word space after it is glue, not a character; MuPDF, which
makes up a space from a gap only within what it takes for one run of text,
writes none where the font changes: "receptor-𝛼 levels" is read
"receptor-𝛼levels", "Λα to" "Λαto" (issue 25, glyphs49; names47's h47 mnras).

:func:`spaced` puts a space into a page dict's line between two spans where
the font changes, one side's character at the change is a letter outside ASCII
(the other font's), neither side is a space, and the two stand further apart
than :data:`_GAP` em (a word space; a letter's own side bearing or an italic
correction is far less).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

# Two spans further apart than this (em of the larger size) stand a word space apart.
_GAP = 0.2


def spaced(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a page dict) with the spaces put in (its lines changed in place where
    one is; ``data`` itself is given back)."""
    for block in data.get("blocks", ()):
        for line in block.get("lines", ()) if block.get("type", 0) == 0 else ():
            spans = line.get("spans", ())
            for left, right in pairwise(spans):
                if _apart(left, right):
                    right["text"] = " " + str(right.get("text", ""))
    return data


def _apart(left: dict[str, Any], right: dict[str, Any]) -> bool:
    if left.get("font") == right.get("font"):
        return False
    before, after = str(left.get("text", "")), str(right.get("text", ""))
    if not before or not after or before[-1].isspace() or after[0].isspace():
        return False
    if not (_foreign_letter(before[-1]) or _foreign_letter(after[0])):
        return False
    size = max(float(left.get("size", 0.0)), float(right.get("size", 0.0)))
    return bool(right["bbox"][0] - left["bbox"][2] > _GAP * size > 0)


def _foreign_letter(char: str) -> bool:
    return ord(char) > 127 and char.isalpha()


__all__ = ["spaced"]
