"""A researcher's name heading a profile page is no title (pure; front51).

A researcher's profile page sets the person's name as its largest heading, their
position on the line under it ("Professor of Methods", "Research Fellow"), a tab row,
and then the publications listed, one of them expanded with its title, names and
abstract.  The person's name, largest and first, was read as the paper's title, and
the paper's names under the real title were then read as no byline.

:func:`is_profile_heading` tells such a heading among the page's title-like groups: a
one-line group that reads as a personal name
(:func:`~tapyre_paper_search.pdf.namewords.looks_like_name`) whose next line is a short
line (at most :data:`_MAX_POSITION_WORDS` words) naming an academic position
(:data:`_POSITION`: professor, lecturer, fellow, researcher, scientist, student, …; in
German, French, Spanish and Italian too).  A paper's title over its author's name and
position ("Title" / "Ann Lee" / "Professor of Law") is no such heading and stays.

:func:`profile_entry` gives the title in its place where one of the page's first
:data:`_TOP` lines is such a heading (the entry's title is set little larger than the
text, so it is no title-like group of its own, and a bold section heading further down
the page, "Related Work", was read where the classifier doubted the person's name), no
line above the heading set larger: the first run of lines under the position line (a
tab row of short pieces passed over, at most :data:`_LOOK` lines down) that is set at
least as large as the page's text (``body``), in one type at one left edge
(:func:`~tapyre_paper_search.pdf.metatitle.type_run`), and followed by a line in
smaller type (the entry's names).
:func:`entry_names` gives that line and the lines it wraps onto, to be read as names
(the classifier, seeing a grey line of small type under a link, called it none).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.metatitle import type_run
from tapyre_paper_search.pdf.namewords import looks_like_name

_MAX_POSITION_WORDS = 8
_LOOK = 6
_TOP = 4
_POSITION = re.compile(
    r"\b(?:(?:assistant|associate|full|visiting|emeritus)\s+)?"
    r"(?:professor|lecturer|reader|fellow|researcher|scientist|postdoc\w*|phd\s+student"
    r"|doctoral\s+(?:student|candidate)|research\s+(?:associate|assistant)"
    r"|professorin|dozent(?:in)?|doktorand(?:in)?|wissenschaftliche[rn]?\s+mitarbeiter(?:in)?"
    r"|professeure?|chercheuse|chercheur|maître\s+de\s+conférences|doctorante?"
    r"|profesora?|investigador(?:a)?|catedrátic[oa]|doctorand[oa]"
    r"|professoressa|ricercatore|ricercatrice|dottorand[oa])\b",
    re.IGNORECASE,
)


def is_profile_heading(lines: Sequence[Line], group: Sequence[int]) -> bool:
    """Whether ``group`` is a profile page's heading: one line reading as a personal
    name over a line naming an academic position (see the module)."""
    if len(group) != 1 or group[0] + 1 >= len(lines):
        return False
    heading, below = lines[group[0]], lines[group[0] + 1]
    if below.page != heading.page or len(below.text.split()) > _MAX_POSITION_WORDS:
        return False
    return bool(_POSITION.search(below.text)) and looks_like_name(heading.text.strip())


def entry_title(lines: Sequence[Line], group: Sequence[int], body: float) -> list[int] | None:
    """The lines of the expanded entry's title under the profile heading ``group``
    (see the module), or ``None`` where ``group`` is no such heading or none is found."""
    if not is_profile_heading(lines, group):
        return None
    page = lines[group[0]].page
    if any(line.size > lines[group[0]].size for line in lines[: group[0]]):
        return None  # a byline under a larger title: no page heading
    for start in range(group[0] + 2, min(len(lines), group[0] + 2 + _LOOK)):
        first = lines[start]
        if first.page != page:
            return None
        if first.size < body - 0.1 or "|" in first.text:
            continue  # a tab row, a small line
        run = type_run(lines, start)
        after = run[-1] + 1
        if after < len(lines) and lines[after].size < first.size - 0.5:
            return run
        return None
    return None


def entry_names(lines: Sequence[Line], group: Sequence[int], body: float) -> list[int]:
    """The lines of names right under ``group`` where ``group`` is the entry's title
    under a profile heading (:func:`entry_title`), else ``[]``."""
    if not group or max(group) + 1 >= len(lines):
        return []
    if not any(
        entry_title(lines, [head], body) == list(group)
        for head in range(max(0, group[0] - _LOOK - 2), group[0])
    ):
        return []
    return type_run(lines, max(group) + 1)  # and the lines it wraps onto, in its type


def profile_entry(lines: Sequence[Line], body: float) -> list[int] | None:
    """The lines of the expanded entry's title under a profile heading among the page's
    first :data:`_TOP` lines (see the module), or ``None``."""
    for i in range(min(_TOP, len(lines))):
        found = entry_title(lines, [i], body)
        if found:
            return found
    return None
