"""A heading after a references list set as its entries are (pure; used by :mod:`.references`).

Most headings after a list (an appendix, supplementary material, acknowledgements,
the authors' biographies, a checklist) are set larger, bold or in capitals, and
:mod:`.references` finds them by that.  Some are set in the list's own type:
same size, roman, mixed case ("Supplementary Material", "Acknowledgements",
"A.1 Extra Experiments", "appendix a: proofs").  :func:`heading_in_type` tells such a
line from an entry's by what it holds and what follows it; it is asked only of a
block's first line, so a list's many lines cost it nothing.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import YEAR
from tapyre_paper_search.pdf.refsplit import LABEL, NUMBER

_MAX_CHARS = 60  # a heading's length at most
_MIN_PROSE_WORDS = 5  # the words of the prose line under the heading, at the least
_ANY_YEAR = re.compile(r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)")  # an old book's year too

# A section's number: "7", "7.", "A", "A.1", "B.2.3" (a letter alone is followed by a
# space, not by a full stop: "A. Smith" opens an entry).
_SECTION = r"(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z](?:\.\d{1,2})+\.?|[A-Z](?=\s))"


def heading_pattern(words: str) -> re.Pattern[str]:
    """The same-size heading's pattern for the heading words ``words`` (an alternation):
    a word heading, numbered or not ("Acknowledgements", "7 Appendix", "appendix a:
    proofs"), or a numbered section's title in capitalised words ("A.1 Extra
    Experiments", "B  Additional Results")."""
    return re.compile(
        rf"^\s*(?:{_SECTION}:?\s+)?(?i:{words})\b"
        rf"|^\s*{_SECTION}:?\s+[A-Z][a-z]+(?:\s+[\w-]+){{0,6}}\s*$"
    )


def heading_in_type(text: str, following: str, pattern: re.Pattern[str]) -> bool:
    """Whether ``text``, a block's first line set in the list's type, is a heading
    that ends the list: short, with no comma, year or full stop past its section
    number, matching ``pattern`` (:func:`heading_pattern`), and followed by prose
    (``following``, the next line: :func:`prose`), not by an entry."""
    text = text.strip()
    if len(text) > _MAX_CHARS or "," in text or not pattern.match(text):
        return False
    rest = text.split(None, 1)[1] if " " in text else ""
    if "." in rest.rstrip(".") or text.endswith(".") or YEAR.search(text):
        return False  # an entry's line ("A. Author and B. Writer. A study of")
    return prose(following)


def prose(text: str) -> bool:
    """Whether ``text`` reads as a line of prose, not an entry's: no entry number or
    label first, :data:`_MIN_PROSE_WORDS` words or more, half of them in lower case
    (an entry's first line is mostly names and initials), and no year (an entry's
    title going on to its venue and year: "of the Treasury for the year, 1890.")."""
    words = text.split()
    if len(words) < _MIN_PROSE_WORDS or NUMBER.match(text) or LABEL.match(text):
        return False
    if _ANY_YEAR.search(text):
        return False
    return sum(word[0].islower() for word in words) * 2 >= len(words)
