"""Sentence ends in the text after a references entry's authors, and whether its title
goes on past one (pure; split out of :mod:`~tapyre_paper_search.pdf.refparts` with no
change).

:func:`sentence_ends` finds the full stops that end a sentence: a full stop and a
space, not after an abbreviation ("vs.", "pp.", "U.S."), nor an initial before another
("J. P. Lynch"), nor before a word in small letters ("E. coli"; but "in", "p.",
"pages").  :func:`goes_on` tells whether the title runs on into the piece after one of
them: a bare numeral and the sentence after it, a sentence of prose in small letters,
or a second sentence in title case with a venue after it.  :func:`abbreviation` and
:func:`next_is_short` tell a venue's words cut short ("Proc.", "Process. Syst.").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import PLACE_AND_PUBLISHER, YEAR
from tapyre_paper_search.pdf.refvenue import (
    FIELD_NAME,
    LOCATOR,
    SMALL_WORDS,
    VENUE_END,
    VENUE_WORDS,
    marks_a_venue,
    names_a_venue,
)
from tapyre_paper_search.pdf.refvenuetail import JOURNAL_WORDS
from tapyre_paper_search.pdf.words import english_words

# Full stops that may end a sentence: not before a word in small letters ("E. coli",
# "gen. nov."; but "in", "p.", "pages"); nor after an abbreviation or an initial before
# another ("in: J. P. Lynch") (``sentence_ends``).
_STOP = re.compile(r"\.\s+(?!(?!in\b|pp?\b|pages?\b)[a-zà-ÿ][a-zà-ÿ'’-]*+(?!\w))")
_ABBREVIATIONS = frozenset((
    "al", "pp", "vol", "no", "Ed", "eds", "vs", "nov", "sp", "spp", "ssp", "subsp", "var", "cf",
    "ca", "approx", "Fig", "Figs", "Eq", "Eqs", "Suppl", "Dr", "Prof", "St", "Jr", "e.g", "i.e",
    "p",  # French and English "p. 1-9"
    "ss",  # Swedish and Finnish pages, "Kirjassa X, ss. 12-30"
))  # fmt: skip
# Words for a volume, an issue or a page, cut short before their number: German "Bd."
# (Band), "Jg." (Jahrgang), "Nr.", "H." (Heft), "S." (Seite); "Nº", "núm." (Spanish,
# Portuguese), "fasc." (Italian, French), "zesz." (Polish) (refs57).
_NUMBER_WORDS = frozenset((
    "Nr", "nr", "Bd", "Jg", "Jahrg", "H", "S", "Vol", "No", "Nº", "nº", "núm", "Núm", "fasc",
    "Fasc", "zesz", "Zesz",
))  # fmt: skip
# A sentence closed by a GB/T 7714 document-type code ("[M]", "[J/OL]"): the code closes
# the title, so the stop before that sentence is the title's own (a subtitle: "Title. A
# literature review[M]. Berlin : Press, 2013", hitszbeamer's; refs57).
_CODE_AHEAD = re.compile(
    r"[A-ZÀ-Þ][^.\[\]]{0,120}?\[(?:[ACDGJMNPRSZ]|CM|CP|DB|DS|EB)(?:/OL)?\](?=\.|\s*//|$)"
)
_INITIAL = re.compile(r"[A-ZÀ-Þ]\.")
# A court case's second party after "v." ("Smith v. Jones", "R v. Lee"): a capitalised word
# (``sentence_ends``; refs74).
_CASE_PARTY = re.compile(r"[A-ZÀ-Þ][\w'’-]")
# "U.S", "e.g", "s.l"; a degree's "Ph.D", "M.Sc": parts of one or two letters each
_DOTTED = re.compile(r"[^\W\d_]{1,2}(?:\.[^\W\d_]{1,2})+")
_INITIAL_BEFORE = re.compile(r"(?<![^\W\d_])[A-ZÀ-Þ]\.\s$")
_NUMERAL = re.compile(r"(?:Part\s+)?(?:[IVX]{1,4}|\d{1,2})")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
# A sentence, then a book's place and publisher in brackets and nothing else
# (:func:`_book_sentence`).
_BOOK_TAIL = re.compile(r"(?P<sentence>[^():;]+?)\s+\((?P<published>[^()]+)\)\.?")


def next_is_short(text: str, position: int) -> bool:
    """Whether the word at ``position`` is abbreviated too ("Process. Syst."), or the
    text ends there."""
    space = text.find(" ", position)
    word = text[position:] if space < 0 else text[position:space]
    return space < 0 or word.endswith(".")


def abbreviation(word: str) -> bool:
    """A capitalised word cut short ("J", "Proc", "Phys", "Rev", "Gerontol"): three
    letters or fewer, or no English word ("Iran", "City" are)."""
    return word[:1].isupper() and (len(word) <= 3 or word.lower() not in english_words())


def sentence_ends(text: str) -> list[re.Match[str]]:
    """The full stops that end a sentence in ``text`` (see :data:`_STOP`)."""
    ends = []
    for match in _STOP.finditer(text):
        start = match.start()
        word = text[text.rfind(" ", 0, start) + 1 : start].lstrip("([\"“'")
        if word in _ABBREVIATIONS or ("." in word and _DOTTED.fullmatch(word)):
            continue  # "vs.", "U.S.", "s.l." (not "H2A.Z.")
        if word == "v" and _CASE_PARTY.match(text, match.end()):
            continue  # a case's parties, "Smith v. Jones" (refs74)
        if word in _NUMBER_WORDS and text[match.end() : match.end() + 1].isdigit():
            continue  # "Journal, 98 2014, Nr. 3, 681-695", "Bd. 9", "H. 12", "S. 385"
        if "[" in text and _CODE_AHEAD.match(text, match.end()):
            continue  # "Title. A literature review[M]. Berlin : Press": the title's
        if len(word) == 1 and (
            _INITIAL.match(text, match.end()) or _INITIAL_BEFORE.search(text, 0, start - 1)
        ):
            continue  # "J. P. Lynch"
        ends.append(match)
    return ends


def goes_on(rest: str, ends: list[re.Match[str]], index: int) -> bool:
    """Whether the title goes on into the piece of ``rest`` after ``ends[index - 1]``."""
    piece = _piece(rest, ends, index)
    if _NUMERAL.fullmatch(piece) or (
        index > 1 and _NUMERAL.fullmatch(_piece(rest, ends, index - 1))
    ):
        return True
    if index >= len(ends):
        return index == len(ends) and _book_sentence(piece)
    if _is_prose(piece):
        return True
    field = bool(FIELD_NAME.match(piece))  # a journal's name, unless a venue follows
    if not _is_subtitle(piece, field):
        return False
    after = _piece(rest, ends, index + 1)
    if marks_a_venue(after) if field else names_a_venue(after):
        return True
    if field:
        return False
    # a third title-case sentence before the venue ("… tirofiban. PRISM Study
    # Investigators. Platelet Receptor Inhibition in … . In Genetics Research.")
    return (
        index + 1 < len(ends)
        and _is_subtitle(after)
        and names_a_venue(_piece(rest, ends, index + 2))
    )


def _book_sentence(piece: str) -> bool:
    """Whether ``piece``, the last sentence, is a book title's second one before the
    book's place and publisher in brackets (CJE's "To err is human. Building a safer
    health system (Berlin: Cambridge University Press)"): a sentence of prose or in
    title case with no venue's word, colon or semicolon (not a place and publisher
    itself: "Bethesda, MA: National Institutes of Health;(Notice Number: X)"), then the
    brackets after a space and nothing else."""
    book = _BOOK_TAIL.fullmatch(piece) if piece.endswith((")", ").")) else None
    if book is None or not PLACE_AND_PUBLISHER.fullmatch(book["published"]):
        return False
    sentence = book["sentence"]
    return _is_prose(sentence) or _is_subtitle(sentence)


def _piece(rest: str, ends: list[re.Match[str]], index: int) -> str:
    """The text between sentence ends ``index - 1`` and ``index`` (the first: from 0)."""
    start = ends[index - 1].end() if index else 0
    return rest[start : ends[index].start() if index < len(ends) else len(rest)].strip()


def _is_prose(piece: str) -> bool:
    """A sentence of a title, not a venue: three or more words past the first, not
    counting small words, nearly all in small letters, or two, both in small letters
    and neither a venue's word ("Prevalence and prognostic value"); no year, volume
    or pages."""
    if piece.count(" ") < 2 or piece[:3] in ("In ", "in "):
        return False
    if piece.split(" ", 1)[0].lower().rstrip(".") in ("proceedings", "proc"):
        return False  # "Proceedings of the 30th conference on marine chemistry" (not
        # "Journal keeping and …", "Letters from the front in …": a title's sentence)
    content = [w for w in _WORD.findall(piece)[1:] if w.lower() not in SMALL_WORDS]
    small = sum(w[0].islower() for w in content)
    if len(content) < 2 or small < 0.75 * len(content):
        return False
    if len(content) == 2 and (
        small < 2 or any(w.lower() in VENUE_WORDS or w.lower() in JOURNAL_WORDS for w in content)
    ):
        return False
    return not (YEAR.search(piece) or VENUE_END.search(piece) or LOCATOR.search(piece))


def _is_subtitle(piece: str, field: bool = False) -> bool:
    """A second sentence of a title set in title case ("… in men. West of Scotland
    Coronary Prevention Study Group", "… Treatments. Part 1: Ethical and Scientific
    Issues"): it opens with a capital, most of its words past the small ones are
    capitalised, one has five letters or more (not "N Engl J Med"), and none is a
    venue's word; no year, volume or pages.  A field's name ("Advances in Retrieval
    Methods") can be one only with ``field`` (the caller has found a venue after it)."""
    if not piece[:1].isupper() or piece[:3] in ("In ", "In:"):
        return False
    if not field and FIELD_NAME.match(piece):
        return False  # "Reviews in Cell Biology" is a journal's name
    words = _WORD.findall(piece)
    content = [w for w in words if w.lower() not in SMALL_WORDS]
    if sum(len(w) >= 2 for w in content) < 2 or not any(len(w) >= 5 for w in content):
        return False  # not "Submitted in J" (". Stat. Software")
    if any(w.lower().rstrip(".") in VENUE_WORDS for w in words):
        return False
    if sum(w[0].isupper() for w in content) < 0.75 * len(content):
        return False
    return not (YEAR.search(piece) or VENUE_END.search(piece) or LOCATOR.search(piece))
