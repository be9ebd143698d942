"""A title set in capitals on a cover panel (pure).

Some journals print the first page as a landscape cover in two panels: the
journal's name in large type at the head of one panel, the title below it in
capitals, one short row after another, then the byline; the abstract fills the
other panel.  What went wrong there without these rules:

* the title runs further down the page than a portrait page's title zone, so its
  last rows were cut off (:func:`title_zone_end`: on a landscape page a group that
  begins inside the zone keeps its rows below it);
* the line classifier, which sees each capitals row as a block of its own, calls
  none of the rows title-like, so a one-row banner set larger above them (the
  journal's name) won, and a row ("MODULATION OF") it called a name cut the title
  (:func:`capitals_title`, :func:`capitals_over_names`: a group of three or more
  rows in capitals is not cut so, and it is the title, rather than a group with no
  byline under it, where the first line under it on the page is a byline; so is
  one that filled its panel, pushing the byline to the head of the other panel,
  rather than that byline, whose names are then read there:
  :func:`byline_beside`);
* a word broken at a row's end keeps its hyphen, a capital following it
  (:func:`mend_capitals` joins it where the pieces are no words and the whole is);
* a short abstract in the other panel, level with the journal's name, comes before
  the title in reading order, where the abstract was not looked for
  (:func:`abstract_beside`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.frontauthors import AUTHOR_SURE
from tapyre_paper_search.pdf.lineclasses import AUTHOR
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.panelbyline import with_head
from tapyre_paper_search.pdf.words import known_word

# A title in capitals wraps to at least this many rows (a banner is one or two).
_MIN_ROWS = 3
# Among a row's cased letters, at least this share are capitals ("BY PKCζ IN").
_CAPITALS_SHARE = 0.85
# A word in capitals broken at a row's end: its head (three letters or more) and tail.
_BROKEN = re.compile(r"(?<![^\W\d_])([^\W\d_]{3,})-\n([^\W\d_]+)")
# A known word's endings the word list leaves out ("CHARACTERIZA-" / "TIONS").
_ENDINGS = ("s", "es")
# A byline under a title begins within this many of the title's sizes below it.
_NAMES_GAP = 2.0


def title_zone_end(width: float, height: float, zone: float) -> float:
    """How far down a title line may begin: the whole page on a landscape page (a
    cover panel's title runs down it; which groups begin inside ``zone`` is checked
    by :func:`begins_in_zone`), else ``zone``."""
    return height if width > height > 0 else zone


def begins_in_zone(lines: Sequence[Line], group: Sequence[int], zone: float) -> bool:
    """Whether ``group``'s first row begins above ``zone``."""
    return min(lines[i].y0 for i in group) < zone


def in_capitals(text: str) -> bool:
    """Whether ``text`` is set in capitals: letters, nearly all of them upper case."""
    cased = [c for c in text if c.isupper() or c.islower()]
    return len(cased) >= 2 and sum(map(str.isupper, cased)) >= _CAPITALS_SHARE * len(cased)


def mend_capitals(text: str) -> str:
    """``text`` (a title's rows, one a line) with its words in capitals broken at a
    row's end joined again ("CHARACTERIZA-" / "TIONS"), where the head alone is no
    known word and the joined word (or it less a plural ending) is one; other breaks
    are left to :func:`~tapyre_paper_search.pdf.normalize.normalize_inline` (it joins
    a lower-case break, but keeps the hyphen before a capital: "EGFR-" / "Driven")."""
    if "-\n" not in text or not in_capitals(text):
        return text

    def mend(match: re.Match[str]) -> str:
        head, tail = match.group(1), match.group(2)
        joined = (head + tail).lower()
        stems = [joined] + [joined[: -len(e)] for e in _ENDINGS if joined.endswith(e)]
        pieces = head.isupper() and tail.isupper() and not known_word(head.lower())
        return head + tail if pieces and any(map(known_word, stems)) else match.group(0)

    return _BROKEN.sub(mend, text)


def capitals_title(lines: Sequence[Line], group: Sequence[int]) -> bool:
    """Whether ``group`` is a title in capitals: at least :data:`_MIN_ROWS` rows, all
    in capitals.  The classifier's name calls on such rows are not trusted to cut it
    (it reads "MODULATION OF" alone in its block as a name)."""
    rows = {round(lines[i].y0) for i in group}
    return len(rows) >= _MIN_ROWS and all(in_capitals(lines[i].text) for i in group)


def capitals_over_names(
    lines: Sequence[Line],
    groups: Sequence[list[int]],
    chosen: list[int],
    probs: NDArray[np.float64],
) -> list[int]:
    """The group of at least :data:`_MIN_ROWS` rows in capitals right over a line the
    classifier is sure is a byline, when ``chosen`` has no byline right under it (a
    ``chosen`` in capitals without one gives way too); else ``chosen``.  Where
    ``chosen`` is itself a byline to the classifier (names set large in the other
    panel, the title having filled its own), the group in capitals needs no byline
    under it.  The group begins below ``chosen``'s first row (a journal's name is set
    above the title it heads, a pushed byline at the head of the other panel): a block
    in capitals above the title ("SPECIAL ISSUE ON …" over its editors' names) is no
    title."""
    titles = {i for g in groups if capitals_title(lines, g) for i in g}
    if not chosen or _names_next(chosen, probs) or _names_under(lines, chosen, probs, titles):
        return chosen
    names = float(np.mean(probs[chosen, AUTHOR])) >= AUTHOR_SURE
    for group in groups:
        if (
            group is not chosen
            and min(lines[i].y0 for i in group) > min(lines[i].y0 for i in chosen)
            and capitals_title(lines, group)
            and (names or _names_under(lines, group, probs, titles))
        ):
            return group
    return chosen


def abstract_beside(
    lines: Sequence[Line], group: Sequence[int], width: float, height: float
) -> Abstract | None:
    """On a landscape page, the abstract under a heading in the panel beside the title
    ``group`` where reading order put it before the title (a short abstract, level
    with the journal's name); ``None`` on a portrait page, without a title, or when
    no line before the title lies wholly beside it."""
    first = next(
        (i for i in range(min(group, default=0)) if in_other_panel(lines, group, i, width, height)),
        None,
    )
    if first is None:
        return None
    return abstracts.find_heading(lines, first, min(group), height=height)


def in_other_panel(
    lines: Sequence[Line], group: Sequence[int], i: int, width: float, height: float
) -> bool:
    """Whether line ``i`` lies wholly beside the title ``group`` on its page, which is
    landscape (in the other panel of a cover)."""
    if not group or not width > height > 0 or lines[i].page != lines[group[0]].page:
        return False
    left = min(lines[k].x0 for k in group)
    right = max(lines[k].x1 for k in group)
    return lines[i].x0 >= right or lines[i].x1 <= left


def byline_beside(
    lines: Sequence[Line],
    group: Sequence[int],
    probs: NDArray[np.float64] | None,
    width: float,
    height: float,
) -> list[int]:
    """On a landscape page, the lines in the panel beside the title ``group`` (reading
    order may put them before it or among its rows), from the first to the last the
    classifier is sure are names:
    the byline a title that filled its panel pushed to the head of the other panel.
    ``[]`` without the classifier, on a portrait page or where there is none."""
    if probs is None or not group:
        return []
    panel = [i for i in range(len(lines)) if in_other_panel(lines, group, i, width, height)]
    sure = [i for i in panel if float(probs[i, AUTHOR]) >= AUTHOR_SURE]
    # (and the rows over the first sure one the byline goes on from: panelbyline, latex55)
    return with_head(lines, panel, [i for i in panel if sure[0] <= i <= sure[-1]]) if sure else []


def byline_under(
    lines: Sequence[Line],
    group: Sequence[int],
    probs: NDArray[np.float64] | None,
    width: float,
    height: float,
) -> list[int]:
    """On a landscape page, the byline right under the title ``group`` on the page (the
    line :func:`_names_under` finds there) and the lines going on under it in its type
    (size, bold, italic) that read as names too: reading order may put the other
    panel's abstract and body between the title and its byline, which then comes last
    and is read as no one's.  ``[]`` without the classifier, on a portrait page or
    where the first line under the title is no byline."""
    if probs is None or not group or not width > height > 0:
        return []
    first = _line_under(lines, group, set())
    if first is None or not _reads_as_names(lines, first, probs):
        return []
    rows = [first]
    while (j := _line_under(lines, [rows[-1]], set())) is not None and (
        lines[j].same_type(lines[first]) and _reads_as_names(lines, j, probs)
    ):
        rows.append(j)
    return rows


def _names_under(
    lines: Sequence[Line], group: Sequence[int], probs: NDArray[np.float64], titles: set[int]
) -> bool:
    """Whether the first line under ``group`` and across its span, within
    :data:`_NAMES_GAP` of its rows' size below its last row, is a byline (the
    classifier is sure, or it reads as names, strictly; not a line of ``titles``, a
    title in capitals: "PARTIAL CUBES:" reads as a name): looked for on the page, not
    in reading order, which may read the other panel first."""
    j = _line_under(lines, group, titles)
    return j is not None and _reads_as_names(lines, j, probs)


def _line_under(lines: Sequence[Line], group: Sequence[int], titles: set[int]) -> int | None:
    """The first line on the page under ``group`` and across its span, within
    :data:`_NAMES_GAP` of its last row's size below it, unless it is a line of
    ``titles``; else ``None``."""
    last = max(group, key=lambda i: lines[i].y0)
    left = min(lines[i].x0 for i in group)
    ends = sorted(lines[i].x1 for i in group)
    # one row run into the gutter past the others (latex56): the next column starts
    # under its overrun, not the title's line under it
    right = ends[-2] if len(ends) >= 3 else ends[-1]
    bottom, size, page = lines[last].y1, lines[last].size, lines[last].page
    under = [
        j
        for j, line in enumerate(lines)
        if line.page == page and line.y0 >= bottom and line.x0 < right and line.x1 > left
    ]
    if not under:
        return None
    j = min(under, key=lambda k: lines[k].y0)
    if lines[j].y0 - bottom > size * _NAMES_GAP or j in titles:
        return None
    return j


def _reads_as_names(lines: Sequence[Line], j: int, probs: NDArray[np.float64]) -> bool:
    """Whether the classifier is sure line ``j`` is a byline, or it reads as names,
    strictly."""
    return float(probs[j, AUTHOR]) >= AUTHOR_SURE or bool(names_in_line(lines[j].text))


def _names_next(group: Sequence[int], probs: NDArray[np.float64]) -> bool:
    after = max(group) + 1
    return after < len(probs) and float(probs[after, AUTHOR]) >= AUTHOR_SURE


__all__ = [
    "abstract_beside",
    "begins_in_zone",
    "byline_beside",
    "byline_under",
    "capitals_over_names",
    "capitals_title",
    "in_capitals",
    "in_other_panel",
    "mend_capitals",
    "title_zone_end",
]
