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
correction is far less). :func:`spaced_raw` does the same on a body page's raw dict
(glyphs52: "each sample 𝑥𝑖was weighed", "3^𝑘settings" on acmart's body pages).
Both set a binary operator alone between two spans on both sides or neither
(:func:`_wanted`; front pages since glyphs53, body pages since glyphs52).

An arrow or a math operator outside ASCII set from a math font in a text line is the
same case (words53): "VMH $\\rightarrow$ arcuate" was read "VMH →arcuate", "A →B",
"x ↔y" (TeX's space after the symbol is glue at a font change).  A character of
:func:`_symbol` at the change counts as the other font's letter does; one set closer
than :data:`_GAP` em stays glued ("VMH→arcuate" as typed).  ASCII operators ("+", "=",
"<") are left: the text fonts hold them too.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from itertools import pairwise
from typing import Any

from tapyre_paper_search.pdf.spanfields import raw_text

# Two spans further apart than this (em of the larger size) stand a word space apart.
_GAP = 0.2
# An operator touching one neighbour (em) is no binary operator but a unary or postfix
# sign: TeX sets a binary one a medium space (0.22 em) from both (merge of glyphs53 and
# words53: "CD38$-$ human" read "CD38-human").
_TOUCHING = 0.05
# An operator's bare side, across from MuPDF's space, stands a space apart beyond this.
_ONE_SIDE = 0.15
# A Greek or mathematical letter glued to an ASCII letter, as a block list reads a line:
# the letter first, then an ASCII letter right before it (a lookbehind over the two) or
# right after it.  Opening with the Greek and math class lets the search skip the other
# characters at C speed (speed54); it matches where the two-way form
# "[Greek/math][A-Za-z]|[A-Za-z][Greek/math]" does (a line break is neither letter).
GLUED_LETTERS = "\u0370-\u03ff\U0001d400-\U0001d7ff"
_GLUED = re.compile(f"[{GLUED_LETTERS}](?:(?<=[A-Za-z].)|(?=[A-Za-z]))")
# Arrows (Arrows, Supplemental Arrows-A and -B) and an arrow or operator glued to an ASCII
# letter or digit, as a block list reads a line (words53), in the same one-class-first
# form as :data:`_GLUED`.
_ARROWS = "\u2190-\u21ff\u27f0-\u27ff\u2900-\u297f"
_GLUED_SYMBOL = re.compile(f"[{_ARROWS}\u2200-\u22ff](?:(?<=[A-Za-z0-9].)|(?=[A-Za-z0-9]))")
_IN_ARROWS = re.compile(f"[{_ARROWS}]")
# The ASCII math operators ("+", "<", "=", ">", "|", "~": Unicode category Sm).
_ASCII_OPERATORS = frozenset(c for c in map(chr, range(128)) if unicodedata.category(c) == "Sm")
_ASCII_OPERATOR_IN = re.compile("[" + re.escape("".join(sorted(_ASCII_OPERATORS))) + "]")


def spaced(data: dict[str, Any], changed: set[int] | None = None) -> dict[str, Any]:
    """``data`` (a page dict) with the spaces put in (its lines changed in place where
    one is; ``data`` itself is given back).  The ``id`` of each block one was put into
    is added to ``changed`` where given (as :func:`spaced_raw` adds it; speed59a)."""
    for block in data.get("blocks", ()):
        for line in block.get("lines", ()) if block.get("type", 0) == 0 else ():
            spans = line.get("spans", ())
            if len(spans) < 2:
                continue  # no pair (speed56: no call)
            texts = [str(span.get("text", "")) for span in spans]  # :func:`_text`, inline
            for k, wanted in enumerate(_wanted_texts(spans, texts), 1):
                if wanted:
                    spans[k]["text"] = " " + texts[k]
                    if changed is not None:
                        changed.add(id(block))
    return data


def spaced_raw(raw: dict[str, Any], changed: set[int] | None = None) -> bool:
    """Put the spaces into the raw dict ``raw`` (spans with ``chars``; body pages and the
    references list, :class:`~.texpage.MendedPage`) in place: a space character of no
    width at the right span's start; whether any was put in.  The ``id`` of each block
    one was put into is added to ``changed`` where given (speed57)."""
    found = False
    for block in raw.get("blocks", ()):
        for line in block.get("lines", ()) if block.get("type", 0) == 0 else ():
            spans = line.get("spans", ())
            if len(spans) < 2:
                continue  # no pair (speed56: no call)
            for right, wanted in zip(spans[1:], _wanted(spans, raw_text), strict=True):
                chars = right.get("chars", [])
                if chars and wanted:
                    x0, y0, _, y1 = chars[0].get("bbox", (0, 0, 0, 0))
                    chars.insert(0, {**chars[0], "c": " ", "bbox": (x0, y0, x0, y1)})
                    found = True
                    if changed is not None:
                        changed.add(id(block))
    return found


def _wanted(
    spans: list[dict[str, Any]], text_of: Callable[[dict[str, Any]], str] | None = None
) -> list[bool]:
    """Whether a space goes before each span after the first of a line (``text_of``
    reads a span: a dict's text or, by default, a raw dict's characters; each span's
    text is read once, speed54).  A binary operator set alone between two spans ("𝑃𝑃",
    "−", "𝑄𝐴": TeX's medium space either side) is spaced on both sides or neither, by
    the mean of its two gaps, where neither side has a space already: one side alone
    reads "PP -QA" (body pages, glyphs52; front pages' dicts too, glyphs53: a title's or
    abstract's "x =y").  One that touches a neighbour (closer than :data:`_TOUCHING`
    em) is a sign, not a binary operator: each side keeps its own reading ("CD38−
    human")."""
    if len(spans) < 2:
        return []  # (no pair: no text read)
    return _wanted_texts(spans, [(text_of or raw_text)(span) for span in spans])


def _wanted_texts(spans: list[dict[str, Any]], texts: list[str]) -> list[bool]:
    """:func:`_wanted` of a line of two spans or more whose texts are ``texts``."""
    joined = "".join(texts)
    if joined.isascii() and (
        # a two-character span holding an operator holds an operator (speed56: one
        # search of the line, at C speed, before the spans are asked one by one)
        _ASCII_OPERATOR_IN.search(joined) is None
        or not any(len(text) == 2 and text.strip() in _ASCII_OPERATORS for text in texts)
    ):
        # An all-ASCII line (speed55): no side of a font change is another font's letter
        # or symbol (:func:`_foreign`), and an operator alone is spaced only beside a
        # side found spaced, which only an operator and a space spanned together start
        # (:func:`_one_side_spaced`): no space goes in.
        return [False] * (len(spans) - 1)
    wanted = [
        _apart_texts(spans[k - 1], spans[k], texts[k - 1], texts[k]) for k in range(1, len(spans))
    ]
    for k in range(1, len(spans) - 1):
        text = texts[k]
        if len(text) == 2 and _one_side_spaced(spans, k, texts):
            wanted[k if text[0] == " " else k - 1] = True
            continue
        if wanted[k - 1] == wanted[k] or len(text) != 1 or unicodedata.category(text) != "Sm":
            continue
        left, right = texts[k - 1], texts[k + 1]
        if not left or not right or left[-1].isspace() or right[0].isspace():
            continue
        gaps = (_gap(spans[k - 1], spans[k]), _gap(spans[k], spans[k + 1]))
        size = max(float(spans[k].get("size", 0.0)), float(spans[k - 1].get("size", 0.0)))
        if min(gaps) < _TOUCHING * size:
            continue  # a unary or postfix sign ("CD38− human"): each side its own gap
        wanted[k - 1] = wanted[k] = sum(gaps) > 2 * _GAP * size
    return wanted


def _one_side_spaced(spans: list[dict[str, Any]], k: int, texts: list[str]) -> bool:
    """Whether ``spans[k]`` (its text ``texts[k]``, two characters) is a binary operator that MuPDF
    spaced on one side only, inside its span (" −" before "Δ", "− " after "Γ"; glyphs53),
    whose bare side stands apart from its letter by more than :data:`_ONE_SIDE` em: TeX
    sets the same medium space on both sides, so that side gets one too ("Γ −Δ" reads
    "Γ − Δ").  A unary minus ("of −1", "−𝛼" glued) stands closer or before no letter."""
    operator = texts[k].strip()
    if len(operator) != 1 or unicodedata.category(operator) != "Sm":
        return False
    spaced_left = texts[k][0] == " "
    other = spans[k + 1] if spaced_left else spans[k - 1]
    near = texts[k + 1] if spaced_left else texts[k - 1]
    if not near or not (near[0] if spaced_left else near[-1]).isalpha():
        return False
    gap = _gap(spans[k], other) if spaced_left else _gap(other, spans[k])
    return gap > _ONE_SIDE * max(float(spans[k].get("size", 0.0)), float(other.get("size", 0.0)))


def _gap(left: dict[str, Any], right: dict[str, Any]) -> float:
    return float(right["bbox"][0]) - float(left["bbox"][2])


def has_glued_spans(data: dict[str, Any]) -> bool:
    """Whether a page dict ``data`` holds two neighbouring spans of a line that
    :func:`spaced_raw` would set apart (a math letter glued to a word): where none is,
    the raw dict would gain no space (merge of glyphs52 and speed53's dict check)."""
    for block in data.get("blocks", ()):
        for line in block.get("lines", ()) if block.get("type", 0) == 0 else ():
            if any(_apart(left, right) for left, right in pairwise(line.get("spans", ()))):
                return True
    return False


def may_lack_space(text: str) -> bool:
    """Whether a page's ``text`` (as its block list reads it) shows a letter outside
    ASCII glued to an ASCII letter ("𝑥𝑖was", "λweighs"), or an arrow or operator glued
    to an ASCII letter or digit ("→arcuate"; words53): only then is a page read from its
    block or word list worth its raw dict for :func:`spaced_raw`."""
    return bool(_GLUED.search(text) or _GLUED_SYMBOL.search(text))


def _text(span: dict[str, Any]) -> str:
    return str(span.get("text", ""))


def _apart(
    left: dict[str, Any],
    right: dict[str, Any],
    text_of: Callable[[dict[str, Any]], str] = _text,
) -> bool:
    if left.get("font") == right.get("font"):
        return False
    return _apart_texts(left, right, text_of(left), text_of(right))


def _apart_texts(left: dict[str, Any], right: dict[str, Any], before: str, after: str) -> bool:
    """:func:`_apart` of two spans whose texts are ``before`` and ``after``."""
    if left.get("font") == right.get("font"):
        return False
    if not before or not after or before[-1].isspace() or after[0].isspace():
        return False
    if not (_foreign(before[-1]) or _foreign(after[0])):
        return False
    size = max(float(left.get("size", 0.0)), float(right.get("size", 0.0)))
    return bool(right["bbox"][0] - left["bbox"][2] > _GAP * size > 0)


def _foreign(char: str) -> bool:
    """Whether ``char`` is a letter outside ASCII or a :func:`_symbol`."""
    return ord(char) > 127 and (char.isalpha() or _symbol(char))


def _symbol(char: str) -> bool:
    """Whether ``char`` is an arrow or a math operator outside ASCII ("→", "⇒", "↔", "≤",
    "∈", "×", "−"; words53): a math font's symbol, set in a text line between its
    spaces."""
    return ord(char) > 127 and (
        unicodedata.category(char) == "Sm" or bool(_IN_ARROWS.fullmatch(char))
    )


__all__ = ["may_lack_space", "spaced", "spaced_raw"]
