"""A figure one OCR read as "l" or "Il" after a run of capitals, mended (pure).

Tesseract reads the figure one after capitals, in a gene's or protein's name, as a
lower-case l or as "Il": "IDH1" came back "IDHIl", "OPA1" "OPAl".  No word of a
language ends so (a capital run with a lower-case l after it), so
:func:`mended_ones` writes "1" for the "l" or "Il" ending a word made of two
capitals or more and that ending, with a comma, stop or bracket after it at most.
A run of Roman numeral letters alone ("XIl", "CDl") is left as it is: it may be a
numeral whose last "I" was misread.  Nor is a word ending in "Cl", chlorine's symbol:
a chloride's formula is printed so ("HCl", "KCl", "HOCl", "TMSCl": review134), and a
correct reading must not be spoilt ("ERCCl" for "ERCC1" stays as read).  Only OCR'd
lines reach it (from
:func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

_ONE_AS_L = re.compile(r"^(\s*)([A-Z]{2,}?)(Il|l)([,;:.)\]]?\s*)$")
"""A word of capitals ending in "l" or "Il" (its leading and trailing space kept)."""
_ROMAN = frozenset("IVXLCDM")


def mended_ones(lines: Sequence[dict[str, Any]]) -> None:
    """Write "1" for the "l" or "Il" of a word as the module says (in place: a changed
    line gets new spans)."""
    for line in lines:
        spans = line.get("spans", ())
        if not any("l" in str(span.get("text", "")) for span in spans):
            continue
        mended = [_mended(span) for span in spans]
        if any(new is not old for new, old in zip(mended, spans, strict=True)):
            line["spans"] = mended


def _mended(span: dict[str, Any]) -> dict[str, Any]:
    """``span`` with its word mended, or ``span`` itself."""
    match = _ONE_AS_L.match(str(span.get("text", "")))
    if match is None or set(match.group(2)) <= _ROMAN:
        return span
    lead, caps, ending, tail = match.groups()
    if ending == "l" and caps.endswith("C"):
        return span  # chlorine's symbol ending a formula: "HCl", "KCl", "TMSCl"
    return {**span, "text": f"{lead}{caps}1{tail}"}
