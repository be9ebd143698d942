"""Names in a blog post's meta line under its title, after "by" (pure; front59).

A research group's blog prints the post's people in one small line right under the
title, after the date and "by", with the reading time: "Posted on May 12, 2022 by
Ann Lee, with Bo Chen and Cy Diaz · 9 min read", "Published 3 May 2021 by Ann Lee ·
5 min read".  :mod:`~tapyre_paper_search.pdf.readtime` reads such a line over the
title only, and its pieces holding a digit (the date) name nobody; the byline
readers took the line apart at its commas ("2022 by Ann Lee", "with Bo Chen") and
kept only the pieces that read as names (front58's ``tldrpost``: authors 0.000).

:func:`posted_names` takes the line right under the title with the lines that carry
it on (one page, one size, flush left, right under: a long list of names wraps),
at most :data:`_MAX_LINES`, up to the first reading time
(:func:`~tapyre_paper_search.pdf.readtime.reading_time`); no reading time, no names.
The names are the words after the last "by" (:data:`_BY`) of the last piece holding
one that the separators (a spaced middle dot, bullet or bar) cut that text into, up to a date's
" on …" if one follows them; a ", with" or " with" before the co-authors is read as a
comma.  Every comma- or "and"-joined part must read as a name (leniently: the line
vouches for them), else nobody is named: "Posted in Methods · 4 min read" has no
"by", and "Posted by the Editorial Team on May 4 · 3 min read" is a desk, no person.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.readtime import reading_time, wraps
from tapyre_paper_search.pdf.refcreators import is_organisation

_MAX_LINES = 3
_SEPARATOR = re.compile(r"\s[·•|]\s")
_BY = re.compile(r"(?:^|\s)(?:by|von|par|por|door)\s+", re.IGNORECASE)
_WITH = re.compile(r",?\s+(?:with|mit|avec|con|met)\s+", re.IGNORECASE)
_ON = re.compile(r"\s+on\s+\S*\d|\s+on\s+(?:[A-Z][a-z]+\s+\d)", re.IGNORECASE)


def posted_names(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of a post's meta line right under the title ending before ``after``
    (see the module), or ``()``."""
    if after >= len(lines):
        return ()
    run = [lines[after]]
    for line in lines[after + 1 : after + _MAX_LINES]:
        if not wraps(run[-1], line):
            break
        run.append(line)
    text = " ".join(line.text.strip() for line in run)
    match = reading_time(text)
    if match is None:
        return ()
    head = text[: match.start()].rstrip(" ·•|")
    for segment in reversed(_SEPARATOR.split(head)):
        if _BY.search(segment):
            return _names_after_by(segment)
    return ()


def _names_after_by(segment: str) -> tuple[str, ...]:
    """The names after the last "by" of ``segment``, every part a name, or ``()``."""
    leads = list(_BY.finditer(segment))
    if not leads:
        return ()
    rest = segment[leads[-1].end() :]
    on = _ON.search(rest)
    if on is not None:
        rest = rest[: on.start()]
    names = _WITH.sub(", ", rest).strip(" ,;")
    if not names or any(map(str.isdigit, names)):
        return ()
    read = authors_from_lines([names], lenient=True)
    if not read or len(read) < len(pieces(names)):
        return ()
    if any(is_organisation(name.split()) for name in read):
        return ()
    return read
