"""The venue of a references entry: where it ends and what reads as one (pure; split out
of :mod:`~tapyre_paper_search.pdf.refparts` with no change).

:data:`VENUE_END` finds where a venue's name ends (its year, volume, issue or pages);
:func:`venue_of` is the venue's name from the text after the title, without a leading
"In", its pages, editors, a publisher after its place or in brackets, or an arXiv tail.
:func:`reads_as_venue`, :func:`names_a_venue` and :func:`marks_a_venue` tell a piece of
text that reads as a venue, can be one, or bears a venue's mark; the patterns and word
lists they use (:data:`SMALL_WORDS`, :data:`VENUE_WORDS`, :data:`FIELD_NAME`,
:data:`LOCATOR`) are :mod:`~.refsentences`' too.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import (
    PLACE_AND_PUBLISHER,
    PUBLISHED,
    PUBLISHER_WORDS,
    WHOLE_WORD,
    publisher_alone,
    without_editors,
)
from tapyre_paper_search.pdf.refvenuetail import (
    JOURNAL_WORDS,
    PAGES_TAIL,
    publisher_after,
    without_stop_pages,
)

# Volume, issue and pages ("3:1695-1703", "12(3)"): a venue's, not a title's.
LOCATOR = re.compile(r"\d\s*[-–:(]\s*\d")
_LEADING_WORD = re.compile(r"(?<!\w)[^\W\d_][\w'’-]*")
SMALL_WORDS = frozenset((
    "a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the",
    "to", "with", "via", "vs", "versus",
))  # fmt: skip
# (Danish and Norwegian "I" for "In" before a proceedings: "I Proceedings of X, side 5-9";
# Swedish "I:" before any venue, "I: Proceedings of X, ss 5-9")
# (French "dans": "dans Proceedings of X, p. 5-9"; Finnish "Kirjassa": "Kirjassa
# Proceedings of X, ss. 5-9"; Spanish "En:" before any venue, "En" before a proceedings'
# name: "En Proceedings of X, págs. 5-9", "En Actas del Congreso", not a name that opens
# with the word, "En Route Journal", "EN 1992-1-1")
_VENUE_LEAD = re.compile(
    r"^\s*[,.]?\s*(?:in:?\s+|in proceedings of\s+|presented\s+at\s+the\s+|dans\s+|"
    r"kirjassa\s+|"
    r"(?-i:I(?::\s+|\s+(?=Proceedings\s)))|(?-i:[Ee]n(?::\s+|\s+(?=(?:Proc(?:eedings)?|"
    r"Actas|Memorias|Anales|Congreso|Conferencia|Simposio|Jornadas|Conference|Symposium|"
    r"Workshop)\b))))?",
    re.IGNORECASE,
)
# The standards' marks of an unknown place and publisher closing a venue, a publisher
# perhaps after them (ABNT's "Proceedings of X. [S.l.: s.n.]", "… [S.l.]: IEEE").
_NO_PLACE = re.compile(r"[.,]?\s*\[S\.\s?l\.(?::\s*s\.\s?n\.)?\].*$")
# The mark opening the venue, its colon and a name after it: that name is the venue, a
# school's or a publisher's (GB/T 7714's thesis "Title[D]. [S.l.] : University of Leeds,
# 2003.", hitszbeamer's; refs58).
_NO_PLACE_FIRST = re.compile(r"^\s*\[S\.\s?l\.\]\s*:\s*(?=[^\W\d_])")
# French pages after a proceedings' name, its publisher perhaps before them ("dans
# Proceedings of X, ACM, p. 5-9"; the pages' numbers already cut off), or with its
# publisher after them ("In Proceedings of X, p. 5-9. IEEE.", Dutch styles').
_FRENCH_PAGES = re.compile(
    r"(?:,\s*[A-Z][\w&-]*)?,\s*p\.?(?:\s*\d+\s*[-–]\s*\d+(?:\.\s+[A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?)?)?$"
)
# Where a venue ends: a year, volume, pages ("v(?<!\wv)ol" is "\bvol", see ``YEAR``);
# a volume with its issue or pages before the year ("57, 2 (2006)", "12, 45–67 (2021)");
# BibTeX's classic "12(3):45--67" after a comma; a volume and pages with no year after
# them ("Journal 12, 45–67.", Elsevier's Harvard); Vancouver's "; 2014. p. 5-9";
# pages alone at the end after a full stop (ACM's proceedings: "Proc. of X. 45–67."),
# or with a stop and more after them (a thesis style's "Proceedings of X. 99-121.
# Springer, 2000.", not a span of years);
# a volume with no comma before it and ", pp." after it ("Journal 12, pp. 45–67").
# A volume and a colon before the pages with no comma before it ("Journal 41: 69-90").
# A volume, perhaps an issue, and pages, each after a comma ("Journal, 31, 1, 400-412").
# The year with no comma before it, then the volume (its issue) and pages, each after a
# comma (chemistry's "J. Am. Chem. Soc. 2001, 123, 456-460", "2001, 123 (4), 456").
# A bare volume after a comma with the year after it ("Journal, 12, 2010, pp. 45-67").
# A volume as ABNT writes it, "v." then its number ("Journal, v. 12, n. 3, p. 1-9, 2010").
# Spanish "págs." for pages ("Proceedings of X, págs. 5-9").
# The year between semicolons before "pp", a publisher perhaps before it (the
# Beilstein Journal's and ACS's "In Proceedings of X; 2009; pp 123-138", "…; IEEE,
# 2017; pp 717-730"; refs53).
VENUE_END = re.compile(
    r"\(\s*(?:19|20)\d{2}|,\s*(?:19|20)\d{2}\b|,\s*\d+[-–]\d+|"
    r";\s*(?:[A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*){0,2},\s*)?(?:19|20)\d{2}[a-z]?;\s*pp?\b|"
    r",\s*(?!(?:19|20)\d{2}\b)\d{1,4},\s*(?:19|20)\d{2}\b|"
    r"\s(?:19|20)\d{2}[a-z]?,\s*\d+\s*(?:\(\s*\d+\s*\)\s*)?,\s*[A-Za-z]?\d|"
    r",\s*\d+,\s*(?:\d+,\s*)?\d+\s*[-–]\s*\d|"
    r",\s*\d+(?:\s*\(\s*\d+\s*\))?\s*:\s*\d|\s\d+(?:\s*\(\d+\))?,\s*\d+\s*[-–]\s*\d|"
    r";\s*(?:19|20)\d{2}\.\s+p\.\s|\.\s+\d+\s*[-–]\s*\d+\s*\.?\s*$|"
    r"\.\s+(?!(?:19|20)\d{2}\s*[-–]\s*(?:19|20)?\d{2}\b)\d{1,5}\s*[-–]\s*\d{1,5}\.\s|"
    r"\s\d+(?:\s*\(|\s*:\s*\d|[A-Z]?,\s*pp?\.\s*\d|"
    r"[A-Z]?,\s*[A-Za-z]?\d+(?:\s*[-–]\s*\d+)?\s*\(\s*(?:19|20)\d{2})|"
    r"[vV](?<!\w[vV])ol\.|p(?<!\wp)p\.|p(?<!\wp)ages\b|p(?<!\wp)ágs\.|\.\s+(?:19|20)\d{2}\b|,\s*v\.\s*\d"
)
_ARXIV_TAIL = re.compile(r"\barxiv(?: preprint)?\b.*$", re.IGNORECASE)
# A venue in quotes, double or single, after "In" ("In “Proceedings of X”, (IEEE)",
# CJE's "In ‘Proceedings of X’ ACM pp. 5-9"): what they hold; a single quote closes it
# only before no letter (not an apostrophe, "‘Proceedings of the Int’l Conference’"),
# nor one closing a quote opened inside ("‘Proceedings of the ‘Good’ Life Conference’";
# review48's, refs53).
_QUOTED_VENUE = re.compile(r"“([^”]*)”|‘((?:[^‘’]|’(?=\w)|‘[^‘’]*’)+)’(?!\w)")
_BRACKET = re.compile(r"\(([^()]{4,80})\)")


def reads_as_venue(piece: str) -> bool:
    """Capitalised words and abbreviations, small words and numbers between them."""
    words = _LEADING_WORD.findall(re.sub(r"^[Ii]n:?\s+", "", piece))  # not "th" of "13th"
    content = [w for w in words if w.lower() not in SMALL_WORDS]
    return 0 < len(content) <= 15 and all(w[0].isupper() for w in content)


# Words of a journal's or proceedings' name (refvenuetail's): what follows a candidate
# second sentence with one is a venue, not a publisher ("… Press" of a journal's name);
# a book's place bearing one is a journal (refforms).
_JOURNAL_WORDS = JOURNAL_WORDS
# Words of a venue, not of a title's second sentence ("Journal of …", "Proc. …"):
# a journal's words but "review" and "reviews", and more.
VENUE_WORDS = (_JOURNAL_WORDS - {"review", "reviews"}) | frozenset((
    "press", "university", "thesis", "report", "preprint", "arxiv", "edition", "ed", "eds",
    "vol", "dissertation", "diss", "phd", "doctoral",
))  # fmt: skip
# A journal named for its field: "Advances in Linguistics", "Trends in Cell Biology".
FIELD_NAME = re.compile(r"[A-Z][a-z]+ in (?:the )?[A-Z]")
_VOLUME_AFTER_YEAR = re.compile(r"\d;\s*\d")  # "2020;577": Vancouver's year and volume
_ID_WORDS = frozenset(("arxiv", "doi", "preprint", "pp", "vol", "no", "url", "available"))


def names_a_venue(piece: str) -> bool:
    """Whether ``piece`` (what follows a title's candidate second sentence) can be a
    venue: words of two letters or more, not only a year, pages or an identifier, and
    not a publisher's or a school's name after the venue: one word, or words of an
    organisation ("MIT Press", "Elsevier; 2019", "Stanford University"), unless a
    venue's mark comes with it: "In", a volume or pages, a journal's word or a
    field's name ("Advances in …")."""
    if piece[:1].isdigit():
        return False  # "2021;7(33):eabg5995": the venue's year and volume
    if not any(w.lower() not in _ID_WORDS for w in WHOLE_WORD.findall(piece)):
        return False
    if marks_a_venue(piece):
        return True
    if PLACE_AND_PUBLISHER.fullmatch(piece.rstrip(". ")):
        return False  # "Hoboken: Wiley", "Palo Alto, CA: AAAI Press"
    words = [w.lower().rstrip(".") for w in WHOLE_WORD.findall(piece)]
    return len(words) > 1 and not any(w in PUBLISHER_WORDS for w in words)


def marks_a_venue(piece: str) -> bool:
    """Whether ``piece`` bears a venue's mark: "In", a volume or pages, a field's name
    ("Advances in …") or a journal's word ("Journal of AI, 3, 1-9"); it is not only
    the venue's year and volume ("2021;7(33):eabg5995")."""
    return not piece[:1].isdigit() and bool(
        piece[:3] in ("In ", "In:")
        or VENUE_END.search(piece)
        or LOCATOR.search(piece)
        or _VOLUME_AFTER_YEAR.search(piece)
        or FIELD_NAME.match(piece)
        or any(w.lower().rstrip(".") in _JOURNAL_WORDS for w in WHOLE_WORD.findall(piece))
    )


def venue_of(text: str) -> str:
    """The venue's name from ``text``, what follows an entry's title: a leading "In" or
    "In proceedings of", its pages (:data:`~.refvenuetail.PAGES_TAIL`, and after its
    name's stop: :func:`~.refvenuetail.without_stop_pages`), editors, a
    publisher after its place or alone after a full stop ("Hoboken: Wiley", "Cambridge
    University Press"), a publisher and year in brackets, what follows the venue's end
    (:data:`VENUE_END`: its year, volume or pages) and an arXiv tail taken off."""
    text = _VENUE_LEAD.sub("", text, count=1)
    if text.startswith(("“", "‘")):  # a quoted venue: "in “Proceedings of X”, (IEEE)"
        quoted = _QUOTED_VENUE.match(text)
        if quoted is not None:  # (what follows it: its publisher, pages)
            text = quoted.group(1) if quoted.group(1) is not None else quoted.group(2)
    if "-" in text or "–" in text:  # (the pages' dash: without one there are none)
        text = PAGES_TAIL.split(without_stop_pages(text), maxsplit=1)[0]
    text = without_editors(text)
    last = text.rfind(": ")  # the publisher's place
    last = text.rfind(". ", 0, last) if last > 0 else -1
    if last > 0 and PLACE_AND_PUBLISHER.fullmatch(text[last + 2 :].rstrip(". ")):
        text = text[:last]  # "Cognitive Psychology. Hoboken: Wiley."
    last = text.rstrip(". ").rfind(". ")
    if last > 0 and publisher_alone(text[last + 2 :].rstrip(". ")):
        text = text[:last]  # "Machine Learning Research. Cambridge University Press."
    for bracket in _BRACKET.finditer(text) if "(" in text else ():
        if PUBLISHED.fullmatch(bracket.group(1)):  # not only the first bracket ("(ICML)")
            text = text[: bracket.start()].rstrip()  # "Proc. of X (ACM, 2011) pp. 3-9."
            break
    whole, text = text, VENUE_END.split(text, maxsplit=1)[0]
    last = text.rstrip(" ,.").rfind(". ") if len(text) < len(whole) else -1
    if last > 0 and publisher_after(text[:last], text[last + 2 :].strip(), VENUE_WORDS):
        text = text[:last]  # "Proceedings of X. IEEE, pp. 5-9": the publisher before pages
    if not text.isascii() or "arxiv" in text.lower():  # else the tail cannot match
        text = _ARXIV_TAIL.sub("", text)
    if "[S" in text:  # (cheap tests first)
        text = _NO_PLACE.sub("", _NO_PLACE_FIRST.sub("", text, count=1))
    if text.rstrip(" .").endswith(("p", "p.")) or ", p. " in text:
        text = _FRENCH_PAGES.sub("", text.rstrip(" ."))
    return text.strip(" ,.;:")
