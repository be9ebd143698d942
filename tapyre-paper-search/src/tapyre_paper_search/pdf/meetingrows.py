"""A meeting report's writers: its rapporteurs, not its organisers (pure; front66).

A society's report on a workshop or a meeting names two groups in labelled rows under
its title: the people who ran the meeting ("Organisers: Dana Price and Evan Moss",
"Organizers:", "Convenors:", "Chairs:", "Organising committee:") and the people who
wrote the report ("Rapporteurs: Ann Lee, Bo Chen and Cy Diaz").  The byline readers took
the first row's names, the organisers', or a part of them, and never the rapporteurs':
the report's writers (the truth's convention, that of indexes: a meeting report is
published under its rapporteurs).

:func:`rapporteur_names` looks at the :data:`_NEAR` lines from ``after`` (the line under
the title) for a row opening on an organising role's label and a colon
(:data:`_ORGANISERS`) and a row opening on "Rapporteur(s):" (:data:`_RAPPORTEURS`).  With
both, the rapporteurs' row (its value, and the lines right under it in its block and
size that carry it on, none a labelled row of its own) read leniently (the label vouches
for the names) replaces the ``authors`` read; without the organisers' row, or where the
rapporteurs' row reads nobody, ``authors`` stand (a lone "Rapporteur:" row is
:mod:`.contribrows`' where nothing else names anyone).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

_NEAR = 6
"""The rows stand among this many lines under the title."""
_ORGANISERS = re.compile(
    r"^\s*(?:(?:co-?)?organi[sz]ers?|organi[sz]ing\s+committee|convenors?|conveners?"
    r"|(?:co-?)?chairs?|hosts?)\s*:",
    re.IGNORECASE,
)
_RAPPORTEURS = re.compile(r"^\s*rapporteurs?\s*:\s*(?P<names>\S.*)$", re.IGNORECASE)
_LABELLED = re.compile(r"^\s*[^\W\d_][\w-]*(?:\s+[\w-]+){0,2}\s*:")
_CARRIED = 2
"""A row's value goes on over at most this many lines."""


def rapporteur_names(
    lines: Sequence[Line], after: int, authors: tuple[str, ...]
) -> tuple[str, ...]:
    """The rapporteurs' names where an organisers' row stands with theirs under the
    title (see the module), in place of ``authors``; else ``authors``."""
    near = range(after, min(len(lines), after + _NEAR))
    if not any(_ORGANISERS.match(lines[at].text) for at in near):
        return authors
    for at in near:
        row = _RAPPORTEURS.match(lines[at].text)
        if row is None:
            continue
        names = tuple(names_in_line(row_value(lines, at, row.group("names")), lenient=True,
                                    vouched=True))  # fmt: skip
        return names or authors
    return authors


def row_value(lines: Sequence[Line], at: int, value: str) -> str:
    """A labelled row's ``value`` (the text after its label on line ``at``) with the
    lines right under it that carry it on: in its block and size, none a labelled row
    of its own, :data:`_CARRIED` at most."""
    texts = [value.strip()]
    for line in lines[at + 1 : at + 1 + _CARRIED]:
        same = line.block == lines[at].block and abs(line.size - lines[at].size) < 0.5
        if not same or _LABELLED.match(line.text):
            break
        texts.append(line.text.strip())
    return " ".join(texts)


__all__ = ["rapporteur_names", "row_value"]
