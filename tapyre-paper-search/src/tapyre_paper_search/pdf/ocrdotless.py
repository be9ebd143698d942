"""A dotted i that OCR read as the dotless "ı", mended (pure).

Tesseract reads a dotted i whose dot a scan blurred or lost as the Turkic dotless
"ı": "cells in the oligodendrocyte lineage in the brain" came back "cells ın the
oligodendrocyte lineage ın the brain" (ocr41, a spread's title), and the title no
longer matched.  The dotless letter belongs to Turkish and Azerbaijani spelling,
whose words carry their other letters too; so :func:`mended_dotless` writes "i" for
every "ı" of an OCR'd line that holds none of those other letters
(:data:`_TURKIC`: "ğ", "ş", "İ", "ə" and their capitals), and leaves a line that
holds one ("Işıl Şahin") as read.  Only OCR'd lines reach it (from
:func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`), and only lines with an
"ı" in them are looked at.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

_DOTLESS = "ı"
_TURKIC = frozenset("ğĞşŞİəƏ")
"""Letters of Turkic alphabets beside the dotless i: a line holding one is Turkic."""


def mended_dotless(lines: Sequence[dict[str, Any]]) -> None:
    """Write "i" for the dotless "ı" of each line that holds no other Turkic letter
    (in place: a changed line gets new spans)."""
    for line in lines:
        spans = line.get("spans", ())
        texts = [str(span.get("text", "")) for span in spans]
        if not any(_DOTLESS in text for text in texts):
            continue
        if any(_TURKIC.intersection(text) for text in texts):
            continue
        line["spans"] = [
            {**span, "text": text.replace(_DOTLESS, "i")} if _DOTLESS in text else span
            for span, text in zip(spans, texts, strict=True)
        ]
