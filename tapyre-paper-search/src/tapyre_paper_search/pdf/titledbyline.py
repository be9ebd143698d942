"""A byline of titled names only, vouched whatever the line classifier says (pure; bylines65).

"prof. dr hab. n. med. Anna Kowalska, dr inż. Marek Lewandowski": Polish bylines set a
run of academic titles in lower case before each name, and the line classifier, which
reads lower-case words as running text's, scores such a line under the byline's floor
(six title words of ten), so the page named nobody though the line's names are read.
:func:`titled_byline` vouches for a line every name of which opens with a run of academic
titles (:func:`~tapyre_paper_search.pdf.academictitles.titles`) before two words or more,
with nothing else on the line but the separators between the names (commas, semicolons,
"&" or a word for "and"): a title before each name is the byline's own cue, which running
text ("dr hab. Kowalska presented the results, …") does not give.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.academictitles import titles
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS

_LEFT = 2
"""The fewest words a name holds after its titles."""
_BETWEEN = re.compile(
    r"[\s,;&]*(?:(?:and|" + "|".join(sorted(CONJUNCTIONS)) + r")[\s,;&]+)?", re.IGNORECASE
)
"""What may stand between two names of the line, or before the first and after the last."""


def titled_byline(text: str) -> bool:
    """Whether ``text`` is names only (read strictly, :func:`.authors.names_in_line`),
    each opening with academic titles before :data:`_LEFT` words or more, in the line's
    order with only separators (:data:`_BETWEEN`) around them."""
    if not text[:1].isalpha() or titles(text) == 0:  # (most lines open with no title)
        return False
    names = names_in_line(text)
    if not names:
        return False
    at = 0
    for name in names:
        n = titles(name)
        if n == 0 or len(name.split()) - n < _LEFT:
            return False
        start = text.find(name, at)
        if start < 0 or _BETWEEN.fullmatch(text, at, start) is None:
            return False
        at = start + len(name)
    return _BETWEEN.fullmatch(text, at) is not None


__all__ = ["titled_byline"]
