"""A numbered references list's entry numbers ("[12]", "(12)", "12.", "12)", a bare
"12"): which lines open its entries, numbers glued to a first initial set apart, a
column's foot read out of order put back (pure; used by :mod:`.refsplit` and the
readers that tell a list's marks).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine

# An entry's number: "[12]", "(12)", "12.", "12)" or a bare "12" before its text; or
# "12." or "12)" alone on its line, the entry's text beside it in a line of its own
# (biblatex's nature, nejm and vancouver styles set the label in a box of its own;
# refs58).
NUMBER = re.compile(r"^\s*(?:\[(\d{1,4})\]|\((\d{1,4})\)|(\d{1,4})(?:[.)]?(?=\s+\S)|[.)](?=\s*$)))")


def numbered_starts(lines: Sequence[BlockLine]) -> set[int] | None:
    """Lines opening entries of a numbered list ([1] … [2] … in sequence), or None
    when the list is not numbered.

    The list keeps the marker of its first number ("[1]", "(1)", "1.", "1)" or a bare
    "1"): a line opening "2 diabetes" in a "1." list goes on with its entry.  Where the
    next number never comes (a block lost), the one after it opens an entry, so one
    lost number merges two entries, not every later one.  In a "[1]" list every line
    opening with a bracketed number opens an entry, in sequence or not: a column's foot
    read after the next column ("[1] [2] [3] [6] [7] [8] [4] [5]") where the numbers
    cannot be put back in order keeps "[6]", "[7]" and "[8]" apart, where the line goes
    on as an entry does, with a capital or a quote: a wrapped line that cites another
    entry ("… the method of" / "[1] to long documents", "Erratum to" / "[12], 3 (2020)")
    goes on with its own entry."""
    starts = numbered_lines(lines)
    if len(starts) < 3:
        return None
    first = NUMBER.match(lines[starts[0]].text)
    if first is not None and first.group(1):  # a bracketed list
        bound = len(lines) + 1  # no year in brackets ("[2019]") opens an entry
        for i, line in enumerate(lines):
            match = NUMBER.match(line.text)
            if match is not None and match.group(1) and int(match.group(1)) <= bound:
                after = line.text[match.end() :].lstrip()[:1]
                if after.isupper() or after in _QUOTES:
                    starts.append(i)
    return set(starts)


_QUOTES = frozenset("\"“„'‘")  # an entry may open with its quoted title (IEEE's, no author)


# A number set as a superscript glued to the entry's first initial ("1J. Black, …",
# REVTeX's aip option).
_GLUED = re.compile(r"^\s*(\d{1,3})(?=[A-ZÀ-Þ]\.)")
# In the same sequence, a number glued to a capitalised word: a body's or a case's
# entry with no initial ("3Wichmann v. Huang", "4IEEE Standards Association"; refs78).
_GLUED_WORD = re.compile(r"^\s*(\d{1,3})(?=[A-ZÀ-Þ][.A-Za-zà-ÿ])")


def unglued(lines: list[BlockLine]) -> list[BlockLine]:
    """``lines`` with numbers glued to the first initial set apart ("1J. Black" → "1 J.
    Black") where three or more of them run in sequence from 1 or 2; a number glued to
    a capitalised word ("3Wichmann v. Huang") in that sequence too (refs78), where it is
    the very number expected and no later initial's number is as small: a wrapped line
    opening on an isotope or a cluster ("3He and …", "2Fe-2S …") is none (fix63b)."""
    found = [(i, _GLUED_WORD.match(line.text)) for i, line in enumerate(lines)]
    initial = [m is not None and _GLUED.match(lines[i].text) is not None for i, m in found]
    starts: list[tuple[int, re.Match[str]]] = []
    for i, match in found:
        if match is None:
            continue
        value = int(match.group(1))
        expected = int(starts[-1][1].group(1)) + 1 if starts else None
        if not initial[i] and not _word_fits(found, initial, i, value, expected):
            continue
        if (expected is None and value <= 2) or (
            expected is not None and expected <= value <= expected + 1
        ):
            starts.append((i, match))
    if sum(initial[i] for i, _ in starts) < 3:
        return lines
    out = list(lines)
    for i, match in starts:
        line = lines[i]
        text = f"{match.group(1)} {line.text[match.end() :]}"
        out[i] = BlockLine(text, line.x0, line.y0, line.x1, line.y1, line.size, line.bold)
    return out


def _word_fits(
    found: list[tuple[int, re.Match[str] | None]],
    initial: list[bool],
    at: int,
    value: int,
    expected: int | None,
) -> bool:
    """Whether the number glued to a word at ``found[at]`` may open an entry: the number
    expected (or 1 or 2 opening the list), the next number glued to an initial larger."""
    if (value > 2) if expected is None else (value != expected):
        return False
    later = (int(m.group(1)) for i, m in found[at + 1 :] if m is not None and initial[i])
    return next(later, value + 1) > value


def in_number_order(lines: list[BlockLine]) -> list[BlockLine]:
    """``lines`` with the entries of a "[1]" list put in their numbers' order where the
    page was read out of it (a column's foot after the next column): only where the
    "[n]" lines are the numbers 1 to N, each once, and not in order already.  A "1." or
    "1)" list too whose numbers stand alone on their lines, set in a box of their own,
    in that shape, none above the count of lines (a page number "854." alone on a
    wrapped line is none): biblatex's nature style, the next column's top "11." and
    "12." read after entry 4 beside them (refs58).  A number opening a line with text
    after it ("2009-" / "13. In Proceedings of X") is no box's."""
    found = [(i, m) for i, line in enumerate(lines) if (m := NUMBER.match(line.text))]
    marked = [(i, int(m.group(1))) for i, m in found if m.group(1)]
    shape = number_shape(found[0][1]) if found and not marked else ""
    if shape in _STOPPED:  # (numbers alone on their lines only: set in a box of their own)
        marked = [
            (i, number_value(m))
            for i, m in found
            if number_shape(m) == shape
            and number_value(m) <= len(lines)
            and not lines[i].text[m.end() :].strip()
        ]
    values = [value for _, value in marked]
    if (
        len(values) < 3
        or values == sorted(values)
        or sorted(values) != [*range(1, len(values) + 1)]
    ):
        return lines
    ends = [i for i, _ in marked[1:]] + [len(lines)]
    chunks = sorted((value, lines[i:end]) for (i, value), end in zip(marked, ends, strict=True))
    return [*lines[: marked[0][0]], *(line for _, chunk in chunks for line in chunk)]


# The shapes of "1." and "1)" (:func:`number_shape`), put back in order as "[1]" is.
_STOPPED = frozenset(("3.", "3)"))


def numbered_lines(lines: Sequence[BlockLine]) -> list[int]:
    """The lines, in order, that open a numbered list's entries, however few (a first
    number of 1 or 2, then the next or the one after, in its marker; see below)."""
    starts: list[int] = []
    expected = None
    form = ""  # the first number's marker (:func:`number_shape`)
    for i, line in enumerate(lines):
        match = NUMBER.match(line.text)
        if not match:
            continue
        value, shape = number_value(match), number_shape(match)
        if expected is None:
            if value <= 2:
                starts.append(i)
                expected, form = value + 1, shape
        elif shape == form and expected <= value <= expected + 1:
            starts.append(i)
            expected = value + 1
    return starts


def number_value(match: re.Match[str]) -> int:
    return int(match.group(match.lastindex or 0))  # the number of a NUMBER match


def number_shape(match: re.Match[str]) -> str:
    """A :data:`NUMBER` match's marker: "[1]", "(1)", a bare "1", "1." or "1)"."""
    group = match.lastindex or 0
    mark = match.group(0).rstrip()[-1]  # "." or ")" after a bare number, else a digit
    return f"{group}{mark}" if group == 3 and not mark.isdigit() else str(group)
