"""The labels of a structured abstract: "Background", "Methods: We …" (pure; bylines44).

Moved whole out of :mod:`~tapyre_paper_search.pdf.cues` (over the project's module budget):
the labels alone on a line (:data:`STRUCTURE_HEADING`), run in after a stop
(:data:`STRUCTURE_RUNIN`) or in capitals before a sentence (:func:`caps_label_runin`), and
the folded label a line opens with (:func:`structure_label`, :func:`opens_with_label`), in
English and German, and the labels of the parts (not "Introduction" or "Discussion",
which head a body) in French, Spanish, Portuguese and Italian (abs72).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import abstractcues

# The labels of structured abstracts, alone ("Background") or run in ("Methods: We…").
STRUCTURE_LABEL = (
    r"(?:background(?: and (?:aims?|objectives?|purpose))?|"
    r"objectives?|aims?(?: and objectives)?|purpose|context|importance|introduction|"
    r"rationale|hypothesis|methods?(?: and (?:results|findings|materials))?|methodology|"
    r"materials and methods|patients and methods|"
    r"design(?:,? (?:settings?|and settings?|and methods)(?:,? and (?:participants|patients))?)?|"
    r"settings?(?: and participants)?|participants|"
    r"patients|subjects|interventions?|exposures?|"
    r"(?:main |primary |secondary )?outcomes?(?: and)? measures?|measurements"
    r"(?: and main results)?|outcomes?|results?|main results|findings|conclusions?"
    r"(?: and (?:relevance|implications))?|interpretation|significance|discussion|limitations|"
    r"implications|trial registration|registration|funding|keypoints|"
    r"hintergrund|ziele?|fragestellung|methodik|methoden|ergebnisse?|schlussfolgerungen?|"
    r"schlussfolgerung|diskussion|zielsetzung|material und methoden|"
    # French, Spanish, Portuguese and Italian parts' labels (abs72: "Métodos",
    # "Résultats", "Conclusiones" alone on their lines ended the abstract there)
    r"contexte|m[ée]thodes|r[ée]sultats|objectifs?|"
    r"antecedentes|contexto|objetivos?|m[ée]todos?|resultados?|conclusi[oó]n(?:es)?|"
    r"conclus[aã]o|conclus[õo]es|contesto|obiettiv[oi]|metodi|risultati|conclusioni)"
)
# textrow.STRUCTURE_LABEL_LINE is these two as one pattern (same opening and flags):
# change it with them (tests/test_review127.py holds the three together).
STRUCTURE_HEADING = re.compile(rf"^\s*{STRUCTURE_LABEL}\s*[.:—–-]?\s*$", re.IGNORECASE)
STRUCTURE_RUNIN = re.compile(rf"^\s*{STRUCTURE_LABEL}\s*[.:—–-]\s*\S", re.IGNORECASE)
# The label whole, to a word's end: "Resultados" is not the English "result" it starts
# with (review round 67).
_OPENING_LABEL = re.compile(rf"\s*({STRUCTURE_LABEL})(?![^\W\d_])", re.IGNORECASE)
# "BACKGROUND The …": a label in capitals run in without a stop, a sentence after it.
_CAPS_RUNIN = re.compile(rf"^\s*({STRUCTURE_LABEL})\s+(?-i:[A-ZÄÖÜ][a-zäöüß])", re.IGNORECASE)


# "MOTIVATION Although …", "ANTECEDENTES Los …": any label in capitals (a word of six
# letters or more, up to three more words in capitals) before a sentence's first word.
_CAPS_WORDS_RUNIN = re.compile(r"^\s*[A-ZÀ-Ý]{6,}(?:\s+[A-ZÀ-Ý]{2,}){0,3}\s+[A-ZÀ-Ý][a-zà-ÿ]")


def caps_label_runin(text: str, *, shape: bool = False) -> bool:
    """Whether ``text`` opens with a structure label in capitals run in without a stop
    ("INTRODUCTION The enzyme …"): under an abstract heading, a structured abstract.
    With ``shape``, any label of that shape, whatever its words (abs71: "MOTIVATION
    Although many …", a label no list holds), but for a keyword or dates line."""
    found = _CAPS_RUNIN.match(text)
    if found and found.group(1).isupper():
        return True
    if not (shape and text[:1].isupper() and _CAPS_WORDS_RUNIN.match(text)):
        return False
    # a keyword or dates line in capitals ("KEYWORDS Deep …", "RECEIVED January …") is
    # what follows an abstract, not its label (review 66)
    return not (abstractcues.KEYWORDS.match(text) or abstractcues.HISTORY.match(text))


def runin_label(text: str) -> str:
    """The capitalised structure label ``text`` opens with, run in before a capitalised
    word without a stop ("Design To study …"), as printed; "" when it opens with none."""
    found = _CAPS_RUNIN.match(text)
    return found.group(1) if found and found.group(1)[0].isupper() else ""


def structure_label(text: str) -> str:
    """The capitalised structure label ``text`` opens with, alone or run in, folded
    ("methods" for "Methods: We …"); "" when it opens with none."""
    found = _OPENING_LABEL.match(text)
    if not found or not found.group(1)[0].isupper():
        return ""
    if not (STRUCTURE_RUNIN.match(text) or STRUCTURE_HEADING.match(text)):
        return ""
    return " ".join(found.group(1).lower().split())


def opens_with_label(text: str) -> bool:
    """Whether ``text`` opens with a capitalised structure label, alone, run in after a
    stop, or run in before a capitalised word ("Context Adequate vitamin …", the label
    set in bold): the first part of a structured abstract."""
    found = _CAPS_RUNIN.match(text)
    return bool(structure_label(text)) or bool(found and found.group(1)[0].isupper())


__all__ = [
    "STRUCTURE_HEADING",
    "STRUCTURE_LABEL",
    "STRUCTURE_RUNIN",
    "caps_label_runin",
    "opens_with_label",
    "runin_label",
    "structure_label",
]
