"""A leader's line beside the authors' in a byline (pure; bylines52).

"Led by Ann Lee" under a report's title names its author where it is the only line of
names: the one who led the work wrote it up, as "Prepared by" says (English "led" is
among the participles of making, :mod:`~tapyre_paper_search.pdf.bylineirregular`; so
are "Ledd av", "Geleid door", "Geleitet von").  Beside another line of names ("Written
by Ann Lee" over "Led by Bo Chen", "Ann Lee and Bo Chen" over "Project led by Carl
Ott") the leader is a role of the work, as a supervisor or a sponsor is, and the other
line names its authors.  :func:`without_leaders` drops the names read only from a
leader's line (:data:`_LEADER`: "led by" in English, Swedish, Norwegian, Danish, Dutch,
German, Spanish, Portuguese, Italian and French, after at most one word: "Project",
"Team"; a hyphened "co-" before it: "Co-led by", bylines54; a steering body's label,
"Steering Committee:", "Comité de pilotage :", bylines55) where another line of the
byline names someone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_LEADER = re.compile(
    r"^\s*(?:[^\W\d_]+\s+)?(?:co-)?(?:led\s+by|ledd\s+av|ledet\s+a[vf]|geleid\s+door|"
    r"geleitet\s+von|liderad[oa]\s+por|dirigid[oa]\s+por|guidat[oa]\s+da|"
    r"dirig[ée]e?\s+par)\s",
    re.IGNORECASE,
)

_STEERING = re.compile(
    r"^\s*(?:steering\s+(?:committee|group|panel)s?|lenkungs(?:ausschuss|kreis|gruppe)"
    r"|steuerungsgruppe|comit[ée]\s+(?:de\s+pilotage|directivo)|comitato\s+direttivo"
    r"|stuurgroep)\s*:",
    re.IGNORECASE,
)
"""A steering body's label run in before its members (bylines55): the body led the
work, as a leader did; alone it names the makers (:mod:`.teamlabels`)."""


def leader_line(text: str) -> bool:
    """Whether ``text`` opens with a leader's lead (see the module): "Led by",
    "Project led by", "Ledd av", "Geleid door"."""
    return _LEADER.match(text) is not None or _STEERING.match(text) is not None


def without_leaders(reads: Sequence[tuple[str, Sequence[str]]], names: Sequence[str]) -> list[str]:
    """``names`` less those read only from a leader's line of ``reads`` (each a byline
    line's text and the names read from it) where another line names someone."""
    led = {name for text, found in reads if leader_line(text) for name in found}
    others = {name for text, found in reads if not leader_line(text) for name in found}
    if not led or not others:
        return list(names)
    return [name for name in names if name not in led or name in others]


__all__ = ["leader_line", "without_leaders"]
