"""An abstract that runs past the first page's footnotes onto the next page (pure).

A long abstract in a large type (a preprint class's 12 pt) fills the first
page; the page then ends with footnotes (the corresponding author, e-mail
addresses, "Preprint submitted to …") set smaller, and the abstract goes on
at the top of the next page.  :func:`runs_on` tells that case when the
abstract reader stops at a line: the abstract's text so far ends mid-sentence
and every line left on the page is set smaller than the abstract.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

# Footnotes are set at least this many points smaller than the text they annotate.
_SMALLER = 0.8
_SENTENCE_END = (".", "!", "?", ".)", ".”", '."')


def runs_on(lines: Sequence[Line], stop: int, size: float | None, text: str) -> bool:
    """Whether an abstract in ``size`` whose text so far is ``text``, stopped by
    ``lines[stop]``, goes on at the top of the next page (see the module)."""
    if size is None or not text or text.rstrip().endswith(_SENTENCE_END):
        return False
    page = lines[stop].page
    rest = [line for line in lines[stop:] if line.page == page]
    return bool(rest) and all(line.size <= size - _SMALLER for line in rest)
