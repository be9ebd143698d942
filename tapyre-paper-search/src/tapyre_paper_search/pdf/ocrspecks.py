"""Specks OCR read as a full stop, and an initial read with a stroke, mended (pure).

A speck of dirt on a scan right after a word or between two words comes back from
Tesseract as a full stop: "A conditionally lethal yeast mutant. blocked at …" (a
title cut in two at the stop), "the surface.of eukaryotic cells", "Gram-negative.
bacteria".  An initial "I." with a speck or a serif beside it comes back as "Il.".
Only OCR'd lines reach :func:`mended_stops` (from
:func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`); a text layer is never
touched.

* A full stop after a known word (:func:`~tapyre_paper_search.pdf.words.known_word`)
  of four letters or more read in lower case (the last piece of a hyphenated word:
  "Gram-negative.") and before a known word read in lower case ("is", "blocked") is
  a speck (a label, "keywords:", is no such word: a sentence ends before it): no
  sentence ends there, and the abbreviations that come before a word in
  lower case ("etc.", "resp.", "approx.", "cf.", "vs.", "al.", "bzw.", "usw.") are
  shorter or no words of the word lists.
* A full stop inside a word between two known words, the second in lower case
  ("surface.of", "This.gene"), is a space; a domain name ("nature.com") stays.
* "Il." (also "I1.", "I|.") before a capitalised word is the initial "I.": no word
  or initial is spelt so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .words import known_word

_BEFORE_STOP = re.compile(r"(?:[^\W\d_]+-)*([a-zß-ÿ]{4,})\.")
"""A word read in lower case with a full stop (its last hyphen piece four letters or more)."""
_INSIDE_STOP = re.compile(r"([^\W\d_][a-zß-ÿ]{2,})\.([a-zß-ÿ]{2,})([,;:]?)")
"""Two words joined by a full stop, the second in lower case ("surface.of")."""
_DOMAINS = frozenset({"com", "net", "org", "edu", "gov", "info", "io"})
"""Top-level domains some word lists hold ("com", "net"): "nature.com" is a domain name,
no two words (review123)."""
_AFTER_STOP = re.compile(r"([a-zß-ÿ]{2,})[,;.]?")
"""The word after a full stop: read in lower case, and no label ("cells." over
"keywords: …" ends a sentence: review123)."""
_STROKED_I = re.compile(r"I[l1|]\.")
"""The initial "I." read with a stroke beside it."""
_CAPITALISED = re.compile(r"[A-ZÀ-Þ][^\W\d_]*[-’'.,*]?\S*")


def mended_stops(lines: Sequence[dict[str, Any]], paragraphs: Sequence[Sequence[int]]) -> None:
    """Mend in place the words of OCR'd ``lines`` with a speck read as a full stop
    (left out, or a space between two words) and the initial "I." read as "Il."
    (see the module).  ``paragraphs`` (line numbers in reading order) give the word
    after a line's last word: the next line's first.  Gate: only a line whose text
    holds a full stop is looked at."""
    for paragraph in paragraphs:
        for at, i in enumerate(paragraph):
            spans = lines[i].get("spans", ())
            if not any("." in str(span.get("text", "")) for span in spans):
                continue
            after = _first_word(lines[paragraph[at + 1]]) if at + 1 < len(paragraph) else ""
            _mend_line(lines[i], after)


def _first_word(line: dict[str, Any]) -> str:
    return next(
        (
            str(s.get("text", "")).strip()
            for s in line.get("spans", ())
            if str(s.get("text", "")).strip()
        ),
        "",
    )


def _mend_line(line: dict[str, Any], after: str) -> None:
    """Mend ``line``'s words in place; ``after`` is the word that follows its last."""
    spans = list(line.get("spans", ()))
    words = [k for k, span in enumerate(spans) if str(span.get("text", "")).strip()]
    mended = list(spans)
    for n, k in enumerate(words):
        text = str(spans[k].get("text", ""))
        following = (
            str(spans[words[n + 1]].get("text", "")).strip() if n + 1 < len(words) else after
        )
        new = _mended(text.strip(), following)
        if new is not None:
            mended[k] = {**spans[k], "text": text.replace(text.strip(), new, 1)}
    if mended != spans:
        line["spans"] = mended


def _mended(word: str, following: str) -> str | None:
    """``word`` mended given the word ``following`` it on its line ("" at the line's
    end), or None where it stays."""
    stop = _BEFORE_STOP.fullmatch(word)
    after = _AFTER_STOP.fullmatch(following)
    if stop and after and known_word(stop.group(1)) and known_word(after.group(1)):
        return word[:-1]
    inside = _INSIDE_STOP.fullmatch(word)
    if (
        inside
        and inside.group(2) not in _DOMAINS
        and known_word(inside.group(1).lower())
        and known_word(inside.group(2))
    ):
        return f"{inside.group(1)} {inside.group(2)}{inside.group(3)}"
    if _STROKED_I.fullmatch(word) and _CAPITALISED.fullmatch(following):
        return "I."
    return None
