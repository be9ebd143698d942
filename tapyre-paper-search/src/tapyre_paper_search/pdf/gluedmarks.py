"""Affiliation letters glued to a surname as plain letters, spaced off it (pure; bylines71).

A byline whose affiliation letters were superscripts in a font that draws them as plain
small letters reads with each letter glued to the surname: "Jonas Lindberga,b, Aino
Virtanenb, Marco Bellinia,*", "Marek Novaka, Tereza Dvořákováb,c and Jan Horákb,*".  One
name alone cannot tell the mark from the name's last letter ("Novaka" is a surname too),
so the line must prove it first: :func:`spaced_glued_marks` acts only where a capitalised
word of three letters or more closes on a small letter a to h that a mark list goes on
from with no space ("Lindberga,b", "Llewellyna,*": a comma, then one more such letter or a
footnote sign, then a separator), which no prose and no name writes.  The marks so seen
(their letters, and every letter from "a" up to the highest) are the line's mark set;
then every capitalised word closing a name (before a comma, a semicolon, a footnote sign,
a lower-case joining word or the line's end) whose last letter is in the set and which
keeps two letters or more is spaced: "Virtanenb," → "Virtanen b,", read as a spaced mark
(:mod:`.linepieces`).  Every author of such a byline carries a mark, so a surname that
ends in a mark's letter carries one more ("Kowalskaa,b" → "Kowalska a,b").

Also here, the marks set after the comma and run into the next name ("Vera Lindholm,a
Tomasz Kaczmarek,b and Hugo Delacroix a,b"): a comma glued to a surname, then a list of
single letters a to h with no space, then a space and a capital, becomes the mark before
the comma ("Lindholm a, Tomasz").  Where such a list holds a footnote sign ("Anne Hale,*
Bob Clarke", "Hugo Lange,*,† Ann Gerbe,‡"), the line is left as it is: its "e,*" is no
glued letter.  On a line of that style, a name closing on footnote signs then its letters
("Haruka Oshiro*a", "Oshiro†,*b,c": the corresponding author's star before the
affiliation) has them set as a spaced list after the name ("Oshiro a,*"; bylines72).

Stays (tests): a line with no glued list ("Anna Kowalska, Piotr Nowaka" keeps both
names whole), capitals ("USA,b" is no surname), a word inside a name (a given name before
a surname is never followed by a comma), a lone letter spaced already ("Lee a,b"), a
letter past the line's highest mark ("Bellinia,*, Ivo Horvath" keeps "Horvath").
"""

from __future__ import annotations

import re

_SIGNS = "*∗†‡§¶#"
_COMMA_MARK = re.compile(rf",[a-h{_SIGNS}]")
"""The first gate: both shapes hold a comma and a mark (a letter a to h, a sign) unspaced."""
_HINT = re.compile(rf"[^\W\d_][a-h],[a-h{_SIGNS}]")
"""The cheap test: a letter a to h glued to a word and a mark list going on from it."""
_PROOF = re.compile(rf"\b[^\W\d_][^\W\d_]+([a-h])((?:,[a-h{_SIGNS}])+)(?=[\s,;{_SIGNS}]|$)")
"""A glued mark list: "Lindberga,b", "Llewellyna,*" (the word at least three letters)."""
_CLOSING = re.compile(
    rf"\b([^\W\d_]+)([a-h])(?=(?:,[a-h{_SIGNS}])*(?:[,;{_SIGNS}]|\s+(?:and|und|et|e|y|i|och"
    rf"|og|en|ja|a|és|dan|&)\s|\s*$))"
)
"""A word closing a name: before a separator, a footnote sign, a joining word or the end."""
_AFTER_COMMA = re.compile(r"(?<=[^\W\d_]{2}),([a-h](?:,[a-h])*) (?=[^\W\d_])")
"""Marks set after the comma: "Lindholm,a Tomasz", "Kaczmarek,b and Hugo"."""
_RUN_INTO_NAME = re.compile(r"[^\W\d_]{2},[a-h](?:,[a-h])* [^\W\d_a-z]")
"""The proof of that style: one such list run straight into a capitalised word."""
_SIGNS_THEN_LETTERS = re.compile(
    rf"(?<=[^\W\d_]{{2}})((?:,?[{_SIGNS}])+),?([a-h](?:,[a-h])*)(?=\s*(?:[,;]|$))"
)
"""On that style's line, signs then letters closing a name: "Oshiro*a", "Oshiro†,*b,c"."""
_SIGN_RUN = re.compile(rf"[^\W\d_]{{2}},[a-h{_SIGNS}](?:,[a-h{_SIGNS}])* [^\W\d_a-z]")
"""That style with signs ("Anne Hale,* Bob Clarke", "Lange,*,† Ann"): a comma's marks, no
glued letter; such a line is left as it is (review 66)."""


def _mark_set(text: str) -> frozenset[str]:
    """The letters the line's glued mark lists show, and every letter from "a" up."""
    seen: set[str] = set()
    for match in _PROOF.finditer(text):
        if match.group()[0].isupper():  # a capitalised word's list only
            seen.update(c for c in match.group(1) + match.group(2) if c.isalpha())
    if not seen:
        return frozenset()
    top = max(seen)
    return frozenset(chr(c) for c in range(ord("a"), ord(top) + 1))


def _letters_then_signs(match: re.Match[str]) -> str:
    """ "*a" → " a,*": the letters first, as a spaced list the pieces cut (bylines72)."""
    signs = ",".join(c for c in match.group(1) if c != ",")
    return f" {match.group(2)},{signs}"


def spaced_glued_marks(text: str) -> str:
    """``text`` with its glued affiliation letters spaced off their surnames (see the
    module); ``text`` itself where no glued mark list proves them."""
    if "," not in text or _COMMA_MARK.search(text) is None:
        return text
    if _RUN_INTO_NAME.search(text) is not None:
        text = _AFTER_COMMA.sub(r" \1, ", text)
        return _SIGNS_THEN_LETTERS.sub(_letters_then_signs, text)
    if _HINT.search(text) is None or _SIGN_RUN.search(text) is not None:
        return text
    marks = _mark_set(text)
    if not marks:
        return text

    def _spaced(match: re.Match[str]) -> str:
        stem, letter = match.group(1), match.group(2)
        if letter not in marks or len(stem) < 2 or not stem[0].isupper() or stem.isupper():
            return match.group()  # "USAb": capitals are no surname's
        return f"{stem} {letter}"

    return _CLOSING.sub(_spaced, text)


__all__ = ["spaced_glued_marks"]
