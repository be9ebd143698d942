"""What a span's font says (pure): weight, slant and spacing by name, math letters, a lead,
raised type.

:func:`font_style` reads (bold, italic, monospaced) from a font's name (cached: a paper
has few fonts); :func:`math_letters` tells a span of math letters alone (set in a math
font's size and weight, so :mod:`~tapyre_paper_search.pdf.lines` lets its line's text
vote for the line's type); :func:`span_lead` is a line's first visible span's font and
weight (:attr:`~tapyre_paper_search.pdf.lines.Line.lead`); :func:`superscript` is
PyMuPDF's superscript flag of a span (the one place its bit is named), or its font's
superior figures (:mod:`.superiors`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tapyre_paper_search.pdf.superiors import superior_font

_BOLD_FONT = re.compile(
    r"bold|medi|black|heavy|semibold|demi|[-,]b$|tb$|\.b$|bx\d*$", re.IGNORECASE
)
_ITALIC_FONT = re.compile(r"italic|oblique|-it$|-i$|ti$|\bit\b|cmti|slant", re.IGNORECASE)
_MONO_FONT = re.compile(r"courier|mono|typewriter|cmtt|sftt|consol|inconsolata", re.IGNORECASE)
_SUPERSCRIPT = 1  # PyMuPDF's span flag bit 0: the span is set raised (superscript)
_FONT_STYLES: dict[str, tuple[bool, bool, bool]] = {}
# A span of math letters only, set in a math font's size and weight: mathematical
# alphanumeric symbols (U+1D400–U+1D7FF: newtx's 𝛼), Greek letters (Computer Modern's
# math italic α), primes, spaces.
_MATH_LETTERS = re.compile("[\U0001d400-\U0001d7ff\u0370-\u03ff\\s′]+")
# Two Greek letters in a row: a Greek word, text in its line's own type (a math letter
# stands alone).
_GREEK_WORD = re.compile("[\u0370-\u03ff]{2}")


def font_style(font: str) -> tuple[bool, bool, bool]:
    """(bold, italic, monospaced) as the font's name says (cached: a paper has few fonts)."""
    style = _FONT_STYLES.get(font)
    if style is None:
        style = _FONT_STYLES[font] = (
            bool(_BOLD_FONT.search(font)),
            bool(_ITALIC_FONT.search(font)),
            bool(_MONO_FONT.search(font)),
        )
    return style


def math_letters(text: str) -> bool:
    """Whether a span's ``text`` holds only math letters (:data:`_MATH_LETTERS`), no Greek
    word: "α" or "𝛼" is math, "δίσκων" is Greek text.  ASCII text is none: stripped, it
    is empty or opens with a character that is no space, none of the pattern's (most
    spans; speed45)."""
    if text.isascii():
        return False
    text = text.strip()
    return _MATH_LETTERS.fullmatch(text) is not None and not _GREEK_WORD.search(text)


def span_lead(span: Mapping[str, Any]) -> str:
    """The style of a line's first visible span: font and weight (not its size, which a
    scan's OCR measures word by word)."""
    font = str(span.get("font", ""))
    bold = bool(int(span.get("flags", 0)) & 16 or font_style(font)[0])
    return f"{font}/{'b' if bold else ''}"


def superscript(span: Mapping[str, Any]) -> bool:
    """Whether PyMuPDF flags ``span`` as set raised (its ``flags`` bit 0, superscript; a
    span without ``flags`` is not), or ``span`` is set in a font of superior figures
    (:func:`~.superiors.superior_font`: marks drawn raised, latex70)."""
    return bool(int(span.get("flags", 0)) & _SUPERSCRIPT) or superior_font(
        str(span.get("font", ""))
    )
