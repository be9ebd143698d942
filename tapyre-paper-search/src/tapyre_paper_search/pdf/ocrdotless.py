"""A dotted i that OCR read as the dotless "ı", mended (pure).

Tesseract reads a dotted i whose dot a scan blurred or lost as the Turkic dotless
"ı": "cells in the oligodendrocyte lineage in the brain" came back "cells ın the
oligodendrocyte lineage ın the brain" (ocr41, a spread's title), and the title no
longer matched.  The dotless letter is a real letter of Turkish and Azerbaijani
names and words ("Mehmet Yılmaz", "Deniz Aydın", "Tarımsal kuraklık"), which a line
need not hold with any other Turkic letter; so :func:`mended_dotless` writes "i" for
the "ı" of a word only where the page reads that word with its dots elsewhere ("ın"
in a title, "in" in the abstract under it: review143; the evidence a word in small
letters outside an e-mail or web address, not "deniz.aydin@metu.edu.tr" nor a cited
"Aydin et al.": fix41), and leaves the words of a line
that holds another Turkic letter (:data:`_TURKIC`: "ğ", "ş", "İ", "ə" and their
capitals: "Işıl Şahin") as read.  Only OCR'd lines reach it (from
:func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`), and only a page with an
"ı" in it is looked at.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

_DOTLESS = "ı"
_TURKIC = frozenset("ğĞşŞİəƏ")
"""Letters of Turkic alphabets beside the dotless i: a line holding one is Turkic."""
_WORD = re.compile(r"\w+")
_ADDRESS = re.compile(r"@|://|www\.", re.IGNORECASE)


def mended_dotless(lines: Sequence[dict[str, Any]]) -> None:
    """Write "i" for the dotless "ı" of each word the page's lines (``lines``) also hold
    spelt with "i" in small letters (not in an e-mail or web address), in lines that hold
    no other Turkic letter (in place: a changed line gets new spans)."""
    texts = [[str(span.get("text", "")) for span in line.get("spans", ())] for line in lines]
    if not any(_DOTLESS in text for line in texts for text in line):
        return
    # (evidence from ordinary words in small letters only: not an e-mail address's or a
    # web address's, "deniz.aydin@metu.edu.tr", nor a cited name's, "Aydin et al."; fix41)
    known = {
        word
        for line in texts
        for text in line
        for token in text.split()
        if not _ADDRESS.search(token)
        for word in _WORD.findall(token)
        if _DOTLESS not in word and word.islower()
    }

    def mended(match: re.Match[str]) -> str:
        word = match.group()
        dotted = word.replace(_DOTLESS, "i")
        return dotted if _DOTLESS in word and dotted.lower() in known else word

    for line, line_texts in zip(lines, texts, strict=True):
        if not any(_DOTLESS in text for text in line_texts):
            continue
        if any(_TURKIC.intersection(text) for text in line_texts):
            continue
        line["spans"] = [
            {**span, "text": _WORD.sub(mended, text)} if _DOTLESS in text else span
            for span, text in zip(line["spans"], line_texts, strict=True)
        ]
