"""Surnames of two or three words in a list written surname first (pure):
:func:`names_read`.

"García Márquez, G. and Smith, J. (2015). Title …", "Smith, J.; Martín Gómez, A.
(2019): …", "van der Berg Smit, J., …": the names' reading
(:func:`~tapyre_paper_search.pdf.refnames.leading_names`) takes a surname of one word
(capitalised particles before it), so "García Márquez" is read as a name written given
first and ", G." goes to the title.  :func:`names_read` joins the capitalised words of
each such surname for the reading (an underscore for the space between two, so the
surname reads as one word, its particles in small letters before it as ever) and
gives the spaces back after it.

Only the leading list is joined, name by name from the entry's start, while each
piece is "Surname, Initials." (the surname's words capitalised, particles in small
letters among or before them, dotted initials after the comma, then a separator, a
bracket, a colon or a year: not "Yong Seung Cho, T. Tatsuno, …", names given first)
set apart by ", ", "; ", "/", "and", "und" or "&": a title or venue after the names is
never touched, nor an entry whose text holds an underscore, nor a list of one-word
surnames (its text is read as before).  From refs41: the list's last name may be
followed by its title with no year between ("García Márquez, G. Cien años de
soledad."); particles inside a surname are joined too ("Rodríguez_de_la_Fuente"); a
place or a publisher in a name's place (:func:`~.refplaces.no_surname`: "New York,
N.Y.", "Cambridge University Press, C.") ends the list: the names before it are
joined, it and the rest left as they are (review144: the whole text left, "García
Márquez, G., Smith, J., New York, N.Y." lost its first author).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.namewords import CONJUNCTIONS
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refplaces import no_surname
from tapyre_paper_search.pdf.refvancouvernames import glued_surname
from tapyre_paper_search.pdf.refvancouvernames import joined as vancouver_joined

_UP = "A-ZÀ-ÞĀ-Ž"
_WORD = rf"[{_UP}][^\W\d_]*+(?:['’-][^\W\d_]++)*+"  # (possessive: no giving back)
_PARTICLE = r"v[ao]n|d(?:e[lnr]?|ella|[aiu]|os)|l[ae]|te[nr]|zu|y"
_PARTICLES = rf"(?:(?:{_PARTICLE})\s+)*+"
_INITIALS = rf"[{_UP}][a-z]?\.(?:\s?-?\s?[{_UP}][a-z]?\.)*+"
# one surname-first name (the surname one to three words, particles among them), its
# initials closed by a separator, a bracket, a colon, a year or the end (or a second
# full stop: "Smith, J.; García Márquez, G.. Title", the list read again without its
# "; et al" in :func:`~tapyre_paper_search.pdf.refentry.parse_reference`; review137)
# A title right after the list's last name (refs41: "García Márquez, G. Cien años de
# soledad."): a capitalised word, a space and a word in small letters, not a
# conjunction nor a particle ("Yong Seung Cho, T. Tatsuno and …", "Qi Li, M. Lopez de
# Haro, …", "… N. V. Chandra Shekar, …" stay names given first; fix41: every "and" the
# bylines' reading cuts names at, :data:`~.namewords.CONJUNCTIONS`: "Gian Luca Rossi,
# M. Bianchi e L. Verdi").
_AND = "|".join(sorted({"and", "und", *CONJUNCTIONS}, key=lambda w: (-len(w), w)))
_TITLE_AFTER = (
    rf"\s+[{_UP}][^\W\d_]*\s+(?!(?:{_AND}|{_PARTICLE})\s)"
    r"[a-zß-ÿ]"
)
_ONE = (
    rf"(?P<surname>{_PARTICLES}{_WORD}(?:\s+{_PARTICLES}{_WORD}){{0,2}}),\s?{_INITIALS}"
    rf"(?=\s*(?:[,;/&(:]|(?:and|und|et)\s|(?:19|20)\d\d)|\.?\s*$|\.\s|{_TITLE_AFTER})"
)
_NAME = re.compile(_ONE)
# (and its "AND" in a list in capitals: "CHEN, X.-L., AND SHABAEV, A."; refs41)
_SEPARATOR = re.compile(r"\s*(?:,\s*(?:(?i:and)\s+|&\s*)?|;\s*|/\s*|\s(?:(?i:and)|und|&)\s+)")
# (the gate: the whole leading list in one match, then two capitalised words before a
# comma within it)
_LIST = re.compile(rf"(?:{_ONE.replace('?P<surname>', '')}{_SEPARATOR.pattern})*{_ONE}")
_DOUBLE = re.compile(rf"{_WORD}\s+{_PARTICLES}{_WORD},")


def joined(text: str) -> str:
    """``text`` with the spaces of each surname of more than one word in its leading
    surname-first list written "_" (see the module docstring); ``text`` itself where
    there is none."""
    listed = _LIST.match(text) if "_" not in text else None
    if listed is None or _DOUBLE.search(text, 0, listed.end()) is None:
        return text
    out: list[str] = []
    position, changed = 0, False
    while (found := _NAME.match(text, position)) is not None:
        surname = found.group("surname")
        if no_surname(surname, found.group()[len(surname) :], first=not out):
            break  # (a place or a publisher: the list ends before it; refs41, review144)
        start = found.start("surname")
        glued = glued_surname(surname)
        changed |= glued != surname
        out.append(text[position:start] + glued + text[found.end("surname") : found.end()])
        position = found.end()
        separator = _SEPARATOR.match(text, position)
        if separator is None:
            break
        out.append(separator.group())
        position = separator.end()
    if not changed:
        return text
    return "".join(out) + text[position:]


def names_read(text: str) -> tuple[tuple[str, ...], str]:
    """:func:`~tapyre_paper_search.pdf.refnames.leading_names` of ``text``, its
    multi-word surnames in a surname-first list read whole (:func:`joined`; in a
    Vancouver list, :func:`~.refvancouvernames.joined`; refs42): the names and the text
    after them, as printed."""
    glued = joined(text)
    glued = vancouver_joined(text) if glued is text else glued  # "García Márquez G, …"
    names, rest = leading_names(glued)
    if glued is text:
        return names, rest
    return tuple(n.replace("_", " ") for n in names), rest.replace("_", " ")
