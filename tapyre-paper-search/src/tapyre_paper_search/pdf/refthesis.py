"""What follows a references entry's title's last comma: a publisher, a thesis's kind
and its school, a book's place and publisher, a press and its place (pure; part of
:func:`.refforms.tidy_title`, moved out of :mod:`.refforms` in refs37).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refkindschool import DEGREE
from tapyre_paper_search.pdf.refmarks import PLACE_AND_PUBLISHER, publisher_alone
from tapyre_paper_search.pdf.refvenue import SMALL_WORDS

# (also "Ph.D. dissertation", Econometrica's; a master's "MA", "M.S." or "M.Sc." and
# the Oxford "D.Phil." too, refs68; every degree of :data:`.refkindschool.DEGREE`,
# "B.S.", "MEng", "Bachelor's", fix56a)
THESIS = re.compile(rf"[.,]\s*{DEGREE}\s+(?:thesis|dissertation)\s*$", re.I)
# A book's press and place right after its title, no stop between ("Title MIT Press,
# Berlin", "Title Oxford University Press, New York"; the Journal of Neuroscience's
# books): the press is an acronym's or a university's; the Journal of Physics B's
# books print no comma before the place either ("Title MIT Press New York"; refs53).
_PRESS_PLACE = re.compile(
    r"(?<![,.;:])\s+(?:[A-Z]{2,5}|[A-Z][a-z]+\s+University)\s+Press,?\s+"
    r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)?$"
)

# A part's or a draft's mark in brackets: a word of a document's state in capitals
# ("DRAFT"), or a word of a document's parts and a number ("Part II", "Volume 2").
# Closed sets, not every English word: "(WHO)", "(MIT)", "(RAND)", "(Lab 3)" are
# institutions (review121).
_NUMBERED_PART = re.compile(r"(?P<word>[A-Z][a-z]+)\s+(?:[IVXLC]+|\d+)")
_PART_WORDS = frozenset(
    {"part", "volume", "vol", "chapter", "section", "book", "appendix", "supplement"}
    | {"issue", "edition", "revision", "version", "draft", "release", "phase", "stage"}
)
_STATE_WORDS = frozenset({"draft", "preprint", "final", "revised", "unpublished"})


def names_no_institution(piece: str) -> bool:
    """Whether ``piece``, bracketed between a report's title and its kind ("Title, (Part
    II), Technical Report TR-42"), marks a part or a draft, no institution: a word of a
    document's state in capitals ("DRAFT", not "CERN" nor "WHO") or a word of a
    document's parts and a number ("Part II", not "Lab 3"); refs38, review121."""
    numbered = _NUMBERED_PART.fullmatch(piece)
    if numbered is not None:
        return numbered["word"].lower() in _PART_WORDS
    return piece.isalpha() and piece.isupper() and piece.lower() in _STATE_WORDS


def title_before(before: str) -> bool:
    """Whether ``before``, what precedes a thesis's kind or a press after a title with no
    stop, reads as a whole title: three words or more, the last no article or preposition
    (not "Guidelines for the PhD thesis Defense", "A history of the MIT Press, Boston")."""
    words = before.split()
    return len(words) >= 3 and words[-1].lower() not in SMALL_WORDS


def after_last_comma(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with what follows the title's last comma moved off it where that is
    a publisher, a thesis's kind and its school, a book's place and publisher, or a press
    and its place right after the title (part of :func:`tidy_title`)."""
    comma = title.rfind(", ")
    if comma <= 0:
        return _press_place(title, venue)
    if publisher_alone(title[comma + 2 :]):  # "…, Ph.D. thesis, Stanford University"
        kind = THESIS.search(title, 0, comma)  # (the school is the venue; refs53)
        if kind is not None and title_before(title[: kind.start()]):
            return title[: kind.start()], venue or title[comma + 2 :]
        return THESIS.sub("", title[:comma]), venue
    if "thesis" in title or "dissertation" in title:  # (cheap test first)
        return _thesis_school(title, venue, comma)
    return _place_or_press(title, venue, comma)


def _place_or_press(title: str, venue: str, comma: int) -> tuple[str, str]:
    """(title, venue) with a book's place and publisher after the title's last comma
    (at ``comma``) or a press and its place right after the title moved off it."""
    if PLACE_AND_PUBLISHER.fullmatch(title[comma + 2 :].rstrip(". ")):
        return title[:comma], venue  # a book's "…, Berlin: Cambridge University Press"
    return _press_place(title, venue)


def _press_place(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a press and its place right after the title, no stop before
    them ("Title MIT Press, Berlin", "Title CRC Press New York"), moved off it."""
    if "Press" in title:  # (cheap test first)
        press = _PRESS_PLACE.search(title)
        if press is not None and title_before(title[: press.start()]):
            return title[: press.start()], venue
    return title, venue


def _thesis_school(title: str, venue: str, comma: int) -> tuple[str, str]:
    """(title, venue) with a thesis's kind and the school after it moved off the title:
    the kind before its last comma (at ``comma``) and the school after it, or (refs37)
    the kind before the comma ahead of that one, the school and its place after it
    ("…, Ph.D. dissertation, Stanford, CA": the school "Stanford", not the place "CA").
    Only a school that opens with a capital and holds no digit is the venue (not
    "unpublished", "245 pp", "2010"); the title is cut before the kind all the same."""
    kind = THESIS.search(title, 0, comma)  # any school after it: "…, PhD thesis, ETH Zurich"
    school = title[comma + 2 :]
    if kind is None:
        before = title.rfind(", ", 0, comma)
        kind = THESIS.search(title, 0, before) if before > 0 and _named(school) else None
        school = title[before + 2 : comma]
    if kind is None or not title_before(title[: kind.start()]):
        return _place_or_press(title, venue, comma)
    return title[: kind.start()], venue or (school if _named(school) else "")


def _named(piece: str) -> bool:
    """Whether a comma's piece reads as a school's or a place's name: a capital first,
    no digit."""
    return piece[:1].isupper() and not any(map(str.isdigit, piece))


# "Ph" closing the title after its comma, "D thesis, School 2010" the venue: a spaced
# "Ph. D thesis" cut at its own stop (jurabib's humanities style; refs55).
_PH_END = re.compile(r",\s*Ph$")
_D_KIND = re.compile(
    r"D\.?\s+(?:thesis|dissertation)(?:,\s*(?P<school>[A-Z][^,;]{1,60}?))?"
    r"(?:,?\s+(?:1[89]|20)\d\d[a-z]?)?\.?$"
)


def doctors_kind_cut(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) where ``title`` ends ", Ph" and ``venue`` is the rest of a spaced
    "Ph. D thesis", the school and year perhaps after it: the title without the kind,
    the school (no year) as the venue; else :func:`kind_and_school_cut`'s."""
    end = _PH_END.search(title) if title.endswith("Ph") else None
    kind = _D_KIND.match(venue) if end is not None else None
    if end is None or kind is None or not title_before(title[: end.start()]):
        return kind_and_school_cut(title, venue)
    return title[: end.start()], kind["school"] or ""


# A thesis's kind with a capital and its school closing the title, no venue read
# ("Title, Ph.D. Thesis, ETH Zurich, 2013.", biblatex's chem-acs: the stop of "Ph.D."
# before a capital ended no sentence there, and the school ran on in the title; refs58).
_KIND_AND_SCHOOL = re.compile(
    r",\s*(?:PhD|Ph\.\s?D\.|Doctoral|Master[’']?s|MSc)\s+(?:Thesis|Dissertation),\s*"
    r"(?P<school>[A-Z][^,;.]{1,60})$"
)


def kind_and_school_cut(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) where ``title`` closes with a thesis's kind written with a capital
    and its school (:data:`_KIND_AND_SCHOOL`) and no venue was read: the title without
    them, the school as the venue; else unchanged."""
    cheap = "Thesis" in title or "Dissertation" in title
    found = _KIND_AND_SCHOOL.search(title) if cheap and not venue else None
    if found is None or not title_before(title[: found.start()]):
        return title, venue
    return title[: found.start()], found["school"]


# A thesis's kind in brackets closing the title after a colon ("Title: [PhD
# Dissertation]", the Huazhong thesis style's; refs56): a degree's word perhaps, then a
# word for a thesis in one of several languages.
_BRACKETED_KIND = re.compile(
    r"\s*[:.,]?\s*\[(?:(?:PhD|Ph\.\s?D\.|Doctoral|Doctor[’']?s|Master[’']?s?|MSc|MA|"
    r"Bachelor[’']?s?|Diploma)\s+)?(?:dissertation|thesis|thèse|these|tesi|tesis|"
    r"doktorarbeit|dissertação|proefschrift|afhandling|avhandling|diplomarbeit|"
    r"masterarbeit)\]$",
    re.I,
)


def bracketed_kind_cut(title: str) -> str:
    """``title`` without a thesis's kind in brackets closing it ("Title: [PhD
    Dissertation]" -> "Title"), where two words at least stay; else unchanged."""
    kind = _BRACKETED_KIND.search(title) if title.endswith("]") else None
    if kind is None or len(title[: kind.start()].split()) < 2:
        return title
    return title[: kind.start()]


# A thesis's kind, school and year in brackets closing the title, no commas between
# ("Title (PhD thesis Stanford University 1998)", biblatex's archaeologie; refs60).
_BRACKETED_SCHOOL = re.compile(
    r"\s*\((?:PhD|Ph\.\s?D\.|Doctoral|Master[’']?s|MSc|MA|M\.\s?A\.)\s+(?:thesis|dissertation)\s+"
    r"(?P<school>[A-ZÀ-Þ][^()\d,;]{1,60}?)\s+(?:1[89]|20)\d\d[a-z]?\)$",
    re.I,
)


def bracketed_school_cut(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with :func:`bracketed_kind_cut` of ``title``; then where it closes
    with :data:`_BRACKETED_SCHOOL` and no venue was read, the title without it (three
    words staying, :func:`title_before`) and the school as the venue."""
    title = bracketed_kind_cut(title)
    found = _BRACKETED_SCHOOL.search(title) if title.endswith(")") and not venue else None
    if found is None or not title_before(title[: found.start()]):
        return title, venue
    return title[: found.start()], found["school"]
