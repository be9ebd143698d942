"""A reference work's name run on at the title's end after ", in" (pure; used by
:mod:`.reftypefacts`; refs75).

An entry of an encyclopaedia or a handbook is cited by its own title, then ", in" and
the work's name, then the edition and publisher ("Title, in Encyclopedia of
Linguistics, 4th ed., Springer, 2003, pp. 172-175.").  With no colon after "in" the
general reading kept ", in Encyclopedia of Linguistics" in the title and gave the
edition or the publisher as the venue.  :func:`without_work_in` cuts the title before ",
in" where a capitalised name follows it that holds a reference work's kind
("Encyclopedia", "Encyclopaedia", "Handbook", "Companion", "Dictionary", "Lexicon",
"Yearbook"), perhaps its edition after it, three words staying before it: the name is
the venue.  A title going on in
small words after ", in" ("…, in patients with advanced tumors") or naming no such work
stays.
"""

from __future__ import annotations

import re

_KIND = r"(?:[Ee]ncyclop(?:a)?edia|Handbook|Companion|Dictionary|Lexicon|Yearbook)"
_WORK_IN = re.compile(
    r",\s+in\s+(?P<work>(?:The\s+|An?\s+)?[A-ZÀ-Þ][\w'’-]*(?:\s+[\w'’&-]+){0,8})"
    r"(?:,\s+\d{1,2}(?:st|nd|rd|th)\s+ed\.?)?$"  # (its edition, read off later otherwise)
)
HAS_KIND = re.compile(rf"\b{_KIND}\b")


def without_work_in(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a reference work's name after ", in" closing ``title`` as
    the venue (see the module docstring); else as given."""
    found = _WORK_IN.search(title) if ", in " in title else None
    if found is None or HAS_KIND.search(found["work"]) is None:
        return title, venue
    if len(title[: found.start()].split()) < 3:
        return title, venue
    return title[: found.start()], found["work"]
