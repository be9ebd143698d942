"""A shortened byline's full list: "Ann Lee et al." under the title, every name in an
"Authors and affiliations" section further down (pure; front62).

A preprint server's or a repository's page often prints only its first author and "et
al." under the title, and gives every name later, after the abstract, in a section of
its own: a heading ("Authors", "Authors and affiliations", "Author information") over
one name a line, each over its place.  The shortened line is one name and a running
head's "et al." (:func:`~tapyre_paper_search.pdf.etal.without_et_al` keeps it as it
is), and the section stands where no byline is looked for, so the page read its first
author, or nobody.

:func:`etal_section_names` reads the section where a line among the :data:`_UNDER`
lines under the title reads "<one name> et al." (a comma before "et al." or not) and
a heading of :data:`_HEADING` follows on the same page: the lines under that heading
that each read as one name (:func:`~tapyre_paper_search.pdf.authors.names_in_line`;
a place under a name reads as none and is passed), up to a line in the heading's type
that is no name (or any line in it, names set in another type: the next heading,
"Supplementary Information", may read as a name; fix58a), a long line, :data:`_MAX_NAMES`
names, or the page's end.  The list must open with the
shortened line's name and hold two names at least (that is what "et al." says);
else nothing is read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

_UNDER = 3
"""The shortened byline stands among this many lines under the title."""
_ET_AL = re.compile(r"^\s*(?P<name>[^,;]+?),?\s+et\s+al\.?\s*$", re.IGNORECASE)
_HEADING = re.compile(
    r"^\s*(?:authors?(?:\s+(?:and|&)\s+affiliations?)?|author\s+(?:information|details))"
    r"\s*:?\s*$",
    re.IGNORECASE,
)
_LONG = 12
"""A line of more words than this is prose: the section has ended."""
_MAX_NAMES = 60


def _fold(name: str) -> str:
    return " ".join(name.casefold().split())


def etal_section_names(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of the section that a shortened byline among the lines from ``after``
    (the title's next line) stands for (see the module), or ``()``."""
    for at in range(after, min(after + _UNDER, len(lines))):
        found = _ET_AL.match(lines[at].text)
        if found is not None:
            break
    else:
        return ()
    first = names_in_line(found.group("name"))
    if len(first) != 1:
        return ()
    page = lines[at].page
    heading = next(
        (
            i
            for i in range(at + 1, len(lines))
            if lines[i].page == page and _HEADING.match(lines[i].text)
        ),
        None,
    )
    if heading is None:
        return ()
    names: list[str] = []
    named: Line | None = None  # the first line read as a name
    for line in lines[heading + 1 :]:
        if line.page != page or len(line.text.split()) > _LONG or len(names) >= _MAX_NAMES:
            break
        headed = line.same_type(lines[heading])
        if headed and named is not None and not named.same_type(lines[heading]):
            break  # the next heading, though it reads as a name ("Supplementary Information")
        read = names_in_line(line.text)
        if len(read) == 1:
            names.append(read[0])
            named = named or line
        elif headed:
            break
    if len(names) < 2 or _fold(names[0]) != _fold(first[0]):
        return ()
    return tuple(names)


__all__ = ["etal_section_names"]
