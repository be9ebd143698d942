"""A byline in capitals, or in mixed case, set above the title (pure).

A humanities journal may print the names first: a line (or two) in capitals right
above the title ("A. K. VUKASINAC / S. V. RAYMOND", "CHANGHYUN AHN"), with no
affiliation marks, the affiliations in a note at the foot.  Read below the title
only, the page had no names.

:func:`names_above_title` reads that byline where nothing else gave names: the lines
right before the title's first line (at most :data:`_MAX_LINES`, each at most
:data:`_STEP` of its sizes under the one above, in one type) on the title's page, the
last over it by at most :data:`_GAP` of the title's sizes, in smaller type, all their
letters capitals, no digit, no mark, no "@"; their pieces (cut at "/", ";", "·",
"|") must read whole as names (every letter of a piece, its "and" and "&" aside, is
in the names read from it), no piece names the article's kind (``cues.ARTICLE_TYPE``,
``cues.NO_ABSTRACT``: "CASE REPORT", "BRIEF COMMUNICATION") and no name read holds
a phrase's word ("IN MEMORIAM", "LETTER TO THE EDITOR") or a kicker's ("REVIEW
ESSAY", "WINTER ISSUE", "BOOK FORUM": :data:`_KICKER_WORDS`, front35) and no piece
names a series' kind alone ("DISCUSSION PAPER", "WORKING PAPER", "POLICY BRIEF":
:data:`_SERIES_KIND`, front47: a paper whose names stand only in the running head
above had "Discussion Paper" for its author).  What tells it from
a running head or a series line above a title: those hold words that are no names
("RESEARCH ARTICLE", "JOURNAL OF …"), numbers ("WORKING PAPER NO. 12"), or stand far
above it, at the page's head.

A chapter of a collected volume sets its names in small capitals above the title
("Chapter 7" / "E. Zhao, Huaning Burrows, and Jens El" / the title in huge type); a
font without small capitals prints them in mixed case, and that page had no names
(festschrift-chapter: authors 0, latex43).  Such a byline is read too, on the same
terms, with one more: at least half its names (:data:`_VOUCHED_SHARE`) are vouched for:
each opens with an initial or a known given name
(:func:`~tapyre_paper_search.pdf.givennames.is_given_name`), or its last word is in no
word list (:func:`~tapyre_paper_search.pdf.namevouch.unknown_share`: "Somnath
Choudhury", "Emmanuel Breuillard"), since a running head or a journal's name in mixed case ("Nature
Communications", "Hydrology Letters": a dictionary word last) reads as a name as readily; its
joining words may be in lower case ("and").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namevouch import unknown_share
from tapyre_paper_search.pdf.refvenuetail import JOURNAL_WORDS

_CUT = re.compile(r"\s+[/;·|]\s+|\s*;\s*")
_JOIN = re.compile(r"\b(?:AND|UND|ET)\b|&")
_JOIN_MIXED = re.compile(r"\b(?:and|und|et|AND|UND|ET)\b|&")
_INITIAL = re.compile(r"[^\W\d_]\.")
_VOUCHED_SHARE = 0.5
"""At least this share of the names of a byline in mixed case open with an initial or a
given name."""
# Words that name a serial, in English (refvenuetail's) or in another language, which a
# journal's name in mixed case holds ("Studia …", "Revista …", "Annales …") and a
# person's hardly does: such a name vouches for no byline (review156).
_SERIAL_WORDS = JOURNAL_WORDS | frozenset((
    "acta", "studia", "annales", "annali", "anales", "annalen", "revista", "revue",
    "rivista", "zeitschrift", "archiv", "archives", "archivos", "archivio", "cahiers",
    "cuadernos", "quaderni", "boletín", "boletim", "bollettino", "berichte", "jahrbuch",
    "mitteilungen", "tijdschrift", "tidsskrift", "tidskrift", "mémoires", "memorias",
    "memorie", "folia", "scripta", "analecta", "gazette", "gaceta", "gazzetta", "anuario",
    "annuaire", "commentarii", "nouvelles",
))  # fmt: skip
# Words of a phrase, never of a name in capitals: "IN MEMORIAM", "LETTER TO THE EDITOR".
_PHRASE_WORDS = frozenset(("in", "on", "to", "the", "of", "for", "with", "from", "by"))
# The article's kind ("CASE REPORT", "BRIEF COMMUNICATION", "EDITORIAL"): no names.
_KIND = re.compile(f"(?:{cues.ARTICLE_TYPE.pattern})|(?:{cues.NO_ABSTRACT.pattern})", re.I)
# Words that name a piece's kind or the issue it is in, hardly a person's name in
# capitals: "REVIEW ESSAY", "WINTER ISSUE", "BOOK FORUM", "KEYNOTE LECTURE" (front35).
# Words that are also common surnames ("Saggio", "Heft") are left out (review103); a
# name opening with a given name is a person's anyway (:func:`_kicker`).
_KICKER_WORDS = frozenset(
    (
        "essay", "essays", "issue", "forum", "symposium", "supplement", "volume",
        "section", "lecture", "keynote", "interview", "reply", "response", "rejoinder",
        "comment", "comments", "debate", "dossier", "viewpoint", "spotlight", "tribute",
        "editorial", "special", "ausgabe", "beitrag", "rezension", "essai",
        "numéro", "ensayo", "número",
    )
)  # fmt: skip
# A series' kind with no number, a line over many a report's title (front47).
_SERIES_KIND = re.compile(
    r"^\s*(?:discussion|working|occasional|policy|white|conference|technical|research|"
    r"background|briefing|position)\s+(?:papers?|notes?|reports?|briefs?|series)\s*$",
    re.IGNORECASE,
)
_GAP = 2.5
"""The byline ends at most this many of the title's sizes above the title's top."""
_MAX_LINES = 3
"""A byline wraps onto at most this many lines."""
_STEP = 1.8
"""Its lines stand at most this many of their sizes apart."""


def names_above_title(lines: Sequence[Line], group: Sequence[int]) -> tuple[str, ...]:
    """The names of a byline in capitals right above the title ``group`` (see the
    module), or none."""
    if not group or min(group) == 0:
        return ()
    title = lines[min(group)]
    taken: list[Line] = []
    for line in reversed(lines[max(0, min(group) - _MAX_LINES) : min(group)]):
        below = taken[-1] if taken else title
        step = below.y0 - line.y0 if taken else title.y0 - line.y1
        text = line.text.strip()
        if (
            line.page != title.page
            or line.size >= title.size
            or (taken and not line.same_type(below))
            or (taken and (text.upper() == text) != (below.text.upper() == below.text))
            or not 0 <= step <= (line.size * _STEP if taken else title.size * _GAP)
            or any(c.isdigit() or c in "@*†‡§" for c in text)
        ):
            break
        taken.append(line)
    if not taken:
        return ()
    text = " ".join(line.text.strip() for line in reversed(taken))
    capitals = text.upper() == text
    names: list[str] = []
    for piece in _CUT.split(text):
        read = names_in_line(piece)
        wanted = sum(map(str.isalpha, (_JOIN if capitals else _JOIN_MIXED).sub(" ", piece)))
        if not read or sum(sum(map(str.isalpha, name)) for name in read) != wanted:
            return ()  # a piece that is not all names: a running head, a series line
        if _KIND.match(piece) or _SERIES_KIND.match(piece) or any(map(_phrase, read)):
            return ()  # "CASE REPORT", "IN MEMORIAM", "DISCUSSION PAPER"
        if _kicker(read):
            return ()  # a kicker in capitals: "REVIEW ESSAY", "WINTER ISSUE"
        names.extend(name for name in read if name not in names)
    if not capitals and sum(map(_vouched, names)) < _VOUCHED_SHARE * len(names):
        return ()  # a running head or a journal's name in mixed case
    return tuple(names)


def _vouched(name: str) -> bool:
    """Whether ``name`` opens with an initial ("E. Zhao") or a known given name, or its
    last word is in no word list ("Somnath Choudhury"; not "Hydrology Letters")."""
    words = name.split()
    if _INITIAL.fullmatch(words[0]) or is_given_name(words[0]):
        return True
    if any(word.lower() in _SERIAL_WORDS for word in words):
        return False  # a journal's name: "Studia Logica", "Revista Colombiana"
    return unknown_share(words[-1:]) == 1.0


def _kicker(read: list[str]) -> bool:
    """Whether a name read from capitals holds a word of a kicker's (:data:`_KICKER_WORDS`:
    "Review Essay", "Winter Issue"); "John Winter" holds none.  A name that opens with a
    given name is a person's even where its surname is such a word ("Robert Heft",
    "Jean Comment", review103)."""
    return any(
        word.lower() in _KICKER_WORDS
        for name in read
        if not is_given_name(name.split()[0])
        for word in name.split()
    )


def _phrase(name: str) -> bool:
    """Whether ``name`` (read from capitals) holds a phrase's word ("In Memoriam",
    "Letter To The Editor"), which no name in capitals does."""
    return any(word.lower() in _PHRASE_WORDS for word in name.split())
