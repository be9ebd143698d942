"""A short word whose box OCR's previous word swallowed, given back to its line (pure).

On a scan Tesseract can give a word a box that runs on over the short word after
it, then return that short word as a line of its own on the same spot: a title's
"evaluation" boxed 333.6–505.8 (ten letters as wide as fourteen of the line's others),
and "of" alone at 473.0–505.6.  A line of two letters is dirt to ``ocrregroup`` (too
few letters to be a line), so it was left out and the title read "… for evaluation
geroprotectors …".  :func:`with_swallowed_words` puts such a word back into the line
of the word that swallowed it, right after that word, whose box then ends where the
short word starts.

Contract: the line given back holds one word and nothing else, a two-letter function
word (:data:`_SHORT_WORDS`, lower case: "of", "in", "to", … — a two-letter piece of
dirt, "ee", "oe", is none); the host is a word of another line on the same row
(``ocrmeasure.same_row``) whose box holds :data:`_INSIDE` of the short word's width or
more, in its right half (the short word came after it), and is too wide for its own
letters: a character of it is :data:`_WIDE` times as wide as the median character of
the host line's other words of three letters or more, at least, and its box cut where
the short word starts gives characters nearer that median than the whole box does
(a host line of no such word gives nothing back).  Lines with no such word are returned as they are;
only a line of one short word is ever looked at, so a page read cleanly is unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

from tapyre_paper_search.pdf.ocrmeasure import same_row

_SHORT_WORDS = frozenset(
    {"of", "in", "on", "at", "to", "by", "as", "or", "an", "is", "be", "it", "we", "so"}
    | {"zu", "im", "am", "um", "da", "es", "ob", "wo"}
)
"""Two-letter words a title or a sentence holds between longer words (English, German)."""
_ROW = 0.5
"""Share of the lower box's height the short word's box and the host's overlap by."""
_INSIDE = 0.8
"""Share of the short word's width that lies inside the host word's box, at least."""
_WIDE = 1.15
"""How many times wider than its line's other words' a character of the host word's box
is, at least (the swallowing "evaluation": 17.2 points a character among 11.3–12.1; a
seven-letter word that took in a space and two letters is some 1.25 times as wide)."""
_OWN_LETTERS = 3
"""Letters a word of the host's line needs to measure that line's characters."""


def with_swallowed_words(lines: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """``lines`` (OCR lines, in OCR's order) with each short word another line's word
    swallowed moved into that line (see the module docstring); other lines are the same
    objects, in the same order."""
    lonely = [i for i, line in enumerate(lines) if _short_word(line) is not None]
    if not lonely:
        return list(lines)
    out: list[Mapping[str, Any]] = list(lines)
    gone: set[int] = set()
    words = set(lonely)
    for i in lonely:
        word = out[i]["spans"][_short_word(out[i]) or 0]
        box = _box(word)
        for j, line in enumerate(out):
            if j in words or j in gone:
                continue
            if not same_row(_box(line), box, _ROW):
                continue
            host = _host(line, box)
            if host is not None:
                out[j] = _given_back(line, host, word)
                gone.add(i)
                break
    return [line for i, line in enumerate(out) if i not in gone]


def _short_word(line: Mapping[str, Any]) -> int | None:
    """The number of the span of ``line`` that is its only word, when that word is one
    of :data:`_SHORT_WORDS`, else ``None``."""
    spans = line.get("spans", ())
    words = [k for k, span in enumerate(spans) if str(span.get("text", "")).strip()]
    if len(words) != 1 or "bbox" not in spans[words[0]]:
        return None
    return words[0] if str(spans[words[0]]["text"]).strip() in _SHORT_WORDS else None


def _host(line: Mapping[str, Any], box: tuple[float, ...]) -> int | None:
    """The number of the span of ``line`` whose box swallowed the word boxed ``box``,
    or ``None``."""
    spans = line.get("spans", ())
    for k, span in enumerate(spans):
        text = str(span.get("text", "")).strip()
        if not text or "bbox" not in span:
            continue
        x0, _, x1, _ = _box(span)
        inside = min(x1, box[2]) - max(x0, box[0])
        if inside < _INSIDE * (box[2] - box[0]) or box[0] < (x0 + x1) / 2:
            continue
        others = [
            (b[2] - b[0]) / len(t)
            for n, s in enumerate(spans)
            if n != k and "bbox" in s
            for t in [str(s.get("text", "")).strip()]
            if sum(map(str.isalpha, t)) >= _OWN_LETTERS
            for b in [_box(s)]
        ]
        if not others:
            continue
        usual, whole, cut = median(others), (x1 - x0) / len(text), (box[0] - x0) / len(text)
        if whole >= _WIDE * usual and abs(cut - usual) < abs(whole - usual):
            return k
    return None


def _given_back(line: Mapping[str, Any], host: int, word: Mapping[str, Any]) -> dict[str, Any]:
    """``line`` with ``word`` after its span ``host``, a space between; the host's box
    ends where the word starts, and the word takes the host's row and size."""
    spans = list(line["spans"])
    hx0, hy0, hx1, hy1 = _box(spans[host])
    start = _box(word)[0]
    size = spans[host].get("size", word.get("size", 0.0))
    cut = {**spans[host], "bbox": (hx0, hy0, start, hy1)}
    space = {**spans[host], "text": " ", "bbox": (start, hy0, start, hy1)}
    given = {
        **word,
        "text": str(word["text"]).strip(),
        "size": size,
        "bbox": (start, hy0, max(hx1, _box(word)[2]), hy1),
    }
    return {**line, "spans": [*spans[:host], cut, space, given, *spans[host + 1 :]]}


def _box(item: Mapping[str, Any]) -> tuple[float, ...]:
    return tuple(float(v) for v in item["bbox"])
