"""A firm joined to a byline's names by "and", told from a firm's address (pure; fix56b).

A byline may name a firm beside its people: "Acme Pty Ltd and Ann Lee", "Bo Chen, Ruth
Hale and Globex GmbH".  Such a firm is no affiliation of the names, and its piece is no
piece against them (bylines60).  An industry affiliation line ("Xerox Corp, Palo Alto",
"Bosch GmbH, Bad Homburg") closes a piece on a legal form too, but there the firm stands
with its place, joined to nobody: read as a firm beside names, its city was left as the
only piece and read as a person (review56b, finding 1).

:func:`firms_beside_names` gives the pieces of a line that close on a legal form
(:func:`.firmforms.closes_on_legal_form`) and are joined by "and" / "&" to a text of two
words or more on the other side (a name's length, up to a comma or semicolon or the
line's end): "Johnson & Johnson Inc" joins one word, no name.  A firm's "with" after
it joins its people too ("KPMG LLP, with Ann Lee and Bo Chen"; bylines63), and
:func:`without_firms_with` drops that "with" from the piece after the firm.

:func:`without_trade_names` leaves out the pieces joined so to such a firm that hold a word
set in camel case as trade names are ("Google DeepMind and Alphabet Inc": "DeepMind",
"OpenAI"), its first half three letters or more and no name's prefix
(:data:`_NAME_PREFIXES`: "MacDonald", "DiMaggio", "LeBlanc") nor a given name
("MaryAnn"): a firm's unit beside its parent, no person (bylines61).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.firmforms import closes_on_legal_form
from tapyre_paper_search.pdf.givennames import is_given_name

_JOIN = r"\s+(?:and|&)\s+"
# a firm's lead before its people, after it only ("KPMG LLP, with Ann Lee"; bylines63)
_WITH = r",?\s+with\s+"
_SIDE = r"[^,;&]*?"


def _joined(line: str, firm: str) -> bool:
    """Whether ``firm`` (its words as the line writes them) is joined in ``line`` by
    "and" / "&" to two words or more before or after it, or by "with" after it."""
    body = r"\s+".join(map(re.escape, firm.split()))
    after = re.search(rf"{body}(?:{_JOIN}|{_WITH})(?P<side>[^,;]*?)\s*(?:[,;]|$)", line)
    before = re.search(rf"(?:^|[,;])\s*(?P<side>{_SIDE}){_JOIN}{body}", line)
    return any(
        match is not None and len(match.group("side").split()) >= 2 for match in (after, before)
    )


def firms_beside_names(line: str, cut: Sequence[str]) -> list[str]:
    """The pieces of ``cut`` (``line``'s pieces) that are firms joined to a name by "and"
    / "&" (see the module), in order; ``[]`` where there is none."""
    return [p for p in cut if closes_on_legal_form(p) and _joined(line, p)]


_CAMEL = re.compile(r"(?P<head>[A-Z][a-z]{2,})[A-Z][A-Za-z]+")
"""A word in camel case: a capitalised head of three letters or more, a capital after it."""
_NAME_PREFIXES = frozenset((
    "mac", "fitz", "van", "von", "der", "den", "del", "dela", "della", "des", "los", "las",
    "ben", "bin", "abu", "san", "santa", "ter", "ten",
))  # fmt: skip
"""The heads of surnames written in camel case ("MacDonald", "VanDyke", "DelVecchio");
two-letter heads ("Mc", "De", "Di", "La", "Le", "St") are none by :data:`_CAMEL`'s length."""


def _trade_name(piece: str) -> bool:
    """Whether ``piece`` holds a word in camel case whose head is no name's prefix nor a
    given name ("Google DeepMind", not "Ann MacDonald" or "MaryAnn Lee")."""
    for word in piece.split():
        match = _CAMEL.fullmatch(word.strip(",;"))
        head = match.group("head") if match else ""
        if head and head.lower() not in _NAME_PREFIXES and not is_given_name(head):
            return True
    return False


def without_firms_with(cut: Sequence[str]) -> list[str]:
    """``cut`` with the "with" opening a piece right after a firm's piece (one closing on
    a legal form) dropped: "KPMG LLP, with Ann Lee and Bo Chen" names the firm and, with
    it, its people, who are the byline's names (bylines63); after a person ("Ann Lee, with
    Bo Chen") the piece is as it was."""
    return [
        p[len("with ") :] if k and p.startswith("with ") and closes_on_legal_form(cut[k - 1]) else p
        for k, p in enumerate(cut)
    ]


def without_trade_names(line: str, cut: Sequence[str]) -> list[str]:
    """``cut`` (``line``'s pieces) less those in no firm's form that hold a trade name's
    camel case (see the module) and are joined by "and" / "&" to a firm beside them."""
    firms = firms_beside_names(line, cut)
    return [
        p for p in cut if not (firms and p not in firms and _trade_name(p) and _joined(line, p))
    ]


__all__ = ["firms_beside_names", "without_firms_with", "without_trade_names"]
