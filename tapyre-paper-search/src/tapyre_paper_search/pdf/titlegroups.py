"""The title's lines on a paper's first page (pure): groups of consecutive same-sized
lines set larger than the body in the upper part of the page (none holding an e-mail
address: a byline, none in the page's running head), the one printing the PDF's
metadata title where there is one, else the one the line classifier rates most
title-like (the largest type keeps a head start), moved to the group right over the
names where the chosen one is a journal's or a meeting's banner above it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.banners import is_banner
from tapyre_paper_search.pdf.capstitle import (
    begins_in_zone,
    capitals_over_names,
    capitals_title,
    title_zone_end,
)
from tapyre_paper_search.pdf.drawnrules import Rule
from tapyre_paper_search.pdf.frontauthors import AUTHOR_SURE
from tapyre_paper_search.pdf.issuemasthead import drop_mastheads
from tapyre_paper_search.pdf.issuerline import issuer_over_title
from tapyre_paper_search.pdf.lineclasses import AFFILIATION, AUTHOR, TITLE
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.mastheads import is_masthead
from tapyre_paper_search.pdf.profilehead import is_profile_heading
from tapyre_paper_search.pdf.prosetitle import carried_below
from tapyre_paper_search.pdf.runninghead import head_lines
from tapyre_paper_search.pdf.sectionheads import heading_only, later_section
from tapyre_paper_search.pdf.serieskicker import is_series_kicker, rejoined
from tapyre_paper_search.pdf.spacedrows import spaced_rows
from tapyre_paper_search.pdf.subtitle import title_above
from tapyre_paper_search.pdf.titleaddress import holds_address
from tapyre_paper_search.pdf.titleletter import with_last_letter
from tapyre_paper_search.pdf.titlenames import cut_names
from tapyre_paper_search.pdf.titlepage import is_initials
from tapyre_paper_search.pdf.titleruns import goes_on, title_runs, wrapped_letter_only
from tapyre_paper_search.pdf.titles import titles_agree
from tapyre_paper_search.pdf.titletext import join_title

# Title lines: from the top of the page down to this fraction of its height.
_TITLE_ZONE = 0.6
# A title line is set at least this much larger than the body (and 1 pt larger).
TITLE_MIN_RATIO = 1.1
# The classifier's title choice needs this mean probability, else the largest type wins.
_TITLE_TRUST = 0.3
_SIZE_BONUS = 0.3
# A title's names come within this many lines of it (a subtitle, a teaser between).
_NAMES_WITHIN = 25
# The one-letter word a title wraps after ("A" / "transcendental approach …" in a narrow
# column): such a row is a candidate, any other single character a speck ("I" too: a
# roman numeral over a chapter's title); alone, or in another size or weight than the
# rows below, it still makes no group (``letters >= 2``, :func:`.titleruns.goes_on`).
_ONE_LETTER_WORDS = frozenset(["A"])
# "Introduction" alone in display type (this times the body's size or more) is a chapter's
# title in an edited book, not the body's first heading; so is "Summary" over a report.
_CHAPTER_TITLE_RATIO = 1.5
# "Abstract" (letter-spaced too), "Zusammenfassung", "Kurzfassung" are never a title,
# whatever their size.
_ABSTRACT_WORD = re.compile(
    r"^\W*(?:a\W*b\W*s\W*t\W*r\W*a\W*c\W*t|zusammenfassung|kurzfassung)\W*$", re.IGNORECASE
)


def title_lines(
    lines: Sequence[Line],
    height: float,
    body: float,
    probs: NDArray[np.float64] | None,
    metadata_title: str = "",
    *,
    width: float = 0.0,
    rules: Callable[[], tuple[Rule, ...]] | None = None,
) -> list[int]:
    """Indexes of the title's lines (page order), ``[]`` when there is no title: the
    group printing ``metadata_title`` where there is one, else by size and the
    classifier (a title in capitals on a landscape cover: :mod:`.capstitle`).  Two
    groups a drawn rule (``rules``: the page's, read only where two groups may be one
    title cut by a rule) parts are one title cut by it."""
    zone = height * _TITLE_ZONE if height > 0 else float("inf")
    limit = title_zone_end(width, height, zone)
    threshold = max(body * TITLE_MIN_RATIO, body + 1.0)
    head = head_lines(lines, height)  # a running head in another face, set larger
    candidates = [
        i
        for i, line in enumerate(lines)
        if line.y0 < limit
        and line.size >= threshold  # asked first: most lines are smaller (speed64)
        and i not in head
        and (sum(map(str.isalnum, line.text)) >= 2 or line.text.strip() in _ONE_LETTER_WORDS)
        and not cues.title_noise(line.text)
        and not (_heading_alone(line, body) or later_section(lines, i))  # latex69
        and not holds_address(line)
    ]
    # A line of digits ("1850", a title's last line) goes on a group; alone it is none.
    groups = spaced_rows(lines, title_runs(lines, candidates), body)  # a double-spaced page
    groups = [g for g in groups if any(lines[i].letters >= 2 for i in g)]
    groups = [wrapped_letter_only(lines, g) for g in groups if begins_in_zone(lines, g, zone)]
    groups = [with_last_letter(lines, g) for g in groups]  # "… hepatitis" / "C"
    groups = [carried_below(lines, g, limit, goes_on) for g in groups]  # rows past the zone
    groups = [cut_names(lines, g) for g in groups]  # names set as large as the title
    # a journal's name over its issue line, wrapped too long for a banner (latex58)
    groups = drop_mastheads(lines, groups, body)
    if len(groups) > 1:  # a logo's initials set larger than the title ("BU") are none
        groups = [g for g in groups if not _logo_initials(lines, g, groups)] or groups
        # a newsletter's name over its issue line, set larger than the title (front48)
        groups = [g for g in groups if not is_masthead(lines, g, groups)] or groups
        # a researcher's name over their position heading a profile page (front51)
        groups = [g for g in groups if not is_profile_heading(lines, g)] or groups
        # a series' name over its number, set larger than the title, and under it the
        # title cut by a rule across the page (latex50)
        kept = [g for g in groups if not is_series_kicker(lines, g, groups)]
        groups = rejoined(lines, kept) if kept and len(kept) < len(groups) else groups
        if rules is not None:  # with no kicker, where a rule is drawn between them (latex52)
            groups = rejoined(lines, groups, rules)
    if probs is not None:
        groups = [g if capitals_title(lines, g) else _before_names(lines, g, probs) for g in groups]
    if not groups:
        return []
    if metadata_title:
        printed = [
            g for g in groups if titles_agree(metadata_title, join_title([lines[i] for i in g]))
        ]
        if printed:
            return printed[0]
    by_size = max(groups, key=lambda g: (lines[g[0]].size, -lines[g[0]].y0))
    if probs is None:
        return by_size

    # The largest type keeps a head start: the classifier must be clearly surer of
    # another group (a journal banner set larger than the title), unless it is
    # banner-shaped itself (:func:`~tapyre_paper_search.pdf.banners.is_banner`).
    bonus = 0.0 if is_banner(lines, by_size, groups) else _SIZE_BONUS

    def score(group: list[int]) -> float:
        return float(np.mean(probs[group, TITLE])) + (bonus if group is by_size else 0.0)

    scored = title_above(lines, groups, max(groups, key=score))
    if float(np.mean(probs[scored, TITLE])) < _TITLE_TRUST:
        scored = by_size
    chosen = capitals_over_names(lines, groups, _over_names(lines, groups, scored, probs), probs)
    # a cover's issuer in capitals over its title set far larger (realpage71)
    return _label_over_byline(lines, issuer_over_title(lines, chosen, by_size), probs)


def _label_over_byline(
    lines: Sequence[Line], chosen: list[int], probs: NDArray[np.float64]
) -> list[int]:
    """``chosen``, or the article-type label right above it ("Review article",
    :data:`cues.ARTICLE_TYPE`) when ``chosen`` is a byline to the classifier (every
    line of it an author's, none a title's) and the label is set larger: a page whose
    only display line is its type label has no other title to print, and the name
    under it is its author, no title (front29's held-out page lost its one author)."""
    k = chosen[0] - 1
    if k < 0 or not all(probs[i, AUTHOR] >= AUTHOR_SURE > probs[i, TITLE] for i in chosen):
        return chosen
    label = lines[k]
    if label.size > lines[chosen[0]].size + 1.0 and cues.ARTICLE_TYPE.match(label.text):
        return [k]
    return chosen


def _heading_alone(line: Line, body: float) -> bool:
    """Whether ``line`` is a heading word alone (:func:`heading_only`) and no chapter's
    title: "Introduction" or "Summary" in display type on a chapter's or a report's
    first page is one, "Abstract" never is (``body``: the body's type size)."""
    return heading_only(line.text) and (
        bool(_ABSTRACT_WORD.match(line.text)) or line.size < body * _CHAPTER_TITLE_RATIO
    )


def _names_follow(lines: Sequence[Line], group: list[int], probs: NDArray[np.float64]) -> bool:
    after = group[-1] + 1
    return after < len(lines) and float(probs[after, AUTHOR]) >= AUTHOR_SURE


def _names_below(group: list[int], probs: NDArray[np.float64], until: int) -> bool:
    """Whether an author line comes after ``group`` within a few lines (past a
    subtitle or a teaser set between the title and the names) and before ``until``."""
    end = min(until, group[-1] + 1 + _NAMES_WITHIN, len(probs))
    return bool(np.any(probs[group[-1] + 1 : end, AUTHOR] >= AUTHOR_SURE))


def _over_names(
    lines: Sequence[Line], groups: list[list[int]], chosen: list[int], probs: NDArray[np.float64]
) -> list[int]:
    """The title-like group right over the author lines when ``chosen`` is not and lies
    above it, apart from it (other lines between): a journal's or a meeting's name set
    above the title, as large or larger, and as title-like to the classifier."""
    if _names_follow(lines, chosen, probs):
        return chosen
    for group in groups:
        between = range(chosen[-1] + 1, group[0])
        if (
            len(between) > 0
            and float(np.mean(probs[group, TITLE])) >= _TITLE_TRUST
            and all(probs[i, TITLE] < 0.5 for i in between)
            and not _names_below(chosen, probs, group[0])
            and _names_below(group, probs, len(lines))
        ):
            return group
    return chosen


def _before_names(lines: Sequence[Line], group: list[int], probs: NDArray[np.float64]) -> list[int]:
    """``group`` up to the first line that opens a new block and that the classifier
    calls a name or an affiliation rather than title: an author line set in the
    title's size and weight (an OCR'd page knows no bold) is no title line, unless the
    line above runs on to it (ends in "and", "of", a hyphen …)."""
    for k in range(1, len(group)):
        i = group[k]
        names = probs[i, AUTHOR] + probs[i, AFFILIATION]
        above = lines[group[k - 1]]
        runs_on = cues.RUNS_ON.search(above.text)  # "… Availability and"
        if above.block != lines[i].block and names >= 0.5 > probs[i, TITLE] and not runs_on:
            return group[:k]
    return group


def _logo_initials(lines: Sequence[Line], group: list[int], groups: list[list[int]]) -> bool:
    """Whether ``group`` is one line of a logo's initials (:func:`.titlepage.is_initials`,
    "BU"): not when the next line opens another group, as a short title in capitals
    stands right over its subtitle ("GLUE" / "A Multi-Task Benchmark …")."""
    if len(group) > 1 or not is_initials(lines[group[0]]):
        return False
    return not any(g[0] == group[0] + 1 for g in groups)
