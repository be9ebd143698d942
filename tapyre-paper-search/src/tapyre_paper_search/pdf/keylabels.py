"""A brief's "Key messages" heading over its summary (pure, front40).

A policy brief or evidence summary set by a word processor heads its abstract with
"Key messages", "Key findings" or "Key points" (German "Kernaussagen") alone on a
line, often in the wide column of a table beside a narrow column of the authors; a
short summary there scores too low for a headingless abstract and nothing was read.
The same words head a medical paper's box beside its abstract (review109's "Key
points" over "Abstract") and a report's later section, so :func:`key_heading` takes
such a line only where no abstract heading follows it on its page and no running
text (a sentence of eight words or more) comes before it from where the abstract is
looked for.  :func:`~tapyre_paper_search.pdf.abstract.find_heading` asks it only of
a line that is no abstract heading and whose first word is "Key" or "Kernaussagen".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line

_KEY_LABEL = re.compile(
    r"^\s*(?:key\s+(?:messages|findings|points)|kernaussagen)\s*:?\s*$", re.IGNORECASE
)
# Running text: a line of this many words or more that ends a sentence.
_PROSE_WORDS = 8


def key_heading(lines: Sequence[Line], start: int, at: int) -> bool:
    """Whether ``lines[at]`` is a key-messages label alone on its line with no running
    text before it from ``start`` and no abstract heading after it on its page."""
    if not _KEY_LABEL.match(cues.squeeze(lines[at].text)):
        return False
    for line in lines[start:at]:
        text = line.text.rstrip()
        if text.endswith((".", "!", "?")) and len(text.split()) >= _PROSE_WORDS:
            return False
    page = lines[at].page
    for line in lines[at + 1 :]:
        if line.page != page:
            break
        if cues.is_abstract_heading(line.text) or cues.abstract_runin(line.text):
            return False
    return True
