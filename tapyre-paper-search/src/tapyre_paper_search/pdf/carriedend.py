"""Where an abstract carried onto the next page in mid-sentence ends there (pure; fix56d).

An abstract whose last sentence a page break cut with a bracket left open
(:mod:`.breakruns`) goes on at the next page's top ("-4.73, -5.29 to -4.17).
Conclusions … might be warranted."); the body may follow in the abstract's own type
with no heading ("We studied …").  The carried run is the rest of the abstract's last
paragraph: :func:`paragraph_ended` tells the line after it, which starts another.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.lines import Line

# A sentence's end at a line's end, closing quotes or brackets after it.
_SENTENCE_END = re.compile(r"""[.!?][)\]"'”’]*\s*$""")
# A row ending short of its column by more than this part of its width ends a paragraph.
_SHORT_ROW = 0.1
# A line indented by more than this many sizes opens a paragraph.
_INDENT = 0.5
# A step this many sizes over the text's own opens a paragraph (a blank line's part).
_EXTRA_STEP = 0.4


def paragraph_ended(previous: Line, line: Line, *, left: float, right: float, pitch: float) -> bool:
    """Whether ``line``, after ``previous`` on the same page, opens a new paragraph after
    the one ``previous`` ends: ``previous`` ends a sentence, and ``line`` is indented
    from ``previous``, or stands a larger step below it than the text's (``pitch``, the
    step between the abstract's lines, or 1.2 sizes), or ``previous`` is a short last
    row of the column ``left`` to ``right``."""
    if previous.page != line.page or not _SENTENCE_END.search(previous.text):
        return False
    size = previous.size
    if line.x0 > previous.x0 + size * _INDENT:
        return True
    if line.y0 - previous.y0 > max(pitch, size * 1.2) + size * _EXTRA_STEP:
        return True
    return right > left and previous.x1 < right - (right - left) * _SHORT_ROW
