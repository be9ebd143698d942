"""A venue after the title's comma, the year in brackets before it (pure): :func:`comma_venue`.

Some author-year styles (the economics bundle's apecon) print the year in brackets
with no stop after it, then the title in small letters closed by a comma only (no
quotes, no full stop), then the journal and its volume and pages after further
commas: "Doe, J. (2005) Title in small letters, Journal Name, 100, 387–406." and a
proceedings' name after a small "in": "(2007) Title, in Proceedings of the 6th
Conference on X, IEEE, pp. 640–650.".  The general reading found no full stop after
the title and took the whole as the title, with no venue.

Read only where the rest opens with the bracketed year followed at once by a word (no
stop, colon or comma after the bracket), and ends either in a volume and pages after
the journal ("…, Journal Name, 5, 748–762." or "…, J. Econ. Theory, 5(2), 7–9.": the
journal is the last comma's piece before them, a name of capitalised words, abbreviated
or not, and small joining words) or in a proceedings' name after ", in " (the venue up
to the publisher and pages).  Regional Studies' style (regstud; refs47) prints the
same with no comma between the journal and its volume ("…, Journal Name 68(12),
114–128.", the pages a range) and the pages before the proceedings' publisher ("…, in
Proceedings of X, pp. 353–359, Springer."): read alike.  The title before holds no
full stop before a capital nor a quote mark (a kind such as "Ph.D. thesis" or "Tech.
Rep.", a quoted title: the other readings' forms; a straight apostrophe between two
letters is no quote mark: "O'Neil's").  The title may hold commas of its own ("Lpa
gene, ethnicity, and cardiovascular events, in Proceedings of …").

:func:`year_after_venue` reads the same title and venue where the year comes after
them (the names closed by a colon, as worlddev prints them; refs45): "Doe, J.: Title,
Journal Name, 16, (2017), 805–819." (the year in brackets between the volume and the
pages) and "Doe, J.: Title, in Proceedings of X, 2013, (pp. 695–707)." (the bare year,
then the pages in brackets).  Both tails are read only where the rest does not open
with a year.  The Annals of Mathematics' style (aomplain; refs48) sets the volume after
the journal with no comma, "no." and the issue perhaps, then the year in brackets and
the pages: "A. Doe, Title, Journal Name 21 no. 2 (2022), 637–646." (or "Journal Name
26 (2000), 356–372."): read alike, the journal the last comma's piece.

:func:`stop_comma_venue` reads the same split where a full stop closes the bracketed
year and no comma parts the journal from its numbers (dcu prints them so; refs46):
"Doe, J. & Roe, A. (2007). Title, Journal Name 51(1): 507–528." (the volume, its issue
perhaps, a colon, the pages) and "(2020). Title, Proceedings of the 37th Conference on
X, Springer, pp. 170–174." (a proceedings' name after the title's last comma before it,
the publisher after the name dropped).

:func:`year_comma_venue` reads the same split where the bare year after the names is
closed by a comma and the title after it by a comma only (kluwer prints them so;
refs52): "Doe, J.: 2013, Title, Journal Name 86(11), 371–392." (no comma before the
volume, as regstud's) or "…, Journal Name, 5, 748–762.", and "2011, Title, Proceedings
of the 10th Conference on X, IEEE, pp. 470–484." (the proceedings' name after the
title's last comma before it, as stop_comma_venue's).  The journal is the last comma's
piece before the numbers, a name of capitalised words, so a title's own commas stay in
the title ("…: 2005, Signaling is required for CNS, but not non-CNS, angiogenesis,
Journal 89(9), 67–90.").

A publisher is no journal: a last piece ending in a publisher's word ("Oxford
University Press, 2, 45.") is read by none of these (refs46).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import WHOLE_WORD
from tapyre_paper_search.pdf.refpublisher import without_publisher_after

# The year in brackets, a word right after it (no ".", ":" or "," between).
_YEAR_HEAD = re.compile(r"\s*\(\s*(?:1[89]|20)\d{2}[a-z]?\s*\)\s+(?=[^\W\d_])")
# A full stop before a capital (a kind's abbreviation, a second sentence) or any quote;
# a straight apostrophe between letters is none ("O'Neil's", "Lou Gehrig's"; refs45).
_STOP_OR_QUOTE = re.compile(r"\.\s+[A-Z]|[\"“”‘]|(?<![^\W\d_])'|'(?![^\W\d_])|\s’|’\s*,")
# A volume (its issue in brackets) and pages closing a journal's entry: ", 5, 748–762."
# ", 5(2), 7–9." (a book's pages alone, ", pp. 3–9.", are no journal's).
_NUMBERS = re.compile(
    r",\s*\d+(?:\s*\(\s*\d+(?:\s*[-–]\s*\d+)?\s*\))?"
    r",\s*(?:pp?\.\s*)?\d+(?:\s*[-–]\s*\d+)?\s*\.?\s*$"
)
# The tails of year_after_venue: a volume, the year in brackets, pages (", 16, (2017),
# 805–819."); a proceedings' year, then its pages in brackets (", 2013, (pp. 695–707).").
_YEAR = r"(?:1[89]|20)\d{2}[a-z]?"
_VOLUME_YEAR_PAGES = re.compile(
    r",\s*\d+(?:\s*\(\s*\d+(?:\s*[-–]\s*\d+)?\s*\))?,\s*\(\s*" + _YEAR + r"\s*\)"
    r",\s*(?:pp?\.\s*)?\d+(?:\s*[-–]\s*\d+)?\s*\.?\s*$"
)
_YEAR_PAGES = re.compile(r",\s*" + _YEAR + r",\s*\(\s*pp?\.\s*\d+(?:\s*[-–]\s*\d+)?\s*\)\s*\.?\s*$")
# aomplain's tail: " 21 no. 2 (2022), 637–646." or " 26 (2000), 356–372." (refs48).
_VOLUME_NO_YEAR_PAGES = re.compile(
    r"\s+\d+(?:\s+[Nn]o\.\s*\d+(?:\s*[-–]\s*\d+)?)?\s*\(\s*" + _YEAR + r"\s*\)"
    r",\s*(?:pp?\.\s*)?\d+(?:\s*[-–]\s*\d+)?\s*\.?\s*$"
)
_OPENS_YEAR = re.compile(r"\s*\(?\s*" + _YEAR + r"\b")
# A journal's name: capitalised words (an ordinal's too: "48th"), small joining words
# between them.
_WORD = r"(?:[A-Z][\w’'&-]*\.?|\d+(?:st|nd|rd|th))"
_JOINING = r"(?:(?:of|in|on|for|and|the|de|des|der|für|&)\s+)*"
_JOURNAL = re.compile(r"[A-Z][\w’'&-]*\.?(?:\s+" + _JOINING + _WORD + r")*")
# The same with no comma before the volume, the pages a range (regstud: " 68(12),
# 114–128.", " 45, 753–767."; refs47).
_SPACE_NUMBERS = re.compile(
    r"\s+\d+(?:\s*\(\s*\d+(?:\s*[-–]\s*\d+)?\s*\))?"
    r",\s*(?:pp?\.\s*)?\d+\s*[-–]\s*\d+\s*\.?\s*$"
)
# A proceedings' name after the title's comma and a small "in".
_IN = re.compile(r",\s+in\s+(?=(?:Proc|Procs?\.|Proceedings|Conference|Workshop|Symposium)\b)")
# The pages closing a proceedings' entry.
_PAGES = re.compile(r",\s*pp?\.\s*\d+(?:\s*[-–]\s*\d+)?\s*\.?\s*$")
# The pages, then the publisher's capitalised words closing it (regstud: ", pp. 353–359,
# Springer."; refs47).
_PAGES_PUBLISHER = re.compile(
    r",\s*pp?\.\s*\d+(?:\s*[-–]\s*\d+)?,\s*[A-Z][^\W\d_]*(?:\s+[A-Z&][^\W\d_]*)*\s*\.?\s*$"
)
# stop_comma_venue's head: the year in brackets, a full stop, a word.
_STOP_YEAR_HEAD = re.compile(r"\s*\(\s*" + _YEAR + r"\s*\)\.\s+(?=[^\W\d_])")
# Its journal's numbers, no comma before them: " 51(1): 507–528." or " 107: 430–448.".
_COLON_NUMBERS = re.compile(
    r"\s+\d+(?:\s*\(\s*\d+(?:\s*[-–]\s*\d+)?\s*\))?\s*:\s*\d+(?:\s*[-–]\s*\d+)?\s*\.?\s*$"
)
# year_comma_venue's head: the bare year, a comma, a word (refs52), digits perhaps
# opening it ("2012, 14q deletions are …", "2011, 3D printing …"; refs53).
_YEAR_COMMA_HEAD = re.compile(r"\s*" + _YEAR + r",\s+(?=\d*[^\W\d_])")
# Its proceedings' name after the title's comma (no small "in").
_PROCEEDINGS_AFTER = re.compile(r",\s+(?=(?:Proc\.|Proceedings|Conference|Workshop|Symposium)\b)")
# A publisher's last word: a piece ending in one is no journal ("Oxford University Press").
_PUBLISHER_END = frozenset((
    "press", "publishing", "publishers", "publisher", "publications", "inc", "ltd", "llc",
    "gmbh", "verlag",
))  # fmt: skip


def comma_venue(rest: str) -> tuple[str, str] | None:
    """(title, venue) of ``rest`` (the entry after its names) in the form of the module
    docstring, or None."""
    head = _YEAR_HEAD.match(rest) if rest.lstrip()[:1] == "(" else None
    if head is None:
        return None
    body = rest[head.end() :].strip()
    proceedings = _IN.search(body)
    if proceedings is not None:
        venue = _PAGES.sub("", _PAGES_PUBLISHER.sub("", body[proceedings.end() :]))
        return _in_proceedings(body[: proceedings.start()], venue)
    numbers = _NUMBERS.search(body) or _SPACE_NUMBERS.search(body)
    if numbers is None:
        return None
    return _journal_split(body[: numbers.start()])


def year_after_venue(rest: str) -> tuple[str, str] | None:
    """(title, venue) of ``rest`` (the entry after its names) where the year comes after
    the venue, in the tails of the module docstring, or None."""
    if _OPENS_YEAR.match(rest):
        return None
    body = rest.strip()
    proceedings = _IN.search(body)
    tail = _YEAR_PAGES.search(body) if proceedings is not None else None
    if proceedings is not None and tail is not None and tail.start() > proceedings.end():
        venue = body[proceedings.end() : tail.start()]
        return _in_proceedings(body[: proceedings.start()], venue)
    numbers = _VOLUME_YEAR_PAGES.search(body) or _VOLUME_NO_YEAR_PAGES.search(body)
    if numbers is None:
        return None
    return _journal_split(body[: numbers.start()])


def stop_comma_venue(rest: str) -> tuple[str, str] | None:
    """(title, venue) of ``rest`` (the entry after its names) where a full stop closes
    the bracketed year and the journal's numbers follow its name with no comma (the
    module docstring's third form), or None."""
    head = _STOP_YEAR_HEAD.match(rest) if rest.lstrip()[:1] == "(" else None
    if head is None:
        return None
    body = rest[head.end() :].strip()
    numbers = _COLON_NUMBERS.search(body)
    if numbers is not None:
        return _journal_split(body[: numbers.start()])
    return _proceedings_after(body)


def year_comma_venue(rest: str) -> tuple[str, str] | None:
    """(title, venue) of ``rest`` (the entry after its names) where a comma closes the
    bare year and the title (the module docstring's fourth form), or None."""
    head = _YEAR_COMMA_HEAD.match(rest)
    if head is None:
        return None
    body = rest[head.end() :].strip()
    numbers = _SPACE_NUMBERS.search(body) or _NUMBERS.search(body)
    if numbers is not None:
        return _journal_split(body[: numbers.start()])
    return _proceedings_after(body)


def _proceedings_after(body: str) -> tuple[str, str] | None:
    """(title, venue) of ``body`` (an entry after its year) closed by pages, where a
    proceedings' name follows the title's comma (no small "in"); None where none does."""
    pages = _PAGES.search(body)
    cuts = list(_PROCEEDINGS_AFTER.finditer(body[: pages.start()])) if pages else []
    if pages is None or not cuts:
        return None
    return _in_proceedings(body[: cuts[-1].start()], body[cuts[-1].end() : pages.start()])


def _in_proceedings(title: str, venue: str) -> tuple[str, str] | None:
    """(title, venue) of a proceedings' entry cut at its "in" (``venue`` without its
    pages or year), the publisher after the venue dropped; None where either is no such."""
    venue = without_publisher_after(venue.rstrip(" ,."))
    return (title, venue) if _plain(title) and venue else None


def _journal_split(before: str) -> tuple[str, str] | None:
    """(title, venue) of ``before`` (an entry's body up to its numbers) cut at its last
    comma, the venue a journal's name; None where it is no such."""
    cut = before.rfind(",")
    if cut <= 0:
        return None
    title, venue = before[:cut].rstrip(), before[cut + 1 :].strip()
    if not _JOURNAL.fullmatch(venue) or not _plain(title):
        return None
    words = WHOLE_WORD.findall(venue)
    if words and words[-1].lower() in _PUBLISHER_END:
        return None  # "…, Oxford University Press, 2, 45.": a publisher is no journal
    return title, venue


def _plain(title: str) -> bool:
    """Whether ``title`` is one, with no full stop before a capital nor quote marks (a
    kind's abbreviation, a second sentence, a quoted title: other readings' forms)."""
    return bool(title) and _STOP_OR_QUOTE.search(title) is None
