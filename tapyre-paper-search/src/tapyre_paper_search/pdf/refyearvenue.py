"""Entries an author-year science style prints with no title (pure; used by
:mod:`.refentry`; moved out of :mod:`.refforms` in tidy47).

:func:`titleless_after_year` reads the astronomy journals' form, whose articles
print no title: the year, then the journal, volume and first page ("2005,
Reviews in Medicine, 59, 314"), or the proceedings and pages ("2011, in Proc. of
the 9th Conference, 189-208"; "2014, in Proc. of the 9th Conference. ACM, pp
189-208"), and the titleless entries of other styles after the names: a journal, its
year, volume and pages, or "In" a proceedings with its pages and year.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refparts import LEADING_YEAR, only_a_venue

_VOLUME_AND_PAGE = re.compile(
    r"(?:in\s+)?(?P<venue>[^,()]{2,100}?)"
    r"(?:,\s*\d+[A-Z]?,\s*[A-Za-z]?\d+|,\s*\d+\s*[-–]\s*\d+)(?:\s*[-–]\s*[A-Za-z]?\d+)?[\s.,;]*"
)
# A journal, volume and pages set apart by spaces alone after the year, nothing else
# (IOP's titleless "Doe J 2016 Psychology Research 117 585-606").
_SPACED_VOLUME_PAGES = re.compile(
    r"(?P<venue>[^\W\d_][^,()\d]{1,100}?)\s+\d+\s+[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?[\s.]*"
)
# A journal, volume (its issue in brackets perhaps) and pages after a colon, nothing
# else: a titleless article after its year ("2022. Earth Sciences Research 117:844-867.",
# "2002. Reviews in Physics 3 (6):768-788."); no full stop in its name ("2022. Cancer.
# Nature 12:34-56." has a title).
_VOLUME_COLON_PAGES = re.compile(
    r"(?P<venue>[^\W\d_][^,():;.]{1,100}?)\s+\d+(?:\s*\(\s*\d+\s*\))?\s*:\s*"
    r"[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?[\s.]*"
)
# A proceedings' name after "in", then its pages: after a full stop or comma, with its
# publisher perhaps ("in Proc. of the 9th Conference. Springer, pp 718-741"), or after
# its publisher and year in brackets ("in Proc. of the 9th Conference (IEEE), 127-146",
# "in Proc. of the 9th Conference (Springer, 1999) pp. 632-640.").
_PROCEEDINGS_PAGES = re.compile(
    r"in\s+(?P<venue>[^()]{2,150}?)"
    r"(?:[.,]\s*(?:[A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?,\s*)?pp\.?\s*"
    r"|\s*\([^()]{2,60}\)\s*(?:,\s*|pp\.?\s*))"
    r"\d+\s*[-–]\s*\d+[\s.,;]*"
)


# A titleless entry after its names, nothing else: a journal, its year, volume (issue,
# or ", No. 3") and pages ("Advances in Economics, 2003, 40(12), 882-905."), or "In" a proceedings
# with its pages, its publisher perhaps, and year ("In Proceedings of the 5th
# Conference, pages 342-357. IEEE, 2011."; "in" in small letters after names closed
# with no comma: "J. Doe in Proceedings of the 5th Conference, pages 1-9, 2019.").
_JOURNAL_YEAR_VOLUME = re.compile(
    r"(?P<venue>[^,()]{2,120}?)(?:,\s*|\s+)(?:19|20)\d{2}[a-z]?,\s*\d+"
    r"(?:\s*\(\s*\d+\s*\)|,\s*No\.\s*\d+)?,"
    r"\s*[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?[\s.,;]*"
)
# Chemistry's compact forms set the year after the journal with no comma ("Reviews in
# Chemistry 2011, 78, 41-49."), and a proceedings with no "In", its year, then its
# pages ("Proceedings of the 5th Conference, 1999, pp. 871-885."); no comma in its name:
# one before the year sets a title, place or publisher apart ("Computer Vision, Springer,
# Berlin, 1999, pp. 1-9"; "Title, in: Proceedings of X, 2019, pp. 1-9").
_PROCEEDINGS_YEAR_PAGES = re.compile(
    r"(?P<venue>[^(),]{2,150}?),\s*(?:19|20)\d{2}[a-z]?,\s*(?:pages|pp\.?)\s*\d+\s*[-–]\s*\d+"
    r"[\s.,;]*"
)
_IN_PROCEEDINGS_YEAR = re.compile(
    r"[Ii]n\s+(?P<venue>[^()]{2,150}?),\s*(?:pages|pp\.?)\s*\d+\s*[-–]\s*\d+"
    r"(?:\.\s*[A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?)?,\s*(?:19|20)\d{2}[a-z]?[\s.,;]*"
)
# "In:" a proceedings right after the names, its publisher perhaps, then its pages and
# nothing else ("In: Proceedings of the 5th Conference, ACM, 353-362.").
_IN_COLON_PAGES = re.compile(
    r"In:\s+(?P<venue>[^()]{2,150}?),\s*(?:[A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?,\s*)?"
    r"(?:pp?\.\s*)?\d+\s*[-–]\s*\d+[\s.,;]*"
)


# A title's sentence before the journal: an article and words, a full stop, a capital
# ("The Mammalian Epigenome. Annals of Biochemistry 2011, 50, 6-13.", cv's; a journal's
# name abbreviated with stops has no article first; refs56).
_TITLE_FIRST = re.compile(r"\s*(?:The|An?)\s+[^.]*[a-z]{2}\.\s+[A-Z]")


def _ends_in_number(text: str) -> bool:
    """Whether ``text`` ends with a digit, or a digit and one letter ("2010a"), before
    stops, commas, semicolons and spaces only."""
    tail = text.rstrip()
    while tail[-1:] in (".", ",", ";") and tail:
        tail = tail[:-1].rstrip()
    return tail[-1:].isdigit() or (tail[-2:-1].isdigit() and tail[-1:].islower())


def titleless_after_year(rest: str) -> str | None:
    """The venue of ``rest`` (an entry's text after its authors) when it is a year, then
    a venue's name with a volume and page or with pages only, nothing else, or "in" and a
    proceedings' name with its pages right after the names; or a journal, its year,
    volume and pages, or "In" a proceedings, its pages and year (no title); else None."""
    bare = rest.strip(" ,")
    match = (
        (
            _JOURNAL_YEAR_VOLUME.fullmatch(bare)
            or _IN_PROCEEDINGS_YEAR.fullmatch(bare)
            or _IN_COLON_PAGES.fullmatch(bare)
            or _PROCEEDINGS_YEAR_PAGES.fullmatch(bare)
        )
        if _ends_in_number(bare)  # (each of them does: cheap test first)
        else None
    )
    if match is not None and only_a_venue(match["venue"].strip()):
        return None if _TITLE_FIRST.match(match["venue"]) else match["venue"].strip()
    if rest.startswith("in "):  # the proceedings right after the names (REVTeX's)
        match = _PROCEEDINGS_PAGES.fullmatch(rest)
        return match["venue"].strip() if match and only_a_venue(match["venue"]) else None
    after = LEADING_YEAR.sub("", rest, count=1)
    year = rest[: len(rest) - len(after)].rstrip()  # the year, its stop or comma with it
    # IOP's "2016 Psychology Research 117 585-606"; not after a year closed by a full
    # stop, where a title follows ("(2016). Cancer. Nature 12 34-56")
    if year and not year.endswith(".") and after.rstrip(" .")[-1:].isdigit():  # (cheap first)
        spaced = _SPACED_VOLUME_PAGES.fullmatch(after)
        if spaced is not None and only_a_venue(spaced["venue"]):
            return spaced["venue"]
    # a titleless article after the year, whatever closes it: a journal, its volume and
    # pages after a colon, nothing else (a title would end with a stop before it)
    if year and ":" in after and after.rstrip(" .")[-1:].isdigit():  # (cheap first)
        colon = _VOLUME_COLON_PAGES.fullmatch(after)
        if colon is not None and only_a_venue(colon["venue"].strip()):
            return colon["venue"].strip()
    if not year.endswith(","):
        return None  # no year, or one closed by a full stop (a title follows)
    match = _VOLUME_AND_PAGE.fullmatch(after) or _PROCEEDINGS_PAGES.fullmatch(after)
    if match is None or not only_a_venue(match["venue"].strip()):
        return None
    return match["venue"].strip()
