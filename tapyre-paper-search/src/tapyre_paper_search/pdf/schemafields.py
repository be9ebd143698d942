"""A record's rows labelled with a metadata schema's dotted field names (pure).

A repository's full item record prints its metadata as a table whose labels are the
schema's own field names, an element and its qualifiers after the schema's prefix, set
in small letters with dots: "dc.contributor.author" | "Lee, Ann" (one row a person),
"dc.description.abstract" | the abstract, "dc.title" | the title, under a "DC Field |
Value | Language" heading row.  No label of :mod:`.labelform` matched ("Title",
"Author(s)" in words), so the heading row's "DC Field" was read as a name and the
author rows were not read (front53's held-out repositoryrecord: author F1 0.125).

:func:`role` tells what such a label holds: ``"title"`` ("dc.title",
"dcterms.title"; not a qualified "dc.title.alternative"), ``"author"``
("dc.creator", "dc.contributor.author", "dcterms.creator"; not an unqualified
"dc.contributor": an advisor or an editor may be one) or ``"abstract"``
("dc.description.abstract", "dcterms.abstract"); :func:`is_field_name` whether a text
is such a name at all (a prefix of letters in one case, then one to three elements,
each letters only, parted by dots, nothing else; since front55 neither a journal's
abbreviation run together, "Proc.Natl.Acad", nor a web host's name,
"www.example.com").  :func:`value_lines` reads a row's value whose
cell sets its paragraph lower than its label (a paragraph's top margin): the lines
right of the label from its row down to the next label, in the nearest column that
starts within a line of the label's foot.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_FIELD = re.compile(r"(?:[a-z]{2,10}|[A-Z]{2,10})(?:\.[a-zA-Z]{3,20}){1,3}")
"""A dotted field name: "dc.title", "dc.contributor.author", "dcterms.dateAccepted",
"DC.Creator": a prefix in one case (a journal's abbreviation run together,
"Proc.Natl.Acad", "Phys.Rev.Lett", is none)."""
_HOST = re.compile(r"www\d?\..*|.*\.(?:com|org|net|edu|gov|int|info|io|biz)")
"""A web host's name is no field name: "www.example.com", "example.org"."""
_ROLES = {
    ("title",): "title",
    ("creator",): "author",
    ("contributor", "author"): "author",
    ("description", "abstract"): "abstract",
    ("abstract",): "abstract",
}
_SLACK = 2.0
"""Value lines start within this many points of one another's left edge."""
_GAP = 6.0
"""A value starts at least this far right of its label's end."""


def is_field_name(text: str) -> bool:
    """Whether ``text`` is a schema's dotted field name alone ("dc.date.issued"): a
    prefix of letters in one case ("dc", "DC"; not "Proc" of "Proc.Natl.Acad") and one
    to three elements of letters, parted by dots; no web host's name ("www.example.com",
    "example.org")."""
    bare = text.strip()
    return len(bare) <= 40 and _FIELD.fullmatch(bare) is not None and not _HOST.fullmatch(bare)


def role(text: str) -> str | None:
    """``"title"``, ``"author"`` or ``"abstract"`` where the dotted field name ``text``
    holds the record's title, one of its authors or its abstract; else ``None``."""
    if not is_field_name(text):
        return None
    elements = tuple(text.strip().lower().split(".")[1:])
    return _ROLES.get(elements)


def value_lines(lines: Sequence[Line], label: int, below: float) -> list[int]:
    """The lines of the value right of ``lines[label]``: from the label's row down to
    ``below`` (the next label's top), in the nearest column right of the label that has a
    line no lower than one of the label's line heights under its foot; ``[]`` where
    none."""
    head = lines[label]
    right = [
        j
        for j, line in enumerate(lines)
        if line.page == head.page
        and line.x0 >= head.x1 + _GAP
        and head.y0 - head.size * 0.5 <= line.y0 < below - head.size * 0.5
    ]
    near = [j for j in right if lines[j].y0 <= head.y1 + head.size]
    if not near:
        return []
    x0 = min(lines[j].x0 for j in near)  # the nearest column (not the "Language" cell's)
    return [j for j in right if abs(lines[j].x0 - x0) <= _SLACK]


def abstract_span(lines: Sequence[Line], label: int, below: float) -> tuple[int, int | None] | None:
    """Where the abstract of a dotted abstract row (``lines[label]``, the next label's
    top at ``below``) is read: the index of its value's first line and the index after
    its last, where the value's lines follow one another in reading order, after the
    label and the row's other cells level with it ("en" in a "Language" column); else
    ``None``.  The end is ``None`` where no label follows on the page (``below`` is
    infinite): the value may go on over the page's foot."""
    if role(lines[label].text) != "abstract":
        return None
    value = value_lines(lines, label, below)
    if not value or value != list(range(value[0], value[0] + len(value))):
        return None
    head = lines[label]
    between = lines[label + 1 : value[0]]
    if any(abs(line.y0 - head.y0) > head.size * 0.5 for line in between):
        return None
    return value[0], (value[-1] + 1 if below != float("inf") else None)


__all__ = ["abstract_span", "is_field_name", "role", "value_lines"]
