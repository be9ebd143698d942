"""An organisation whose name lists its fields with commas, read as a person's name and
a title (pure; used by :mod:`.refentry`; refs72).

"National Academies of Sciences, Engineering, and Medicine. 2012. Title." reads, to the
name reader, as the person "National Academies" and a title opening "of Sciences, …":
the commas of the name's list ("Sciences, Engineering, and Medicine") stop
:func:`~.refcreators.organisation_author`, whose names hold none.  No title opens with a
small "of", "for" or "on" before a capitalised word, so where the one name read is
followed by one, :func:`listed_body` reads the entry's opening again as an organisation
whose name may hold commas between its capitalised words.  A standards body's name
with no comma ("International Organization for Standardization. Title. Standard ISO …")
or with German's "für" ("Deutsches Institut für Normung. Title.") is read the same way
(refs74: the person "International Organization" and the title "for Standardization.
Title"): its words must still make an organisation.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refcreators import MAX_NAME_WORDS, is_organisation, title_follows

# The text after the name read: a small head word, then a capitalised word.
_SMALL_HEAD = re.compile(r"(?:of|for|on|für)\s+[A-ZÀ-Þ]")
_WORD = r"(?:[^\W\d_][\w&'’-]*|&)"
# The name (group 1), its words apart by spaces or a comma and a space, then its year
# after a stop, a comma or in brackets (group 2), or its stop before a capital.
_LISTED = re.compile(
    rf"\s*({_WORD}(?:,?\s+{_WORD}){{1,{MAX_NAME_WORDS - 1}}})"
    r"(?:(?:[,.]\s+|\s+(?=\())(\(?(?:19|20)\d{2}[a-z]?\b\)?[.,:]?)|\.\s+(?=[A-ZÀ-Þ]))"
)


def listed_body(
    authors: tuple[str, ...], rest: str, text: str
) -> tuple[tuple[str, ...], str] | None:
    """(the organisation, the text after it: from its year on, or after its stop) where
    ``authors`` is one name and ``rest`` (the text after it) opens with a small "of",
    "for" or "on" before a capital, and ``text`` (the entry) opens with an organisation
    (:func:`~.refcreators.is_organisation`, its commas aside) with a title after it
    (:func:`~.refcreators.title_follows`); else None."""
    if len(authors) != 1 or not _SMALL_HEAD.match(rest.lstrip()):
        return None
    found = _LISTED.match(text)
    if found is None:
        return None
    if not is_organisation(found[1].replace(",", " ").split()):
        return None
    after = text[found.start(2) :] if found[2] else text[found.end() :]
    if not title_follows(text[found.end() :]):
        return None
    return (found[1],), after
