"""The co-authors a talk's page gives in a "Joint work with …" line (pure; front52).

A seminar's or a colloquium's announcement, a talk's abstract in a programme or a
lecture's handout names the speaker under the title ("Speaker: Ann Lee, University of
Leeds") and the paper's other authors only in a line after it: "Joint work with Bo
Chen and Cy Diaz.", "This is joint work with …", "In collaboration with …"
("Gemeinsame Arbeit mit …", "Travail en commun avec …", "Trabajo conjunto con …",
"Lavoro congiunto con …").  Only the speaker was read.

:func:`with_joint_names` adds those names to the names read: among the
:data:`_LOOK` lines after the title, a line opening with such a lead
(:data:`_LEAD`), carried on by the lines right under it in its type until its
sentence ends, whose rest (a closing full stop and parenthesised institutions
dropped) reads wholly as names (strictly: each piece a name,
:func:`~tapyre_paper_search.pdf.authors.names_in_line`).  Names read from pieces of
the lead's lines (a name cut where the line wrapped, "N." / "V. Chandra Diaz") give way
to the sentence's.  Nothing is added where no name was read (the lead names co-authors,
never all of them) or the line is further down the page (the body's "joint work with"
in prose).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesonly import BRACKETED, only_names

_LOOK = 14
_STEP = 1.8
"""A line carrying the lead's sentence on starts at most this many of its sizes lower."""
_MAX_LINES = 3
_LEAD = re.compile(
    r"\s*(?:(?:this\s+is|this\s+talk\s+is\s+based\s+on|based\s+on)\s+)?"
    r"(?:joint\s+work|work\s+done\s+jointly|in\s+(?:joint\s+work|collaboration))\s+with"
    r"|\s*(?:gemeinsame\s+arbeit|in\s+zusammenarbeit|gemeinsam)\s+mit"
    r"|\s*(?:travail\s+(?:en\s+commun|conjoint)|en\s+collaboration)\s+avec"
    r"|\s*(?:trabajo\s+conjunto|en\s+colaboraci[oó]n)\s+con"
    r"|\s*(?:lavoro\s+congiunto|in\s+collaborazione)\s+con",
    re.IGNORECASE,
)
_INITIAL_END = re.compile(r"\b[^\W\d_]\.$")
"""A line ending with an initial ("…, N." over "V. Chandra"): the sentence goes on."""


def with_joint_names(lines: Sequence[Line], after: int, names: tuple[str, ...]) -> tuple[str, ...]:
    """``names`` (read under the title ending at line ``after - 1``) and then the names
    of a "Joint work with …" line among the next lines (see the module)."""
    if not names or after >= len(lines):
        return names
    page = lines[after].page
    for i in range(after, min(len(lines), after + _LOOK)):
        if lines[i].page != page:
            break
        lead = _LEAD.match(lines[i].text)
        if lead is None:
            continue
        rest = BRACKETED.sub("", _sentence(lines, i)[lead.end() :]).strip(" :").rstrip(".")
        found = names_in_line(rest)
        if found and only_names(rest, found):  # (pieces of its lines read as names go)
            return tuple(n for n in names if n not in rest) + tuple(found)
    return names


def _sentence(lines: Sequence[Line], at: int) -> str:
    """Line ``at``'s text with the lines under it in its type until a full stop ends it
    (an initial's is none)."""
    text = lines[at].text.strip()
    last = lines[at]
    for line in lines[at + 1 : at + _MAX_LINES]:
        if (text.endswith(".") and not _INITIAL_END.search(text)) or not line.same_type(last):
            break
        if line.page != last.page or not 0 < line.y0 - last.y0 <= _STEP * last.size:
            break
        text = f"{text} {line.text.strip()}"
        last = line
    return text


__all__ = ["with_joint_names"]
