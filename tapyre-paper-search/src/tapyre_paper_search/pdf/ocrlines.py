"""OCR line typography: what Tesseract's measurements of a line need before layout (pure).

Tesseract cuts a line where a word gap is wider than usual (a centred title
set loosely: "Origin of adaptive mutants:" and "a quantum" come back as two
lines side by side).  :func:`joined_pieces` puts such pieces of one line
together again, with their words' boxes kept, so a wide gap still separates
names set side by side (``linenames.names_text``); :func:`cut_overreaching` mends
a line box OCR made far too tall.  A column gutter stays a gap between two
lines, even one under an em (``gutters``: a line OCR read across it is cut there
first).  The sizes of a paragraph's lines are mended in
:mod:`~tapyre_paper_search.pdf.ocrparagraphs`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from .abstractcues import is_abstract_heading
from .gutters import PageBoxes, is_gutter, line_box, split_at_gutters
from .ocrboxes import trimmed_starts, without_dots
from .ocrinitials import initial_gap, measured_spans
from .ocrmeasure import piece_em, same_row
from .ocrpitch import in_larger_type
from .riverbanks import across_river
from .rivers import split_at_rivers

_PIECE_GAP_EMS = 1.0
"""Pieces of one OCR line stand less than this many ems apart (a gutter is wider)."""
_PIECE_OVERLAP_EMS = 2.5
"""How far (in ems) OCR's boxes of two pieces of one line may overlap."""
PROSE_WORDS = 6
"""Words of a line of prose (a name or a heading is shorter)."""
_OVERREACH = 0.5
"""Share of the next line's height a line's box may cover before it is taken as inflated."""
_INFLATED = 1.6
"""How many times the step to the next line's top an inflated line box is at least
(and how many times that line's height)."""


def line_size(line: Mapping[str, Any]) -> float:
    """The median of the sizes OCR gives a line's words, to half a point.  A lone digit
    counts only on a line without longer words: OCR measures it off one glyph, and a
    speck read as one ("Objectives 5", the "5" a quarter larger) would give a two-word
    line its size (:func:`ocrinitials.measured_spans`)."""
    spans = measured_spans(line.get("spans", ()))
    sizes = sorted(float(span.get("size", 0.0)) for span in spans) or [0.0]
    return max(1.0, round(sizes[len(sizes) // 2] * 2) / 2)


def word_count(line: Mapping[str, Any]) -> int:
    """How many words an OCR line holds."""
    return len(line_text(line).split())


def joined_pieces(lines: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """``lines`` (OCR lines) with the pieces of one line joined, left to right.

    Two pieces are one line when they share a row (their boxes overlap by
    ``ocrmeasure.SAME_ROW`` of the lower one's height; a box that starts left of the
    other's middle is a row stacked on it, not its next piece), the right one starts less
    than :data:`_PIECE_GAP_EMS` ems (``ocrmeasure.piece_em``; an abstract's heading
    beside its first line: the smaller size, see :func:`_gap_em`) after the left one ends
    (or up to :data:`_PIECE_OVERLAP_EMS` before: OCR's boxes of a blurred scan's
    pieces overlap, "…during the winter" and "to 67 men"),
    and their sizes are within a quarter of each other, unless the gap between them
    is a column gutter (:func:`gutters.is_gutter`) or a river of white runs between
    them (:func:`riverbanks.across_river`).  Lines OCR read across a narrow gutter's river
    (:func:`rivers.split_at_rivers`) and across a gutter are cut there first
    (:func:`gutters.split_at_gutters`).  The joined line keeps
    every word span; a space, set at the left piece's end, joins them.  The lines
    keep their order (a joined one takes its first piece's place).
    """
    lines, rivers = split_at_rivers(trimmed_starts(without_dots(lines)))
    lines = split_at_gutters(lines)
    boxes = PageBoxes.of([line_box(line) for line in lines])
    out: list[dict[str, Any]] = []
    first: list[int] = []  # each joined line's place: its first piece's, in ``lines``
    by_left = sorted(range(len(lines)), key=lambda i: (float(lines[i]["bbox"][0]), i))
    for index in by_left:
        line = lines[index]
        host = next(
            (
                k
                for k, made in enumerate(out)
                if _continues_row(made, line)
                and not _across_gutter(boxes, made, line)
                and not across_river(rivers, made, line)
            ),
            None,
        )
        if host is None:
            out.append({**line, "spans": list(line.get("spans", ()))})
            first.append(index)
            continue
        made = out[host]
        x0, y0, x1, y1 = (float(v) for v in made["bbox"])
        _, by0, bx1, by1 = (float(v) for v in line["bbox"])
        last = made["spans"][-1] if made["spans"] else {}
        # A lone initial's space covers the gap to its name: no names separator there.
        sizes = (line_size(made), line_size(line))
        end = float(line["bbox"][0]) if initial_gap(_texts(made, line), sizes) else x1
        space = {**last, "text": " ", "bbox": (x1, y0, max(x1, end), y1)}
        made["spans"] = [*made["spans"], space, *line.get("spans", ())]
        made["bbox"] = (x0, min(y0, by0), max(x1, bx1), max(y1, by1))
        first[host] = min(first[host], index)
    return [out[k] for k in sorted(range(len(out)), key=first.__getitem__)]


def _continues_row(left: Mapping[str, Any], right: Mapping[str, Any]) -> bool:
    """Whether ``right`` is the next piece of the OCR line ``left`` on its row
    (a lone initial before the rest of its name: :func:`ocrinitials.initial_gap`)."""
    abox = tuple(float(v) for v in left["bbox"])
    bbox = tuple(float(v) for v in right["bbox"])
    if not same_row(abox, bbox) or bbox[0] <= (abox[0] + abox[2]) / 2:
        return False  # a box that starts left of the piece's middle is stacked on it
    a, b = line_size(left), line_size(right)
    if max(a, b) > min(a, b) * 1.25:
        return False
    gap, em = bbox[0] - abox[2], _gap_em(left, right, a, b)
    widest = max(em * _PIECE_GAP_EMS, initial_gap(_texts(left, right), (a, b)))
    return -min(a, b) * _PIECE_OVERLAP_EMS <= gap < widest


def _texts(left: Mapping[str, Any], right: Mapping[str, Any]) -> tuple[str, str]:
    """The texts of two pieces of one OCR row, left and right."""
    return line_text(left), line_text(right)


def _gap_em(left: Mapping[str, Any], right: Mapping[str, Any], a: float, b: float) -> float:
    """The em the gap between two pieces of one OCR row (sizes ``a``, ``b``) is measured
    in: ``ocrmeasure.piece_em`` (a lone word of prose left of a longer piece: the
    longer piece's size; else the smaller), but the smaller size where that word is
    an abstract's heading (``abstractcues.is_abstract_heading``): set in the margin beside the
    first line, "Abstract" is in a heading's type, its size is its own (review153)."""
    texts = (line_text(left), line_text(right))
    em = piece_em((a, b), texts)
    if em > min(a, b) and is_abstract_heading(texts[0]):
        return min(a, b)
    return em


def _across_gutter(boxes: PageBoxes, left: Mapping[str, Any], right: Mapping[str, Any]) -> bool:
    """Whether a column gutter lies between the OCR line ``left`` and ``right``, the
    next piece on its row (the page's other lines are ``boxes``)."""
    ax0, ay0, ax1, ay1 = (float(v) for v in left["bbox"])
    bx0, by0, _, by1 = (float(v) for v in right["bbox"])
    row = (ax0, min(ay0, by0), bx0, max(ay1, by1))  # is_gutter leaves out the row's lines
    return is_gutter(boxes, row, ax0, (ax1, bx0), min(line_size(left), line_size(right)))


def cut_overreaching(lines: Sequence[dict[str, Any]]) -> None:
    """Cut the box of each OCR line that reaches down over the next line under it.

    Tesseract now and then gives a line of prose a box twice its height, running
    over most of the line below ("Methods: Cross-sectional data …" 24 points tall
    above lines 10 points tall); every word of it then gets a size half as large
    again, which would split its paragraph there and end an abstract at it.  A line
    whose box is :data:`_INFLATED` times as tall as the line under it (sharing
    columns, its top lower) and as the step down to that line's top, and covers more
    than :data:`_OVERREACH` of it, ends where
    that line starts, and its words take that line's size: lines of one paragraph
    are set in one type.  A line whose characters are clearly wider than that line's
    (:func:`.ocrpitch.in_larger_type`: a row of names given one box with the smaller
    affiliation under it) is in larger type: its box is cut, its words keep their
    sizes.  The lines below are cut first, so a run of such lines
    takes the size of the first sound line under it.  Two lines OCR gave one box
    between them (see :func:`_unstacked`) are parted first.
    """
    _unstacked(lines)
    boxes = [tuple(float(v) for v in line["bbox"]) for line in lines]
    for i in sorted(range(len(lines)), key=lambda k: -boxes[k][1]):
        x0, y0, x1, y1 = boxes[i]
        below = None
        for k, (bx0, by0, bx1, by1) in enumerate(boxes):
            height = by1 - by0
            if (
                k != i
                and min(x1, bx1) > max(x0, bx0)
                and by0 > y0 + height * 0.25
                and y1 - by0 > height * _OVERREACH
                and y1 - y0 > max(height, by0 - y0) * _INFLATED
                and (below is None or by0 < boxes[below][1])
            ):
                below = k
        if below is None:
            continue
        boxes[i] = (x0, y0, x1, boxes[below][1])
        line = lines[i]
        kept = in_larger_type(line, lines[below])
        size = line_size(lines[below])
        line["bbox"] = boxes[i]
        line["spans"] = [
            {
                **span,
                "size": span.get("size", size) if kept else size,
                **({"bbox": (*span["bbox"][:3], boxes[i][3])} if "bbox" in span else {}),
            }
            for span in line.get("spans", ())
        ]


_STACKED = 0.15
"""How near (in the taller box's height) the tops and feet of two OCR line boxes given
one box between them stand (OCR's two boxes of one band differ by a few points at
the foot: 20 and 23 points tall, the tops equal)."""
_TWO_ROWS = 1.6
"""How many times the page's median line height a box two lines share is, at least."""


def _unstacked(lines: Sequence[dict[str, Any]]) -> None:
    """Part each two OCR lines Tesseract gave one box between them, two rows tall
    (it happens at a page's foot: "Pregnancy. This chapter will discuss" and
    "briefly the basic evaluation of renal", both 22 points tall over lines of
    11): their tops and feet within :data:`_STACKED` of the taller box's height,
    overlapping across by half the narrower, and the taller box at least :data:`_TWO_ROWS`
    times the page's usual line height (two lines overlapping on one ordinary row,
    "Table 2 Hours of sleep" and "(continued)", are no such pair).  The first in
    OCR's order takes the upper half, the other the lower, and both the size of the line right above
    them in their column at ordinary spacing (lines of one paragraph are set in
    one type), if there is one.
    """
    boxes = [line_box(line) for line in lines]
    if not boxes:
        return
    heights = sorted(b[3] - b[1] for b in boxes)
    tall = heights[len(heights) // 2] * _TWO_ROWS
    for i, k in combinations(range(len(lines)), 2):
        (x0, y0, x1, y1), (bx0, by0, bx1, by1) = boxes[i], boxes[k]
        if max(y1 - y0, by1 - by0) < tall:
            continue
        near = max(y1 - y0, by1 - by0) * _STACKED
        wide = min(x1 - x0, bx1 - bx0) * 0.5
        if abs(y0 - by0) > near or abs(y1 - by1) > near or min(x1, bx1) - max(x0, bx0) < wide:
            continue
        middle = (min(y0, by0) + max(y1, by1)) / 2
        top, row = min(y0, by0), (max(y1, by1) - min(y0, by0)) / 2
        above = [
            j
            for j, b in enumerate(boxes)
            if top - row * 0.7 <= b[3] <= top + near
            and min(x1, b[2]) > max(x0, b[0])
            and j not in (i, k)
        ]
        size = line_size(lines[max(above, key=lambda j: boxes[j][3])]) if above else None
        for index, (top, foot) in ((i, (min(y0, by0), middle)), (k, (middle, max(y1, by1)))):
            line = lines[index]
            bx = boxes[index]
            boxes[index] = (bx[0], top, bx[2], foot)
            line["bbox"] = boxes[index]
            line["spans"] = [
                {
                    **span,
                    "size": size if size is not None else span.get("size", 0.0),
                    **(
                        {"bbox": (span["bbox"][0], top, span["bbox"][2], foot)}
                        if "bbox" in span
                        else {}
                    ),
                }
                for span in line.get("spans", ())
            ]


def line_text(line: Mapping[str, Any]) -> str:
    """The text of an OCR line: its spans' texts run together."""
    return "".join(span.get("text", "") for span in line.get("spans", ()))


# German's sharp s never starts a word: there OCR has read a Greek beta ("ß-lactamases").
_WORD_START_SHARP_S = re.compile(r"(?<![^\W\d_])ß")
# An initial with a speck of scan dirt read as a second full stop: "G..".
_DOUBLED_INITIAL = re.compile(r"^([A-ZÀ-Þ]\.)\.([,;]?)$")
# An initial OCR gave without the space after it: "T.Buchner" (or "G..Tenorio", dirt).
_GLUED_INITIAL = re.compile(r"^([A-ZÀ-Þ]\.)\.?([A-ZÀ-Þ][a-zß-ÿ]{2,}(?:-[A-ZÀ-Þ][a-zß-ÿ]+)?[,;]?)$")


def spaced_words(lines: Sequence[dict[str, Any]]) -> None:
    """Put a space between consecutive words of each OCR line that OCR gave without
    one, read a sharp s that starts a word as the beta it is, a word "|." as the
    initial "I." (a bar never ends a sentence), an initial with two full stops
    ("G..": a speck of dirt read as the second) as the initial, and an initial glued
    to the surname after it ("T.Buchner", "G..Tenorio") as two words.

    Every span of an OCR line is one word (or a space); where two words stand
    close, the space between them can be missing, and the line's text would run
    them together ("cellfate", "hasfunctional").  The space span covers the gap
    between the two words, as OCR's own spaces do.
    """
    for line in lines:
        spans: list[dict[str, Any]] = []
        for word in line.get("spans", ()):
            text = word.get("text", "")
            span = {**word, "text": _WORD_START_SHARP_S.sub("β", text)} if "ß" in text else word
            if text == "|.":
                span = {**span, "text": "I."}  # an initial "I." OCR read as a bar
            elif _DOUBLED_INITIAL.match(text):
                span = {**span, "text": _DOUBLED_INITIAL.sub(r"\1\2", text)}
            elif "." in text[1:3] and _GLUED_INITIAL.match(text):
                span = {**span, "text": _GLUED_INITIAL.sub(r"\1 \2", text)}
            if spans and _word_edge(spans[-1]["text"][-1:]) and _word_edge(text[:1]):
                x1 = float(spans[-1]["bbox"][2])
                x0, y0, _, y1 = (float(v) for v in span["bbox"])
                spans.append({**spans[-1], "text": " ", "bbox": (x1, y0, max(x1, x0), y1)})
            spans.append(span)
        line["spans"] = spans


def _word_edge(char: str) -> bool:
    """Whether ``char`` (a word's first or last character) is no space."""
    return bool(char) and not char.isspace()
