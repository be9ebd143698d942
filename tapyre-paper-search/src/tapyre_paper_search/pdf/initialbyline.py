"""A lone author's byline that reads like a section heading numbered in Roman (pure).

Kind (realpage69's left, realpage70): a paper by one author whose byline is an initial
and a surname in bold, "I. Grabec*", "V. Petrov", "X. Wang", right under the title.  Its
shape is a bold numbered heading's ("I. Introduction", ``cues.NUMBERED_HEADING``), so the
body was taken to start there: the page read no author and no abstract.

:func:`with_initial_bylines` marks such a line (``Line.byline``) where all of these hold,
so that :func:`~tapyre_paper_search.pdf.bodystart.starts_body` and
:func:`~tapyre_paper_search.pdf.bodystart.is_section_heading` pass over it:

- its text is one Roman letter that is also an initial (I, V, X), a stop, and one
  capitalised word in lower case after its first letter (a surname, hyphened or with an
  apostrophe at most), footnote marks after it, or one word in capitals that neither
  word list knows ("I. GRABEC", realpage71); a heading in capitals ("I. INTRODUCTION",
  "V. RESULTS": words) or of two words or more ("II. Related Work") is no such line, nor
  a numeral of two letters ("IV. Results");
- the word is no first section's name in any language the reader knows
  (``cues.SECTION_HEADING``: "I. Introduction", "I. Einleitung", "I. Introducción");
- the line right before it in reading order is set much larger (the title's last line)
  and stands just above it;
- no paragraph of prose in its own size follows right under it (a heading's section text
  would: "I. Background" under the title of an anonymous draft stays a heading).

Cheap: only lines that open with "I.", "V." or "X." are looked at further.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.words import known_word

_INITIAL_NAME = re.compile(
    r"^\s*[IVX]\.\s?[A-ZÀ-ÖØ-Þ](?:[a-zß-öø-ÿ]+(?:[-'’][A-ZÀ-ÖØ-Þ]?[a-zß-öø-ÿ]+)?"
    r"|['’][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)"
    r"[\s*†‡§¶#,\d]*$"
)
# ... or in capitals: "I. GRABEC" (a word no word list knows, realpage71)
_CAPITALS_NAME = re.compile(
    r"^\s*[IVX]\.\s?([A-ZÀ-ÖØ-Þ]{2,}(?:[-'’][A-ZÀ-ÖØ-Þ]{2,})?)[\s*†‡§¶#,\d]*$"
)
# The title's last line is set at least this much larger than the byline...
_TITLE_RATIO = 1.3
# ... and stands at most this many of its own sizes above it.
_TITLE_GAP = 2.5
# A paragraph under a heading: a line in the heading's size or smaller with this many
# words, most in lower case, within this many sizes under it.
_PROSE_WORDS = 8
_PROSE_GAP = 2.5


def with_initial_bylines(page: PageLines) -> PageLines:
    """``page`` with its lone initial-and-surname bylines marked (see the module)."""
    lines = page.lines
    marked = [i for i in range(1, len(lines)) if _is_initial_byline(lines, i)]
    if not marked:
        return page
    out = list(lines)
    for i in marked:
        out[i] = replace(lines[i], byline=True)
    return replace(page, lines=tuple(out))


def _is_initial_byline(lines: Sequence[Line], i: int) -> bool:
    line = lines[i]
    text = line.text
    if not (line.bold and text[:2] in ("I.", "V.", "X.")):
        return False
    if not (_INITIAL_NAME.match(text) or _capitals_surname(text)):
        return False
    if cues.SECTION_HEADING.match(text):
        return False
    title = lines[i - 1]
    gap = line.y0 - title.y1
    if title.size < line.size * _TITLE_RATIO or not -1.0 <= gap <= title.size * _TITLE_GAP:
        return False
    return not _prose_under(lines, i)


def _capitals_surname(text: str) -> bool:
    """Whether ``text`` is an initial and one word in capitals no word list knows ("I.
    GRABEC", "V. PETROV"; realpage71): a surname, where a heading's word is a word
    ("I. INTRODUCTION", "V. RESULTS", "I. AUSBLICK")."""
    found = _CAPITALS_NAME.match(text)
    return found is not None and not known_word(found.group(1).lower())


def _prose_under(lines: Sequence[Line], i: int) -> bool:
    """Whether the line after ``lines[i]`` is a line of prose right under it."""
    if i + 1 >= len(lines):
        return False
    line, after = lines[i], lines[i + 1]
    words = after.text.split()
    lower = sum(word[:1].islower() for word in words)
    return (
        0 < after.y0 - line.y0 <= line.size * _PROSE_GAP
        and after.size <= line.size + 0.5
        and len(words) >= _PROSE_WORDS
        and lower * 2 > len(words)
    )
