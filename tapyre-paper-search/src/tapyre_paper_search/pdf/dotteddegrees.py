"""Degrees abbreviated with a stop after a name, as Indonesia and Malaysia print them (pure;
bylines71).

Indonesian and Malaysian bylines set each author's degrees after the name, each a
letter for the level, a stop and the field cut short: "Ir. Bambang Susanto, M.T. dan Dr.
Siti Rahmawati, S.Si.", "Sukarti, S.Pd., M.Si., Haryanto, S.T. dan Ir. Sri Mulyani,
M.Eng.", a physician's specialty "Sp.A(K)", "Sp.PD-KGH".  Read as pieces, "M.T. dan Dr.
Siti Rahmawati" was one piece opening with initials, and the line was refused.

:func:`without_dotted_degrees` drops each such degree set after a comma, before the next
comma, a word for "and" ("dan", "and", "&") or the line's end, where the line proves the
shape: one degree at least has a small letter after its stop ("S.Si.", "M.Eng.", "S.Pd.")
or is a specialty ("Sp.A(K)"), which no initials have; each degree is unspaced and closed
by its stop (an initial and a surname, "S. Ek", "S.Rao", are no degree).  Then the
capitals-only ones ("M.T.", "S.T.", "S.E.") go too; the comma before each goes with it,
so a degree before "dan" leaves the names joined by "dan".

Stays (tests): a line with capitals-only degrees and no proof ("Bambang Susanto, M.T."
may be a name and its initials, left to the other readers), initials in an inverted
name ("Smith, J.A., Lee, K.M."), a degree-like word inside a name.
"""

from __future__ import annotations

import re

_DEGREE = r"(?:[SMD]\.[A-Z][A-Za-z]{0,3}\.|Sp\.[A-Z]{1,3}(?:\([A-Z]\))?(?:-[A-Z]{2,4})?)"
"""A degree's shape, unspaced, closed by its stop: "S.Si.", "M.T.", "S.Pd.", "M.Eng.", or a
specialty "Sp.A(K)", "Sp.PD-KGH" (an initial and a surname, "S. Ek", "S.Rao", are none)."""
_AFTER_COMMA = re.compile(rf",\s*({_DEGREE})(?=\s*(?:,|;|\bdan\b|\band\b|&|$))")
_PROOF = re.compile(r"[SMD]\.[A-Z][a-z]|Sp\.")
"""A degree no initials could be: a small letter after the capital ("S.Si"), or "Sp."."""


def without_dotted_degrees(line: str) -> str:
    """``line`` without its degrees abbreviated with a stop after a comma (see the
    module); ``line`` itself where no degree with a small letter proves the shape."""
    if ", S" not in line and ", M" not in line and ", D" not in line:
        return line
    if not any(_PROOF.match(m.group(1)) for m in _AFTER_COMMA.finditer(line)):
        return line
    return " ".join(_AFTER_COMMA.sub("", line).split())


__all__ = ["without_dotted_degrees"]
