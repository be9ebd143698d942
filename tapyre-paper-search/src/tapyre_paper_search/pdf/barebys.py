"""A language's bare "by" opening a byline before names (pure; bylines55).

English bylines open with "By" and German ones with "Von" (both dropped by
:mod:`~tapyre_paper_search.pdf.linepieces`' lead); other languages open theirs with
their own word for "by", no verb before it: French "Par Marie Dubois et Luc Martin",
Italian "Di Marco Rossi e Giulia Bianchi", Spanish and Portuguese "Por …", Dutch
"Door …", Swedish and Norwegian "Av …", Danish "Af …".  Left on the line, the word was
read as a first given name ("Par Marie Dubois") or made the line name nobody.

:func:`bare_by_end` reads such a lead by its evidence: the word at the line's start,
capitalised or, as Italian magazines set it, in lower case ("di Giovanni Rossi e Chiara
Fontana"; bylines66), what follows reading as names by itself
(:func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_names`, any language's word
for "and" between them), and, for a word that is
also a name's particle (Italian "Di": "Di Stefano Rossi" may be one person's name), the
first word after it a known given name
(:func:`~tapyre_paper_search.pdf.givennames.is_given_name`).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.bylinepeople import reads_as_names
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS

_BYS = frozenset(("par", "por", "door", "av", "af", "di"))
"""The bare words for "by" of bylines in French, Spanish and Portuguese, Dutch, the
Scandinavian languages and Italian (German "von" is linepieces' own)."""

_PARTICLE_BYS = frozenset(("di",))
"""The words of :data:`_BYS` that are also a name's particle."""

_LEAD = re.compile(r"^\s*([A-Za-z][a-z]{1,3}|[A-Z]{2,4})\s+(?=(\w+))")
"""A short word opening the line, capitalised or in lower case (bylines66: "di Giovanni
Rossi e Chiara Fontana"), the first word after it kept."""

_AND = re.compile(r"\s+(?:" + "|".join(sorted(CONJUNCTIONS)) + r")\s+(?=[^\W\d_])")
"""A language's word for "and" between two names ("et", "e", "och", "en"), read as a
comma by :func:`bare_by_end` before the names are tried."""


def bare_by_end(text: str) -> int:
    """The end of a bare word for "by" opening ``text`` (one line, asides and marks
    off) and the space after it, or 0 where none leads names (see the module)."""
    lead = _LEAD.match(text)
    if lead is None or lead.group(1).casefold() not in _BYS:
        return 0
    if lead.group(1).casefold() in _PARTICLE_BYS and not is_given_name(lead.group(2)):
        return 0
    return lead.end() if reads_as_names(_AND.sub(", ", text[lead.end() :])) else 0


__all__ = ["bare_by_end"]
