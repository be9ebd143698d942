"""Which front-matter lines may hold the paper's authors (pure).

:func:`author_zone` bounds the lines that may hold names (between the title and
the abstract, and under a teaser abstract up to the body), :func:`after_keywords`
those set last, under the abstract's keyword block; :func:`before_note` ends a zone
at a note on the authors or a thesis's committee.
:func:`~tapyre_paper_search.pdf.frontauthors.front_authors` reads the names in them.
Split from :mod:`~tapyre_paper_search.pdf.frontauthors` (tidy46).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import abstractcues, bodystart, committee, cues, overseers
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.epigraph import without_attributions
from tapyre_paper_search.pdf.lines import Line, side_by_side
from tapyre_paper_search.pdf.references import HEADING as REFS_HEADING
from tapyre_paper_search.pdf.summaryhead import is_summary_heading

# The heading of a note on the authors, set after the names (an APA title page's "Author
# Note", a journal's "Author Information"): no name, and the names are all above it (the
# note's prose names the authors again, with ORCIDs, or the one to write to).
_NOTE_HEADING = re.compile(
    r"^\s*(?:authors?['’]?s?['’]?\s+(?:notes?|information|details|contributions?)|"
    r"acknowledge?ments?|funding(?: information)?|(?:conflicts?|declarations?) of interests?|"
    r"competing interests?)\s*[.:]?\s*$",
    re.IGNORECASE,
)


def author_zone(
    lines: Sequence[Line], after: int, body: float, found: abstracts.Abstract | None
) -> list[int]:
    """Lines that may hold names: between the title and the abstract (and, when the
    abstract comes right after the title as a teaser, between it and the body, up to
    the body's first heading), less an epigraph's attribution
    (:func:`~tapyre_paper_search.pdf.epigraph.without_attributions`)."""
    if found is not None and found.start >= after:
        # Up to a heading of the body: with the abstract in the next column (beside an
        # "article info" column), reading order reaches "1. Introduction" first.
        heading = next((i for i in range(after, found.start) if _body_heading(lines[i])), None)
        zone = list(range(after, found.start if heading is None else heading))
        last = max(found.used)
        end = bodystart.first_paragraph(lines, last + 1, body)
        tail = [i for i in range(last + 1, end) if i not in found.used]
        # nor past the body's first heading under it ("1 Introduction" over a two-column
        # body: the heading beside it is no name, latex36), nor past a reference list's
        # heading (a short communication's "Summary" closing its text, abs67)
        tail = list(itertools.takewhile(lambda i: not _tail_end(lines, i), tail))
        # an epigraph's "— Louis Pasteur" under the byline is no author (latex36), nor
        # one set under the abstract (realpage71)
        zone, tail = without_attributions(lines, zone), without_attributions(lines, tail, led=True)
        return zone + tail + _column_past_closing(lines, found, end, body)
    end = bodystart.first_paragraph(lines, after, body)
    return list(range(after, end))


def _column_past_closing(
    lines: Sequence[Line], found: abstracts.Abstract, end: int, body: float
) -> list[int]:
    """The rest of a column of names beside the abstract that reading order takes up after
    the abstract's closing lines (keywords, dates, a correspondence line: they end the tail
    at ``end``) set under it in its own column: the lines from the first one beside the
    abstract on, while they stand beside it, up to the body (review101: a side column's
    names after "Received 3 March 2020; accepted …" had been lost, in any language)."""
    column = [lines[i] for i in found.used]
    page = column[0].page
    j = end
    while (
        j < len(lines)
        and lines[j].page == page
        and abstractcues.is_after_abstract(lines[j].text)
        and not side_by_side([lines[j]], column)
    ):
        j += 1
    if j == end or j >= len(lines):
        return []
    stop = bodystart.first_paragraph(lines, j, body)
    beside = itertools.takewhile(
        lambda i: lines[i].page == page and side_by_side([lines[i]], column), range(j, stop)
    )
    return list(beside)


def _tail_end(lines: Sequence[Line], i: int) -> bool:
    """Whether line ``i`` ends the names' tail under the abstract: a heading of the body
    (:func:`_heading_at`) or a reference list's (``references.HEADING``, abs67)."""
    return _heading_at(lines, i) or REFS_HEADING.match(lines[i].text) is not None


def _heading_at(lines: Sequence[Line], i: int) -> bool:
    """Whether line ``i`` opens a heading of the body: the heading, or its number
    alone on a line before it ("1" / "Introduction")."""
    if _body_heading(lines[i]):
        return True
    return (
        cues.SECTION_NUMBER.match(lines[i].text) is not None
        and i + 1 < len(lines)
        and _body_heading(lines[i + 1])
    )


# A heading numbered with one Roman letter reads like an initial ("X. Wang", "V Kumar").
_ROMAN_LETTER = re.compile(r"^\s*[IVX]\.?\s")


def _body_heading(line: Line) -> bool:
    """A section heading of the body: "Introduction", "1. Introduction" (three words at
    most: "Overview of …" may be a subtitle), a numbered heading in bold (but for a
    name in bold whose initial reads as a Roman number, "X. Wang")."""
    text = line.text
    named = cues.SECTION_HEADING.match(text) and len(text.split()) <= 3
    numbered = line.bold and len(text) < 60 and cues.NUMBERED_HEADING.match(text)
    initial = _ROMAN_LETTER.match(text) and names_in_line(line.names or text)
    return bool(named or (numbered and not initial))


def after_keywords(
    lines: Sequence[Line], found: abstracts.Abstract | None, body: float
) -> list[int]:
    """Lines that may hold names set at the end of the front matter: past the abstract
    and the keyword, classification or dates blocks right under it, up to the body
    (a section heading or a paragraph of prose).  ``[]`` when no such block follows the
    abstract (the tail :func:`author_zone` reads is all there is)."""
    if found is None or not found.used:
        return []
    start = max(found.used) + 1
    end = start
    while end < len(lines) and abstractcues.is_after_abstract(lines[end].text):
        end = next(bodystart.paragraphs(lines, end))[1]
    if end == start:
        return []
    return list(range(end, bodystart.first_paragraph(lines, end, body)))


def before_note(lines: Sequence[Line], zone: Sequence[int]) -> Sequence[int]:
    """``zone`` up to a heading of a note on the authors (:data:`_NOTE_HEADING`), or
    up to the label of a thesis's committee or supervisors after a first line
    (:func:`committee.is_label`: the names under it are no authors) or a reader's
    summary's label alone on its line after a first line
    (:func:`.summaryhead.is_summary_heading`, abs67) where a name stands above it or
    none below it (:func:`_byline_under`: the label alone is left out); a zone that
    opens with such a label loses the supervisors' blocks first
    (:func:`overseers.without`: the candidates beside them are the authors, latex43)."""
    zone = overseers.without(lines, zone)
    kept: list[int] = []
    for k, i in enumerate(zone):
        text = lines[i].text
        if _NOTE_HEADING.match(text) or (k and committee.is_label(text)):
            return kept
        if k and is_summary_heading(text):
            if not _byline_under(lines, zone, k):
                return kept
            continue
        kept.append(i)
    return kept


def _byline_under(lines: Sequence[Line], zone: Sequence[int], k: int) -> bool:
    """Whether the summary label at ``zone[k]`` stands over the byline: no line of the
    zone above it reads as names and one below it does (fix62c: a box set between a
    subtitle or a date line and the byline; the names are not all above it then)."""
    return not any(names_in_line(lines[j].text) for j in zone[:k]) and any(
        names_in_line(lines[j].text) for j in zone[k + 1 :]
    )
