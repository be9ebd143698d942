"""Participles of making a text before a "by" that is a name's particle too (pure;
bylines51).

:func:`~tapyre_paper_search.pdf.bylineverbs.participle_names` reads "X da Y Z" or
"X von Y Z" as one person's name ("Renato da Costa Lima", "Gebhardt von Blücher")
unless a known given name follows the particle or the word before it is a word of the
lists (:func:`~tapyre_paper_search.pdf.particletopics.dictionary_participle`:
"Gezogen").  The lists hold English and German words only, so "Curato da Lara Stein"
(Italian: curated by) and "Kuratiert von Lara Stein" (German, a loan verb's "-iert")
stayed one name with their lead.  :func:`maker_participle` knows them by their form:

- an Italian participle (``-ato``/``-ito``/``-uto`` and their ``-a``, ``-i``, ``-e``)
  of a verb of making, gathering or editing a text (:data:`ITALIAN_MAKERS`: verbs, no
  names; an Italian given name of that shape, "Renato", "Donato", "Fortunato", is no
  such verb);
- a German participle in ``-iert`` ("kuratiert", "koordiniert", "konzipiert"): no given
  name or surname closes so.
"""

from __future__ import annotations

import re

ITALIAN_MAKERS = (
    "cur", "compil", "elabor", "coordin", "realizz", "prepar", "svilupp", "ide",
    "progett", "assembl", "stil", "document", "organizz", "concep",
)  # fmt: skip
"""Stems of Italian verbs of making, gathering or editing a text (curato, compilato,
elaborato, coordinato, realizzato, preparato, sviluppato, ideato, progettato,
assemblato, stilato, documentato, organizzato, concepito; and raccolto, irregular)."""

_ITALIAN = re.compile(
    r"(?:(?:" + "|".join(ITALIAN_MAKERS) + r")(?:at|it|ut)|raccolt)[oaie]", re.IGNORECASE
)
_GERMAN_IERT = re.compile(r"[^\W\d_]{3,}iert", re.IGNORECASE)


def maker_participle(word: str) -> bool:
    """Whether ``word`` is a participle of making a text by its form alone (see the
    module): "Curato", "Compilata", "Raccolti", "Kuratiert"; not "Renato", "Gebhardt"."""
    return bool(_ITALIAN.fullmatch(word) or _GERMAN_IERT.fullmatch(word))


__all__ = ["ITALIAN_MAKERS", "maker_participle"]
