"""Footnote marks OCR read as characters of a line of names, split off (pure; from
:func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`, tidy55).

Tesseract reads a superscript mark after a name as a character of its word
("Wegscheider’,", "Veilleux®", "Maxim A. Tenorio-Tagle\""): left there, the names of
a byline run together.  :func:`sized_spans` sets a regrouped line's spans to its size
and, in a line of names, splits each such mark off as a raised "*" of its own, as a
text layer sets a footnote mark.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# A capitalised word with a footnote mark OCR read as a character of the line:
# "Wegscheider’," "Hammett?" "Macovez!" "Veilleux®" "d’Ambrumenil’" "O’Brien’" (ASCII digits
# stay: "Notch3" is a name).
_MARKED_WORD = re.compile(
    r"^((?:[dlDLO][’'])?[^\W\d_]{2,}(?:-[^\W\d_]+)*)([’‘'\"”“?!*†‡§°®¹²³⁴⁵⁶⁷⁸⁹]{1,2})([,;]?)$"
)
# A single name with its mark: capitalised words and initials, the last one marked
# with a mark no sentence ends with ("Maxim A. Tenorio-Tagle\"").
_MARKED_NAME = re.compile(r"^(?:[A-ZÀ-Þ][^\W\d_]*\.?[ -]){1,3}[A-ZÀ-Þ]\S*[’‘'\"”“*†‡§°®¹²³⁴⁵⁶⁷⁸⁹]$")


def _marked(text: str) -> re.Match[str] | None:
    """``text`` as (word, mark, comma) when it is a capitalised word ending in a mark
    (after an elided particle or prefix: "d’Ambrumenil’", "O’Brien’")."""
    text = text.lstrip()  # a space OCR's word took in before it (" Novak’,")
    capital = text[:1].isupper() or (text[1:2] in "’'" and text[2:3].isupper())
    return _MARKED_WORD.match(text) if capital else None


def sized_spans(line: Mapping[str, Any], size: float) -> list[dict[str, Any]]:
    """The line's spans set to ``size``; in a line of names (two words or more ending
    in a footnote mark, or one name of two to four words whose last ends in a mark
    other than "?" or "!" with no opening quote before it), the marks split off
    (:func:`_split_mark`).  A lone capitalised word before "?" or "!" in prose keeps
    its punctuation."""
    spans = [{**span, "size": size} for span in line.get("spans", ())]
    marked = sum(_marked(span.get("text", "")) is not None for span in spans)
    text = "".join(span.get("text", "") for span in spans).strip()
    one_name = bool(_MARKED_NAME.match(text)) and not any(q in text[:-1] for q in "“‘„")
    if marked < 2 and not (marked == 1 and one_name):
        return spans
    return [part for span in spans for part in _split_mark(span)]


def _split_mark(span: dict[str, Any]) -> list[dict[str, Any]]:
    """``span`` (one OCR'd word) as the word and a raised footnote mark, as a text
    layer sets them, when it is a capitalised word ending in a mark: the mark then
    separates names as a superscript does and leaves the line's text."""
    text = span.get("text", "")
    match = _marked(text)
    if match is None:
        return [span]
    word, _, tail = match.groups()
    x0, y0, x1, y1 = span.get("bbox", (0.0, 0.0, 0.0, 0.0))
    lead = text[: len(text) - len(text.lstrip())]
    start = x0 + (x1 - x0) * len(lead) / len(text)
    cut = x0 + (x1 - x0) * (len(lead) + len(word)) / len(text)
    size = float(span.get("size", 0.0))
    parts = [{**span, "text": lead, "bbox": (x0, y0, start, y1)}] if lead else []
    parts += [
        {**span, "text": word, "bbox": (start, y0, cut, y1)},
        {
            **span,
            "text": "*",
            "size": size * 0.6,
            "flags": int(span.get("flags", 0)) | 1,
            "bbox": (cut, y0, x1, y1),
        },
    ]
    if tail:
        parts.append({**span, "text": tail, "bbox": (x1, y0, x1, y1)})
    return parts


__all__ = ["sized_spans"]
