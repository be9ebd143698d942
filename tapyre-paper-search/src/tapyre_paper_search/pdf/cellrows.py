"""Author cards whose line under the name holds no address word: a place (pure;
bylines49).

:func:`~tapyre_paper_search.pdf.namecells.name_cells` takes a name over lines in a
smaller type for a card only where one of those lines is an address (an affiliation
word, a country, an e-mail): the words vouch for the card.  A card whose line under the
name is a place with no such word ("Ann Arbor", "Santa Clara", "San Jose") was no card,
and the place, which opens with a given name, was read as a second author.  The card's
position tells it instead of a list of places:

* :func:`beside_cards`: a stack in the type of a card found by its words (its head in
  the cards' head type, its lines in their address type) whose head sits in the row of
  that card's head, beside it ("Bo Chen" over "Santa Clara" beside "Ann Lee" over "Intel
  Labs"), is a card too;
* or, with no card found by its words, two stacks or more side by side in one row, their
  heads in one type and their lines, one each, in one smaller type ("Ann Lee" / "Ann
  Arbor" beside "Bo Chen" / "Santa Clara"): a row of cards, each a name over its place.

A name's wrapped last word is in the name's type, so no stack ("Eyjólfur Björk" /
"Kjartansdóttir" stays one name: :mod:`~tapyre_paper_search.pdf.cardwrap`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf.lines import Line

Stack = tuple[int, list[int]]
"""A head line's index and the indexes of the lines stacked under it in a smaller type."""

_ROW = 1.0
"""Heads in one row start within this many of their sizes of each other."""


def _one_row(lines: Sequence[Line], first: int, second: int) -> bool:
    """Whether heads ``first`` and ``second`` sit side by side: one page, tops within
    :data:`_ROW` sizes, and no overlap across the page."""
    a, b = lines[first], lines[second]
    if a.page != b.page or abs(a.y0 - b.y0) > _ROW * a.size:
        return False
    return a.x1 <= b.x0 or b.x1 <= a.x0


def _same_stack_type(lines: Sequence[Line], one: Stack, other: Stack) -> bool:
    """Whether two stacks are set alike: heads in one type, first lines under them too."""
    return lines[one[0]].same_type(lines[other[0]]) and lines[one[1][0]].same_type(
        lines[other[1][0]]
    )


def beside_cards(
    lines: Sequence[Line],
    cards: Sequence[Stack],
    stacks: Sequence[Stack],
    may_head: Callable[[Line], bool],
) -> list[Stack]:
    """The ``stacks`` (heads over smaller lines with no address) that are cards by their
    position (see the module), beside the ``cards`` found by their words; each head must
    read as a name (``may_head``)."""
    if cards:
        found = [
            stack
            for stack in stacks
            if any(
                _same_stack_type(lines, stack, card) and _one_row(lines, stack[0], card[0])
                for card in cards
            )
        ]
    else:
        single = [stack for stack in stacks if len(stack[1]) == 1]
        found = [
            stack
            for stack in single
            if any(
                other is not stack
                and _same_stack_type(lines, stack, other)
                and _one_row(lines, stack[0], other[0])
                for other in single
            )
        ]
    return [stack for stack in found if may_head(lines[stack[0]])]


__all__ = ["Stack", "beside_cards"]
