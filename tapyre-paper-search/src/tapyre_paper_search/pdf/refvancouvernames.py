"""Surnames of two or three words in a Vancouver list (pure): :func:`joined`.

Vancouver and GB/T 7714 lists print each name as its surname, a space and undotted
initials ("García Márquez G, López Pérez J. Title. Journal. 2015;5:1-10.", "El Shawish
S C, Wang Y F, 2016. Title[J]."). The names' reading
(:func:`~tapyre_paper_search.pdf.refnames.leading_names`) takes one word before the
initials as the surname, so "García Márquez G" read "García" as a title's first word
or "Márquez G. García" as a name.  :func:`joined` writes the spaces inside each such
surname of the leading list as "_" (as
:func:`~tapyre_paper_search.pdf.refdoublenames.joined` does for "García Márquez, G."),
so the reading takes it whole;
:func:`~tapyre_paper_search.pdf.refdoublenames.names_read` gives the spaces back.

The list is read from the entry's start while each piece is a surname (one to three
capitalised words with small letters, particles in small letters among or before them)
then one to three capitals with no full stop (spaced or not), closed by ", ", a full
stop and a space or the end, and the initials do not spell the surname's words (a
body and its acronym: "World Health Organization WHO, 2010."; but two words, neither
English, are a double surname, "García Márquez GM": refs43, unless one is a place in its
own language, "Telefónica España TE": refs44) nor is the word before
them a place's code after a body ("Cancer Research UK": review151; the code one of a
few — "Santos Silva JM" is a person) nor is the word before
them a given name ("Frenkel Péter E.", a surname, a given name written out and an
initial, as Russian-school styles print it: the list ends there); nothing is joined
unless a surname of two words or more is among them.  A name with dotted initials, or
written given first ("Yong Seung Cho, T. Tatsuno"), ends the list before it.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.words import english_words, known_word

_UP = "A-ZÀ-ÞĀ-Ž"
_LOW = "a-zß-ÿā-ž"
_WORD = rf"[{_UP}][{_LOW}]+(?:[-'’][{_UP}]?[{_LOW}]+)*"
_PARTICLES = r"(?:(?:v[ao]n|d(?:e[lnr]?|ella|[aiu]|os)|l[ae]|te[nr]|zu|y)\s+)*"
_NAME = re.compile(
    rf"(?P<surname>{_PARTICLES}{_WORD}(?:\s+{_PARTICLES}{_WORD}){{0,2}})"
    rf"\s+[{_UP}]{{1,3}}(?:\s[{_UP}]){{0,2}}(?=,\s|\.\s|\.?$)"
)

# (the gate: a surname of two words somewhere in the list's first characters)
_DOUBLE = re.compile(rf"{_WORD}\s+{_PARTICLES}{_WORD}\s+[{_UP}]{{1,3}}(?:\s[{_UP}]){{0,2}}[,.]")
_LIST_REACH = 400  # characters a list of names reaches, at the most, for the gate


def glued_surname(surname: str) -> str:
    """``surname`` with "_" for each space after its first capitalised word (between
    two capitalised words, and around particles among them: "Rodríguez_de_la_Fuente");
    the particles before it keep their spaces ("van der Berg_Smit").  Shared with
    :mod:`~tapyre_paper_search.pdf.refdoublenames`."""
    words = surname.split()
    out, capital = words[0], words[0][0].isupper()
    for word in words[1:]:
        out += ("_" if capital else " ") + word
        capital = capital or word[0].isupper()
    return out


# A body's word in another language that the shipped word lists lack and
# :func:`~tapyre_paper_search.pdf.refcreators.is_organisation` does not know: a foundation,
# a society, a company, a bank, a ministry, a hospital ("Fundação Oswaldo FO": a body and its
# acronym, review156).
_FOREIGN_BODY_WORDS = frozenset((
    "fundação", "fundación", "fondation", "fondazione", "fundació", "médecins", "société",
    "sociedad", "sociedade", "società", "compagnie", "compañía", "companhia", "empresa",
    "banco", "banque", "banca", "ministerio", "ministério", "ministère", "ministero",
    "hôpital", "ospedale", "hospitais", "agência", "agencia", "agence", "agenzia",
))  # fmt: skip

# Countries and regions written in their own languages, which bodies add to their names
# ("Telefónica España TE", "Fiocruz Bahia FB": a body, a place and its acronym); the
# English word list lacks them, and a person's double surname rarely holds one (refs44).
_OWN_PLACE_WORDS = frozenset((
    "españa", "méxico", "brasil", "perú", "panamá", "catalunya", "cataluña", "euskadi",
    "galicia", "andalucía", "deutschland", "österreich", "schweiz", "suisse", "svizzera",
    "italia", "polska", "česko", "sverige", "norge", "danmark", "suomi", "nederland",
    "belgië", "belgique", "magyarország", "românia", "hellas", "türkiye", "rossiya",
    "bahia", "pernambuco", "amazonas", "paraná", "ceará", "goiás", "minas", "gerais",
    "bayern", "sachsen", "hessen", "lombardia", "toscana", "sicilia", "québec",
))  # fmt: skip


def _foreign(surname: str) -> bool:
    """Whether ``surname`` is two capitalised words, neither an English word (a Spanish
    or Portuguese double surname: "García Márquez"), so initials that happen to spell
    its words ("García Márquez GM") are a person's, not a body's acronym ("World Health
    Organization WHO", "Cancer Research UK": English words; refs43).  Neither word is in
    the German list either, nor a body's word in another language
    (:data:`_FOREIGN_BODY_WORDS`): "Deutsche Telekom DT", "Fundação Oswaldo FO" are bodies
    (review156), nor a place in its own language (:data:`_OWN_PLACE_WORDS`): "Telefónica
    España TE", "Fiocruz Bahia FB" are bodies (refs44)."""
    words = surname.split()
    known = english_words()
    return (
        len(words) == 2
        and all(w[0].isupper() and w.lower() not in known for w in words)
        and not any(known_word(w.lower()) for w in words)  # "Deutsche Telekom": German
        and not any(w.lower() in _FOREIGN_BODY_WORDS for w in words)
        and not any(w.lower() in _OWN_PLACE_WORDS for w in words)  # "Telefónica España"
        and not is_organisation(words)
    )


def _spelt(surname: str, initials: str) -> bool:
    """Whether ``initials`` spell the first letters of ``surname``'s words (an
    institution and its acronym, no person)."""
    letters = initials.replace(" ", "")
    return len(letters) > 1 and letters == "".join(w[0] for w in surname.split() if w[0].isupper())


# Codes a body's name closes with ("Cancer Research UK"); a person's initials are
# rarely these, and the word list holds surnames ("santos", "silva"), so the English-words
# reading asks for one of them (the lead, after the re-read: "Santos Silva JM" is a person).
_PLACE_CODES = frozenset(("UK", "US", "USA", "EU", "UN", "NZ", "UAE"))


def _body(surname: str, initials: str) -> bool:
    """Whether ``surname`` and ``initials`` name a body with its place's code, no person
    ("Medical Research Council UK", "Cancer Research UK": a body word, or English words
    that are no given names before a place's code; review151)."""
    letters = initials.split()
    if is_organisation([*surname.split(), *letters]):
        return True
    words = english_words()
    return (
        len(letters) == 1
        and letters[0] in _PLACE_CODES
        and all(w.lower() in words and not is_given_name(w) for w in surname.split())
    )


def joined(text: str) -> str:
    """``text`` with the spaces inside each surname of its leading Vancouver list
    written "_" (see the module docstring); ``text`` itself where none has a space."""
    ends = [at for at in (text.find(",", 0, 60), text.find(".", 0, 60)) if at > 2]
    end = min(ends, default=0)  # (cheap: the first name's initials right before it)
    if not end or not text[end - 1].isupper() or "_" in text:
        return text
    if not (text[end - 2] == " " or text[end - 2].isupper()):
        return text
    if _DOUBLE.search(text, 0, _LIST_REACH) is None:
        return text
    out: list[str] = []
    position, changed = 0, False
    while (found := _NAME.match(text, position)) is not None:
        surname = found["surname"]
        if _spelt(surname, found.group()[len(surname) :]) and not _foreign(surname):
            break  # ("World Health Organization WHO, 2010.": a body and its acronym)
        if " " in surname and _body(surname, found.group()[len(surname) :]):
            break  # ("Cancer Research UK. Title.": a body; review151)
        if " " in surname and is_given_name(surname.split()[-1], world=False):
            break  # ("Frenkel Péter E.": a surname, a given name and an initial; rusnat)
        glued = glued_surname(surname)
        changed |= glued != surname
        out.append(text[position : found.start("surname")] + glued)
        position = found.end("surname")
        out.append(text[position : found.end()])
        position = found.end()
        if not text.startswith(", ", position):
            break
        out.append(", ")
        position += 2
    return "".join(out) + text[position:] if changed else text
