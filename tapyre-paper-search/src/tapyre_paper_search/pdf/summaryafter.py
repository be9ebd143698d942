"""What a paper prints after its abstract under a label of its own (pure; abs59): a
second summary for other readers (a lay or plain language summary, an author summary,
a significance or impact statement), the list of abbreviations, the running title, the
copyright line.

Such a block follows the abstract under its own label, set as a heading alone on its
line ("Lay summary"), in the abstract's own type, or run in ("Plain language summary:
In plain words, …", "Significance Statement. We …"). The abstract ends there, as at a
keyword block (:func:`~tapyre_paper_search.pdf.abstractends.ends_abstract`); before
this, a label set in the abstract's type was read as one of its sentences and the
summary taken into it. A structured abstract's part label "Significance:" (a label of
:mod:`~tapyre_paper_search.pdf.structlabels`) is no such block: "significance" alone is
never asked here, only "significance statement" and "statement of significance".

The label must open the line with a capital and stand as a label, with a colon, stop
or dash after it (a hyphen only spaced, " - ") or alone on the line: "lay summary of …"
in lower case goes on a sentence, "Author summary statistics …" and "Author
summary-level statistics …" (a compound's hyphen) are no label; after a line ending in
mid-sentence a label run in ("Author summary: …") goes on the sentence, one alone on
its line does not (``running``; fix56a). The notes (:data:`NOTE_LABEL`):
"Abbreviations: AD, Alzheimer disease; …" (or alone on its line), "Running title: …",
"Short title: …" (with its colon), and a copyright line opening with "©" or
"Copyright" before a year, "©" or "The Authors".
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.cues import squeeze

_LABEL_END = r"\s*(?:[:.—–]|$)|\s+-\s"
"""What follows a label standing as one: a colon, stop or dash, a spaced hyphen, the
line's end."""

SUMMARY_LABEL = re.compile(
    r"(?:(?:plain[- ]language|lay|public|non[- ]?technical|author|popular(?:[- ]science)?)"
    r"\s+summary|lay\s+abstract|significance\s+statement|statement\s+of\s+significance"
    r"|impact\s+statement)"
    rf"(?={_LABEL_END})",
    re.IGNORECASE,
)
"""The labels of a summary for other readers, standing as a label."""


NOTE_LABEL = re.compile(
    rf"(?:(?:list\s+of\s+|non-?standard\s+)?abbreviations(?:\s+used)?(?={_LABEL_END})"
    r"|(?:short\s+)?running\s+(?:title|head)\s*:|short\s+title\s*:"
    r"|(?:copyright\s*)?©|copyright\s+(?:\(c\)\s*)?(?:(?:19|20)\d\d|the\s+authors?)\b)",
    re.IGNORECASE,
)
"""The labels of a note printed after an abstract: its abbreviations, its running title,
its copyright."""


def opens_summary(text: str, *, running: bool = False) -> bool:
    """Whether the line ``text`` opens a summary for other readers or a note after an
    abstract: it opens with a capital (or "©") and a :data:`SUMMARY_LABEL` ("Lay
    summary", "PLAIN LANGUAGE SUMMARY:", "Significance Statement. We …") or a
    :data:`NOTE_LABEL` ("Abbreviations:", "Running title:", "© 2021 The Authors");
    ``running`` (the line before ends in mid-sentence): a label alone on the line only."""
    squeezed = squeeze(text).lstrip()
    if squeezed.startswith("©"):
        return True
    if not squeezed[:1].isupper():
        return False
    found = SUMMARY_LABEL.match(squeezed) or NOTE_LABEL.match(squeezed)
    if found is None:
        return False
    return not running or not squeezed[found.end() :].strip(" :.—–-")
