"""A reader's summary's or an article-info panel's label alone on its line ends the
names' zone (pure; abs67).

A first page may set a box for other readers between the byline and the abstract: a
shaded "Significance Statement", "Author Summary" or "Public Summary" over its own
short text.  Its label, two capitalised words alone on their line, read as one more
name under the byline.  The names stand above such a box:
:func:`~tapyre_paper_search.pdf.authorzone.before_note` ends the zone (fix62c: unless it
stands over the only names, a byline under the box) at a line that is
only such a label (:data:`~.summaryafter.SUMMARY_LABEL`, or "Significance" alone,
:data:`~.statementlabel.STATEMENT_LABEL`), any case, a colon or stop after it.  So does
the label of a column of the article's facts set beside or under the abstract ("ARTICLE
INFO", "Article history:", :data:`_PANEL`), which read as a name too ("Article Info")
where it is not letter-spaced (:mod:`.letterspaced` closes up and keeps out the spaced
one).  A label run into its text ("Author summary: We …", "Article history: Received
…") or a label inside a line of names is none.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.cues import squeeze
from tapyre_paper_search.pdf.statementlabel import STATEMENT_LABEL
from tapyre_paper_search.pdf.summaryafter import SUMMARY_LABEL

_REST = re.compile(r"\s*[:.—–]?\s*")
_PANEL = re.compile(r"\s*article\s+(?:info(?:rmation)?|history|details)\s*[:.]?\s*", re.IGNORECASE)


def is_summary_heading(text: str) -> bool:
    """Whether the line ``text`` is only a reader's summary's label (see the module
    docstring): "Significance Statement", "AUTHOR SUMMARY:", "Significance", "ARTICLE
    INFO"."""
    plain = squeeze(text).strip()
    found = SUMMARY_LABEL.match(plain)
    if found is not None and _REST.fullmatch(plain[found.end() :]):
        return True
    return STATEMENT_LABEL.match(plain) is not None or _PANEL.fullmatch(plain) is not None


__all__ = ["is_summary_heading"]
