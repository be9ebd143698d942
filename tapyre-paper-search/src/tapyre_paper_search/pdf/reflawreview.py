"""A law review's citation cut at its journal's short name (pure; used by
:mod:`.reftypefacts`; refs75).

Law reviews are cited by volume, the journal's short name and the first page after the
title and a comma ("Jane Doe, Brown v. Board of Education and the Schools, 12 Stan. L.
Rev. 100 (1960)."): where the short name's first word is an English word ("Stan",
"Yale") its stop ended the title's sentence, and the general reading left ", 12 Stan"
in the title and "L. Rev" as the venue.  :func:`law_review_parts` joins them again:
where the venue opens with a law journal's "L. Rev", "L.J" or "L.Q" and the title closes
on a comma, a volume and one to three capitalised short words, those leave the title and
open the venue ("12 Stan. L. Rev", as "123 Harv. L. Rev" is read whole).  A title
closing on a number or a venue of other words stays.

:func:`law_review_names` (refs79): a law review's title read as names before the cite.
:func:`title_case_names` (refs79): a title-case title in a comma-parted list read as
names, the title read the journal's first abbreviated word ("M. Yang, D. Lutz, Innate
Immune and …, Ann. Radiol." → title "Ann").  A name read after the initials' names that
opens with a common given name (:mod:`.givennames`) is a person's: a titleless entry's
authors written out ("A. Smith, B. Jones, Maria Garcia and John Lee, Phys. Rev. Lett.
100 (2008)") keep their names (fix64b; a title of people's names, "Jane Austen and …",
is left to base's reading).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import is_given_name

_LAW_JOURNAL = re.compile(r"L\.\s?(?:Rev|J|Q)\b")
_ABBREVIATION = re.compile(r"(?:(?P<head>.+),\s+)?(?P<word>[A-Z][a-z]{0,5})")
_INITIAL = re.compile(r"(?:^|\s|-)[A-Z]\.")
_VOLUME_NAME = re.compile(r",\s+(?P<cut>\d{1,4}\s+[A-Z][\w&]*(?:\.?\s+[A-Z][\w&]*){0,2})$")


def law_review_parts(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a law review's volume and short name cut into the title given
    back to the venue (see the module docstring); else as given."""
    if not venue.startswith("L.") or _LAW_JOURNAL.match(venue) is None:
        return title, venue
    cut = _VOLUME_NAME.search(title)
    if cut is None or len(title[: cut.start()].split()) < 2:
        return title, venue
    return title[: cut.start()], f"{cut['cut']}. {venue}"


def law_review_names(
    authors: tuple[str, ...], title: str, venue: str, text: str
) -> tuple[tuple[str, ...], str, str]:
    """(names, title, venue) of a law review's citation whose title was read as names
    (see the module docstring); else as given."""
    if not venue.startswith("L.") or _LAW_JOURNAL.match(venue) is None:
        return authors, title, venue
    if _VOLUME_NAME.search(f", {title}") is None or f", {title}." not in text:
        return authors, title, venue
    before = text[: text.find(f", {title}.")]
    named = before[before.rfind(",") + 1 :].strip() if "," in before else ""
    words = set(named.split())
    kept = tuple(a for a in authors if not set(a.split()) <= words)
    if len(named.split()) < 2 or not kept or len(kept) == len(authors):
        return authors, title, venue
    return kept, named, f"{title}. {venue}"


def title_case_names(
    authors: tuple[str, ...], title: str, venue: str, text: str
) -> tuple[tuple[str, ...], str, str]:
    """(names, title, venue) of an entry whose title-case title was read as names and
    whose title read is only its journal's first abbreviated word (see the module
    docstring); else as given."""
    cut = _ABBREVIATION.fullmatch(title) if len(authors) >= 2 else None
    if cut is None or not venue[:1].isupper():
        return authors, title, venue
    count = next((k for k, name in enumerate(authors) if _INITIAL.search(name) is None), 0)
    if count == 0 or any(_INITIAL.search(name) for name in authors[count:]):
        return authors, title, venue
    if any(is_given_name(name.split()[0]) for name in authors[count:]):  # "Maria Garcia"
        return authors, title, venue
    cite = text.find(f", {cut['word']}. {venue.split(maxsplit=1)[0]}")
    surname = authors[count - 1].split()[-1]
    start = text.rfind(f"{surname}, ", 0, cite) if cite > 0 else -1
    if start < 0:
        return authors, title, venue
    named = text[start + len(surname) + 2 : cite].strip()
    words = set(re.split(r"[\s,:;]+", named))
    if len(named.split()) < 3 or not all(set(a.split()) <= words for a in authors[count:]):
        return authors, title, venue
    if cut["head"] and not named.endswith(cut["head"]):
        return authors, title, venue
    return authors[:count], named, f"{cut['word']}. {venue}"
