"""A picture credit beside a byline's names (pure; front63).

A magazine's or newsletter's credit line puts the writers and the people who made its
pictures on one line, parted by a bar or a comma: "Story by Ann Lee | Illustration by
Dana Price", "Words by Ann Lee, photography by Bo Chen".  The picture credit's piece
names no author (its maker's name is glued to the lead, so it reads as no person), but
it counted against the names: a line of one writer and one credit held as many pieces
that were no names as names, and was refused (:func:`~tapyre_paper_search.pdf.authors.
names_in_line` keeps a line whose names are over half its pieces).  :func:`without_credits`
drops such pieces before the count, so "Story by Ann Lee | Illustration by Dana Price"
reads Ann Lee, as "Story by Ann Lee and Bo Chen | Illustration by …" read both.  A line
opening on a credit is the pictures' makers' and keeps its pieces (fix59a).
"""

from __future__ import annotations

import re

# A piece opening with a picture's credit: its noun or participle and "by".
_CREDIT = re.compile(
    r"^\s*(?:illustrations?|photos?|photographs?|photography|artwork|graphics|images?"
    r"|illustrated|photographed|drawings?)\s+by\s+\S",
    re.IGNORECASE,
)


def is_picture_credit(piece: str) -> bool:
    """Whether ``piece`` (one piece of a byline) credits a picture's maker
    ("Illustration by Dana Price", "photography by Bo Chen", "Photos by …")."""
    return _CREDIT.match(piece) is not None


def without_credits(parts: list[str]) -> list[str]:
    """``parts`` without the picture credits among them (:func:`is_picture_credit`),
    where a writer's piece opens the line; a line opening on a credit ("Photographs by
    Ann Lee and Bo Chen") is the credit's, its names the pictures' makers: ``parts`` as
    they are (fix59a: "Bo Chen" had been read as its author)."""
    if not parts or is_picture_credit(parts[0]):
        return parts
    return [part for part in parts if not is_picture_credit(part)]


__all__ = ["is_picture_credit", "without_credits"]
