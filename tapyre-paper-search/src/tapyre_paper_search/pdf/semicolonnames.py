"""Names written surname first and parted by semicolons, opening a citation (pure;
front55).

A data repository's citation of a dataset (and a dataset page's "Data Citation" box)
gives its creators surname first with their given names written out, one parted from
the next by a semicolon, then the year: "Lee, Ann; Chen, Bo S.; Goswami, S. Michael,
2021, "Title", https://doi.org/…, Data Repository, V2".  A references entry's reading
(:func:`~tapyre_paper_search.pdf.refnames.leading_names`) takes "Goswami, S." for a
whole name and leaves "Michael" to open the title, and the citation was refused.

:func:`semicolon_names` reads such a head: the text up to the first comma followed by
a year (", 2021" or " (2021)") is cut at its semicolons (at least one: a lone "Lee A,
Chen B (2021)" is two people in another form), each piece "Surname, Given names" with
one comma, read as "Given names Surname"; every piece must be a person's
name (:func:`~tapyre_paper_search.pdf.namewords.as_name`), else nothing is read (a list
of initials parted by commas, "Lee, A., Chen, B. (2021)", is left to the entry's
reading).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.namewords import as_name

_HEAD = re.compile(r"(?P<names>[^\"“”()]+?)(?:,\s*|\s+\()(?P<rest>(?:19|20)\d\d\b.*)", re.DOTALL)
"""The names before the first year that follows a comma or opens a bracket."""
_MAX_CHARS = 600


def semicolon_names(text: str) -> tuple[tuple[str, ...], str]:
    """The people (given names first) heading the citation ``text`` in the
    semicolon form (see the module) and the text from the year on, or ``((), text)``."""
    head = _HEAD.match(text[:_MAX_CHARS])
    if head is None:
        return (), text
    pieces = head.group("names").split(";")
    if len(pieces) < 2:
        return (), text  # one person: "Lee A, Chen B (2021)" is no "Surname, Given"
    names: list[str] = []
    for piece in pieces:
        parts = piece.split(",")
        if len(parts) != 2:
            return (), text
        surname, given = (" ".join(p.split()) for p in parts)
        name = as_name(f"{given} {surname}") if surname and given else ""
        if not name:
            return (), text
        names.append(name)
    return tuple(names), head.group("rest")


__all__ = ["semicolon_names"]
