"""Names one a line under a lead: "Prepared by" / "Authors" / "About the authors" (pure).

Two layouts name the authors nowhere near the title, one person a line, each name
followed by what the person is or where ("Ann Lee, Place", "Ann Lee — Senior
Analyst, Place"):

* a report's cover carries the title alone and the back of the cover opens with a
  lead line, "Prepared by" ("Authors", "Written by", "Verfasst von", "Autoren",
  "Rédigé par", "Auteurs", "Preparado por", "Autores"), over the names
  (:func:`next_page_names`; asked only where the title page holds at most
  :data:`_COVER_LINES` lines after the title or :data:`_COVER_ALL` in all, and only the first
  :data:`_MAX_LEAD_AT` lines of the next page are looked at);
* a white paper prints, after its summary, a heading "About the authors" (any of
  :data:`~tapyre_paper_search.pdf.notnames.BIO_HEADING`'s forms, or a lead above)
  over the names with their roles (:func:`role_names`, asked after the biography box
  of :mod:`~tapyre_paper_search.pdf.biobox` found no sentence naming anybody).

:func:`line_names` reads one such line: the whole line where it reads as names only
("Ann Lee and Bo Chen"), else the name before its first separator (a comma or a
spaced dash) where that piece reads whole as one name and something follows it; a
body ("World Health Organization, Geneva",
:func:`~tapyre_paper_search.pdf.refcreators.is_organisation`) is no name (review150),
nor is a task or a role ("Data Analysis, Institute of Limnology", "Field Work, …",
"Senior Analyst, …": :func:`is_role`, fix42c).
The lines under the lead are read while each gives a name, in the type of the first
one and a few of its heights apart; a line that gives none ends them.  Every reading
is strict (:func:`~tapyre_paper_search.pdf.authors.names_in_line`): "Lake Tromsø,
Norway" would read as a name, which is why a lead is asked for first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.byleads import label_pattern
from tapyre_paper_search.pdf.jobtitles import is_job_title
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.notnames import BIO_HEADING
from tapyre_paper_search.pdf.phrasenames import shows_person
from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.words import english_words

LEAD = re.compile(rf"\s*(?:{label_pattern()})\s*:?\s*", re.IGNORECASE)
"""A lead line over names, whole: a label of :mod:`.byleads`' table (tidy43)."""
_COUNT = re.compile(r"\s*(?:\(\s*\d{1,3}\s*\)|\[\s*\d{1,3}\s*\])\s*$")
"""A count in brackets closing a heading: "Contributors (3)", "Authors [12]" (front43)."""
_MAX_LEAD_CHARS = 32
_MAX_LEAD_AT = 6
"""The lead opens the page after a cover: among its first lines."""
_COVER_LINES = 6
"""A cover holds at most this many lines after its title …"""
_COVER_ALL = 12
"""… or this many in all (a title read with no group of lines)."""
_MAX_AFTER = 60
"""The "About the authors" heading stands among this many lines after the title."""
_MAX_NAMES = 16
_DETAILS = 3
"""At most this many lines of a name's details (a caption, a post, a place) under it."""
_GAP = 2.5
"""The names stand within this many of their heights of the line above."""
_SEPARATOR = re.compile(r",|\s[\u2014\u2013-]\s|\s\u00b7\s|\s\|\s")
_TASKS = frozenset(
    """
    analysis analyses work fieldwork labwork curation acquisition investigation investigations
    methodology methods administration resources software supervision validation visualization
    visualisation visualizations visualisations writing editing review reviewing
    conceptualization conceptualisation design coordination management sampling modelling
    modeling statistics data funding translation translations illustration illustrations
    photography photographs layout drafting interpretation collection measurements experiments
    simulations programming mapping surveying surveys interviews coding proofreading typesetting
    fact-checking logistics outreach fundraising
    """.split()  # noqa: SIM905
)
"""The tasks of a contributors' list (CRediT's roles and a study's chores): a piece
holding one, made of English words alone and showing no person, names a task."""
_TASK_JOINS = frozenset(["and", "&", "of", "for", "in", "the"])


def line_names(text: str) -> tuple[str, ...]:
    """The names ``text`` gives as one line under a lead (see the module)."""
    whole = names_in_line(text)
    if whole and sum(len(n) for n in whole) >= len(re.sub(r"\W", "", text)) * 0.8:
        if any(is_organisation(n.split()) for n in whole):
            return ()
        return tuple(n for n in whole if not is_role(n))  # "Ann Lee, Field Work": Ann Lee
    cut = _SEPARATOR.search(text)
    if cut is None or not text[cut.end() :].strip():
        return ()
    head = text[: cut.start()].strip()
    read = names_in_line(head)
    if len(read) != 1 or len(read[0]) < len(head) - 1 or is_organisation(read[0].split()):
        return ()  # no name, or a body ("World Health Organization, Geneva": review150)
    return () if is_role(read[0]) else (read[0],)


def is_role(name: str) -> bool:
    """Whether ``name``, read as a name, is a task or a post ("Data Analysis", "Field
    Work", "Senior Analyst"): a job title, or English words alone (joining words
    aside) holding one of :data:`_TASKS`, with no initial and no given name first
    ("Grace Hopper" holds no task; "Ann Lee" shows a person)."""
    if is_job_title(name):
        return True
    words = [w.casefold() for w in name.split()]
    if not words or shows_person([name]):
        return False
    known = english_words()
    return all(w in known or w in _TASKS or w in _TASK_JOINS for w in words) and any(
        w in _TASKS for w in words
    )


def next_page_names(
    lines: Sequence[Line], after: int, pages: Sequence[PageLines], following: int
) -> tuple[str, ...]:
    """The names under a lead opening ``pages[following]`` after a cover (``lines`` the
    cover's, its title ending before ``lines[after]``); the page is made only where the
    cover holds nothing else."""
    cover = len(lines) - after <= _COVER_LINES or len(lines) <= _COVER_ALL
    if not cover or not 0 < following < len(pages):
        return ()
    lead_page = pages[following].lines
    for i, line in enumerate(lead_page[:_MAX_LEAD_AT]):
        if is_lead(line.text):
            return _names_under(lead_page, i)
    return ()


def is_lead(text: str, *, bio: bool = False) -> bool:
    """Whether ``text`` is a lead line over names: a :data:`LEAD` (with ``bio``, also
    a :data:`~tapyre_paper_search.pdf.notnames.BIO_HEADING` form) of at most
    :data:`_MAX_LEAD_CHARS` characters, whole, once a count in brackets closing it is
    set aside (:data:`_COUNT`: a web page's folded list heads its items with their
    number, "Contributors (3)", front43)."""
    head = _COUNT.sub("", text)
    if len(head) > _MAX_LEAD_CHARS:
        return False
    return bool(LEAD.fullmatch(head) or (bio and BIO_HEADING.fullmatch(head)))


def role_names(
    lines: Sequence[Line], after: int, pages: Sequence[PageLines] = (), following: int = 0
) -> tuple[str, ...]:
    """The names one a line, with their roles, under an "About the authors" heading
    among the lines after ``lines[after]`` on its page; where the heading is the page's
    last line, the names opening ``pages[following]`` (a list that a page break cut
    from its heading, front43; that page is made only then)."""
    if after >= len(lines):
        return ()
    page = lines[after].page
    for i in range(after, min(len(lines), after + _MAX_AFTER)):
        text = lines[i].text
        if lines[i].page != page:
            return ()
        if is_lead(text, bio=True):
            if i + 1 == len(lines) or lines[i + 1].page != page:
                if not 0 < following < len(pages):
                    return ()
                head = pages[following].lines[:_MAX_NAMES]
                return _names_under([lines[i], *head], 0, turned=True)
            return _names_under(lines, i)
    return ()


def completed_list(lines: Sequence[Line], after: int, names: tuple[str, ...]) -> tuple[str, ...]:
    """``names`` (read from the lines around the title ``lines[after - 1]``), or the
    whole list under a lead heading (:func:`role_names`) where they are only some of
    its names: a classifier that took a few of a contributors' list's rows as author
    lines read the others as roles (front43)."""
    if not names:
        return names
    listed = role_names(lines, after)
    return listed if len(listed) > len(names) and set(names) < set(listed) else names


def _names_under(lines: Sequence[Line], lead: int, *, turned: bool = False) -> tuple[str, ...]:
    """The names of the lines under ``lines[lead]`` while each gives some (``turned``:
    the first of them opens the next page, wherever it stands there); under each name,
    up to :data:`_DETAILS` lines of its details in a lesser type (:func:`_detail`) are
    passed over (a sidebar's entry: the name, "Photo: Ann Lee", the place; front43)."""
    found: list[str] = []
    above = lines[lead]
    first: Line | None = None
    details = 0
    for line in lines[lead + 1 : lead + 1 + _MAX_NAMES * (_DETAILS + 1)]:
        turning = turned and first is None
        if not turning and (line.page != above.page or line.y0 - above.y1 > _GAP * above.size):
            break
        if first is not None and (line.bold != first.bold or abs(line.size - first.size) > 0.3):
            details += 1
            if details > _DETAILS or not _detail(line, first):
                break
            above = line
            continue
        read = line_names(line.text.strip())
        if not read or len(found) >= _MAX_NAMES:
            break
        first = first or line
        details = 0
        found.extend(n for n in read if n not in found)
        above = line
    return tuple(found)


def _detail(line: Line, first: Line) -> bool:
    """Whether ``line`` is in a lesser type than the list's first name line ``first``:
    no larger, and italic, or smaller, or roman under a bold name."""
    if line.size > first.size + 0.3 or (line.bold and not first.bold):
        return False
    return line.italic or line.size < first.size - 0.3 or (first.bold and not line.bold)
