"""Small capitals a browser fakes in two sizes (pure).

A page set with CSS ``font-variant: small-caps`` in a font that has no small
capitals is drawn by the browser with each lower-case letter as a capital about
0.7 as large, and the text layer keeps the letters' own case: "M" 13.2 pt, "axim"
9 pt, " A. Y" 13.2 pt, "urkin" 9 pt.  Read span by span, the smaller runs look like
affiliation marks (a name line became "M, A. Y, …": no names), and the line's
type size is the smaller one, so a title's lines seem spread far apart for their
size (the title was cut after its first line).

:func:`small_caps_spans` tells such runs: a span of lower-case letters only, next
to a span holding no lower-case letter (capitals, punctuation, or only a space) set
1.2 to 1.6 times as large on the same baseline (PyMuPDF's ``origin``; the box's
bottom where there is none), the baseline of the line's text in that size where it
has any (a space after a raised mark carries the mark's origin).  A raised mark
after a capital ("J" + "ab"), a superscript (PyMuPDF's flag) or a subscript sits off
the baseline and stays a mark, and so do runs set on the baseline where every run of
the line is one or two letters long: affiliation letters after names in capitals
("ANN LEE" + "a", "LI J" + "bc"), where faked capitals would hold a longer run.
The run's nominal size is the
larger neighbour's: the line's size and its names are read with the run as text of
that size.  A line of lower-case words alone in the size of the line before's faked
capitals (a title's last word, "development", wrapped) is set in their nominal size
too (:func:`lower_case_after`).  Cheap where every span of a line has one size (most
lines): one pass over its spans' sizes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.fontstyle import superscript

# The faked small capitals are this share of the type size (browsers draw 0.7).
_LOW, _HIGH = 1.2, 1.6
# A line whose lower-case runs are all this short holds marks: "ANN LEE" + "a".
_MARK_LETTERS = 2
# On one baseline: origins within this share of the nominal size.
_BASELINE = 0.1

Caps = tuple[float, float] | None
"""A line's faked small capitals: (their size, the nominal size), or None."""


def small_caps_spans(spans: Sequence[Mapping[str, Any]]) -> dict[int, float]:
    """The indexes of ``spans`` that are faked small capitals, each with its nominal
    size (the larger neighbour's); ``{}`` for a line in one size."""
    if len(spans) < 2:
        return {}
    sizes = [float(span.get("size", 0.0)) for span in spans]
    if max(sizes) - min(sizes) < 0.5:
        return {}
    out: dict[int, float] = {}
    for k, span in enumerate(spans):
        text = str(span.get("text", ""))
        if not text or not text.isalpha() or not text.islower() or superscript(span):
            continue  # (a superscript is a mark)
        for j in (k - 1, k + 1):
            if 0 <= j < len(spans) and _larger_neighbour(span, sizes[k], spans[j], sizes[j]):
                if _on_text_baseline(spans, span, sizes[j]):
                    out[k] = sizes[j]
                break
    if all(len(str(spans[k].get("text", ""))) <= _MARK_LETTERS for k in out):
        return {}  # affiliation letters on the baseline ("ANN LEE" + "a")
    return out


def _on_text_baseline(
    spans: Sequence[Mapping[str, Any]], span: Mapping[str, Any], size: float
) -> bool:
    """Whether ``span`` stands on the baseline of the line's text in ``size`` (its spans
    that are not spaces; a space PyMuPDF gives a raised mark's origin proves nothing:
    "Authur" + raised "α" + " "), or on a space's where that size holds no text."""
    texts = [
        other
        for other in spans
        if str(other.get("text", "")).strip() and abs(float(other.get("size", 0.0)) - size) < 0.1
    ]
    return not texts or any(_same_baseline(span, other, size) for other in texts)


def _larger_neighbour(
    span: Mapping[str, Any], size: float, other: Mapping[str, Any], other_size: float
) -> bool:
    """Whether ``other`` is set in the type the small capitals of ``span`` fake: 1.2 to
    1.6 times as large, holding no lower-case letter, on the same baseline."""
    if size <= 0 or not _LOW <= other_size / size <= _HIGH:
        return False
    if any(c.islower() for c in str(other.get("text", ""))):
        return False
    return _baseline(span) is not None and _same_baseline(span, other, other_size)


def _baseline(span: Mapping[str, Any]) -> float | None:
    origin = span.get("origin")
    if origin is not None:
        return float(origin[1])
    box = span.get("bbox")
    return None if box is None else float(box[3])


def _same_baseline(span: Mapping[str, Any], other: Mapping[str, Any], size: float) -> bool:
    a, b = _baseline(span), _baseline(other)
    if a is None or b is None:
        return False
    # bbox bottoms differ by the smaller type's shallower descent
    slack = _BASELINE if span.get("origin") is not None else _BASELINE * 1.5
    return abs(a - b) <= size * slack


def caps_of(spans: Sequence[Mapping[str, Any]], faked: Mapping[int, float]) -> Caps:
    """(size, nominal size) of the first of the ``faked`` spans, for the next line."""
    if not faked:
        return None
    k = min(faked)
    return float(spans[k].get("size", 0.0)), faked[k]


def lower_case_after(spans: Sequence[Mapping[str, Any]], before: Caps) -> dict[int, float]:
    """Every span of a line of lower-case words only, all in the size of the line
    before's faked small capitals (``before``): the rest of that text ("development"
    wrapped under a small-capitals title line), in their nominal size; else ``{}``."""
    if before is None:
        return {}
    small, nominal = before
    out: dict[int, float] = {}
    for k, span in enumerate(spans):
        text = str(span.get("text", ""))
        if any(c.isupper() for c in text):
            return {}
        if text.strip():
            if abs(float(span.get("size", 0.0)) - small) > 0.1:
                return {}
            out[k] = nominal
    return out
