"""A venue after a comma and a small "in:", a kind then a school (pure): :func:`comma_in_venue`.

German author-year styles (munich's) close the title with a comma and name the
journal or proceedings after a small "in:", its volume, issue and pages after another
comma: "Doe, J. (2019): Title, in: Internal Medicine Letters, 55(10), S. 248–261." and
"(2019): Title, in: Proceedings of the 29th Conference on X, S. 747–757.".  The
general reading took the whole as the title and the pages as the venue.

Read only where the rest opens with the year in brackets closed by a colon or a full
stop, and the name after "in:" holds no bracket nor colon (an editor's "in: Doe, J.
(Hrsg.): Book" is none of these) and is closed by a comma (after an abbreviation's
full stop too: "in: Phys. Rev. Lett., 102(4), S. 1–9.") before a number, "S." or
"pp." and a number, by a labelled identifier closing the entry ("in: Preprint series
X:0704.0181.", the venue then "Preprint series"), or by the end.

The same styles close a thesis's or report's title with a comma, then print its kind
(a report's number after it) and its school: "(2018): Title, Dissertation, University
of Leeds." and "(2014): Title, Techn. Ber. TR-28, University of Leeds."; the general
reading kept the kind in the title ("Title, Dissertation", "Title, Techn") or took it
for the venue.  The title ends before the kind, the school is the venue.  The same
kinds in French, Italian, Spanish and Portuguese ("Thèse de doctorat", "Tesi di
dottorato", "Tesis doctoral", "Tese de doutorado", "Rapport technique", "Informe
técnico", "Relatório técnico"; refs48) are read alike: "(2009): Title, Tesi di
dottorato, Università di Bologna.".
"""

from __future__ import annotations

import re

_COMMA_IN = re.compile(
    r"\s*\(\s*(?:19|20)\d{2}[a-z]?\s*\)\s*[:.]\s*"
    r"(?P<title>[^\W\d_].*?[^\s,]),\s+in:\s+"
    r"(?P<venue>[^\W\d_][^,:()]*?[^\s,.])"
    r"(?=\.?,\s*(?:\d|(?:S|pp?)\.\s*\d)|\s+[A-Za-z]+:\s*[\w./-]+?\.?\s*$|\.?\s*$)"
)

# The kinds of theses and reports (German and English; French, Italian, Spanish and
# Portuguese from refs48) printed between title and school.
_KIND = (
    r"(?:Dissertation|Diss\.|Habilitation\w*|Doktorarbeit|Diplomarbeit|Masterarbeit|"
    r"Bachelorarbeit|Techn\.\s*Ber\.|Technischer\s+Bericht|Forschungsbericht|Technical\s+[Rr]eport|"
    r"Tech\.\s*Rep\.|(?:PhD|Ph\.\s?D\.|Master[’']?s)\s+thesis|"
    r"Th[èe]se(?:\s+de\s+doctorat)?|M[ée]moire(?:\s+de\s+master)?|Rapport\s+technique|"
    r"Tesi\s+di\s+(?:dottorato|laurea)|Tesis\s+(?:doctoral|de\s+maestr[íi]a)|"
    r"Informe\s+t[ée]cnico|Tese\s+de\s+doutorado|Disserta[çc][ãa]o\s+de\s+mestrado|"
    r"Relat[óo]rio\s+t[ée]cnico)"
)
_KIND_THEN_SCHOOL = re.compile(
    r"\s*\(\s*(?:19|20)\d{2}[a-z]?\s*\)\s*[:.]\s*"
    r"(?P<title>[^\W\d_].*?[^\s,]),\s+" + _KIND + r"(?:\s+[A-Z][\w/.-]*\d[\w/-]*)?,\s+"
    r"(?P<venue>[A-Z][^,.;:()]{1,60}?)[\s,.]*$"
)

# Pieces of those kinds, tested before the pattern (a plain "in" is cheaper than it).
_KIND_MARKS = (
    "Diss", "Habil", "arbeit", "Ber", "bericht", "eport", "Rep.", "thesis", "Th", "moire",
    "Rapport", "Tes", "Informe", "Relat",
)  # fmt: skip


def comma_in_venue(rest: str) -> tuple[str, str] | None:
    """(title, venue) of ``rest`` (the entry after its names) in the form of the module
    docstring, or None."""
    if rest.lstrip()[:1] != "(":  # (cheap test first: both open with the bracketed year)
        return None
    if ", in: " in rest:
        found = _COMMA_IN.match(rest)
    elif any(mark in rest for mark in _KIND_MARKS):
        found = _KIND_THEN_SCHOOL.match(rest)
    else:
        return None
    return (found["title"], found["venue"]) if found else None
