"""Author-year labels opening references entries (pure).

Some author-year styles print each entry's citation label before it, the authors'
surnames and the year in brackets: "[Rezzolla 2010] Rezzolla, Luciano: Title. In:
…", "[Schoeier und dos Santos 2004] …", "[Di Vecchia u. a. 2022] …" (German DIN's
dinat).  :func:`split_label` cuts such a label off; :func:`named_by_label` reads the
one name a label vouches for where the name reader leaves it ("Rezzolla, Luciano:"
could be "Google, Gemini: a family of models" elsewhere: a whole given name before a
colon is a name only where the label names its surname).
"""

from __future__ import annotations

import re

# "[Surname 2010]", "[Surname und Other 2004]", "[Surname et al., 2019a]", "[van der
# Tak u. a. 2013]", "[Иванов 2010]": a capital (Latin, Cyrillic or Greek) opens it
# after its particles, no digit before the year, no bracket inside (never "[12]" nor
# "[Knu84]"), and no stop or comma after it (an authorless entry's bracketed title:
# "[Influenza season 2019]. Lakartidningen. …").
_CAPITAL = "A-ZÀ-ÞĀ-ŽА-ЯЁΑ-Ω"
_PARTICLES = r"(?:(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|zu)\s)"
AUTHOR_YEAR_LABEL = re.compile(
    rf"^\s*\[(?P<names>{_PARTICLES}*[{_CAPITAL}][^\[\]\d]{{1,80}}?),?\s(?:19|20)\d{{2}}[a-z]?\]"
    r"(?!\s*[.,;:])\s*"
)
_LEADING_PARTICLES = re.compile(_PARTICLES + "+")
# What follows the first surname in a label: another surname or "et al."
_AFTER_FIRST = re.compile(r"\s+(?:und|and|&|u\.\s?a\.|et\s+al\.?)(?:\s|$)|\s*&\s*")
# Given names after the surname and its comma, closed by a colon: "Luciano",
# "Stephen C.", "Jean-Luc", "Maria dos".
_GIVEN_THEN_COLON = re.compile(
    r",\s(?P<given>[A-ZÀ-ÞĀ-Ž][\w'’.-]*(?:\s[\w'’.-]+){0,3}?)\s?:\s+(?=\S)"
)


def split_label(text: str) -> tuple[str, str]:
    """The first surname an author-year label opening ``text`` names (``""`` where
    none opens it), and ``text`` without the label."""
    match = AUTHOR_YEAR_LABEL.match(text)
    if match is None:
        return "", text
    first = _AFTER_FIRST.split(match["names"].strip(), maxsplit=1)[0].strip()
    return first, text[match.end() :]


def named_by_label(surname: str, text: str) -> tuple[str, str] | None:
    """The name ("Luciano Rezzolla", the surname as ``text`` prints it) and the text
    after it, where ``text`` opens with ``surname`` (the label's, in any case), a comma,
    given names and a colon; else None."""
    length = _opening(text, surname)
    if length is None:  # "Tak, Floris van der" after "[van der Tak …]"
        surname = _LEADING_PARTICLES.sub("", surname)
        length = _opening(text, surname) if surname else None
    if length is None:
        return None
    match = _GIVEN_THEN_COLON.match(text, length)
    if match is None:
        return None
    return f"{match['given']} {text[:length]}", text[match.end() :]


def _opening(text: str, surname: str) -> int | None:
    """The length of ``text``'s opening that is ``surname`` in any case (small capitals a
    font maps to capitals: "DI STEFANO, Anna:" after "[Di Stefano 2010]"; "STRASSE,"
    after "[Straße 2010]", whose case folding is longer than it), or None."""
    folded = surname.casefold()
    for length in range(1, len(text) + 1):
        opening = text[:length].casefold()
        if opening == folded:
            return length
        if not folded.startswith(opening):
            return None
    return None
