"""A given name OCR set apart from the rest of its name, kept with it (pure).

Tesseract measures word gaps on a scan loosely: the gap between a given name and
the initials after it ("Alfons  G. Tenorio-Tagle") can come out as wide as the
gap between two names set side by side, and ``linenames.names_text`` would part the
name there.  On an OCR'd line, where the words' boxes are known, a lone
capitalised word stays with the initials and surname after it only when the
row says the gap is inside a name: it is clearly narrower than every gap that
separates names on the row, or the row has no other such gap (it holds one
name).  A word that is a common word (a label such as "Editor" or "Received",
a place such as "Leeds", a common surname), an affiliation or country word, or
a suffix ("Jr") is never joined: the row's geometry cannot tell those apart
from a given name.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from .cues import has_affiliation, has_country
from .linenames import WIDE_GAP_EMS
from .namewords import SUFFIXES
from .words import english_words

_INSIDE_SHARE = 0.6
"""How narrow (a share of the narrowest gap between names on the row) a given name's
gap before its initials is, at most, to count as inside the name."""
_GIVEN = re.compile(r"^[A-ZÀ-Þ][a-zß-ÿ]+$")
_INITIAL = re.compile(r"^[A-ZÀ-Þ]\.(?:-?[A-ZÀ-Þ]\.)*$")
# Initials and a surname, from the start of the words after a given name.
_REST_OF_NAME = re.compile(
    r"^(?:[A-ZÀ-Þ]\.(?:-?[A-ZÀ-Þ]\.)* ?)+[A-ZÀ-Þ][^\W\d_]+(?:-[^\W\d_]+)?(?:[,;]|\s|$)"
)


def kept_given_names(lines: Sequence[dict[str, Any]]) -> None:
    """Make the space between a given name and the initial after it cover the gap
    between them, on each OCR line where that gap is inside a name (see the
    module's documentation), so that no names separator is set there (a gap
    ``linenames.names_text`` sees is one no span covers: pieces of a row OCR gave
    apart, joined by ``ocrlines.joined_pieces``)."""
    for line in lines:
        spans = list(line.get("spans", ()))
        words = [k for k, s in enumerate(spans) if s.get("text", "").strip() and "bbox" in s]
        if len(words) < 2:
            continue
        largest = max(float(span.get("size", 0.0)) for span in spans)
        gaps = [_gap_before(spans, b) for b in words[1:]]
        wide = [gap > largest * WIDE_GAP_EMS for gap in gaps]
        texts = [spans[k]["text"].strip() for k in words]
        keep = [
            n
            for n in range(len(words) - 1)
            if wide[n] and _given_apart(texts, wide, n) and _inside(texts, gaps, wide, n)
        ]
        for n in reversed(keep):
            b = words[n + 1]
            x0, y0, end, y1 = (float(v) for v in spans[b - 1]["bbox"])
            x1 = float(spans[b]["bbox"][0])
            if spans[b - 1].get("text", "").strip():  # no space span between them
                spans.insert(b, {**spans[b - 1], "text": " ", "bbox": (end, y0, x1, y1)})
            else:
                spans[b - 1] = {**spans[b - 1], "bbox": (x0, y0, x1, y1)}
        if keep:
            line["spans"] = spans


def _gap_before(spans: Sequence[Mapping[str, Any]], k: int) -> float:
    """How far span ``k`` starts after the span before it ends (any span, a space
    too: the gap no span covers)."""
    return float(spans[k]["bbox"][0]) - float(spans[k - 1].get("bbox", spans[k]["bbox"])[2])


def _given_apart(texts: Sequence[str], wide: Sequence[bool], n: int) -> bool:
    """Whether word ``n`` of a line's words ``texts`` reads as a given name alone
    before the initials and surname of its name (word ``n + 1`` on)."""
    word = texts[n].lower()
    if word in SUFFIXES or word in english_words() or has_affiliation(word):
        return False
    return not has_country(word) and _shaped_apart(texts, wide, n)


def _shaped_apart(texts: Sequence[str], wide: Sequence[bool], n: int) -> bool:
    """Whether word ``n`` is shaped as a given name set apart: one capitalised word
    that ends no name (the word before it, if any, is set apart, or no name's end:
    not a word or an initial), followed by initials and a surname."""
    if not _GIVEN.match(texts[n]):
        return False
    before = texts[n - 1] if n else ""
    if n and not wide[n - 1] and (before[-1:].isalpha() or _INITIAL.match(before)):
        return False  # it ends a name ("John Smith ; A. Jones", "A. Wahid ; B. Habibie")
    return _REST_OF_NAME.match(" ".join(texts[n + 1 :])) is not None


def _inside(texts: Sequence[str], gaps: Sequence[float], wide: Sequence[bool], n: int) -> bool:
    """Whether the wide gap ``n`` (after word ``n``) is clearly narrower than every
    gap that separates two names on the row (a wide gap between two words, not
    after an initial nor after another word shaped as a given name set apart: those
    can be inside a name), or the row has no such gap."""
    others = [
        gap
        for k, gap in enumerate(gaps)
        if k != n
        and wide[k]
        and not _INITIAL.match(texts[k])
        and any(c.isalpha() for c in texts[k])
        and any(c.isalpha() for c in texts[k + 1])
        and not _shaped_apart(texts, wide, k)
    ]
    return not others or gaps[n] < min(others) * _INSIDE_SHARE
