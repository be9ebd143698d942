"""Ligatures a simple font without a ``ToUnicode`` map names by their letters' code
points, read by their codes (issue 25, producer63).

A simple font may carry no ``ToUnicode`` map and name every glyph of its
``/Differences`` by code point, as subsetting tools write them: ``uni0045`` for "E" and
a ligature by its letters' code points joined, ``uni00660069`` for "fi" (or ``f_i``).
MuPDF reads a name of one code point, but gives a name of several as U+FFFD, which the
reader drops: "Eﬃcient" was read "Ecient", a title lost its letters.  Widths cannot
tell which ligature it was (fi and fl are as wide in most faces).  The code can:
MuPDF gives an unreadable code as the character of its number where asked
(``TEXT_CID_FOR_UNKNOWN_UNICODE``).

:func:`joined_gaps` (asked by :func:`~tapyre_paper_search.pdf.pagemend.mended_page`
only where a page's text holds a U+FFFD) reads such a page's raw dict once more with
that flag and gives, for each span font name of a font with such names (a name two of
the page's font objects carry with other such names is left: its spans could be
either's), a :class:`JoinedGaps`: the page's U+FFFD characters of that font in reading
order, each with the text its code's name reads as (the code: the character the second
reading gives at the same place) (the ligature's character for ff,
fi, fl, ffi, ffl).  :func:`~tapyre_paper_search.pdf.shortcmap.read_gaps` then reads
them in the same order.  A U+FFFD whose code has no such name, or whose width is not
the one read here, stays U+FFFD (dropped as before).  Fonts with a ``ToUnicode`` map
are :mod:`~tapyre_paper_search.pdf.shortcmap`'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tapyre_paper_search.pdf.blocks import dict_spans
from tapyre_paper_search.pdf.fontcodes import encoding_names
from tapyre_paper_search.pdf.glyphnames import unicode_of
from tapyre_paper_search.pdf.shortcmap import Gaps

_REPLACEMENT = "\ufffd"
_LIGATURES = {"ff": "\ufb00", "fi": "\ufb01", "fl": "\ufb02", "ffi": "\ufb03", "ffl": "\ufb04"}
_SIMPLE = ("/Type1", "/TrueType", "/MMType1")
# The width a character is read with and the one its code was read at may differ by
# this much (points: the same character of the same page, read twice).
_SAME = 0.01


@dataclass(frozen=True)
class JoinedGaps(Gaps):
    """A font's U+FFFD characters on one page, in reading order: each one's width
    (points) and the text its code's glyph name reads as (U+FFFD where none)."""

    queue: list[tuple[float, str]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return any(text != _REPLACEMENT for _, text in self.queue)

    def read(self, text: str, width: float, size: float) -> str:
        """The next U+FFFD's text where ``text`` is U+FFFD of the width read for it;
        anything else as read (``size`` is not needed: the width is the page's own)."""
        if text != _REPLACEMENT or not self.queue:
            return text
        wide, read = self.queue.pop(0)
        return read if abs(wide - width) <= _SAME else text


def joined_names(doc: Any, xref: int) -> dict[int, str]:
    """The codes of font object ``xref`` (a simple font without a ``ToUnicode`` map)
    whose ``/Differences`` glyph names read as two letters or more, with their text
    (a ligature's character for ff, fi, fl, ffi, ffl); none: an empty dict."""
    subtype = doc.xref_get_key(xref, "Subtype")[1]
    if subtype not in _SIMPLE or doc.xref_get_key(xref, "ToUnicode")[0] != "null":
        return {}
    out: dict[int, str] = {}
    for code, name in encoding_names(doc, xref, type1=subtype != "/TrueType").items():
        text = unicode_of(name)
        if text and len(text) > 1:
            out[code] = _LIGATURES.get(text, text)
    return out


def _fonts(doc: Any, page: Any) -> dict[str, dict[int, str]]:
    """The page's fonts with joined names, by span font name (base font without its
    subset tag, and resource name); a name carried by fonts with other names left out."""
    seen: dict[str, list[dict[int, str]]] = {}
    for xref, _ext, _kind, basefont, name, *_ in page.get_fonts():
        if xref <= 0:
            continue
        names = joined_names(doc, xref)
        for key in {basefont.rpartition("+")[2], name} - {""}:
            seen.setdefault(key, []).append(names)
    return {k: v[0] for k, v in seen.items() if v[0] and all(n == v[0] for n in v)}


def joined_gaps(doc: Any, page: Any, text: str, textpage: Any, flags: int) -> dict[str, Gaps]:
    """The :class:`JoinedGaps` of ``page`` (``textpage``: its text page, read with text
    extraction ``flags``) by span font name, where its ``text`` holds a U+FFFD and a
    font of the page has joined names; none: an empty dict."""
    if _REPLACEMENT not in text:
        return {}
    try:
        fonts = _fonts(doc, page)
        if not fonts:
            return {}
        import pymupdf

        plain = textpage.extractRAWDICT()
        coded = page.get_text("rawdict", flags=flags | pymupdf.TEXT_CID_FOR_UNKNOWN_UNICODE)
    except Exception:  # the fonts or the page cannot be read: read the text as given
        return {}
    codes = {_at(char): char.get("c", "") for span in dict_spans(coded) for char in span["chars"]}
    queues: dict[str, list[tuple[float, str]]] = {}
    for span in dict_spans(plain):
        names = fonts.get(str(span.get("font", "")))
        if names is None:
            continue
        queue = queues.setdefault(str(span["font"]), [])
        for char in span.get("chars", ()):
            if char.get("c") != _REPLACEMENT:
                continue
            code = codes.get(_at(char), "")
            text = names.get(ord(code), _REPLACEMENT) if len(code) == 1 else _REPLACEMENT
            queue.append((char["bbox"][2] - char["bbox"][0], text))
    gaps = {font: JoinedGaps({}, queue=queue) for font, queue in queues.items()}
    return {font: found for font, found in gaps.items() if found}


def _at(char: dict[str, Any]) -> tuple[float, float, float]:
    """Where a character stands (its box's left, top and right, to a hundredth of a
    point): the same character in both readings of a page."""
    box = char["bbox"]
    return (round(box[0], 2), round(box[1], 2), round(box[2], 2))


__all__ = ["JoinedGaps", "joined_gaps", "joined_names"]
