"""A bold title run into its byline in one paragraph (pure).

An abstract book's entry, a programme's, a short note's head: "**Title of the
talk** --- *Ann Lee, Bo Chen and Cy Roe*", one paragraph in one size.  The line
where the title ends holds the byline's first names too, so the title read by its
type took that whole line ("… gauge theories — R. P. Malik") or, that line being
set mostly in the byline's italics, stopped a line short ("… approximation. I.
Theoret-"), and the names on it were lost.

:func:`run_in_title`: from the title group's first line, set in bold (or opening in
bold), down through the group and the line under it, the first line whose bold lead
runs on in another type (:attr:`~tapyre_paper_search.pdf.lines.Line.lead_text`, :mod:`.runintype`),
every line above it in the title's type and a line's step apart: the title is the
lines above it and the lead (its closing dash, colon or comma dropped); the byline is
the rest of that line and the lines under it in one size with it, not bold, each a
line's step under the one above; it must read whole as names
(:func:`~tapyre_paper_search.pdf.namesfirst.whole_names`), else nothing is changed.
A lead closed by a colon is a label, not a title ("**Authors:** Ann Lee" under the
title); on a line under the title's first one the lead must be parted from the byline
by a dash, comma or the like ("**by** Ann Lee" there is a line of its own); a lead
that reads as names must be parted from it by a dash (a presenting author set in bold
is the byline's first name: "**Marta Ferreira**, Jonas Lindqvist"); the names on the
lead's line must, half of them at least, hold a word that vouches for a person (an
initial, a common given name, a word no dictionary knows) and open with no article: a
subtitle in title case ("**Title** --- *A Survey*") reads as names too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.lines import SAME_TYPE_SIZE, Line
from tapyre_paper_search.pdf.namesfirst import whole_names
from tapyre_paper_search.pdf.titletext import join_title
from tapyre_paper_search.pdf.words import known_word

_SEPARATORS = " \u2014\u2013-:,;|/"
_DASHES = "\u2014\u2013-"
# Articles that open a subtitle, never a byline.
_ARTICLES = frozenset(["a", "an", "the", "ein", "eine", "une", "um", "uma", "una"])
# A row's end that leaves its last name unfinished: a joiner or a word broken by a hyphen.
_TRAILING = re.compile(r"(?:\s*(?:,|&|\band|\bund|\S+-))+\s*$")
_INITIAL = re.compile(r"[^\W\d_]\.")
_MOST_BYLINE_LINES = 4


@dataclass(frozen=True)
class RunIn:
    """The title read up to its change of type, the byline's names after it, and the
    lines of both (the title group in their stead: the abstract is looked for under
    them)."""

    title: str
    names: tuple[str, ...]
    lines: tuple[int, ...]


def run_in_title(lines: Sequence[Line], group: Sequence[int]) -> RunIn | None:
    """The title and byline of a bold title run into its byline (see the module), or
    ``None``."""
    if not group or not (lines[group[0]].bold or lines[group[0]].lead_text):
        return None
    first = lines[group[0]]
    end = min(max(group) + 2, len(lines))
    for k in range(group[0], end):
        line = lines[k]
        if line.lead_text:
            return _read(lines, group[0], k)
        if k > group[0] and not _under(line, lines[k - 1], title=first):
            return None
    return None


def _under(line: Line, above: Line, *, title: Line) -> bool:
    """Whether ``line`` goes on the title's paragraph under ``above``: in its size, a
    line's step under it (bold or not: the change of type is looked for there)."""
    return (
        line.page == above.page
        and abs(line.size - title.size) <= SAME_TYPE_SIZE
        and -above.size / 2 <= line.y0 - above.y1 <= above.size  # (tall glyphs may overlap)
    )


def _read(lines: Sequence[Line], top: int, k: int) -> RunIn | None:
    line = lines[k]
    lead = line.lead_text.strip()
    if not line.text.startswith(lead) or any(not lines[i].bold for i in range(top, k)):
        return None
    head = lead.rstrip(_SEPARATORS)
    rest = [line.text[len(lead) :].lstrip(_SEPARATORS).rstrip()]
    between = line.text[len(head) : len(line.text) - len(rest[0])]
    if not _runs_on(between, first=k == top, named=bool(whole_names(head))):
        return None
    taken = [k]
    for i in range(k + 1, min(k + 1 + _MOST_BYLINE_LINES, len(lines))):
        below = lines[i]
        if below.bold or not _under(below, lines[taken[-1]], title=line):
            break
        rest.append(below.text.strip())
        taken.append(i)
    names = whole_names(_joined(rest))
    if not names or len(head) < 2 or not _vouched(rest[0], names):
        return None
    title = join_title([*(lines[i] for i in range(top, k)), replace(line, text=head)])
    if not title:
        return None
    return RunIn(title, names, tuple(range(top, taken[-1] + 1)))


def _runs_on(between: str, *, first: bool, named: bool = False) -> bool:
    """Whether ``between`` (what stands between the bold lead's last letter and the
    byline's first) joins a title to its byline in one paragraph.  A colon makes the
    lead a label ("**Authors:** Ann Lee", "**Keywords:** …", "**Corresponding author:**
    …"); under the title's first line a lead run on with no separator is a line of its
    own ("**by** Ann Lee", "**Edited by** Ann Lee"), not the end of the title; a lead
    that reads as a name (``named``) parted by no dash is the byline's presenting
    author set in bold ("**Marta Ferreira**, Jonas Lindqvist and Chiara Russo")."""
    if ":" in between or not (first or between.strip()):
        return False
    return not named or any(dash in between for dash in _DASHES)


def _vouched(row: str, names: tuple[str, ...]) -> bool:
    """Whether the names run on from the title (``row``, else the first of ``names``)
    are people's: no article opens them and half of them at least have a word that
    vouches for a person (:func:`_vouches`; "Mark Brown and Wei Zhang" by "Zhang").
    Title case reads as names whatever it says, so a bold title's subtitle in another
    type ("**Title** --- *A Survey*", "*Recent Advances*", "*Eine Einführung*") is no
    byline, even with the names under it ("A Survey Marta Ferreira" read as one name)."""
    on_row = whole_names(_TRAILING.sub("", row))
    if row.split(maxsplit=1)[0].casefold() in _ARTICLES:
        return False
    read = on_row or names[:1]
    return 2 * sum(any(map(_vouches, name.split())) for name in read) >= len(read)


def _vouches(word: str) -> bool:
    """An initial with its full stop ("R."), a common given name, or a word of a name
    no word list knows ("Ferreira", "Jürgen"); not a word of the dictionaries
    ("Survey", "Advances"), nor a numeral ("II")."""
    if _INITIAL.fullmatch(word) or is_given_name(word):
        return True
    core = word.strip(".,;")
    return any(map(str.islower, core)) and not known_word(core.lower())


def _joined(rows: list[str]) -> str:
    """The byline's ``rows`` as one text, a name hyphenated at a row's end ("Mar-" over
    "tin Matera") mended."""
    text = rows[0]
    for row in rows[1:]:
        broken = text.endswith("-") and text[-2:-1].islower() and row[:1].islower()
        text = text[:-1] + row if broken else f"{text} {row}"
    return text


__all__ = ["RunIn", "run_in_title"]
