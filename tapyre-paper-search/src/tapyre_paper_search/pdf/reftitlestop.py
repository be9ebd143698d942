"""A book's title with a stop inside, before the imprint in brackets (pure; used by
:mod:`.refentry`; refs63).

Nature-like styles print a book as "Doe, J. Title (Publisher, Place, 2010)." with no
venue between the title and the bracket.  A title of two sentences ("Mortality and
risk factors. The Arkhangelsk study 2000 (MIT Press, Cambridge, MA, 2010).") was cut
at its stop: the second sentence read as the venue, its number as the year.
:func:`title_with_stop` gives the sentence back to the title where the entry closes
with such an imprint: a bracket holding words, a comma and a year, with nothing but a
stop after it (a proceedings' pages follow its bracket: "in Proceedings of X (ACM,
2002), 227–238."; an article's bracket holds the year alone: "Journal 9, 1–9
(2010)."), and the sentence read as the venue holds no venue's marks: at least two
words, no comma, colon or bracket, no digit but a number closing it, no opening "in"
and no word of a report's or a thesis' kind.
"""

from __future__ import annotations

import re

# The imprint closing the entry: words, a comma, perhaps more parts, the year.
_IMPRINT = re.compile(r"\s\((?=[^()]*[^\W\d_])[^()]*?,\s*(?:1[5-9]|20)\d\d[a-z]?\)\.?\s*$")
# A sentence read as the venue that may be a title's: capitalised, no comma, colon or
# bracket, digits only as a closing number ("The Arkhangelsk study 2000").
_SENTENCE = re.compile(r"[A-ZÀ-ÞĀ-Ž][^\d,:;()]*?\s[^\d,:;()]*?(?:\s\d{1,4})?")
# Words of a venue or a kind, not of a title's second sentence.
_KIND_WORDS = frozenset(
    (
        "in",
        "thesis",
        "dissertation",
        "rep",
        "report",
        "tech",
        "technical",
        "edn",
        "ed",
        "eds",
        "vol",
        "proceedings",
        "proc",
        "journal",
    )
)


def title_with_stop(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue): ``venue`` joined to ``title`` after a stop, the venue left empty,
    where ``rest`` (the entry after its names) closes with ``title``, a stop, ``venue``
    and a book's imprint in brackets (see the module docstring); else as given."""
    if not title or not venue or _SENTENCE.fullmatch(venue) is None:
        return title, venue
    imprint = _IMPRINT.search(rest)
    if imprint is None or not rest[: imprint.start()].rstrip().endswith(f"{title}. {venue}"):
        return title, venue
    words = {word.strip(".").lower() for word in venue.split()}
    if words & _KIND_WORDS:
        return title, venue
    return f"{title}. {venue}", ""
