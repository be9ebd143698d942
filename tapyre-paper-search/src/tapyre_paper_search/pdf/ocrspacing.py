"""Words of an OCR line spaced and mended one by one (pure; moved out of ``ocrlines``, tidy60).

:func:`spaced_words` puts in the spaces OCR left out between two words of a line and
mends the words OCR misreads in a known way (a word-initial sharp s, an initial's
doubled stop or its missing space).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

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


__all__ = ["spaced_words"]
