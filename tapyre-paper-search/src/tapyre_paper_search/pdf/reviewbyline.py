"""A book review's reviewers: "Reviewed by Ann Lee and Bo Chen" after the review (pure;
front62).

A journal's book review prints a "Book review" label over its own title, a line citing
the book under review (its writers, press, year and pages), the review's text, and its
writers last, often flush right and in bold: "Reviewed by Ann Lee, Bo Chen and Cy Diaz"
over their place.  The reviewers are the review's authors; the book's writers are not.
Elsewhere a "Reviewed by" line names a paper's peer reviewers, no authors
(:func:`~tapyre_paper_search.pdf.authors.names_others`), and the page had no author.

:func:`review_byline` reads it only where the page names itself a book review: a line
reading "Book review(s)" alone (any case) over the title ``group`` among the page's
first :data:`_TOP` lines.  The byline is a line after the title that opens with
"Reviewed by" (or "Review by", a colon after either: bylines64) and whose rest reads wholly as names
(:func:`~tapyre_paper_search.pdf.closinglabel.names_only`: as many names as pieces
between commas and "and"), with the lines wrapping it
(:func:`~tapyre_paper_search.pdf.closingbyline.wraps`) where the names go on there
(:data:`_MORE_LINES`, or :data:`_OPEN_LINES` more while a parenthesis stands open:
each reviewer's place in parentheses makes the byline long; front65).
A "Reviewed by" line on any other page, or one naming a body, reads nobody.  Asked
before the names around the title are read (:mod:`~tapyre_paper_search.pdf.frontmatter`):
the line citing the book, "Title, by Dana Price and Evan Moss. 2021. 240 pp.", had been
read as the byline.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.closingbyline import wraps
from tapyre_paper_search.pdf.closinglabel import names_only
from tapyre_paper_search.pdf.lines import Line

_TOP = 6
"""The label stands among the page's first this many lines, over the title."""
_LABEL = re.compile(r"^\s*book\s+reviews?\s*$", re.IGNORECASE)
# bylines64: a colon may close the label ("Reviewed by: Ann Lee")
_LEAD = re.compile(r"^\s*(?:reviewed|review)\s+by(?:\s*:)?\s+(?P<names>\S.*)$", re.IGNORECASE)
_MORE_LINES = 2
"""At most this many lines wrapping the byline's first."""
_OPEN_LINES = 2
"""This many more where the byline so far leaves a parenthesis open: each reviewer's
place in parentheses, "A (Institute of" / "Physics), B (…)" (front65)."""


def review_byline(lines: Sequence[Line], group: Sequence[int]) -> tuple[str, ...]:
    """The reviewers of a book review whose title is ``group`` (see the module), or
    ``()`` where the page is none or no such byline reads as names."""
    if not group:
        return ()
    title = min(group)
    if not any(_LABEL.match(lines[i].text) for i in range(min(title, _TOP))):
        return ()
    page = lines[title].page
    for start in range(max(group) + 1, len(lines)):
        if lines[start].page != page:
            break
        found = _LEAD.match(lines[start].text)
        if found is None:
            continue
        text, previous, best = found.group("names"), lines[start], names_only(found.group("names"))
        more = lines[start + 1 : start + 1 + _MORE_LINES + _OPEN_LINES]
        for count, line in enumerate(more, 1):
            closed = text.count("(") <= text.count(")")
            if not wraps(previous, line) or (count > _MORE_LINES and closed):
                break
            text, previous = f"{text} {line.text.strip()}", line
            best = names_only(text) or best
        return tuple(best)
    return ()


__all__ = ["review_byline"]
