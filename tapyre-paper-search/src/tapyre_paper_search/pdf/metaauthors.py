"""Author names from a PDF's author metadata field (pure).

:func:`metadata_authors` checks the PDF's author field before it is used:
only personal names (:func:`~tapyre_paper_search.pdf.namewords.as_name`) whose
surname occurs on the paper's first pages count, so a publisher, a login name or
a tool ("Administrator", "pdfTeX") does not.  "Surname, Given" parts of a list cut
at semicolons are turned round.
"""

from __future__ import annotations

import html
import re
import unicodedata

from tapyre_paper_search.pdf.namewords import as_name
from tapyre_paper_search.pdf.normalize import normalize_inline


def metadata_authors(raw: str, page_text: str) -> tuple[str, ...]:
    """The PDF's author field as names, keeping only names whose surname the paper's
    first pages print (so junk such as "Administrator" or a publisher is dropped)."""
    text = normalize_inline(html.unescape(raw or ""))
    if not text:
        return ()
    if ";" in text:
        parts = [_surname_last(p) for p in text.split(";")]
    else:
        parts = re.split(r",|\band\b|&", text)
    folded = _fold(page_text)
    out = []
    for part in parts:
        name = as_name(part.strip())
        if name and _fold(name.split()[-1]) in folded and name not in out:
            out.append(name)
    return tuple(out)


def _surname_last(part: str) -> str:
    """ "Lo, Kyle" → "Kyle Lo" (metadata often lists surnames first)."""
    if part.count(",") == 1:
        surname, given = (p.strip() for p in part.split(","))
        if surname and given:
            return f"{given} {surname}"
    return part


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in text if not unicodedata.combining(c))
