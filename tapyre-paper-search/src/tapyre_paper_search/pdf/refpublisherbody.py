"""A group that is both the author and the publisher of its entry (pure; used by
:mod:`.refentry`; refs73): :func:`own_publisher`.

A team's manual or software names the team as its author and again as its organisation
or publisher: "The X Project Contributors Title, version 4.4; The X Project
Contributors, Austin, TX, 2001." (no stop after the name, chem-acs'), "THE X PROJECT
CONTRIBUTORS. Title. Lisbon: The X Project Contributors, 2002." (the name in capitals,
iso-numeric's).  The name reader took the title's first word into the name, or, for
the capitals, no name at all and the name as the title.

Where the entry opens with two to eight words, each capitalised (or in capitals) or a
join, the last a group's word ("Team", "Contributors", "Consortium", "Group", "Project",
…), and prints the same words again (case aside) after a colon, a semicolon or a comma,
the group is the entry's one author, as the later printing spells it, and the text
after it (and its stop) is read for the title; a semicolon before the later printing
reads as a stop (the title ends there: "Title, version 4.4. The X Project
Contributors, Austin").  A standards body printed again as its publisher reads the same
("IEEE Standards Association Title; Standard IEEE Std 1-2021; Piscataway, NJ: IEEE
Standards Association, 2021.", chem-acs'; refs74).  A comma may close the name and the
later printing open a bracket, physics' styles' "IEEE Standards Association, Title,
Standard IEEE Std 1-2013 (IEEE Standards Association, Piscataway, NJ, 2013)." (refs78),
where no initial follows the comma (a collaboration's persons after it: "ATLAS
Collaboration, G. Aad, …" stay).
"""

from __future__ import annotations

import re

_GROUP_LAST = frozenset((
    "team", "contributors", "developers", "consortium", "group", "project", "collaboration",
    "association", "institute", "organization", "organisation",  # a standards body (refs74)
))  # fmt: skip
_JOINS = frozenset(("of", "the", "and", "for", "&"))
_AGAIN = re.compile(r"(?:[:;,]\s+|\()$")
_INITIAL = re.compile(r",\s+[A-ZÀ-Þ]\.")  # (a person's initial after the name's comma)
# After the name: a join, the name going on ("International Organization for
# Standardization"), or its year, the name read by the general reader (refs74).
_NOT_CLOSED = re.compile(r"\s+(?:of|the|and|for|&)\s|[.,]?\s*\(?(?:19|20)\d{2}\b")
_MIN_WORDS, _MAX_WORDS = 2, 8


def own_publisher(text: str) -> tuple[tuple[str], str] | None:
    """((the group,), the text after it) where ``text`` (the entry) opens with a group
    that it prints again as its publisher (see the module docstring); else None."""
    words = text.split(maxsplit=_MAX_WORDS)
    if not any(w.rstrip(".,").lower() in _GROUP_LAST for w in words[:_MAX_WORDS]):
        return None  # (cheap test first: no group's word among the opening words)
    folded = text.lower()
    for count in range(min(_MAX_WORDS, len(words) - 1), _MIN_WORDS - 1, -1):
        name = " ".join(words[:count]).rstrip(".,")
        if name.split()[-1].lower() not in _GROUP_LAST or not _capitalised(name.split()):
            continue
        if not text.startswith(name) or _NOT_CLOSED.match(text, len(name)):
            continue
        if _INITIAL.match(text, len(name)):
            continue
        again = folded.find(name.lower(), len(name))
        mark = _AGAIN.search(text, 0, again) if again > 0 else None
        if mark is not None:
            group = text[again : again + len(name)]
            after = text[len(name) :]
            if mark.group().startswith(";"):  # (the publisher's part opens a sentence)
                cut = mark.start() - len(name)
                after = f"{after[:cut]}. {after[cut + len(mark.group()) :]}"
            # (the name's stop off after the cut: cut first, the offsets are the text's;
            # fix58b)
            return (group,), after[1:] if after[:1] in ".," else after
    return None


def _capitalised(words: list[str]) -> bool:
    """Whether ``words`` are capitalised words or joins, the first capitalised."""
    return words[0][:1].isupper() and all(w[:1].isupper() or w in _JOINS for w in words)
