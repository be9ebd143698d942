"""A mark below a letter drawn as its own small glyph (names35).

pdfLaTeX sets a letter its font lacks as the bare letter with a mark drawn under it:
Latvian "ņ" / "ķ" / "ļ" / "ģ" as "n" with a small comma ("Bērziņš" comes out as spans
``"Bērzin"``, ``","`` in a smaller size, ``" š"``), Romanian "ș" / "ț" likewise, an
ogonek under a vowel.  Read as they come, the small comma is a footnote mark between two
names ("Bērzin, š"), so a Latvian byline was cut or lost.

:func:`marks_below` finds such a mark by its place, not its text alone: a one-character
span of a comma, cedilla or ogonek, set smaller than the span before it, lying wholly
inside that span's horizontal extent (a separator comma or a footnote mark starts at or
after the word's end) and on a baseline lower than its (review104: a mark below is
lowered; a comma kerned back over a letter on the line's baseline, "Doe" ",", or raised
as a footnote's separator, "Doe" "," "¹", is no mark below).  The mark is composed
with the letter before it (NFC; a comma under s/t is U+0326, under any other letter the
cedilla U+0327, as Unicode spells ņ ķ ļ ģ ŗ), and the space PyMuPDF puts before the
next span, which starts left of the letter's end after the pen moved back, goes (that
span's origin, which PyMuPDF takes from the space on the mark's baseline, is put back
on the letter's).  Lines with no such span are returned
as given (one pass over the spans' texts, no other work).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

_BELOW = {",": "\u0327", "\u00b8": "\u0327", "\u02db": "\u0328"}
# The letters that take a comma below, not a cedilla, in Unicode (ș ț Ș Ț).
_COMMA_LETTERS = frozenset("sStT")
# The mark is set at most this share of the letter's size (LaTeX's comma: 6 pt under 11).
_SMALLER = 0.9
# Its baseline lies at least this share of the letter's size below the letter's (LaTeX's
# comma: 1.5 pt under 11 pt; review104).
_LOWERED = 0.05


def marks_below(spans: Sequence[Mapping[str, Any]]) -> Sequence[Mapping[str, Any]]:
    """``spans`` with each small mark drawn under the letter before it composed into
    that letter (see the module's text); ``spans`` itself where there is none."""
    for span in spans:  # (a loop, not ``any`` over a generator: speed58a)
        if span.get("text", "") in _BELOW:
            break
    else:
        return spans
    out: list[Mapping[str, Any]] = []
    glued = False  # the last span took a mark: a space opening the next one may go
    for span in spans:
        text = span.get("text", "")
        before = out[-1] if out else None
        if before is not None and text in _BELOW and _under(span, before):
            out[-1] = _composed(before, text)
            glued = True
            continue
        moved_back = (
            glued
            and before is not None
            and text.startswith(" ")
            and float(span["bbox"][0]) < float(before["bbox"][2])
        )
        if moved_back and before is not None:
            # The space PyMuPDF puts there sits on the mark's baseline, and the span takes
            # its origin: the letters after it are on the letter's.
            out.append({**span, "text": text[1:], "origin": _on_baseline(span, before)})
        else:
            out.append(span)
        glued = False
    return out


def _under(mark: Mapping[str, Any], letter: Mapping[str, Any]) -> bool:
    """Whether ``mark`` is set smaller than ``letter``'s span, inside its extent and
    lower, after a letter."""
    text = letter.get("text", "")
    if not text or not text[-1].isalpha():
        return False
    size = float(letter.get("size", 0.0))
    if float(mark.get("size", 0.0)) > size * _SMALLER:
        return False
    lowered = float(mark.get("origin", (0.0, 0.0))[1]) - float(letter.get("origin", (0.0, 0.0))[1])
    if lowered < size * _LOWERED:
        return False
    mx0, _, mx1, _ = (float(v) for v in mark.get("bbox", (0.0, 0.0, 0.0, 0.0)))
    lx0, _, lx1, _ = (float(v) for v in letter.get("bbox", (0.0, 0.0, 0.0, 0.0)))
    return lx0 < mx0 and mx1 <= lx1


def _on_baseline(span: Mapping[str, Any], letter: Mapping[str, Any]) -> tuple[float, float]:
    """``span``'s origin moved onto ``letter``'s baseline."""
    x = float(span.get("origin", (0.0, 0.0))[0])
    return (x, float(letter.get("origin", (0.0, 0.0))[1]))


def _composed(letter: Mapping[str, Any], mark: str) -> Mapping[str, Any]:
    text = letter["text"]
    last = text[-1]
    accent = "\u0326" if mark == "," and last in _COMMA_LETTERS else _BELOW[mark]
    return {**letter, "text": text[:-1] + unicodedata.normalize("NFC", last + accent)}
