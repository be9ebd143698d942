"""A body a person signs for, dropped after the name (pure; bylines60).

A report or a statement is often signed by a person for the body they act for: "Paul
Grant for the Ministry of Health", "Ann Lee for the Department of Energy, Bo Chen".  The
body is no author and no affiliation of a list of names: read with it, the strict
reading saw an affiliation word on the line and refused it whole (nobody was read).
:func:`without_body_for` drops "for the" and the body's name after a name: two
capitalised words or more right before "for the" (a lead such as "Prepared for the …"
has one word before it and is :mod:`.runinnames`' business), then capitalised words and
small joining words ("of", "on", "for", "the", "&") up to the line's end, a comma, a
semicolon or an "and" / "&" before the next name, among which an affiliation word
(:func:`.cues.has_affiliation`: "Ministry", "Department", "Agency", "Institute", …).
A group's name ("for the HELIX Study Team") is :mod:`.groupbylines`' (no affiliation
word; cut there as a separator).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import cues

# "for the" and a body's name: capitalised words and small joining words, ending at the
# line's end, a comma or semicolon, or before an "and" / "&" that joins the next name.
_FOR_BODY = re.compile(
    r"\s+for\s+the\s+(?P<body>[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|of|on|for|the|&))*?)"
    r"(?=\s*(?:$|[,;]|\s(?:and|&)\s+[A-Z]))"
)
_NAME_WORD = re.compile(r"[A-Z][\w'’.-]*")
"""A capitalised word of a name (initials with their stops, hyphens, apostrophes)."""


def _after_name(head: str) -> bool:
    """Whether ``head`` (the text before "for the") closes on a name: its last two words
    or more capitalised, as a given name and a surname are."""
    words = head.split()
    return len(words) >= 2 and all(_NAME_WORD.fullmatch(w) for w in words[-2:])


def without_body_for(line: str) -> str:
    """``line`` without each "for the" and body's name run on after a name (see the
    module); ``line`` itself where there is none."""
    if " for the " not in line:
        return line
    out: list[str] = []
    start = 0
    for match in _FOR_BODY.finditer(line):
        head = line[start : match.start()]
        if _after_name(line[: match.start()]) and cues.has_affiliation(match.group("body")):
            out.append(head)
            start = match.end()
    if not out:
        return line
    out.append(line[start:])
    return "".join(out)


__all__ = ["without_body_for"]
