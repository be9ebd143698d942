"""A whitepaper's "Executive Summary" in another language ("Synthèse", "Sintesi",
"Sommario", "Resumen ejecutivo", :data:`~tapyre_paper_search.pdf.abstractcues.SUMMARY_ALONE`)
heads an abstract alone on its line (lang29), but the same words head a chemistry
paper's "Synthesis" section and an Italian table of contents.  Asked only where such a
line is found (review85)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tapyre_paper_search.pdf import abstractcues, cues
from tapyre_paper_search.pdf.lines import Line

if TYPE_CHECKING:
    from tapyre_paper_search.pdf.abstract import Abstract

# A contents entry's page number at its line's end ("3 Risultati ........ 9").
_PAGE_NUMBER = re.compile(r"\s\d{1,4}\s*$")
# Running text: a line of eight words or more that ends a sentence.
_PROSE_WORDS = 8


def summary_heads(lines: Sequence[Line], start: int, found: Abstract) -> bool:
    """Whether ``found``, the text under the abstract heading ``lines[found.start]``
    (searched for from ``start``), is an abstract: always, unless that heading is one of
    the translated summaries and running text comes before it from ``start`` (the
    paper's own lead paragraph or introduction: it heads a section there) or most of
    the lines under it end in a page number (a table of contents)."""
    if not abstractcues.SUMMARY_ALONE.match(cues.squeeze(lines[found.start].text)):
        return True
    if running_text(lines[start : found.start]):
        return False
    under = [lines[j].text for j in found.used if j > found.start]
    return sum(_PAGE_NUMBER.search(text) is not None for text in under) * 2 <= len(under)


def running_text(lines: Sequence[Line]) -> bool:
    """Whether one of ``lines`` is running text: a line of :data:`_PROSE_WORDS` words or
    more that ends a sentence (a paper's lead paragraph or introduction, not a title,
    byline or kind line).  Shared by :func:`summary_heads` and
    :func:`~tapyre_paper_search.pdf.keylabels.key_heading` (review138)."""
    for line in lines:
        text = line.text.rstrip()
        if text.endswith((".", "!", "?")) and len(text.split()) >= _PROSE_WORDS:
            return True
    return False
