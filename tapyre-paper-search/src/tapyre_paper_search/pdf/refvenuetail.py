"""Where a venue's text ends before its pages and publisher (pure; for
:func:`~.refvenue.venue_of`).

:data:`PAGES_TAIL` finds pages printed alone after a venue's name, with no "pp."
before them ("Proceedings of X 596-606 : ."), or after German "S." ("Seite");
:func:`publisher_after` tells whether the sentence between a venue and its pages is the
venue's publisher ("Proceedings of X. IEEE, pp. 5-9"); :func:`without_stop_pages` takes
off pages after the name's own full stop ("Journal Name. 37 797-821"; refs52).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import publisher_alone

# Words of a journal's or proceedings' name (refvenue's and refsentences' too: what
# follows a candidate second sentence with one is a venue, not a publisher).
JOURNAL_WORDS = frozenset((
    "journal", "proceedings", "proc", "conference", "conf", "symposium", "workshop",
    "transactions", "trans", "letters", "annals", "bulletin", "magazine", "review", "reviews",
))  # fmt: skip
# The words a proceedings' name opens with: only such a venue prints its publisher
# between its name and its pages (not "Journal of Physics. Condensed Matter, 22").
_PROCEEDINGS_WORDS = frozenset(
    ("proceedings", "proc", "conference", "conf", "symposium", "workshop")
)

# Pages alone after the venue's name, no "pp." before them ("Proceedings of X 596-606 :
# .", German "S." for "Seite", with a stop before it or none: "Proceedings of X. S.
# 473-477, 2019.", "Revue de Physique S. 12-15", Danish and Norwegian "side" after a
# comma: "Proceedings of X, side 158-167.", Swedish and Finnish "ss" for "sidorna",
# "sivut": "Proceedings of X, ss. 158-167."), a bare volume perhaps before them, which
# goes with them ("Journal 88 23-31"; a year is none: it names the meeting, "Proceedings
# of Interspeech 2019 1-5"), not a span of years ("Proceedings 2019-2020") nor pages
# after a volume's comma ("Journal 3, 1-9") unless an issue's bare number and comma
# come between ("Journal 37, 11, 674-692.": all three go).
PAGES_TAIL = re.compile(
    r"(?:[.,]?\s+S\.\s*|,\s+(?:side|ss\.?)\s+|(?<![,;:.])\s+(?:(?!(?:19|20)\d\d\s)\d{1,4}\s+)?"
    r"|(?<![,;:.])\s+(?!(?:19|20)\d\d,)\d{1,4},\s+\d{1,4},\s+)"
    r"(?!(?:19|20)\d{2}\s*[-–]\s*(?:19|20)?\d{2}\b)"
    r"\d+\s*[-–]\s*\d+"
    r"(?=\s*[.:;,]|\s*$)"
)

# Pages after a full stop, a bare volume perhaps before them (econ-jie: "Journal Name. 37
# 797-821", "Proceedings of X. 518-521, IEEE"; refs52): see without_stop_pages.
_STOP_PAGES = re.compile(
    r"\.\s+(?:(?!(?:19|20)\d\d\s)\d{1,4}\s+)?"
    r"(?!(?:19|20)\d{2}\s*[-–]\s*(?:19|20)?\d{2}\b)"
    r"\d+\s*[-–]\s*\d+"
    r"(?=\s*[.:;,]|\s*$)"
)
_LAST_WORD = re.compile(r"[^\W\d_]+$")
# Capitalised words before a stop that mark numbers, not a name's end ("Vol. 5 1-9").
_NUMBER_WORDS = frozenset(("vol", "nos", "art", "fasc", "suppl", "pag", "pags", "pgs"))


def without_stop_pages(text: str) -> str:
    """``text`` (a venue with what follows it) cut before pages that follow its name's
    full stop, the word before that stop a capitalised one of three letters or more
    ("Advances in Immunology. 111 208-228." -> "Advances in Immunology"); as it is where
    the stop closes an abbreviation of numbers ("pp. 5-9", "No. 1-2", "págs. 5-9", "Vol.
    5 1-9")."""
    for stop in _STOP_PAGES.finditer(text):
        word = _LAST_WORD.search(text[: stop.start()])
        if word is None or len(word.group()) < 3 or not word.group()[0].isupper():
            continue
        if word.group().lower() not in _NUMBER_WORDS:
            return text[: stop.start()]
    return text


def publisher_after(venue: str, last: str, venue_words: frozenset[str]) -> bool:
    """Whether ``last``, the sentence after ``venue`` and before the pages, is its
    publisher: a publisher's word ("… University Press"), or one or two capitalised
    words of three letters or more ("IEEE", "Springer") with none of ``venue_words``
    after a venue of three words or more that opens with a proceedings' word
    ("Proceedings of …"; not "Journal of Physics. Condensed Matter"), and not cut
    short ("Trans. Amer. Math. Soc.")."""
    if publisher_alone(last.strip(" ,.")):
        return True
    if last.rstrip(" ,").endswith("."):
        return False  # an abbreviation's stop: "Trans. Amer. Math. Soc. 362"
    words = last.strip(" ,").split()
    opening = venue.split(" ", 1)[0].lower().rstrip(".")
    return (
        opening in _PROCEEDINGS_WORDS
        and venue.count(" ") >= 2
        and 1 <= len(words) <= 2
        and all(len(w) >= 3 and w[0].isupper() and w.isalpha() for w in words)
        and not any(w.lower() in venue_words or w.lower() in JOURNAL_WORDS for w in words)
    )
