"""Whether a line's text is its names and nothing else but what may stand between them
(pure; tidy54).

Two readers asked this with a copy each: a "Joint work with …" line, a letter's
signature block and a source line (``jointwork``, ``letterpage``, ``sourceline``) took
the names out as written and let only their separators stay (:data:`SEPARATORS`:
commas, semicolons, "&" and the "and" of five languages); a byline under a title
(:func:`~tapyre_paper_search.pdf.bylineunder.wholly_names`) compared them case-folded
with single spaces (a byline in capitals, names set loose) and let its own leftovers
stay (marks, digits, "and"/"und").  :func:`only_names` is the one function, the
leftovers and the folding its parameters.  :data:`BRACKETED` is the parenthesised
piece (an institution, a role) the joint-work line, a letter's signatures and a
byline's people (``bylinepeople``) drop before they ask; :data:`BRACKETED_OR_SQUARE`
the same or a piece in square brackets, which contributor rows (``contribrows``) drop
(tidy55; ``refmarkednames``' own ``_BRACKETED_NAMES`` is another thing: names whose
given names stand in brackets, read, not dropped).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

BRACKETED = re.compile(r"\s*\([^()]*\)")
"""A parenthesised piece and the space before it ("Ann Lee (Leeds)", "Claire Martin
(Inserm)"): a place or a post; dropped before names are asked for."""
BRACKETED_OR_SQUARE = re.compile(r"\s*(?:\([^()]*\)|\[[^\[\]]*\])")
""":data:`BRACKETED`, or a piece in square brackets and the space before it ("Ann Lee
[Leeds]")."""
SEPARATORS = re.compile(r"(?:\s|,|;|&|\b(?:and|und|et|y|e)\b)*", re.IGNORECASE)
"""What may stand between names as written: spaces, commas, semicolons, "&" and the
whole words "and", "und", "et", "y", "e"."""


def only_names(
    text: str,
    names: Sequence[str],
    *,
    left_over: re.Pattern[str] = SEPARATORS,
    folded: bool = False,
) -> bool:
    """Whether ``text`` is the ``names`` (each taken out once, in order) and what
    ``left_over`` matches whole.  ``folded``: compare case-folded, with single spaces
    (in ``text`` and in each name); else as written."""
    rest = " ".join(text.split()).casefold() if folded else text
    for name in names:
        rest = rest.replace(" ".join(name.split()).casefold() if folded else name, " ", 1)
    return left_over.fullmatch(rest) is not None


__all__ = ["BRACKETED", "BRACKETED_OR_SQUARE", "SEPARATORS", "only_names"]
