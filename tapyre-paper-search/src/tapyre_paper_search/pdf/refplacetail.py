"""A book's place and publisher run on into its title (pure): :func:`place_publisher_tail`.

Some styles print a book's place and publisher right after its title with no stop or
comma between (ajl: "Rodin V 2008 Neutron Skin and Giant Resonances in Nuclei New
York: Springer."); with no venue read, the whole was the title.  The tail is cut off
into the venue where the title's last colon is followed by a publisher's name alone
(capitalised words, :data:`~.refmarks.PLACE_AND_PUBLISHER`'s) and preceded by a place:

- two or three words the gazetteer knows as a city or a country or US state
  (:func:`~.placenames.is_city_name`, :func:`~.placenames.is_region_name`: "New York",
  "San Francisco"), or
- one capitalised word where the publisher's name holds a publisher's word
  (:func:`~.refmarks.publisher_alone`: "… Methods Oxford: Oxford University Press").

A subtitle after a colon ("Giant Resonances: Theory and Practice") has neither, and a
one-word place before a bare name ("… Nuclei Berlin: Springer") cannot be told from
one without a list of places and publishers: both are left.  At least two words stay
in the title (refs47).

:func:`place_publisher_year` takes the one-word case where the entry's text shows it is
a book's imprint by its shape alone: no venue read, one capitalised word and a colon,
then one to three capitalised words (no small word: "Stories of Exile" is a subtitle's;
no article first: "A History"), and the year alone closing the entry after a comma
("… Events Berlin: Springer, 2004", jurabib's humanities style; refs55).  An article's
subtitle after a colon is followed by its journal, not by a year alone.  A book's
subtitle is followed by the year alone too, though ("Memory and Identity: Collected
Essays, 2004"): a name of two or three words after the colon is a publisher's only where
it holds a publisher's word (:func:`~.refmarks.publisher_alone`: "MIT Press") or a word
the English list lacks ("Palgrave Macmillan"); words of the list alone ("Collected
Essays", "New Perspectives") are a subtitle's, and so is one word that is a plural of a
listed word ("Essays"); the title is left whole then (review53).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.placenames import is_city_name, is_region_name
from tapyre_paper_search.pdf.refmarks import PLACE_AND_PUBLISHER, publisher_alone
from tapyre_paper_search.pdf.words import english_words


def place_publisher_tail(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a place and publisher closing ``title`` moved to the venue
    (see the module); unchanged where a venue was read or no such tail closes it."""
    colon = title.rfind(": ")
    if venue or colon <= 0:
        return title, venue
    publisher = title[colon + 2 :].rstrip(" .")
    words = title[:colon].split()
    for size in (3, 2, 1):
        if len(words) < size + 2:
            continue
        place = " ".join(words[-size:])
        tail = f"{place}: {publisher}"
        if not PLACE_AND_PUBLISHER.fullmatch(tail):
            continue
        known = is_city_name(place) or is_region_name(place)
        if known if size > 1 else publisher_alone(publisher):
            return " ".join(words[:-size]), tail
    return title, venue


# The year alone closing the entry after the title (", 2004", ", 2004a.").
_YEAR_CLOSES = re.compile(r"\s*,\s*(?:1[89]|20)\d\d[a-z]?\.?\s*$")
# A place of one capitalised word, a colon, one to three capitalised words.
_CITY_PUBLISHER = re.compile(
    r"\s(?P<place>[A-Z][a-z]+):\s(?P<publisher>[A-Z][\w&'-]*(?:\s[A-Z][\w&'-]*){0,2})$"
)


_ARTICLES = frozenset({"A", "An", "The"})


def _subtitle_words(name: str) -> bool:
    """Whether ``name``, the words after the colon, reads as a subtitle's: two words or
    more, no publisher's word, each word in the English list ("Collected Essays"), or
    one word, a plural of a listed word ("Essays", "Studies")."""
    words = name.split()
    listed = english_words()
    if len(words) == 1:
        return _listed_plural(words[0].lower(), listed)
    if publisher_alone(name):
        return False
    return all(word.lower() in listed for word in words)


def _listed_plural(word: str, listed: frozenset[str]) -> bool:
    """Whether lower-case ``word`` is a plural of a word of ``listed`` ("essays",
    "studies"): a subtitle's one word, no publisher's name."""
    if not word.endswith("s") or word.endswith("ss"):
        return False
    return word[:-1] in listed or (word.endswith("ies") and f"{word[:-3]}y" in listed)


def place_publisher_year(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) with a place's word, a colon and a publisher's name closing
    ``title`` moved to the venue, where no venue was read and ``rest`` (the entry after
    its names) goes on after the title with the year alone; else unchanged."""
    if venue or ": " not in title:
        return title, venue
    found = _CITY_PUBLISHER.search(title)
    if found is None or len(title[: found.start()].split()) < 2:
        return title, venue
    at = rest.find(title)
    if at < 0 or not _YEAR_CLOSES.fullmatch(rest[at + len(title) :]):
        return title, venue
    if found["publisher"].split()[0] in _ARTICLES or _subtitle_words(found["publisher"]):
        return title, venue
    return title[: found.start()], f"{found['place']}: {found['publisher']}"
