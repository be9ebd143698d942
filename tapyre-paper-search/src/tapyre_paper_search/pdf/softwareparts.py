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

_LABELS = (
    r"motivation|results?|availability(?:\s+and\s+implementation)?|implementation"
    r"|contact|supplementary\s+(?:information|data)"
)
# A label alone on its line (group ``alone`` matched) or run in after a colon, stop or dash.
_FORM = re.compile(
    rf"^\s*(?P<label>{_LABELS})\s*(?:(?P<alone>[.:—–-]?\s*$)|[.:—–]\s*\S)", re.IGNORECASE
)


def _label(text: str) -> tuple[str, str]:
    """The folded label ``text`` opens with, capitalised, and its form ("alone" or
    "runin"); ``("", "")`` for none."""
    found = _FORM.match(text)
    if found is None or not text.lstrip()[:1].isupper():
        return "", ""
    label = " ".join(found.group("label").lower().split())
    return label, "alone" if found.group("alone") is not None else "runin"


def opens_motivation(text: str) -> bool:
    """Whether ``text`` opens with a capitalised "Motivation" label, alone ("Motivation",
    "MOTIVATION:") or run in after a colon, stop or dash ("Motivation: Genomes …"): the
    first part of a computational paper's structured abstract."""
    return _label(text)[0] == "motivation"


def part_form(text: str, first: str | None) -> str:
    """How ``text`` carries a part label of an abstract that opens with "Motivation":
    "alone", "runin" or "" (no such label, or lower case).  ``first`` is the abstract's
    first part's text (``None`` while ``text`` would be its first line): the first
    line's label must be "Motivation"; a later label ("Availability and implementation:",
    "Contact", "Supplementary information:") counts only when ``first`` opens with
    "Motivation"."""
    if not opens_motivation(text if first is None else first):
        return ""
    return _label(text)[1]


def part_label(text: str, first: str) -> str:
    """The folded label ``text`` opens a later part with (:func:`part_form`; "" for
    none): "contact", "availability and implementation", …"""
    return _label(text)[0] if part_form(text, first) else ""


__all__ = ["opens_motivation", "part_form", "part_label"]
