"""Names in a labelled block on the title's page (pure).

A report's title page, a deliverable or a working paper may print no byline over its
abstract and name its people in a block further down the first page (often ruled, at
its foot): a label alone on its line, "Prepared by", "PREPARED BY", "Written by",
"Authors:", over one person a line with the place after a comma ("Ann Lee, Institute
of X").  Read as a byline, the label in capitals was a name ("Prepared By"), a line
whose place the classifier took for an affiliation was lost, and a block nobody read
left the paper without authors (front37's ``footbox``: authors 0.515).

:func:`block_names` reads such a block among the title's page's lines after
``after`` (the title's end): a line that is only a label of :data:`_LABEL`'s forms
(English, German, French, Spanish; a colon may close it); then the lines right under
it (each at most :data:`_STEP` of the one above's size lower, on the page), each
read whole as names (:func:`~tapyre_paper_search.pdf.authors.names_in_line`, lenient:
the label vouches for them) or, where it holds a place, its part before the first
comma, parenthesis or spaced dash as one name; the block ends at the first line
that names nobody, but for a name card's place under its name (an institution or an
e-mail address in another type than the names: cards one under another, realpage71).
A body ("World Health Organization") is no person.  A label naming another role
("Reviewed by", "Approved by", "Edited by") is none of :data:`_LABEL`'s, so its block
names nobody.

A run-in label without a colon, "Author(s) Ann Lee" or "Authors Ann Lee, Bo Chen",
reads the rest of its line the same way (the block's lines under it too); where the
rest names nobody the line is a heading ("Author Contributions", "Author Summary"),
and the prose under it is read by nobody (review118).

Cheap on other pages: the label is matched only on lines of at most
:data:`_MAX_LABEL_CHARS` characters, or on a line opening with "Author".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.byleads import label_pattern
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.refcreators import is_organisation

_LABEL = re.compile(rf"\s*(?:{label_pattern(without=('contributors',))})\s*:?", re.IGNORECASE)
"""A label alone on its line: :mod:`.byleads`' table, less "Contributors" (a list of
contributors is no byline here; tidy43)."""
_RUN_IN = re.compile(r"\s*(author\s*\(s\)|authors?)\s+(?=[^\W\d_])", re.IGNORECASE)
"""A run-in label without a colon before the names ("Author(s) Ann Lee")."""
_MAX_LABEL_CHARS = 24
_PLACE = re.compile(r"\s*(?:\(.*|\[.*|[,;].*|\s[–—-]\s.*)$")
_STEP = 2.2
_MAX_LINES = 120
"""The label stands among this many lines after the title."""
_MAX_NAMES = 30


def block_names(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of the first labelled block among ``lines`` after ``after`` on its
    page (see the module), or none."""
    if not lines or after >= len(lines):
        return ()
    page = lines[after].page
    for i in range(after, min(len(lines), after + _MAX_LINES)):
        line = lines[i]
        if line.page != page:
            return ()
        text = line.text
        if len(text) <= _MAX_LABEL_CHARS and _LABEL.fullmatch(text):
            names = _block(lines, i, [])
        elif text[:1] in "Aa" and (run_in := _RUN_IN.match(text)) is not None:
            first = _read(text[run_in.end() :])
            if not first:
                continue  # a heading ("Author Contributions", "Author Summary"): no label
            names = _block(lines, i, list(first))
        else:
            continue
        if names:
            return names
    return ()


def _block(lines: Sequence[Line], label: int, names: list[str]) -> tuple[str, ...]:
    """``names`` and those of the lines right under ``lines[label]``, one line after
    another, up to the first that names nobody."""
    last = lines[label]
    named: Line | None = None  # the first line read as names: the cards' name type
    for line in lines[label + 1 : label + 1 + _MAX_NAMES]:
        if line.page != last.page or not 0 < line.y0 - last.y0 <= last.size * _STEP:
            break
        read = _read(line.text)
        if not read:
            if named is None or not _card_place(line, named):
                break
        elif named is None:
            named = line
        names.extend(n for n in read if n not in names)
        last = line
    return tuple(names)


def _card_place(line: Line, named: Line) -> bool:
    """Whether ``line``, naming nobody, is a name card's place under its name (realpage71:
    "Prepared by" over cards of a bold name and its institution in roman, one under
    another): set in another type than the cards' names (``named``), holding an
    institution or an e-mail address."""
    return not line.same_type(named) and (
        cues.has_affiliation(line.text) or cues.has_email(line.text)
    )


def _read(text: str) -> tuple[str, ...]:
    """The people of one of the block's lines: the whole line's names, or, where it
    holds a place, the one name before the place; none where one is a body."""
    if cues.has_affiliation(text) or cues.has_email(text):
        read = names_in_line(_PLACE.sub("", text), lenient=True)
        if len(read) != 1:
            return ()
    else:
        read = names_in_line(text, lenient=True)
    if any(is_organisation(n.split()) for n in read):
        return ()
    return tuple(read)


def names_each(block: Sequence[str], byline: Sequence[str]) -> bool:
    """Whether the ``block``'s names name each of the ``byline``'s people: each is one
    of them, or one of them after words of a label the byline ran into ("Author Ann
    Lee" read from "Author(s) Ann Lee, Bo Chen")."""
    return all(any(b == n or b.endswith(" " + n) for n in block) for b in byline)
