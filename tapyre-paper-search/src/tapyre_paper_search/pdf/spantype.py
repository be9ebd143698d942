"""The spans of a line set in one type, as one span (pure; speed46).

PyMuPDF gives every word space of a line its own span: a LaTeX title line of six
words is eleven spans in one font, size and set of flags.  :func:`as_one_span` gives
such a line's spans as the one span they make (their texts joined, the type theirs),
so that a reader with a one-span form reads it without its sums over spans
(:func:`~tapyre_paper_search.pdf.blocks.text_blocks`; the line reader adds its own
conditions in :mod:`~tapyre_paper_search.pdf.onetype`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def as_one_span(spans: Sequence[Mapping[str, Any]]) -> dict[str, Any] | None:
    """The span ``spans`` (two or more) make where every one has the first's font, size
    and flags: the texts joined, that font, size and flags; ``None`` elsewhere (fewer
    than two spans, or a span in another type).

    Spans as PyMuPDF gives them hold every key: they are read by subscript (speed58a:
    a third of the time of ``dict.get``); a span without one of the keys reads the
    whole line again with each key's default (:func:`_as_one_span_with_defaults`), so
    the answer is the same either way."""
    if len(spans) < 2:
        return None
    try:
        first = spans[0]
        font, size, flags = first["font"], first["size"], first["flags"]
        for span in spans:
            if span["font"] != font or span["size"] != size or span["flags"] != flags:
                return None
        text = "".join([span["text"] for span in spans])
    except KeyError:
        return _as_one_span_with_defaults(spans)
    return {"text": text, "font": font, "size": size, "flags": flags}


_DEFAULTS = {"text": "", "font": "", "size": 0.0, "flags": 0}
"""What a span without one of the keys :func:`as_one_span` reads is read as."""


def _as_one_span_with_defaults(spans: Sequence[Mapping[str, Any]]) -> dict[str, Any] | None:
    """:func:`as_one_span` where a span may lack a key: each missing one read as its
    default (:data:`_DEFAULTS`: font "", size 0, flags 0, text ""), the spans so filled
    read by :func:`as_one_span` itself (one reading of the type for both)."""
    return as_one_span([{**_DEFAULTS, **span} for span in spans])


__all__ = ["as_one_span"]
