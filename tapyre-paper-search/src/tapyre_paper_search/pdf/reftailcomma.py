"""A journal after the title's last comma, its volume and pages closing the entry
(pure; used by :mod:`.refentry` after :func:`.reftitleless.titleless_venue`; refs54).

Some styles set the journal apart from the title by a comma alone, the volume (its
issue perhaps) and pages after it, and nothing after the pages:

- "Doe, Jane: Title, Annals of Neuroscience 64, Nr. 8 2013, 712-730" (the issue after a
  word for it, "Nr.", "No.", "Heft" or "H.", the bare year after the issue; jurabib's
  humanities style);
- "Doe J (2010). Title, Reviews in Economics 1(1), 347-366." (a thesis style);
- "Title, in: Proceedings of the 12th Conference on X Springer, 2015, 192-205" (the
  publisher perhaps left out: "…on X 2020, 411-425") or
  "Title, in Proceedings of the 30th Conference on X, Springer, pp. 135-140." (a
  proceedings after "in", its publisher perhaps, the pages closing the entry).

The reader took the whole for the title, or cut it at the issue word's stop ("…, Annals
of Neuroscience 64, Nr" and "8").  Where no venue was read (or the venue read is a bare
number) and the text from the title's start ends in one of these tails, the title ends
at the tail's comma and the journal's (or proceedings') name is the venue.  The name
holds no comma, so a title's own commas stay in the title; it opens with a capital,
holds no number standing alone and is no publisher's name ("…, Oxford University Press
2, 45-60" stays); the pages are a range ("…, Journal of Trade 2, 45." stays, as before),
and a title of one word is not cut off ("Nature, 9, 1-9" has no title left).

A volume and issue set apart by a slash after the journal's name, the year in brackets
after them ("“Title.” Annals of Astronomy 69/5 (2014): 585-588.", opcit's style), were
kept in the venue: :func:`without_slash_issue` takes them off.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import publisher_alone

_PAGES = r"[A-Za-z]?\d+\s*[-–]\s*[A-Za-z]?\d+\.?"
_YEAR = r"(?:1[89]|20)\d\d[a-z]?"
# ", Annals of Neuroscience 64, Nr. 8 2013, 712-730" / ", Reviews 1(1), 347-366.": the
# name (no comma, bracket or quote), the volume, an issue in brackets or after its word
# perhaps, the bare year perhaps, the pages.
_JOURNAL_TAIL = re.compile(
    r",\s+(?P<venue>[A-Z][^,()\[\]:;“”\"]{1,150}?)\s+\d{1,4}"
    r"(?:\s?\(\s*\d{1,3}(?:\s*[-–/]\s*\d{1,3})?\s*\))?"
    rf"(?:,\s+(?:Nr|No|Heft|H)\.\s?\d{{1,4}})?(?:\s+{_YEAR})?"
    rf",\s+(?:pp?\.\s*)?{_PAGES}$"
)
# ", in: Proceedings of X Springer, 2015, 192-205" (a publisher's word with no comma
# before it perhaps, the year) or ", in Proceedings of X, Springer, pp. 135-140." (one after a
# comma, perhaps none, before "pp.").
_PROCEEDINGS_TAIL = re.compile(
    r",\s+in:?\s+(?P<venue>[A-Z][^,()\[\]:;“”\"]{1,150}?)"
    rf"(?:(?:\s+[A-Z][\w&-]*,)?\s+{_YEAR},\s+{_PAGES}"
    rf"|(?:,\s+[A-Z][\w&-]*)?,\s+pp?\.\s*{_PAGES})$"
)

# A number standing alone in the name: "Press 2 no." is a volume read into it.
_NUMBER_WORD = re.compile(r"(?<![\w-])\d+(?![\w-])")
# A book's own division named before its number: "Part 2, Chapter 3, 12-19" is the
# title's, not a venue "Chapter" with volume 3.
_DIVISION = re.compile(
    r"(?:Part|Chapter|Chap|Ch|Section|Sect|Sec|Book|Volume|Vol|Appendix|Lecture|Kapitel|Teil|Band)\.?",
    re.IGNORECASE,
)


def comma_tail(title: str, venue: str, rest: str) -> tuple[str, str] | None:
    """(title, venue) where the text of ``rest`` (the entry after its names) from
    ``title``'s start ends in a journal's or proceedings' tail after a comma and no
    venue (or a bare number) was read; else None (see the module docstring)."""
    if not title or (venue and not venue.isdigit()) or "," not in title:
        return None
    start = rest.find(title[:40])
    if start < 0:
        return None
    text = rest[start:].rstrip()
    found = _JOURNAL_TAIL.search(text) or _PROCEEDINGS_TAIL.search(text)
    if found is None:
        return None
    head, name = text[: found.start()].strip(), found["venue"].strip()
    if _DIVISION.fullmatch(name):
        return None
    if len(head.split()) < 2 or _NUMBER_WORD.search(name) or publisher_alone(name):
        return None
    return head, name


# "Annals of Astronomy 69/5 (2014)": a venue's close "volume/issue" before a bracketed year.
_SLASH_ISSUE = re.compile(r"\s+\d{1,4}/\d{1,4}$")


def without_slash_issue(venue: str, text: str) -> str:
    """``venue`` without its closing "69/5" where ``text`` (the entry) has the venue
    with it right before a bracketed year ("Journal 69/5 (2014): 1-9"); else ``venue``."""
    found = _SLASH_ISSUE.search(venue) if "/" in venue else None
    if found is None or found.start() < 2:
        return venue
    after = text.find(venue)
    if after < 0 or re.match(rf"\s*\({_YEAR}\)", text[after + len(venue) :]) is None:
        return venue
    return venue[: found.start()].rstrip(" ,")
