"""An abbreviated journal's name cut at its words' stops, its head left at the title's end
(pure; used by :mod:`.reftypefacts`; refs80): :func:`without_cut_journal`.

APA's and ACM's lists print a journal's abbreviated name after the title's stop ("Title.
Earth Sci. Res., 80(11), 496–508", "Title. Rev. Radiol., 9(11)"): the reading took the
abbreviations' first stops for sentences' and left the head in the title ("Title. Earth
Sci", "Title. Rev") and the last word as the venue ("Res", "Radiol").

:func:`without_cut_journal`: where the title's last sentence is one to four words each an
abbreviation's shape (a capital and up to five small letters, "J", "Sci", "Earth"), the
venue read one or two such words, and the entry prints them with their stops and a
comma or a space and the volume's figure after the last ("Earth Sci. Res., 80"), the
sentence leaves the title and opens the venue (three words stay in the title).  A
title's own last sentence of longer or small words ("… guidelines. Influence of
sciatica") or a venue not followed by its volume stays.
"""

from __future__ import annotations

import re

_WORD = r"[A-Z][a-z]{0,5}"
_HEAD = re.compile(rf"\.\s+(?P<head>{_WORD}(?:\.?\s+{_WORD}){{0,3}})$")
_VENUE = re.compile(rf"{_WORD}(?:\.\s+{_WORD})?")


def without_cut_journal(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) with an abbreviated journal's head cut into the title's end given
    back to the venue (see the module docstring); else as given."""
    if not venue or len(venue) > 14 or _VENUE.fullmatch(venue) is None:
        return title, venue
    head = _HEAD.search(title)
    if head is None or len(title[: head.start()].split()) < 3:
        return title, venue
    joined = f"{head['head']}. {venue}."
    at = rest.find(f"{title[: head.start()]}. {joined}")
    after = rest[at + head.start() + 2 + len(joined) :] if at >= 0 else ""
    if at < 0 or re.match(r",?\s+\d", after) is None:
        return title, venue
    return title[: head.start()], f"{head['head']}. {venue}"
