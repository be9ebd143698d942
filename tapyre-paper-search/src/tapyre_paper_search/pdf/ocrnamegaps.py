"""A wide gap between two names OCR read on one row, kept a gap (pure).

A byline set name by name with only a wider space between the names ("Ann K. Lee
Wang    Brona Romano") is one row to Tesseract, which puts a space over every gap
between its words.  ``linenames.names_text`` sets a names separator at a gap no span
covers, or at a space between two spans that each read as a whole name (a text
layer's runs); an OCR row's spans are single words, so the gap between two names
told nothing and the row read as one run of words no name matches.

:func:`parted_names` takes the space off such a gap, on a row shaped as names (every
word holding letters opens with a capital, three words at least): a gap between two
words wider than ``linenames.WIDE_GAP_EMS`` of the row's size and
:data:`_WIDER_THAN_USUAL` times the row's usual gap between words, a word ending in a
letter on its left and a capitalised word on its right, and every such gap
:data:`_CLEAR_OF_KEPT` times the widest gap left between the row's words.  Tesseract's
word gaps vary by a point or two; a row whose gaps are all wide (a loosely set or
typewriter face), or whose gaps between names are not all clearly wider than those inside
them, keeps its spaces (the names are then told apart by their words).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from typing import Any

from .linenames import WIDE_GAP_EMS

_WIDER_THAN_USUAL = 1.45
"""How many times the row's usual (median) word gap a gap between two names is."""
_CLEAR_OF_KEPT = 1.3
"""How many times the widest gap kept inside the row's names each gap parted is, at
least: a row with a gap kept nearly as wide as one between names has gaps that do not
tell its names apart (one between names may be among those kept), and keeps them all."""
_FEWEST_WORDS = 3
_CAPITALISED = re.compile(r"^[A-ZÀ-Þ]")


def parted_names(lines: Sequence[dict[str, Any]]) -> None:
    """Drop the space span over each gap between two names on each OCR line shaped as
    a row of names (see the module's documentation), so that
    ``linenames.names_text`` sees the gap and parts the names there."""
    for line in lines:
        spans = list(line.get("spans", ()))
        words = [k for k, span in enumerate(spans) if str(span.get("text", "")).strip()]
        texts = [str(spans[k]["text"]).strip() for k in words]
        lettered = [text for text in texts if any(c.isalpha() for c in text)]
        if len(lettered) < _FEWEST_WORDS or not all(_CAPITALISED.match(t) for t in lettered):
            continue
        if any("bbox" not in spans[k] for k in words):
            continue
        gaps = [_gap(spans[a], spans[b]) for a, b in itertools.pairwise(words)]
        usual = sorted(gaps)[len(gaps) // 2]
        size = max(float(span.get("size", 0.0)) for span in spans)
        wide = max(size * WIDE_GAP_EMS, usual * _WIDER_THAN_USUAL)
        cuts = [
            n for n in range(len(gaps)) if gaps[n] > wide and _between_names(texts[n], texts[n + 1])
        ]
        kept = [gap for n, gap in enumerate(gaps) if n not in cuts]
        if not cuts or min(gaps[n] for n in cuts) < max(kept, default=0.0) * _CLEAR_OF_KEPT:
            continue
        parted = {k for n in cuts for k in range(words[n] + 1, words[n + 1])}
        line["spans"] = [span for k, span in enumerate(spans) if k not in parted]


def _gap(left: Mapping[str, Any], right: Mapping[str, Any]) -> float:
    """How far the word ``right`` starts after ``left`` ends (its box: a leading
    space OCR gave the word is in its box, and that gap counts as none)."""
    return float(right["bbox"][0]) - float(left["bbox"][2])


def _between_names(left: str, right: str) -> bool:
    """Whether a gap between the words ``left`` and ``right`` can end one name and open
    the next: ``left`` ends in a letter (not a comma, an initial's stop or a mark),
    ``right`` is a capitalised word."""
    return left[-1:].isalpha() and bool(_CAPITALISED.match(right)) and right[-1:] != "."
