"""The source of a work that no periodical carries, run on at its title's end (pure;
used by :mod:`.reftypefacts`; refs75).

Entries of bills, podcast episodes, web documents, blog posts and reports print what
names their source after the title, often with no stop the general reading can cut at:

* a bill's number and its legislature ("Title, H.R. 2731, 117th Congress", "Title
  [Bill C-9821, 44th Parliament]", "Title S. 4318, 116th Congress"): an ordinal
  session of a Congress, Parliament, Legislature or Assembly after a bill's number (the
  session read as the venue after the number's comma joins it first);
* a series' episode ("Title, The Physics Hour, episode 121", "Title [The Psychology
  Hour, episode 146]", "Title, The X Hour, episode 118, Podcast"): capitalised words,
  a comma, "episode" and its number, perhaps "Podcast" after it;
* an access statement ("Title, Retrieved July 15, 2023, from" and what is left of the
  link: APA's for a web document): "Retrieved", perhaps a date, "from" (after a bare
  space only with its date: a title-case title says "… Retrieved from Sleep"; fix60b);
* a blog's name ("Title, The Cell Biology Blog"): capitalised words closing on "Blog"
  after a comma or a stop (or a question's mark), a link's remnant perhaps after it;
* a report's kind and number ("Title Report 56060 (Body, 2009)", "Title; Report 89141;
  Body", "Title Technical Report (Body, 2008)", "Title; Technical Report; Body"):
  "Report" with its number, or a kind word before it with the publisher after it
  (not where the title left would end on a small word or keep under three words: "Learning
  from the Final Report No. 5", "The Warren Report 2" name a report; fix60b);
* a link broken by a line's space ("Title (https: //www.example.org/x)", "Title (
  example)", where the link before the space was cut) closing the title.

Each leaves the title; a source read where the venue was empty (or only a mark:
"Podcast") is the venue.  The same words inside a title ("the blog as a genre",
"Report of the committee") stay: each needs its number, its comma or its closing
place.
"""

from __future__ import annotations

import re

_CAP = r"[A-ZÀ-Þ][\w'’&-]*"
_NAME = rf"{_CAP}(?:\s+(?:{_CAP}|of|for|and|on|the|in)){{0,6}}"
_YEAR = r"(?:1[5-9]|20)\d\d"
_NUMBER = r"(?:H\.\s?R\.|S\.|H\.\s?B\.|S\.\s?B\.|Bill\s+[A-Z]-?)\s?\d+"
"""A bill's number ("H.R. 2731", "S. 4318", "Bill C-9821")."""
_SITTING = r"\d+(?:st|nd|rd|th)\s+(?:Congress|Parliament|Legislature|Assembly)"
"""A legislature's ordinal session ("117th Congress")."""
_BILL = re.compile(
    rf"(?:[,.;]\s+|\s+|\s*\[)(?P<source>{_NUMBER},\s+{_SITTING})\]?(?:,\s+{_YEAR})?$"
)
# The session alone, read as the venue; the bill's number closing the title before it.
_SESSION = re.compile(_SITTING)
_BILL_NUMBER = re.compile(rf"[,.]?\s+{_NUMBER}$")
_EPISODE = re.compile(
    rf"(?:[,.;]\s+|\s+(?=The\s)|\s*\[)(?P<source>{_NAME},\s+[Ee]pisode\s+\d+)\]?"
    r"(?:[,.]\s+Podcast)?$"
)
_MONTH_DAY = (
    rf"(?:[A-Z][a-z]{{2,8}}\.?\s+\d{{1,2}},?\s+{_YEAR}|\d{{1,2}}\s+[A-Z][a-z]{{2,8}}\.?\s+{_YEAR})"
)
# After a bare space only with its date (fix60b: "Lost Memories Retrieved from Sleep").
_RETRIEVED = re.compile(
    rf"(?:(?:[,.;]\s*|\s*\[)Retrieved\s+(?:on\s+)?(?:{_MONTH_DAY},?\s+)?"
    rf"|\s+Retrieved\s+(?:on\s+)?{_MONTH_DAY},?\s+)from\b.*$"
)
_LINK_REST = re.compile(
    r"[.,]?\s*(?:\(\s*https?:\s*//[^()]*\)|\(\s{2,}[^()\s]*\)|https?:\s+//\S+)\.?$"
)
_BLOG = re.compile(rf"(?:(?<=[?!])\s+|[,.;]\s+)(?P<source>(?:The\s+)?{_NAME}\s+Blog)$")
# A report's publisher after a semicolon, or in brackets (its own acronym's bracket
# inside: "(Council for Soil Research (CSR), 2008)"), its year perhaps after it.
_PUBLISHER = (
    rf"(?:;\s+(?P<pub>[^;]+?)(?:,\s+{_YEAR})?"
    rf"|\s+\((?P<bracket>(?:[^()]|\([^()]*\))+?)(?:,\s+{_YEAR})?\))"
)
# A report's kind and number, or its kind alone ("Technical Report": then only with its
# publisher after it, :func:`without_source_marks`).
_REPORT = re.compile(
    r"(?:[,;]\s+|\s+)(?P<kind>(?:(?:Technical|Research|Internal|Final)\s+)?Report\s+"
    r"(?:No\.\s*)?[A-Z]{0,4}-?\d[\d/.-]*|(?:Technical|Research|Internal)\s+[Rr]eport)"
    rf"{_PUBLISHER}?$"
)


# What no title closing before a report's mark ends on (fix60b: "Learning from the Final
# Report No. 5" names a report in its title).
_SMALL_LAST = re.compile(r"\b(?:[Tt]he|an?|of|from|in|on|for|to|and|with|by|at)$")


def runs_on(kept: str) -> bool:
    """Whether ``kept``, the title a mark closing it would leave (a report's here, an
    unpublished work's in :mod:`.refunpubmarks`), shows the mark is the title's own:
    fewer than three words, or a small word closing it."""
    return len(kept.split()) < 3 or _SMALL_LAST.search(kept.rstrip(" ,;")) is not None


def _cut(title: str, found: re.Match[str] | None, venue: str, source: str) -> tuple[str, str]:
    """The title before ``found``; ``source`` the venue where it held none (or "Podcast")."""
    if found is None or found.start() == 0:
        return title, venue
    keep = venue if venue and venue != "Podcast" else source
    return title[: found.start()].rstrip(" ,;"), keep


def without_source_marks(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without a bill's number, a series' episode, an access statement, a
    blog's name, a report's kind and number or a broken link's rest closing the title
    (see the module docstring)."""
    if not title:
        return title, venue
    if _SESSION.fullmatch(venue) is not None and _BILL_NUMBER.search(title) is not None:
        title, venue = f"{title}, {venue}", ""  # (the session read as the venue after a comma)
    if "ongress" in title or "arliament" in title or "egislature" in title or "ssembly" in title:
        bill = _BILL.search(title)
        title, venue = _cut(title, bill, venue, bill["source"] if bill else "")
    if "pisode" in title:
        episode = _EPISODE.search(title)
        title, venue = _cut(title, episode, venue, episode["source"] if episode else "")
    if "Retrieved" in title:
        title, venue = _cut(title, _RETRIEVED.search(title), venue, "")
    if "//" in title or "(  " in title:
        rest = _LINK_REST.search(title)
        title = title[: rest.start()] if rest is not None and rest.start() > 0 else title
    if title.endswith("Blog"):
        blog = _BLOG.search(title)
        title, venue = _cut(title, blog, venue, blog["source"] if blog else "")
    report = _REPORT.search(title) if "eport" in title else None
    if report is not None:
        publisher = report["pub"] or report["bracket"] or ""
        found = report if publisher or report["kind"][-1].isdigit() else None
        found = None if runs_on(title[: report.start()]) else found
        title, venue = _cut(title, found, venue, publisher)
    return title, venue
