"""A journal's citation written the way of a national norm run on at a title's end (pure;
used by :mod:`.reftypefacts`; refs81): :func:`without_journal_cite`.

Entries cited by a national norm, or typed into a note field, print the journal and its
numbers after the title in the norm's own marks: ABNT's "Revista …, v. 12, n. 3, p.
45-67", Spanish "vol. 12, núm. 3, pp.", French "vol. 12, no 3, p.", DIN ISO 690's "In:
Zeitschrift für … 12, Nr. 3, S. 45–67", Italian "in “Rivista di …”, 12, 3, pp. 45-67",
OSCOLA's "(2010) 126 LQR 123"; some styles set the field in brackets after the title
("Title [In: …]"), or print the year after it ("Title, (2015) 90 MLR 265, 2015").  No
stop divides them from the title, so the reading kept them in it.

:func:`without_journal_cite`, where the title ends in a figure or a bracket (the cheap
gate), reads its end as a journal's cite by shape, no language's words listed:

* the numbers: two to four groups joined by commas, each a number perhaps after a mark
  (a word of one to five letters, its stop perhaps: "v.", "núm.", "Nr.", "S.", "pp."),
  the first perhaps after a space alone ("Zeitschrift 35, Nr. 7"); the last a range of
  pages, or two of the groups marked (a bare "12, 3, 45" of a title's own numbers, or
  years alone "…, 1990, 2000, 2010-2015", stay);
* the journal before them: a quoted name (“…”), perhaps after a short word ("in"); or
  the name after a mark of one to four letters and a colon, or "//" ("In:", "in:",
  "En:"); or the comma's segment before the numbers, opening in a capital (the title
  kept before that comma);
* where none of those is there, the journal's name run on after a sentence-case title
  with no mark: the words before the numbers' comma that open in a capital or are short
  small words ("de", "für", "of"), two capitalised at least, after a word of six small
  letters or more ("… a histone chaperone Revista Brasileira de Public Health, v. 2");
* OSCOLA's cite: a year in brackets, a volume, one to six capitalised words or
  abbreviations and a page.

An opening bracket before the cite is closed after it; a year after it goes with it.  The
cite leaves the title, which keeps three words at least; the journal is the venue where
the reading gave none or a year alone.  A title of its own numbers ("Rates in 12, 3 and
45 sites"), a cite of one number ("Title, Journal 12"), a journal's name run on with no
comma, colon, quote or bracket before it after a title-case title (the reading cannot
tell where the title ends), or one whose own words are small and long ("Revue
française de …", read from its last capitalised word), and a publisher's name before the
numbers (:func:`~.refmarks.publisher_alone`: "Title, Oxford University Press 2, 45-60",
refs47's control) stay.  Where the reading cut the numbers at their first mark's stop
("Title … Health, v" / "2, n"), the title's closing mark and the venue's number and mark
are read as the numbers.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refeditors import UP
from tapyre_paper_search.pdf.refmarks import publisher_alone

_YEAR = r"(?:1[5-9]|20)\d\d"
_MARK = r"[^\W\d_]{1,5}\.?\s?"
_NUMBERS = re.compile(
    rf"(?P<first>(?:,\s*|\s+)(?:{_MARK})?\d{{1,4}})(?P<more>(?:,\s*(?:{_MARK})?\d{{1,5}}"
    rf"(?:[-–]\d{{1,5}})?){{1,3}})(?P<close>\]?)(?:,?\s*\(?{_YEAR}\)?)?$"
)
_MARKED = re.compile(rf"(?:^|,)\s*{_MARK}\d")
_RANGE = re.compile(r"\d[-–]\d{1,5}$")
_QUOTED = re.compile(r"(?P<open>[,.]?\s+\[?|\s*\[)(?:[^\W\d_]{1,4}\s+)?“(?P<journal>[^“”]+)”$")
_COLON = re.compile(rf"(?:^|(?<=[\s\[,.]))(?:[^\W\d_]{{1,4}}\s?:|//)\s*(?=[{UP}])")
_SEGMENT = re.compile(rf",\s+(?P<journal>[{UP}][^,;:]*)$")
_OSCOLA = re.compile(
    rf"(?P<open>,\s*|\s+\[|\s+)\({_YEAR}\)\s+\d{{1,4}}\s+"
    rf"(?P<journal>(?:[{UP}][\w.&’'-]*\s+){{1,6}})\d{{1,5}}(?:[-–]\d{{1,5}})?"
    rf"(?P<close>\]?)(?:,\s*{_YEAR})?$"
)
# The numbers cut at their first mark's stop: the title's end and the venue.
_CUT_MARK = re.compile(r",\s+[^\W\d_]{1,5}$")
_CUT_REST = re.compile(r"\d{1,4}(?:,\s*[^\W\d_]{1,5})?")
_RUN_WORD = re.compile(rf"[{UP}][\w’'&-]*|[^\W\d_]{{1,5}}")
_YEAR_ONLY = re.compile(rf"\(?{_YEAR}[a-z]?\)?")
_LONG_SMALL = re.compile(r"[^\W\d_]{6,}")
_FIGURES = re.compile(r"\d+")
_A_YEAR = re.compile(_YEAR)


def without_journal_cite(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a journal's cite in a norm's marks closing the title moved to
    the venue (see the module docstring); else as given."""
    cut_venue = venue
    if not title[-1:].isdigit() and not title.endswith("]"):
        cut = _CUT_MARK.search(title) if "," in title[-7:] else None
        if cut is None or _CUT_REST.fullmatch(venue) is None:
            return title, venue
        found, cut_venue = _journal(title[: cut.start()], bracket=False), ""
    else:
        found = _cite(title)
    if found is None:
        return title, venue
    kept, journal = found
    kept = kept.rstrip(" ,;.[")
    if len(kept.split()) < 3 or publisher_alone(journal.strip()):
        return title, venue
    lone = not cut_venue or _YEAR_ONLY.fullmatch(cut_venue) is not None
    return kept, journal.strip() if lone else cut_venue


def _cite(title: str) -> tuple[str, str] | None:
    """(the title before a journal's cite closing ``title``, the journal's name), if one
    closes it."""
    oscola = _OSCOLA.search(title) if "(" in title else None
    if oscola is not None and (oscola["open"].strip() == "[") == bool(oscola["close"]):
        return title[: oscola.start()], oscola["journal"]
    if "," not in title:
        return None
    numbers = _NUMBERS.search(title)
    if numbers is None or not _pages_close(numbers["first"] + numbers["more"]):
        return None
    return _journal(title[: numbers.start()], bracket=bool(numbers["close"]))


def _journal(head: str, *, bracket: bool) -> tuple[str, str] | None:
    """(the title before a journal's name closing ``head``, the name), the cite's numbers
    after ``head`` (closed by a bracket where ``bracket``)."""
    quoted = _QUOTED.search(head) if head.endswith("”") else None
    if quoted is not None:
        if ("[" in quoted["open"]) != bracket:
            return None
        return head[: quoted.start()], quoted["journal"]
    marks = list(_COLON.finditer(head))
    if marks:
        mark = marks[-1]
        before = head[: mark.start()].rstrip()
        if before.endswith("[") != bracket:
            return None
        return before, head[mark.end() :]
    if bracket:
        return None
    segment = _SEGMENT.search(head)
    if segment is not None:
        return head[: segment.start()], segment["journal"]
    return _run_on(head)


def _run_on(head: str) -> tuple[str, str] | None:
    """(the title, the journal's name) where the name runs on after a sentence-case title
    with no mark: capitalised words and short small words after a long small word."""
    words = head.split(" ")
    at = len(words)
    while at > 0 and _RUN_WORD.fullmatch(words[at - 1]) is not None:
        at -= 1
    while at < len(words) and not words[at][:1].isupper():
        at += 1
    name = words[at:]
    if at == 0 or sum(w[:1].isupper() for w in name) < 2:
        return None
    if _LONG_SMALL.fullmatch(words[at - 1]) is None or not words[at - 1].islower():
        return None  # ("… in Europe, Asia, and North America": a short word before the name)
    return " ".join(words[:at]), " ".join(name)


def _pages_close(numbers: str) -> bool:
    """Whether a run of numbers closes on a range of pages, or marks two of its groups; a
    run of years alone with no marks ("…, Western Europe, 1990, 2000, 2010-2015") is a
    title's own."""
    if len(_MARKED.findall(numbers)) >= 2:
        return True
    if all(_A_YEAR.fullmatch(n) for n in _FIGURES.findall(numbers)):
        return False
    return _RANGE.search(numbers) is not None
