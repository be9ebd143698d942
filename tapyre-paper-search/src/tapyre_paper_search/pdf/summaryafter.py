"""A second summary of the paper for other readers, printed after its abstract (pure):
a lay or plain language summary, an author summary, a significance or impact
statement (abs59).

Such a block follows the abstract under its own label, set as a heading alone on its
line ("Lay summary"), in the abstract's own type, or run in ("Plain language summary:
In plain words, …", "Significance Statement. We …"). The abstract ends there, as at a
keyword block (:func:`~tapyre_paper_search.pdf.abstractends.ends_abstract`); before
this, a label set in the abstract's type was read as one of its sentences and the
summary taken into it. A structured abstract's part label "Significance:" (a label of
:mod:`~tapyre_paper_search.pdf.structlabels`) is no such block: "significance" alone is
never asked here, only "significance statement" and "statement of significance".

The label must open the line with a capital and stand as a label, with a colon, stop
or dash after it or alone on the line: "lay summary of …" in lower case goes on a
sentence, "Author summary statistics …" is no label.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.cues import squeeze

SUMMARY_LABEL = re.compile(
    r"(?:(?:plain[- ]language|lay|public|non[- ]?technical|author|popular(?:[- ]science)?)"
    r"\s+summary|lay\s+abstract|significance\s+statement|statement\s+of\s+significance"
    r"|impact\s+statement)"
    r"(?=\s*(?:[:.—–-]|$))",
    re.IGNORECASE,
)
"""The labels of a summary for other readers, standing as a label."""


def opens_summary(text: str) -> bool:
    """Whether the line ``text`` opens a summary for other readers after an abstract:
    it opens with a capital and a :data:`SUMMARY_LABEL` ("Lay summary", "PLAIN LANGUAGE
    SUMMARY:", "Significance Statement. We …")."""
    squeezed = squeeze(text).lstrip()
    return squeezed[:1].isupper() and SUMMARY_LABEL.match(squeezed) is not None
