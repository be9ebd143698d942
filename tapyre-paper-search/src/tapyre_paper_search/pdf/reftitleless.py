"""Entries a style prints with no title after a year closed by a full stop (pure;
used by :mod:`.refentry` after :func:`.refbare.bare_kinds`; refs38).

Some styles (the Journal of Molecular Biology's) print no article title: "Doe, J. &
Roe, A. (2014). Statistics Letters, 65 (3), 34-48." or, for a proceedings paper,
"Doe, J. (2020). In: Proceedings of the 8th Conference on Physics pp. 554-558, IEEE.".
The reader takes what follows the year for the title and finds no venue.  Where that
"title" is a venue's name (:func:`~.refparts.only_a_venue`) with its volume (issue)
and pages and nothing else, or "In:" and a proceedings' name with its pages (its
publisher perhaps after them), the name is the venue and the entry has no title.  "In"
with no colon only before a name holding a venue's word ("In Proceedings of …"): a
title may open with it ("In Search of Excellence, pp. 1-20"; review121).

The Journal of Physics B's style (refs53) prints the journal after a bare year with no
comma before its volume ("Doe A & Roe B 2009 Annals of Chemistry 68(9), 472-481.") and
a proceedings' name quoted after "in", its publisher perhaps before the pages ("2013 in
‘Proceedings of the 17th Conference on X’ ACM pp. 794-801."): read the same way, the
first only after a year that no stop or bracket closes.

Tried only where the entry opens with its year after the names, no venue was read and
the title ends with a digit or opens with "In" (cheap tests first); a title a full stop
closes before the journal ("(2003). Deep learning. Statistics Letters, 65, 34-48.")
is read as before, the reader having set the venue apart already.

review50: a title in capitals with no stop before such a journal ("2009 Quantum Chaos
Journal of Physics 68(9), 472-481") was read whole as the venue, the title lost.  Where
the name holds a journal's head ("Journal of", "Annals of", "Proceedings of", "Advances
in", one adjective of a people or a field perhaps before it: "International Journal
of") after two words or more, the words before the head are the title
(:func:`_title_before_head`); a name that opens with its head ("Annals of Chemistry")
or names none ("Physical Review Letters") is read as before.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import YEAR
from tapyre_paper_search.pdf.refparts import only_a_venue
from tapyre_paper_search.pdf.refvenue import SMALL_WORDS, VENUE_WORDS

# "Statistics Letters, 65 (3), 34-48": a name, a volume (its issue in brackets
# perhaps) and pages or an article number, nothing else; the volume may follow the name
# with no comma after a bare year ("2009 Annals of Chemistry 68(9), 472-481"; refs53).
_JOURNAL_VOLUME_PAGES = re.compile(
    r"(?P<venue>[^\W\d_][^,():;]{1,120}?)(?P<comma>,)?\s*\d+(?:\s*\(\s*[\w–-]{1,12}\s*\))?,\s*"
    r"[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?"
)
# A journal's head inside a name, after the title's last word: "Journal of", "Annals
# of", "Proceedings of", "Transactions on", "Advances in", "Reviews in", one adjective
# of a people or a field perhaps before it ("International Journal of", "European
# Journal of", "Physical Review of" is no head: "Review" is left out, a title's word).
_HEAD = re.compile(
    r"\s(?=(?:[A-Z][a-z]+(?:al|an|ese|ish)\s)?(?:Journal|Annals|Proceedings|Transactions"
    r"|Bulletin|Advances|Reviews)\s(?:of|on|in)\s+[A-Z])"
)
# A year with no stop nor bracket after it: "2009 Annals of …", not "(2009). …".
_BARE_YEAR = re.compile(r"(?:19|20)\d{2}[a-z]?\s+(?=\w)")
# "In: Proceedings of the 8th Conference on Physics pp. 554-558, IEEE": "In" (a colon
# perhaps), the name, its pages, one or two capitalised words (the publisher) perhaps.
_IN_NAME_PAGES = re.compile(
    r"In:?\s+(?P<venue>[^()]{2,150}?)[,.]?\s+pp?\.\s*\d+\s*[-–]\s*\d+"
    r"(?:,\s*[A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?)?"
)
# "in ‘Proceedings of the 17th Conference on X’ ACM pp. 794-801": "in", a quoted name,
# one or two capitalised words (the publisher) perhaps, its pages (refs53).
_IN_QUOTED_PAGES = re.compile(
    r"[Ii]n:?\s+[‘“](?P<venue>[^‘’“”]{2,150})[’”],?"
    r"(?:\s+[A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?)?,?\s+pp?\.\s*\d+\s*[-–]\s*\d+"
)


def titleless_venue(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue): ("", the name) where ``title`` is a titleless entry's venue with
    its volume and pages, or "In" a proceedings with its pages, and ``rest`` (the entry
    after its names) opens with the year (see the module docstring); else (title,
    venue) unchanged."""
    if venue or not (title[-1:].isdigit() or title[:2] in ("In", "in")):
        return title, venue
    if YEAR.match(rest.lstrip(" (")) is None:
        return title, venue
    match = (
        _JOURNAL_VOLUME_PAGES.fullmatch(title)
        or _IN_NAME_PAGES.fullmatch(title)
        or _IN_QUOTED_PAGES.fullmatch(title)
    )
    if match is None:
        return title, venue
    name = match["venue"].strip()
    if match.re is _IN_QUOTED_PAGES:  # (quoted after "in": a venue's words suffice)
        return ("", name) if only_a_venue(name) or _venue_word(name) else (title, venue)
    if match.re is _JOURNAL_VOLUME_PAGES and not match["comma"] and not _BARE_YEAR.match(rest):
        return title, venue  # (no comma before the volume: only after a bare year)
    if match.re is _IN_NAME_PAGES and not title.startswith("In:") and not _venue_word(name):
        return title, venue  # "In Search of Excellence, pp. 1-20": a title (review121)
    if match.re is _JOURNAL_VOLUME_PAGES:
        split = _title_before_head(name)
        if split is not None:
            return split
    return ("", name) if only_a_venue(name) else (title, venue)


def _title_before_head(name: str) -> tuple[str, str] | None:
    """(title, journal) where ``name`` holds a journal's head (:data:`_HEAD`) after two
    words or more and the rest from the head reads as a venue alone ("Quantum Chaos
    Journal of Physics" -> ("Quantum Chaos", "Journal of Physics"); review50), else
    ``None`` ("Annals of Chemistry", "Physical Review Letters", "In Search of the
    Journal of X": a title's last word "of" is no title's end)."""
    head = _HEAD.search(name)
    if head is None:
        return None
    title, journal = name[: head.start()].strip(), name[head.end() :].strip()
    words = title.split()
    if len(words) < 2 or words[-1].lower() in SMALL_WORDS or not only_a_venue(journal):
        return None
    return title, journal


def _venue_word(name: str) -> bool:
    """Whether ``name`` holds a venue's word (:data:`.refvenue.VENUE_WORDS`:
    "Proceedings", "Conference", "Workshop", …)."""
    return any(word.lower().strip(".,") in VENUE_WORDS for word in name.split())
