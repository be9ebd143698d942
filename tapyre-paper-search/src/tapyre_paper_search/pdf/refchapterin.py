"""A chapter's "in" mark, its editors and their role run on at the title's end (pure; used
by :mod:`.reftypefacts`; refs79): :func:`without_chapter_in`; the editors and a place
left in a chapter's venue: :func:`without_chapter_place` (refs81).

A chapter in an edited book is cited in many languages as the chapter's title, a word for
"in" with a colon, the editors and their role in brackets, then the book: German "In: A.
Roe (Hrsg.): Handbuch der X. Berlin, S. 1–9", French "dans : A. Roe (dir.), Actes du
colloque X, Lyon, p. 1–9", Spanish "En: A. Roe (ed.), Memorias del Congreso de X.
Madrid, pp. 1–9", Portuguese "In: ROE, A. (org.). Anais do X. São Paulo: Y, p. 1-9".
Where the style sets the mark after a comma, a stop or an opening square bracket (ISO
690's "Title [In: …]"), the general reading left the mark and all or part of the
editors in the title ("Title, dans : A. Roe (dir.), Actes du colloque X, Lyon, p. 1-9",
"Title. dans : G", "Title [In: A. Roe (Hrsg.): Handbuch der X").

The title ends before the mark where the mark is a word for "in" (:data:`_IN`: English
and German "In", French "dans", Spanish "En", Portuguese "Em", Polish "W", Czech and
Slovak "V", Danish, Norwegian and Swedish "I"), a colon after it (perhaps after a space,
as French sets it), and the entry, after the mark, holds only the editors' names
(capitalised words, initials, joining words: a sentence's stop after a word ends them)
and then their role in brackets (:data:`_ROLE`: "Hrsg.", "Hg.", "dir.",
"éd.", "éds", "ed.", "eds.", "Ed.", "Eds.", "org.", "orgs.", "coord.", "red.", "a cura
di"); an initial may stand bare ("Martin J, Durand K (dir.)", refs80).  The book's name
after the role, to its first stop, is the venue, its commas kept: a page's mark, a
place's one or two words, a year or a volume's mark after a comma closing it are cut
(refs80: "Mind, Brain and Society, Paris, p" → "Mind, Brain and Society").  Three
words stay in the title.  A title's own "in" with no colon, or with no role after it, stays.
The mark may follow the title after a space alone (Nature's style: "Title dans : A. Roe
(dir.), …"), not a one-letter mark ("Part I: Methods" stays).

:func:`without_cut_in`: a journal's abbreviated name after ", in:" cut at its first
word's stop ("Title, in: J" / "Elec. Eng.", authortitle's "in: J. Elec. Eng. 88.3
(1996)"): where the word after the colon is a capital and at most four small letters and
a venue was read opening with a capital, the title ends before the comma and the word
and its stop open the venue.

:func:`without_chapter_place` (refs81): a chapter's venue that opens with the editors
and their role ("C. Roe (red.), Handboek X. Amsterdam") keeps the book's name alone (as
above); and where the entry prints an editors' role in brackets right before the venue
("… (ed.), Memorias del Congreso de X. Wien, pp. 1-9"), a place of one or two
capitalised words after the book's name and its stop closing the venue leaves it ("…
de X. Wien" → "… de X").  A venue with no role before it ("Journal of X. Section B"),
or an abbreviated name's words ("Ann. Electr. Eng.", a stop inside the name or after
the last word) stay.
"""

from __future__ import annotations

import re

_IN = r"(?:[Ii]n|[Dd]ans|[Ee]n|[Ee]m|[Ww]|V|I)"
_MARK = re.compile(
    rf"(?:(?:[,.;]\s+|\s+\[)(?P<word>{_IN})|\s+(?P<spaced>[Ii]n|[Dd]ans|[Ee]n|[Ee]m))\s?:\s*.*$"
)
_CUT_IN = re.compile(r",\s+[Ii]n:\s+(?P<word>[A-Z][a-z]{0,4})$")
# The editors: capitalised words (a word of three letters or more with no stop after it,
# an initial with its stop), a comma perhaps after each, and joining words.
_PEOPLE = (
    r"(?:(?:[A-ZÀ-Þ](?:\.|[\w'’-]*[^\W\d_])?)(?:-[A-ZÀ-Þ][\w'’-]*)?,?\s+"
    r"|(?:and|und|et|y|e|i|&|von|van|de|der|del|da|dos|di|la|le)\s+){1,12}"
)
_ROLE = re.compile(
    rf"^{_PEOPLE}\((?:Hrsg|Hg|dir|éd|éds|[Ee]ds?|orgs?|coord|red|a cura di)\.?\)"
    r"[,:.]?\s*(?P<book>[^.]*)"
)
# What closes a book's name after its comma: a page's mark, a place of one word (or two,
# "São Paulo"), a year, a volume's or an edition's mark.
_BOOK_TAIL = re.compile(
    r",\s*(?:p|pp|S|s|vol|Bd|Band|t|n|núm|ed|éd|Aufl)\b.*$"
    r"|,\s*[A-ZÀ-Þ][\w'’-]+(?:\s[A-ZÀ-Þ][\w'’-]+)?\s*$|,\s*(?:1[5-9]|20)\d\d\b.*$"
)


def without_chapter_in(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) without a chapter's "in" mark and editors run on at the title's end,
    the book's name the venue (see the module docstring); else as given.  ``rest`` is the
    entry after its names."""
    if ":" not in title:
        return title, venue
    mark = _MARK.search(title)
    if mark is None or len(title[: mark.start()].split()) < 3:
        return title, venue
    opening = title[: mark.end("word") if mark["word"] else mark.end("spaced")]
    at = rest.find(opening)
    if at < 0:
        return title, venue
    after = rest[at + len(opening) :].lstrip(" :")
    role = _ROLE.match(after)
    if role is None:
        return title, venue
    return title[: mark.start()], _book_of(role["book"]) or venue


def _book_of(text: str) -> str:
    """The book's name in ``text`` (what follows the editors' role, to its first stop):
    its commas kept, the pages, place, year or volume closing it cut (refs80: "Mind,
    Brain and Society, Paris, p" → "Mind, Brain and Society")."""
    book = text.strip()
    while "," in book and (tail := _BOOK_TAIL.search(book)) is not None:
        book = book[: tail.start()].rstrip()
    return book


_ROLE_BEFORE = re.compile(
    r"\((?:Hrsg|Hg|dir|éd|éds|[Ee]ds?|orgs?|coord|red|a cura di)\.?\)[,:.]?\s*$"
)
_PLACE_CLOSING = re.compile(r"\.\s+[A-ZÀ-Þ][\w'’-]+(?:\s[A-ZÀ-Þ][\w'’-]+)?$")


def without_chapter_place(venue: str, rest: str) -> str:
    """``venue`` without the editors and their role opening it, or a place after the
    book's stop closing it where an editors' role stands before it in ``rest`` (see the
    module docstring); else as given."""
    if "(" in venue[:80]:
        role = _ROLE.match(venue)
        if role is not None and role["book"].strip():
            return _book_of(role["book"])
    place = _PLACE_CLOSING.search(venue) if venue.count(". ") == 1 else None
    if place is None or len(venue[: place.start()].split()) < 2:
        return venue
    at = rest.find(venue)
    if at < 0 or rest[at + len(venue) : at + len(venue) + 1] == ".":
        return venue  # ("Ann. Electr. Eng.": an abbreviation's word, no place)
    if _ROLE_BEFORE.search(rest, 0, at) is None:
        return venue
    return venue[: place.start()]


def without_cut_in(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a journal's first word cut at its stop after ", in:" given
    back to the venue (see the module docstring); else as given."""
    cut = _CUT_IN.search(title) if "n:" in title else None
    if cut is None or not venue[:1].isupper() or len(title[: cut.start()].split()) < 2:
        return title, venue
    return title[: cut.start()], f"{cut['word']}. {venue}"
