"""Irregular past participles that open a byline (bylines46).

:data:`~tapyre_paper_search.pdf.bylineverbs.PARTICIPLES` reads a byline's lead from a
participle's regular shape (``-ed``, ``-é``, ``ge-…-t``, ``-ado``, ``-ato``).  The verbs
of making or doing a piece of work are irregular in most languages, so their
participles have no such shape: "Made by", "Done by", "Drawn by", "Rapport fait par",
"Studio condotto da", "Informe hecho por", "Trabalho feito por".  Irregular participles
are a closed class of each language; :data:`IRREGULAR` holds those of the verbs of
making, doing, writing, drawing up, carrying out and producing, per language of
:data:`~tapyre_paper_search.pdf.bylineverbs.PARTICIPLES` (German's strong participles,
"geschrieben", "erstellt", keep the regular ``ge-…-en`` shape already).  Each is
written in its masculine singular and may take its language's endings of gender and
number ("faite", "fatta", "hecha", "feitos").
"""

from __future__ import annotations

IRREGULAR: dict[str, tuple[str, ...]] = {
    # made, done, drawn (up), built, put (together), run, led
    "en": ("made", "done", "drawn", "built", "put", "run", "led"),
    # fait, écrit, produit, conduit, conçu (conceived: "Conçu et rédigé par"; bylines48),
    # rédigé is regular; mis (en œuvre); traduit (another role, bylineverbs.OTHER_ROLES:
    # its shape lets the lead be read and left out; bylines47)
    "fr": ("fait", "écrit", "produit", "conduit", "conçu", "traduit"),
    # Spanish hecho, escrito, puesto; Portuguese feito, escrito, posto
    "es/pt": ("hech", "escrit", "puest", "feit", "post"),
    # fatto, scritto, condotto, prodotto, redatto, svolto
    "it": ("fatt", "scritt", "condott", "prodott", "redatt", "svolt"),
}
"""Per language of :data:`~tapyre_paper_search.pdf.bylineverbs.PARTICIPLES`: the stems of
irregular participles of making a text (English and French forms whole)."""

_ENDINGS: dict[str, str] = {
    "en": "",
    "fr": "(?:e|s|es)?",
    "es/pt": "(?:o|a|os|as)",
    "it": "(?:o|a|i|e)",
}
"""Per language: the endings of gender and number an irregular participle takes."""


def irregular_shape(language: str) -> str:
    """A regex alternative matching the irregular participles of ``language`` with their
    endings; the empty string where the language has none listed."""
    stems = IRREGULAR.get(language, ())
    if not stems:
        return ""
    return "(?:" + "|".join(stems) + ")" + _ENDINGS[language]


__all__ = ["IRREGULAR", "irregular_shape"]
