"""A short abstract set as a quote with no heading (pure): enough words for a run the
classifier calls abstract (latex69).

A headingless run needs :data:`~.abstractends.MIN_WORDS` words to be an abstract, so
that a stray line or two the classifier rates abstract is none. A mathematics paper
may set a two-line abstract ("We prove the existence of … of complex dimension 2.",
22 words) in small type indented on both sides, with no heading, right over the
first section's heading; it was lost. :func:`enough_words` takes such a run with
fewer words where its shape says what it is: at least :data:`_MIN_LINES` lines and
:data:`_MIN_WORDS` words ending a sentence, smaller than the lines under the heading
after it, indented from both of their edges by a size or more, and the line right
after it opens the body (:func:`.bodystart.opens_body`: the first section's heading
or a keyword block).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.abstractends import MIN_WORDS
from tapyre_paper_search.pdf.bodystart import opens_body
from tapyre_paper_search.pdf.lines import Line

_MIN_LINES = 2
_MIN_WORDS = 12
# The body's lines looked at under the heading after the run.
_BODY_LINES = 8
# The run is this many points smaller than the body's type, at least.
_SMALLER = 0.5


def _quote_over_body(lines: Sequence[Line], run: Sequence[int]) -> bool:
    """Whether ``run`` is set smaller than the body under the heading right after it
    and indented from both of the body's edges."""
    after = run[-1] + 1
    if after >= len(lines) or not opens_body(lines[after]):
        return False
    quote = [lines[j] for j in run]
    body = [ln for ln in lines[after + 1 : after + 1 + _BODY_LINES] if ln.page == quote[-1].page]
    if len(body) < 2:
        return False
    size = max(ln.size for ln in quote)
    left, right = min(ln.x0 for ln in body), max(ln.x1 for ln in body)
    return (
        size <= min(ln.size for ln in body) - _SMALLER
        and min(ln.x0 for ln in quote) >= left + size
        and max(ln.x1 for ln in quote) <= right - size
    )


def enough_words(lines: Sequence[Line], run: Sequence[int]) -> bool:
    """Whether the run ``run`` of ``lines`` holds words enough for a headingless
    abstract: :data:`~.abstractends.MIN_WORDS`, or fewer in a short quote over the
    body's first heading (see the module)."""
    words = sum(len(lines[j].text.split()) for j in run)
    if words >= MIN_WORDS:
        return True
    return (
        len(run) >= _MIN_LINES
        and words >= _MIN_WORDS
        and lines[run[-1]].text.rstrip()[-1:] in cues.SENTENCE_ENDS
        and _quote_over_body(lines, run)
    )


__all__ = ["enough_words"]
