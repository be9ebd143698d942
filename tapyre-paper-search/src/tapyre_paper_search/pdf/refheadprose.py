"""A heading alone on its line after a references list, its prose holding a year
(pure; used by :func:`~.reflistend.heading_as_entries`).

"Acknowledgements" / "This work was supported by the national fund in 2019 and by
…": a heading set in the list's own type ends the list where prose follows it, and a
line holding a year is no prose (:func:`~.refends.prose`: an entry's title line going
on to its venue and year), nor may the lines under the prose hold one (an entry's
venue); so acknowledgements that name a year were read as the last entry's.
:func:`heading_prose` accepts them where the heading's line holds the heading alone
(a heading word, numbered or not, and two words at most: "Acknowledgements", "7
Acknowledgements", "Supplementary Material"; not "Appendix to the annual report of
the", an entry's title) and its prose reads as prose once its years are set aside, no line of it
ending in a year as an entry's venue does ("…, 1890.").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.refends import prose_but_years
from tapyre_paper_search.pdf.refsplit import LABEL, NUMBER

# What may follow the heading word on its line: two words of letters at most
# ("Supplementary Material"; not "Supplementary material for deep nets").
_REST = re.compile(r"(?:\s+[^\W\d_]+){0,2}\s*$")
# A line ending in a year, as an entry's last line does ("… Conf., 2019.", "(1890).").
_YEAR_LAST = re.compile(r"(?<!\d)(?:1[5-9]|20)\d\d[a-z]?\)?[.,;]?\s*$")


def heading_prose(
    heading: str,
    following: BlockLine | None,
    under: Sequence[BlockLine],
    pattern: re.Pattern[str],
) -> bool:
    """Whether ``heading``, a heading's line in the list's type (``pattern``: the
    same-size heading's), holds the heading alone, and ``following`` (the next line)
    and ``under`` (the lines under it, up to an entry's number or label) read as prose
    with years in it (see the module docstring)."""
    found = pattern.match(heading)
    if found is None or following is None or not _REST.match(heading, found.end()):
        return False
    if _YEAR_LAST.search(following.text) or not prose_but_years(following.text):
        return False
    for line in under:
        if NUMBER.match(line.text) or LABEL.match(line.text):
            break
        if _YEAR_LAST.search(line.text):
            return False
    return True
