"""Common given names: evidence that a capitalised word opens a person's name (pure).

A byline's words alone do not always tell a person's name from a phrase in title
case ("Green Functions, Young Tableaux"), nor a second person from the rest of a
compound surname ("José Luis Rodríguez y María Pérez" against "Ana Paula Costa e
Silva Santos").  A word on this list is positive evidence of a given name; a word
missing from it is no evidence either way (the list is short and far from every
culture's names), so callers use it only to decide for a person where the words
are otherwise ambiguous, never to reject a name.  Words are compared case- and
accent-folded ("MARÍA", "Maria" and "María" are one entry).  Many cultures' commonest
given names are in :mod:`~tapyre_paper_search.pdf.givenworld` (names39).
"""

from __future__ import annotations

import unicodedata
from functools import cache

from tapyre_paper_search.pdf.givenworld import region_given_names, world_given_names

_NAMES = """
aaron abdul adam adrian adriana agnieszka agustín ahmed aidan akira alan alba albert alberto
alejandra alejandro alessandra alessandro alex alexander alexandra alexandre alfonso alfredo ali
alice alicia alina alvaro amanda amelia amir ana andrea andreas andrei andrés andrew ángel angela
anke ann anna anne antoine antonio ariadna arthur beatriz ben benjamin bernardo bruno camila
camille carla carlos carmen carolina catalina catherine cecilia césar charles chiara christian
christina christine claire clara claudia cristina daniel daniela david diana diego dolores eduardo
elena elisa elizabeth emilio emily emma enrique eric erik ernesto esteban eva fabio federico felipe
fernanda fernando florian francesca francesco francisco françois gabriel gabriela george gerardo
giovanni giulia giuseppe gloria gonzalo guillermo gustavo hannah hans helena henrique hugo ignacio
inés irene isabel isabella ivan jaime james jan jane javier jean jesús joan joana joão jordi jorge
josé josep joseph juan julia julián julio karen karin katarzyna laura lea leonardo lucas lucía luis
luisa luiz lukas manuel marc marcela marco marcos margarita maria mariana marina mario marta martín
mary matteo mercedes michael miguel mónica nicolás nora nuno óscar pablo paola paolo patricia
paula paulo pedro peter pilar rafael raquel raúl ricardo roberto rodrigo rosa sandra sara
sebastián sergio silvia sofía susana teresa thomas tomás valentina verónica vicente víctor
william
anthony barbara brian bryan christopher cynthia deborah dennis diane donald dorothy douglas
evelyn frances gerald gregory harold heather helen jacob jacqueline janet janice jason jeffrey
jennifer jeremy jesse jessica john jonathan joshua joyce judith julie kathleen katherine kathryn
keith kenneth kevin kimberly lauren linda lisa louis margaret marie martha matthew megan melissa
michelle nancy nathan nicholas nicole olivia patrick paul philip rachel raymond rebecca richard
robert roger ryan samantha samuel sarah scott sean sharon sophia stephanie stephen steven susan
timothy walter
amy betty brenda bruce carolyn cheryl danielle debra denise donna doris dylan edward ethan gary
jerry judy justin kayla kyle larry lori marilyn natalie pamela randy ronald ruth theresa tom
zachary
"""


def fold_word(word: str) -> str:
    """``word`` in small letters, its accents dropped ("Dvořák" → "dvorak")."""
    if word.isascii():  # the same result, without the per-letter pass
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@cache
def _given(world: bool) -> frozenset[str]:
    words = [*_NAMES.split(), *(world_given_names() if world else [])]
    return frozenset(fold_word(word) for word in words)


def is_given_name(word: str, *, world: bool = True) -> bool:
    """Whether ``word`` is a common given name (see the module): ``False`` says nothing.
    ``world=False`` asks this module's own list only, without
    :mod:`~tapyre_paper_search.pdf.givenworld`'s: the gazetteer's filter of cities
    (:mod:`.placenames`), which that list's "Thanh", "Quang", "Vittorio", "Martina" would
    empty of "Thanh Hóa", "Quảng Ngãi", "Vittorio Veneto", "Martina Franca" (review131)."""
    return fold_word(word.strip(".,;:")) in _given(world)


_MIN_OPENING = 3  # letters of a given name's opening that :func:`opens_given_name` reads


@cache
def _openings() -> frozenset[str]:
    return frozenset(name[:n] for name in _given(True) for n in range(_MIN_OPENING, len(name) + 1))


def opens_given_name(stem: str) -> bool:
    """Whether ``stem`` (three letters or more, a stop stripped) is a common given name
    or its opening letters ("Alex", "Joh", "Gust", "Eliz": a given name cut short;
    fix63a).  ``False`` says nothing."""
    folded = fold_word(stem.rstrip("."))
    return len(folded) >= _MIN_OPENING and folded in _openings()


# Given names written with an inner hyphen before a small letter ("Xiao-ming", "Mei-ling",
# "Ji-hoon"): romanised East Asian names, each part a syllable; a line-end hyphen there is
# the name's own.
_HYPHEN_REGION = "East / South-East Asian"


@cache
def _closed() -> frozenset[str]:
    hyphened = {fold_word(w).replace("-", "") for w in region_given_names(_HYPHEN_REGION)}
    return _given(True) - hyphened


def hyphenated_given_name(head: str, tail: str) -> bool:
    """Whether ``head`` / ``tail``, a given name's first piece broken at a line-end hyphen
    and the small letters under it, are a common given name written closed, cut by the
    typesetter's hyphenation ("Vic-" / "tor" → "Victor", "Katha-" / "rina"): the joined
    word is on the lists, outside the East Asian names that write their own inner
    hyphen ("Mei-" / "ling" stays "Mei-ling"; latex63).  ``False`` says nothing."""
    return tail[:1].islower() and fold_word((head + tail).rstrip(".,;:")) in _closed()
