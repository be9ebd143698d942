"""A report series' kind, number and issuer run on at a title's end (pure; used by
:mod:`.reftypefacts`; refs80): :func:`without_series_paper`.

Working papers, discussion papers and the like print their series' kind and number
after the title, and the issuing body after them: "Title, Working Paper 18275, National
Bureau of Economic Research" (author-title styles), "Title; Working Paper 8696;
National Bureau of …" (chemistry's semicolons), APA's "Title (Working Paper No. 25123)".
The reading left them in the title.  :mod:`.reftypefacts` reads the kind and number
alone (", Working paper WP 9/3", perhaps a one-word place after it).

:func:`without_series_paper`: where the title closes on a kind (below), a number
(perhaps after "No.", "Nr.", "n.", "núm.", "n°", letters and a space before it) and
perhaps, after a comma or a semicolon, the issuer (capitalised words and the small words
joining them, no figure; then perhaps the year after a comma), after a comma, a
semicolon, a stop or an opening bracket (closed after the number), the kind, number and
issuer leave the title; the issuer is the venue where the reading gave none. Three words
stay. The kinds, in the languages citations are written in: English
"Working/Discussion/Research/Occasional/Policy/Staff Paper", "Policy Brief"; German
"Arbeitspapier", "Diskussionspapier"; French "Document de travail"; Spanish "Documento de
trabajo"; Italian "Documento di lavoro"; Portuguese "Texto para discussão".  A title's
own words ("A working paper on trade", "…: a discussion paper") with no number stay.
"""

from __future__ import annotations

import re

_KIND = (
    r"(?:(?:Working|Discussion|Research|Occasional|Policy|Staff)\s+[Pp]aper|Policy\s+[Bb]rief"
    r"|Arbeitspapier|Diskussionspapier|Document\s+de\s+travail|Documento\s+de\s+trabajo"
    r"|Documento\s+di\s+lavoro|Texto\s+para\s+[Dd]iscuss[ãa]o)"
)
_CHEAP = ("aper", "apier", "rief", "ocument", "Texto")
_NUMBER = r"(?:No\.|Nr\.|n\.|núm\.|n°|no\.)?\s*[A-Z]{0,4}[\s-]?[\d/.-]*\d"
_SMALL = r"(?:of|for|the|and|on|de|des|du|la|für|der|di|do|da|e|y|et|und)"
_ISSUER = rf"[A-Z][\w’'&-]*(?:\s+(?:{_SMALL}\s+)*[A-Z][\w’'&-]*){{0,9}}"
_CLOSING = re.compile(
    rf"(?P<open>[,;.]\s+|\s+\()(?:{_KIND})\s+{_NUMBER}(?P<close>\)?)"
    rf"(?:[,;]\s+(?P<issuer>{_ISSUER}))?(?:,\s+(?:1[5-9]|20)\d\d)?$"
)


def without_series_paper(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without a report series' kind, number and issuer closing the title
    (see the module docstring); else as given."""
    if not any(word in title for word in _CHEAP):
        return title, venue
    found = _CLOSING.search(title)
    if found is None or (found["open"].strip() == "(") != bool(found["close"]):
        return title, venue
    kept = title[: found.start()]
    if len(kept.split()) < 3:
        return title, venue
    return kept, venue or (found["issuer"] or "")
