"""Whether a particle noun's plural broken after its hyphen keeps it (pure; words52).

A noun made of a verb and a particle ("trade-off", "shutdown", "check-in") is written
closed or with a hyphen, and TeX breaks either spelling's plural at the same place:
"trade-" / "offs", "shut-" / "downs".  :func:`particle_keeps` decides from spelling
evidence, in this order:

1. **The document's own spellings**: the word written closed anywhere, singular or
   plural ("A tradeoff is"), joins; written with its hyphen anywhere, singular or
   plural ("the trade-off", "start-up costs"), keeps it.
2. **The more common form, by the particle**: English writes the nouns of "down",
   "over" and "out" closed ("shutdowns", "breakdowns", "spillovers", "crossovers",
   "checkouts", "walkouts"), so where the English list holds the closed singular the
   break joins; those of "off", "up" and "in" are written both ways in papers
   ("trade-offs" / "tradeoffs", "start-ups" / "startups", "check-ins"), so the hyphen
   stays (hyphens50's reading), and so does a closed singular the list lacks.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from tapyre_paper_search.pdf.words import english_words

# Plurals of the particles that close a noun made of a verb.
PARTICLE_PLURALS = frozenset(("offs", "ups", "outs", "ins", "downs", "overs"))
# Those whose nouns English writes closed as a rule.
_CLOSED_PARTICLES = frozenset(("downs", "overs", "outs"))


def particle_keeps(
    head: str, tail: str, own: Collection[str], written: Iterable[Collection[str]]
) -> bool:
    """Whether ``head``- / ``tail`` (lower case, ``tail`` one of
    :data:`PARTICLE_PLURALS`) keeps its hyphen: ``own`` (the document's words written
    whole) and ``written`` (its hyphenated words, lower case) first, then the
    particle's common spelling (see the module docstring)."""
    singular = head + tail[:-1]
    if head + tail in own or singular in own:
        return False
    forms = (f"{head}-{tail}", f"{head}-{tail[:-1]}")
    if any(form in words for words in written for form in forms):
        return True
    return not (tail in _CLOSED_PARTICLES and singular in english_words())


__all__ = ["PARTICLE_PLURALS", "particle_keeps"]
