"""Author-year labels set alone above their entries, with no brackets (pure):
:func:`bare_labels`, :func:`past_labels`.

Some author-year styles (biblatex's archaeologie, refs60) print each entry's citation
label on a line of its own, flush left, and the entry below it indented as a whole:

    Tranitz – Dvořák 2000
         H. P. Tranitz – H. Dvořák, Iguanas and Salmonella marina infection …
    Bellini et al. 2015
         M. Bellini – G. Meyer – S. C. Power – …

A list that hangs took each label for an entry of its own (found 1.33).  A label line
is: surnames (particles before them perhaps, "Di Stefano", "van der Tak") set apart
by a dash, a slash, "and", "&" or "und", or one surname and "et al.", then a year and
nothing else; the next line starts right of it by the type's size at least (the entry
set in under it: a line that runs on in a hanging list is set in too, but the entry
after it starts left of it), and names the label's first surname in its first
sixty characters.  Such lines are no entries' text: :func:`past_labels` moves an
entry's start from the label to the line under it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine

_PARTICLE = r"(?:(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|zu|De|Di|Van|Von)\s)"
_SURNAME = rf"{_PARTICLE}*[A-ZÀ-ÞĀ-Ž][^\W\d_]+(?:[-'’][^\W\d_]+)*"
_JOIN = r"(?:\s[–—-]\s|\s?/\s?|\s(?:and|&|und)\s)"
_LABEL = re.compile(
    rf"(?P<first>{_SURNAME})(?:(?:{_JOIN}{_SURNAME})+|\set\sal\.)?\s(?:19|20)\d{{2}}[a-z]?"
)


def bare_labels(lines: Sequence[BlockLine]) -> set[int]:
    """The indices of ``lines`` that are author-year labels set alone above their
    entries (see the module docstring)."""
    found = set()
    for i, line in enumerate(lines[:-1]):
        text = line.text.strip()
        if len(text) > 60 or not text[-1:].isalnum():  # (cheap tests first)
            continue
        label = _LABEL.fullmatch(text)
        below = lines[i + 1]
        if label is None or below.x0 - line.x0 < line.size:
            continue
        surname = label["first"].split()[-1]
        if surname in below.text[:60]:
            found.add(i)
    return found


def past_labels(starts: set[int], labels: set[int]) -> set[int]:
    """``starts`` with each label line's start moved to the line under it."""
    return {i + 1 if i in labels else i for i in starts}
