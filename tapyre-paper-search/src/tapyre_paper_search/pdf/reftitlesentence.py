"""A title's second sentence read as the venue before a journal's name and numbers
(pure; used by :mod:`.refentry`; refs64).

Author-year styles print an article's title with a stop after it and the journal
after the stop: a title of two sentences ("(2010): Mortality and risk factors. The
Arkhangelsk study 2000. Journal of Epidemiology 9, 1–9.", "Children and COVID-19. A
systematic review. Pediatrics 9, 1–9.") was cut at its first stop, and the venue read
"The Arkhangelsk study 2000. Journal of Epidemiology".  :mod:`.reftitlestop` gives such
a sentence back before a book's imprint; here the entry goes on with the journal.

:func:`title_sentence` gives the venue's first sentence back to the title where the
venue is two sentences and the entry goes on after it with a number (the volume);
the first sentence is written as a title's (sentence case): capitalised, two words or
more, no comma, colon or bracket, no digit but a closing number, a word of four
small letters or more that is no function word, and no word of a venue's kind
("Lecture notes in computer science. Springer", "Philosophical transactions. Series
A" stay); the second is written as a journal's name: capitalised, every word of four
letters or more capitalised, none of a venue's parts ("Series", "Part", "Section").
"""

from __future__ import annotations

import re

# The venue: a title's sentence, its stop, a journal's name.
_TWO = re.compile(
    r"(?P<first>[A-ZÀ-ÞĀ-Ž][^\d,:;().]*?\s[^\d,:;().]*?(?:\s\d{1,4})?)\.\s+"
    r"(?P<second>[A-ZÀ-ÞĀ-Ž][^\d,:;().]*)"
)
_SMALL_WORD = re.compile(r"(?<!\S)[a-zß-ÿ]{4,}(?!\S)")
_FUNCTION_WORDS = frozenset(
    ("with", "from", "into", "onto", "over", "under", "between", "among", "upon", "than",
     "that", "this", "their", "about", "after", "before", "within", "without", "through",
     "und", "pour", "dans", "avec", "eine", "einer", "della", "delle")
)  # fmt: skip
# Words of a venue or a kind: no title's sentence's.
_VENUE_WORDS = frozenset(
    ("in", "journal", "proceedings", "proc", "conference", "symposium", "workshop",
     "transactions", "annals", "bulletin", "letters", "reviews", "reports",
     "acta", "archives", "notes", "series", "part", "section", "thesis", "dissertation",
     "report", "rep", "tech", "technical", "vol", "volume", "ed", "eds", "edn")
)  # fmt: skip
# Words of a venue's part: a second sentence holding one is the venue's ("Series A").
_PART_WORDS = frozenset(("series", "part", "section", "supplement", "volume", "vol"))
_NUMBER_NEXT = re.compile(r"\.?\s*,?\s*\d")


def title_sentence(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue): the venue's first sentence joined to ``title`` after its stop,
    the venue its second sentence, where ``rest`` (the entry after its names) goes on
    with a number after ``venue`` (see the module docstring); else as given."""
    if not title or ". " not in venue:
        return title, venue
    found = _TWO.fullmatch(venue)
    if found is None:
        return title, venue
    first, second = found["first"], found["second"].strip()
    words = {w.lower() for w in re.findall(r"[^\W\d_]+", first)}
    parts = {w.lower() for w in re.findall(r"[^\W\d_]+", second)}
    if words & _VENUE_WORDS or parts & _PART_WORDS:
        return title, venue
    small = [w for w in _SMALL_WORD.findall(first) if w not in _FUNCTION_WORDS]
    if not small or any(w[:1].islower() for w in second.split() if len(w) >= 4):
        return title, venue
    at = rest.find(f"{title}. {venue}")
    if at < 0 or _NUMBER_NEXT.match(rest, at + len(title) + 2 + len(venue)) is None:
        return title, venue
    return f"{title}. {first}", second
