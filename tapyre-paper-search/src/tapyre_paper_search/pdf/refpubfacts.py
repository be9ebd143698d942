"""Publication facts read into an entry's title or venue, taken out again (pure).

:func:`tidy_facts` runs after the general reading of an entry
(:func:`~tapyre_paper_search.pdf.refentry.parse_reference`) on its title and venue:

- a book's title closed by its place, publisher and year in brackets ("Title (New
  York: CRC Press, 2021)."; the International Economic Review's books): the brackets
  leave the title where nothing follows them (no venue read: a title's own bracket
  before its venue stays, "Title (Note: Revised edition, 2004). London: Penguin.";
  review151); a venue closed so ("in Proceedings of X (New York: Wiley, 2004),
  1-10") loses them too; a place with its state's code, which the general reading cut
  at its comma (title "Title (Cambridge", venue "MA: MIT Press"), is joined again
  first (:func:`_split_facts`; refs43);
- a title closed by the book it is in, quoted after ", in" ("Title, in ‘Proceedings of
  X’, IEEE, pp. 1-10."; the Harvard styles of the harvard package): the quoted name is
  the venue, the publisher after it is not — only where nothing or a comma follows the
  quote (a quoted phrase inside a title, 'Anomaly detection, in "Big Data" settings.',
  stays the title's: the re-read); straight single quotes too (", in 'Proceedings of
  X'", an apostrophe inside the name kept; refs43);
- GB/T 7714 forms (the Chinese styles): a report's number before its type code
  ("Title: TR-10[R]. School.") leaves the title; a proceedings' place, publisher and
  pages after its name ("[C]//Proceedings of X. Berlin: Springer, 2010: 1-10.",
  "[C]//Proceedings of X. IEEE: 1-10.") leave the venue;
- a German thesis's kind opening the venue, a full stop after the title ("Title.
  Doktorarbeit, ETH Zurich, 2015.", "Dissertation", "Diplomarbeit", …): the school is
  the venue, as where a comma stands after the title
  (:mod:`~tapyre_paper_search.pdf.refcommain`); the English kinds stay in the venue
  ("Ph.D. Thesis, MIT", the project's reading of them).

Each rule is gated by a character test on the text (a closing bracket, a quote, "[R",
"]//", the kind's first letter) so that most entries pass by without a pattern being tried.
"""

from __future__ import annotations

import re

_YEAR = r"(?:19|20)\d{2}[a-z]?"
# "(New York: CRC Press, 2021)" closing a title: place, colon, publisher, year.
_PLACE_PUBLISHER = (
    r"\((?:[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,3}(?:, [A-Z]{2})?):\s*[A-Z][^():]{1,60}"
)
_FACTS_CLOSING = re.compile(_PLACE_PUBLISHER + r",\s*" + _YEAR + r"\)")
# The same with its year and closing bracket cut off by the venue's reading.
_FACTS_OPEN = re.compile(_PLACE_PUBLISHER)
# ", in ‘Proceedings of X’" (an editor may stand before: ", in J. Roe, ed., ‘…’").
_QUOTED_BOOK = re.compile(
    r",\s+in\s+(?:[^‘“\"]{1,80},\s+eds?\.,\s+)?[‘“\"](?P<book>[A-Z][^’”\"]{2,200}\s[^’”\"]+?)"
    r"[’”\"]"
)
# The same in straight single quotes (", in 'Proceedings of X'", refs43): the opening
# quote after a space, the closing one before no letter, so an apostrophe inside the
# name ("Children's") stays in it.
_STRAIGHT_BOOK = re.compile(
    r",\s+in\s+(?:[^'‘“\"]{1,80},\s+eds?\.,\s+)?(?<=\s)'(?P<book>[A-Z](?:[^']|(?<=\w)'(?=\w)){2,200}?)"
    r"'(?!\w)"
)
# What may follow the quoted book in the title: nothing, or a comma (", IEEE, pp. 1-10").
_AFTER_BOOK = re.compile(r"\s*(?:,|$)")
# A report's number closing its title, a GB/T type code after it: ": TR-10".
_REPORT_NUMBER = re.compile(r"\s*:\s*[A-Za-z]*[-/]?\d[\w./-]*$")
# A proceedings' name, then after its last full stop the place and publisher or pages
# with a colon and no full stop ("Proceedings of X. Berlin: Springer, 2010: 1-10").
_BOOK_THEN_FACTS = re.compile(r"(?P<book>\S+(?:\s+\S+)+?)\.\s+(?P<facts>[A-Z][^.]{0,60}:[^.]*)$")

# A German thesis's kind, then a comma and the school (refcommain's kinds; the English
# "Ph.D. Thesis, MIT" keeps its kind in the venue, as ever).
_KIND_FIRST = re.compile(
    r"(?:Dissertation|Diss\.|Doktorarbeit|Diplomarbeit|Masterarbeit|Habilitationsschrift),\s+"
    r"(?P<school>[A-Z][^,]{1,80})"
)
_KIND_LETTERS = frozenset("DMH")


def _without_facts(text: str) -> str:
    """``text`` without a bracketed place and publisher closing it (see the module)."""
    at = text.rfind("(")
    if at < 1 or not text[at - 1].isspace() or ":" not in text[at:]:
        return text
    if _FACTS_CLOSING.fullmatch(text, at) or _FACTS_OPEN.fullmatch(text, at):
        return text[:at].rstrip()
    return text


def _quoted_book(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) where ``title`` ends with the quoted book it is in (see the
    module); as they were otherwise."""
    if " in " not in title:
        return title, venue
    if "‘" in title or "“" in title or '"' in title:
        found = _QUOTED_BOOK.search(title)
    elif " '" in title:  # (", in 'Proceedings of X'", refs43)
        found = _STRAIGHT_BOOK.search(title)
        if found is not None and " " not in found["book"]:
            return title, venue  # (one quoted word: ", in 'silico' models")
    else:
        return title, venue
    if found is None or found.start() == 0 or _AFTER_BOOK.match(title, found.end()) is None:
        return title, venue  # (a quote inside the title: 'Trust, in "Smart Cities" and …')
    return title[: found.start()], found["book"]


def _gbt_forms(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) without a GB/T report number or a proceedings' facts (see the
    module)."""
    if "[R" in rest and title and (title + "[R") in rest.replace(" [R", "[R"):
        number = _REPORT_NUMBER.search(title)
        if number is not None and number.start() > 0:
            title = title[: number.start()]
    if "]//" in rest and ":" in venue:
        book = _BOOK_THEN_FACTS.fullmatch(venue)
        if book is not None:
            venue = book["book"]
    return title, venue


def _split_facts(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) where the general reading cut a book's closing facts at the comma
    after its place ("Title (Cambridge, MA: MIT Press, 2001)." read as title "Title
    (Cambridge", venue "MA: MIT Press"): the facts whole again, as the title's (then
    :func:`_without_facts` takes them out); as they were otherwise."""
    at = title.rfind("(")
    if at < 1 or ")" in title[at:] or not venue[:2].isupper():
        return title, venue
    facts = f"{title[at:]}, {venue}"
    if facts.rstrip(".") not in rest or _FACTS_OPEN.fullmatch(facts) is None:
        return title, venue
    return f"{title}, {venue}", ""


def tidy_facts(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) read from ``rest`` (the entry after its names) without the
    publication facts the module lists."""
    if "(" in title and venue:  # ("Title (Cambridge, MA: MIT Press, 2001).", refs43)
        title, venue = _split_facts(title, venue, rest)
    if not venue:  # (a book's facts close the entry; before a venue they are the title's)
        title = _without_facts(title)
    title, venue = _quoted_book(title, _without_facts(venue))
    if venue[:1] in _KIND_LETTERS and (kind := _KIND_FIRST.fullmatch(venue)) is not None:
        venue = kind["school"]  # ("Title. Doktorarbeit, ETH Zurich, 2015.")
    return _gbt_forms(title, venue, rest)
