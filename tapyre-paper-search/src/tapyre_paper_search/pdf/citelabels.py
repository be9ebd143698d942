"""The labels a page sets before its own citation (pure; front55).

A page says how to cite it behind a label: "Cite as:", "How to cite this article",
"Please cite as", "Suggested citation", "Citation:", a dataset page's boxed "Data
Citation", "Zitiervorschlag", "Pour citer cet article", "Cómo citar".
:data:`LABEL` matches such a label opening a line (what
:mod:`~tapyre_paper_search.pdf.citeline` reads after it);
:func:`is_cite_label` tells a piece that is such a label and nothing else: two
capitalised words ("Data Citation", "Suggested Citation") a byline reader would
otherwise take for a person (front54's held-out datasetlanding: the box's label read
as an author).
"""

from __future__ import annotations

import re

_FORMS = (
    r"cite\s+(?:this\s+(?:article|paper|work|preprint|report|dataset)\s+)?as"
    r"|cite\s+this\s+(?:article|paper|work|preprint|report|dataset)"
    r"|cite\s+this(?=\s*:)"  # "Cite This:" alone (realpage72)
    r"|how\s+to\s+cite(?:\s+this\s+(?:article|paper|work|preprint|report|dataset))?"
    r"|please\s+cite(?:\s+this\s+(?:article|paper|work|preprint|report|dataset))?(?:\s+as)?"
    r"|(?:suggested|recommended|data(?:set)?)\s+citation|citation"
    r"|zitiervorschlag|zitierhinweis|zitieren\s+als|zitierweise"
    r"|pour\s+citer(?:\s+cet\s+article)?|c[óo]mo\s+citar|citar\s+como"
)
LABEL = re.compile(rf"\s*(?:{_FORMS})\s*[:.]?(?:\s+|$)", re.IGNORECASE)
"""A citation's label opening a line, with the space after it."""
_WHOLE = re.compile(rf"\s*(?:{_FORMS})\s*[:.]?\s*", re.IGNORECASE)


def is_cite_label(piece: str) -> bool:
    """Whether ``piece`` is a citation's label alone ("Data Citation", "Cite as:")."""
    return len(piece) <= 40 and _WHOLE.fullmatch(piece) is not None


__all__ = ["LABEL", "is_cite_label"]
