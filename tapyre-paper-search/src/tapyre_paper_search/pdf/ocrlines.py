"""OCR lines cut into pieces joined again (pure).

Tesseract cuts a line where a word gap is wider than usual (a centred title
set loosely: "Origin of adaptive mutants:" and "a quantum" come back as two
lines side by side).  :func:`joined_pieces` puts such pieces of one line
together again, with their words' boxes kept, so a wide gap still separates
names set side by side (``linenames.names_text``).  A column gutter stays a gap
between two lines, even one under an em (``gutters``: a line OCR read across it is
cut there first).  The sizes of a paragraph's lines are mended in
:mod:`~tapyre_paper_search.pdf.ocrparagraphs`.

The OCR line reader's other steps live in their own modules and are given here too,
where their callers import them (tidy60): a line's text, word count and size
(:mod:`~tapyre_paper_search.pdf.ocrlinetext`), a line box made far too tall, mended
(:func:`~tapyre_paper_search.pdf.ocroverreach.cut_overreaching`), and the spaces OCR
left out between words (:func:`~tapyre_paper_search.pdf.ocrspacing.spaced_words`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .abstractcues import is_abstract_heading
from .gutters import PageBoxes, is_gutter, line_box, split_at_gutters
from .ocrboxes import trimmed_starts, without_dots
from .ocrinitials import initial_gap
from .ocrlinetext import PROSE_WORDS, line_size, line_text, word_count
from .ocrmeasure import piece_em, same_row
from .ocroverreach import cut_overreaching
from .ocrspacing import spaced_words
from .riverbanks import across_river
from .rivers import split_at_rivers

_PIECE_GAP_EMS = 1.0
"""Pieces of one OCR line stand less than this many ems apart (a gutter is wider)."""
_PIECE_OVERLAP_EMS = 2.5
"""How far (in ems) OCR's boxes of two pieces of one line may overlap."""


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


__all__ = [
    "PROSE_WORDS",
    "cut_overreaching",
    "joined_pieces",
    "line_size",
    "line_text",
    "spaced_words",
    "word_count",
]
