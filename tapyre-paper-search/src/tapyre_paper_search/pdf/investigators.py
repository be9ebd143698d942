"""A study's investigators named under role labels (pure; front56).

A trial's protocol synopsis or a registry's record names the people behind a study
not in a byline but in labelled fields: a table's rows "Chief Investigator" │ "Prof
Ann Lee, Place" and "Co-investigators" │ "Dr Bo Chen (Place); Dr Cy Diaz (Place)",
or a list under a label alone ("Study Officials", "Investigators") a person a line,
"Ann Lee, PhD · Principal Investigator · Place".  The byline readers took the
labels for names ("Study Officials"), kept the honorifics ("Prof Ann Lee") and missed
the names followed by their degrees and places.

:func:`investigator_names` finds on a page's lines each label (:data:`_LABEL`: a
line that is only an investigators' role or a study's officials, in English, bold
or not) and reads its value:

* a table's cell: the lines right of the label from its row down to the next line
  starting at the label's left edge (the next row's label);
* else a list under it: the lines starting at its left edge under it, not bold, up to
  a bold line, a line in another size, or a gap larger than :data:`_GAP` of their
  size (:data:`_FIRST_GAP` under the label); a list reaching the page's last line
  goes on at the next page's top.

Each entry of a value (the cell's lines joined, parted at semicolons; a list's line)
is read as one person: parenthesised notes dropped, the part before the first middle
dot, comma, spaced dash or bar (:data:`_PARTS`: a degree, a role, a place), an
honorific before it dropped (:data:`.academictitles.HONORIFIC`); it must read as exactly that one
name (:func:`~tapyre_paper_search.pdf.authors.names_in_line`).  The names in the order
read, each once; none where no label is found, or where any entry reads as no one
person (the byline readers' names are kept then).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.academictitles import HONORIFIC as _HONORIFIC
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.cues import SECTION_HEADING
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.namedheading import personal_name
from tapyre_paper_search.pdf.namesonly import BRACKETED

_LABEL = re.compile(
    r"\s*(?:(?:chief|principal|lead|coordinating|co-?principal|co-?chief|co)[\s-]*"
    r"investigators?|investigators|study\s+officials?|principal\s+investigator\(s\))\s*:?\s*",
    re.IGNORECASE,
)
_PARTS = re.compile(r"\u00b7|,|\s[-\u2013\u2014|]\s")
"""What parts a person's name from a degree, a role or a place: a middle dot, a comma,
a spaced dash or bar."""
_ROW_SLACK = 0.6
"""A cell's first line stands at most this many of the label's sizes above or below it."""
_EDGE = 3.0
"""Lines starting within this many points of the label's left edge stand in its column."""
_GAP = 2.2
"""A list's next line stands at most this many of its sizes under the one before."""
_FIRST_GAP = 3.5
"""A list's first line stands at most this many of its sizes under its label."""


def study_people(
    pages: Sequence[PageLines], start: int, byline: tuple[str, ...] = ()
) -> tuple[str, ...]:
    """The names under the investigators' labels on the paper's first page
    ``pages[start]`` (a list cut at the page's foot going on at the next page's top),
    else on the next page where the first holds no section heading
    (:data:`~tapyre_paper_search.pdf.cues.SECTION_HEADING`: the front matter may go on
    there, a registry's "Study Officials" under a long summary) and the ``byline`` read
    does not name only people (none read, or a registry's label read as a name): the
    next page's lines are made only then, not for every paper whose first page holds
    no section heading."""
    lines = pages[start].lines
    more = start + 1 < len(pages)
    if any(_LABEL.fullmatch(line.text) for line in lines):
        return investigator_names(lines, pages[start + 1].lines if more else ())
    if not more or any(SECTION_HEADING.match(line.text) for line in lines):
        return ()
    if byline and all(personal_name(_HONORIFIC.sub("", name).strip()) for name in byline):
        return ()
    return investigator_names(pages[start + 1].lines)


def over_form(
    people: tuple[str, ...], form_names: tuple[str, ...], byline: tuple[str, ...] = ()
) -> tuple[str, ...]:
    """``people`` (the investigators) where they hold every name a label form read
    (honorifics dropped: the form read only some of their rows), else ``form_names``: a
    form's own "Author(s)" row comes before its "Principal investigator" row.  Where no
    form read names, ``()`` (the byline readers' names kept) where the ``byline``
    names none of the investigators and each of its names reads as a person's
    (:func:`~tapyre_paper_search.pdf.namedheading.personal_name`): a paper's authors
    over a footnote's "Principal investigator:" row naming others (fix55c); a byline
    holding one of them, or a registry's label read as a name ("Study Overview"),
    gives way."""
    if not form_names and _others(people, byline):
        return ()
    read = {_HONORIFIC.sub("", name).strip() for name in form_names}
    return people if people and read <= set(people) else form_names


def _others(people: tuple[str, ...], byline: tuple[str, ...]) -> bool:
    """Whether the ``byline`` names people other than ``people`` (see :func:`over_form`)."""
    read = [_HONORIFIC.sub("", name).strip() for name in byline]
    return (
        bool(people)
        and bool(read)
        and not any(name in people for name in read)
        and all(map(personal_name, read))
    )


def investigator_names(lines: Sequence[Line], following: Sequence[Line] = ()) -> tuple[str, ...]:
    """The names under the investigators' labels on ``lines`` (see the module); a list
    reaching the last of ``lines`` goes on at the top of ``following`` (the next page's
    lines)."""
    names: list[str] = []
    for i, label in enumerate(lines):
        if not _LABEL.fullmatch(label.text):
            continue
        people = [_person(entry) for entry in _entries(lines, i, following) if entry.strip()]
        if not all(people):
            return ()  # an entry naming no one person: the labels are not trusted
        names += [person for person in people if person not in names]
    return tuple(names)


def _entries(lines: Sequence[Line], at: int, following: Sequence[Line]) -> list[str]:
    """The entries of the value of the label ``lines[at]``: a cell's, else a list's
    (going on over the page into ``following``)."""
    label = lines[at]
    same_page = [line for line in lines if line.page == label.page]
    below = [
        line
        for line in same_page
        if line.y0 > label.y0 + _ROW_SLACK * label.size and abs(line.x0 - label.x0) <= _EDGE
    ]
    end = min((line.y0 for line in below), default=float("inf"))
    cell = [
        line
        for line in same_page
        if line.x0 > label.x1
        and label.y0 - _ROW_SLACK * label.size <= line.y0 < end - _ROW_SLACK * label.size
    ]
    if cell:
        text = " ".join(line.text for line in sorted(cell, key=lambda line: line.y0))
        return text.split(";")
    entries: list[str] = []
    before = label
    for line in [*lines[at + 1 :], *following]:
        # the list's next line tops the next page where it reached the last line read
        turned = line.page != before.page and before is lines[-1]
        if (
            (line.page != before.page and not turned)
            or line.bold
            or (before is not label and abs(line.size - before.size) > 0.5)
            or abs(line.x0 - label.x0) > _EDGE
            or (
                not turned
                and line.y0 - before.y0 > (_FIRST_GAP if before is label else _GAP) * line.size
            )
        ):
            break
        entries.append(line.text)
        before = line
    return entries


def _person(entry: str) -> str:
    """The one name ``entry`` gives (see the module), else ``""``."""
    text = _PARTS.split(BRACKETED.sub("", entry))[0].strip()
    text = _HONORIFIC.sub("", text).strip()
    found = names_in_line(text) if text else []
    return found[0] if len(found) == 1 and found[0] == text else ""
