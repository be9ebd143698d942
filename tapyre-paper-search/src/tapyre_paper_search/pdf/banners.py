"""A journal's name set in large type right above the title (pure).

The title picker (:func:`~tapyre_paper_search.pdf.titlegroups.title_lines`) gives
the group in the largest type a head start over the classifier's choice.  A
banner ("VIROLOGY", "Virologie Heute" in 30-point type over a 16-point title)
takes the title's place that way whenever the classifier is only a little surer
of the real title.  :func:`is_banner` tells such a group by its shape alone (no
rule names a journal): one short line (at most :data:`_MAX_WORDS` words, no
sentence punctuation at its end), over a longer group of title-size lines (at
least :data:`_MIN_TITLE_WORDS` words) that comes next on the page, and set apart
from it: in capitals over a group that is not (an all-capitals title under an
all-capitals short title is one heading set in capitals), or with a gap of at
least :data:`_APART` of that group's size between them.  A short title over a
subtitle set close under it is no banner.  A banner loses only the head start:
the classifier must still be surer of the group under it.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_MAX_WORDS = 4
_MAX_CHARS = 40
_MIN_TITLE_WORDS = 4
# The white space between the banner's bottom and the next group's top, in that
# group's sizes.
_APART = 0.5
_CAPITALS = 0.9


def is_banner(lines: Sequence[Line], group: Sequence[int], groups: Sequence[Sequence[int]]) -> bool:
    """Whether ``group`` (one of the page's title-like ``groups``) is a banner over the
    group that follows it (see the module)."""
    if len(group) != 1:
        return False
    line = lines[group[0]]
    text = line.text.strip()
    if not text or len(text) > _MAX_CHARS or len(text.split()) > _MAX_WORDS or text[-1] in ".:;,?!":
        return False
    below = [g for g in groups if g and lines[g[0]].page == line.page and lines[g[0]].y0 >= line.y1]
    if not below:
        return False
    title = min(below, key=lambda g: lines[g[0]].y0)
    words = sum(len(lines[i].text.split()) for i in title)
    if words < _MIN_TITLE_WORDS:
        return False
    first = lines[title[0]]
    apart = first.y0 - line.y1 >= first.size * _APART
    below_caps = _capitals(" ".join(lines[i].text for i in title))
    return apart or (_capitals(text) and not below_caps)


def _capitals(text: str) -> bool:
    """Whether ``text`` is set in capitals (:data:`_CAPITALS` of its letters, three at
    least)."""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 3 and sum(c.isupper() for c in letters) >= _CAPITALS * len(letters)
