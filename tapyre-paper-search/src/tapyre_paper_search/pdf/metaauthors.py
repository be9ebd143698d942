"""Author names from a PDF's author metadata field (pure).

:func:`metadata_authors` checks the PDF's author field before it is used:
only personal names (:func:`~tapyre_paper_search.pdf.namewords.as_name`) that the
paper's first pages print as a person's
(:func:`~tapyre_paper_search.pdf.metapeople.printed_person`: given name or initial
and surname together, not words the page writes in small letters) count, so a
publisher, a login name or a tool ("Administrator", "Windows User", "Editorial
Office") does not (kinds58: the surname anywhere in the text let "Windows User" by
on a page writing "users").  "Surname, Given" parts of a list cut
at semicolons are turned round.
"""

from __future__ import annotations

import html
import re

from tapyre_paper_search.pdf.metapeople import printed_person
from tapyre_paper_search.pdf.namewords import as_name
from tapyre_paper_search.pdf.normalize import normalize_inline


def metadata_authors(raw: str, page_text: str) -> tuple[str, ...]:
    """The PDF's author field as names, keeping only names the paper's first pages
    print as a person's (so junk such as "Windows User" or a publisher is dropped)."""
    text = normalize_inline(html.unescape(raw or ""))
    if not text:
        return ()
    if ";" in text:
        parts = [_surname_last(p) for p in text.split(";")]
    else:
        parts = re.split(r",|\band\b|&", text)
    out = []
    for part in parts:
        name = as_name(part.strip())
        if name and name not in out and printed_person(name, page_text):
            out.append(name)
    return tuple(out)


def _surname_last(part: str) -> str:
    """ "Lo, Kyle" → "Kyle Lo" (metadata often lists surnames first)."""
    if part.count(",") == 1:
        surname, given = (p.strip() for p in part.split(","))
        if surname and given:
            return f"{given} {surname}"
    return part
