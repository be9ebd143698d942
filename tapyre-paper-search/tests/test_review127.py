"""review127 (issue 25, round 39): speed39r's and speed39p's exact gates, tied to the
patterns they stand in front of.

The two tracks' gates answer as the old code on every input the review drew (dumps of
some 500 PDFs, feature rows, the references and OCR dumps byte-identical); what no test
held is that each gate stays exact when the pattern behind it changes, and those
patterns live in other modules (``cues.URL``, ``cues.POSTCODE``, the two structured
labels, ``barefonts``' two classes) that every track edits.  These tests (controls: they
pass on the merged tree) read each pattern's own structure, so an edit that would make
a gate hide a match fails here, not silently in the output.
"""

from __future__ import annotations

import re
import sys
from typing import Any

from tapyre_paper_search.pdf import barefonts, cues, structlabels, textrow

try:  # Python 3.11+
    import re._parser as sre_parse  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - older Pythons
    import sre_parse  # type: ignore[no-redef]

_EVERY_CHARACTER = "".join(map(chr, range(sys.maxunicode + 1)))
_REPEATS = {"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"}


def _parsed(pattern: re.Pattern[str]) -> Any:
    return sre_parse.parse(pattern.pattern, pattern.flags)


def _every_match_holds(items: Any, chars: set[int]) -> bool:
    """Whether every string the parsed ``items`` match holds one of ``chars`` (a
    literal that is not optional)."""
    for op, av in items:
        name = str(op)
        if name == "LITERAL" and av in chars:
            return True
        if name == "BRANCH" and all(_every_match_holds(alt, chars) for alt in av[1]):
            return True
        if name in ("SUBPATTERN", "ATOMIC_GROUP") and _every_match_holds(av[-1], chars):
            return True
        if name in _REPEATS and av[0] >= 1 and _every_match_holds(av[2], chars):
            return True
    return False


def _least_digits(items: Any) -> int:
    """How many ``\\d`` characters every string the parsed ``items`` match holds at
    the least."""
    count = 0
    for op, av in items:
        name = str(op)
        if name == "IN" and [(str(o), str(a)) for o, a in av] == [("CATEGORY", "CATEGORY_DIGIT")]:
            count += 1
        elif name == "BRANCH":
            count += min(_least_digits(alt) for alt in av[1])
        elif name in ("SUBPATTERN", "ATOMIC_GROUP"):
            count += _least_digits(av[-1])
        elif name in _REPEATS:
            count += av[0] * _least_digits(av[2])
    return count


def test_url_gate_holds_for_every_form_of_the_pattern() -> None:
    """Control: ``textrow.has_url`` searches only a line with "/" or "."; every
    alternative of ``cues.URL`` must hold one (add "doi:" to it and this fails)."""
    assert _every_match_holds(_parsed(cues.URL), {ord("/"), ord(".")})
    # the walker itself: a form without either is seen
    assert not _every_match_holds(sre_parse.parse(r"https?://|doi:"), {ord("/"), ord(".")})


def test_postcode_gate_holds_for_every_form_of_the_pattern() -> None:
    """Control: ``text_row`` searches ``POSTCODE`` only in a line of four ``isdigit``
    characters or more: every match must hold four ``\\d``, each of them ``isdigit``."""
    assert _least_digits(_parsed(cues.POSTCODE)) >= 4
    assert _least_digits(sre_parse.parse(r"\b\d{4,6}\b|\b[A-Z]{2}\d{3}\b")) == 3
    assert all(c.isdigit() for c in re.findall(r"\d", _EVERY_CHARACTER))


def test_structure_label_line_is_the_two_patterns_it_merges() -> None:
    """Control: ``textrow.STRUCTURE_LABEL_LINE`` is ``STRUCTURE_HEADING`` or
    ``STRUCTURE_RUNIN`` only while those two keep their opening and flags: their
    endings are its two branches."""
    opening = rf"^\s*{structlabels.STRUCTURE_LABEL}\s*"
    heading, runin = structlabels.STRUCTURE_HEADING, structlabels.STRUCTURE_RUNIN
    assert heading.pattern.startswith(opening) and runin.pattern.startswith(opening)
    merged = textrow.STRUCTURE_LABEL_LINE
    ends = f"(?:{heading.pattern[len(opening) :]}|{runin.pattern[len(opening) :]})"
    assert merged.pattern == opening + ends
    assert merged.flags == heading.flags == runin.flags


def test_control_or_read_is_the_union_of_the_two_classes() -> None:
    """Control: ``BareFonts.suspects`` answers "no" when ``_CONTROL_OR_READ`` finds
    nothing, so it must match every character ``_CONTROL`` or ``_READ_AGAIN`` does (and
    no other), over all of Unicode."""
    control, again, either = barefonts._CONTROL, barefonts._READ_AGAIN, barefonts._CONTROL_OR_READ
    found = {m.start() for m in either.finditer(_EVERY_CHARACTER)}
    union = {m.start() for m in control.finditer(_EVERY_CHARACTER)}
    union |= {m.start() for m in again.finditer(_EVERY_CHARACTER)}
    assert found == union, sorted(map(hex, found ^ union))[:10]
