"""A metadata title that is the printed title with a site's or a journal's name added.

Pages printed from a browser carry the HTML ``<title>`` as their metadata title,
and sites often write it as "Paper title | Site", "Paper title – Journal" or
"Site :: Paper title".  Such a title agrees fuzzily with the printed one (a long
title outweighs a short name), yet the name is no part of the title.  A part the
title's page prints on a line of its own (or two) among the few lines right under
the title's rows is a subtitle the layout title left out ("… – A Survey"), and
stays; a site's name printed further down (a footer's "Nature") does not keep it.  Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from tapyre_paper_search.records.references import fold_title

# What sets a site's name off a page's title: a bar, a spaced dash, a middle dot,
# a double colon or guillemets.
_SEPARATOR = re.compile(r"\s+(?:\||[-–—]|·|::|»|«)\s+")
# Words the added name may have, at most.
_NAME_WORDS = 8
# Lines under the title's rows where a subtitle is printed.
_UNDER = 3


def without_site(metadata_title: str, layout_title: str, lines: Sequence[str] = ()) -> str:
    """``metadata_title`` less a short name set off before or after the printed title by
    a separator (:data:`_SEPARATOR`) and not printed under it among the title page's
    ``lines`` (their texts in reading order); ``""`` when it is no such title."""
    printed = fold_title(layout_title)
    if not printed:
        return ""
    for match in _SEPARATOR.finditer(metadata_title):
        head, tail = metadata_title[: match.start()], metadata_title[match.end() :]
        for kept, added in ((head, tail), (tail, head)):
            if fold_title(kept) != printed or not 0 < len(added.split()) <= _NAME_WORDS:
                continue
            if not _printed_under(fold_title(added), printed, lines):
                return kept.strip()
    return ""


def _printed_under(name: str, printed: str, lines: Sequence[str]) -> bool:
    """Whether ``name`` (folded) is one line, or two in a row, of the :data:`_UNDER`
    lines of ``lines`` right after the ``printed`` title's (folded) rows: a subtitle
    sits there, a masthead's or a footer's site name ("Nature") further down.  Every
    line that begins the title is tried as its first row (a running head printing the
    short title comes first)."""
    folded = [fold_title(text) for text in lines]
    if not name:
        return False
    return any(
        _under_rows(name, printed, folded, start)
        for start, f in enumerate(folded)
        if f and printed.startswith(f)
    )


def _under_rows(name: str, printed: str, folded: Sequence[str], start: int) -> bool:
    """Whether ``name`` is among the :data:`_UNDER` lines under the title rows that open
    at ``folded[start]``."""
    end, read = start + 1, folded[start]
    while end < len(folded) and folded[end] and printed.startswith(f"{read} {folded[end]}"):
        read = f"{read} {folded[end]}"
        end += 1
    rest = folded[end : end + _UNDER]
    pairs = [f"{a} {b}" for a, b in pairwise(rest)]
    return name in rest or name in pairs
