"""Where an abstract in the first column of a two-column page meets the column's
turn (pure).

Two cases the abstract reader (:func:`~tapyre_paper_search.pdf.abstract.collect`,
:func:`~tapyre_paper_search.pdf.abstractcolumn.next_column`) tells with these:

* Reading order may go from the abstract's last line straight up to the top of the
  next column (the page cut in bands across both columns at a gap they share).  When
  the abstract's text has ended a sentence, that line opens with a word in lower
  case and the first column goes on under the abstract, it goes on a sentence of
  another text (the body's, broken at the first column's foot):
  :func:`another_columns_text`, the abstract ends.  An abstract that fills its column
  to the foot goes on there, whatever its next word ("… salts, etc." / "and …").
  That line may open a paragraph of the body instead, indented past the line under it,
  after an abstract whose last line stops short of its column's edge (names47: an
  acmart page's second column opens "Adipocytes are part …", set beside the abstract,
  and was read on after "… from X-ray diffraction."): the abstract ends there too.
* A long abstract fills its column down to a block set apart at the column's foot in
  the abstract's own size (a framed permission or copyright notice), then goes on at
  the top of the next column.  :func:`past_foot_block` passes over that block, as
  over footnotes set smaller, so that the next column is looked at.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

# Abbreviations whose stop ends no sentence ("… as shown by Smith et al." / "showed").
_ABBREVIATIONS = frozenset(("al.", "e.g.", "i.e.", "cf.", "vs.", "approx.", "resp.", "viz."))
# Closing quotes after a sentence's stop ("… the cells “recover.”").
CLOSING_QUOTES = "\"'”’»"
# Footnotes under a column are set at least this many points smaller than its text.
_FOOTNOTE_SMALLER = 0.8
# A block at a column's foot: its first line this many of the abstract's sizes below the
# abstract's last line (a line step is about 1.2 sizes), at most this many lines, in the
# page's lower half, no line larger than the abstract's (no section heading).
_GAP_SIZES = 2.0
_MAX_LINES = 8
_SAME_SIZE = 0.3
# A paragraph's first line is indented at least this many of its sizes past the next
# line; an abstract's last line ends at least this many sizes short of the line before.
_INDENT_SIZES = 0.6
_SHORT_SIZES = 3.0


def another_columns_text(lines: Sequence[Line], last: Line, line: Line, text: str) -> bool:
    """Whether ``line``, read right after the abstract's ``last`` line whose text is
    ``text``, goes on another text in the next column: it lies wholly above ``last``
    and right of its column on its page, ``text`` ends a sentence (a closing quote
    may follow its stop), ``line`` opens with a word of lower-case letters only
    ("phocytic", not "mRNA" or "p53") or opens a paragraph after ``last`` ended one
    (:func:`_new_paragraph`), and the first column goes on under ``last``
    (:func:`_column_goes_on`): an abstract that fills its column to the foot goes on
    at the next column's top whatever its next word ("etc." / "and …", "… salts." /
    "de novo …")."""
    if line.page != last.page or line.y1 > last.y0 or line.x0 < last.x1 - 1:
        return False
    words = text.split()
    end = words[-1].rstrip(CLOSING_QUOTES) if words else ""
    if not end or end[-1] not in ".!?" or end.casefold() in _ABBREVIATIONS:
        return False
    opening = line.text.split()
    first = opening[0].rstrip(",;:") if opening else ""
    opens = (first.isalpha() and first.islower()) or _new_paragraph(lines, last, line)
    return opens and _column_goes_on(lines, last)


def _new_paragraph(lines: Sequence[Line], last: Line, line: Line) -> bool:
    """Whether ``line`` is indented past the line right under it in its column (a
    paragraph's first line) and ``last`` (the abstract's last line) ends short of the
    line above it in its column (a paragraph's last line)."""
    under = _next_in_column(lines, line, below=True)
    above = _next_in_column(lines, last, below=False)
    if under is None or above is None:
        return False
    indented = line.x0 - under.x0 >= _INDENT_SIZES * line.size
    return indented and above.x1 - last.x1 >= _SHORT_SIZES * last.size


def _next_in_column(lines: Sequence[Line], line: Line, *, below: bool) -> Line | None:
    """The line right under (``below``) or right over ``line`` in its column on its
    page, in its size, within two of its sizes; ``None`` if there is none."""
    near = [
        ln
        for ln in lines
        if ln.page == line.page
        and ln is not line
        and ln.x0 < line.x1
        and line.x0 < ln.x1
        and abs(ln.size - line.size) <= _SAME_SIZE * 2
        and 0 < ((ln.y0 - line.y0) if below else (line.y0 - ln.y0)) <= 2 * line.size
    ]
    if not near:
        return None
    return min(near, key=lambda ln: abs(ln.y0 - line.y0))


def _column_goes_on(lines: Sequence[Line], last: Line) -> bool:
    """Whether a line of words under ``last`` in its column, on its page, is set in its
    size or larger (not a footnote, nor the page's number): the text after the abstract."""
    return any(
        ln.page == last.page
        and (ln.y0 + ln.y1) / 2 > last.y1
        and ln.x0 < last.x1
        and last.x0 < ln.x1
        and ln.size > last.size - _FOOTNOTE_SMALLER
        and ln.letters > 1
        for ln in lines
    )


def past_foot_block(
    lines: Sequence[Line], after: int, last: Line, size: float, height: float
) -> int:
    """The index past a block set apart at the foot of the column of the abstract's
    ``last`` line, in the abstract's ``size`` (see the module), when ``lines[after]``
    opens one and reading order goes up the page after it; else ``after``."""
    j = after
    while (
        j < len(lines)
        and lines[j].page == last.page
        and lines[j].y0 > last.y0
        and lines[j].x0 < last.x1
        and last.x0 < lines[j].x1
    ):
        j += 1
    block = lines[after:j]
    if not block or len(block) > _MAX_LINES or j >= len(lines):
        return after
    if block[0].y0 - last.y1 < _GAP_SIZES * size or (height and block[0].y0 < height / 2):
        return after
    if any(line.size > size + _SAME_SIZE for line in block):
        return after
    following = lines[j]
    return j if following.page == last.page and following.y0 < last.y0 else after


__all__ = ["CLOSING_QUOTES", "another_columns_text", "past_foot_block"]
