"""A correction notice's authors: the names citing the article it corrects (pure;
front65).

An erratum, a corrigendum or a retraction notice often prints no byline of its own:
under its title a line cites the article it corrects, "Original article: Ann Lee, Bo
Chen and Cy Diaz (2020). Journal 12(3), 45-67.", and the notice's text follows.  Such a
notice is published under the corrected article's authors (the truth's convention:
they are its authors).  Read as a byline, the citation lost its first name to the label
and its last to the year and the journal after it, or read nobody.

:func:`original_authors` finds, among the :data:`_NEAR` lines from ``after`` (the line
under the title), a line opening on a label naming the article corrected
(:data:`_LABEL`: "Original article:", "Original paper:", "Original publication:",
"Corrected article:", "Retracted article:", a colon required), joined with the next
line where the year is not on it, then the names before a year in parentheses ("(2020)"
or "(2020a)", :data:`_CITED`), read leniently
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`, vouched by the label).  They
replace the ``authors`` read where each of those stands inside the citation's names
(read from the citation itself) or where none was read: a notice with a byline of its
own keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

_NEAR = 4
"""The citation stands among this many lines under the title."""
_LABEL = re.compile(
    r"^\s*(?:original|corrected|retracted)\s+(?:article|paper|publication)\s*:\s*(?P<rest>\S.*)$",
    re.IGNORECASE,
)
_CITED = re.compile(r"^(?P<names>.+?)\s*\((?:1[89]|20)\d\d[a-z]?\)")


def original_authors(
    lines: Sequence[Line], after: int, authors: tuple[str, ...]
) -> tuple[str, ...]:
    """The names of the corrected article's citation under the title (see the module)
    in place of ``authors`` where those were read from it or are none; else ``authors``."""
    for at in range(after, min(len(lines), after + _NEAR)):
        labelled = _LABEL.match(lines[at].text)
        if labelled is None:
            continue
        text = labelled.group("rest")
        cited = _CITED.match(text)
        if cited is None and at + 1 < len(lines):
            cited = _CITED.match(f"{text} {lines[at + 1].text.strip()}")
        if cited is None:
            return authors
        names = tuple(names_in_line(cited.group("names"), vouched=True))
        if names and all(name in cited.group("names") for name in authors):
            return names
        return authors
    return authors


__all__ = ["original_authors"]
