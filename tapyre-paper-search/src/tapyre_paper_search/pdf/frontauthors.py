"""The names in the front-matter lines that may hold the paper's authors (pure).

:func:`front_authors` reads the lines
:mod:`~tapyre_paper_search.pdf.authorzone` bounds (``author_zone``,
``after_keywords``; split from here, tidy46) with the line classifier's author
probabilities — leniently where it is
sure (a name beside its affiliation counts), strictly where it is unsure, never
inside a box of key points nor in a line of the paper's history ("Accepted XXX.
Received YYY", :data:`abstractcues.HISTORY`), a copyright line ("© A. Lee and B. Roe •
© Res Philosophica": the holders, a journal among them, are no byline) or a
journal's citation line ("Res Philosophica, Vol. 3, No. 1, pp. 1–6"), nor in a
line carrying on one that names editors or reviewers
(:func:`~tapyre_paper_search.pdf.otherroles.carried_roles`), nor in a bold heading
read in one row with a roman byline
(:func:`~tapyre_paper_search.pdf.authorband.heading_level_with`);
:func:`signature` finds the names of a paper signed at its end instead.  Split from
:mod:`~tapyre_paper_search.pdf.frontmatter`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstractcues, cues
from tapyre_paper_search.pdf.affilrest import beside_affiliation, wraps_affiliation
from tapyre_paper_search.pdf.authorband import heading_level_with
from tapyre_paper_search.pdf.authors import authors_from_lines, names_in_line
from tapyre_paper_search.pdf.authorzone import before_note
from tapyre_paper_search.pdf.cjknames import caseless_names
from tapyre_paper_search.pdf.craftbyline import crafted_names
from tapyre_paper_search.pdf.firmheads import firm_heads
from tapyre_paper_search.pdf.leaderlines import without_leaders
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.lonebyline import lone_person, one_contact
from tapyre_paper_search.pdf.markedbyline import marked_byline
from tapyre_paper_search.pdf.namecells import head_names, name_cells
from tapyre_paper_search.pdf.notnames import (
    has_document_number,
    is_other_box_heading,
    without_document_numbers,
)
from tapyre_paper_search.pdf.otherroles import carried_roles
from tapyre_paper_search.pdf.panelbylinemarks import has_panel_label
from tapyre_paper_search.pdf.placelines import brand_over_address, city_under_affiliation
from tapyre_paper_search.pdf.references import HEADING as REFERENCES_HEADING
from tapyre_paper_search.pdf.repeatedaddress import repeats_sure_address
from tapyre_paper_search.pdf.runinnames import run_in_names
from tapyre_paper_search.pdf.suffixwrap import suffix_wrap, wrapped_over
from tapyre_paper_search.pdf.tableunder import table_under_byline
from tapyre_paper_search.pdf.titledbyline import titled_byline

AUTHOR_SURE = 0.5
_AUTHOR_MAYBE = 0.2
# A copyright line ("© 2024 A. Lee", "(c) The Authors", "Copyright 2024 …"), a
# journal's citation line ("Res Philosophica, Vol. 3, No. 1, pp. 1–6") or its licence
# notice ("Open Access", two capitalised words that read as a name): no byline.
_NO_BYLINE = re.compile(
    r"^\s*(?:©|\(c\)\s|copyright\b|open\s+access\b)|,\s*(?:vol\.|volume\s+\d|pp\.)",
    re.IGNORECASE,
)


def front_authors(
    lines: Sequence[Line], zone: Sequence[int], scores: NDArray[np.float64] | None
) -> tuple[str, ...]:
    """The names in the ``zone`` lines: ``scores`` are the classifier's author
    probabilities of every line of the page (``None`` without a model: every line
    is read strictly)."""
    kept = before_note(lines, zone)
    carried = carried_roles(lines, kept) | _other_boxes(lines, kept)
    carried |= table_under_byline(lines, kept)  # "Name | Role" under the byline (front41b)
    zone = [
        i
        for i in kept
        if not (
            i in carried
            or heading_level_with(lines, i)
            or cues.ARTICLE_TYPE.match(lines[i].text)
            or abstractcues.HISTORY.match(lines[i].text)
            or _NO_BYLINE.search(lines[i].text)
        )
    ]
    if scores is None:
        return authors_from_lines(lines[i].names or lines[i].text for i in zone) or (
            crafted_names(lines, zone)  # "Designed by …", the only author line (bylines47)
        )
    names: list[str] = []

    def ends_box(i: int) -> bool:  # a line of names the classifier is sure of
        text = lines[i].names or lines[i].text
        return float(scores[i]) >= AUTHOR_SURE and len(names_in_line(text, lenient=True)) >= 2

    sure = [i for i in zone if scores[i] >= AUTHOR_SURE]
    cells = name_cells(lines, zone)
    last_read = -2  # the last line names were read from
    reads: list[tuple[str, list[str]]] = []  # each line's text and the names it gave
    read_at: list[tuple[int, list[str]]] = []  # each such line's index and its names
    for i, boxed in _box_walk(lines, zone, ends_box):
        p = float(scores[i])  # a Python float: ``p >= …`` is then a bool, not numpy.bool
        if i in cells.under or boxed or wraps_affiliation(lines, i):
            continue
        if city_under_affiliation(lines, zone, i) or brand_over_address(lines, zone, i):
            continue  # "University of …" over "Santa Barbara"; "Thermo Fisher" over "…, CA"
        text = lines[i].names or lines[i].text
        # "Deliverable D3.2 · Version 1.1" (front39), not names' marks ("Ann Lee A1.2"; front41b)
        if has_document_number(text) and not marked_byline(lines[i]):
            text = without_document_numbers(text)  # "A, B · Deliverable D3.2" (review125)
        wrap = suffix_wrap(lines, i) if last_read == i - 1 else None
        if wrap is not None:  # "… Neal J. Evans" / "II, and Philip C. Myers"
            names[-1] = f"{names[-1]} {wrap.suffix}"
            found = names_in_line(wrap.rest, lenient=True)
        elif i in cells.heads:  # a cell's head: a person, whatever the classifier says
            found = head_names(text)
        elif (
            p < _AUTHOR_MAYBE
            and not wrapped_over(lines, i)
            and not run_in_names(text)
            # "Author links open overlay panel A" (front61), "A + 12 more" (front65)
            and not (has_panel_label(text) or has_panel_label(lines[i].text))
            and caseless_names(text) is None  # "김민준, 이서연": no capital to score (bylines57)
            and not titled_byline(text)  # "prof. dr hab. Anna Kowalska, dr …" (bylines65)
            and not repeats_sure_address(lines, i, sure)  # a sure row's address (latex67)
        ):
            continue  # (a run-in lead vouches for its names: "Prepared for … by Ann Lee", tidy44)
        else:
            lenient = p >= AUTHOR_SURE or _like_sure_lines(lines, i, sure)
            found = names_in_line(text, lenient=lenient)
        last_read = i if found else last_read
        if found:
            reads.append((text, list(found)))
            read_at.append((i, list(found)))
        for name in found:
            if name not in names:
                names.append(name)
    lone = None
    if len(reads) == 1 and names == reads[0][1]:
        at = read_at[0][0]  # one e-mail address under the line: one person (bylines50)
        contact = one_contact([line.text for line in lines[at + 1 : at + 4]])
        lone = lone_person(*reads[0], contact=contact)
    if lone is not None:  # "Nwe Zaw Myint Htun" alone in the byline zone (bylines49)
        names = [lone]
    names = firm_heads(lines, read_at, names)  # "Grant Thornton: Ann Lee" (bylines50)
    names = without_leaders(reads, names)  # "Written by Ann Lee" over "Led by Bo Chen"
    return tuple(names) or crafted_names(lines, zone)  # the only author line (bylines47)


def _like_sure_lines(lines: Sequence[Line], i: int, sure: Sequence[int]) -> bool:
    """Whether ``lines[i]``, which the classifier doubts, is a name beside its
    affiliation ("Ann Lee, Faculty of Radiology, …") set in the type of a line it is
    sure of that reads so too: read leniently like that line.  A byline of one author a
    line, each followed by an address, loses the classifier's trust where the address
    wraps; an address line ("Johns Hopkins, Department of …") in the type of a plain
    byline stays strict."""
    line = lines[i]
    if not beside_affiliation(line):
        return False
    return any(
        abs(lines[j].size - line.size) <= 0.3
        and lines[j].bold == line.bold
        and lines[j].italic == line.italic
        and beside_affiliation(lines[j])
        for j in sure
    )


def _other_boxes(lines: Sequence[Line], zone: Sequence[int]) -> set[int]:
    """The ``zone`` lines of a box about something other than the authors: its heading
    (:func:`notnames.is_other_box_heading`: "ABOUT THE INTERVIEWEE", "About this
    journal") and the lines that follow it down the page, each within two and a half of
    its heights of the one above and starting in the heading's column ("Karl Weber"
    under "ABOUT THE INTERVIEWEE" is no author: review125)."""
    out: set[int] = set()
    for k, i in enumerate(zone):
        if not is_other_box_heading(lines[i].text):
            continue
        out.add(i)
        above = lines[i]
        for j in zone[k + 1 :]:
            line = lines[j]
            gap = line.y0 - above.y1
            if line.page != above.page or not -1 <= gap <= 2.5 * above.size:
                break
            if abs(line.x0 - lines[i].x0) > 2 * above.size:
                break
            out.add(j)
            above = line
    return out


def in_boxes(lines: Sequence[Line], indexes: Sequence[int]) -> set[int]:
    """The ``indexes`` lines in a box of key points: its label ("Highlights") and the
    lines after it up to its block's end or a gap (an abstract is never read there)."""
    return {i for i, boxed in _box_walk(lines, indexes) if boxed}


def _box_walk(
    lines: Sequence[Line], indexes: Sequence[int], ends: Callable[[int], bool] | None = None
) -> Iterator[tuple[int, bool]]:
    """Each of the ``indexes`` lines with whether it is in a box of key points: its label
    ("Highlights") and the lines after it that go on it (:func:`_in_box`); a line for
    which ``ends`` is true ends the box and is outside it."""
    boxed, previous = False, -2
    for i in indexes:
        boxed = (boxed and _in_box(lines, previous, i)) or bool(cues.BOX_LABEL.match(lines[i].text))
        previous = i
        if boxed and ends is not None and ends(i):
            boxed = False
        yield i, boxed


def _in_box(lines: Sequence[Line], previous: int, i: int) -> bool:
    """Whether ``lines[i]`` goes on the box of key points ``lines[previous]`` is in: the
    next line, in its block (the label may be a block of its own), at most one and a
    half line steps below."""
    above = lines[previous]
    if i != previous + 1:
        return False
    if lines[i].block != above.block and not cues.BOX_LABEL.match(above.text):
        return False
    return lines[i].y0 - above.y0 <= above.size * 1.8


# A signature sits in the last lines before the references (or the page's end):
# the name line, then its address lines.
_SIGNATURE_LINES = 8
_SIGNATURE_MAX_NAMES = 3


def signature(lines: Sequence[Line]) -> tuple[str, ...]:
    """The authors of an editorial, letter or commentary signed at its end rather than
    under its title: a line of one to three names, every line after it (up to the
    references heading or the page's end, at least one) an address — affiliation
    words, a country or an e-mail.  ``()`` when there is none."""
    end = next((i for i, line in enumerate(lines) if REFERENCES_HEADING.match(line.text)), None)
    end = len(lines) if end is None else end
    for i in range(max(0, end - _SIGNATURE_LINES), end - 1):
        address = [lines[j].text for j in range(i + 1, end)]
        if not all(
            cues.has_affiliation(t) or cues.has_country(t) or cues.has_email(t) for t in address
        ):
            continue
        names = names_in_line(lines[i].names or lines[i].text)
        if 1 <= len(names) <= _SIGNATURE_MAX_NAMES:
            return tuple(names)
    return ()
