"""Initials set without stops kept as written on a byline written so (pure; bylines69).

A name's initials run together without stops ("FO Nwosu", "Okonkwo CE") have the shape
of a family name set in capitals ("LI Na", "Jean DUPONT"), which the reading sets in
title case (:mod:`.familycaps`): "FO Nwosu" was read "Fo Nwosu".  The line tells them
apart: where another of its pieces sets its initials bare beside a surname in mixed case
("S Okafor", "Nguyen TH", "Lindgren M": a word of capitals that reads as no syllable, a
single letter or one without a vowel), and none sets a surname in capitals
(:func:`.firmforms.surnames_in_capitals`), a word of two or three capitals that the
reading recased is the person's initials and is given out as written, where it stands at
the end of its piece where a sibling sets its initials (first in "S Okafor … FO Nwosu",
last in "Nguyen TH, Okonkwo CE"; fix64a): "Lee JH, Park SY, KIM Min-jun" and "Wang L,
LI Na" set a family name in capitals before the given name, on the side no sibling's
initials take, and it is recased as before; so is one beside a given name joined in
lower case ("S Park, KIM Min-jun").  A line of family names in capitals ("LI
Na, WU Jie", "ZHANG Wei, Ann LEE") has no such sibling and is read as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.capscase import title_case
from tapyre_paper_search.pdf.firmforms import surnames_in_capitals
from tapyre_paper_search.pdf.givennames import is_given_name

_VOWELS = frozenset("AEIOUY")
# A given name in two syllables joined in lower case ("Min-jun", "Xiao-ming"), beside a
# family name in capitals ("KIM Min-jun"); a surname's second part takes a capital
# ("Baptiste-Roberts"; fix64a).
_GIVEN = re.compile(r"^[A-Z][a-z]+-[a-z]")


def _bare_initials(word: str) -> bool:
    """Whether ``word`` is initials without stops by its shape alone: one to three
    capitals (A-Z), a single letter or none a vowel ("S", "TH", "FJM")."""
    return (
        1 <= len(word) <= 3
        and word.isascii()
        and word.isalpha()
        and word.isupper()
        and (len(word) == 1 or not _VOWELS.intersection(word))
    )


def _initials_side(piece: str) -> int | None:
    """Where ``piece`` sets its initials when it is a surname beside initials without
    stops: one word of bare initials (:func:`_bare_initials`) at its start (``0``, "S
    Okafor") or end (``-1``, "Lindgren M", "Nguyen TH"), every other word in mixed case;
    else ``None``.  A piece whose other words are all common given names sets a family
    name in capitals, not initials ("Andrew NG" beside "Wei LI": both recased)."""
    words = piece.strip(" ,;").split()
    if len(words) < 2:
        return None
    for side, initials, rest in ((0, words[0], words[1:]), (-1, words[-1], words[:-1])):
        if (
            _bare_initials(initials)
            and all(w[:1].isupper() and not w.isupper() and len(w) > 1 for w in rest)
            and not all(is_given_name(w) for w in rest)
        ):
            return side
    return None


def initials_as_written(piece: str, name: str, parts: Sequence[str]) -> str:
    """``name`` (``piece`` read as a name) with each word of two or three capitals of
    ``piece`` the reading set in title case given back as written, where another of
    ``parts`` is written with bare initials on the word's side of its piece and none
    with a surname in capitals (see the module); else ``name``."""
    written = piece.split()
    read = name.split()
    if len(written) != len(read) or len(written) < 2 or written == read:
        return name
    # the siblings' sides of their initials: a word on another side is a family name
    sides = {_initials_side(p) for p in parts if p != piece} - {None}
    ends = {0: 0, len(written) - 1: -1}
    kept = [
        k
        for k, (w, r) in enumerate(zip(written, read, strict=True))
        if 2 <= len(w) <= 3 and w.isupper() and r == title_case(w) and ends.get(k) in sides
    ]
    if not kept or surnames_in_capitals(parts) or any(_GIVEN.search(w) for w in written):
        return name
    return " ".join(written[k] if k in kept else r for k, r in enumerate(read))


__all__ = ["initials_as_written"]
