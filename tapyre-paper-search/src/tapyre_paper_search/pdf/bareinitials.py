"""Initials set without stops kept as written on a byline written so (pure; bylines69).

A name's initials run together without stops ("FO Nwosu", "Okonkwo CE") have the shape
of a family name set in capitals ("LI Na", "Jean DUPONT"), which the reading sets in
title case (:mod:`.familycaps`): "FO Nwosu" was read "Fo Nwosu".  The line tells them
apart: where another of its pieces sets its initials bare beside a surname in mixed case
("S Okafor", "Nguyen TH", "Lindgren M": a word of capitals that reads as no syllable, a
single letter or one without a vowel), and none sets a surname in capitals
(:func:`.firmforms.surnames_in_capitals`), a word of two or three capitals that the
reading recased is the person's initials and is given out as written.  A line of family
names in capitals ("LI Na, WU Jie", "ZHANG Wei, Ann LEE") has no such sibling and is
read as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.capscase import title_case
from tapyre_paper_search.pdf.firmforms import surnames_in_capitals

_VOWELS = frozenset("AEIOUY")


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


def _initials_styled(piece: str) -> bool:
    """Whether ``piece`` is a surname beside initials without stops, either order: one
    word of bare initials (:func:`_bare_initials`) at its start or end, every other word
    in mixed case ("S Okafor", "Lindgren M", "Nguyen TH")."""
    words = piece.strip(" ,;").split()
    if len(words) < 2:
        return False
    for initials, rest in ((words[0], words[1:]), (words[-1], words[:-1])):
        if _bare_initials(initials) and all(
            w[:1].isupper() and not w.isupper() and len(w) > 1 for w in rest
        ):
            return True
    return False


def initials_as_written(piece: str, name: str, parts: Sequence[str]) -> str:
    """``name`` (``piece`` read as a name) with each word of two or three capitals of
    ``piece`` the reading set in title case given back as written, where another of
    ``parts`` is written with bare initials and none with a surname in capitals (see the
    module); else ``name``."""
    written = piece.split()
    read = name.split()
    if len(written) != len(read) or not any(
        w != r and 2 <= len(w) <= 3 and w.isupper() and r == title_case(w)
        for w, r in zip(written, read, strict=True)
    ):
        return name
    if not any(_initials_styled(p) for p in parts if p != piece) or surnames_in_capitals(parts):
        return name
    return " ".join(
        w if 2 <= len(w) <= 3 and w.isupper() and r == title_case(w) else r
        for w, r in zip(written, read, strict=True)
    )


__all__ = ["initials_as_written"]
