"""A firm or a public body told by a byline's or a copyright holder's last word (pure;
bylines58).

Two kinds of name read as a person's on a byline ("Prepared by Norconsult AS") or a
copyright line ("© 2019 Sveriges Riksbank"), their words capitalised, none an
institution's word of :mod:`~tapyre_paper_search.pdf.refcreators`:

* a Nordic, Baltic or Central European firm's legal form closing the name
  (:data:`_LEGAL_FORMS`: "AS", "ASA", "AB", "Oy", "Oyj", "ApS", "Kft.", "s.r.o."), as
  written (two letters in capitals);
* a compound closing on a body's head noun, as Germanic languages write one word for a
  central bank, an agency or a foundation (:data:`_HEADS`: "Riksbank", "Bundesbank",
  "Naturvårdsverket", "Sundhedsstyrelsen", "Carlsbergfondet", "Stiftelsen"), where no
  word before it is a known given name ("Ann Fairbank" is a person).

These forms are two letters, or read as initials, in a reference's names ("Larsen AS,
Berg B"), so they are a byline's cue only, not
:data:`~tapyre_paper_search.pdf.companywords.COMPANY_WORDS`.

:func:`closes_on_legal_form` (names59) tells a byline's piece that names a firm with no
lead before it ("Aurecon New Zealand Limited", "Fichtner Water Transportation GmbH"),
which :mod:`~tapyre_paper_search.pdf.namecuts` would cut into two names run together:
its last word a legal form that no initials spell (:data:`_CLOSING_FORMS`, three letters
or more, or two letters with their stops as written: "S.A.", "B.V.", "A/S").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.companywords import has_company_word
from tapyre_paper_search.pdf.givennames import is_given_name

_LEGAL_FORMS = frozenset((
    "AS", "ASA", "AB", "Oy", "Oyj", "OY", "OYJ", "ApS", "APS", "Kft", "KFT", "Zrt", "ZRT",
    "Nyrt", "sro", "SRO", "hf", "ehf", "Ltda", "Lda",
))  # fmt: skip
"""A firm's legal forms as written, full stops dropped ("s.r.o." is "sro")."""

_HEADS = re.compile(
    r"\w{3,}(?:bank|banken|verket|styrelsen|myndigheten|direktoratet|rådet|fonden|fondet"
    r"|stiftelsen|stiftelse|forbundet|förbundet|institutet|instituttet)"
    r"|stiftelsen|fonden|fondet",
    re.IGNORECASE,
)
"""A compound closing on a body's head noun: a bank, an agency ("-verket",
"-styrelsen", "-myndigheten", "-direktoratet"), a council, a fund or foundation, a
federation, an institute (Swedish, Norwegian, Danish, German)."""


_CLOSING_FORMS = frozenset((
    "inc", "incorporated", "ltd", "limited", "llc", "llp", "plc", "corp", "gmbh", "ohg",
    "sas", "sarl", "sau", "srl", "spa", "pty", "asa", "oyj", "aps", "kft", "zrt", "nyrt",
    "sro", "ltda", "lda", "ehf",
))  # fmt: skip
"""A firm's legal forms of three letters or more, lower case, full stops dropped."""

_NAME_LIKE_FORMS = frozenset(("sas", "sau", "asa", "spa", "lda"))
"""Forms of :data:`_CLOSING_FORMS` that are also surnames or given names ("Peter Sas",
"Jordi Sau", "Lars Asa"): they close a firm only as firms write them
(:data:`_NAME_LIKE_AS_FIRMS`, "Lda." with its stop; fix55d)."""
_NAME_LIKE_AS_FIRMS = frozenset(("SAS", "SAU", "ASA", "SpA", "SPA"))

_DOTTED_FORM = re.compile(r"(?:S\.A|S\.L|B\.V|N\.V|A/S|S\.p\.A|S\.r\.l)\.?")
"""A legal form of two letters written with its stops or slash (a piece's closing stop
may be gone)."""


def closes_on_legal_form(piece: str) -> bool:
    """Whether ``piece`` (a byline's piece, two words at least) closes on a firm's legal
    form that no initials spell, capitalised (:data:`_CLOSING_FORMS`, :data:`_DOTTED_FORM`;
    a form that is also a name only as firms write it, :data:`_NAME_LIKE_FORMS`): it
    names a firm, no person, with a lead before it or none."""
    words = piece.split()
    if len(words) < 2:
        return False
    last = words[-1].strip(",;")
    if _DOTTED_FORM.fullmatch(last):
        return True
    bare = last.replace(".", "")
    if bare.lower() in _NAME_LIKE_FORMS:
        return bare in _NAME_LIKE_AS_FIRMS or (bare == "Lda" and last.endswith("."))
    return bare[:1].isupper() and bare.lower() in _CLOSING_FORMS


def firm_worded(words: Sequence[str], *, capitals: bool = False) -> bool:
    """Whether ``words`` (a byline's piece, two words at least) hold a firm's word after
    the first (:func:`.companywords.has_company_word`: "Acme Holdings", "Acme Robotics";
    bylines61), a form that is also a name counting only as firms write it
    (:data:`_NAME_LIKE_FORMS`: "Peter Sas", "Jordi Sau" are people; "Acme SAS" a firm)
    and a trade word that is also a surname counting not (:data:`_NAME_LIKE_TRADES`).
    With ``capitals`` (the byline sets its surnames in capitals,
    :func:`surnames_in_capitals`) a form of two capitals with no stop counts not either:
    "Jin-Ho SA", "Michael CO" are people there (fix57c)."""
    kept = [w for k, w in enumerate(words) if not k or _firm_word_kept(w, capitals)]
    return has_company_word(kept)


def _firm_word_kept(word: str, capitals: bool) -> bool:
    """Whether ``word`` (after a piece's first) may count as a firm's word in
    :func:`firm_worded`."""
    bare = word.replace(".", "").strip(",;")
    if bare.lower() in _NAME_LIKE_FORMS and bare not in _NAME_LIKE_AS_FIRMS:
        return False
    if capitals and _TWO_CAPITALS.fullmatch(word.strip(",;")):
        return False
    return bare.lower() not in _NAME_LIKE_TRADES


_TWO_CAPITALS = re.compile(r"[A-Z]{2}")
"""A word of two capitals with no stop: a legal form ("SA", "AG") or a short surname set
in capitals ("SA", "CO")."""
_CAPITAL_SURNAME = re.compile(r"[A-Z][A-Z'-]{2,}")


def surnames_in_capitals(pieces: Sequence[str]) -> bool:
    """Whether a byline's ``pieces`` set surnames in capitals: a piece of two words or
    more ends in a word of three capitals or more that is no firm's word ("Ann LEE",
    not "Acme LLC")."""
    for piece in pieces:
        words = piece.split()
        last = words[-1].strip(",;") if len(words) >= 2 else ""
        if _CAPITAL_SURNAME.fullmatch(last) and not has_company_word(["x", last]):
            return True
    return False


_NAME_LIKE_TRADES = frozenset(("holding", "conseil"))
"""Trade words that are also surnames ("Robert Holding", "Marie Conseil"): no firm's
word in a byline's piece by :func:`firm_worded` (fix57c); their plurals ("Acme Holdings",
"Conseils") still are."""


_INITIALS_FORMS = frozenset(("AS", "AB", "OY", "ASA"))
"""Legal forms written as a name's initials are ("Smith AS", "Berg AB")."""

_SURNAME_INITIALS = re.compile(r"[A-ZÀ-Þ][^\W\d_]+\s+[A-ZÀ-Þ]{1,3}\.?")
"""A reference-style name: a surname and its initials in capitals ("Jones B", "Dahl KL")."""

_INITIAL = re.compile(r"[A-ZÀ-Þ]\.")


def firm_named(words: list[str], others: Sequence[str] = ()) -> bool:
    """Whether ``words`` (a byline's or holder's name, two words at least) close on a
    firm's legal form or a body's compound head noun (see the module).  ``others`` are
    the list's other names: where one is a surname and its initials ("Jones B"), a form
    that reads as initials ("Smith AS, Jones B") is a person's too (fix55b).  A name
    holding an initial ("J. Fairbank") is a person's, not a bank's (fix55b)."""
    if len(words) < 2:
        return False
    last = words[-1].replace(".", "").strip(",;")
    if last in _LEGAL_FORMS:
        return last not in _INITIALS_FORMS or not any(_initialled(other) for other in others)
    if any(_INITIAL.fullmatch(word) for word in words[:-1]):
        return False
    return bool(_HEADS.fullmatch(last)) and not any(is_given_name(w) for w in words[:-1])


_SHORT_FORMS = frozenset(("AS", "AB", "OY", "SA", "AG", "BV", "NV"))
"""Legal forms of two capitals, as initials are written ("Larsen AS", "Jin SA")."""


def is_short_form(word: str) -> bool:
    """Whether ``word`` is a legal form of two capitals (:data:`_SHORT_FORMS`), as written."""
    return word in _SHORT_FORMS


def reference_styled(piece: str, parts: Sequence[str]) -> bool:
    """Whether another of ``parts`` (a byline's pieces) than ``piece`` is a surname and
    its initials ("Li HB"): the byline is written reference-style, and a legal form of
    two capitals closing ``piece`` is a person's initials there ("Jin SA, Li HB";
    bylines63)."""
    return any(_initialled(p) for p in parts if p != piece)


def short_form_firm(piece: str, parts: Sequence[str]) -> bool:
    """Whether ``piece`` closes on a legal form of two capitals (:data:`_SHORT_FORMS`:
    "Norconsult AS") on a byline whose other pieces include a name and no surname with
    its initials (:func:`reference_styled`) nor a surname in capitals
    (:func:`surnames_in_capitals`): beside names in given-name-first order the form is a
    firm's ("Norconsult AS and Ann Lee"); beside "Berg OK" it is initials ("Larsen AS,
    Berg OK"); alone it is left as read (bylines63)."""
    words = piece.split()
    others = [p for p in parts if p != piece]
    if len(words) < 2 or not is_short_form(words[-1].strip(",;")) or not others:
        return False
    if reference_styled(piece, parts) or surnames_in_capitals(others):
        return False
    return any(len(p.split()) >= 2 for p in others)


def _initialled(name: str) -> bool:
    """Whether ``name`` is a surname and its initials, none a legal form ("Jones B", not
    "Sweco AB")."""
    name = name.strip(" ,;")
    return bool(_SURNAME_INITIALS.fullmatch(name)) and name.split()[-1] not in _LEGAL_FORMS


__all__ = [
    "closes_on_legal_form",
    "firm_named",
    "firm_worded",
    "is_short_form",
    "reference_styled",
    "short_form_firm",
    "surnames_in_capitals",
]
