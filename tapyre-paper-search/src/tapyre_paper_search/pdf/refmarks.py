"""Publishers, editors, years and arXiv ids in one references entry's text (pure).

Split out of :mod:`refparts` (which reads an entry's title and venue):
:data:`PLACE_AND_PUBLISHER` and :func:`publisher_alone` tell a publisher after the
venue ("Hoboken: Wiley", "Cambridge University Press"), :data:`PUBLISHED` a book's
publisher, place and year in brackets ("(CRC Press, Berlin, 2020)"),
:func:`without_editors` cuts a venue's editors, :func:`old_arxiv` finds an
old-form arXiv id printed alone and :func:`year_of` the entry's year.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refobjects import NUMBER as OBJECT_NUMBER
from tapyre_paper_search.pdf.refreprints import NOTE as REPRINT_NOTE
from tapyre_paper_search.pdf.refretrieved import ACCESSED, RETRIEVED, UPDATED

# Patterns searched across long texts start with a character, not an assertion, so
# the regex engine can skip to where they may match ("1(?<!\w1)" is "\b1").
YEAR = re.compile(r"((?:19|20)(?<!\w..)\d{2})[a-z]?\b")  # "\b(19|20)\d{2}"
# Words of an organisation's name: a publisher or a school, after the venue.
PUBLISHER_WORDS = frozenset((
    "press", "publishing", "publishers", "publisher", "publications", "inc", "ltd", "llc",
    "gmbh", "verlag", "library", "university", "school", "institute", "college",
))  # fmt: skip
WHOLE_WORD = re.compile(r"(?<!\w)[^\W\d_]{2,}(?!\w)")


# A publisher after its place: "Hoboken: Wiley", "Singapore: Springer Nature", "Palo
# Alto, CA: AAAI Press", "Berlin, Heidelberg: Springer" (capitalised words, a colon
# between; the place's region or second city after a comma).
_CAPITALISED = r"[A-ZÀ-Þ][\w'’.-]*"
_ORGANISATION = rf"{_CAPITALISED}(?: (?:{_CAPITALISED}|&|and|of|the)){{0,5}}"
PLACE_AND_PUBLISHER = re.compile(
    rf"{_CAPITALISED}(?: {_CAPITALISED}){{0,2}}(?:, {_CAPITALISED}(?: {_CAPITALISED})?)?: "
    + _ORGANISATION
)
# A book's publisher, place and year in brackets after its title, as Nature's styles
# print them ("(CRC Press, Berlin, 2020)", "(Springer, 2002)"): organisations' names
# set apart by commas, then the year.
PUBLISHED = re.compile(rf"{_ORGANISATION}(?:, {_ORGANISATION}){{0,2}}, (?:19|20)\d{{2}}[a-z]?")
# A publisher's or a school's name alone: capitalised words, one of an organisation
# ("Cambridge University Press", "MIT Press"; see PUBLISHER_WORDS).
_PUBLISHER_ALONE = re.compile(_ORGANISATION)


# The editors of a book or proceedings: "(eds.)" after their names, before the book's
# name ("In: Smith, B. (ed.) Proc. …") or after it ("In Proc. …, A. Smith (Eds.)");
# "edited by" or "ed." after it ("In Proc. …, edited by Ann Smith, 45–67").
_EDITORS_MARK = re.compile(r"\((?:eds?|editors?|hrsg|hg)\.?\)[\s,:.]*", re.I)
# A first name written with initials: "P. J. Brandt", "Brandt, P. J." (not "Machine
# Learning, H. Larochelle (Eds.)": a venue's name before its editors).
_INITIAL_FIRST = re.compile(
    r"(?:[A-ZÀ-Þ]\.\s?-?)+\s?[A-ZÀ-Þ]|[^\W\d_][\w'’-]*(?:\s[^\W\d_][\w'’-]*)?,\s?[A-ZÀ-Þ]\."
)
_EDITORS_AFTER = re.compile(
    r",\s+(?:[Ee]ds?|[Hh]g|[Hh]rsg)\.\s|\.\s+(?:[Hh]rsg|[Hh]g)\.\s+v(?:on|\.)\s"
)  # (", edited by": by find; German "Title. Hrsg. von B. Roe.": refs58)
# German styles' editors closed by their mark and a colon before the book's name, one
# or several, each with its mark ("In: Roe, Bob (Hrsg.): Handbuch der Dinge", "In: Poe,
# C. (Hrsg.) ; Moe, D. (Hrsg.): Proceedings of X"; refs58): the colon after the last
# mark ends the names where all before it read as names.
_EDITORS_COLON = re.compile(r"\((?:eds?|hrsg|hg)\.?\)\s*:\s*", re.I)


def _named_editors(text: str) -> str | None:
    """The venue's text after the last editors' mark closed by a colon, where what
    stands before it reads as names only (:data:`_EDITORS_COLON`); else ``None``."""
    marks = list(_EDITORS_COLON.finditer(text, 0, 400))
    last = marks[-1] if marks else None
    if last is None or last.start() == 0:
        return None
    names = _EDITORS_MARK.sub(" ", text[: last.start()]).strip(" ;,")
    if not names or leading_names(names)[1].strip(" ;,"):
        return None
    return text[last.end() :]


def without_editors(text: str) -> str:
    """The venue's text without its editors (see :data:`_EDITORS_MARK`)."""
    mark = _EDITORS_MARK.search(text, 0, 400)
    named = _named_editors(text) if mark is not None and ":" in text else None
    if named is not None:
        return named
    if mark is not None:
        before = text[: mark.start()].rstrip()
        if _INITIAL_FIRST.match(before) and not leading_names(before)[1].strip():
            return text[mark.end() :]  # the names open the venue
        comma = before.find(", ")
        while comma > 0:
            if not leading_names(before[comma + 2 :])[1].strip():
                return before[:comma]  # the names follow the book's name
            comma = before.find(", ", comma + 2)
    edited = text.find(" edited by ")
    if edited >= 0:
        text = text[:edited].rstrip(" ,")
    return _EDITORS_AFTER.split(text, maxsplit=1)[0]


def publisher_alone(piece: str) -> bool:
    """Whether ``piece``, a last sentence after the venue, is only a publisher's or a
    school's name with a word of one ("Cambridge University Press"); a bare name
    ("Springer Nature") cannot be told from a venue's without a list of names."""
    return bool(_PUBLISHER_ALONE.fullmatch(piece)) and any(
        w.lower().rstrip(".") in PUBLISHER_WORDS for w in WHOLE_WORD.findall(piece)
    )


# An old-form arXiv id printed alone ("Nucl. Phys. B 5 (1999) 1 [hep-th/9901001]"): an
# archive's name, a slash, year and month (1991-2007) and a number.  Found by its
# slash and number first (a pattern opening with a character is searched fast), then
# the archive's name before it.
_OLD_ARXIV_NUMBER = re.compile(r"/(?:9[1-9]|0[0-7])(?:0[1-9]|1[0-2])\d{3}(?:v\d+)?(?![\w/])")
# The archives an old-form id can name (arXiv's list of archives, "Understanding the
# arXiv identifier", https://info.arxiv.org/help/arxiv_identifier.html, and the archive
# pages under https://arxiv.org/archive/): today's archives and the old subject archives
# since merged into them ("solv-int" into nlin, "alg-geom" into math, "cmp-lg" into cs).
# Nothing else before "/9901001" is an archive ("and/0601001", "doc/9901001").
ARXIV_ARCHIVES = frozenset((
    "hep-th", "hep-ph", "hep-ex", "hep-lat", "astro-ph", "cond-mat", "gr-qc", "math-ph",
    "nucl-th", "nucl-ex", "quant-ph", "math", "cs", "physics", "nlin", "q-bio", "q-fin",
    "stat", "eess", "econ", "solv-int", "chao-dyn", "patt-sol", "adap-org", "comp-gas",
    "alg-geom", "dg-ga", "funct-an", "q-alg", "mtrl-th", "supr-con", "chem-ph", "atom-ph",
    "plasm-ph", "ao-sci", "acc-phys", "bayes-an", "cmp-lg",
))  # fmt: skip
_ARCHIVE_BEFORE = re.compile(
    r"(?<![\w/.-])([a-z]+(?:-[a-z]+)?)(?:\.(?:[A-Z]{2}|[a-z]{2,5}(?:-[a-z]{2,5})?))?$"
)  # with a subject class: "math.AG", "cond-mat.str-el"


def old_arxiv(text: str) -> str:
    """The first old-form arXiv id printed alone in ``text``, or ""."""
    for number in _OLD_ARXIV_NUMBER.finditer(text):
        archive = _ARCHIVE_BEFORE.search(text, max(0, number.start() - 24), number.start())
        if archive is not None and archive.group(1) in ARXIV_ARCHIVES:
            return archive.group(0) + number.group(0).split("v")[0]
    return ""


# A web page's citation date, Vancouver's ("[cited 2006 Jan 28]"): the day it was read,
# no year of the work where another year is printed (refs76); a reprint's note of its
# first edition ("Originally published 1944 (Dover, 1998)") and APA's retrieval date
# ("Retrieved June 21, 1999", refs77), a record's update date ("Updated May 4, 2020",
# refs78) and an access date ("Accessed June 1, 2021": AMA's after an update date, whose
# year is the page's; fix63b) alike.
_CITED = re.compile(
    rf"\[[Cc]ited\s[^\]]*\]|{REPRINT_NOTE}|{RETRIEVED}|{UPDATED}|{ACCESSED}|{OBJECT_NUMBER}"
)

_SECTION = re.compile(r"§§?\s*[\w.–-]+")  # a code's section, no year in it

# (the notes' words, a cheap first look)
_NOTED = ("ited ", "ublished", "eprint", "Retrieved ", "pdated ", "ccessed", "useum ", "nventory ")


def year_of(text: str, title: str) -> int | None:
    """The entry's year: the first outside its title ("Global cancer statistics 2018: …,
    2021") and outside a citation, retrieval, update or access date ("[cited 2006 Jan
    28]", "Retrieved June 21, 1999", "Updated May 4, 2020", "Accessed June 1, 2021"), a
    reprint's note ("Originally published 1944"), an object's number ("Museum number
    1977.260") or a code's section after "§" ("42 U.S.C. § 1983 (2018)"), else the
    first."""
    years = list(YEAR.finditer(text))
    if not years:
        return None
    at = text.find(title) if title and YEAR.search(title) else -1
    outside = [m for m in years if not at <= m.start() < at + len(title)] if at >= 0 else years
    noted = any(word in text for word in _NOTED)
    cited = [c.span() for c in _CITED.finditer(text)] if noted else []
    read = [m for m in outside if not any(a <= m.start() < b for a, b in cited)]
    if "§" in text:  # a code's section ("42 U.S.C. § 1983", "§§ 2000e-2000e-17"; fix64b)
        spans = [s.span() for s in _SECTION.finditer(text)]
        read = [m for m in read if not any(a <= m.start() < b for a, b in spans)] or read
    return int((read or outside or years)[0].group(1))
