"""The list's entries in the next column read before its heading, put back (pure
but for one input, the document's words of :func:`.docwords.current`).

A page whose list starts low in its left column, under a figure or table there, may
be read in slabs: the top of the right column (where the list goes on) before the left
column's figure and heading.  :func:`read_early` puts those blocks back after the
list's part in the heading's column (see its docstring); the small helpers the
references module shares with it (a page's range, a block's median size, whether a
block can be the list's text) live here too.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.refmarks import YEAR as _YEAR
from tapyre_paper_search.pdf.refnames import leading_names, opening
from tapyre_paper_search.pdf.refsplit import NUMBER as _NUMBER
from tapyre_paper_search.pdf.refsplit import number_shape as _shape
from tapyre_paper_search.pdf.refsplit import number_value as _value
from tapyre_paper_search.pdf.refsplit import numbered_lines as _sequence
from tapyre_paper_search.pdf.refsplit import runs_on as _runs_on
from tapyre_paper_search.pdf.refsplit import split_entries


def median_size(lines: Sequence[BlockLine]) -> float:
    """The median size of ``lines`` (0 where there are none)."""
    sizes = sorted(line.size for line in lines)
    return sizes[len(sizes) // 2] if sizes else 0.0


# A figure's or table's caption set inside the list, between two parts of an entry.
CAPTION = re.compile(
    r"^\s*(?:fig(?:ure)?|table|tab|abbildung|abb|tabelle)\.?\s*(?:\d{1,3}|[IVX]{1,5})[.:]",
    re.IGNORECASE,
)


def list_text(block: TextBlock) -> bool:
    """Whether ``block`` can be the list's text: no table, equation or caption."""
    return block.kind not in ("table", "equation") and not CAPTION.match(block.first_line)


def page_of(index: int, page_starts: Sequence[int], count: int) -> tuple[int, int]:
    """The range of block indices of the page holding block ``index``."""
    page = bisect_right(page_starts, index) - 1
    return page_starts[page], page_starts[page + 1] if page + 1 < len(page_starts) else count


def read_early(
    blocks: Sequence[TextBlock],
    start: int,
    page_starts: Sequence[int],
    after: list[TextBlock],
    size: float,
    *,
    skip: set[int],
) -> list[TextBlock]:
    """``after`` with the list's part in the next column put back where it goes on.

    A page whose list starts low in its left column, under a figure or table there,
    may be read in slabs: the top of the right column (where the list goes on) before
    the left column's figure and heading.  Such blocks are taken into the list, after
    its part in the heading's column on that page, when the entry there runs on (its
    last line ends with a letter or comma) and each holds a year (or hangs before the
    last that does: an entry's lines), or when the first opens the next entry (the next
    number, or names opening as the last entry's do where the list has no numbers) and
    the last entry ends (:func:`_ends_an_entry`); each lies right of that column, set in
    the list's type size, is no table, caption or running header
    (``skip``), and no block across both columns stands between it and the heading."""
    if page_starts[0] > start:
        return after
    page_start, page_end = page_of(start, page_starts, len(blocks))
    heading = blocks[start]
    here = [b for b in after if any(b is c for c in blocks[start + 1 : page_end])]
    column = [b for b in here if abs(b.x0 - heading.x0) <= 30]
    if not column or not column[-1].lines:
        return after
    runs_on = _runs_on(column[-1].lines[-1].text)
    right = max(b.x1 for b in column)
    pieces = [
        block
        for i, block in enumerate(blocks[page_start:start], page_start)
        if i not in skip
        and list_text(block)
        and block.x0 >= right - 2
        and block.lines
        and abs(median_size(block.lines) - size) <= 0.5
        and not any(
            b.x0 < right - 2 and b.x1 > block.x0 and block.y1 <= b.y0 < heading.y0
            for b in blocks[page_start:start]
        )
    ]
    if runs_on:
        dated = [k for k, block in enumerate(pieces) if _YEAR.search(block.text)]
        flush = min((b.x0 for b in pieces), default=0.0) + 2
        early = [  # and a block hanging before the last with a year (an entry's lines:
            block  # the first goes on with the column's last entry)
            for k, block in enumerate(pieces)
            if k in dated or (dated and k < dated[-1] and block.x0 > flush)
        ]
        if dated:
            early += _next_entry_opened(pieces[dated[-1] + 1 :], flush, after)
    elif pieces and _opens_next(pieces, column) and _ends_an_entry(pieces):
        early = pieces  # whole entries: a piece of one may hold no year
    else:
        return after
    if not early:
        return after
    cut = next(i for i, b in enumerate(after) if b is column[-1]) + 1
    return [*after[:cut], *early, *after[cut:]]


def _next_entry_opened(
    trailing: Sequence[TextBlock], flush: float, after: Sequence[TextBlock]
) -> list[TextBlock]:
    """The pieces after the last with a year where they open the next entry, its names
    flush left, and the entry goes on in the list's block right under them (the right
    column's top read before the heading up to a new entry's names, the entry's title
    under the heading's level: "Matthew Pitkin, D. Mozyrsky og Dmitri Nikshych," over
    "Inhibition of SRC …", dlfltxbbibtex's; "[10] Kovacs G, Eeg J O, et al. Reg-" over
    "ulation of Serum …", hustthesis's; refs57); else none."""
    if not trailing or trailing[0].x0 > flush or not trailing[0].lines:
        return []
    first = trailing[0].lines[0].text
    label = _NUMBER.match(first)  # "[10] Kovacs G, Eeg J O, …" (hustthesis's)
    if not leading_names(normalize_inline(first[label.end() :] if label else first))[0]:
        return []
    foot, left, height = trailing[-1].y1, trailing[0].x0, trailing[-1].lines[-1].size
    below = any(
        left - 2 <= b.x0 <= left + 4 * height and 0 <= b.y0 - foot <= 2 * height for b in after
    )
    return list(trailing) if below else []


def _ends_an_entry(pieces: Sequence[TextBlock]) -> bool:
    """Whether the pieces' last entry holds a year, or is names alone that go on (the
    year comes on its next line, read after them: "Rodin, V., Gelaki, S., Drinfeld,",
    the last surname's initials on the next line too)."""
    last = _last_entry(pieces)
    if _YEAR.search(last):
        return True
    names, rest = leading_names(normalize_inline(last))
    return bool(names) and len(rest.split()) <= 1 and last.rstrip()[-1:] == ","


def _last_entry(pieces: Sequence[TextBlock]) -> str:
    """The text of the last entry the pieces hold, as far as it can be told: its last
    block, with the one before where that one opens the entry flush left of it (an
    author-year entry's year sits on its first line: "Zinovjev, G. 2019, Nuclear …")."""
    last = pieces[-1]
    if len(pieces) > 1 and pieces[-2].x0 < last.x0 - 2:
        return f"{pieces[-2].text} {last.text}"
    return last.text


def _opens_next(pieces: Sequence[TextBlock], column: Sequence[TextBlock]) -> bool:
    """Whether ``pieces`` open the entry after the column's last: the next number of a
    numbered list, or, where the column's list has no numbers, names at its start
    followed by what follows the names in the column's last entry (:func:`opening`)."""
    first = _NUMBER.match(pieces[0].first_line)
    lines = [line for block in column for line in block.lines if line.text.strip()]
    numbered = _sequence(lines)  # not "12 (2005) 45–67." nor "2005. Nature …" going on
    if first is None:
        if len(numbered) >= 2 or numbered[:1] == [0]:
            return False  # a numbered list goes on with its next number
        # names (they may fill the first block), then what follows the names in the
        # column's last entry ("(2005)", a title's capital), not prose ("John Smith
        # received …", "Ann Lee (M'09) received …")
        texts = [line.text for block in pieces for line in block.lines][:3]
        names, rest = leading_names(normalize_inline(" ".join(texts)))
        entries = split_entries(column)
        follows = opening(leading_names(entries[-1])[1]) if entries else ""
        return bool(names and follows) and opening(rest) == follows
    last = _NUMBER.match(lines[numbered[-1]].text) if numbered else None
    return bool(last and _shape(last) == _shape(first) and _value(first) == _value(last) + 1)
