"""An abstract under a numbered heading whose paragraphs carry its number (pure).

A public body's report numbers every section and every paragraph: "1 Summary" heads
the abstract, and its paragraphs open "1.1 Many viruses …", "1.2 We report …".  The
heading is an abstract's (:data:`.abstractcues.FIRST_NUMBER`); the paragraphs'
numbers are the report's furniture, no words of the abstract.

:func:`unnumbered` drops them: where the heading's text opens with its section number
N ("1 Summary", "1. Abstract", "I. Zusammenfassung"), each line that opens with N, a
dot and a paragraph number ("1.1 ", "1.12. ") loses that number.  Lines under an
unnumbered heading are kept as they are.  A report that numbers its paragraphs numbers
them all, its first too: only where the abstract's first line opens with "N.1" are the
numbers dropped (review50), so that "1.5 million people …" or "1.2 GHz …" opening a
line of an abstract under "1. Abstract" whose paragraphs carry no numbers is kept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.abstractcues import is_abstract_heading
from tapyre_paper_search.pdf.lines import Line

_HEADING_NUMBER = re.compile(r"\s*([01]|I)\.?\s+\S")


def unnumbered(parts: Sequence[str], lines: Sequence[Line], heading: int) -> list[str]:
    """``parts`` (the abstract's lines) without the paragraph numbers that repeat the
    number of ``lines[heading]`` (see the module), an abstract's heading alone on its
    line (an index past ``lines``, a heading on the page before, changes nothing)."""
    text = lines[heading].text if 0 <= heading < len(lines) else ""
    found = _HEADING_NUMBER.match(text)
    if found is None or not is_abstract_heading(text):
        return list(parts)
    opening = re.compile(rf"\s*{re.escape(found.group(1))}\.\d{{1,2}}\.?\s+(?=\S)")
    first = re.compile(rf"\s*{re.escape(found.group(1))}\.1\.?\s+(?=\S)")
    if not parts or not first.match(parts[0]):
        return list(parts)  # (the first paragraph unnumbered: no paragraph is; review50)
    return [opening.sub("", part, count=1) if opening.match(part) else part for part in parts]
