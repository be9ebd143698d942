"""A body's contact desk, which reads like a name (pure; bylines55).

A report, a press release or a brief names where to ask about it under its title or
at its foot: "Press Office", "Media Relations", "Public Affairs", "Communications
Office", "Media Contact", "Ufficio Stampa", "Oficina de Prensa".  Two or three
capitalised words, none a place's, an affiliation's or a firm's, the byline reader took
such a desk for a person ("Press Office" was the page's author).

:func:`is_contact_desk` tells it apart as :mod:`~tapyre_paper_search.pdf.jobtitles`
tells a post: every word is a subject a desk answers on (:data:`_SUBJECTS`: press,
media, news, communications, public, information, investors, editorial and production:
a PDF's author field holding "Editorial Office", kinds58, …), a desk's own noun
(:data:`_DESKS`: office, desk, relations, affairs, contact, enquiries, …) or a small
joining word between them; the piece holds one of each.  English, German, French,
Spanish, Portuguese, Italian and Dutch words; no word here is a given name, and a
surname that is one ("Frank Press") keeps its given name, which is none of these.
:func:`~tapyre_paper_search.pdf.namewords.as_name` refuses such a piece.

:func:`is_contact_label` says a line labels the people to contact: a contact's label
("Media contact:", "Enquiries:", "Ansprechpartner:", "Contacto:") or a desk alone
("Press Office" over "Ann Lee, +1 555 0100"); the names under it or after its colon
are no authors (:func:`~tapyre_paper_search.pdf.committee.is_label` asks it).
"""

from __future__ import annotations

import re

_SUBJECTS = frozenset(
    """
    press media news communications communication public information investor investors
    customer customers corporate editorial production
    presse medien kommunikation öffentlichkeitsarbeit
    stampa prensa imprensa pers comunicazione comunicación comunicação communicatie
    """.split()  # noqa: SIM905
)
"""The subjects a contact desk answers on (lower case)."""

_DESKS = frozenset(
    """
    office offices desk relations affairs contact contacts enquiries inquiries room
    centre center officer officers service services hotline line unit
    kontakt stelle referat abteilung
    bureau ufficio oficina servicio serviço assessoria gabinete dienst afdeling
    """.split()  # noqa: SIM905
)
"""A contact desk's own nouns (lower case)."""

_JOINS = frozenset(("and", "&", "und", "de", "di", "du", "del", "della", "da", "do", "van"))
"""Small words joining a desk's words ("Media and Communications Office", "Oficina de
Prensa", "Service de presse")."""


_CONTACT_LABEL = re.compile(
    r"^\s*(?:(?:(?:media|press|news|public|main)\s+)?(?:contacts?|enquiries|inquiries)"
    r"|for\s+(?:further|more)\s+information(?:\s+contact)?|(?:presse)?kontakt"
    r"|ansprechpartner(?:in|innen)?|contacts?\s+(?:presse|m[ée]dias?)|contacto(?:s)?"
    r"|contatt[oi]|persvoorlichting|contactpersoon)\s*(?:[:：–—-].*)?$",
    re.IGNORECASE,
)
"""A contact's label, alone or before a colon and the contact's name or number
("Media contact:", "Enquiries: Ann Lee", "Ansprechpartner: …", "Contacto: …")."""

_BEFORE_COLON = re.compile(r"^\s*([^:：]{3,40}?)\s*(?:[:：].*)?$")


def is_contact_label(text: str) -> bool:
    """Whether ``text`` (one line) labels the people to contact, who are no authors: a
    contact's label (:data:`_CONTACT_LABEL`) or a contact desk (:func:`is_contact_desk`)
    alone or before a colon ("Press Office", "Press Office: +44 …")."""
    if _CONTACT_LABEL.match(text):
        return True
    head = _BEFORE_COLON.match(text)
    return head is not None and is_contact_desk(head.group(1))


def is_contact_desk(piece: str) -> bool:
    """Whether ``piece`` (one piece of a line, cut at commas) names a contact desk: two
    to five words, each of :data:`_SUBJECTS`, :data:`_DESKS` or :data:`_JOINS`, one of
    the first two kinds each, no joining word first or last (see the module)."""
    words = [w.casefold().strip(".,:;") for w in piece.split()]
    if not 2 <= len(words) <= 5 or words[0] in _JOINS or words[-1] in _JOINS:
        return False
    if not any(w in _DESKS for w in words) or not any(w in _SUBJECTS for w in words):
        return False
    return all(w in _SUBJECTS or w in _DESKS or w in _JOINS for w in words)


__all__ = ["is_contact_desk", "is_contact_label"]
