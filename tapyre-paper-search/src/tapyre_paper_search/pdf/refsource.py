"""An ISO 690 / GOST entry's source and the people it names (pure; moved out of
:mod:`.refparts`, tidy59).

Russian and Chinese standards set an entry's source apart from its title by "//" and
name the people responsible after the title's " / ": "Title / J. Doe, A. Roe et al. //
Journal. — 2010. — V. 12." (ISO 690, GOST), "Title[C]//Proceedings of X. Berlin:
Springer, 2021: 90-109." (GB/T 7714).  :func:`source_of` finds the "//" (or None: a
title's own "//" before words in small letters), :func:`people_before` the " / " part
before it, :func:`responsible` those people as written, :func:`responsible_names` the
entry's authors where those are more than the names read before the title (moved out of
:mod:`.refentry`), and :data:`DASH_FIELD` the ". — " that opens each field of the
source.  :func:`.refparts.title_and_venue` reads the title and venue around them; a GOST
entry with a dash but no "//" is :mod:`.refdashsource`'s.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import fold_word
from tapyre_paper_search.pdf.refnames import leading_names


def responsible(rest: str) -> str:
    """The people an ISO 690 / GOST entry names after its title, or "" ("Title / J. Doe,
    A. Roe et al. // Journal. — 2010." gives "J. Doe, A. Roe et al."; see
    :data:`_SOURCE`)."""
    source = source_of(rest)
    people = people_before(rest, source) if source is not None else None
    return people.group().strip(" /") if people is not None else ""


def people_before(rest: str, source: re.Match[str]) -> re.Match[str] | None:
    """The " / " part naming the people before ``source``; none where a type code's "]"
    stands before the source: GB/T 7714 names the people before the title, so a " / "
    there is the title's ("Input / output scheduling[C]//Proceedings of X")."""
    if rest[source.start() - 1] == "]":
        return None
    return _RESPONSIBLE.search(rest, 0, source.start())


# The ISO 690 and GOST marks (Russian and Chinese standards): "//" sets the source
# apart from the title (after a space or a type code's "]": not a URL's "http: //",
# nor before a domain: "… //arxiv.org"), " / " the
# people responsible for it before that, and ". — " each field of the source ("Title /
# J. Doe // Journal. — 2010. — V. 12. — P. 1-9."; "Title[C]//Proceedings of X. Berlin:
# Springer, 2021: 90-109.").
_SOURCE = re.compile(r"(?:(?<=[^\s:])\s+|(?<=\]))//\s*(?=[^\W\d_])(?![\w-]+\.[a-z]{2,})")
_RESPONSIBLE = re.compile(r"\s/\s.*$", re.S)
DASH_FIELD = re.compile(r"\.\s+(?:—|–|--?)\s")


def source_of(rest: str) -> re.Match[str] | None:
    """The "//" before an ISO 690 / GOST entry's source (:data:`_SOURCE`): the source's
    name opens with a capital ("// Journal. 2010. Vol. 12.") or the entry shows the
    standards' other marks, a type code's "]" or " / " before it, ". — " after it.  A
    title's own "//" before words in small letters ("Comments // and code: a study") is
    none of theirs."""
    source = _SOURCE.search(rest) if "//" in rest else None
    if source is None or rest[source.start() - 1] == "]" or rest[source.end()].isupper():
        return source
    if DASH_FIELD.search(rest, source.end()) or _RESPONSIBLE.search(rest, 0, source.start()):
        return source
    return None


def responsible_names(
    authors: tuple[str, ...], rest: str, cleaned: str
) -> tuple[tuple[str, ...], str]:
    """(authors, rest) where an ISO 690 / GOST entry names more people after its title
    than were read before it: all of them where those read are among them ("Doe, J.
    Title / J. Doe, A. Roe // Journal", the first name repeated); where none is, the
    names read were the title's first words ("The Combination of … / J. Doe, A. Roe, P.
    Poe et al. // Journal": four names or more open with the title), and the title
    starts at the entry's start."""
    people = leading_names(responsible(rest))[0]
    if len(people) <= len(authors):
        return authors, rest
    # (surnames compared in small letters, accents dropped: "IVANOV I. I. … / I. I. Ivanov")
    read = {fold_word(name.split()[-1]) for name in authors}
    named = {fold_word(name.split()[-1]) for name in people}
    if read <= named:
        return people, rest
    return (people, cleaned) if read.isdisjoint(named) else (authors, rest)
