"""Words that end a company's or a firm's name (pure; tidy43).

A report "Prepared by Deloitte Consulting" or "Written by Acme Holdings Ltd" names a
firm after its lead, no person; the firm's name holds none of
:mod:`~tapyre_paper_search.pdf.refcreators`' words for a body of people ("Council",
"Institute"), so the lead's names were read as an author.  :data:`COMPANY_WORDS` are the
words that make a name a firm's: a legal form ("Inc.", "Ltd", "LLC", "GmbH", "AG",
"S.A.", "SARL", "S.p.A.", "B.V.") or a trade's noun ("Consulting", "Partners",
"Associates", "Holdings"; "Services", bylines56; a maker's trade, "Robotics", "Software",
"Therapeutics", bylines61; "Energy", "Environment", bylines63) in English, German,
French, Spanish, Italian and Dutch.
:func:`has_company_word` says whether a name's words after its first hold one; a
person's name does not ("Ann Lee", "Marek Dvořák").
"""

from __future__ import annotations

from collections.abc import Sequence

COMPANY_WORDS: frozenset[str] = frozenset((
    # legal forms (matched without their full stops, in any case)
    "inc", "incorporated", "ltd", "limited", "llc", "llp", "plc", "corp", "co", "gmbh",
    "ag", "ohg", "sa", "sas", "sarl", "sau", "srl", "spa", "bv", "nv", "pty",
    # trades and firms
    "consulting", "consultants", "consultancy", "corporation", "partners", "partnership",
    "associates", "holdings", "holding", "group", "enterprises", "industries",
    "solutions", "services", "technologies", "analytics", "advisory", "advisors", "advisers",
    "robotics", "software", "therapeutics", "pharmaceuticals", "biosciences", "biotech",
    # bylines63: the nouns of a consultancy's trades ("Ricardo Energy & Environment")
    "energy", "environment", "environmental",
    "beratung", "unternehmensberatung", "conseil", "conseils", "consultores",
    "consultoría", "consulenza", "asociados", "associés", "associati", "gruppe",
    "groupe", "grupo", "gruppo",
))  # fmt: skip
"""A firm's words, lower case, full stops dropped ("S.A." is "sa")."""


def has_company_word(words: Sequence[str]) -> bool:
    """Whether ``words`` (a name's words, two at least) hold a word of
    :data:`COMPANY_WORDS` after the first, capitalised or in capitals ("Deloitte
    Consulting", "Acme Ltd.", "Siemens AG", "Ernst & Young Partners"); a word in small
    letters ("and co") or a first word alone is none, and a form of two letters
    counts only in capitals or with a full stop ("AG", "S.A.", "Co.", not a given
    name's "Sa" or "Co")."""
    return len(words) >= 2 and any(_is_company_word(w) for w in words[1:])


def _is_company_word(word: str) -> bool:
    bare = word.replace(".", "").strip(",;")
    if not bare[:1].isupper() or bare.lower() not in COMPANY_WORDS:
        return False
    return len(bare) > 2 or bare.isupper() or "." in word


__all__ = ["COMPANY_WORDS", "has_company_word"]
