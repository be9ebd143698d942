"""A thesis title page's lead before its author's name (pure; bylines67).

A thesis names its author after a phrase of its own, which
:func:`~tapyre_paper_search.pdf.runinnames.run_in_names` did not take for a lead, or
with a tail after the name that left the line no byline:

* the thesis's noun, some words of what it is for, then "submitted/presented by"
  (:data:`_LEAD`): "Dissertation zur Erlangung des Doktorgrades vorgelegt von Jonas
  Albrecht aus Rostock", "Tesis doctoral presentada por Lucía Herrera Molina", "Thèse
  présentée par Camille Girard et soutenue publiquement le 12 juin 2019".  The noun opens
  the line (after an article at most) and the "by" follows it within the phrase, no
  stop, colon or semicolon between; the names then close at their tail
  (:func:`_without_tail`): a join and a lower-case word ("et soutenue …", "y defendida
  …", "and defended …": a name after a join is capitalised), a bracket holding a digit
  ("(Roll No. 19CS1023)", "(Matr.-Nr. 123456)"), "in (partial) fulfilment of …", a
  lower-case word of purpose or destination ("for the degree …", "to the University …",
  "pour obtenir …", "para optar …", "zur Erlangung …", fix62a: no word of a name), the
  German "aus" and a birthplace;
* a thesis form's candidate label (:data:`_CANDIDATE`: "Candidato:", "Laureanda:",
  "Candidate:", "Kandidatin:"), then the names up to the next field's label, a
  capitalised word (and a lower-case one) and a colon ("Relatore: Prof. Giorgio Neri",
  "Supervisor:", "Co supervisor:").

:func:`thesis_names` gives the names' text for
:func:`~tapyre_paper_search.pdf.authors.names_in_line` to read as a run-in lead's (the
lead vouches for them); ``None`` where the line is no such lead, or no capitalised word
follows it.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.birthplace import without_birthplace

_NOUNS = (
    r"dissertation|thesis|th[èe]se|tesis|tese|tesi|m[ée]moire|disserta[çc][ãa]o"
    r"|disertaci[óo]n|dissertazione|masterarbeit|bachelorarbeit|diplomarbeit"
    r"|habilitationsschrift|doktorarbeit"
)
_BYS = (
    r"vorgelegt\s+von|eingereicht\s+von|pr[ée]sent[ée]e?\s+par|soutenue?\s+par"
    r"|presentad[ao]\s+por|apresentad[ao]\s+por|presentat[ao]\s+da"
    r"|submitted\s+by|presented\s+by"
)
_LEAD = re.compile(
    rf"\s*(?:(?:a|an|the|une|un|eine|la|el|il|uma)\s+)?(?:[^\W\d_]+\s+)?(?:{_NOUNS})\b"
    rf"[^.:;]{{0,160}}?\s(?:{_BYS})\s+(?=(?-i:[A-ZÀ-ÞĀ-Ž]))",
    re.IGNORECASE,
)
"""A thesis's noun (an article and one word before it at most), its purpose, its "by"."""

_CANDIDATE = re.compile(
    r"\s*(?:Candidat[oae]|Candidate|Laureand[oa]|Kandidat(?:in)?|Doktorand(?:in)?)\s*:\s*"
    r"(?=[A-ZÀ-ÞĀ-Ž])"
)
_NEXT_LABEL = re.compile(r"\s+[A-ZÀ-Þ][^\W\d_]+(?:\s+[a-zß-ÿ]+)?\s*:")
_TAIL = re.compile(
    r"\s+(?:et|and|und|y|e|i)\s+(?=[a-zß-ÿ])"  # "et soutenue publiquement le …"
    r"|\s*\((?=[^)]*\d)"  # "(Roll No. 19CS1023)"
    r"|,?\s+in\s+(?:partial\s+)?fulfil"  # "in partial fulfilment of …"
    r"|,?\s+(?:to|for|under|pour|para|ao|à|zur|zum|per)\s"  # "for the degree of …"
)


def _without_tail(names: str) -> str:
    """``names`` up to its tail (see the module), stripped."""
    cut = _TAIL.search(names)
    return without_birthplace(names[: cut.start()] if cut else names).strip(" ,")


def thesis_names(line: str) -> str | None:
    """The names' text after a thesis's lead on ``line`` (see the module), else ``None``."""
    led = _LEAD.match(line)
    if led is not None:
        return _without_tail(line[led.end() :]) or None
    labelled = _CANDIDATE.match(line)
    if labelled is None:
        return None
    rest = line[labelled.end() :]
    field = _NEXT_LABEL.search(rest)
    return _without_tail(rest[: field.start()] if field else rest) or None


__all__ = ["thesis_names"]
