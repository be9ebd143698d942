"""A references list set solid that indents each entry's first line (pure; used by
:mod:`.refsplit`).

Most unnumbered lists hang: an entry's first line flush left, the rest indented.  Some
indent the first line instead, the rest flush left, like paragraphs.  With space
between entries :mod:`.refgaps` tells the two apart; set solid, the lines' places are
the same in both, so the text tells them apart (:func:`indents_first`): the lines that
open entries follow a line that ends an entry (a full stop) and open with names.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.refalone import organisation_first
from tapyre_paper_search.pdf.refnames import leading_names

_MIN_INDENTED = 3  # indented lines, at the least, of a list that indents first lines
_OPENING = 0.8  # the share of them that must open an entry
_FLUSH_OPENING = 1 / 3  # the share of flush-left lines opening one, at most


def indents_first(
    lines: Sequence[BlockLine], flush: Collection[int], indented: Collection[int]
) -> bool:
    """Whether a list set solid, whose lines ``flush`` (indices into ``lines``) stand flush
    left in their column and ``indented`` sit right of it, indents each entry's first
    line: :data:`_MIN_INDENTED` indented lines or more, nearly all (:data:`_OPENING`)
    opening an entry (the list's first line, or after a full stop, with names first:
    :func:`_opens`), and few flush-left lines after the first doing so
    (:data:`_FLUSH_OPENING`; in a hanging list nearly all of them do)."""
    if len(indented) < _MIN_INDENTED:
        return False
    opening = sum(_opens(lines, i) for i in indented)
    if opening < len(indented) * _OPENING:
        return False
    after_first = [i for i in flush if i > 0]  # (line 0 opens an entry in any list)
    flush_opening = sum(_opens(lines, i) for i in after_first)
    return flush_opening <= len(after_first) * _FLUSH_OPENING


def _opens(lines: Sequence[BlockLine], i: int) -> bool:
    """Whether line ``i`` opens an entry by its text: first in the list or after a line
    that ends with a full stop, and names first ("Lopez, A. and Writer, B. A study …") or
    an organisation's name and its year ("World Health Organization, 2001. …")."""
    if i > 0 and not lines[i - 1].text.rstrip().endswith("."):
        return False
    text = normalize_inline(lines[i].text)
    return bool(leading_names(text)[0]) or organisation_first(text)
