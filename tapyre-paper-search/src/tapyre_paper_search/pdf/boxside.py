"""Names in the title's column beside an abstract box (pure).

A page may set the title, the names and the affiliations in a narrow left column
and the abstract in a (shaded) box beside them.  Reading order takes the box
after the title, since its top is higher than the names', so the names come
after the abstract, where the line classifier, reading them in that context,
doubts the first of them.  :func:`names_beside_box` finds those lines: after the
abstract, wholly left of its column while the abstract lies wholly right of the
title, each set in the type (size and weight) of a line among them the
classifier is sure is a name, and read as names (marks such as "Ann Lee1,2" left
out, on both).  With no sure line (names set with no affiliations under them),
the lines that open the column, two or more in one type and each read as names,
are names when the classifier gives one of them some chance and they carry what
real author columns do: a mark, an e-mail, or an address right under them, most
of their words in no word list, or an e-mail address on the page made of a name's
parts (:func:`_vouched`); a bare column of title-case keywords or institutions is
no byline.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namevouch import ends_on_a_noun, mailed_on_page, unknown_share

# A name line the classifier is sure of.
_SURE = 0.5
# A name line the classifier gives some chance.
_MAYBE = 0.1
# The same size, in points.
_SAME_SIZE = 0.6
# More than this share of a run's name words in no word list vouches for names.
_UNKNOWN = 0.5


def names_beside_box(
    lines: Sequence[Line],
    group: Sequence[int],
    found: Abstract | None,
    author: NDArray[np.float64],
) -> tuple[list[int], list[int]]:
    """The lines after ``found`` (its lines right of the title ``group``'s column) in
    the title's column that are names: in the type of a sure name line (``author``:
    each line's author probability) among them; and the lines opening that column that
    read as names though nothing vouches for them (:func:`_leading_names`), which are
    no names at all (``[]`` for each when there is no such column)."""
    if not group or found is None or not found.used:
        return [], []
    used = [lines[i] for i in found.used if i != found.start] or [lines[found.start]]
    left = min(line.x0 for line in used)
    page = lines[group[0]].page
    if any(line.page != page for line in used) or max(lines[i].x1 for i in group) >= left:
        return [], []
    column = []
    for j in range(max(found.used) + 1, len(lines)):
        if lines[j].page != page or lines[j].x1 >= left:
            break
        column.append(j)
    named = {j for j in column if names_in_line(lines[j].names or lines[j].text)}
    sure = [j for j in column if author[j] >= _SURE and j in named]
    if not sure:
        run = _leading_names(lines, column, named, author)
        after = column[len(run)] if len(run) < len(column) else None
        return (run, []) if _vouched(lines, run, after) else ([], run)
    return [j for j in column if j not in sure and j in named and _typed_as(lines, j, sure)], []


def _typed_as(lines: Sequence[Line], j: int, others: Sequence[int]) -> bool:
    """Whether ``lines[j]`` is set in the type of one of the ``others`` lines."""
    return any(_same_type(lines[j], lines[k]) for k in others)


def _leading_names(
    lines: Sequence[Line], column: Sequence[int], named: set[int], author: NDArray[np.float64]
) -> list[int]:
    """With no sure name line, the names that open ``column`` (right under the box): two
    lines or more in one type, each read as names, the classifier giving one of them
    some chance (:data:`_MAYBE`) or an e-mail address on the page made of one of the
    names (:func:`_mailed`); names only when :func:`_vouched` says so."""
    run: list[int] = []
    for j in column:
        if j not in named or (run and not _same_type(lines[j], lines[run[0]])):
            break
        run.append(j)
    if len(run) < 2:
        return []
    if max(author[j] for j in run) < _MAYBE and not mailed_on_page(lines, run):
        return []
    return run


# A footnote mark or a digit printed on a name line (a mark set apart from the name).
_MARK = re.compile(r"[*†‡§¶∗⋆✉\d]")


def _vouched(lines: Sequence[Line], run: Sequence[int], after: int | None) -> bool:
    """Whether what real author columns carry comes with the name-shaped ``run``: a
    mark on one of its lines (raised, or a symbol or digit printed after the name), an
    e-mail address, or an address right under it (``after``: affiliation words, a
    country or an e-mail); or, with none of these, words that show names themselves:
    more than half of them in no word list (no line ending on a dictionary noun), or a
    name an e-mail address on the page is made of
    (:mod:`~tapyre_paper_search.pdf.namevouch`).  Title-case keywords ("Monte Carlo" /
    "Markov Chain") and institutions ("Leeds Beckett" / "Oxford Brookes")
    read as names as well and the classifier gives them the same chances, but carry
    none of these."""
    if not run:
        return False
    if any(
        lines[j].marks or _MARK.search(lines[j].text) or cues.has_email(lines[j].text) for j in run
    ):
        return True
    # The words themselves (:mod:`~tapyre_paper_search.pdf.namevouch`): mostly in no
    # word list ("Chukwuemeka Obi" / "Xiaoming Li"), no line ending on a dictionary
    # noun as eponym keywords do ("Chebyshev Nodes" / "Legendre Polynomials"), or
    # named by an e-mail address on the page.
    texts = [lines[j].names or lines[j].text for j in run]
    if unknown_share(texts) > _UNKNOWN and not any(ends_on_a_noun(t) for t in texts):
        return True
    if mailed_on_page(lines, run):
        return True
    if after is None:
        return False
    text = lines[after].text
    return bool(cues.has_affiliation(text) or cues.has_country(text) or cues.has_email(text))


def _same_type(a: Line, b: Line) -> bool:
    return abs(a.size - b.size) <= _SAME_SIZE and a.bold == b.bold and a.italic == b.italic
