"""A book's edition, or a chapter's book and editors, left at the end of a title
(pure): :func:`without_book_tail` (refs58).

**An edition.** DIN styles print a book's edition after its title as a sentence of its
own, a number and its stop before the word: "Title. 2. Aufl. Berlin : Springer, 2013"
(German "Auflage", "überarb." perhaps before it).  The stop before "2." ends no
sentence (a digit, not a capital, follows it), so the entry's reading gave the title
"Title. 2. Aufl".  Other languages' editions read the same way where they run into the
title: "2nd ed.", "3rd edn", "2e éd." (French), "2. Ausg." (German), "2. uppl."
(Swedish), "2. udg." (Danish), "2. druk" (Dutch).  The edition goes off the title's end
to the venue's front, as the entries whose edition opens the venue already read ("2nd
ed. Springer, Berlin").

**A book named after "in", its editors after it.** Styles that print no stop between
a chapter's title and its book ("Attention in Handbook of Memory, ed. by Bob Roe.
Springer, 2013.", the cv style's "Title in Book, ed. by X") leave the book and its
editors in the title: the entry's reading cuts at the first stop, after the editors.
Where the title closes with ", ed. by", ", eds.", ", edited by" or ", hrsg. von" and
names, the last " in " before a capital opens the book: the title ends before it, the
book is the venue (the publisher the reading took as the venue goes).  A title with no
such editors keeps its "in" ("Attention in Children with Autism").
"""

from __future__ import annotations

import re

# A stop or comma, an edition's number (with its stop or ordinal), up to two words with
# their stops ("überarb.", "erw."), the edition's word, closing the title.
_EDITION_CLOSING = re.compile(
    r"[.,]\s+(?P<edition>\d{1,2}(?:\.|st|nd|rd|th|e)?,?(?:\s+[^\W\d_]+\.,?){0,2}\s*"
    r"(?:Aufl(?:age)?|Ausg(?:abe)?|ed|edn|edition|éd|uppl|udg|druk)\.?)$"
)


def without_edition(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with an edition closing ``title`` moved to the venue's front."""
    found = _EDITION_CLOSING.search(title) if title[-1:].isalpha() else None
    if found is None or found.start() < 3:
        return title, venue
    edition = found["edition"].rstrip(".") + "."
    return title[: found.start()], f"{edition} {venue}".strip()


# The last " in " before a capitalised book's name, the name (no stop inside), then the
# editors' words and names closing the title.
_IN_BOOK = re.compile(
    r"\s+in\s+(?P<book>[A-ZÀ-Þ][^.]*?),\s+(?:ed\.|eds\.|edited|hrsg\.|Hrsg\.)\s*"
    r"(?:by|von|v\.)?\s+[A-ZÀ-Þ][^,]*$"
)


def book_in_title(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a book named after "in" and its editors moved off the title."""
    found = _IN_BOOK.search(title) if " in " in title else None
    while found is not None and " in " in title[found.start() + 4 : found.end()]:
        found = _IN_BOOK.search(title, found.start() + 4)  # the last " in " wins
    if found is None or found.start() < 3:
        return title, venue
    return title[: found.start()], found["book"]


def without_book_tail(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with an edition, or a book named after "in" and its editors,
    moved off the title's end (see the module docstring); else as given."""
    return book_in_title(*without_edition(title, venue))
