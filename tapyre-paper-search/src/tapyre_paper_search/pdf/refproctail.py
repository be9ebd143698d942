"""A proceedings after the title's last comma and a word for "in", its pages and a
publisher's slot closing the entry (pure; used by :mod:`.refentry` after
:func:`.reftailcomma.comma_tail`; refs55).

Some styles set a proceedings apart from the title by a comma and a word for "in" in
their language, the pages after its name, the publisher before or after the pages, then
the year perhaps:

- "Title, i Proceedings of the 19th Conference on X, pp. 497-520, IEEE, 2010." (Danish
  "i"; also "in", "im", "en", "em", "dans", "nel", "w", a colon perhaps after it);
- "Title, in Proceedings of the 12th Conference on X, ACM, pp. 10-20, New York." (the
  publisher before the pages, its place after them).

The reader took the whole for the title, or the publisher's name for the venue.  Where
no venue was read, a bare number was, or what was read is the name in one of the
publisher's slots (before the pages, after them: a position, not a list of publishers),
and the text from the title's start ends in such a tail, the title ends at the tail's
comma and the proceedings' name is the venue.  The name opens with a capital and holds
no comma, no number standing alone and no publisher's name; the pages are a range; at
least two words stay in the title.

The pages may follow the name after a colon, a publisher perhaps between after a stop
("Title, in Proceedings of X. Springer: 435-438.", ijsra; refs61).

Some styles set no comma before the word for "in" (cv: "Title in Proceedings of the 9th
Conference on X, Springer, pp. 503-508.", no year): there the name must open with a
word for proceedings (Proceedings, Proc., Actes, Tagungsband, Atti, Actas, Anais,
Anales, Handelingen, Materiały), since a title holds "in" freely (refs56).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import publisher_alone

# A word for "in" before a proceedings: English, German "im", Danish and Norwegian "i",
# Spanish "en", Portuguese "em", French "dans", Italian "nel", Polish "w".
_IN = r"(?:[Ii]n|[Ii]m|[Ii]|[Ee]n|[Ee]m|[Dd]ans|[Nn]el|[Ww])"
# The pages' word ("pp.", "p.", "S.", "s.", "ss", "side", "sider", "pages", "págs.") and
# the range.
_PAGES = (
    r"(?:(?:pp?\.|[Ss]s?\.?|sider?|pages|págs?\.|str\.)\s*)?"
    r"[A-Za-z]?\d+\s*[-–]\s*[A-Za-z]?\d+"
)
# A publisher's or a place's slot: one to four capitalised words, no digit.
_SLOT = r"[A-Z][\w&.'’-]*(?:\s+[A-Z&][\w&.'’-]*){0,3}"
_YEAR = r"(?:1[89]|20)\d\d[a-z]?"
# A word for proceedings opening the name where no comma sets it apart (refs56).
_PROCEEDINGS = (
    r"(?:Proceedings|Proc\.|Actes|Tagungsband|Atti|Actas|Anais|Anales|Handelingen"
    r"|Materiały)\s"
)
# What follows the proceedings' name: a publisher's and a place's slots, the year
# perhaps ("in: Proceedings of X, 2023, pp. 157-167.", authortitle-dw; refs60), the
# pages, two more slots, the year and a DOI perhaps.
_AFTER_NAME = (
    rf"(?:,\s+(?P<before>{_SLOT}))?(?:,\s+(?P<before2>{_SLOT}))?(?:,\s+{_YEAR})?,\s+{_PAGES}"
    rf"(?:,\s+(?P<after>{_SLOT}))?(?:,\s+(?P<place>{_SLOT}))?"
    rf"(?:,\s+{_YEAR})?(?:[,.]?\s+(?:doi|DOI):?\s*\S+)?[.,]?\s*$"
)
_NAME = r"[^,()\[\]:;“”\"]{1,150}?"
_TAIL = re.compile(rf",\s+{_IN}:?\s+(?P<venue>[A-Z]{_NAME}){_AFTER_NAME}")
# The pages after a colon, a publisher perhaps before it after a stop ("Title, in
# Proceedings of X: 511-528.", "Title, in Proceedings of X. Springer: 435-438.", ijsra;
# refs61).
_COLON_AFTER_NAME = (
    rf"(?:\.\s+(?P<before>{_SLOT}))?:\s*{_PAGES}(?:[.,]?\s+(?:doi|DOI):?\s*\S+)?[.,]?\s*$"
)
_COLON_TAIL = re.compile(rf",\s+{_IN}:?\s+(?P<venue>[A-Z]{_NAME}){_COLON_AFTER_NAME}")
# No comma before the word for "in": the name opens with a word for proceedings.
_BARE_TAIL = re.compile(rf"\s+{_IN}:?\s+(?P<venue>{_PROCEEDINGS}{_NAME}){_AFTER_NAME}")
# A number standing alone in the name ("Press 2 no." is a volume read into it).
_NUMBER_WORD = re.compile(r"(?<![\w-])\d+(?![\w-])")


def proceedings_tail(title: str, venue: str, rest: str) -> tuple[str, str] | None:
    """(title, venue) where the text of ``rest`` (the entry after its names) from
    ``title``'s start ends in a proceedings' tail after a comma and a word for "in",
    and ``venue`` is empty, a bare number or a name in the tail's publisher's slots;
    else None (see the module docstring)."""
    if not title:
        return None
    start = rest.find(title[:40])
    if start < 0:
        return None
    found = _TAIL.search(rest, start) if "," in title else None
    colon = _COLON_TAIL.search(rest, start) if found is None and "," in title else None
    found = found or colon or _BARE_TAIL.search(rest, start)
    if found is None:
        return None
    groups = found.groupdict()
    slots = {groups.get(k) for k in ("before", "before2", "after", "place")} - {None}
    name = found["venue"].strip()
    if colon is not None and len(name.split()) < 2:  # ("Proc. IEEE Conf: 1-9": no name)
        return None
    # (a venue read with the title's last words before the word for "in", no comma or
    # stop among them: "Introduction in Proceedings of X", "2002-2012 in Proceedings of X")
    lead = venue[: -len(name)] if venue.endswith(name) and venue != name else ""
    led = bool(lead) and not any(mark in lead for mark in ",.;:")
    # (a publisher read with the pages after its colon: "Springer: 435-438")
    slot = venue.split(":", maxsplit=1)[0].strip() if colon is not None else venue
    if venue and not venue.isdigit() and slot not in slots and not led:
        return None
    head = rest[start : found.start()].strip()
    if len(head.split()) < 2 or _NUMBER_WORD.search(name) or publisher_alone(name):
        return None
    return head, name


# A venue's opening phrase said twice, as some styles print their own "Proceedings of"
# before a name that holds it already: a capitalised word and a small linking word
# ("Proceedings of Proceedings of X", "Actes du Actes du X").
_DOUBLED = re.compile(r"([A-Z][\w.]*\s+[a-zà-ÿ]{1,4}\s+)(?=\1)")


# "In" opening a proceedings' name that a reading kept ("In Proceedings of X, 1998, pp
# 699-714" of a titleless chemistry entry; refs58).
_IN_FIRST = re.compile(r"In:?\s+(?=Proceedings\s)")


def undoubled(venue: str) -> str:
    """``venue`` with an opening phrase printed twice said once ("Proceedings of
    Proceedings of the 7th Conference on X" -> "Proceedings of the 7th Conference on
    X"; refs56), and without an "In" opening a proceedings' name (:data:`_IN_FIRST`)."""
    found = _DOUBLED.match(venue) or _IN_FIRST.match(venue)
    return venue[found.end() :] if found else venue
