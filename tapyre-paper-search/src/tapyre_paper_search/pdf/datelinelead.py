"""A dateline run into an abstract's first line (pure; latex47).

A news summary opens its abstract with a bold dateline, a place in capitals and a date
before a dash ("OSLO, 12 March 2024 -- Objective: To assess …").  Where the abstract is
a structured one, its first label stands after the dateline, not at the line's start,
so the parts after it were not carried on, and a later part's run-in label that also
names a subject classification ("Subjects: Adults aged 65 or over.") ended the
abstract as a keyword block (0.36 of such an abstract read).  :func:`past_dateline`
gives the line with the dateline left out, for the label to be read (the abstract's
text keeps it); :func:`later_part` tells such a later part.  A web brief's dateline
may name the place alone ("GENEVA — Background …"; front46): the date is optional.
:func:`without_dateline` gives an abstract's first line without it: the dateline
says where the news came from, not what the paper found (front46; a label in capitals
before a dash, "BACKGROUND — …", "ABSTRACT — …", stays).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from tapyre_paper_search.pdf import abstractcues, structlabels
from tapyre_paper_search.pdf.boldlabels import opens_part
from tapyre_paper_search.pdf.lines import Line

# A place in capitals (two letters or more, words), a comma and a date (day month year
# or month day, year) or none, a dash or two hyphens.
_DATELINE = re.compile(
    r"^\s*[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ .'’-]+(?:,\s+"
    r"(?:\d{1,2}\s+[A-Z][a-z]+\.?\s+\d{4}|[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}))?"
    r"\s*(?:--|[–—])\s*(?=\S)"
)


def later_part(lines: Sequence[Line], start: int, i: int) -> bool:
    """Whether ``lines[i]`` is a later part of a structured abstract opened above it (from
    ``start`` on, a dateline before its first label too): its label run in ("Subjects:
    Adults aged 65 or over."), which else reads as a subject classification ending the
    abstract or opening the body."""
    return bool(structlabels.STRUCTURE_RUNIN.match(lines[i].text)) and any(
        opens_part(past_dateline(lines[k])) for k in range(start, i)
    )


def past_dateline(line: Line) -> Line:
    """``line`` with a run-in dateline it opens with left out ("OSLO, 12 March 2024 --
    Objective: …" -> "Objective: …"), from its bold lead too where the lead holds it
    ("GENEVA — Background" -> "Background"; a lead that was the dateline alone leaves
    no lead style), else ``line`` as it is."""
    found = _DATELINE.match(line.text)
    if not found:
        return line
    # a bold lead that runs from the dateline into the label loses the dateline too
    dateline = found.group().strip()
    lead = line.lead_text.strip()
    lead = lead[len(dateline) :].strip() if lead.startswith(dateline) else line.lead_text
    # a lead that was the dateline alone says nothing of the label's type
    style = line.lead if lead or not line.lead_text.strip() else ""
    return replace(line, text=line.text[found.end() :], lead_text=lead, lead=style)


def without_dateline(text: str) -> str:
    """``text`` without a run-in dateline it opens with, unless the dateline's place is a
    structure label or an abstract heading ("BACKGROUND —", "ABSTRACT —"), or the word
    after the dash opens in a small letter: a dateline is followed by its sentence's
    first word, a term in capitals by its gloss ("CRISPR — a genome editing tool —
    cuts …" keeps its subject; review54)."""
    found = _DATELINE.match(text)
    if not found or text[found.end() :][:1].islower():
        return text
    place = found.group().split(",")[0].strip(" -\u2013\u2014")
    if structlabels.STRUCTURE_HEADING.match(place) or abstractcues.is_abstract_heading(place):
        return text
    return text[found.end() :]


__all__ = ["later_part", "past_dateline", "without_dateline"]
