"""A structured abstract's label run in bold before its text, with no stop (pure; names45).

A web page printed to PDF sets a structured abstract's labels in bold at the head of
each part's first line and runs the text on in roman with no colon ("**Purpose**
Tyrosine kinase …", "**Design** To study …"); a drop capital may open the first
("P" / "urpose …").  :mod:`~tapyre_paper_search.pdf.headingless` reads a headingless
structured abstract's parts by their labels, which it knew only run in after a stop
("Objective: To …"): :func:`bold_label` tells such a line by its type, the bold run
before the line's change of type (:attr:`.Line.lead_text`) being the label, or the
label's tail after a drop capital.  :func:`part_label` is either kind's label.
"""

from __future__ import annotations

from tapyre_paper_search.pdf import structlabels
from tapyre_paper_search.pdf.lines import Line


def bold_label(line: Line) -> str:
    """The folded structure label ``line`` opens with, run in before a capitalised word
    and set in bold as the line's lead, the rest of the line not ("" otherwise)."""
    lead = line.lead_text.strip()
    if not lead:
        return ""
    label = structlabels.runin_label(line.text)
    # the whole label, or its tail after a drop capital set as a line of its own
    if not label or not label.endswith(lead) or len(lead) < len(label) - 1:
        return ""
    return " ".join(label.lower().split())


def part_label(line: Line) -> str:
    """The folded label a structured abstract's part opens ``line`` with: run in after a
    stop (:func:`.structlabels.structure_label`) or in bold (:func:`bold_label`)."""
    return structlabels.structure_label(line.text) or bold_label(line)


def opens_part(line: Line) -> bool:
    """Whether ``line`` opens a structured abstract's part with a run-in label: after a
    stop (:data:`.structlabels.STRUCTURE_RUNIN`) or set in bold (:func:`bold_label`)."""
    return bool(structlabels.STRUCTURE_RUNIN.match(line.text) or bold_label(line))


__all__ = ["bold_label", "opens_part", "part_label"]
