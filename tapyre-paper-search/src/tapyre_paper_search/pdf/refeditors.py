"""The editors of a chapter's or a paper's book read into its venue or title (pure):
:func:`without_editors`, :func:`editors_first`.

An entry in an edited book or proceedings names the editors after the book's title or
before it (refs67):

* after it, closing the venue: "In: Proceedings of X. Ed. by M. C. Nucci and B. Kim.
  Vol. 12. …", "Proceedings of X. Ed. by Shan L, Cutkosky SD", "in Proceedings of X,
  F. Matera and L. Roca, Eds., ser. …", "In Handbook of X; Dhillon, V. S., Howes, G.
  G., Eds.; …", "Proceedings of X. International Society for X, edited by A. Santos":
  the venue ends before the editors (their mark "Ed. by" / "edited by", with all after
  it, or the names before "Ed." / "Eds." / "(eds.)"), and before an organisation's
  sentence left before "edited by"; a series marked "ser." goes off it too.  Where the
  reading made the mark open the venue ("Title. Handbook of X. Ed. by Despont L"), the
  title's last sentence is the venue;
* before it, after "In": "In: SONTAG, Eduardo D.; WERNER, Philipp (eds.). Handbook of X.",
  "in: J. Wang (ed.): Handbook of X", "In Q. Li and T. Müller, editors, Handbook of X.",
  "Title in Proceedings of X (eds Doe, J. & Roe, A.) 3": the venue is the book's title
  after the mark (before it, for Nature's bracketed editors), and the title ends before
  "in" where the reading ran it on into the editors' names.  A chapter cited the German
  or French way is read so too (refs71): "Title, In: I. A. Yugova (Hrsg.): Handbuch der
  X. Paris: Seuil, S. 166–194", "Title In : Philip C. Myers (éd.), Manuel de X,
  München, p. 353–375" (a capital "In", a space before its colon, the marks "(Hrsg.)",
  "(Hg.)", "(éd.)", "(éds.)" and "(dir.)"), and the entry's year the style printed
  between the title and "In" ("Title, 2007. In: …") leaves the title.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.refvenue import names_a_venue, reads_as_venue
from tapyre_paper_search.pdf.refvenuetail import JOURNAL_WORDS

UP = r"A-ZÀ-ÖØ-ÞĀ-ſ"  # (Latin Extended-A holds both cases: "Šrámek")
# The editors' mark closing the venue, all after it going ("Ed. by …", "edited by …").
_MARK_BY = re.compile(r"[.,;]\s+(?:[Ee]ds?\.|[Ee]dited)\s+by\s")
# Names before "Ed." / "Eds." / "(eds.)" closing the venue: given first ("M. C. Nucci",
# "Qunxiang Li") or surname first with initials ("Dhillon, V. S.").
_PART = rf"(?:[{UP}][\w'’-]*\.?|[{UP}]\.(?:-?[{UP}]\.)*)"
_PARTICLE = r"(?:(?:de|da|dos|del|van|von|der|den|la|le|di|du)\s+)"
_NAME = (
    rf"(?:{_PARTICLE}?[{UP}][\w'’-]+,\s+[{UP}]\.(?:\s?-?[{UP}]\.)*"
    rf"|(?:{_PART}\s+)+{_PARTICLE}*[{UP}][\w'’-]+)"
)
# (a list of them, also :mod:`.reftypefacts`' translators)
NAMES = rf"{_NAME}(?:(?:,\s+|,?\s+(?:and|&)\s+|;\s+){_NAME})*(?:,?\s+et\s+al\.)?"
_NAMES_THEN_MARK = re.compile(rf"[,;]\s+{NAMES},?\s+\(?[Ee]ds?(?:\.\)?|$)(?=[\s,.;:]|$)")
_SERIES = re.compile(r",\s+ser\.\s+[^,]+")  # IEEE's "…, ser. Studies in X, …"
# "In" and the editors before the book's title, with their mark: "(eds.)", "(ed.)",
# "(Hrsg.)", ", editors,", ", eds.,"; the names hold no small word but joins and
# particles (checked by :func:`_names_only`).
_IN = re.compile(r"(?:^|[\s,.;])[Ii]n\s?:?\s+")  # ("In :", French typography's)
_EDITORS_FIRST = re.compile(
    r"(?P<names>[^()]{1,200}?)\s*"
    r"(?:\((?:[Ee]ds?|[Hh]rsg|[Hh]gg?|[Éé]ds?|dir)\.\)|,\s+(?:editors?|eds?\.),)[.,:]?\s+"
    rf"(?P<venue>[{UP}][^.,;()]*[^\s.,;()])"
)
# Nature's editors bracketed after the book's title: "in Proceedings of X (eds Doe, J."
# (the "in" before a book's word, else the last: "Title in Ghana in Proceedings of X (eds")
_IN_BOOK = re.compile(r"\s+in\s+(?=[A-Z])")
# (the bracket closed and the volume, year and pages after it: "(ed Fujino, O.) 15
# (2019), 116-133", where no stop cut the title; refs68)
_EDITORS_BRACKETED = re.compile(r"(?P<venue>[A-Z][^()]*?)\s+\(eds?\.?\s+[^()]*(?:\).*)?$")
# The "in" the title ran on into, in either case ("Title, in: J", "Title, In : Philip C").
_IN_CUT = re.compile(r"\s[Ii]n\b")
# The entry's year printed between the title and "In" ("Title, 2007. In: …"; refs71).
_YEAR_BEFORE_IN = re.compile(r",\s+(?:1[5-9]|20)\d\d[a-z]?$")
# Every editors' mark holds one of these (the cheap test of :func:`editors_first`).
_MARK_LETTERS = ("ed", "Ed", "(H", "éd", "(dir")
_BOOK_WORDS = JOURNAL_WORDS | {"handbook", "advances", "studies", "lecture", "encyclopedia"}
_ELIDED = re.compile(r"[dl][’'][A-ZÀ-Þ]")  # an elided particle joined to its name
_SMALL_IN_NAMES = frozenset(("and", "&", "et", "al.")) | frozenset(
    ("de", "da", "dos", "del", "van", "von", "der", "den", "la", "le", "di")
)


def without_editors(venue: str, rest: str) -> str:
    """``venue`` ending before the editors it names after the book's title, or before an
    organisation's sentence where the editors' mark follows the venue in ``rest`` (the
    entry after its names; see the module docstring), without a series marked "ser."."""
    if ", ser. " in venue:
        venue = _SERIES.sub("", venue)
    if "d" not in rest:  # (every mark holds a "d": "Ed.", "eds.", "edited")
        return venue
    found = _MARK_BY.search(venue) or _NAMES_THEN_MARK.search(venue)
    if found is not None and found.start():
        venue = venue[: found.start()].rstrip(" ,;.")
    else:
        at = rest.find(venue) if venue else -1
        if at < 0 or _MARK_BY.match(rest, at + len(venue)) is None:
            return venue
    stop = venue.rfind(". ")  # "Proceedings of X. International Society for X, edited by"
    if stop > 0 and is_organisation(venue[stop + 2 :].split()):
        venue = venue[:stop]
    return venue


def _names_only(names: str) -> bool:
    """Whether ``names`` holds only capitalised words, initials, joins and elided
    particles ("d’Ambrumenil"; refs76) (no title), and no colon (a chapter's mark in
    another language after a title's own "in": "… in Biological Gels. En: P. Roe (ed.)";
    refs80)."""
    if ":" in names:  # (another language's mark after a title's own "in": "in Gels. En: P")
        return False
    words = names.replace(";", " ").replace(",", " ").replace(" - ", " ").split()
    return bool(words) and all(
        w[0].isupper() or w in _SMALL_IN_NAMES or _ELIDED.match(w) for w in words
    )


def _bracketed_editors(title: str) -> tuple[str, str] | None:
    """(title, venue) of a title run on into "in Book (eds Doe, J.": the "in" before a
    book's word (:data:`_BOOK_WORDS`), else the last one; None where none is."""
    found = None
    for opening in _IN_BOOK.finditer(title):
        bracketed = _EDITORS_BRACKETED.match(title, opening.end())
        if bracketed is not None and opening.start() > 0:
            found = (title[: opening.start()], bracketed["venue"])
            if bracketed["venue"].split()[0].lower() in _BOOK_WORDS:
                return found
    return found


def _editors_leading(venue: str) -> str:
    """``venue``, or the book's title after the editors and their mark opening it with no
    "In" left before them ("Doe & Roe (eds.), Proceedings of X"; refs68)."""
    lead = _EDITORS_FIRST.match(venue) if "(ed" in venue or "(Ed" in venue else None
    if lead is None or not _names_only(lead["names"]) or not names_a_venue(lead["venue"]):
        return venue
    return lead["venue"]


def editors_first(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) where the editors come before the book's title (see the module
    docstring), or where the reading made "Ed. by" open the venue; else as given."""
    if _MARK_BY.match(". " + venue) is not None and ". " in title:
        stop = title.rfind(". ")  # "Title. Handbook of X" / "Ed. by Despont L"
        if stop > 0 and reads_as_venue(title[stop + 2 :]):
            return title[:stop], title[stop + 2 :]
        return title, venue
    bracketed = _bracketed_editors(title) if "(ed" in title else None
    if bracketed is not None:  # Nature's "(eds Doe, J. & Roe, A.)"
        return bracketed
    if not any(letters in rest for letters in _MARK_LETTERS):  # (cheap test)
        return title, venue
    for opening in reversed(list(_IN.finditer(rest))):  # (the last "In" before them)
        found = _EDITORS_FIRST.match(rest, opening.end())
        # (what follows the mark names a venue, no publisher: "In Book, J. Doe (Eds.).
        # Springer, Cham" is the book's title before its editors)
        if found is not None and _names_only(found["names"]) and names_a_venue(found["venue"]):
            break
    else:
        return title, _editors_leading(venue)
    cuts = list(_IN_CUT.finditer(title))
    cut = cuts[-1].start() if cuts else -1
    names_start = found.start("names")
    at = rest.find(title)
    ran_on = at >= 0 and at + len(title) > names_start
    if ran_on and cut > 0:  # "Title, in: J" / "Title, in Doe, J., and Roe, A"
        title = title[:cut].rstrip(" ,;")
    year = _YEAR_BEFORE_IN.search(title) if at >= 0 and not ran_on else None
    if year is not None and rest[at + len(title) : opening.start() + 1].strip() == ".":
        title = title[: year.start()]  # "Title, 2007. In: J. Doe (Hrsg.): Book"
    return title, found["venue"]
