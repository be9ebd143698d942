"""A thesis's or a report's kind read as its venue (pure): :func:`school_venue`.

An entry for a thesis or a report prints the document's kind and then, or before it,
the school or institution that issued it: "Title. PhD thesis. ETH Zurich, 2000.",
"Title. PhD thesis, University of Leeds, 2023.", "Title” PhD thesis Stanford
University", "Title. Tech. rep. TR-80. University of Leeds, 2006.", "Title,”
Stanford University, Tech. Rep. TR-40, 2000.", "Title”, PhD thesis (ETH Zurich,
2024).", "Title. Stanford University dissertation.".  The entry's reading kept the kind as
the venue, with the school after it or alone (the school lost after the kind's
sentence).  The venue of such an entry is its school, as it is where the kind follows
the title's last comma (:mod:`~tapyre_paper_search.pdf.refthesis`); the kind is a
document's class, no place it appeared in.

:func:`school_venue` writes the school as the venue where the venue is a kind (a
report's number perhaps after it) with the school after it or before it, or the kind
alone with the school after it in the entry: capitalised words with no digit, no
stop, up to the entry's end, a year, a DOI or link, or a bracket.  The year may open the
kind ("1998. PhD thesis. School"); where no venue was read, a kind closing the entry
with its school and year bracketed ("tech. rep. TR-45 (School, 2004).") gives the
school (refs66).  A kind with no
school anywhere stays the venue (nothing better is printed).
"""

from __future__ import annotations

import re

# A report's own kind of paper ("Working paper WP 40/6", "Discussion paper No. 12"; refs67).
_PAPER = r"(?:Working|Discussion|Research|Occasional)\s+[Pp]aper"
# A document's kind: a degree's thesis or dissertation, a technical report (its number
# after it perhaps, "TR-80", "No. 12").
DEGREE = (
    r"(?:PhD|Ph\.\s?D\.?|Doctoral|Master[’']?s|MSc|M\.\s?Sc\.|BSc|B\.\s?Sc\.|M\.\s?D\.|MPhil"
    r"|Diploma|Bachelor[’']?s|MA|M\.\s?A\."
    r"|M\.\s?S\.|B\.\s?S\.|B\.\s?A\.|MEng|D\.\s?Phil\.|DPhil)"  # (IEEE's "M.S. thesis"; refs68)
)
"""A degree's name before "thesis" or "dissertation" (the one list: :data:`.refthesis.THESIS`
is built from it; fix56a)."""
_KIND = (
    rf"(?:{DEGREE}\s+(?:[Tt]hesis|[Dd]issertation)"
    rf"|(?:Tech(?:nical)?\.?|tech\.)\s+(?:[Rr]ep(?:ort)?\.?)|Report\s+No\.|{_PAPER})"
    r"(?:\s+(?:No\.\s*|[A-Z]{1,4}\s+)?[A-Z]*[\w/.-]*\d[\w/-]*)?"
)
# A school's or an institution's name: capitalised words (small joining words between
# them), no digit, no stop.
_WORD = rf"(?!{DEGREE}\b|Tech(?:nical)?\.?\s+[Rr]ep|Report\b|{_PAPER})[A-Z][^\W\d_]*"
_SCHOOL = rf"{_WORD}(?:[\s-](?:{_WORD}|of|for|de|der|di|du|la|and|&|the))*"
# The year may come before the kind, closed by a stop ("Title. 1998. PhD thesis. School",
# iso-numeric's; refs66).
_YEAR_FIRST = r"(?:(?:1[5-9]|20)\d\d[a-z]?\.\s+)?"
# (a place and a colon perhaps before the school: "Working paper WP 40/6. Amsterdam:
# School", a publisher's form; refs67)
_PLACE = rf"(?:{_WORD}(?:\s{_WORD})?:\s+)?"
# (a paper's series is no school: "Research Paper Series, Stanford University"; fix55d)
_NO_SERIES = r"(?!Series\b)"
_KIND_THEN_SCHOOL = re.compile(
    rf"{_YEAR_FIRST}{_KIND}(?:[.,]?\s+|\s*\(){_PLACE}{_NO_SERIES}(?P<school>{_SCHOOL})"
    rf"(?:,\s+{_WORD}(?:\s{_WORD})?)?"  # (its place after it: "…, KTH Stockholm, Amsterdam")
)
# (the kind after its school, a comma between or none: "Stanford University, Tech. Rep.
# TR-40", "Stanford University dissertation", biblatex-unified's)
# (its place perhaps between: "Aarhus University, Cham, Working paper WP 19/4", IEEE's)
_SCHOOL_THEN_KIND = re.compile(
    rf"(?P<school>{_SCHOOL})(?:,\s+{_WORD}(?:\s{_WORD})?)?,?\s+(?:{_KIND}|[Tt]hesis|[Dd]issertation)"
)
_KIND_ALONE = re.compile(rf"{_YEAR_FIRST}{_KIND}\.?")
# A degree alone, where the reading cut its kind after it ("MA" of "MA thesis. School").
_DEGREE_ALONE = re.compile(DEGREE)
# The kind in small letters left in no venue, the school and year bracketed after it
# ("Title tech. rep. TR-45 (University of Toronto, 2004).", nature's and phys'; the
# kind goes off the title, :mod:`.refreportkind`; refs66).
# (or after a comma, unbracketed: "Title, MA thesis, McGill University, 2017.", chem-acs';
# a place before the school with a colon, or after it: "(Basel: School, 1995)", "(School,
# Boston, 2019)"; refs67)
_KIND_BRACKETED = re.compile(
    rf"(?:{_KIND})(?:\s*\(|,\s+){_PLACE}{_NO_SERIES}(?P<school>{_SCHOOL})(?:,\s+{_WORD}(?:\s{_WORD})?)?,\s*"
    r"(?:1[5-9]|20)\d\d[a-z]?\)?\.?\s*$"
)
# What may close the school in the entry: its end, a year, a DOI or a link, a bracket.
_SCHOOL_END = re.compile(
    r"\s*[.,]?\s*(?:$|\(?(?:1[5-9]|20)\d\d\b|doi\b|DOI\b|https?:|Available\b|\()"
)


def school_venue(venue: str, rest: str) -> str:
    """``venue``, or the school or institution where ``venue`` is a thesis's or a
    report's kind with it (see the module docstring); ``rest`` is the entry after its
    names, where a kind read alone as the venue is looked up."""
    if not venue and (bracketed := _KIND_BRACKETED.search(rest)) is not None:
        return bracketed["school"]
    degree = _DEGREE_ALONE.fullmatch(venue) is not None  # "MA" of "MA thesis. School"
    if not degree and not any(w in venue for w in ("hesis", "issertation", "ep", "aper")):
        return venue  # (cheap test)
    whole = _KIND_THEN_SCHOOL.fullmatch(venue) or _SCHOOL_THEN_KIND.fullmatch(venue)
    if whole is not None:
        return whole["school"]
    opening = _KIND_THEN_SCHOOL.match(venue)  # "… School. Available from doi: …"
    if opening is not None and _SCHOOL_END.match(venue, opening.end()) is not None:
        return opening["school"]
    if not degree and _KIND_ALONE.fullmatch(venue) is None:
        return venue
    at = rest.rfind(venue)
    found = _KIND_THEN_SCHOOL.match(rest, at) if at >= 0 else None
    if found is None or _SCHOOL_END.match(rest, found.end()) is None:
        return venue
    return found["school"]
