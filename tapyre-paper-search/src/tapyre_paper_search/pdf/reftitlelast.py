"""An entry whose title comes last, after its venue, volume, pages and year (pure).

Some chemistry styles print an article as its names, then the journal with its
volume (issue), pages and bracketed year, and the title last as a sentence of its
own: "J. Doe and A. Roe, Journal of Molecular Biology, 12(3), 100-110 (2010). A study
of protein folding in cells."  A preprint the same way: "M. Ahmad, arXiv preprint
arXiv:0704.0153 (2007). Reciprocal symmetry …".  Read the usual way the venue would
be taken for the title and the title for the venue.

:func:`title_after_year` reads that form: the text after the names is all of it,
the venue's name is a venue alone (:func:`~.refparts.only_a_venue`, no comma in
it), and what follows the bracketed year is a sentence of three words or more that
is no venue's name, or nothing: an article printed with no title, or a note
("In press.", "Available from …", "Reprinted in …") or another citation of the work
("Also see Journal, 13, 200 (2011).") after a titleless article.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refcreators import FOREIGN_JOINING
from tapyre_paper_search.pdf.refparts import only_a_venue

# The venue, a volume with its issue perhaps, pages (or one page), the year in
# brackets; or an arXiv id the same way; then a full stop and the title to the end, or
# nothing (a titleless article: "J. Doe, Journal, 12(3), 100-110 (2010).").
_LOCATOR = (
    r"(?:(?P<venue>[^(),]{2,150}?),\s*\d+[A-Z]?(?:\s*\(\s*[\w–-]{1,12}\s*\))?,"
    r"\s*[A-Za-z]?\d+(?:\s*[-–]{1,2}\s*[A-Za-z]?\d+)?"
    r"|(?P<preprint>(?:arXiv\s+preprint\s+)?arXiv:\s*[\w./-]+))"
)
_TITLE_LAST = re.compile(
    _LOCATOR + r"\s*\((?:19|20)\d{2}[a-z]?\)(?:\.\s+(?P<title>[^\W_a-z].{8,}?|[“\"'].{8,}?))?[\s.]*"
)
# What follows a year that is not a title: a note or where the work is found, whole
# words ("Online first.", not "Online learning of …"; "Available from …", not
# "Available bandwidth …"), or another citation of the work
# ("Also see Journal, 13, 200 (2011)."), or the language it is written in, alone or
# before more of the note ("In Russian, with English summary.").
_NOTE = re.compile(
    r"(?:(?:available|retrieved)(?:\s*:|\s+(?:from|at|online|on|via|in)\b|\W*$)"
    r"|(?:in press|accessed|url|erratum|ibid|see also|also see|"
    r"submitted|to appear|in preparation|published (?:online|in|by|as)|reprinted|"
    r"english translation|translated (?:from|in|by|into)|originally|"
    r"corrected (?:version|proof)|cited (?:by|\d+ times)|special issue|accepted for)\b"
    r"|online(?:\s+first|\s+ahead of print)?\W*$"
    r"|(?:in|written in) (?-i:[A-Z])[a-z]+(?:\W*$|,|\s+with\b))",
    re.IGNORECASE,
)
# A second citation in what follows the year: a bracketed year of its own.
_CITATION = re.compile(r"\((?:19|20)\d{2}[a-z]?\)")


def title_after_year(rest: str) -> tuple[str, str] | None:
    """(title, venue) of ``rest`` (an entry's text after its names) when it is a venue
    with its volume, pages and bracketed year, or an arXiv id and its year, then the
    title as the last sentence or no title (see the module docstring); else None.  A
    preprint's venue is empty, and a preprint with no title is left to the usual
    reading."""
    match = _TITLE_LAST.fullmatch(rest.strip(" ,"))
    if match is None:
        return None
    title = (match["title"] or "").strip()
    if title[:1] in ("“", '"') or (title[:1] == "'" and title.rstrip(".,").endswith("'")):
        title = title.strip("“”\"' ").rstrip(".,")  # in quotes: "… (2010). “Title.”"
    if title[:1].islower():  # (a capital of any script or a digit opens a title)
        return None
    if title and (_NOTE.match(title) or _CITATION.search(title)):
        title = ""  # a titleless article, a note after its year ("… (2010). In press.")
    elif title and (len(title.split()) < 3 or only_a_venue(title)):
        return None
    venue = (match["venue"] or "").strip()
    if (match["preprint"] is None and not _venue_alone(venue)) or not (title or venue):
        return None
    return title, venue


def _venue_alone(venue: str) -> bool:
    """Whether ``venue`` reads as a venue's name alone (:func:`~.refparts.only_a_venue`),
    its French, German, Spanish or Italian joining words in small letters left out
    ("Revue de Physique", "Zeitschrift für Chemie", "Annales de la Société …"), as the
    English ones are."""
    if only_a_venue(venue):
        return True
    words = venue.split()
    kept = [w for w in words if w not in FOREIGN_JOINING]
    return 0 < len(kept) < len(words) and only_a_venue(" ".join(kept))
