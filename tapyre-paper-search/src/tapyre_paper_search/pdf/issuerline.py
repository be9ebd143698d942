"""A report cover's issuer in capitals over its title set far larger (pure).

Kind: a report's or an agency's cover heads the page with its issuer in capitals,
bold and a little larger than the text ("PUBLIC HEALTH EVIDENCE DIRECTORATE", "OFFICE
OF RESEARCH AND DEVELOPMENT"), and sets the title well below it in type twice that
size ("Reducing SAT to 2-SAT"); the line classifier rated the issuer more title-like
than the short title, and the cover's title was read as the issuer's name.

:func:`issuer_over_title` gives the title group back where the group chosen is one
line whose letters are all capitals, and the group set in the page's largest type
(``by_size``) is set at least :data:`ISSUER_STEP` times larger, stands below it and is
not in capitals itself (a title in mixed case, two words or more).  What stays: a
title in capitals chosen over a larger banner above it (a journal's name), a chosen
group of two lines or in mixed case, a larger group in capitals (the issuer's logo
word) or of one word, a larger group less than :data:`ISSUER_STEP` times the size.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

ISSUER_STEP = 1.6
"""The title is set at least this many times the issuer's size."""


def issuer_over_title(lines: Sequence[Line], chosen: list[int], by_size: list[int]) -> list[int]:
    """``by_size`` where ``chosen`` is a cover's issuer over it (see the module), else
    ``chosen``."""
    if len(chosen) != 1 or chosen == by_size:
        return chosen
    issuer, title = lines[chosen[0]], lines[by_size[0]]
    if title.size < issuer.size * ISSUER_STEP or title.y0 <= issuer.y1:
        return chosen
    if not _capitals(issuer.text) or _capitals(" ".join(lines[i].text for i in by_size)):
        return chosen
    words = sum(len(lines[i].text.split()) for i in by_size)
    return by_size if words >= 2 else chosen


def _capitals(text: str) -> bool:
    """Whether ``text``'s letters (four at least) are all capitals."""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 4 and all(c.isupper() for c in letters)
