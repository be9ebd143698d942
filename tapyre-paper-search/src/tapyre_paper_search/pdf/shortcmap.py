"""Letters a font's short ``ToUnicode`` map leaves out, read from its glyph names (issue 25,
glyphs48).

A simple font's ``ToUnicode`` map may cover only part of the codes it sets: kpfonts'
sans math italic maps codes 0-127, but sets its Greek letters at 211-221, named
"alphasf", "zetasf", "lambdasf" only in its embedded Type 1 program's own encoding.
MuPDF then gives such a code as the Latin-1 character of its number ("Ó" for α at 211)
or as U+FFFD, and a title loses its "α".

:class:`ShortMaps` (one per document) looks at each font object once (by xref): a
one-byte font with a ``ToUnicode`` map, and its glyph names from its encoding's
``/Differences`` or, where the font dictionary names no encoding, from its embedded
Type 1 program's encoding vector.  Each code that the map leaves out, whose name
:func:`~tapyre_paper_search.pdf.glyphnames.unicode_of` reads and whose Latin-1
character the map gives no other code, is a *gap*.  A page is asked about only where
its text holds a character MuPDF gives such a code as (above U+007F in Latin-1, or
U+FFFD); :meth:`ShortMaps.on_page` then gives, for each span font name of the page's
fonts with gaps, their :class:`Gaps`: a Latin-1 character read by its code's name, a
U+FFFD (what PyMuPDF gives without ``TEXT_CID_FOR_UNKNOWN_UNICODE``) by the one gap
whose advance width (``/Widths``) the character's box has.  A character PyMuPDF read
through the map is never changed: only a code the map lacks reads as its Latin-1
character, and a U+FFFD of another width is left.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tapyre_paper_search.pdf.fontcodes import (
    advance_widths,
    encoding_names,
    mapped_codes,
    replacement_codes,
)
from tapyre_paper_search.pdf.glyphnames import unicode_of

_FALLBACK = re.compile(r"[\x80-\xff\ufffd]")
_REPLACEMENT = "\ufffd"

# A gap's letter and the character beside it in its line further apart than this (em)
# stand apart by a word space MuPDF did not write (it writes none beside a code it
# cannot read: "interferon-\ufffdand").
_SPACE = 0.15
WORD_SPACE = _SPACE
"""Two characters of a line further apart than this (em) stand apart by a word space
(glyphsplice puts one where MuPDF wrote none)."""
# A gap's advance and the character width's, within which a U+FFFD is read as it (em).
_WIDTH = 0.002


@dataclass(frozen=True)
class Gaps:
    """A font's codes that its ``ToUnicode`` map lacks, by the character MuPDF gives for
    each (its Latin-1 character, codes 128-255 only: an ASCII character is always taken
    as read), and by advance width (em) for U+FFFD."""

    by_char: dict[str, str]
    by_width: tuple[tuple[float, str], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.by_width or self.by_char)

    def shown(self, text: str) -> bool:
        """Whether a page's ``text`` holds a character MuPDF may have given for a gap."""
        return _REPLACEMENT in text or any(char in text for char in self.by_char)

    def shown_in(self, fallbacks: frozenset[str]) -> bool:
        """:meth:`shown` of a page text whose :func:`fallbacks` are ``fallbacks`` (every
        key of :attr:`by_char` is such a character; speed54)."""
        return _REPLACEMENT in fallbacks or not fallbacks.isdisjoint(self.by_char)

    def read(self, text: str, width: float, size: float) -> str:
        """What a character MuPDF read as ``text``, ``width`` wide in a span of font size
        ``size``, shows: a U+FFFD by the one gap its width fits (within
        :data:`_WIDTH`, none other within twice that), a gap's Latin-1 character by its
        name; anything else as read."""
        if text != _REPLACEMENT:
            return self.by_char.get(text, text)
        if size <= 0:
            return text
        em = width / size
        near = [letter for advance, letter in self.by_width if abs(advance - em) <= 2 * _WIDTH]
        fits = [letter for advance, letter in self.by_width if abs(advance - em) <= _WIDTH]
        return fits[0] if len(set(near)) == 1 and fits else text


def may_hold(text: str) -> bool:
    """Whether a page's ``text`` holds a character MuPDF may give for an unmapped code."""
    return _FALLBACK.search(text) is not None


def fallbacks(text: str) -> frozenset[str]:
    """The characters of ``text`` MuPDF may give for an unmapped code (Latin-1 above
    U+007F, U+FFFD): the only ones a font's gaps can show as, so a page's text is
    scanned once for all its fonts (speed54)."""
    return frozenset(_FALLBACK.findall(text))


@dataclass(frozen=True)
class _Named:
    """A font that may have gaps: its glyph names by code, its ``ToUnicode`` stream's
    xref, and the Latin-1 characters of its codes 128-255 (a gap among them is what
    MuPDF gives such a code as)."""

    names: dict[int, str]
    stream: int
    high: frozenset[str]

    def may_show_in(self, fallbacks: frozenset[str]) -> bool:
        """Whether a page text whose :func:`fallbacks` are ``fallbacks`` could show one
        of the font's gaps: a U+FFFD, or the Latin-1 character of a named code 128-255
        (every key of :attr:`Gaps.by_char` is one), without reading its ``ToUnicode``
        map (the text scanned once for all fonts, not once a character; speed54)."""
        return _REPLACEMENT in fallbacks or not fallbacks.isdisjoint(self.high)


def _named(doc: Any, xref: int) -> _Named | None:
    """What :func:`font_gaps` reads of font object ``xref`` before its ``ToUnicode``
    stream; ``None`` where that already shows it has no gaps."""
    subtype = doc.xref_get_key(xref, "Subtype")[1]
    if subtype not in ("/Type1", "/TrueType", "/MMType1"):
        return None
    kind, value = doc.xref_get_key(xref, "ToUnicode")
    if kind != "xref":
        return None
    names = encoding_names(doc, xref, type1=subtype != "/TrueType")
    if not names:
        return None
    high = frozenset(chr(code) for code in names if 0x80 <= code <= 0xFF)
    return _Named(names, int(value.split()[0]), high)


def font_gaps(doc: Any, xref: int) -> Gaps:
    """The gaps of font object ``xref`` (none: empty): each unmapped, named code's
    Latin-1 character with what it reads as, and its advance width; and the widths of
    the codes the map gives as U+FFFD itself, read as U+FFFD (review52: such a code of
    a gap's width was read as the gap's letter)."""
    named = _named(doc, xref)
    return Gaps({}) if named is None else _gaps_of(doc, xref, named)


def _gaps_of(doc: Any, xref: int, named: _Named) -> Gaps:
    """:func:`font_gaps` of a font of which :func:`_named` read ``named``."""
    stream = doc.xref_stream(named.stream) or b""
    text_of = stream.decode("latin-1")
    codes, texts = mapped_codes(text_of)
    found: dict[int, str] = {}
    for code, name in named.names.items():
        if code in codes or not 0 <= code <= 0xFF or chr(code) in texts:
            continue
        text = unicode_of(name)
        if text:
            found[code] = text
    if not found:
        return Gaps({})
    widths = advance_widths(doc, xref)
    # a code the map itself gives as U+FFFD stays one: a gap of its width is no longer
    # the one its width fits (review52)
    found.update({code: _REPLACEMENT for code in replacement_codes(text_of) if code not in found})
    return Gaps(
        {chr(code): text for code, text in found.items() if code >= 0x80 and text != _REPLACEMENT},
        tuple((widths[code], text) for code, text in found.items() if code in widths),
    )


class ShortMaps:
    """Which fonts of a document's pages have gaps, each font object looked at once."""

    def __init__(self) -> None:
        self._gaps: dict[int, Gaps] = {}
        self._named: dict[int, _Named | None] = {}

    def on_page(self, doc: Any, page: Any, text: str, data: Any = None) -> dict[str, Gaps]:
        """The gaps of ``page``'s fonts by the names their spans carry (base font, subset
        tag aside, and resource name), of fonts some character of whose gaps the page's
        ``text`` holds, and of its dict ``data``'s spans alone where given; none: an
        empty dict.  A name two font objects of the page carry with other gaps (two
        subsets of one font, one of them with none) is left out: its spans could be
        either's (review52: a U+FFFD of the font without gaps was read by the other's)."""
        try:
            fonts = page.get_fonts()
        except Exception:  # the page's resources cannot be read: read the text as given
            return {}
        named: dict[str, list[int]] = {}
        for xref, _ext, _kind, basefont, name, *_ in fonts:
            if xref <= 0:
                continue
            named.setdefault(basefont.rpartition("+")[2], []).append(xref)
            if name:
                named.setdefault(name, []).append(xref)
        if data is not None:  # only its spans' fonts are given: no other font read (speed60)
            used = {
                span.get("font")
                for block in data.get("blocks", ())
                for line in block.get("lines", ())
                for span in line.get("spans", ())
            }
            named = {font: xrefs for font, xrefs in named.items() if font in used}
        out: dict[str, Gaps] = {}
        shows = fallbacks(text)  # the text scanned once, not once a font (speed54)
        for font, xrefs in named.items():
            # the first font's gaps must show on the page: a font whose named codes
            # cannot show there is passed without reading its map (speed44)
            if not self._may_show(doc, xrefs[0], shows):
                continue
            first = self._of(doc, xrefs[0])
            if first and first.shown_in(shows) and all(self._of(doc, x) == first for x in xrefs):
                out[font] = first
        return out

    def _may_show(self, doc: Any, xref: int, shows: frozenset[str]) -> bool:
        """Whether font object ``xref``'s gaps may show in a page text whose
        :func:`fallbacks` are ``shows`` (:meth:`_Named.may_show_in`); a font with none
        found before ``_named`` read it shows none."""
        if xref in self._named:
            named = self._named[xref]
        elif xref in self._gaps:
            return bool(self._gaps[xref])
        else:
            try:
                named = _named(doc, xref)
            except Exception:  # MuPDF cannot read the font: read it as given
                self._gaps[xref] = Gaps({})
                return False
            self._named[xref] = named
        return named is not None and named.may_show_in(shows)

    def _of(self, doc: Any, xref: int) -> Gaps:
        """The gaps of font object ``xref``, read once (its map only after
        :meth:`_may_show` found they may show)."""
        gaps = self._gaps.get(xref)
        if gaps is None:
            try:
                named = self._named[xref] if xref in self._named else _named(doc, xref)
                gaps = Gaps({}) if named is None else _gaps_of(doc, xref, named)
            except Exception:  # MuPDF cannot read the font: read it as given
                gaps = Gaps({})
            self._gaps[xref] = gaps
        return gaps


def read_gaps(raw: dict[str, Any], gaps: Mapping[str, Gaps]) -> None:
    """Each character of a raw dict's span in a font with ``gaps`` that MuPDF gave for
    a code its ``ToUnicode`` map lacks, read by the code's glyph name (others are left),
    and a space put between such a letter and a character further from it in its
    (horizontal) line than a word space (:data:`_SPACE`)."""
    for block in raw.get("blocks", ()):
        for line in block.get("lines", ()):
            read: list[tuple[dict[str, Any], dict[str, Any]]] = []
            for span in line.get("spans", ()):
                own = gaps.get(str(span.get("font", "")))
                size = float(span.get("size", 0.0))
                for char in span.get("chars", ()) if own else ():
                    box, text = char["bbox"], char.get("c", "")
                    char["c"] = own.read(text, box[2] - box[0], size) if own else text
                    if char["c"] != text:
                        read.append((span, char))
            if read and tuple(line.get("dir", (1.0, 0.0))) == (1.0, 0.0):
                _spaced(line, read)


def _spaced(line: dict[str, Any], read: list[tuple[dict[str, Any], dict[str, Any]]]) -> None:
    """Spaces put beside the ``read`` letters of ``line`` (span, character) where the
    character next to one stands further off than a word space."""
    chars = [char for span in line.get("spans", ()) for char in span.get("chars", ())]
    at = {id(char): k for k, char in enumerate(chars)}
    for span, char in read:
        k = at[id(char)]
        apart = _SPACE * float(span.get("size", 0.0))
        before = chars[k - 1] if k else None
        after = chars[k + 1] if k + 1 < len(chars) else None
        own = span["chars"]
        if after is not None and _apart(char, after, apart):
            own.insert(own.index(char) + 1, _space(char, char["bbox"][2], after["bbox"][0]))
        if before is not None and _apart(before, char, apart):
            own.insert(own.index(char), _space(char, before["bbox"][2], char["bbox"][0]))


def _apart(left: dict[str, Any], right: dict[str, Any], apart: float) -> bool:
    texts = (left.get("c", ""), right.get("c", ""))
    if any(not t or t.isspace() for t in texts):
        return False
    return bool(right["bbox"][0] - left["bbox"][2] > apart > 0)


def _space(char: dict[str, Any], left: float, right: float) -> dict[str, Any]:
    """A space from ``left`` to ``right`` at ``char``'s height, as MuPDF writes one."""
    box = char["bbox"]
    origin = char.get("origin", (left, box[3]))
    space = char | {"c": " ", "bbox": (left, box[1], right, box[3]), "origin": (left, origin[1])}
    if "synthetic" in char:
        space["synthetic"] = True
    return space


__all__ = ["WORD_SPACE", "Gaps", "ShortMaps", "fallbacks", "font_gaps", "may_hold", "read_gaps"]
