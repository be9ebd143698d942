"""An abstract carried over more than one page break (pure).

A double-spaced manuscript sets its abstract alone from page 2's top, in rows 26 points
apart: a long one fills page 2 and page 3 and ends on page 4.
:func:`~.abstractcarry.carry_on` carries an abstract over one break; where the lines it
took on the next page ran off that page's foot too (its result's ``runs_off``),
:func:`carried_further` goes on at the page after, and so on while each page's lines
run off its foot, over the same tests as the first break: in mid-sentence over
footnotes or the page's lone running foot, the next page's text going on the sentence
(:func:`~.footnotes.goes_on`: its first line in the abstract's size opens in lower
case); at a sentence's end over the lone foot, its first line set as the abstract and a
heading ending it within its first paragraph (``after_notes``, latex57); to the page's
foot with nothing under it, only in mid-sentence
(:func:`~.footnotes.open_ending`), going on the sentence.  The abstract's ``start``,
``used`` and ``carried`` stay those of its heading's page and the page after it.

Each further break is carried by the caller's ``carry``, the one that carried the first
(:func:`~.bilingual.carry_on_in_title_language` where the abstract is read in the
title's language): an English abstract ending on page 4 is cut there at the German
one's run-in label, as it would be at the first break (review55).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.abstractcarry import carry_on
from tapyre_paper_search.pdf.footnotes import open_ending
from tapyre_paper_search.pdf.lines import Line, PageLines

Carry = Callable[[Sequence[Line], Abstract, float], Abstract]
"""Carries an abstract onto a page's lines (``lines``, ``found``, ``height``)."""


def carried_further(
    pages: Sequence[PageLines], index: int, found: Abstract, carry: Carry = carry_on
) -> Abstract:
    """``found``, carried on to ``pages[index]``, going on over the pages after it while
    the lines taken on each run off its foot, each by ``carry`` (see the module)."""
    while found.runs_off is not None and index + 1 < len(pages):
        state = found.runs_off
        if not (state.over_footnotes or state.after_notes):
            if not open_ending(found.text):
                break  # a sentence's end at the page's last row: the body follows
            state.over_footnotes = True  # the next page must go on the sentence
        index += 1
        ran = Abstract(found.text, found.start, found.used, found.inferred, False, state)
        more = carry(pages[index].lines, ran, pages[index].height)
        found = Abstract(
            more.text,
            found.start,
            found.used,
            found.inferred,
            carried=found.carried,
            runs_off=more.runs_off,
        )
    return found
