"""The last name given first after "and", run into the title with no stop (pure; used by
:mod:`.refentry`; refs56).

opcit prints its first name surname first and the others given first, and a report's
title straight after the last name with no stop: "Campbell, D. K. and Fabian
Eichstaedt An Expanded Oct4 Interaction Network. 2016."  The reader took the first name
alone and "and Fabian Eichstaedt An Expanded …" for the title.  Where a title read
opens with "and" and a name given first follows it (initials or a given name the list
knows, or any capitalised word where the title after the name opens with an article; a
surname's particles perhaps, one capitalised surname), the name joins the
authors and the title starts after it; a title's first word run into the surname with
no space ("van der BergThe Utilization") is set apart where it is an article (English,
German, French, Spanish, Italian).  Two words at least stay in the title.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import is_given_name

_GIVEN = r"(?:[A-Z]\.(?:\s?-?[A-Z]\.)*|[A-Z][a-zà-ÿ]+(?:-[A-Z][a-zà-ÿ]+)?)"
_PARTICLES = r"(?:\s(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|zu))*"
_ARTICLE = r"(?:The|An|A|Der|Die|Das|Le|La|Les|El|Il|Lo)"
_OPENS_ARTICLE = re.compile(rf"{_ARTICLE}\s")
_LATE_NAME = re.compile(
    rf"and\s+(?P<given>{_GIVEN}(?:\s{_GIVEN})??){_PARTICLES}\s(?P<surname>[A-Z][a-zà-ÿ’'-]+?)"
    rf"(?:\s+|(?={_ARTICLE}\s))(?=[A-Z])"
)


def late_given_first(authors: tuple[str, ...], title: str) -> tuple[tuple[str, ...], str] | None:
    """(authors with the name after "and", the title after it) where ``title`` opens
    with "and" and a name given first (see the module docstring); else None."""
    if not authors or not title.startswith("and "):
        return None
    found = _LATE_NAME.match(title)
    if found is None:
        return None
    first = found["given"].split()[0]
    rest = title[found.end() :].lstrip()
    opens = _OPENS_ARTICLE.match(rest) is not None  # ("… Eichstaedt An Expanded …")
    if not (first.endswith(".") or is_given_name(first.split("-")[0]) or opens):
        return None
    if len(rest.split()) < 2:
        return None
    name = title[4 : found.end()].strip()
    more = rest.split(maxsplit=1)
    longer = is_given_name(found["surname"]) and len(more) == 2 and len(more[1].split()) >= 2
    if longer and more[0][:1].isupper() and more[0][1:2].islower():  # ("Mary Ann Smith")
        name, rest = f"{name} {more[0]}", more[1]
    return (*authors, name), rest
