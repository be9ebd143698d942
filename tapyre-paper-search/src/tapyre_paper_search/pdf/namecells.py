"""An author block set as cells: each person's name heads a stack of address lines set
in a smaller type (pure).

ACM's author grid, Word's IEEE author columns and many title pages print every
author as a cell: the name on its own line, then the department, the institution,
the place and the e-mail address in a smaller type right under it, two or more
such cells side by side or one under another.  The cell's shape says which line is
the person, whatever the words are: "Holly Moss" and "Sandy Rivers" (English
words the line classifier doubts) are names; "Information Systems" (a department
without the word, the classifier's favourite) is an address.  A name alone at a
cell's head is one person however many words it has ("Diego Ignacio Domínguez
Serrano": no list runs two people together on one cell's head line).

:func:`name_cells` finds such cells among a zone's lines: a head line that reads as
names (no address, e-mail or digit in it), under it one line or more in one smaller
type (names34: two or more before, and a title page's names one a line, each over one
affiliation line, were cut in two where they have four parts), centred or flush under
it, each at most :data:`_STEP` of its size below the one above, one of them an address
(affiliation words, a country or an e-mail).  Two cells at least whose heads are set in
one type make a block; a lone cell is no evidence (a heading over a paragraph can look
like one).  A line under a head that opens with a joining word ("and Bob Jones") is a
second person, no address line; a second person's name alone under a head cannot be
told from a department that reads as a name ("Information Systems") and is taken for
an address line.  A card whose lines hold no address word (a place: "Ann Arbor") is
one by its row (:mod:`~tapyre_paper_search.pdf.cellrows`, bylines49).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.cellrows import beside_cards
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS, as_name

# A cell's address lines are set this many points smaller than its head at least.
_SMALLER = 0.5
# The next line of a cell starts at most this many of its sizes below the one above.
_STEP = 1.8
# A cell holds this many address lines at least (names34: one, a title page's name over
# its institution).
_MIN_UNDER = 1
# A block holds this many cells at least.
_MIN_CELLS = 2
# An address line is centred under its head (centres this many head sizes apart at
# most) or flush with it (left edges as close).
_ALIGN = 1.5
_DIGIT = re.compile(r"\d")
# A line under a head that opens with a joining word is a second person ("and Bob
# Jones"), not an address line: it is left to the byline reading (review74).
_JOINED = re.compile(r"^\s*(?:[Aa]nd|&|with|" + "|".join(sorted(CONJUNCTIONS)) + r")\s")


@dataclass(frozen=True)
class Cells:
    """The lines of an author block's cells: ``heads`` hold the names, ``under`` the
    address lines set under them."""

    heads: frozenset[int] = frozenset()
    under: frozenset[int] = frozenset()


def name_cells(lines: Sequence[Line], zone: Sequence[int]) -> Cells:
    """The cells of an author block among the ``zone`` lines (see the module), or empty
    :class:`Cells` when fewer than :data:`_MIN_CELLS` cells share one head type."""
    if not zone:
        return Cells()
    # A head is set larger than its address lines, so larger than the zone's smallest
    # line (most zones are in one type and hold no candidate); the geometry is asked
    # before the words, which cost more.
    smallest = min(lines[i].size for i in zone)
    by_y = sorted(zone, key=lambda i: lines[i].y0)
    tops = [lines[i].y0 for i in by_y]
    stacks = [
        (i, cell)
        for i in zone
        if lines[i].size >= smallest + _SMALLER
        and (cell := _cell(lines, by_y, bisect_right(tops, lines[i].y0), i))
    ]
    found = [(i, cell) for i, cell in stacks if _addressed(lines, cell) and _may_head(lines[i])]
    # A place under a name with no address word ("Ann Arbor"): a card by its row (bylines49)
    bare = [(i, cell) for i, cell in stacks if not _addressed(lines, cell)]
    found += beside_cards(lines, found, bare, _may_head)
    if len(found) < _MIN_CELLS:
        return Cells()
    heads: set[int] = set()
    under: set[int] = set()
    for i, cell in found:
        if sum(lines[k].same_type(lines[i]) for k, _ in found) >= _MIN_CELLS:
            heads.add(i)
            under.update(k for k in cell if not _JOINED.match(lines[k].text))
    if len(heads) < _MIN_CELLS:
        return Cells()
    return Cells(frozenset(heads), frozenset(under - heads))


def _may_head(line: Line) -> bool:
    """Whether ``line`` may head a cell: it reads as names, with no e-mail address,
    affiliation word, country or digit in it."""
    text = line.names or line.text
    return (
        not _DIGIT.search(text)
        and not cues.has_email(line.text)
        and bool(names_in_line(text, lenient=True))
        and not cues.has_affiliation(text)
        and not cues.has_country(text)
    )


def _cell(lines: Sequence[Line], by_y: Sequence[int], start: int, head: int) -> list[int]:
    """The lines under ``lines[head]``, ``[]`` when none: the zone's lines (``by_y``: top
    down; from ``start`` on, those set lower than the head, found by a bisect rather than
    a scan from the zone's top) stacked right under it in one smaller type, aligned with
    it (:data:`_MIN_UNDER` lines at least); a cell where one is an address
    (:func:`_addressed`)."""
    top = lines[head]
    cell: list[int] = []
    above = top
    for k in range(start, len(by_y)):
        i = by_y[k]
        line = lines[i]
        if line.page != top.page:
            continue
        if line.y0 - above.y0 > _STEP * top.size:  # every line further down is too far
            break
        if not _aligned(top, line):
            continue
        if line.y0 - above.y0 > _STEP * max(line.size, above.size):
            break
        if line.size > top.size - _SMALLER or (cell and not line.same_type(lines[cell[0]])):
            break
        cell.append(i)
        above = line
    return cell if len(cell) >= _MIN_UNDER else []


def _addressed(lines: Sequence[Line], cell: Sequence[int]) -> bool:
    """Whether a line of ``cell`` is an address: an e-mail, an affiliation word or a
    country."""
    return any(
        cues.has_email(lines[i].text)
        or cues.has_affiliation(lines[i].text)
        or cues.has_country(lines[i].text)
        for i in cell
    )


def _aligned(top: Line, line: Line) -> bool:
    """Whether ``line`` is centred under ``top`` or flush with its left edge."""
    reach = _ALIGN * top.size
    centred = abs((line.x0 + line.x1) / 2 - (top.x0 + top.x1) / 2) <= reach
    return centred or abs(line.x0 - top.x0) <= reach


def head_names(text: str) -> list[str]:
    """The names on a cell's head line: a name alone on it (one piece, no conjunction)
    is one person, however many words it has ("Diego Ignacio Domínguez Serrano");
    otherwise the line is read leniently like any byline."""
    cut = pieces(text)
    if len(cut) == 1 and not any(w in CONJUNCTIONS for w in cut[0].split()):
        whole = as_name(cut[0])
        if whole:
            return [whole]
    return names_in_line(text, lenient=True)
