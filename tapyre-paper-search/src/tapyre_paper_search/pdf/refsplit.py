"""A references list's lines cut into entries (pure but for one input, the
document's words of :func:`.docwords.current`; used by :mod:`.references`).

:func:`split_entries` cuts the list's lines at the next number of a numbered
list ("[12]", "12.", "(12)"), at an alpha style's labels ("[Knu84]"), at lines
that start flush left where the entries are set with a hanging indent, or at
block boundaries (and at each line of a block whose lines are whole entries: most
hold a year, and most would start an entry, after a full stop, each piece with a
year).  Each entry's lines are joined by :func:`~.refpieces.entry_text`; a piece under 20
characters is an entry only where :func:`~.refpieces.short_entry` says so.  An
author-year label set alone above its entry is left out
(:mod:`~tapyre_paper_search.pdf.refbarelabels`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from tapyre_paper_search.pdf import docwords
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.refalone import names_first
from tapyre_paper_search.pdf.refbarelabels import bare_labels, past_labels
from tapyre_paper_search.pdf.refblocklines import YEAR_FIRST, block_starts, runs_on
from tapyre_paper_search.pdf.refgaps import after_gaps
from tapyre_paper_search.pdf.refindent import indents_first
from tapyre_paper_search.pdf.reflabels import AUTHOR_YEAR_LABEL
from tapyre_paper_search.pdf.refmarks import YEAR as _YEAR
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refnumbered import (
    NUMBER,
    in_number_order,
    number_shape,
    number_value,
    numbered_lines,
    numbered_starts,
    unglued,
)
from tapyre_paper_search.pdf.refpieces import entry_text, short_entry
from tapyre_paper_search.pdf.refrows import beside as lines_beside

# An entry's label in BibTeX's alpha styles: the authors' letters and the year's last
# two digits ("[Knu84]", "[CVK+16]", "[vdB99]", "[Pér18]", "[Smi20a]"); or an author-year
# label (:data:`~tapyre_paper_search.pdf.reflabels.AUTHOR_YEAR_LABEL`, "[Rezzolla 2010]").
_ALPHA_LABEL = re.compile(r"^\s*\[[^\W\d_](?:[^\W\d_]|[+.\-]){0,9}\d{2}[a-z]?\]\s*")
LABEL = re.compile(_ALPHA_LABEL.pattern + "|" + AUTHOR_YEAR_LABEL.pattern)
# (re-exported: the readers of a list's marks import them from here)
__all__ = [
    "LABEL",
    "NUMBER",
    "number_shape",
    "number_value",
    "numbered_lines",
    "runs_on",
    "split_entries",
    "unglued",
]
_MAX_ENTRIES = 2000
_MAX_ENTRY_CHARS = 1200


def split_entries(blocks: Sequence[TextBlock]) -> list[str]:
    """The entries of a references list, each as one line of text."""
    lines = [line for block in blocks for line in block.lines if line.text.strip()]
    if not lines:
        return []
    lines = in_number_order(unglued(lines))
    starts = numbered_starts(lines)
    listed, one_line = starts is not None, set[int]()  # (see short_entry)
    marked = listed  # cut at a number or a label: the piece needs no entry's shape
    if starts is None:
        starts = _labelled_starts(lines)
        marked = bool(starts)
        starts = starts or _hanging_starts(lines)
        listed = bool(starts)
        starts = starts or block_starts(blocks, one_line)
    labels = bare_labels(lines)  # ("Bellini et al. 2015" alone above its entry)
    starts = past_labels(starts, labels) if labels else starts
    entries: list[list[str]] = []
    opened: list[int] = []  # each entry's first line
    for i, line in enumerate(lines):
        if i in labels:
            continue
        if (i in starts or not entries) and not (entries and _label_alone(entries[-1])):
            entries.append([])
            opened.append(i)
        entries[-1].append(line.text.strip())
    out = []
    words = docwords.current()  # the paper's own words mend a word broken at a line end
    for first, parts in zip(opened[:_MAX_ENTRIES], entries[:_MAX_ENTRIES], strict=True):
        joined = entry_text(parts, words)
        cut = (listed and first in starts) or first in one_line  # by the list's own marks
        if len(joined) >= 20 or (cut and short_entry(joined, marked=marked)):
            out.append(joined[:_MAX_ENTRY_CHARS])
    return out


def _label_alone(parts: Sequence[str]) -> bool:
    """Whether an entry so far is an author-year label alone on its line ("[Choi und
    Choie 2008]" above "Choi, Dohoon ; …"): the next line goes on with it."""
    if len(parts) != 1:
        return False
    match = AUTHOR_YEAR_LABEL.match(parts[0])
    return match is not None and match.end() == len(parts[0])


def _labelled_starts(lines: Sequence[BlockLine]) -> set[int]:
    """Lines opening entries of a list labelled in the alpha styles' way (the label
    often set alone, left of its entry's first line), three at least.  Author-year
    labels open no entries here: a long one breaks over lines ("[Vysotsky" / "u. a." /
    "2013]"), and their lists hang."""
    starts = {i for i, line in enumerate(lines) if _ALPHA_LABEL.match(line.text)}
    return starts if len(starts) >= 3 else set()


def _hanging_starts(lines: Sequence[BlockLine]) -> set[int]:
    """Lines set flush left in a list whose entries hang indented (the usual author-year
    layout), across blocks and columns; empty when the list does not hang.  Where the
    entries are set apart by space (:func:`~.refgaps.after_gaps`), an indented line after
    space and a full stop opens an entry too (one of one line set indented), a few
    indented lines under no space make the list hang (most of its entries one line
    long), and in a list whose lines after space are mostly indented the entries indent
    their first line: those open them (and the list's first line).  A list set solid
    indents its first lines where the text says so (:func:`~.refindent.indents_first`);
    in a hanging list set solid, an indented line that is a whole entry after an entry
    ended by its year opens one (:func:`_entry_alone`)."""
    # a line's rest set apart by a wide space (a justified line broken at "\newblock")
    # stands in the row of the line before it: it goes on with it, and is no column
    beside = lines_beside(lines)  # (:mod:`.refrows`: small capitals' boxes set lower too)
    lefts = sorted({round(line.x0) for i, line in enumerate(lines) if i not in beside})
    columns: list[float] = []
    for x in lefts:
        if not columns or x - columns[-1] > 40:
            columns.append(x)
    gaps = after_gaps(lines)
    starts: set[int] = set()
    indented: list[int] = []
    hang: set[int] = set()
    column = -1
    for i, line in enumerate(lines):
        if i in beside:
            continue
        at = bisect_right(columns, round(line.x0) + 0.5) - 1  # the first is the least
        offset = line.x0 - columns[at]
        goes_on = (
            at != column and i > 0 and runs_on(lines[i - 1].text) and not _opens_entry(lines, i)
        )
        if offset <= 2 and not goes_on:
            starts.add(i)
        elif offset <= 30:
            indented.append(i)
            if offset > 2:
                hang.add(i)  # (not a column's first line going on, flush)
        column = at
    if len(starts) < 2:
        return set()
    if not gaps and indents_first(lines, starts, hang):
        return {0, *hang}  # (set solid: told by the lines' text, :mod:`.refindent`)
    if gaps:
        opened = [i for i in indented if i in gaps]
        if len(opened) * 2 > len(gaps):
            return {0, *hang}  # a first line's indent: the lines after space are indented
        # (a hang only where half the flush-left lines but the first follow space: in a
        # list set flush, whose every line is flush-left, two indented URLs make none)
        spaced = sum(i in gaps for i in starts) * 2 >= len(starts) - 1
        if spaced and len(indented) - len(opened) >= _MIN_HANGS:
            return starts | {i for i in opened if lines[i - 1].text.rstrip().endswith(".")}
    if len(indented) < len(lines) * 0.2:
        return set()
    return starts | {i for i in hang if _entry_alone(lines, i)}


_YEAR_END = re.compile(r"(?<!\d)(?:19|20)\d{2}[a-z]?\)?\.$")


def _entry_alone(lines: Sequence[BlockLine], i: int) -> bool:
    """Whether line ``i``, indented in a hanging list set solid, is an entry of one line
    set indented, not the entry above's hanging line: the line above ends that entry
    with its year (", 1992."), the line is alone in its indent (the next one stands
    left of it), and reads as a whole entry (:func:`~.refalone.names_first`): a full
    stop at its end, an organisation's name first, then a title, and a year other than
    the line above's ("European Commission. Report on the state of the soil, 1995.",
    "OECD. Education at a Glance 2019, 2004."; not "NATO ASI Series. Springer, Berlin,
    2001." under "…, 2001.", nor "Reviews the literature. Covers work up to 2000."). A
    line above of names and a year alone ("Aebi, A., Writer, B., 2001.") opens an entry
    whose title and venue hang under it, so ends none."""
    line, text = lines[i], lines[i].text.rstrip()
    if i == 0:
        return False
    above = lines[i - 1].text.rstrip()
    names, rest = leading_names(normalize_inline(above))
    if not _YEAR_END.search(above) or (names and _YEAR_END.match(rest.lstrip("( "))):
        return False
    if i + 1 < len(lines) and lines[i + 1].x0 >= line.x0 - 2:
        return False
    return text.endswith(".") and _YEAR.search(text) is not None and names_first(above, text)


_MIN_HANGS = 2  # hanging lines under no space that make a list set apart by space hang


def _opens_entry(lines: Sequence[BlockLine], i: int) -> bool:
    """Whether line ``i`` and the lines hanging under it (three at most) read as the
    start of an entry on their own: names followed by a year ("Matthew Peters, …, and
    Wen-tau Yih. 2018b. Dissecting …"), so not the continuation of the entry above."""
    parts = [lines[i].text]
    for line in lines[i + 1 : i + 3]:
        if line.x0 <= lines[i].x0 + 2:
            break
        parts.append(line.text)
    authors, rest = leading_names(normalize_inline("\n".join(parts)))
    return bool(authors) and YEAR_FIRST.match(rest) is not None
