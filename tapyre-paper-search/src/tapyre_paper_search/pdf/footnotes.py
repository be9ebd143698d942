"""An abstract that runs past the first page's footnotes onto the next page (pure).

A long abstract in a large type (a preprint class's 12 pt) fills the first
page; the page then ends with footnotes (the corresponding author, e-mail
addresses, "Preprint submitted to …") set smaller, and the abstract goes on
at the top of the next page.  :func:`runs_on` tells that case when the
abstract reader stops at a line: the abstract's text so far ends in a word
that can go on a sentence (letters, maybe a comma, semicolon, colon or hyphen
after them: not
a sentence end, a URL, a DOI, a closing bracket or a formula) and every line
left on the page (a page number aside) is set smaller than the abstract; :func:`goes_on` then
confirms it on the next page, when that is read: its first line in the
abstract's size (a running head set smaller is passed over) starts in lower
case.

:func:`at_foot` tells the footnotes themselves when they are set only a little
smaller than the abstract (9 pt under 10 pt, 8 pt under 9 pt): a line in the
lower half of the page that, with every line after it on the page (a page
number aside; a quarter of the page's height at most), is set at least
:data:`_SMALLER` points smaller than the abstract; higher on the page too where
they end their column's text and the next column is read after them, beside and above
(a left column cut short over its notes, the abstract going on at the right column's
top; abs68).  When the abstract's text
ends in mid-sentence there (:func:`runs_on`), the abstract reader stops at them
and :func:`goes_on` looks at the next page (footnotes set much smaller it passes
over, as text in its column).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.breakruns import closes_open, left_open
from tapyre_paper_search.pdf.clutter import PAGE_NUMBER
from tapyre_paper_search.pdf.danglingend import number_goes_on, year_heading
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.runningfoot import far_under, lone_foot

# Footnotes are set at least this many points smaller than the text they annotate.
_SMALLER = 0.8
# Lines on the next page within this many points of the abstract's size are its text.
_SAME_SIZE = 0.3
# A last word that can go on a sentence: letters (an apostrophe, inner hyphens),
# maybe a comma, semicolon, colon or a hyphen breaking the word after them.
_OPEN_WORD = re.compile(r"^[^\W\d_]+(?:['’-][^\W\d_]+)*[,;:-]?$")
# Footnotes under an abstract start in this lower part of the page, and fill at most
# this part of its height (more is the body, set smaller than the abstract).
_FOOT_PART = 0.5
_FOOT_SPAN = 0.25


def _rest_of_page(lines: Sequence[Line], index: int) -> list[Line]:
    """``lines[index]`` and the lines after it on its page in its column, its page number
    left out: a line read later that lies wholly above ``lines[index]`` or wholly
    beside it is another column's (footnotes at the foot of a two-column page's left
    column, the right column read after them)."""
    line = lines[index]
    return [
        ln
        for ln in lines[index:]
        if ln.page == line.page
        and not PAGE_NUMBER.match(ln.text)
        and ln.y1 > line.y0
        and ln.x0 < line.x1
        and line.x0 < ln.x1
    ]


def column_follows(lines: Sequence[Line], index: int) -> bool:
    """Whether reading order goes on from ``lines[index]`` to another column of its page:
    a later line on the page lies wholly above it, beside its column (the footnotes at
    the foot of a left column, the right column read after them)."""
    line = lines[index]
    return any(
        ln.page == line.page and ln.y1 <= line.y0 and ln.x0 >= line.x1 - 1
        for ln in lines[index + 1 :]
    )


def at_foot(lines: Sequence[Line], index: int, size: float | None, height: float) -> bool:
    """Whether ``lines[index]`` opens the footnotes at the foot of a page whose
    abstract is set in ``size`` (see the module docstring), or at the foot of a
    column's text higher on the page, the next column read after them (abs68)."""
    line = lines[index]
    if size is None or height <= 0 or PAGE_NUMBER.match(line.text):
        return False
    if line.y0 < height * _FOOT_PART and not column_follows(lines, index):
        return False
    rest = _rest_of_page(lines, index)
    if max(ln.y1 for ln in rest) - line.y0 > height * _FOOT_SPAN:
        return False
    return all(ln.size <= size - _SMALLER for ln in rest)


def runs_on(
    lines: Sequence[Line], stop: int, size: float | None, text: str, tail: str = ""
) -> bool:
    """Whether an abstract in ``size`` whose text so far is ``text`` (its last line;
    ``tail``: its last lines, where a bracket left open is told), stopped by
    ``lines[stop]``, may go on at the top of the next page (see the module; the next
    page's side is :func:`goes_on`)."""
    if size is None or not (open_ending(text) or left_open(tail or text)):
        return False  # (a bracket left open: breakruns, abs60)
    if over_lone_foot(lines, stop):
        return True  # a running foot far under the text, in any size (latex56)
    return all(line.size <= size - _SMALLER for line in _rest_of_page(lines, stop))


def over_lone_foot(lines: Sequence[Line], stop: int) -> bool:
    """Whether ``lines[stop]``, which stopped an abstract, is its page's lone running foot
    far under the line before it (:func:`~.runningfoot.lone_foot`): the abstract filled
    its page's text, and where its last sentence ended there the next page may go on it
    (latex57: a double-spaced manuscript's abstract cut at a sentence's end;
    :func:`~tapyre_paper_search.pdf.abstractcarry.carry_on` asks that page's first line
    to be set as the abstract and in its column).

    Asked for every line an abstract takes, it tests the gap first (review55): where
    ``lines[stop]`` is the first of the rest of its page (no page number, not empty),
    it must be the foot, far under the line before it, or the page's rest is not
    gathered."""
    line = lines[stop]
    if stop <= 0 or lines[stop - 1].page != line.page:
        return False
    own = line.y1 > line.y0 and line.x0 < line.x1 and not PAGE_NUMBER.match(line.text)
    if own and not far_under(line, lines[stop - 1]):
        return False
    return lone_foot(_rest_of_page(lines, stop), lines[stop - 1])


def open_ending(text: str) -> bool:
    """Whether ``text`` stops in mid-sentence: its last word is a plain word, with at
    most a comma, semicolon, colon or hyphen after it (not a number, a web address, a
    closing quote or bracket, or a stop), or (names45) it opens a bracket it does not
    close ("(25−100")."""
    words = text.split()
    return bool(words) and (
        _OPEN_WORD.match(words[-1]) is not None or _OPEN_BRACKET.match(words[-1]) is not None
    )


# A last word that opens a bracket it does not close, a number or range inside it
# ("(25−100", "[3,"; names45: an elsarticle abstract's "… or PD173074 (25−100" /
# "mg/kg) generated …" over its footnotes).
_OPEN_BRACKET = re.compile(r"^[(\[][^)\]]*$")


def goes_on(lines: Sequence[Line], start: int, size: float | None, text: str = "") -> bool:
    """Whether the next page's ``lines`` from ``start`` (past its running head) go on
    an abstract in ``size`` that :func:`runs_on` carried over the footnotes: its first
    line in that size starts in lower case, or closes the bracket the abstract's
    ``text`` left open (:func:`~.breakruns.closes_open`, abs60), or opens with a number
    after a word no sentence ends on (:func:`~.danglingend.number_goes_on`, latex66) and
    is no year heading (:func:`~.danglingend.year_heading`, fix59d)."""
    at = next(
        (
            k
            for k in range(start, len(lines))
            if size is not None and abs(lines[k].size - size) <= _SAME_SIZE
        ),
        None,
    )
    if at is None:
        return False
    opening = lines[at].text
    return (
        opening.lstrip()[:1].islower()
        or closes_open(opening, left_open(text))
        or (number_goes_on(text, opening) and not year_heading(lines, at))
    )


def folio(lines: Sequence[Line], index: int) -> bool:
    """Whether ``lines[index]`` is its page's number at the foot: a number alone on its
    line (:data:`PAGE_NUMBER`) with nothing but page numbers read after it on its page.
    Set apart under an abstract and taken with it, it is dropped from its text (the
    abstract reader's stops and carrying on are as they were)."""
    line = lines[index]
    if not PAGE_NUMBER.match(line.text):
        return False
    rest = (ln for ln in lines[index + 1 :] if ln.page == line.page)
    return all(PAGE_NUMBER.match(ln.text) for ln in rest)
