"""A report's kind in small letters left at the title's end (pure):
:func:`without_report_kind`.

biblatex's physics and chemistry styles print a report's kind in small letters after
its title, its number after the kind: "Title, tech. rep. TR-53 (University of Leeds,
2012).", "Title; tech. rep. TR-16; University of Toronto, 2013.", nature's with no
comma: "Title tech. rep. TR-90 (ETH Zurich, 2009)."; after a question's mark, where no
stop ended the title, with a capital: "Title? Tech. rep. TR-21. School." (bwl-FU, musuos;
refs58).  The entry's
reading cuts at the stop of "rep.", so the title ended with ", tech. rep" and the venue
opened with the number ("TR-53", "TR-16; University of Toronto").  The kind goes off
the title; the number goes off the venue, the institution after it perhaps staying.
The capitalised "Tech. Rep." is :mod:`.refforms`' (its reading cuts at "Tech.").
"""

from __future__ import annotations

import re

_KIND_CLOSING = re.compile(r"(?:[,;]\s*|\s+)(?:tech|(?<=[?!]\s)Tech)\.\s*rep$")
# The report's number opening the venue, then the institution after a semicolon or a
# comma perhaps.
_NUMBER_FIRST = re.compile(r"^[A-Z]*[\w/.-]*\d[\w/-]*(?:[;,]\s*(?=[A-Z])|$)")


def without_report_kind(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without a report's kind closing the title and its number opening
    the venue (see the module docstring); else as given."""
    found = _KIND_CLOSING.search(title) if title.endswith("rep") else None
    if found is None or found.start() < 3:
        return title, venue
    return title[: found.start()], _NUMBER_FIRST.sub("", venue, count=1)
