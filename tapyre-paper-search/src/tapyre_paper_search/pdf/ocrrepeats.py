"""Words OCR read twice on one spot of a damaged scan: the repeats left out (pure).

On a blurred or JPEG-damaged scan Tesseract can read one row of large type
twice, as overlapping lines: "Acylated" and, over its end, "ylated and desacyl
ghrelin"; "relin stimulate" over "ghrelin"; "desac" inside "desacyl"; "lipi"
inside "lipid".  Joined as pieces of one row they give "Acylated ylated and
desacyl ghrelin relin stimulate lipid lipi".  :func:`without_repeats` leaves out
a word whose box lies for the most part over another word's on the same row
when its letters are the other word's or a run of them; the word kept is the
longer one (of two equal words, the one of the longer line).  Lines left with
no word are left out; a shortened line's box is its words'.  Words of lines
that do not overlap are never compared, so a page read cleanly is unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.boxes import float_union
from tapyre_paper_search.pdf.ocrmeasure import same_row

_ROW = 0.5
"""Share of the lower box's height two words' boxes overlap by when on one row."""
_OVER = 0.5
"""Share of the repeat's width that lies over the word it repeats, at least."""
_LETTERS = 2
"""Letters a repeat holds, at least (a lone letter may be a mark or an initial)."""

_Word = tuple[int, int, str, tuple[float, ...]]
"""A word: its line's number, its span's number in the line, its key, its box."""


def without_repeats(lines: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """``lines`` (OCR's line dicts, in OCR's order) without words read twice on one
    spot: see the module docstring.  Lines with no repeat are returned as they are;
    only the words of lines whose boxes cross another line's on its row are compared
    (on a page read cleanly there are none)."""
    crossing = _crossing(lines)
    if not crossing:
        return list(lines)
    words = [
        (i, k, _key(span), tuple(float(v) for v in span["bbox"]))
        for i in sorted(crossing)
        for k, span in enumerate(lines[i].get("spans", ()))
        if _key(span)
    ]
    sizes = [len(line.get("spans", ())) for line in lines]
    dropped: dict[tuple[int, int], tuple[float, ...]] = {}
    grown: dict[tuple[int, int], tuple[float, ...]] = {}
    words.sort(key=lambda w: w[3][0])
    for a, first in enumerate(words):
        for second in words[a + 1 :]:
            if second[3][0] >= first[3][2]:
                break
            if first[0] == second[0] or not same_row(first[3], second[3], _ROW):
                continue
            if first[:2] in dropped or second[:2] in dropped:
                continue
            repeat = _repeat(first, second, sizes)
            if repeat is not None:
                dropped[repeat[0][:2]] = repeat[0][3]
                grown[repeat[1][:2]] = float_union(
                    (grown.get(repeat[1][:2], repeat[1][3]), repeat[0][3])
                )
    if not dropped:
        return list(lines)
    out: list[Mapping[str, Any]] = []
    for i, line in enumerate(lines):
        spans = [
            {**span, "bbox": grown[i, k]} if (i, k) in grown else span
            for k, span in enumerate(line.get("spans", ()))
        ]
        kept = _kept_spans(spans, {k for j, k in dropped if j == i})
        if kept == spans:
            out.append(line if spans == list(line.get("spans", ())) else {**line, "spans": spans})
        elif kept:
            words_kept = [s["bbox"] for s in kept if str(s.get("text", "")).strip()]
            out.append({**line, "spans": kept, "bbox": float_union(words_kept)})
    return out


def _crossing(lines: Sequence[Mapping[str, Any]]) -> set[int]:
    """The numbers of the lines whose box overlaps another line's on its row."""
    boxes = [tuple(float(v) for v in line["bbox"]) for line in lines]
    by_top = sorted(range(len(boxes)), key=lambda i: boxes[i][1])
    out: set[int] = set()
    for n, i in enumerate(by_top):
        for j in by_top[n + 1 :]:
            if boxes[j][1] >= boxes[i][3]:
                break
            a, b = boxes[i], boxes[j]
            if min(a[2], b[2]) > max(a[0], b[0]) and same_row(a, b, _ROW):
                out.update((i, j))
    return out


def _key(span: Mapping[str, Any]) -> str:
    """A one-word span's letters and digits, lower case ("" for a space, several
    words or too few letters)."""
    text = str(span.get("text", "")).strip()
    if not text or " " in text:
        return ""
    key = "".join(c for c in text.lower() if c.isalnum())
    return key if sum(map(str.isalpha, key)) >= _LETTERS else ""


def _repeat(first: _Word, second: _Word, sizes: Sequence[int]) -> tuple[_Word, _Word] | None:
    """The one of two overlapping words that repeats the other and that other, or
    ``None``; ``sizes`` are the lines' numbers of spans."""
    if len(first[2]) < len(second[2]):
        short, long_ = first, second
    elif len(second[2]) < len(first[2]):
        short, long_ = second, first
    else:  # equal lengths: the word of the shorter line goes
        short, long_ = (first, second) if sizes[first[0]] <= sizes[second[0]] else (second, first)
    if short[2] not in long_[2]:
        return None
    over = min(short[3][2], long_[3][2]) - max(short[3][0], long_[3][0])
    if over < _OVER * (short[3][2] - short[3][0]):
        return None
    return short, long_


def _kept_spans(spans: Sequence[Mapping[str, Any]], gone: set[int]) -> list[Mapping[str, Any]]:
    """``spans`` without those numbered in ``gone`` and the space before each (after
    it, for a line's first word); no word left gives ``[]``."""
    out: list[Mapping[str, Any]] = []
    skip_space = False
    for k, span in enumerate(spans):
        blank = not str(span.get("text", "")).strip()
        if k in gone:
            if out and not str(out[-1].get("text", "")).strip():
                out.pop()
            else:
                skip_space = True
            continue
        if blank and (skip_space or not out):
            skip_space = False
            continue
        skip_space = False
        out.append(span)
    while out and not str(out[-1].get("text", "")).strip():
        out.pop()
    return out if any(str(s.get("text", "")).strip() for s in out) else []
