"""The rest of an affiliation wrapped onto the next line (pure; names44).

Split from :mod:`~tapyre_paper_search.pdf.frontauthors` (too big).
:func:`beside_affiliation` tells a line that reads "Head, …" or "Head (…)" with an
affiliation word after its head (a name beside its affiliation);
:func:`wraps_affiliation` tells a line that is the rest of the affiliation right above
it, which reads like a name beside its affiliation ("Advanced Study, Campinas, …") and
gives no name.  The line above may be an affiliation alone that runs on ("…, Institute
for"), or — names44 — a name beside its affiliation broken inside the institution's
name: acmart's acmsmall sets each author as "NAME, Institute …, Country and Institute
for" / "Advanced Study, Campinas, Denmark", and "Advanced Study" was read as a name.
latex59: places wrapped in a narrow title column: the rest of a row that stops inside an
institution's name, that row itself going on "¹Graduate School of" (it read as a name
beside its place), and a place's first row opened by its mark ("¹Information Systems" /
"Department, …"; :func:`opens_wrapped_place`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line

AFTER_HEAD = re.compile(r",|\s[(\[]")
"""Where a name ends and what follows it begins: the first comma, or an opening
bracket."""

_INSIDE_NAME = re.compile(
    r"(?:\b(?:(?i:of|for|in|on|with|to|by|from|von|für|mit|zur|zum)|"
    r"the|a|an|der|die|das|des|im|am|THE|AN|DER|DIE|DAS|DES|IM)|[-–])\s*$"
)
"""A line that stops inside an institution's name: a preposition, an article or a
hyphen at its end (:data:`cues.RUNS_ON` less the comma and the words for "and", after
which the next person may follow)."""


def beside_affiliation(line: Line) -> bool:
    """Whether ``line`` reads "Head, …" or "Head (…)" with an affiliation word after the
    first comma or bracket and none before it ("Ann Lee (University of Oslo, …)").  An
    empty head is none: an affiliation line opened by its mark ("ᵃDivision of …") has
    ``names`` ", Division of …"."""
    head, *rest = AFTER_HEAD.split(line.names or line.text, maxsplit=1)
    return (
        bool(rest and head.strip())
        and cues.has_affiliation(rest[0])
        and not cues.has_affiliation(head)
    )


def wraps_affiliation(lines: Sequence[Line], i: int) -> bool:
    """Whether ``lines[i]`` is the rest of the affiliation line right above it, one line
    apart, and holds an affiliation word or a country itself.  Either that line reads as
    an affiliation with no name in it (read strictly, and no "Name, …" head), runs on
    (:data:`cues.RUNS_ON`: "…, Institute for" over "Advanced Study, Salamanca, …") and
    is set in the same type; or it is a name beside its affiliation that stops inside
    an institution's name (:func:`_name_runs_on`).  The rest of an institution's name,
    followed by its place, reads like a name beside its affiliation; a plain byline
    ("Ann Lee, Bob Stone") under an affiliation that ends in a comma is no such rest.
    A line under a row stopping inside an institution's name (:func:`_rest_of_name`) is
    its rest whatever words it holds, where that row is no name beside its place or
    goes on such a row itself; and a place's first row, opened by its mark, whose next
    row goes on the institution's name (:func:`opens_wrapped_place`) is one of its rows
    too (latex59)."""
    if i == 0:
        return opens_wrapped_place(lines, i)
    above, line = lines[i - 1], lines[i]
    if _rest_of_name(lines, i) and (
        not beside_affiliation(above) or (i >= 2 and _rest_of_name(lines, i - 1))
    ):
        return True  # "¹Graduate School of" / "Immunology, Institute for" / "Advanced …"
    if not (cues.has_affiliation(line.text) or cues.has_country(line.text)):
        return opens_wrapped_place(lines, i)
    if not 0 < line.y0 - above.y0 <= 2 * line.size:
        return False
    if _names_after_aside(above.text, line.text):
        return False
    if _name_runs_on(above, line):
        return True
    return (
        bool(cues.RUNS_ON.search(above.text))
        and cues.has_affiliation(above.text)
        and not names_in_line(above.names or above.text)
        and not beside_affiliation(above)  # "Ann Lee, University of Oslo," holds a name
        and above.same_type(line)
    )


def _rest_of_name(lines: Sequence[Line], i: int) -> bool:
    """Whether ``lines[i]`` goes on, in its type and one line under it on its page, a
    row holding an affiliation word that stops inside an institution's name
    (:data:`_INSIDE_NAME`: "…, Institute for", "Graduate School of"): whatever its words,
    they are that name's rest ("Advanced Study, Pisa, 422"; latex59)."""
    above, line = lines[i - 1], lines[i]
    return (
        above.page == line.page
        and 0 < line.y0 - above.y0 <= 2 * line.size
        and above.same_type(line)
        and bool(_INSIDE_NAME.search(above.text.rstrip()))
        and cues.has_affiliation(above.text)
    )


def opens_wrapped_place(lines: Sequence[Line], i: int) -> bool:
    """Whether ``lines[i]`` is the first row of a place wrapped in a narrow column: it
    opens with its affiliation mark (its ``names`` open with the mark's comma) and holds
    no comma, and the next line — in its type, one line under it, at its left edge, with
    no mark of its own — opens with an affiliation word before its first comma, so the
    institution's name runs across the break ("¹Information Systems" / "Department,
    University of"; latex59).  A name's marks follow it."""
    if i + 1 >= len(lines):
        return False
    line, below = lines[i], lines[i + 1]
    if not line.names.startswith(",") or "," in line.text:
        return False
    head = below.text.split(",", 1)[0]
    return (
        below.page == line.page
        and 0 < below.y0 - line.y0 <= 2 * line.size
        and abs(below.x0 - line.x0) <= 3.0
        and below.same_type(line)
        and not below.names.startswith(",")
        and cues.has_affiliation(head)
    )


def _names_after_aside(above: str, text: str) -> bool:
    """Whether ``text`` closes a bracket left open at the end of ``above`` and names a
    person after it: the rest of one author's bracketed place, then the next author
    ("Bo Chen (Division of" over "Linguistics), Eva Roth (Centre for …)"), so the line
    is more than the rest of an affiliation."""
    if above.count("(") <= above.count(")"):
        return False
    close = text.find(")")
    return close >= 0 and any(names_in_line(piece) for piece in pieces(text[close + 1 :]))


def _name_runs_on(above: Line, line: Line) -> bool:
    """Whether ``above`` is a name beside its affiliation ("MARIE NIYONZIMA, Pune
    Institute …, Iceland and Institute for": a head of names before the first comma or
    bracket, an affiliation word after it and none in the head) that stops inside an
    institution's name (:data:`_INSIDE_NAME`: no comma nor "and", after which the next
    person may come), with ``line`` set no larger than it and not in bold (the
    affiliation's type, not a heading's).  Read on the line's text: its ``names`` keep
    the name alone."""
    text = above.text.rstrip()
    head, *rest = AFTER_HEAD.split(text, maxsplit=1)
    return (
        bool(_INSIDE_NAME.search(text))
        and bool(rest)
        and cues.has_affiliation(rest[0])
        and not cues.has_affiliation(head)
        and bool(names_in_line(head, lenient=True))
        and line.size <= above.size + 0.3
        and not line.bold
    )


__all__ = ["AFTER_HEAD", "beside_affiliation", "opens_wrapped_place", "wraps_affiliation"]
