"""The text of a line's spans that author names are read from (pure).

:func:`plain_text` is a line's text without footnote marks set as superscripts;
:func:`names_text` replaces superscripts and smaller-set spans (marks, affiliations
beside a name) by commas and wide gaps between spans by :data:`SEPARATOR`, keeping the
rest of a word faked in small capitals as text, and a whole word after it set in the
same small capitals (a particle, "van der"); :func:`split_wide_gaps` sets
:data:`SEPARATOR` where the words of a line stand further apart than its usual spacing.
:mod:`~tapyre_paper_search.pdf.lines` builds ``Line.names`` from them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.elidedcaps import elided_particle
from tapyre_paper_search.pdf.fontstyle import superscript
from tapyre_paper_search.pdf.namewords import looks_like_name
from tapyre_paper_search.pdf.subscripts import is_subscript
from tapyre_paper_search.pdf.wordgaps import gaps_between, usual_gap

# Superscripts and marks: spans set this much smaller than the line's largest.
_SMALL_SPAN_RATIO = 0.85
_RAISED_RATIO = 0.8
MARK_ONLY = re.compile(r"^[\s\d,*†‡§¶∗⋆♠♣♥♦♢♡✉#a-f]+$")
MARK_SYMBOLS = re.compile(r"^[\s\d,*†‡§¶∗⋆♠♣♥♦♢♡✉#]+$")
# Small capitals a font without them fakes: a capital, then the word's other letters as
# capitals set about 0.7-0.85 as large, glued to it ("N" + "URTEN"); whole words in them
# may follow in the same run ("F" + "LORIS VAN DER ": a particle set all in them).
# The capitals of Latin-1 and Latin Extended-A and -B ("Š", "Ł", "Ő": "T" + "OMÁŠ", producer60).
# An accent after a capital: a text layer giving "Á" as "A" and a combining acute (producer63).
_CAPITALS = "A-ZÀ-ÖØ-Þ" + "".join(c for c in map(chr, range(0x100, 0x250)) if c.isupper())
_ACCENTS = "\u0300-\u036f"
_FAKED_CAPS = re.compile(
    rf"^[{_CAPITALS}][{_CAPITALS}{_ACCENTS}'’.-]*(?: [{_CAPITALS}]{{2,}})*[.,]?\s*$"
)
_FAKED_CAPS_RATIO = 0.65
_INITIALS = re.compile(rf"^\s?(?:[{_CAPITALS}]\.\s?)+$")  # " H. M." (a name's initials)
# A whole word in faked small capitals after another's run, one word space on from it.
_FAKED_WORD = re.compile(rf"^\s?[{_CAPITALS}][{_CAPITALS}{_ACCENTS}]+\s?$")
_WORD_SPACE_EMS = 0.6
_GLUED_EMS = 0.08
# Words this much further apart than the line's usual spacing separate names.
WIDE_GAP_EMS = 0.42
# Inside a span: a gap this wide (and wider than the line's usual spacing) separates names.
_WIDE_WORD_GAP_EMS = 0.3
# The gap between two spans, in ems, under which they stand closer than a word space
# (onetype reads such spans as one).
MATH_SPACE_EMS = 0.2
SEPARATOR = " ; "
"""What ``Line.names`` holds where a wide gap separated two words (names split there)."""


def plain_text(spans: Sequence[Mapping[str, Any]]) -> str:
    """A line's text without footnote marks set as superscripts ("S2ORC,1"); subscript
    digits stay (:func:`~.subscripts.is_subscript`: "CeAg2Ge2").  (A word
    space MuPDF left out beside a math letter is put in by :mod:`.mathspace` when the
    page is read.)"""
    largest = max(float(s.get("size", 0.0)) for s in spans)
    parts = []
    before: Mapping[str, Any] | None = None  # the last span kept with text
    for span in spans:
        text = span.get("text", "")
        raised = superscript(span) or float(span.get("size", 0.0)) < largest * _RAISED_RATIO
        mark = raised and text.strip() and MARK_SYMBOLS.match(text)
        if mark and not is_subscript(span, before):
            continue
        parts.append(text)
        if text.strip():
            before = span
    return "".join(parts).strip()


def names_text(
    spans: Sequence[Mapping[str, Any]], small_caps: Mapping[int, float] | None = None
) -> tuple[str, int]:
    """(text, marks): the line with superscript and smaller spans (footnote marks,
    affiliations beside a name) replaced by a comma, which separates names, and
    how many such spans there were.  Wide gaps between words inside a span are
    not visible here (see :func:`split_wide_gaps`); a span that is only a space
    (PyMuPDF's, over a gap between two runs of text drawn apart) counts as part of
    that gap when the runs either side of it are names (:func:`_names_apart`).  The
    ``small_caps`` spans (indexes, :mod:`~tapyre_paper_search.pdf.smallcaps`) are text."""
    largest = max(float(s.get("size", 0.0)) for s in spans)
    smaller = largest * _SMALL_SPAN_RATIO
    wide = largest * WIDE_GAP_EMS
    last = len(spans) - 1
    parts: list[str] = []
    marks = 0
    previous_end: float | None = None
    faked: Mapping[str, Any] | None = None  # the last run read as faked small capitals
    for k, span in enumerate(spans):
        text = span.get("text", "")
        if faked is not None and _faked_word(faked, spans, k, largest):
            parts.append(text)  # a word (or the space before it) all in faked small capitals
            previous_end = float(span.get("bbox", (0.0, 0.0, 0.0))[2])
            faked = span if text.strip() else faked
            continue
        faked = _over_initials(faked, span, largest)
        # (the tests of _names_apart that need no span beside this one come first: most
        # space-only spans are PyMuPDF's own between two words of a line, speed45)
        if (
            text
            and previous_end is not None
            and 0 < k < last
            and not text.strip()
            and _names_apart(spans, k, largest, previous_end)
        ):
            parts.append(SEPARATOR)
            previous_end = None  # the gap is told: none again before the next name
            continue
        size = float(span.get("size", 0.0))
        if small_caps and k in small_caps:
            size = small_caps[k]  # faked small capitals: text in the larger type
        small = size < smaller
        flagged = superscript(span)
        raised = flagged and text.strip() and MARK_ONLY.match(text)
        x0, _, x1, _ = span.get("bbox", (0.0, 0.0, 0.0, 0.0))
        if small and not flagged and _faked_caps(parts, span, previous_end, largest):
            parts.append(text)
            faked = span
        elif small or raised:
            if text.strip():
                marks += 1
            parts.append(", ")
        else:
            if previous_end is not None and float(x0) - previous_end > wide:
                parts.append(SEPARATOR)
            parts.append(text)
        previous_end = float(x1)
    return "".join(parts).strip(), marks


def wide_apart(start: float, previous_end: float, largest: float) -> bool:
    """Whether a span starting at ``start`` stands more than :data:`WIDE_GAP_EMS` of
    ``largest`` (the line's size) after ``previous_end``, the end of the text before
    it: wide enough to part two names (:func:`_names_apart`'s first test, asked first
    by :func:`~tapyre_paper_search.pdf.onetype.one_type` too)."""
    return not start - previous_end <= largest * WIDE_GAP_EMS


def _names_apart(
    spans: Sequence[Mapping[str, Any]], k: int, largest: float, previous_end: float | None
) -> bool:
    """Whether the space-only span ``spans[k]`` fills a gap wider than
    :data:`WIDE_GAP_EMS` between two runs in the line's full size that each read as a
    name (a byline drawn name by name, apart): PyMuPDF puts its space over the gap, so
    the gap between the spans alone shows nothing."""
    if previous_end is None or not 0 < k < len(spans) - 1:
        return False
    left, right = spans[k - 1], spans[k + 1]
    # the gap first: PyMuPDF's space between two words is narrower (speed45)
    if not wide_apart(float(right.get("bbox", (0.0,))[0]), previous_end, largest):
        return False
    sizes = [float(span.get("size", 0.0)) for span in (left, right)]
    if min(sizes) < largest * _SMALL_SPAN_RATIO or abs(sizes[0] - sizes[1]) >= 0.1:
        return False
    return all(looks_like_name(str(span.get("text", "")).strip()) for span in (left, right))


def _faked_caps(
    parts: Sequence[str], span: Mapping[str, Any], previous_end: float | None, largest: float
) -> bool:
    """Whether a smaller ``span`` is the rest of a word in faked small capitals: capitals
    set at least :data:`_FAKED_CAPS_RATIO` as large as the line's largest type, glued to a
    capital that ends the text so far and opens its word (a mark after a name follows a
    lower-case letter, a space, or a word in capitals: "JANE DOE" + "A")."""
    text = str(span.get("text", ""))
    if not parts or previous_end is None or not _FAKED_CAPS.match(text):
        return False
    before = parts[-1]
    if not before or not before[-1].isupper() or before[-2:-1].isalpha():
        return False
    gap = float(span.get("bbox", (0.0,))[0]) - previous_end
    large = float(span.get("size", 0.0)) >= largest * _FAKED_CAPS_RATIO
    return large and gap < largest * _GLUED_EMS


def _over_initials(
    faked: Mapping[str, Any] | None, span: Mapping[str, Any], largest: float
) -> Mapping[str, Any] | None:
    """The faked small capitals' run going on over ``span`` where it holds a name's
    initials alone in the line's largest type ("P" + "AUL" + " H. M." + " " + "VAN":
    the particle after the initials is the run's; producer63): the run, its box ending
    where ``span`` ends; else None."""
    text = str(span.get("text", ""))
    if faked is None or not _INITIALS.match(text) or float(span.get("size", 0.0)) < largest:
        return None
    box = faked.get("bbox", (0.0, 0.0, 0.0, 0.0))
    end = float(span.get("bbox", (0.0, 0.0, 0.0))[2])
    return {**faked, "bbox": (box[0], box[1], end, box[3])}


def _faked_word(
    faked: Mapping[str, Any], spans: Sequence[Mapping[str, Any]], k: int, largest: float
) -> bool:
    """Whether ``spans[k]`` goes on a word in faked small capitals (``faked``, the run
    of its other letters): a whole word of them, a name's lower-case particle or
    "and" ("F" + "LORIS" + " " + "VAN" + " " + "DER" + " C" + "UTKOSKY"), an elided
    particle glued to its apostrophe (:mod:`.elidedcaps`: "D" + "'A"), in the
    run's size on its baseline, or the space between the two.  A mark after a name
    is raised, or follows a comma or a full-size letter."""
    span = spans[k]
    text = str(span.get("text", ""))
    if not text.strip():  # the space: goes with the word after it
        return k + 1 < len(spans) and _faked_word(faked, spans, k + 1, largest) and text == " "
    if superscript(span) or not (_FAKED_WORD.match(text) or elided_particle(spans, k, largest)):
        return False
    size = float(span.get("size", 0.0))
    if abs(size - float(faked.get("size", 0.0))) > 0.1 or size < largest * _FAKED_CAPS_RATIO:
        return False
    start, end = float(span.get("bbox", (0.0,))[0]), float(faked.get("bbox", (0.0, 0.0, 0.0))[2])
    words_apart = 0 < start - end < largest * _WORD_SPACE_EMS
    return words_apart and _same_bottom(span, faked, size)


def _same_bottom(span: Mapping[str, Any], other: Mapping[str, Any], size: float) -> bool:
    a, b = span.get("bbox"), other.get("bbox")
    return a is not None and b is not None and abs(float(a[3]) - float(b[3])) < size * 0.1


def split_wide_gaps(
    text: str,
    words: Sequence[tuple[float, float, str]],
    size: float,
    gaps: Sequence[float] | None = None,
) -> str:
    """``text`` with :data:`SEPARATOR` where consecutive ``words`` (x0, x1, word) of
    the line stand further apart than ordinary word spacing: names set side by
    side without commas ("Jane Doe    John Smith").  ``gaps``: those between ``words``
    where measured already (:func:`~.wordgaps.gaps_between`; speed59b)."""
    if len(words) < 3:
        return text
    if gaps is None:
        gaps = gaps_between(words)
    usual = usual_gap(gaps)
    wide = max(size * _WIDE_WORD_GAP_EMS, usual * 1.45)
    if not any(gap > wide for gap in gaps):
        return text
    pieces = [words[0][2]]
    for gap, word in zip(gaps, words[1:], strict=False):
        pieces.append(SEPARATOR if gap > wide else " ")
        pieces.append(word[2])
    return "".join(pieces)
