"""A span of invisible format characters alone, drawn with no width inside a word,
left out of its line (pure; issue 25, producer68).

A layout tool exports a discretionary hyphen it did not break at as a zero-width
soft-hyphen glyph (U+00AD) inside the word; a word processor may write a zero-width
space, joiner or word joiner there (U+200B to U+200D, U+2060).  Where the word is
set in two sizes (small capitals: "B" 12 pt, "UR" 9.4 pt, then the soft hyphen in
the font's full size, then "ROWS" 9.4 pt) MuPDF gives the glyph a span of its own,
and the smaller run after it reads as a mark after a full-size character: the name
was cut there ("M. BUR­ROWS" read "M. Bur", "ROWS" lost).

:func:`without_format_spans` drops every span whose text is only such characters
and whose box has no width (under a twentieth of a point), so the runs on either
side meet as the page shows them: one span where they are set in one font, size and
baseline ("UR" + "ROWS": "URROWS", as MuPDF gives a run with nothing inside it).
Gate: a character test on each span's first character, asked only for lines set in
more than one type (the one-type lines PyMuPDF gives whole never reach it).

What stays: a visible hyphen (U+002D, U+2010) is a glyph with width; a soft hyphen
inside a span's text stays for the normalizer (line-end hyphenation); a span of
format characters that has width (a tool that drew a real hyphen glyph for it)
stays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

FORMAT = frozenset("\u00ad\u200b\u200c\u200d\u2060\ufeff")
"""Characters drawn with no ink and no advance: soft hyphen, zero-width space,
non-joiner, joiner, word joiner, zero-width no-break space."""
_WIDTH = 0.05


def _format_only(span: Mapping[str, Any]) -> bool:
    text = str(span.get("text", ""))
    if not text or text[0] not in FORMAT or not set(text) <= FORMAT:
        return False
    box = span.get("bbox", (0.0, 0.0, 0.0, 0.0))
    return float(box[2]) - float(box[0]) < _WIDTH


def without_format_spans(spans: Sequence[Mapping[str, Any]]) -> Sequence[Mapping[str, Any]]:
    """``spans`` without the zero-width spans of format characters alone (the same
    sequence where there is none)."""
    if not any(str(s.get("text", ""))[:1] in FORMAT for s in spans):
        return spans
    kept: list[Mapping[str, Any]] = []
    joins = False  # the last span dropped sat between two kept ones
    for span in spans:
        if _format_only(span):
            joins = bool(kept)
            continue
        if joins and _same_type(kept[-1], span):
            kept[-1] = _joined(kept[-1], span)
        else:
            kept.append(span)
        joins = False
    return kept if len(kept) < len(spans) else spans


def _same_type(left: Mapping[str, Any], right: Mapping[str, Any]) -> bool:
    """Whether two spans are set in one font, size and place (one span, as MuPDF
    gives a run with no soft hyphen inside)."""
    return (
        left.get("font") == right.get("font")
        and abs(float(left.get("size", 0.0)) - float(right.get("size", 0.0))) < 0.05
        and left.get("flags") == right.get("flags")
        and left.get("origin", (0.0, 0.0))[1] == right.get("origin", (0.0, 0.0))[1]
    )


def _joined(left: Mapping[str, Any], right: Mapping[str, Any]) -> dict[str, Any]:
    """``left`` and ``right`` as one span: their texts, characters and boxes joined."""
    a, b = left.get("bbox", (0.0, 0.0, 0.0, 0.0)), right.get("bbox", (0.0, 0.0, 0.0, 0.0))
    out = dict(left)
    out["text"] = str(left.get("text", "")) + str(right.get("text", ""))
    out["bbox"] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
    if "chars" in left and "chars" in right:
        out["chars"] = [*left["chars"], *right["chars"]]
    return out


__all__ = ["FORMAT", "without_format_spans"]
