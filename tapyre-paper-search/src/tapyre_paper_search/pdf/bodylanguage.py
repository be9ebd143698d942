"""An untold title's abstracts weighed by the body's language (pure; latex63).

:func:`~tapyre_paper_search.pdf.bilingual.in_title_language` stores, of two abstracts
in two languages, the one in the title's language; where the title's language is not
told (two words, "Visualizing Teleportation", give no point of evidence), it kept the
first printed.  A journal that prints a French "Résumé" and its "Mots-clés" before the
English "Abstract" of an English paper then gave the French one.  The paper's own
language is the body's: :func:`body_picks_second` holds for the second abstract where
the text after it (its keywords, the introduction; :data:`BODY_LINES` lines) is told
in the second's language and the first is told in another.  A French paper with an
English abstract after its "Résumé" keeps the "Résumé": its body is French.

The lines sampled leave out a keyword block (abs63): its line opening with a keyword
label (:func:`~.abstractcues.opens_keywords`) and the lines that wrap it (same size, no
wider step than a line's).  A paper's keywords follow the abstract over them, in that
abstract's language, not the body's: a "Mots-clés" block of three lines over a short
English page's body told the body French.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from tapyre_paper_search.pdf.abstractcues import opens_keywords
from tapyre_paper_search.pdf.language import text_language
from tapyre_paper_search.pdf.lines import Line

# How many lines after an abstract tell the paper's language.
BODY_LINES = 30
_WRAPS = 2
"""The rows a keyword block wraps onto past its label's (a body paragraph set right
under a one-row keyword line in its size is no more of the block than this)."""


def told_after(lines: Sequence[Line], used: Collection[int]) -> str:
    """The language of the text after the lines ``used`` (the paper's), "" if untold:
    :data:`BODY_LINES` lines after them, keyword blocks left out (:func:`body_lines`)."""
    return text_language(" ".join(line.text for line in body_lines(lines[max(used) + 1 :])))


def body_lines(lines: Sequence[Line]) -> list[Line]:
    """The first :data:`BODY_LINES` of ``lines`` that are no keyword block's: a line
    opening with a keyword label and each line wrapping it (in its size, right below the line
    over it; :data:`_WRAPS` rows at most)."""
    kept: list[Line] = []
    block: Line | None = None
    wrapped = 0
    for line in lines:
        if len(kept) >= BODY_LINES:
            break
        if opens_keywords(line.text):
            block, wrapped = line, 0
            continue
        if block is not None and wrapped < _WRAPS and _wraps(block, line):
            block, wrapped = line, wrapped + 1
            continue
        block = None
        kept.append(line)
    return kept


def _wraps(over: Line, line: Line) -> bool:
    """Whether ``line`` is the next row of ``over``'s paragraph: its size, right below."""
    return abs(line.size - over.size) <= 0.5 and over.y0 < line.y0 <= over.y1 + 0.5 * over.size


def body_picks_second(
    lines: Sequence[Line], first: str, second: str, used: Collection[int]
) -> bool:
    """Whether the body after the second abstract (its lines ``used``, its text
    ``second``) is told in the second's language while ``first`` is told in another:
    the paper's own abstract is the second (see the module)."""
    if not used:
        return False
    told = text_language(second)
    return bool(told) and told != text_language(first) and told_after(lines, used) == told


__all__ = ["BODY_LINES", "body_lines", "body_picks_second", "told_after"]
