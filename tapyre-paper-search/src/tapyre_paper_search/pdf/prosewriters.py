"""Names given only in a lead sentence under the title: "This paper was written by Ann
Lee, Bo Chen, and S. C. Friedman, at the …" (pure; latex50).

A typeset paper with no byline may name its writers in an italic paragraph right under
the title.  Line by line, the byline readers read the names on the sentence's first
line, but lose a name wrapped across the line's end ("… and S. C." / "Friedman, at the
Statistics Department …").

:func:`prose_writers` reads the paragraph right under the title whole (the lines in the
first line's size and block, :data:`_MAX_LINES` at most, joined): it must open with
:data:`_LEAD` (a determiner, a document's noun from
:data:`~tapyre_paper_search.pdf.bylinetails.DOC_NOUNS`, a passive verb of writing and
"by"); the names run up to a comma before a place's or a purpose's preposition, a
semicolon or a full stop (:data:`_END`), parted by commas and "and"; each must read as a
name (:func:`_name`: two to five words, each a capitalised word, an initial or a
particle in small letters, the first and the last capitalised).  Anything else gives ``()``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.bylinetails import DOC_NOUNS
from tapyre_paper_search.pdf.cues import has_affiliation
from tapyre_paper_search.pdf.lines import Line

_MAX_LINES = 6
_LEAD = re.compile(
    rf"^(?:this|the)\s+(?:[a-z-]+\s+)?(?:{DOC_NOUNS})\s+(?:was|were|has\s+been|is)\s+"
    r"(?:written|prepared|authored|composed|drafted)\s+by\s+",
    re.IGNORECASE,
)
# (a full stop after a lone capital is an initial's)
_END = re.compile(r",\s+(?:at|for|in|from|with|under|on|as)\b|;|(?<!\b[A-Z])\.(?:\s|$)")
_PARTS = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
_INITIAL = re.compile(r"^[^\W\d_]\.?(?:-[^\W\d_]\.)?$")
_MIN_WORDS, _MAX_WORDS = 2, 5
_PARTICLE_LETTERS = 3


def prose_writers(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of a lead sentence under the title ending before ``after`` (see the
    module), or ``()``."""
    if after >= len(lines):
        return ()
    first = lines[after]
    run = [first]
    for line in lines[after + 1 : after + _MAX_LINES]:
        if line.page != first.page or line.block != first.block or line.size != first.size:
            break
        run.append(line)
    text = " ".join(line.text.strip() for line in run)
    lead = _LEAD.match(text)
    if lead is None:
        return ()
    rest = text[lead.end() :]
    end = _END.search(rest)
    if end is None:
        return ()
    names = [n.strip() for n in _PARTS.split(rest[: end.start()]) if n.strip()]
    if not names or not all(_name(n) for n in names):
        return ()
    return tuple(names)


def _name(text: str) -> bool:
    """Whether ``text`` reads as a name: two to five words, each an initial, a
    capitalised word or a particle in small letters, the first and the last capitalised,
    and no institution's word (a report "prepared by Oak Ridge National Laboratory, for
    …" names a body, no person; review57)."""
    words = text.split()
    if not _MIN_WORDS <= len(words) <= _MAX_WORDS or not words[-1][0].isupper():
        return False
    if not words[0][0].isupper():  # "the Working Group on Soils"
        return False
    if has_affiliation(text):  # "Oak Ridge National Laboratory", "the Working Group"
        return False
    return all(
        _INITIAL.match(w)
        or (w[0].isupper() and w.replace("-", "").replace("’", "").replace("'", "").isalpha())
        or (w.isalpha() and w.islower() and len(w) <= _PARTICLE_LETTERS)
        for w in words
    )


__all__ = ["prose_writers"]
