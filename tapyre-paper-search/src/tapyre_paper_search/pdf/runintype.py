"""Where a line set in bold runs on in another type (pure, span level).

A bold title run into its byline in one paragraph ("**Title** --- *Ann Lee and Bo
Chen*") leaves one line holding both: PyMuPDF gives its spans, each with a font.
:func:`type_change` finds the span where the line's bold lead ends and, every
lettered span after it being set in one other type that is not bold, the rest of
the line begins; :mod:`~tapyre_paper_search.pdf.runintitle` reads the title and the
byline from there.  Spans without letters (a dash, a comma, a raised mark) take no
part: the dash between the two is set in the roman of the paragraph.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

Style = Callable[[str], tuple[bool, bool, bool]]


def type_change(spans: Sequence[Mapping[str, Any]], style: Style) -> int:
    """The index of the first span of ``spans`` after a bold lead whose letters, and
    every later span's, are set in one font that is not bold (``style``: a font name's
    (bold, italic, monospaced)); 0 where the line does not change type so.  Gate: the
    first lettered span is bold, so most lines cost one look."""
    first = next((s for s in spans if _has_letters(str(s.get("text", "")))), None)
    if first is None or not _bold(first, style):
        return 0
    lead = str(first.get("font", ""))
    lettered = [(k, s) for k, s in enumerate(spans) if _has_letters(str(s.get("text", "")))]
    change = next((k for k, s in lettered if str(s.get("font", "")) != lead), None)
    if change is None:
        return 0
    rest = str(spans[change].get("font", ""))
    if any(str(s.get("font", "")) != rest for k, s in lettered if k > change):
        return 0
    if _bold(spans[change], style):
        return 0
    return change


def _has_letters(text: str) -> bool:
    return any(map(str.isalpha, text))


def _bold(span: Mapping[str, Any], style: Style) -> bool:
    return bool(int(span.get("flags", 0)) & 16) or style(str(span.get("font", "")))[0]


__all__ = ["type_change"]
