"""Glyphs a fallback font set on a line of their own, put back into their line.

A word processor draws a character its text font lacks (a Greek letter, "∼",
"κ") from another font (DejaVu, Symbol, Cambria Math).  MuPDF reads the
character right but, the other font's ascent, descent or baseline differing,
puts it on a line (or in a block) of its own: "integrin β3" is read as the line
"integrin 3" and a line "β" beside it, which the front-matter reader drops or
reads apart (issue 25, glyphs49).

:func:`spliced` finds, in a page's dict, each such short line (a few characters,
none of its fonts the host line's, of the host's size) whose box lies in a
longer line's vertical band and in a horizontal gap of it (or touching its
first or last character), and puts its characters back into the host line at
their places.  The characters come from the page's raw dict (read only when a
candidate is found, so most pages cost one pass over their lines): a space
MuPDF made up (``synthetic``) that a character of the other line covers goes,
and a space is put beside a glyph whose neighbour stands further off than a
word space (:data:`~tapyre_paper_search.pdf.shortcmap.WORD_SPACE`, the rule
letters read by glyph name follow).

Only characters a text font may lack are taken for a fallback font's (none
ASCII).  A line of smaller type set raised is taken where it is letters only (a raised
"α" from another font, which the raised-mark handling would drop: glyphs51).  What is
left where it is: a line of other smaller or larger type (a raised footnote mark, a
subscript: the line builder's own raised/lowered handling reads those), a line sharing
a font with its neighbour, and one standing apart from it by more than :data:`_TOUCH`
em (a bullet before its item, an equation's number at the margin).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tapyre_paper_search.pdf.boxes import float_union as union
from tapyre_paper_search.pdf.glyphmerge import TOUCH as _TOUCH
from tapyre_paper_search.pdf.glyphmerge import Box, merge
from tapyre_paper_search.pdf.glyphrows import BAND as _BAND
from tapyre_paper_search.pdf.glyphrows import Place, glyph_rows
from tapyre_paper_search.pdf.glyphrows import Row as _Row
from tapyre_paper_search.pdf.glyphrows import glyph_text as _glyph_text
from tapyre_paper_search.pdf.spanfields import raw_text

# The host line holds at least this many characters (spaces aside).
_MIN_HOST = 4
# The glyph line's size over the host's, within these bounds (raised or lowered pieces
# are set smaller).
_SIZES = (0.85, 1.2)
# A raised fallback letter's size over the host's (superscript type: 0.58-0.7 as a rule).
_RAISED_SIZES = (0.5, 0.85)
# The glyph box's top and bottom each within _BAND (glyphrows.BAND) of the host's height
# of the host's.


def spliced(data: dict[str, Any], raw_of: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """The page dict ``data`` with each fallback-font glyph line put back into its host
    line (``raw_of``: the page's raw dict, with characters, read only when one is
    found; its blocks and lines as ``data``'s).  ``data`` itself where none is."""
    pairs = _candidates(data)
    if not pairs:
        return data
    raw_blocks = raw_of().get("blocks", ())
    if len(raw_blocks) != len(data.get("blocks", ())):
        return data
    return _rebuilt(data, pairs, raw_blocks, _dict_line)


def spliced_raw(raw: dict[str, Any]) -> dict[str, Any]:
    """The page's raw dict ``raw`` (spans with characters) with each fallback-font glyph
    line put back into its host line, as :func:`spliced` does for the dict: for the
    pages read from MuPDF's block and word lists (body text, the references list),
    whose lists are then made from it (:class:`~tapyre_paper_search.pdf.texpage.MendedPage`).
    ``raw`` itself where none is."""
    pairs = _candidates(raw)
    if not pairs:
        return raw
    return _rebuilt(raw, pairs, raw.get("blocks", ()), _raw_spans_line)


def has_glyph_line(data: dict[str, Any]) -> bool:
    """Whether :func:`spliced` would find a glyph line and its host in the page dict
    ``data``.  A raw dict's spans are a dict's with characters for text (speed53): the
    answer is the one :func:`spliced_raw` finds on the same text page's raw dict."""
    return bool(_candidates(data))


def may_hold_glyph_line(text: str) -> bool:
    """Whether a page's ``text`` (its blocks' lines) has a line a fallback font's glyphs
    may make (see :func:`~.glyphrows.glyph_text`, at most
    :data:`~.glyphrows.MAX_GLYPHS` of them): only then is a page read from its block or
    word list worth its raw dict.  An all-ASCII text has none (speed53: one test instead
    of one a line)."""
    return not text.isascii() and any(_glyph_text(line) for line in text.splitlines())


def _rebuilt(
    data: dict[str, Any],
    pairs: list[tuple[Place, tuple[Place, ...]]],
    raw_blocks: Any,
    line_of: Callable[[dict[str, Any], list[dict[str, Any]]], dict[str, Any]],
) -> dict[str, Any]:
    """``data`` with the glyph lines of ``pairs`` merged into their hosts (their raw
    spans from ``raw_blocks``; each merged line made by ``line_of``)."""
    blocks = data.get("blocks", ())
    merged: dict[Place, list[dict[str, Any]]] = {}
    gone: set[Place] = set()
    into: dict[Place, Place] = {}  # a host joined to the one before it: that one
    for glyph, found in pairs:
        hosts = tuple(dict.fromkeys(_joined(into, host) for host in found))
        if glyph in gone:
            continue
        host_spans = [
            span
            for host in hosts
            for span in merged.get(host) or _raw_line(raw_blocks, host).get("spans", [])
        ]
        spans = merge(host_spans, _raw_line(raw_blocks, glyph).get("spans", []))
        if spans is not None:
            merged[hosts[0]] = spans
            gone.add(glyph)
            for host in hosts[1:]:
                gone.add(host)
                into[host] = hosts[0]
                merged.pop(host, None)
    if not merged:
        return data
    out = {k: v for k, v in data.items() if k != "blocks"}
    out_blocks = []
    for b, block in enumerate(blocks):
        if block.get("type", 0) != 0:
            out_blocks.append(block)
            continue
        lines = []
        for k, line in enumerate(block.get("lines", ())):
            if (b, k) in gone:
                continue
            spans = merged.get((b, k))
            lines.append(line if spans is None else line_of(line, spans))
        if lines:
            out_blocks.append(
                {**block, "lines": lines, "bbox": union([ln["bbox"] for ln in lines])}
            )
    out["blocks"] = out_blocks
    return out


def _joined(into: dict[Place, Place], place: Place) -> Place:
    """The line ``place`` was joined to (itself where it was not)."""
    while place in into:
        place = into[place]
    return place


def _candidates(data: dict[str, Any]) -> list[tuple[Place, tuple[Place, ...]]]:
    """(glyph line, host lines) places: each short line in another font inside a
    longer line's band and reach; its host the line around it overlapping it most,
    or, where MuPDF broke the host at the glyph's gap, the lines either side of it
    (in one font), which the glyph joins.  The rows are built only on a page with a
    glyph line, and only those that may stand beside one (:func:`~.glyphrows.glyph_rows`,
    speed55): most pages have none, and most lines stand beside none."""
    rows, glyphs = glyph_rows(data, _text)
    pairs: list[tuple[Place, tuple[Place, ...]]] = []
    for glyph in glyphs:
        hosts = _hosts(glyph, rows)
        if hosts:
            pairs.append((glyph[0], hosts))
    return pairs


def _hosts(glyph: _Row, rows: list[_Row]) -> tuple[Place, ...]:
    """The host line(s) of ``glyph`` among ``rows`` (none: an empty tuple)."""
    place, box, _text, fonts, size = glyph
    near: list[_Row] = []
    for row in rows:
        h_place, h_box, _h_text, h_fonts, h_size = row
        if h_place == place or fonts & h_fonts:
            continue
        reach = _TOUCH * h_size
        if box[2] < h_box[0] - reach or box[0] > h_box[2] + reach:
            continue
        if _in_band(box, size, h_box, h_size) or _raised_letter(glyph, h_box, h_size):
            near.append(row)
    middle = (box[0] + box[2]) / 2
    hosts = [r for r in near if _count(r[2]) >= _MIN_HOST]
    around = [r for r in hosts if r[1][0] <= middle <= r[1][2]]
    if around:
        return (max(around, key=lambda r: _overlap(box, r[1]))[0],)
    left = [r for r in near if r[1][2] < middle]
    right = [r for r in near if r[1][0] > middle]
    if left and right:
        before = max(left, key=lambda r: r[1][2])
        after = min(right, key=lambda r: r[1][0])
        span = after[1][0] - before[1][2]
        longer = max(_count(before[2]), _count(after[2]))
        if (
            before[3] == after[3]
            and longer >= _MIN_HOST
            and span <= box[2] - box[0] + 2 * _TOUCH * before[4]
        ):
            return (before[0], after[0])
    nearest = min(hosts, key=lambda r: max(r[1][0] - box[2], box[0] - r[1][2]), default=None)
    return () if nearest is None else (nearest[0],)


def _in_band(box: Box, size: float, h_box: Box, h_size: float) -> bool:
    """Whether a glyph line (``box``, ``size``) is set in its host's size and band."""
    height = h_box[3] - h_box[1]
    if height <= 0 or not _SIZES[0] * h_size <= size <= _SIZES[1] * h_size:
        return False
    return max(abs(box[1] - h_box[1]), abs(box[3] - h_box[3])) <= _BAND * height


def _raised_letter(glyph: _Row, h_box: Box, h_size: float) -> bool:
    """Whether ``glyph`` is a fallback font's letters set raised beside its host (glyphs51):
    smaller type (:data:`_RAISED_SIZES` of the host's), letters only (a raised "α"; a
    footnote's "†", "*" or digit is no letter and stays the raised-mark handling's), its
    top within :data:`_BAND` of the host's height of the host's top and its bottom more
    than that above the host's bottom."""
    _place, box, text, _fonts, size = glyph
    height = h_box[3] - h_box[1]
    return (
        height > 0
        and _RAISED_SIZES[0] * h_size <= size < _SIZES[0] * h_size
        and all(ch.isalpha() for ch in text if not ch.isspace())
        and abs(box[1] - h_box[1]) <= _BAND * height
        and h_box[3] - box[3] > _BAND * height
    )


def _overlap(a: Box, b: Box) -> float:
    return min(a[3], b[3]) - max(a[1], b[1])


def _dict_line(line: dict[str, Any], spans: list[dict[str, Any]]) -> dict[str, Any]:
    """``line`` of the page dict with the merged raw ``spans`` (their text instead of
    their characters)."""
    out_spans = [
        {k: v for k, v in s.items() if k != "chars"}
        | {"text": "".join(c.get("c", "") for c in s["chars"])}
        for s in spans
    ]
    box = union([s["bbox"] for s in out_spans])
    return {**line, "spans": out_spans, "bbox": union([line["bbox"], box])}


def _raw_spans_line(line: dict[str, Any], spans: list[dict[str, Any]]) -> dict[str, Any]:
    """``line`` of the raw dict with the merged raw ``spans``."""
    return {**line, "spans": spans, "bbox": union([line["bbox"], *(s["bbox"] for s in spans)])}


def _text(span: dict[str, Any]) -> str:
    """A span's text: its ``text`` (the dict) or its characters' (the raw dict)."""
    if "text" in span:
        return str(span["text"])
    return raw_text(span)


def _raw_line(blocks: Any, place: Place) -> dict[str, Any]:
    lines = blocks[place[0]].get("lines", ())
    return dict(lines[place[1]]) if place[1] < len(lines) else {}


def _count(text: str) -> int:
    return sum(1 for ch in text if not ch.isspace())


__all__ = ["has_glyph_line", "may_hold_glyph_line", "spliced", "spliced_raw"]
