"""A page of numbered field codes: the codes are no part of the fields (pure).

A patent's front page (and a form modelled on it) numbers each of its fields with a
small code in parentheses before the field's label or value: "(12) PATENT
APPLICATION", "(43) Pub. Date: …", "(54) Title of the invention", "(72) Inventors:
…", "(57) ABSTRACT".  Read as printed, the code stayed in the title ("(54) Title"),
hid the names' label ("(72) Inventors:" is no row label) and the abstract's heading
("(57) ABSTRACT" is no heading).

:func:`uncoded` gives such a page's lines with each line's opening code dropped (the
text only; its place and type are kept): a page is such a page where at least
:data:`_MIN_CODED` of its first :data:`_TOP` lines open with a code of two digits in
parentheses followed by a space (:data:`_CODE`), all different (a numbered list "(1) …",
"(2) …" has one digit; a list repeating one code is none).  Other pages are returned as they are.
"""

from __future__ import annotations

import re
from dataclasses import replace

from tapyre_paper_search.pdf.lines import Line, PageLines

_CODE = re.compile(r"\(\d{2}\)\s+(?=\S)")
_MIN_CODED = 4
_TOP = 30


def uncoded(page: PageLines) -> PageLines:
    """``page`` with its lines' field codes dropped where it is a coded page (see the
    module), else ``page`` itself."""
    codes = []
    for line in page.lines[:_TOP]:
        match = _CODE.match(line.text)
        if match is not None:
            codes.append(match.group().strip())
    if len(codes) < _MIN_CODED or len(set(codes)) < len(codes):
        return page
    lines = tuple(_dropped(line) for line in page.lines)
    return replace(page, lines=lines)


def _dropped(line: Line) -> Line:
    """``line`` without the field code it opens with (``line`` where it has none)."""
    match = _CODE.match(line.text) if line.text.startswith("(") else None
    if match is None:
        return line
    lead = line.lead_text[match.end() :] if line.lead_text.startswith(match.group()) else ""
    return replace(line, text=line.text[match.end() :], lead_text=lead)
