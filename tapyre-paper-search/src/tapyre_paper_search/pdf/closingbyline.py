"""A byline that closes an abstract: "— by Ann Lee, Bo Li and Cy Roe" (pure).

A newsletter or a magazine may print no byline under the title and sign the lead
paragraph (the abstract, with no heading) at its end instead: a line, often set
flush right or in italic, that opens with a dash and "by" and lists the names,
wrapping onto a second line when they are many.  Read as prose, that line ran on
the abstract ("… two conjugacy classes. — by Ashot Minasyan") and the paper had no
author where no byline was read around the title.

:func:`is_closing_byline` tells such a line: a dash (em or en), "by" (any case) and
then names (:func:`~tapyre_paper_search.pdf.authors.names_in_line`, strictly: no
affiliation word, no e-mail).  A dash before a name without "by" is a quotation's
attribution ("— Jane Doe, CEO"), no byline.  A dash right under a line that ends in
mid-sentence goes on that sentence whatever follows ("… can be sampled well" /
"— by Markov Chain Monte Carlo", an aside wrapped in a narrow column): an abstract
asks only after a stop (``running`` in
:func:`~tapyre_paper_search.pdf.abstractends.ends_abstract`).  :func:`closing_names`
reads the names of the closing byline right after an abstract's last line, with the
lines that wrap it (the next lines of its paragraph: its size and slant, flush with
it at either edge, a line's step apart), as far as the text still reads as names only
("Ilya" / "Raymond", "Inaki" / "Fukumoto" wrapped inside a name); the lines that end
an abstract without signing it (dates, a correspondence line) may come between
(review85).  Both are cheap where the line opens with no dash.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.cues import is_after_abstract
from tapyre_paper_search.pdf.lines import Line

_DASHES = "\u2014\u2013"
_CLOSING = re.compile(r"\s*[\u2014\u2013]\s*by\s+(?=\S)", re.IGNORECASE)
# A byline wraps at most onto this many more lines.
_MORE_LINES = 2
# At most this many lines (dates, a correspondence line, their wraps) before it.
_END_LINES = 4


def is_closing_byline(line: Line) -> bool:
    """Whether ``line`` is a byline that closes the text above it (see the module)."""
    text = line.text.lstrip()
    if not text or text[0] not in _DASHES:
        return False
    lead = _CLOSING.match(text)
    return lead is not None and bool(names_in_line(_names_text(line)[lead.end() :].strip()))


def _names_text(line: Line) -> str:
    """The line's text as names are read from it: its ``names`` (marks made commas)
    where they keep the dash lead, else its text."""
    names = line.names.lstrip()
    return names if names[:1] in _DASHES else line.text.lstrip()


def closing_names(lines: Sequence[Line], used: Sequence[int] | frozenset[int]) -> tuple[str, ...]:
    """The names of the closing byline right after the last of the ``used`` lines (an
    abstract's), with the lines that wrap it; ``()`` where there is none."""
    if not used:
        return ()
    start = _past_end_lines(lines, max(used) + 1)
    if start >= len(lines) or not is_closing_byline(lines[start]):
        return ()
    first = lines[start]
    text = _names_text(first)
    lead = _CLOSING.match(text)
    texts = [text[lead.end() :] if lead else text]
    previous = first
    for line in lines[start + 1 : start + 1 + _MORE_LINES]:
        if not _wraps(previous, line):
            break
        texts.append(line.names or line.text)
        previous = line
    for count in range(len(texts), 0, -1):  # the longest reading that is names only
        names = names_in_line(" ".join(t.strip() for t in texts[:count]))
        if names:
            return tuple(names)
    return ()


def _past_end_lines(lines: Sequence[Line], start: int) -> int:
    """``start``, or past the lines from there that end an abstract and sign nothing
    (:func:`~tapyre_paper_search.pdf.cues.is_after_abstract`: "Recibido el 6 agosto
    2018; aceptado el …", "Autore corrispondente: …", with the lines that wrap them), at
    most :data:`_END_LINES` of them: the byline closing the abstract is printed under
    them (review85: they end the abstract in every language since lang29)."""
    at, previous = start, None
    while at < len(lines) and at - start < _END_LINES:
        line = lines[at]
        if is_closing_byline(line):
            break
        if not is_after_abstract(line.text) and (previous is None or not _wraps(previous, line)):
            return start
        at, previous = at + 1, line
    return at


def _wraps(previous: Line, line: Line) -> bool:
    """Whether ``line`` goes on the byline's ``previous`` line: the next line of one
    paragraph in its size and slant, flush with it at either edge (a flush-right byline
    wraps with its right edge kept)."""
    return (
        line.page == previous.page
        and abs(line.size - previous.size) <= 0.3
        and line.italic == previous.italic
        and 0 < line.y0 - previous.y0 <= previous.size * 1.8
        and (
            abs(line.x1 - previous.x1) <= previous.size * 0.5
            or abs(line.x0 - previous.x0) <= previous.size * 0.5
        )
    )
