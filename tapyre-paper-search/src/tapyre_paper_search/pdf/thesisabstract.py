"""A thesis's abstract on a page of its own under "Abstract of the Dissertation" (pure).

A thesis, a dissertation or a report sets its abstract alone on the page after its
title page, under a heading that names the work ("Abstract of the Dissertation",
"ABSTRACT OF THE THESIS", "Abstract of the Master's Thesis") rather than a bare
"Abstract", with the title repeated under the heading and often "by" and the names
under that.  :func:`degree_abstract` reads the abstract there: the heading must be
a line of its own (a table of contents' "Abstract of the Thesis … iii" is not), the
title's repeat (lines that together spell the title, or its start) and a "by" line
with the name lines under it are skipped, and the text under them is collected as
under any abstract heading (:func:`~tapyre_paper_search.pdf.abstract.collect`).  Under
a contents heading ("Contents", "Table of Contents") on the page, or with neither a
title's repeat nor a "by" under it and no prose line of :data:`_PROSE_WORDS` words
right under it ("Acknowledgements", "List of Figures"), the heading is a contents
entry, and no abstract is read; short lines of a degree statement under the name
("Doctor of Philosophy in Physics", "University of California, San Diego, 2021",
"Professor Ann Lee, Chair") are skipped (review136).
Asked by :func:`~tapyre_paper_search.pdf.frontpages.pushed_abstract` only where no
plain abstract heading sits on that page's top part.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.bylineunder import wholly_names
from tapyre_paper_search.pdf.lines import Line

# "Abstract of the Dissertation", "ABSTRACT OF THE THESIS", "Abstract of the Doctoral
# Thesis", "Abstract of the Master's Thesis", "Abstract of the Report" alone on a line.
_HEADING = re.compile(
    r"abstract\s+of\s+(?:the|this|a)\s+(?:(?:doctoral|master['’]?s?|senior|honou?rs|ph\.?\s?d\.?)\s+)?"
    r"(?:dissertation|thesis|report|project)\s*[.:]?",
    re.IGNORECASE,
)
_BY = re.compile(r"by\s*[.:]?", re.IGNORECASE)
# A contents page's heading: the heading under it is an entry (review136).
_CONTENTS = re.compile(
    r"(?:table\s+of\s+)?contents|inhaltsverzeichnis|inhalt|table\s+des\s+mati[eè]res|sommaire",
    re.IGNORECASE,
)
# With no title's repeat and no "by" under the heading, the abstract's first line is
# prose of at least this many words (not a contents entry, not a heading).
_PROSE_WORDS = 6
# At most this many lines spell the title's repeat, and this many name lines under "by".
_TITLE_LINES = 4
_NAME_LINES = 3
# The degree statement under the name (a UC thesis's "Doctor of Philosophy in Physics",
# "University of California, San Diego, 2021", "Professor Ann Lee, Chair"): at most
# this many short lines, each a degree's, a place's or a committee's (review136).
_DEGREE_LINES = 4
_DEGREE = re.compile(
    r"^\s*(?:doctor|master|bachelor|candidate)\s+of\b|\b(?:co-?)?chair(?:person)?\b|"
    r"^\s*(?:professor|prof\.|dr\.)\s|\b(?:committee|advisor|adviser|supervisor)\b",
    re.IGNORECASE,
)
_DEGREE_WORDS = 10
# A translated title's repeat ends in a gap over the abstract wider than this many line
# steps (a line step: this many of the larger line's sizes).
_TITLE_GAP = 1.5
_LINE_STEP = 1.2


def is_degree_heading(text: str) -> bool:
    """Whether ``text`` alone is a thesis's abstract heading ("Abstract of the Thesis")."""
    return _HEADING.fullmatch(cues.squeeze(text).strip()) is not None


def degree_abstract(
    lines: Sequence[Line], stop: int, title: str, *, height: float = 0.0
) -> abstracts.Abstract | None:
    """The abstract under the first thesis abstract heading in ``lines[:stop]``, the
    title's repeat and a "by" byline under the heading skipped; ``None`` without one."""
    for i in range(stop):
        if is_degree_heading(lines[i].text):
            start = _after_title(lines, i + 1, title)
            start = _after_translation(lines, start) if start == i + 1 else start
            start = _after_degree(lines, _after_byline(lines, start))
            if start >= len(lines) or lines[start].page != lines[i].page:
                return None
            if _contents(lines, i) or (
                start == i + 1 and len(lines[start].text.split()) < _PROSE_WORDS
            ):
                return None  # a contents entry ("Abstract of the Thesis" over "Vita")
            return abstracts.collect(lines, i, start, None, height=height)
    return None


def _contents(lines: Sequence[Line], at: int) -> bool:
    """Whether a contents heading ("Contents", "Table of Contents") is above
    ``lines[at]`` on its page."""
    for k in range(at - 1, -1, -1):
        if lines[k].page != lines[at].page:
            return False
        if _CONTENTS.fullmatch(cues.squeeze(lines[k].text).strip()):
            return True
    return False


def _letters(text: str) -> str:
    """``text``'s letters and digits, case-folded (how a title's repeat is compared)."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _after_title(lines: Sequence[Line], start: int, title: str) -> int:
    """The index after the lines from ``start`` that together spell ``title`` (or its
    first part, a repeat cut short), else ``start``."""
    want = _letters(title)
    if not want:
        return start
    seen, end = "", start
    for j in range(start, min(len(lines), start + _TITLE_LINES)):
        seen += _letters(lines[j].text)
        if not seen or not want.startswith(seen):
            break  # (the lines so far spell the title's first part: a repeat cut short)
        end = j + 1
        if seen == want:
            break
    return end


def _after_translation(lines: Sequence[Line], start: int) -> int:
    """The index after the title's repeat in another language from ``start`` (latex41b:
    "Isolierung intakter Zellkerne …" under "Abstract of the Thesis"), else ``start``:
    at most :data:`_TITLE_LINES` lines of the heading's page, none ending a sentence or
    longer than :data:`_DEGREE_WORDS` words, then a "by" line, or a gap wider than
    :data:`_TITLE_GAP` line steps over a line of prose (:data:`_PROSE_WORDS` words or
    more) wider than each of them."""
    page = lines[start].page if start < len(lines) else -1
    for j in range(start, min(len(lines), start + _TITLE_LINES + 1)):
        line = lines[j]
        if line.page != page:
            return start
        if j > start and _BY.fullmatch(line.text.strip()):
            return j  # the title's lines, then "by" and the names
        if j > start and _set_apart(lines[j - 1], line) and len(line.text.split()) >= _PROSE_WORDS:
            narrower = all(k.x1 - k.x0 < line.x1 - line.x0 for k in lines[start:j])
            return j if narrower else start  # a title's short lines over the prose
        if line.text.rstrip().endswith((".", "!", "?")) or len(line.text.split()) > _DEGREE_WORDS:
            return start  # a sentence's end or a line of prose: no title's repeat
    return start


def _set_apart(above: Line, line: Line) -> bool:
    """Whether ``line`` stands more than :data:`_TITLE_GAP` line steps under ``above``."""
    return line.y0 - above.y0 > _TITLE_GAP * _LINE_STEP * max(above.size, line.size)


def _after_degree(lines: Sequence[Line], start: int) -> int:
    """The index after the short lines of a degree statement from ``start`` (a degree,
    a university and year, a committee chair), else ``start``."""
    j = start
    while j < min(len(lines), start + _DEGREE_LINES):
        text = lines[j].text.strip()
        if len(text.split()) > _DEGREE_WORDS or text.endswith((".", "!", "?")):
            break
        if not (_DEGREE.search(text) or cues.has_affiliation(text)):
            break
        j += 1
    return j


def _after_byline(lines: Sequence[Line], start: int) -> int:
    """The index after a "by" line at ``start`` and the lines of names under it, else
    ``start``."""
    if start >= len(lines) or _BY.fullmatch(lines[start].text.strip()) is None:
        return start
    j = start + 1
    while j < min(len(lines), start + 1 + _NAME_LINES) and wholly_names(lines[j].text):
        j += 1
    return j if j > start + 1 else start


__all__ = ["degree_abstract", "is_degree_heading"]
