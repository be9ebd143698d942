"""A byline whose verb is a craft's: the people who shaped the document (pure; bylines47).

bylines45 made "designed" and "illustrated" other people's roles
(:data:`~tapyre_paper_search.pdf.bylineverbs.OTHER_ROLES`): "Cover designed by …" or
"Illustrated by …" under an author line credits no author.  Yet a report whose front page
carries no other byline than "Designed by Ann Lee and Bo Chen" was made by those people,
and the line was read without its lead ("Designed by Ann Lee" glued into no name, so Bo
Chen alone).  The layout decides (:mod:`~tapyre_paper_search.pdf.craftbyline`): a craft's
byline names nobody by itself (:func:`craft_names` tells the line, and
:func:`~tapyre_paper_search.pdf.authors.names_in_line` reads it as another role's), and
it names the authors where it is the front page's only author line.

A craft is one that makes the document itself, its design, drawings or layout
(:data:`CRAFT_ROLES`); supervisors, reviewers, funders, translators and editors stay
other people whatever the layout ("Supervised by Ann Lee" alone names nobody).
"""

from __future__ import annotations

from collections.abc import Callable

from tapyre_paper_search.pdf.bylinepeople import reads_as_names
from tapyre_paper_search.pdf.bylinetails import joined_and_placed
from tapyre_paper_search.pdf.bylineverbs import OTHER_ROLES, PARTICIPLE_LEAD
from tapyre_paper_search.pdf.givennames import is_given_name

CRAFT_ROLES = (
    "design",  # en designed
    "illustr",  # en illustrated, fr illustré(e), de illustriert, it illustrato
    "gestalte",  # de gestaltet
)
"""Stems of the participles of a craft that makes the document itself."""


def craft_names(line: str) -> str | None:
    """The names after a craft's participle lead opening ``line`` ("Designed by Ann Lee
    and Bo Chen" -> "Ann Lee and Bo Chen"; "Gestaltet von …"): every participle of the
    lead a craft's (:data:`CRAFT_ROLES`), the line opening with a capital, what follows
    reading as names (:func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_names`);
    ``None`` otherwise ("Cover designed by …" opens with no participle, "Designed by the
    Studio Nord team" names a body)."""
    return _lead_names(line, lambda verb: verb.casefold().startswith(CRAFT_ROLES))


def others_names(line: str) -> str | None:
    """The names after another role's participle lead opening ``line``, in any language
    of :data:`~tapyre_paper_search.pdf.bylineverbs.PARTICIPLES` ("Traduit par Hélène
    Marchand et Olivier Caron", "Finanziato da Marco Rossi e Anna Bianchi", "Gefördert
    von Hans Müller", "Designed by …"): every participle of the lead another role's
    (:data:`~tapyre_paper_search.pdf.bylineverbs.OTHER_ROLES`) and no given name, the
    line opening with a capital, what follows reading as names.  Such a line names no
    author by itself (:func:`~tapyre_paper_search.pdf.authors.names_in_line`; the
    English and German table of :func:`~tapyre_paper_search.pdf.authors.names_others`
    said so for "Translated by", "Herausgegeben von"); the base read it without its
    lead, the first name glued to the verb ("Olivier Caron" alone, or "Finanziato da
    Marco Rossi" as a person)."""
    return _lead_names(line, _other_role)


def _other_role(verb: str) -> bool:
    """Whether ``verb`` is another role's participle and no given name ("Renato da Costa
    Lima": a given name)."""
    return not is_given_name(verb) and verb.casefold().startswith(OTHER_ROLES)


def _lead_names(line: str, role: Callable[[str], bool]) -> str | None:
    """The names after a participle lead opening ``line`` (no document's noun before it,
    the line opening with a capital) whose every participle ``role`` accepts, where
    they read as names; ``None`` otherwise (review46: one reading for
    :func:`craft_names` and :func:`others_names`)."""
    if not line.lstrip()[:1].isupper():
        return None
    led = PARTICIPLE_LEAD.match(line)
    if led is None or led.group("verb") is None or led.group("opening"):
        return None
    if not all(map(role, led.group("verb").split()[:-1:2])):  # "Designed and illustrated"
        return None
    rest = joined_and_placed(line[led.end() :])
    return rest if reads_as_names(rest) else None


__all__ = ["CRAFT_ROLES", "craft_names", "others_names"]
