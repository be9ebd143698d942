"""An entry of a reference work: "s.v." before the entry's headword, and an entry
printed with no title of its own (pure; used by :mod:`.reftypefacts`; refs78).

* Chicago's and biblatex's ``@inreference`` print the entry's headword after "s.v."
  (*sub verbo*, "under the word"): "Doe, J. s.v. Title. In: Encyclopaedia of X."  The
  general reading kept "s.v." as the title's opening.  :func:`without_sub_verbo` drops
  it where it opens the title (any case: "S.v.", a style capitalising the title's first
  letter; not "S. v.", a case's "S. v. Makwanyane" or a title naming one, fix63b) or
  follows a colon closing two to four capitalised words ("Doe, J. and Ann Roe: s.v.
  Title": a name the reading left in the title), three words staying after it.
* Nature's style prints no title for an entry of a reference work: "Doe, P. & Roe, B. in
  Encyclopaedia of X 4th ed. (Press, 2002)."; ACS's "Doe, A. In Encyclopaedia of X, 2nd
  ed.; Press: 2009."  The reading gave "in Encyclopaedia of X" as the title and no
  venue.  :func:`titleless_work` reads a title that opens with "in"/"In" and a
  capitalised name holding a reference work's kind (:data:`.refinbook.HAS_KIND`:
  "Encyclopaedia", "Handbook", "Dictionary" …), where no venue was read (or a bare
  number of one or two figures, the edition's of "(Springer, ed. 4, 2024)"; a year is
  none: "In Companion Planting for Beginners. 2019.", fix63b), as no title
  and that name (to its edition, comma, semicolon or bracket) the venue.  A title
  going on in other words ("In search of a Handbook …": no kind in its first name) or
  with a venue read stays.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refinbook import HAS_KIND

# "s.v." opening the title, or after a colon closing a name run on before it.
_SUB_VERBO = re.compile(
    r"^(?:(?:[A-ZÀ-Þ][\w'’-]*\.?\s+){1,3}[A-ZÀ-Þ][\w'’-]*:\s+)?(?:s\.\s?v|S\.v)\.\s+(?=\S)"
)
# "in Encyclopaedia of X" up to the edition, a comma, semicolon or bracket.
_WORK = re.compile(
    r"^[Ii]n:?\s+(?P<work>(?:The\s+)?[A-ZÀ-Þ][^,;()]*?)"
    r"(?=\s+\d{1,2}(?:st|nd|rd|th)\s+ed\b|\s*[,;(]|\.?$)"
)


def without_sub_verbo(title: str) -> str:
    """``title`` without "s.v." opening it (see the module docstring); else as given."""
    found = _SUB_VERBO.match(title) if "v." in title[:70] else None
    if found is None or len(title[found.end() :].split()) < 3:
        return title
    return title[found.end() :]


def titleless_work(title: str, venue: str) -> tuple[str, str]:
    """(no title, the work's name) for a title that is only "in" and a reference work's
    name where no venue (or a bare number) was read (see the module docstring); else as
    given."""
    edition = venue.isdigit() and len(venue) <= 2  # (a year read as the venue is none)
    found = _WORK.match(title) if not venue or edition else None
    if found is None or HAS_KIND.search(found["work"].split(" of ")[0]) is None:
        return title, venue
    return "", found["work"]
