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
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from tapyre_paper_search.pdf.language import text_language
from tapyre_paper_search.pdf.lines import Line

# How many lines after an abstract tell the paper's language.
BODY_LINES = 30


def told_after(lines: Sequence[Line], used: Collection[int]) -> str:
    """The language of the text after the lines ``used`` (the paper's), "" if untold."""
    return text_language(" ".join(line.text for line in lines[max(used) + 1 :][:BODY_LINES]))


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


__all__ = ["BODY_LINES", "body_picks_second", "told_after"]
