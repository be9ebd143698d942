"""A masthead or a site's name set in larger type than its article's title (pure).

A newsletter's feature opens under the newsletter's own name, set larger than the
article's title and followed by its issue line: "THE FIELD STATION" in 30-point type,
"Newsletter · Issue 14 · Spring 2021" under it, a kicker ("RESEARCH"), and only then
the title in bold, the standfirst and the byline (front48).  The banner rule
(:func:`~tapyre_paper_search.pdf.banners.is_banner`) takes the largest type's head
start from such a name, but the classifier may still be surer of it than of the title.

:func:`is_masthead` tells the name by its shape: a banner (one short line over a
longer title-size group further down) whose next line on the page is an issue line
(:data:`_ISSUE`: "Issue 14", "Vol. 3", "No. 2", "Heft 4", "Ausgabe 7", "Numéro 12",
or a season or a month with a year, in English, German and French), or with a
breadcrumb trail ("Home › Publications › 2021") between it and that group: a lab
site's name over its page's path and the paper's title (front48).  The title picker
drops such a group when another is left, so that the article's own head nearer its
standfirst and byline is the title.  A dated line that signs the article ("By Ann Lee
· March 2021", "Ann Lee and Bo Chen · 12 March 2021") makes no masthead of the line
over it: that is the article's own title over its byline (review56).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.banners import is_banner
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.months import alternation, names

SEASONS = (
    r"spring|summer|autumn|fall|winter|frühling|frühjahr|sommer|herbst|printemps|été|automne|hiver"
)
MONTHS = alternation(names("en", "de", "fr"), lower=True)
"""The months' names in English, German and French, lower-cased, as an alternation."""
# "Home › Publications › 2021", "Start » Projekte » Berichte": three short steps or more
_CRUMBS = re.compile(r"^\s*[^\s›»>][^›»>]{0,30}(?:\s[›»>]\s[^›»>]{1,40}){2,}\s*$")
_NUMBERED = r"\b(?:issue|vol(?:ume)?\.?|no\.|nr\.|heft|ausgabe|num[ée]ro|n[°º])\s*\d"
_ISSUE = re.compile(
    rf"{_NUMBERED}|\b(?:{SEASONS}|{MONTHS})\s+(?:19|20)\d\d\b",
    re.IGNORECASE,
)
_NUMBERED_ISSUE = re.compile(_NUMBERED, re.IGNORECASE)
# The pieces of a line set apart by a dot, a bullet, a bar or a dash ("By Ann Lee ·
# March 2021"), and a byline's lead opening one ("By", "Von", "Par", "Por", "Di", "Door")
_PIECES = re.compile(r"\s+[·•|—–]\s+")
_BY = re.compile(r"^(?:by|von|par|por|di|door)\s+\S", re.IGNORECASE)


def is_masthead(
    lines: Sequence[Line], group: Sequence[int], groups: Sequence[Sequence[int]]
) -> bool:
    """Whether ``group`` (one of the page's title-like ``groups``) is a masthead: a
    banner whose next line on the page is an issue line (see the module)."""
    if not group or not is_banner(lines, group, groups):
        return False
    after = max(group) + 1
    if after >= len(lines) or lines[after].page != lines[group[0]].page:
        return False
    if _ISSUE.search(lines[after].text):
        return issue_line(lines[after].text)
    return _crumbs_between(lines, group, groups)


def issue_line(text: str) -> bool:
    """Whether ``text`` is an issue line (:data:`_ISSUE`: "Volume 16, Issue 6", "No. 2",
    "Spring 2021") that no byline signs (see :func:`_signed`)."""
    return bool(_ISSUE.search(text)) and not _signed(text)


def numbered_issue_line(text: str) -> bool:
    """Whether ``text`` is an issue line (:func:`issue_line`) that numbers its volume,
    issue or number ("Volume 16, Issue 6", "No. 2022-057"): a season or a month with a
    year alone ("March 2021", "Received 3 March 2021") is a date, no more (review55)."""
    return bool(_NUMBERED_ISSUE.search(text)) and issue_line(text)


def _signed(text: str) -> bool:
    """Whether the dated line ``text`` is a byline: a piece of it opens with a byline's
    lead, or reads as names opening with a listed given name ("By Ann Lee · March
    2021", "Ann Lee and Bo Chen · 12 March 2021"): the line over it is the article's
    own title, no masthead (review56)."""
    for piece in _PIECES.split(text.strip()):
        if _BY.match(piece):
            return True
        names = names_in_line(piece)
        if names and is_given_name(names[0].split()[0]):
            return True
    return False


def _crumbs_between(
    lines: Sequence[Line], group: Sequence[int], groups: Sequence[Sequence[int]]
) -> bool:
    """Whether a breadcrumb trail (:data:`_CRUMBS`) stands on the page between ``group``
    and the nearest title-like group under it: a site's name over its page's path."""
    top = lines[group[0]]
    below = [g for g in groups if g and lines[g[0]].page == top.page and lines[g[0]].y0 > top.y1]
    if not below:
        return False
    floor = min(lines[g[0]].y0 for g in below)
    return any(
        line.page == top.page and top.y1 <= line.y0 < floor and _CRUMBS.match(line.text)
        for line in lines
    )


__all__ = ["is_masthead", "issue_line", "numbered_issue_line"]
