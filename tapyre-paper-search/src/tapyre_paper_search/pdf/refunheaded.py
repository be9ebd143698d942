"""Where a references list with no heading starts (pure).

REVTeX prints its list under a rule with no heading, and Nature's classes print
theirs after the text with none.  Such a list is found from the last line that
opens one (:func:`opens_unheaded_list`: "[1]" or "1." then names, or a "1" glued to
the first initial, "1J. Black") with the next numbers in sequence after it
(:func:`unheaded`), two of its first three entries reading as entries: names set
off by a comma, full stop, colon or semicolon, and a year.  (Of the first three
parsed entries of the lists in the real papers of ``../shared/data`` and the LaTeX
train corpora, 701 of 708 have both; a numbered paragraph in the body, "1. We
propose …", "1K. The sample …", has neither.)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.refmarks import YEAR
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refparts import LEADING_YEAR
from tapyre_paper_search.pdf.refsplit import NUMBER, numbered_lines, unglued

# A numbered list's first entry: "[1]" or "1." and names, or a "1" glued to the first
# initial (REVTeX prints its list under a rule, with no heading; Nature's after the text).
_FIRST_ENTRY = re.compile(r"^\s*(?:\[1\]\s+|1\.\s+|1(?=[A-ZÀ-Þ]\.))(?=\S)")
# The same without "1.": a list numbered "[1]" or "1J." is looked for first, "1." only
# where there is none (a numbered list in an appendix after a REVTeX list is not it).
_MARKED_FIRST_ENTRY = re.compile(r"^\s*(?:\[1\]\s+|1(?=[A-ZÀ-Þ]\.))(?=\S)")
_NAMES_END = (",", ".", ";", ":")  # what sets an entry's names off from what follows
_ENTRIES_READ = 3  # the list's first entries looked at, of which two must read as such


# What any line :data:`_FIRST_ENTRY` matches holds, found in a block's whole text at once:
# a block without it is not split into line objects to be matched line by line.
_FIRST_ENTRY_MARK = re.compile(r"\[1\]|^\s*1\.\s|1[A-ZÀ-Þ]\.", re.MULTILINE)
# Its three forms asked apart (the gate below): "[1]" by ``in``; "1" glued to an initial
# by a pattern opening with its literal "1", which the regex engine skips to; a line
# opening "1." only where the text holds "1.".
_GLUED_ONE = re.compile(r"1[A-ZÀ-Þ]\.")
_LINE_ONE = re.compile(r"^\s*1\.\s", re.MULTILINE)


def may_open_unheaded_list(text: str) -> bool:
    """A cheap test on a block's ``text`` that :func:`opens_unheaded_list` can be true:
    false means it is false.  Every match holds a "1": two blocks in three have none,
    and ``in`` finds that faster than the pattern's search.  The same answer as
    ``_FIRST_ENTRY_MARK.search(text) is not None`` (an alternation matches somewhere
    where one of its forms does), without trying the three forms at every character."""
    return "1" in text and (
        "[1]" in text
        or _GLUED_ONE.search(text) is not None
        or ("1." in text and _LINE_ONE.search(text) is not None)
    )


def opens_unheaded_list(block: TextBlock) -> bool:
    """Whether a line of ``block`` opens a references list that has no heading: "[1]" or
    "1." then names set off by a comma, full stop, colon or semicolon, or a "1" glued to
    the first initial ("1J. Black, …"; not "1K. The sample …")."""
    return _first_entry_line(block) is not None


def _first_entry_line(block: TextBlock, first: re.Pattern[str] = _FIRST_ENTRY) -> int | None:
    for i, line in enumerate(block.lines):
        match = first.match(line.text)
        if match is not None:
            text = " ".join(x.text for x in block.lines[i : i + 3])
            if _names_set_off(text[match.end() :]):
                return i
    return None


def _names_set_off(text: str) -> bool:
    """Whether ``text`` opens with names that a comma, full stop, colon or semicolon
    ends ("Harvey, P. et al. Bayesian …", "J. Black, A. White, …")."""
    text = text.lstrip()
    names, rest = leading_names(text)
    return bool(names) and text[: len(text) - len(rest)].rstrip().endswith(_NAMES_END)


def reads_as_entry(text: str) -> bool:
    """Whether ``text`` (one numbered entry, its number cut) reads as a references
    entry: names set off by punctuation, and a year; what follows the names (and a year
    after them) is no word in small letters but an entry's ("in" of a proceedings' "A.
    Smith, in Proc. …", "doi", "pp", "arxiv", a link): prose goes on with one
    ("Smith, J. (2019) showed …", "Smith, J., who in 2019 …")."""
    if not _names_set_off(text) or YEAR.search(text) is None:
        return False
    rest = LEADING_YEAR.sub("", leading_names(text.lstrip())[1].lstrip(" ,.;:"), count=1)
    word = _FIRST_WORD.match(rest)
    return word is None or not word.group(0).islower() or word.group(0) in _ENTRY_WORDS


_FIRST_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_ENTRY_WORDS = frozenset(("in", "doi", "pp", "http", "https", "arxiv"))


def _reads_as_list(lines: Sequence[BlockLine], starts: Sequence[int]) -> bool:
    """Whether two of the first entries that open at ``starts`` read as entries."""
    read = 0
    for k, start in enumerate(starts[:_ENTRIES_READ]):
        end = starts[k + 1] if k + 1 < len(starts) else start + 4
        text = " ".join(line.text for line in lines[start:end])
        match = NUMBER.match(text)
        read += reads_as_entry(text[match.end() :] if match else text)
    return read >= 2


def unheaded(blocks: Sequence[TextBlock]) -> tuple[int, TextBlock] | None:
    """Where a list with no heading starts: the last block with a line that opens one
    (:func:`opens_unheaded_list`) and is followed by "[2]" and "[3]" (the numbers in
    sequence), two of the first three entries reading as such (:func:`reads_as_entry`),
    and that block from that line on.  A later such line with no sequence after it (a
    mention in an appendix) is passed over, and a list opened by "[1]" or "1J." is
    looked for before one opened by "1." (an appendix's numbered list after it)."""
    for opening in (_MARKED_FIRST_ENTRY, _FIRST_ENTRY):
        for i in range(len(blocks) - 1, -1, -1):
            first = _first_entry_line(blocks[i], opening)
            if first is not None:
                block = with_lines(blocks[i], list(blocks[i].lines[first:]))
                rows = [line for b in [block, *blocks[i + 1 : i + 40]] for line in b.lines]
                lines = unglued(rows)
                starts = numbered_lines(lines)
                if len(starts) >= 3 and _reads_as_list(lines, starts):
                    return i, block
    return None


def with_lines(block: TextBlock, lines: list[BlockLine]) -> TextBlock:
    """``block`` with ``lines`` in place of its own (its box and kind kept)."""
    return TextBlock(block.x0, block.y0, block.x1, block.y1, lines, kind=block.kind)
