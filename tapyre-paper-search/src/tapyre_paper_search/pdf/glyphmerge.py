"""Characters of a fallback font's glyph line put into their host line's spans.

The character-level half of :mod:`~tapyre_paper_search.pdf.glyphsplice` (which finds
the glyph lines and their hosts): :func:`merge` puts a glyph line's raw characters
among its host's at their places, or refuses where a host character covers a glyph
or a glyph stands off the host's ends; a MuPDF-made space a glyph covers goes, and a
word space is put beside a glyph standing further off than
:data:`~tapyre_paper_search.pdf.shortcmap.WORD_SPACE`, and after a list bullet that
opens the line whatever its gap (:data:`BULLETS`: "• Item", never "•Item"; words52).
"""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.shortcmap import WORD_SPACE

# A glyph past the host's first or last character by at most this (em) still belongs to it.
TOUCH = 0.3
# A host character covering a glyph over more than this share of the glyph's width: no gap.
_COVER = 0.3
# Marks that open a list's item where one opens a line: a word space follows them.
# ("·" and "∙" are left out: a product's dot or a name's middle dot may open a line.)
BULLETS = frozenset("•●○◦▪▫■□◆◇►▸‣➢")

Box = tuple[float, float, float, float]


def merge(host: list[dict[str, Any]], glyph: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """The host line's raw spans with the glyph line's characters put in at their
    places (``None``: a host character covers a glyph, or a glyph stands off the
    host's ends)."""
    host_chars = [(s, c) for s in host for c in s.get("chars", ())]
    glyph_chars = [(s, c) for s in glyph for c in s.get("chars", ())]
    solid = [c for _s, c in host_chars if c.get("c", "").strip()]
    marks = [c for _s, c in glyph_chars if c.get("c", "").strip()]
    if not solid or not marks:
        return None
    reach = TOUCH * max(float(s.get("size", 0.0)) for s in host)
    if not _reached(marks, solid[0]["bbox"][0], solid[-1]["bbox"][2], reach):
        return None
    for mark in marks:
        width = mark["bbox"][2] - mark["bbox"][0]
        if any(_cover(mark["bbox"], c["bbox"]) > _COVER * width for c in solid):
            return None
    both = [(s, c) for s, c in host_chars if c.get("c", "").strip() or not _covered(c, marks)] + [
        (s, c) for s, c in glyph_chars if c.get("c", "").strip() or not _covered(c, solid)
    ]
    both.sort(key=lambda sc: (sc[1]["bbox"][0] + sc[1]["bbox"][2]) / 2)
    mark_ids = {id(c) for c in marks}
    out: list[tuple[dict[str, Any], dict[str, Any]]] = []
    begun = False  # (a character not a space is out)
    for k, (span, char) in enumerate(both):
        opens = not begun and char.get("c", "") in BULLETS
        begun = begun or bool(char.get("c", "").strip())
        if id(char) in mark_ids and out and _apart(out[-1][1], char):
            out.append((span, _space(char, out[-1][1]["bbox"][2], char["bbox"][0])))
        out.append((span, char))
        after = both[k + 1][1] if k + 1 < len(both) else None
        if id(char) in mark_ids and after is not None and (_apart(char, after) or opens):
            out.append((span, _space(char, char["bbox"][2], after["bbox"][0])))
    return _regroup(out)


def _reached(marks: list[dict[str, Any]], first: float, last: float, reach: float) -> bool:
    """Whether the glyphs left of the host's ``first`` character's left edge and right of
    its ``last`` one's right edge each stand within ``reach`` of the one before them
    (outward from the host): a chain of touching glyphs, no bullet or number apart."""
    edge = first
    for mark in sorted(marks, key=lambda c: -c["bbox"][2]):
        if mark["bbox"][2] <= first:
            if edge - mark["bbox"][2] > reach:
                return False
            edge = mark["bbox"][0]
    edge = last
    for mark in sorted(marks, key=lambda c: c["bbox"][0]):
        if mark["bbox"][0] >= last:
            if mark["bbox"][0] - edge > reach:
                return False
            edge = mark["bbox"][2]
    return True


def _cover(a: Box, b: Box) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0]))


def _covered(space: dict[str, Any], chars: list[dict[str, Any]]) -> bool:
    """Whether a space of one line is covered by a character of the other (over half
    its width)."""
    box = space["bbox"]
    return any(_cover(box, c["bbox"]) > (box[2] - box[0]) / 2 for c in chars)


def _apart(left: dict[str, Any], right: dict[str, Any]) -> bool:
    """Whether two characters, neither a space, stand further apart than a word space."""
    if not left.get("c", "").strip() or not right.get("c", "").strip():
        return False
    size = float(left["bbox"][3] - left["bbox"][1])
    return bool(right["bbox"][0] - left["bbox"][2] > WORD_SPACE * size > 0)


def _space(char: dict[str, Any], left: float, right: float) -> dict[str, Any]:
    box = char["bbox"]
    return char | {"c": " ", "bbox": (left, box[1], right, box[3]), "synthetic": True}


def _regroup(chars: list[tuple[dict[str, Any], dict[str, Any]]]) -> list[dict[str, Any]]:
    """Raw spans from (span, character) pairs in order: a run of one span's characters
    is one span."""
    out: list[dict[str, Any]] = []
    last: dict[str, Any] | None = None
    for span, char in chars:
        if span is not last:
            out.append({**span, "chars": []})
            last = span
        out[-1]["chars"].append(char)
    for span in out:
        span["bbox"] = union([c["bbox"] for c in span["chars"]])
    return out


def union(boxes: list[Any]) -> Box:
    """The box around ``boxes`` (their corners as floats); one box: its own corners.
    The edges are read a column at a time (``zip``), each the least or most of the
    same values in the same order as one generator a corner read them (speed54)."""
    if len(boxes) == 1:
        b = boxes[0]
        return (float(b[0]), float(b[1]), float(b[2]), float(b[3]))
    if not boxes:
        raise ValueError("union of no boxes")
    x0, y0, x1, y1 = tuple(zip(*boxes, strict=False))[:4]
    return (min(map(float, x0)), min(map(float, y0)), max(map(float, x1)), max(map(float, y1)))


__all__ = ["BULLETS", "TOUCH", "Box", "merge", "union"]
