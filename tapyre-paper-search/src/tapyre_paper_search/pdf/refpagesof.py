"""A venue opened by its pages and "of:" (pure): :func:`without_pages_of`.

Author-date styles of the British Standard's kind (authordate1's) print a proceedings'
pages before its name and its publisher after it: "… 1999. Title. Pages 47-66 of:
Proceedings of the 12th Conference on Earth Sciences. ACM.".  The venue read was the
whole "Pages 47-66 of: Proceedings of … Sciences. ACM"; it is the name alone: the
pages and "of:" go, and so does a last sentence of three words at most after the
name's full stop (its publisher: "ACM", "Springer Verlag"), where the word before that
stop is no abbreviation ("Proc. Int. Conf. X" keeps its words; an acronym of two
capitals or more is none: "Proceedings of ICML. Morgan Kaufmann.", refs40, unless the
sentence after it is the venue's own: "Proceedings of NAACL-HLT. Human Language
Technologies.", :func:`~.refplaces.venue_sentence`, refs41) and the sentence names
no part of the proceedings ("Short Papers", "Part Two", "Companion Volume", "Lecture
Notes", "Workshops": words of a venue's parts and numbers, not of a publisher).
The editors a book's chapter names before the book ("Pages 47-66 of: Doe, J. (ed),
Handbook of Things. Springer.") go too, up to their "(ed)", "(eds)" or "(Hrsg.)" and
its comma (refs40).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refplaces import venue_sentence
from tapyre_paper_search.pdf.refsentences import abbreviation

_PAGES_OF = re.compile(
    r"(?:Pages?|pp?\.)\s+[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?\s+of:\s+(?P<name>[^\W\d_].*)"
)
# (after a word in small letters or an acronym; the words possessive: a backtracking
# engine would cut one long token into words in cubically many ways — the lead's re-read)
_PUBLISHER_AFTER = re.compile(
    r"(?:(?<=[a-z])|(?<=[A-Z]{3})|(?<=\b[A-Z]{2}))\.\s+(?:[^\W\d_][\w&'’-]*+\s*+){1,3}\.?$"
)
# the editors before a book's name: "Doe, J., & Roe, K. (eds), " (no bracket among them)
_EDITORS = re.compile(r"[^()]{1,300}?\((?:[Ee]ds?|[Hh]rsg)\.?\),\s+(?=[^\W\d_])")
# Words of a proceedings' part, a volume or a series, never of a publisher's name (the
# sentence after the name that holds one is the venue's: "Short Papers", "Part Two").
_PART_WORDS = frozenset((
    "part", "parts", "volume", "volumes", "vol", "book", "series", "notes", "papers",
    "paper", "session", "sessions", "track", "abstracts", "posters", "poster",
    "demonstrations", "demos", "tutorials", "workshop", "workshops", "proceedings",
    "companion", "supplement", "erratum", "addendum", "edition", "findings", "one", "two",
    "three", "four", "five", "six", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii",
))  # fmt: skip


def without_pages_of(venue: str) -> str:
    """``venue`` without the pages, "of:" and publisher around a proceedings' name (see
    the module docstring); any other venue as it was."""
    found = _PAGES_OF.match(venue) if " of: " in venue else None  # (cheap test first)
    if found is None:
        return venue
    name = found["name"]
    editors = _EDITORS.match(name) if "(" in name else None
    name = name[editors.end() :] if editors is not None else name
    after = _PUBLISHER_AFTER.search(name)
    if after is not None:  # (the word before the stop: "Oncology", not "Conf")
        word = name[name.rfind(" ", 0, after.start()) + 1 : after.start()]
        parts = any(w.strip(".").lower() in _PART_WORDS for w in after.group().split())
        acronym = len(word) >= 2 and word.isupper()  # ("ICML")
        short = abbreviation(word) and not acronym
        own = acronym and venue_sentence(after.group())  # ("Human Language Technologies")
        name = name if short or parts or own else name[: after.start()]
    return name.rstrip(" .")
