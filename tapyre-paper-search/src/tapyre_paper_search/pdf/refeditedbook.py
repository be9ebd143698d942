"""An edited book's editors printed after its title, opening the VENUE (pure):
:func:`editors_after_title` (refs73).

biblatex prints a book of editors only with the title first and the editors after it:
"Title. Ed. by A. Lee and B. Chen. Cham: Springer, 2012."; a book with an author and
editors the same way after the author's title ("J. Doe. Title. Ed. by A. Lee. Cham:
Wiley, 2012.").  The general reading gave the title right and the venue "Ed. by A. Lee
and B. Chen. Cham: Springer", and no names where no author was printed.

Where the venue opens with the mark ("Ed. by", "Eds. by", "Edited by") and names given
first ("A. Lee", "Ann B. Chen", joined by commas, "and" or "&") closed by a stop, the
venue is what follows them (the publisher); an entry with no names read has the editors
as its names (the book's only persons, as the truth of an edited book holds them).
Names surname first ("Lee, A.") or a venue with no stop after the names stay.  A given
name's small letters may be any Latin letter's ("Zoë Müller", "Łukasz Nowak"; refs74:
the ASCII letters alone missed them and the venue kept the editors).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refeditors import UP

_LOW = r"a-zß-öø-ÿĀ-ſ"  # (Latin Extended-A holds both cases, as UP says)
_GIVEN_FIRST = (
    rf"(?:(?:[{UP}]\.\s?(?:-[{UP}]\.\s?)?)+|[{UP}][{_LOW}]+\s+(?:[{UP}]\.\s+)?)[{UP}][\w'’-]+"
)
_JOIN = r"(?:,\s+(?:and\s+)?|\s+and\s+|\s+&\s+)"
_EDITORS = re.compile(
    rf"(?:Eds?\.|Edited)\s+by\s+(?P<names>{_GIVEN_FIRST}(?:{_JOIN}{_GIVEN_FIRST})*)\.\s+"
)
_SPLIT = re.compile(_JOIN)


def editors_after_title(authors: tuple[str, ...], venue: str) -> tuple[tuple[str, ...], str]:
    """(authors, venue) without a book's editors opening ``venue``, the editors as the
    names where ``authors`` is empty (see the module docstring); else as given."""
    found = _EDITORS.match(venue) if venue[:2] == "Ed" else None
    if found is None or not venue[found.end() :].strip():
        return authors, venue
    editors = tuple(n.strip() for n in _SPLIT.split(found["names"]) if n.strip())
    return authors or editors, venue[found.end() :].strip()
