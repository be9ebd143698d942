"""An entry whose one "name" is a title in Title Case (pure; split out of
:mod:`.refcreators`): :func:`title_read_as_name` gives the entry's text to read a title
from where the name reader took such a title for a person ("Wireless Sensor Networks,
2016. Springer."), and :func:`creators` gives an entry's authors: none then, an
organisation (:func:`~.refcreators.organisation_author`) where no person is read."""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.refcreators import (
    ACRONYM,
    MAX_NAME_WORDS,
    VENUE_OPENING,
    VOLUME_PAGES,
    organisation_author,
    title_follows,
)
from tapyre_paper_search.pdf.refmarks import PLACE_AND_PUBLISHER, publisher_alone
from tapyre_paper_search.pdf.words import known_word

# The year right after a name ("2016. Springer.", "(2016). Springer.").
_YEAR_FIRST = re.compile(r"\(?(?:19|20)\d{2}[a-z]?\b\)?")
# A name's word that only a person's or a title's is: a capitalised whole word.
# What only follows a person's name: "et al." or "and others", or a quoted title
# ("Lei Shan, et al., “The Pain …”": known words, yet a name).
_PERSON_AFTER = re.compile(r"[\s,;.]*(?:et\s+al\b|and\s+others\b|[\"“”‘«„])")
# The same marks the name reader took in with the names ("Lei Shan et al. Springer,
# 2016.": its names' text ends with them, the text after them opens with the venue).
_PERSONS_END = re.compile(r"(?:\bet\s+al|\band\s+others|\bu\.\s?a)\.?[\s,;:]*$")
_WHOLE_WORD = re.compile(r"[A-ZÀ-Þ][a-zà-ÿ][\w'’-]*")
# One name printed surname first, a comma between its two words ("Li, Tong (2004)
# “Title,”", econ's): a person's shape, never a title's ("Wireless Sensor Networks,
# 2016." has its comma after the words; refs56).
_INVERTED_ONE = re.compile(r"\s*[^\W\d_][\w'’-]*,\s+[^\W\d_][\w'’-]*[\s.]*")


# A publisher and its year as a whole sentence ("Springer, 2016", "MIT Press, 2016",
# "Berlin: Springer, 2016").
_PUBLISHER_YEAR = re.compile(r"(.+?),\s*(?:19|20)\d{2}[a-z]?")


def _venue_first(rest: str) -> bool:
    """Whether ``rest`` opens with a venue as its first sentence: a publisher and its
    year ("Springer, 2016.", "MIT Press, 2016.") or a journal with its volume and
    pages ("Journal of Web Services, 12(3):1-20, 2015.")."""
    stop = rest.find(". ")
    first = (rest if stop < 0 else rest[:stop]).strip().rstrip(".")
    if VOLUME_PAGES.search(first):
        return True
    found = _PUBLISHER_YEAR.fullmatch(first)
    if found is None:
        return False
    piece = found[1]
    return (
        ACRONYM.fullmatch(piece) is not None
        or _WHOLE_WORD.fullmatch(piece) is not None
        or publisher_alone(piece)
        or PLACE_AND_PUBLISHER.fullmatch(piece) is not None
    )


# A title's noun ending ("Optimization", "Learning", "Theory", "Analysis", "Mechanics").
_TITLE_NOUN = re.compile(
    r"[a-z]{3,}(?:tion|sion|ing|ics|ity|ogy|ysis|ism|ment|ness|ory|ence|ance|ture)"
)


def _reads_as_title(words: list[str]) -> bool:
    """Whether a name's ``words`` (whole capitalised words) read as a title in Title Case
    rather than a person's: all of them words of the word list
    (:func:`~.words.known_word`), and, where they are two, the last a title's noun
    (:data:`_TITLE_NOUN`: "Deep Learning", "Convex Optimization"), for two such words
    name a person as often ("Mark Young", "Rose Hill", "Grant Long": given names the
    given-name list does not hold, surnames that are words)."""
    if not all(known_word(w.lower()) for w in words):
        return False
    return len(words) > 2 or _TITLE_NOUN.fullmatch(words[-1].lower()) is not None


def title_read_as_name(authors: tuple[str, ...], rest: str, names: str = "") -> str | None:
    """The entry's text to read a title and venue from, its year left out ("Wireless
    Sensor Networks. Springer."), when ``authors``, one name of two to
    :data:`MAX_NAME_WORDS` whole capitalised words, the first no common given name
    (:func:`~.givennames.is_given_name`), is a Title Case title the name reader took for
    a person: ``rest`` (the entry's text after it) opens with "In" a book or pages, or
    with a year and no title after it (:func:`title_follows`): "Wireless Sensor
    Networks, 2016. Springer.", "Convolutional Neural Networks. In Deep Learning, pages
    1-20. …" (not "Mary Ann Smith, 2016. Springer." nor "Deep Learning (2016). A survey.
    …", nor a name with "et al." or a quoted title after it, in ``rest`` or at the end
    of ``names``, the entry's text the names were read from, nor one name printed
    surname first, "Li, Tong (2004) …"); else None."""
    if len(authors) != 1 or _PERSON_AFTER.match(rest) or _PERSONS_END.search(names):
        return None
    if _INVERTED_ONE.fullmatch(names):  # "Li, Tong (2004) …"
        return None
    words = authors[0].split()
    if not 2 <= len(words) <= MAX_NAME_WORDS or is_given_name(words[0]):
        return None
    if not all(_WHOLE_WORD.fullmatch(w) for w in words):
        return None
    year = _YEAR_FIRST.match(rest)
    if year is None:
        opens_in = rest.startswith(("In ", "In: ")) or rest[:1].isdigit() or rest[:2] == "pp"
        if opens_in and VENUE_OPENING.match(rest):
            return f"{authors[0]}. {rest}"
        if _venue_first(rest) and _reads_as_title(words):
            return f"{authors[0]}. {rest}"  # "Wireless Sensor Networks. Springer, 2016."
        return None
    after = rest[year.end() :]
    return None if title_follows(after) else f"{authors[0]}. {after.lstrip(' .,:;')}"


def creators(authors: tuple[str, ...], rest: str, text: str) -> tuple[tuple[str, ...], str]:
    """The authors of ``text`` (an entry) and the text after them, given the names the
    name reader read (``authors``) and the text after those (``rest``): none where they
    are a title (:func:`title_read_as_name`: "Wireless Sensor Networks, 2016.
    Springer."), an organisation where no person is read (:func:`~.refcreators.organisation_author`:
    "OECD (2019). Title.", "Bank of England. 2020. Title.")."""
    names = text[: len(text) - len(rest)] if rest and text.endswith(rest) else ""
    titled = title_read_as_name(authors, rest, names)
    if titled is not None:
        return (), titled
    body = organisation_author(text) if not authors else None
    return ((body[0],), body[1]) if body is not None else (authors, rest)
