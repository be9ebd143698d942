"""Specks OCR glued to a name on a row of names, dropped (pure; kinds58).

Tesseract reads a speck of the scan beside a name as a stop or an apostrophe and
glues it to the word: "Al. .L. Dall'Aglio'" for "Al. L. Dall'Aglio" (train seed 5858,
train-0060), and a name holding a stop before its initial or a quote after its
surname reads as no name at all (the last author was lost).  On a row of names only
(:func:`~tapyre_paper_search.pdf.ocrbracketinitial.name_row`), a word that is stops
glued before an initial (".L.", "..L.") between two capitalised words is the initial;
a capitalised word of letters holding an apostrophe that ends its line with a quote it
never opened ("Dall'Aglio'") loses that quote; a plural's apostrophe on a word without
one inside ("Nursing Students'", a wrapped title's row) stays (review56c).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from tapyre_paper_search.pdf.ocrbracketinitial import name_row

_STOPPED_INITIAL = re.compile(r"^(\s*)\.+([A-Z]\.\s*)$")
# one apostrophe inside the word at least: "Students'" is a plural's (review56c)
_QUOTED_END = re.compile(r"^([A-Z][^\W\d_]*(?:['’][^\W\d_]+)+)['’](\s*)$")


def mended_name_specks(lines: Sequence[dict[str, Any]]) -> None:
    """Drop the specks of the module's two shapes from the spans of ``lines`` (OCR
    lines, changed in place) that are rows of names."""
    for line in lines:
        spans = line.get("spans", ())
        if not spans or not name_row(spans):
            continue
        words = [k for k, span in enumerate(spans) if str(span.get("text", "")).strip()]
        if len(words) > 1:
            last = spans[words[-1]]
            found = _QUOTED_END.match(str(last.get("text", "")))
            if found:
                last["text"] = found.group(1) + found.group(2)
        for before, here, after in zip(words, words[1:], words[2:], strict=False):
            text = str(spans[here].get("text", ""))
            found = _STOPPED_INITIAL.match(text)
            if found and _capital(spans[before]) and _capital(spans[after]):
                spans[here]["text"] = found.group(1) + found.group(2)


def _capital(span: dict[str, Any]) -> bool:
    """Whether ``span``'s word opens with a capital letter."""
    return str(span.get("text", "")).strip()[:1].isupper()
