"""A byline's piece read as one person's name, or as a firm's (pure; moved out of
``authors``, bylines63).

:func:`person_name` is how :func:`~tapyre_paper_search.pdf.authors.names_in_line` reads
each piece of a line it has cut: a name (:func:`.namecuts.titled_name`), or ``""`` where
the piece names a firm by its words (:func:`firm_piece`: a legal form closing it, a
firm's word after its first, a form of two capitals beside names written given name
first).  A form of two capitals is a person's initials where the line is written
reference-style ("Jin SA, Li HB") and is kept as written there.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.bareinitials import initials_as_written
from tapyre_paper_search.pdf.degreetails import is_degree
from tapyre_paper_search.pdf.firmforms import (
    closes_on_legal_form,
    firm_worded,
    is_short_form,
    reference_styled,
    short_form_firm,
    surnames_in_capitals,
)
from tapyre_paper_search.pdf.namecuts import titled_name


def person_name(piece: str, parts: Sequence[str]) -> str:
    """``piece`` (one of its line's ``parts``) as a name (:func:`.namecuts.titled_name`),
    ``""`` where it closes on a firm's legal form or holds a firm's word after its first
    (:func:`.firmforms.firm_worded`; a surname of two capitals no form where ``parts``
    set surnames in capitals, "Jin-Ho SA, Ann LEE", fix57c, or are reference-style, "Jin SA,
    Li HB"; a firm's where they are given-name-first, "Norconsult AS and Ann Lee", bylines63;
    :func:`.firmforms.short_form_firm`): "Mott MacDonald Limited",
    "Acme Robotics" are firms, though their words read as a person's (bylines61).  A
    piece of degrees only ("MB BCh BAO", :func:`.degreetails.is_degree`) is none (bylines64)."""
    # a form of two capitals: initials on a reference-style byline ("Jin SA, Li HB"), a
    # firm's beside names in given-name-first order ("Norconsult AS and Ann Lee"; bylines63)
    if closes_on_legal_form(piece) or firm_piece(piece, parts) or is_degree(piece):
        return ""
    name = titled_name(piece)
    last = piece.rsplit(maxsplit=1)[-1]
    styled = reference_styled(piece, parts) and not surnames_in_capitals(parts)
    if name and styled and is_short_form(last):
        return f"{name.rsplit(' ', 1)[0]} {last}"  # "Jin SA": initials, as written
    # "S Okafor … and FO Nwosu": "FO" initials, not a family name in capitals (bylines69)
    return initials_as_written(piece, name, parts) if name else name


def firm_piece(piece: str, parts: Sequence[str]) -> bool:
    """Whether ``piece`` (one of ``parts``) is a firm's by its words: a firm's word after
    its first or a two-capitals form beside given-first names (bylines63)."""
    capitals = surnames_in_capitals(parts) or reference_styled(piece, parts)
    return firm_worded(piece.split(), capitals=capitals) or short_form_firm(piece, parts)


__all__ = ["firm_piece", "person_name"]
