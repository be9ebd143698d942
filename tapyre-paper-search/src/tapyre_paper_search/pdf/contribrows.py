"""Labelled contributor rows under the title (pure).

A conference's contribution page, a programme's abstract or a poster record names its
people in run-in rows, each a role label and a colon before the names with their
institutions in brackets: "Primary author: Ann Lee (Stanford University)",
"Co-authors: Bo Chen (MIT), Eva Roth (ETH Zurich)", "Presenter: Ann Lee".  Read as a
byline, the labels and the institutions hid the names.

:func:`contributor_names` reads such rows among the :data:`_LOOK` lines after the
title: a row whose label is a contributor's role (:data:`_ROLE`) in English, German,
French or Spanish; its value is the rest of the line and the lines right under it
that carry it on (none a "Label: value" row of its own; each goes on a value left
open or holds a first word that would not have fitted on the line above), with every
bracketed or parenthesised part (an institution) dropped and the rest read as names
(leniently: the label vouches for them).  The rows count only where one of them
names the first or the co-authors (:data:`_AUTHOR_ROLE`): a "Corresponding author:"
or a "Presenter:" row alone names one person of several, not the authors; where no
byline names anyone, a "Corresponding author:" row names that one author all the same
(:data:`_CORRESPONDING`, bylines55), and so does a report's "Rapporteur:" row (its
writer; a French thesis' jury names its examiners so, under the author's byline:
bylines56).  A byline
that names each of the rows' people and more stands: the rows are a note on some of
its people ("First author: Ann Lee" under "Ann Lee, Bo Chen and Eva Roth").

front51: a patent's "Inventors:" row ("Erfinder", "Inventeurs", "Inventores",
"Inventori") names the authors too, each name's place dropped where every piece of the
value is "Name, Place (CC)" (:func:`_unplaced`).

Cheap on other pages: a line is looked at only when a colon stands among its first
:data:`_MAX_LABEL` characters.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.labelblock import block_names, names_each
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesonly import BRACKETED_OR_SQUARE
from tapyre_paper_search.pdf.numberedpeople import numbered_names

# The roles whose rows name the paper's authors: the first (primary, lead, presenting)
# author and the co-authors; German "Erstautor(in)", "Koautor(en)", "Mitautor(en)";
# French "Auteur principal", "Co-auteur(s)"; Spanish "Autor principal", "Coautor(es)";
# a patent's inventors, each name with a place and a country's code (front51).
_AUTHOR_ROLE = re.compile(
    r"(?:(?:primary|first|lead|presenting|main|submitting)\s+authors?"
    r"|co-?\s?authors?|co-?authors?\s*\(s\)|erstautor(?:in)?|(?:ko|mit)autor(?:en|in)?"
    r"|auteur\s+principal|co-?auteur(?:e?s)?|co-?auteur\s*\(e?s\)|autor\s+principal"
    r"|coautor(?:es|as?)?"
    # a patent's inventors (front51): "Inventors", "Erfinder", "Inventeurs", "Inventores"
    r"|inventors?|erfinder(?:in|innen)?|inventeur(?:e?s)?|inventor[ae]s|inventori)",
    re.IGNORECASE,
)
# The corresponding author's label, in English, German, French, Spanish, Portuguese and
# Italian: a row that names one of the authors, read only where nothing else names any
# ("Corresponding Author: Omar Said" under a title; bylines55).
_CORRESPONDING = re.compile(
    r"(?:corresponding|contact)\s+authors?|korrespondenzautor(?:in)?"
    r"|korrespondierende[r]?\s+autor(?:in)?|auteur\s+(?:correspondant|de\s+correspondance)"
    r"|autor(?:a)?\s+(?:correspondiente|correspondente|de\s+correspond[eê]ncia)"
    r"|autore\s+(?:corrispondente|di\s+riferimento)"
    # a report's rapporteur, its writer where nothing else names one (a French thesis'
    # jury names rapporteurs too, under its author's byline; bylines56)
    r"|rapporteu(?:re?|se)s?",
    re.IGNORECASE,
)
# One person of a row's value with the place that follows the name, a country's code
# closing it: "Ann Lee, Springfield (US)", "Bo Chen, Austin, TX (US)" (a patent's
# inventors; front51).
_PLACED = re.compile(r"\s*([^,;()]+?)\s*,[^;()]+\(\s*[A-Z]{2,3}\s*\)\s*")
# Roles that name one of the authors again (read with the rows above, never alone).
_OTHER_ROLE = re.compile(
    r"(?:presenter|presented\s+by|speaker|vortragende[r]?|orateur|oratrice|ponente)",
    re.IGNORECASE,
)
_ROW = re.compile(
    r"\s*([^\W\d_][^\W\d_ ()-]*(?:[ -][^\W\d_()]+){0,2}(?:\s*\([^)]{1,3}\))?)\s?:\s*(.*)"
)
_MAX_LABEL = 30
_LOOK = 14
"""The rows stand among this many lines after the title."""
_STEP = 1.8
"""A line carrying a row's value on starts at most this many of its sizes lower."""


def contributor_names(
    lines: Sequence[Line], after: int, byline: tuple[str, ...] = ()
) -> tuple[str, ...]:
    """The names of the contributor rows among the lines after ``after`` (the title's
    end), or ``byline`` (the names read otherwise) where there are none or where
    ``byline`` holds each of them and more: a note on one of the byline's people
    ("First author: Ann Lee", "Lead author: Bo Chen") under a full byline.  A numbered
    list under a "Contributors" heading (:mod:`.numberedpeople`) counts as such rows.
    Where there are neither, a labelled block ("Prepared by" over a name a line,
    :mod:`.labelblock`) gives the names when it names each of ``byline``'s people (a
    byline naming others stands)."""
    rows = _row_names(lines, after) or numbered_names(lines, after)
    if not rows:  # a labelled block further down: it names each of the byline's people
        block = block_names(lines, after)
        if block and names_each(block, byline):
            return block
        # no byline: the corresponding author's row names one author (bylines55)
        return byline or _row_names(lines, after, _CORRESPONDING)
    if set(rows) < set(byline):
        return byline
    return rows


def _row_names(
    lines: Sequence[Line], after: int, roles: re.Pattern[str] | None = None
) -> tuple[str, ...]:
    """The names of the contributor rows among the lines after ``after`` (see the
    module), or none; ``roles``: the labels of the rows that count, if not the authors'
    (:data:`_AUTHOR_ROLE`)."""
    roles = roles or _AUTHOR_ROLE
    if not lines or after >= len(lines):
        return ()
    page = lines[after].page
    rows: list[tuple[str, int, str]] = []
    for i in range(after, min(len(lines), after + _LOOK)):
        line = lines[i]
        if line.page != page or ":" not in line.text[:_MAX_LABEL]:
            continue
        match = _ROW.fullmatch(line.text)
        if match is not None:
            rows.append((" ".join(match.group(1).split()), i, match.group(2)))
    if not any(roles.fullmatch(label) for label, _, _ in rows):
        return ()
    starts = {i for _, i, _ in rows}
    window = [line.x1 for line in lines[after : after + _LOOK] if line.page == page]
    values = [
        _value(lines, i, rest, starts, max(window))
        for label, i, rest in rows
        if roles.fullmatch(label) or _OTHER_ROLE.fullmatch(label)
    ]
    return authors_from_lines(
        [BRACKETED_OR_SQUARE.sub("", _unplaced(v)) for v in values], lenient=True
    )


def _unplaced(value: str) -> str:
    """``value`` with each person's place dropped where every piece between its
    semicolons is a name, a comma and a place with a country's code in parentheses
    ("Ann Lee, Springfield (US); Bo Chen, Lyon (FR)" → "Ann Lee; Bo Chen"); else
    ``value`` (a list of "Lee, Ann; Chen, Bo" has no code and stays)."""
    pieces = [_PLACED.fullmatch(piece) for piece in value.split(";")]
    if not all(pieces):
        return value
    return "; ".join(match.group(1) for match in pieces if match is not None)


def _value(lines: Sequence[Line], row: int, rest: str, starts: set[int], right: float) -> str:
    """Row ``row``'s value: ``rest`` and the lines right under it that carry it on."""
    texts = [rest]
    last = lines[row]
    for j in range(row + 1, len(lines)):
        line = lines[j]
        if (
            j in starts
            or line.page != last.page
            or not 0 < line.y0 - last.y0 <= last.size * _STEP
            or line.x0 < lines[row].x0 - 2.0
            or not _goes_on(" ".join(texts), last, line, right)
        ):
            break
        texts.append(line.text)
        last = line
    return " ".join(" ".join(texts).split())


def _goes_on(value: str, last: Line, line: Line, right: float) -> bool:
    """Whether ``line`` carries on the ``value`` read so far (ending on ``last``): the
    value is open (a bracket not closed, a comma or "and" at its end) or the line's
    first word would not have fitted after ``last`` in the column (whose right end is
    ``right``, the widest line's near the title).  What does not: the abstract's or a
    keyword line set right under the last row."""
    if value.count("(") > value.count(")") or value.count("[") > value.count("]"):
        return True
    if value.rstrip().endswith((",", ";", "&")) or value.rstrip().lower().endswith(" and"):
        return True
    text = line.text.strip()
    first = text.split()[0] if text else ""
    width = len(first) * (line.x1 - line.x0) / max(1, len(text))
    return last.x1 + width > right - 1.0
