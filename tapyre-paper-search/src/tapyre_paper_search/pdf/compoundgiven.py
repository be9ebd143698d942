"""A Spanish or Portuguese given name of two parts joined by "de" (pure; bylines66).

Iberian women's and men's given names often join a first name to a devotional one by
"de", "del", "de la", "de los" or "de las": "María del Carmen", "María de los Ángeles",
"María de la Luz", "José de Jesús", "Juan de Dios", "Maria de Fátima".  A surname
followed by a particle goes on in :func:`~tapyre_paper_search.pdf.namecuts.run_together`,
so "María del Carmen" was read as a full name and the byline "María del Carmen Ruiz de la
Fuente" cut into two people, "María del Carmen" and "Ruiz de la Fuente".

:func:`compound_given` tells a name's words that are, so far, such a given name only: one
capitalised first word, the joining words, and a devotional name of a closed list
(:data:`DEVOTIONAL`: Marian titles, "Jesús", "Dios", …): no surname closes there, so
the name goes on to its surnames (``run_together``), and
:func:`~tapyre_paper_search.pdf.namewords.as_name` counts the joining words as a
particle's, no word of the name's length (seven words, "María del Carmen Ruiz de la
Fuente", are one name).  A first word and "de" before a word of no such list
("Pedro del Valle", "Ana de la Cruz") is read as before: a name whose surname opens with
a particle.  "Ruiz del Carmen" after a given name ("Ana Ruiz del Carmen"), two words
before the joining words, is no such given name either.  A surname "de la Luz" run
together with the next name and no separator ("Ana de la Luz Pedro Gil") is read as one
name: no surname is read to close it.
"""

from __future__ import annotations

DEVOTIONAL = frozenset(
    (  # noqa: SIM905
        "Carmen Pilar Rosario Mar Sol Rocío Consuelo Socorro Ángeles Angeles Dolores "
        "Mercedes Luz Jesús Jesus Dios Remedios Milagros Lourdes Fátima Fatima Asunción "
        "Concepción Amparo Nieves Guadalupe Montserrat Gracia Encarnación Begoña Loreto "
        "Conceição Graça Glória Assunção"
    ).split()
)
"""Devotional names that follow "de" in a compound given name, as written (capitalised)."""

_JOINS = (("de",), ("del",), ("de", "la"), ("de", "los"), ("de", "las"), ("da",), ("das",))


def compound_given(name: list[str]) -> bool:
    """Whether ``name``, a name's words so far, is a compound given name only: a
    capitalised first word, the joining words (:data:`_JOINS`) and a devotional name
    (:data:`DEVOTIONAL`) last (see the module)."""
    if not 3 <= len(name) <= 4 or name[-1] not in DEVOTIONAL or not name[0][:1].isupper():
        return False
    return tuple(name[1:-1]) in _JOINS


__all__ = ["DEVOTIONAL", "compound_given"]
