"""A publisher taken off an entry's title or venue (pure; moved out of
:mod:`.refforms`, tidy59).

:func:`without_publisher` cuts a book's place and publisher in brackets off its title
("Rapid growth (New York: MIT Press)"), :func:`without_publisher_after` a publisher's
name off a proceedings' ("Proceedings of the 9th Conference on X. Springer", "…, ACM"),
and :func:`book_publisher` a book's publisher off its title where the publisher, place
and year end the entry ("Title, Wiley, Berlin, 2009.").  :mod:`.refentry` applies them
after :func:`.refforms.tidy_title`; :mod:`.refcommavenue` and :mod:`.refguillemets`
the proceedings' cut.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import PLACE_AND_PUBLISHER, publisher_alone
from tapyre_paper_search.pdf.refparts import bracket_at_end
from tapyre_paper_search.pdf.refvenuetail import JOURNAL_WORDS
from tapyre_paper_search.pdf.words import english_words


def without_publisher(title: str) -> str:
    """``title`` without a place and publisher in brackets at its end ("(New York: MIT
    Press)"; with the year, "(CRC Press, Berlin, 2020)", they never reach the title:
    :func:`~tapyre_paper_search.pdf.refparts.title_and_venue`)."""
    match = bracket_at_end(title)
    if match is not None and PLACE_AND_PUBLISHER.fullmatch(match.group(1)):
        return title[: match.start()].rstrip(" ,.")
    return title


_PROCEEDINGS = re.compile(r"(?:proceedings|proc\.)\s", re.IGNORECASE)
_PUBLISHER_AFTER = re.compile(r"[.,]\s+[A-Z][A-Za-z&-]+(?:\s[A-Z][A-Za-z&-]+)?\s*[.,;]?\s*$")


def without_publisher_after(venue: str) -> str:
    """``venue`` without its publisher: a proceedings' name followed by one or two
    capitalised words after its last full stop or comma ("…. Springer", "…, ACM")."""
    if not _PROCEEDINGS.match(venue):
        return venue
    match = _PUBLISHER_AFTER.search(venue)
    return venue[: match.start()].rstrip(" ,.") if match and match.start() > 20 else venue


# A book's publisher and place, then its year (or nothing: an author-year style has
# given it), at an entry's end, each one to three capitalised words set apart by commas
# ("…, Springer, New York, 2006.", "…, Wiley, Berlin.").
_NAME_PIECE = r"[A-Z][\w&'’-]*(?: [A-Z][\w&'’-]*){0,2}"
_PUBLISHER_PLACE_YEAR = re.compile(
    rf", ({_NAME_PIECE}), ({_NAME_PIECE})(?:,\s*(?:19|20)\d{{2}}[a-z]?)?[\s.,;]*$"
)


def book_publisher(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) with a book's publisher taken off the title's end where the
    entry's text after its names, ``rest``, ends with the publisher, place and year
    set apart by commas and ``venue`` was read as the place ("Calcium and peak bone
    mass, Wiley, Berlin, 2009." is a title, Wiley and Berlin, not the journal Berlin).
    The publisher is one word or bears a publisher's word ("MIT Press"): a title's
    capitalised tail before a journal and its year stays ("Lectures, Volume One,
    Nature Physics, 2004"), and so does a title's last word that is a participle
    ("The West, Revisited, Nature, 2004": an English word ending in "ed", six letters
    or more) or one before a journal's name ("…, Andromeda, Annual Reviews, 2018")."""
    match = _PUBLISHER_PLACE_YEAR.search(rest)
    if match is not None and not venue and title.endswith(", " + match[2]):
        title, venue = title[: -len(match[2]) - 2], match[2]  # no venue read: "– Title, …"
    if match is None or venue != match[2] or not title.endswith(", " + match[1]):
        return title, venue
    if " " in match[1] and not publisher_alone(match[1]):
        return title, venue
    if _participle(match[1]) or any(
        w.lower() in JOURNAL_WORDS for w in match[2].replace(".", " ").split()
    ):
        return title, venue
    kept = title[: -len(match[1]) - 2]
    return (kept, match[1]) if len(kept.split()) >= 3 else (title, venue)


def _participle(word: str) -> bool:
    """An English word ending in "ed" (six letters or more: not "Reed"): "Revisited",
    "Reconsidered" close titles; publishers' names are not such words."""
    lower = word.lower()
    return len(lower) >= 6 and lower.endswith("ed") and lower in english_words()
