"""Line class probabilities of a paper's first page and the corrections made to them (pure).

:func:`classify` rates every line of the page (title, author, affiliation,
abstract, other) with the shipped gradient-boosted trees over
:mod:`~tapyre_paper_search.pdf.features` (:mod:`~tapyre_paper_search.pdf.trees`;
lines after the body's first section heading are "other").
:func:`~tapyre_paper_search.pdf.frontmatter.read_front_matter` then corrects the
probabilities where the layout says more than the line does: a title in large
type the classifier calls names (:func:`names_in_larger_type`), names set as
large as the title or under a bold title (:func:`under_title`, :func:`as_names`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import bodystart, cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.features import FEATURES, body_size, columns_for, line_features
from tapyre_paper_search.pdf.frontauthors import (
    AUTHOR_SURE,
)
from tapyre_paper_search.pdf.lineclasses import AFFILIATION, AUTHOR, CLASSES, TITLE
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.markedbyline import marked_rows
from tapyre_paper_search.pdf.plainbyline import under_bold_title
from tapyre_paper_search.pdf.titlegroups import (
    TITLE_MIN_RATIO,
)
from tapyre_paper_search.pdf.titlenames import rows_after
from tapyre_paper_search.pdf.trees import shipped_features, shipped_model

MODEL_FILE = "front_matter_model.json"


def classify(page: PageLines) -> NDArray[np.float64] | None:
    """Class probabilities (columns :data:`CLASSES`) of the page's lines, or None
    when no model is shipped."""
    columns = columns_for(shipped_features(MODEL_FILE) or FEATURES)
    model = shipped_model(MODEL_FILE, columns)
    if model is None or not page.lines:
        return None
    # Lines after the body's first heading hold no front matter: they are "other".
    lines = page.lines
    biggest = max(line.size for line in lines)
    top = next(i for i, line in enumerate(lines) if line.size == biggest)
    body = body_size(lines)
    limit = next(
        (
            i + 1
            for i in range(top, len(lines))
            if bodystart.is_section_heading(lines[i]) and not _title_like(lines, i, biggest, body)
        ),
        len(lines),
    )
    rows = np.asarray(
        line_features(page, limit, styles=len(columns) == len(FEATURES)), dtype=np.float64
    )
    out = np.zeros((len(lines), len(CLASSES)))
    out[:, 0] = 1.0
    out[:limit] = model.probabilities(rows)
    return out


def _title_like(lines: Sequence[Line], i: int, biggest: float, body: float) -> bool:
    """Whether ``lines[i]``, worded like a section heading ("Overview of …",
    "Introduction to …"), is a title's line: set in the page's largest type, or in
    large type going on in the same type on the next line, or in large type, not
    numbered, with no paragraph of prose right under it (names follow a title; a
    journal's name may be set larger above it)."""
    line = lines[i]
    if line.size >= biggest - 0.5:
        return True
    after = lines[i + 1] if i + 1 < len(lines) else None
    if after is None or line.size <= body * 1.15:
        return False
    if abs(after.size - line.size) <= 0.3 and 0 < after.y0 - line.y0 <= line.size * 1.6:
        return True
    if cues.NUMBERED_HEADING.match(line.text):
        return False
    begin, end = next(bodystart.paragraphs(lines, i + 1))
    return not bodystart.is_substantial(lines, begin, end, body)


# Names come in one type: a line called names right over names set this much smaller
# is a title's.
_NAMES_SMALLER = 0.85


def names_in_larger_type(
    lines: Sequence[Line], probs: NDArray[np.float64], body: float
) -> NDArray[np.float64]:
    """``probs`` with title-sized lines the classifier calls names or an affiliation
    turned to title lines where the first line in another type after their run of
    same-sized lines holds names it is sure of (and that read as names strictly, with no
    affiliation words), set clearly smaller: a title set in
    capitals without bold reads like a line of names, its last short line most of all,
    but a paper sets its names in one type, and its affiliations no larger.  Where the
    smaller line is no larger than the body, only a line going on a run of its size that
    holds a title line is turned: a byline set larger than the body keeps its names over
    a line such as "Carnegie Mellon" or a second row of names in a smaller type."""
    threshold = max(body * TITLE_MIN_RATIO, body + 1.0)
    out = probs
    for i, line in enumerate(lines):
        if line.size < threshold or probs[i, AUTHOR] + probs[i, AFFILIATION] < 0.5:
            continue
        j = next((j for j in range(i + 1, len(lines)) if abs(lines[j].size - line.size) > 0.6), 0)
        if (
            j
            and probs[j, AUTHOR] >= AUTHOR_SURE
            and lines[j].size <= line.size * _NAMES_SMALLER
            and names_in_line(lines[j].names or lines[j].text)  # strictly: no affiliation
            # a byline in large type over a name-like line no larger than the body stays
            and (lines[j].size > body + 0.5 or _in_title_run(lines, probs, i))
        ):
            if out is probs:
                out = probs.copy()
            out[i, TITLE] += out[i, AUTHOR] + out[i, AFFILIATION]
            out[i, AUTHOR] = out[i, AFFILIATION] = 0.0
    return out


def _in_title_run(lines: Sequence[Line], probs: NDArray[np.float64], i: int) -> bool:
    """Whether ``lines[i]`` goes on a run of lines of its own size (the lines right above
    it, within 0.6 pt) that holds a line the classifier calls title."""
    k = i - 1
    while k >= 0 and abs(lines[k].size - lines[i].size) <= 0.6:
        if probs[k, TITLE] >= 0.5:
            return True
        k -= 1
    return False


def under_title(lines: Sequence[Line], group: Sequence[int]) -> tuple[list[int], list[int]]:
    """The names set as large as the title ``group`` (:func:`rows_after`), else the byline
    under a bold title and the bylines with marks set on the line under it
    (:func:`~tapyre_paper_search.pdf.markedbyline.marked_rows`); and the subtitle between
    that title and its byline whose names are no one's
    (:func:`~tapyre_paper_search.pdf.plainbyline.under_bold_title`)."""
    large = rows_after(lines, group)
    if large:
        return large, []
    rows, doubted = under_bold_title(lines, group)
    marked = [i for i in marked_rows(lines, group) if i not in rows and i not in doubted]
    return rows + marked, doubted


def as_names(
    probs: NDArray[np.float64], rows: Sequence[int], doubted: Sequence[int] = ()
) -> NDArray[np.float64]:
    """``probs`` with the ``rows`` lines (names set as large as the title) read as names,
    and the ``doubted`` lines (keywords in name shape beside an abstract box, a subtitle
    that reads as names) as none."""
    if not rows and not doubted:
        return probs
    out = probs.copy()
    out[list(rows)] = 0.0
    out[list(rows), AUTHOR] = 1.0
    out[list(doubted), AUTHOR] = 0.0
    return out


def author_scores(probs: NDArray[np.float64] | None) -> NDArray[np.float64] | None:
    """The classifier's author probability of every line (``None`` without a model)."""
    return None if probs is None else probs[:, AUTHOR]
