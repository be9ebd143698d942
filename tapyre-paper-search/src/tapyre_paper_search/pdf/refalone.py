"""Lines of a references list that open with an organisation's name (pure; used by
:mod:`.refsplit` and :mod:`.refindent`).

:func:`~tapyre_paper_search.pdf.refsplit._entry_alone` takes an indented line that
holds a year and a sentence break, under a line ending with its year, for an entry of
one line ("European Commission. Report on the state of the soil, 1995."). A series or
venue line ("NATO ASI Series. Springer, Berlin, 2001.") and an annotation ("Reviews
the literature. Covers work up to 2000.") have the same shape. :func:`names_first`
tells them apart by the first sentence and the year: an entry's first sentence names
its author (capitalised words, joining words between them), and a tail repeats the
year of the entry it closes. :func:`organisation_first` reads a line that opens with
an organisation's name and its year ("World Health Organization, 2001. …").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import PUBLISHER_WORDS, YEAR

# Words that join the capitalised words of an organisation's name ("Bank of England",
# "Organisation mondiale de la Santé", "Bundesamt für Statistik").
_JOINING = frozenset((
    "of", "for", "and", "the", "on", "in", "at", "&", "de", "du", "des", "la", "le", "les",
    "et", "für", "und", "der", "die", "das", "del", "della", "di", "y", "e",
))  # fmt: skip
# The first sentence: up to a full stop after a word of two letters or more, or after
# capitals (an acronym: "OECD."), before a space; initials ("J.") end none.
_FIRST_SENTENCE = re.compile(r"^(.*?(?:[^\W\d_]{2,}|\))\.)\s")
_MAX_NAME_WORDS = 8
# A title's word after the name: lower case, two letters or more, no tail's word
# ("Springer, Berlin, 2001.", "IEEE. Piscataway, NJ, pp. 1-9." hold none).
_TITLE_WORD = re.compile(r"\b(?!(?:and|in|of|pp|vol|no|nr|eds?|und|et)\b)[a-zà-ÿ]{2,}\b")
# Or a title in Title Case: two capitalised words or more of three letters or more, one
# space apart, the second on no stop ("Energy Roadmap 2050", "Global Tuberculosis
# Report"; not "Springer, Berlin" nor "Pattern Anal."); a publisher's words
# (PUBLISHER_WORDS: "Kluwer Academic Publishers") make none.
_CAPITAL_WORD = r"[A-ZÀ-Þ][a-zà-ÿ]{2,}"
_TITLE_RUN = re.compile(rf"\b{_CAPITAL_WORD}(?: {_CAPITAL_WORD}\b(?!\.))+")


def names_first(above: str, text: str) -> bool:
    """Whether ``text`` (a one-line entry's candidate) opens with an author's name, a
    first sentence of at most :data:`_MAX_NAME_WORDS` capitalised words and
    :data:`_JOINING` words ("World Health Organization.", "R Core Team.", "OECD."), then
    holds a title's word (:data:`_TITLE_WORD`) or a Title Case title
    (:func:`_title_run`), and ends with a year other than the last
    year of ``above`` (the line before it): a tail of the entry above ("NATO ASI Series.
    Springer, Berlin, 2001." under "…, 2001.") prints that entry's year again."""
    first = _FIRST_SENTENCE.match(text.lstrip())
    if first is None:
        return False
    words = first[1].rstrip(".").split()
    if not words or len(words) > _MAX_NAME_WORDS or not words[0][0].isupper():
        return False
    if not all(w[0].isupper() or w.lower() in _JOINING for w in words):
        return False
    if _TITLE_WORD.search(text, first.end()) is None and not _title_run(text, first.end()):
        return False
    years, earlier = YEAR.findall(text), YEAR.findall(above)
    return bool(years) and (not earlier or years[-1] != earlier[-1])


def _title_run(text: str, start: int) -> bool:
    """Whether ``text`` holds a Title Case title from ``start`` (:data:`_TITLE_RUN`)."""
    return any(
        PUBLISHER_WORDS.isdisjoint(run.lower().split()) for run in _TITLE_RUN.findall(text, start)
    )


# An organisation's name of capitalised words and joining words, then the year after a
# comma, a full stop or in brackets ("World Health Organization, 2001.", "R Core Team
# (2023).").
_NAME_WORD = r"(?:[^\W\d_][\w&'’-]*|&)"
_ORGANISATION_YEAR = re.compile(
    rf"^\s*({_NAME_WORD}(?:\s+{_NAME_WORD}){{0,{_MAX_NAME_WORDS - 1}}})"
    r"(?:[,.]\s+|\s+\()(?:19|20)\d{2}[a-z]?\b"
)


def organisation_first(text: str) -> bool:
    """Whether ``text`` opens with an organisation's name and its year: at most
    :data:`_MAX_NAME_WORDS` capitalised or :data:`_JOINING` words, the first
    capitalised, then a year ("World Health Organization, 2001. Global report …")."""
    found = _ORGANISATION_YEAR.match(text)
    if found is None:
        return False
    words = found[1].split()
    return words[0][0].isupper() and all(w[0].isupper() or w.lower() in _JOINING for w in words)
