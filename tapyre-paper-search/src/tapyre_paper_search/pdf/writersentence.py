"""A sentence after the abstract that names its writers: "Ann Lee and Bo Chen wrote this
brief." (pure; front46).

A research brief printed like a news item names nobody under its title; the names
stand only in a short sentence of their own after the abstract (often in italic), in
one of a few shapes, in several languages:

* the names, then a verb of writing and the piece: "Ann Lee and Bo Chen wrote this
  brief.", "… prepared the report.", "… are the authors of this note.", "Anna Meyer
  und Karl Weber haben diesen Bericht verfasst.", "Marie Dupont et Jean Roy ont
  rédigé cette note.", "Juan Pérez y María López escribieron este informe.",
  "… hanno scritto questo rapporto.";
* the piece, a passive verb and the names: "This brief was written by Ann Lee and Bo
  Chen.", "Dieser Bericht wurde von Anna Meyer verfasst.", "Ce rapport a été rédigé
  par …", "Este informe fue escrito por …", "Questo rapporto è stato scritto da …";
* a lead alone, no dash: "Written by Ann Lee and Bo Chen.", "Verfasst von …",
  "Rédigé par …", "Escrito por …", "Scritto da …".

:func:`writers_piece` reads such a sentence whole (it must end the text with a full
stop) and gives its names piece; :mod:`~tapyre_paper_search.pdf.closingbyline` asks it
for the sentence right after an abstract's last line (with the lines wrapping it) and
reads that piece as a closing byline's names, strictly, so that a body sentence citing
other people's work ("Lee and Chen wrote the first survey of it in 2004.") is none.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.postsentence import post_piece

# The piece a sentence names: a determiner and one to three words ("this brief", "the
# policy brief", "diesen Bericht", "cette note", "este informe", "questo rapporto"); a
# word follows a determiner after a space ("la solution" is no "l'" and "a solution").
_PIECE = (
    r"(?:(?:this|these|the|diese[nrs]?|de[nr]|die|das|ce|cet|cette|le|la|este|esta|el|"
    r"questo|questa|il|lo)\s+|l')(?:[^\W\d_][\w-]*\s+){0,2}[^\W\d_][\w-]*"
)
# The words that name a written piece (review54): a sentence naming people beside
# anything else they made ("… prepared the samples.", "This data set was compiled by
# …", "… ont préparé la solution.") signs nothing.
_WRITTEN = frozenset(
    [
        "brief",
        "briefs",
        "report",
        "note",
        "paper",
        "article",
        "document",
        "chapter",
        "summary",
        "memo",
        "memorandum",
        "essay",
        "review",
        "study",
        "survey",
        "piece",
        "text",
        "guide",
        "overview",
        "commentary",
        "newsletter",
        "bericht",
        "beitrag",
        "artikel",
        "papier",
        "studie",
        "dokument",
        "kapitel",
        "rapport",
        "texte",
        "étude",
        "chapitre",
        "synthèse",
        "dossier",
        "informe",
        "artículo",
        "documento",
        "nota",
        "texto",
        "estudio",
        "capítulo",
        "resumen",
        "rapporto",
        "articolo",
        "testo",
        "studio",
        "capitolo",
        "relazione",
        "sintesi",
        # review56: more written pieces ("This booklet was compiled by …", "These notes
        # …", "Diese Broschüre …", "Cette fiche …"); a plural's "s" is dropped to look up
        "thesis",
        "handbook",
        "manuscript",
        "booklet",
        "factsheet",
        "tutorial",
        "proposal",
        "handout",
        "briefing",
        "guideline",
        "broschüre",
        "leitfaden",
        "handbuch",
        "fiche",
        "guía",
        "manual",
    ]
)
# German closed compounds end on one of these ("Forschungsbericht", "Positionspapier").
_WRITTEN_TAILS = ("bericht", "beitrag", "papier", "studie", "dokument", "kapitel")
# Words telling an earlier piece by others ("… wrote the first survey."; review54).
_EARLIER = frozenset(
    [
        "first",
        "earliest",
        "original",
        "seminal",
        "classic",
        "influential",
        "famous",
        "landmark",
        "definitive",
        "erste",
        "ersten",
        "premier",
        "première",
        "primer",
        "primera",
        "primo",
        "prima",
    ]
)
_WORD = re.compile(r"[^\W\d_][\w-]*")
# A verb of writing proper and a determiner pointing at the piece in hand ("This primer
# was written by …", "Ann Lee wrote this handout."): the piece is a written one, whatever
# its noun (review56; "compiled", "prepared" make data sets and samples too).
_WRITING = re.compile(
    r"\b(?:wrote|written|authored|verfasst|geschrieben|rédigée?s?|écrite?s?|escrit[oa]s?|"
    r"escribió|escribieron|redactó|redactaron|redactad[oa]s?|scritt[oa]|redatt[oa])\b",
    re.IGNORECASE,
)
_THIS = re.compile(
    r"\b(?:this|these|diese[nrs]?|ce|cet|cette|ces|este|esta|estos|estas|questo|questa|"
    r"questi|queste)\s",
    re.IGNORECASE,
)
# "The names did the writing": English, German, French, Spanish, Italian verbs.
_ACTIVE = (
    r"(?:wrote|prepared|authored|compiled|drafted|are\s+the\s+authors?\s+of|"
    r"is\s+the\s+author\s+of|"
    r"(?:hat|haben)\s+" + _PIECE + r"\s+(?:verfasst|geschrieben|erstellt)|"
    r"(?:a|ont)\s+(?:rédigé|écrit|préparé)|"
    r"(?:escribió|escribieron|redactó|redactaron|elaboró|elaboraron)|"
    r"(?:ha|hanno)\s+(?:scritto|redatto|preparato))"
)
_NAMES_FIRST = re.compile(
    r"^(?P<names>.+?)\s+(?:" + _ACTIVE + r")(?:\s+" + _PIECE + r")?\s*\.$", re.IGNORECASE
)
# "The piece was written by the names".
_PASSIVE = re.compile(
    r"^" + _PIECE + r"\s+(?:"
    r"(?:was|were|has\s+been|have\s+been)\s+(?:written|prepared|authored|compiled|drafted)\s+by|"
    r"wurde\s+von|"
    r"a\s+été\s+(?:rédigée?|écrite?|préparée?)\s+par|"
    r"(?:fue|ha\s+sido)\s+(?:escrit[oa]|redactad[oa]|elaborad[oa])\s+por|"
    r"(?:è|e)\s+stat[oa]\s+(?:scritt[oa]|redatt[oa]|preparat[oa])\s+da"
    r")\s+(?P<names>.+?)(?:\s+(?:verfasst|geschrieben|erstellt))?\s*\.$",
    re.IGNORECASE,
)
# A lead alone: "Written by", "Verfasst von", "Rédigé par", "Escrito por", "Scritto da".
_LEAD = re.compile(
    r"^(?:(?:written|prepared|compiled)\s+by|(?:verfasst|geschrieben|erstellt)\s+von|"
    r"(?:rédigée?|écrite?|préparée?)\s+par|(?:escrit[oa]|redactad[oa]|elaborad[oa])\s+por|"
    r"(?:scritt[oa]|redatt[oa])\s+da)\s+(?P<names>.+?)\s*\.$",
    re.IGNORECASE,
)


def writers_piece(text: str) -> str:
    """The piece of ``text`` naming its writers where ``text`` is a whole sentence of one
    of the module's shapes ("Ann Lee and Bo Chen wrote this brief." -> "Ann Lee and Bo
    Chen"), else ""."""
    text = " ".join(text.split())
    if not text.endswith(".") or len(text) > 400:
        return ""
    for pattern in (_NAMES_FIRST, _PASSIVE, _LEAD):
        found = pattern.match(text)
        if found:
            names = found.group("names")
            if pattern is _LEAD or _names_written(text.replace(names, " ", 1)):
                return names
            return ""
    return post_piece(text)  # "Ann Lee and Bo Chen are researchers at …" (front64)


def _names_written(rest: str) -> bool:
    """Whether ``rest`` (a sentence less its names) names a written piece and no
    earlier one (:data:`_WRITTEN`, :data:`_EARLIER`)."""
    words = [word.lower() for word in _WORD.findall(rest)]
    if any(word in _EARLIER for word in words):
        return False
    if _WRITING.search(rest) and _THIS.search(rest):
        return True
    return any(
        word in _WRITTEN or word[:-1] in _WRITTEN or word.endswith(_WRITTEN_TAILS) for word in words
    )


__all__ = ["writers_piece"]
