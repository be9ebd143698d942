"""The labels of a structured abstract that opens with "Motivation" (pure; abs61).

A computational paper's structured abstract (a method, a tool, a database) is set in
parts labelled "Motivation", "Results", then "Availability and implementation",
"Contact" and "Supplementary information", run in after a colon ("Motivation: …") or
alone on their lines in bold; the last three are parts of the abstract as printed (an
indexer's record keeps them).  The reader knew "Results" only
(:data:`~.structlabels.STRUCTURE_LABEL`): "Motivation" alone in bold under the
"Abstract" heading was read as the body's first section (cues' "Motivation") and the
abstract came out empty, and a headingless run stopped at "Contact: …".

"Motivation" is not added to the structure labels every layout shares (a page's
"Motivation" section heading after a plain abstract must still end it): it opens a
structured abstract only as the abstract's first part, and the tool labels count only
in an abstract whose first part it opens (:func:`part_form`).
"""

from __future__ import annotations

import re

_FIRST = r"motivation"
_LATER = (
    r"motivation|results?|availability(?:\s+and\s+implementation)?|implementation"
    r"|contact|supplementary\s+(?:information|data)"
)
_ALONE = re.compile(rf"^\s*(?:{_LATER})\s*[.:—–-]?\s*$", re.IGNORECASE)
_RUNIN = re.compile(rf"^\s*(?:{_LATER})\s*[.:—–]\s*\S", re.IGNORECASE)
_OPENS = re.compile(rf"^\s*{_FIRST}\s*(?:[.:—–-]?\s*$|[.:—–]\s*\S)", re.IGNORECASE)
_LABEL = re.compile(rf"\s*({_LATER})", re.IGNORECASE)


def opens_motivation(text: str) -> bool:
    """Whether ``text`` opens with a capitalised "Motivation" label, alone ("Motivation",
    "MOTIVATION:") or run in after a colon, stop or dash ("Motivation: Genomes …"): the
    first part of a computational paper's structured abstract."""
    return text.lstrip()[:1].isupper() and _OPENS.match(text) is not None


def part_form(text: str, first: str | None) -> str:
    """How ``text`` carries a part label of an abstract that opens with "Motivation":
    "alone", "runin" or "" (no such label, or lower case).  ``first`` is the abstract's
    first part's text (``None`` while ``text`` would be its first line): the first
    line's label must be "Motivation"; a later label ("Availability and implementation:",
    "Contact", "Supplementary information:") counts only when ``first`` opens with
    "Motivation"."""
    if not text.lstrip()[:1].isupper():
        return ""
    if first is None:
        if not opens_motivation(text):
            return ""
    elif not opens_motivation(first):
        return ""
    if _ALONE.match(text):
        return "alone"
    return "runin" if _RUNIN.match(text) else ""


def part_label(text: str, first: str) -> str:
    """The folded label ``text`` opens a later part with (:func:`part_form`; "" for
    none): "contact", "availability and implementation", …"""
    if not part_form(text, first):
        return ""
    found = _LABEL.match(text)
    return " ".join(found.group(1).lower().split()) if found else ""


__all__ = ["opens_motivation", "part_form", "part_label"]
