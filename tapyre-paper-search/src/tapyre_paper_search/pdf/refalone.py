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

from tapyre_paper_search.pdf.refcreators import (
    JOINING,
    MAX_NAME_WORDS,
    is_organisation,
    organisation_year,
)
from tapyre_paper_search.pdf.refmarks import PUBLISHER_WORDS, YEAR

# The first sentence: up to a full stop after a word of two letters or more, or after
# capitals (an acronym: "OECD."), before a space; initials ("J.") end none.
_FIRST_SENTENCE = re.compile(r"^(.*?(?:[^\W\d_]{2,}|\))\.)\s")
# A title's word after the name: lower case, two letters or more, no tail's word
# ("Springer, Berlin, 2001.", "IEEE. Piscataway, NJ, pp. 1-9." hold none).
_TITLE_WORD = re.compile(r"\b(?!(?:and|in|of|pp|vol|no|nr|eds?|und|et)\b)[a-zà-ÿ]{2,}\b")
# Or a title in Title Case: two capitalised words or more of three letters or more, one
# space apart, the second on no stop ("Energy Roadmap 2050", "Global Tuberculosis
# Report"; not "Springer, Berlin" nor "Pattern Anal."); a publisher's words
# (PUBLISHER_WORDS: "Kluwer Academic Publishers") make none.
# A place opening the text after the name: one capitalised word and a comma ("World
# Bank. Washington, policy research working paper, 2001."), a tail's, not a title's.
_PLACE_FIRST = re.compile(r"\s*[A-ZÀ-Þ][\w'’.-]*,")
# Or a report's kind opening the text after the name ("NASA. Technical memorandum
# number twelve, 2001.", "World Bank. Policy research working paper 12, 2001."): the
# series and number of the report above, which prints its year again, not a title.
_REPORT_KIND = re.compile(
    r"\s*(?:(?:(?:technical|tech\.|research|contractor|internal|policy|working|discussion|"
    r"occasional)\s+){1,3}(?:reports?|rep\.|memorandum|memo|note|papers?)\b"
    r"|(?:reports?|memorandum)\s+(?:no\.|number|\d))",
    re.IGNORECASE,
)
_CAPITAL_WORD = r"[A-ZÀ-Þ][a-zà-ÿ]{2,}"
_TITLE_RUN = re.compile(rf"\b{_CAPITAL_WORD}(?: {_CAPITAL_WORD}\b(?!\.))+")


def names_first(above: str, text: str) -> bool:
    """Whether ``text`` (a one-line entry's candidate) opens with an author's name, a
    first sentence of at most :data:`MAX_NAME_WORDS` capitalised words and
    :data:`JOINING` words ("World Health Organization.", "R Core Team.", "OECD."), then
    holds a title's word (:data:`_TITLE_WORD`) or a Title Case title
    (:func:`_title_run`), and ends with a year other than the last
    year of ``above`` (the line before it): a tail of the entry above ("NATO ASI Series.
    Springer, Berlin, 2001." under "…, 2001.") prints that entry's year again. The same
    year does where the first sentence names an organisation
    (:func:`~.refcreators.is_organisation`) and no publisher (:data:`PUBLISHER_WORDS`)
    and a title's word follows (a tail's place, "ACM. New York, NY, USA, 2001.", holds
    none), not after a place (:data:`_PLACE_FIRST`: "World Bank. Washington, policy
    …")."""
    first = _FIRST_SENTENCE.match(text.lstrip())
    if first is None:
        return False
    words = first[1].rstrip(".").split()
    if not words or len(words) > MAX_NAME_WORDS or not words[0][0].isupper():
        return False
    if not all(w[0].isupper() or w.lower() in JOINING for w in words):
        return False
    if _TITLE_WORD.search(text, first.end()) is None and not _title_run(text, first.end()):
        return False
    years, earlier = YEAR.findall(text), YEAR.findall(above)
    if not years:
        return False
    if not earlier or years[-1] != earlier[-1]:
        return True
    # the same year: an organisation's name, no publisher's, then a title in small letters
    # ("OECD. Education at a glance, 2001." under "…, 2001."; not "Cambridge University
    # Press. Lecture notes, 2001.", nor a place: "ACM. New York, NY, USA, 2001.",
    # "World Bank. Washington, policy research …, 2001.")
    return (
        is_organisation(words)
        and PUBLISHER_WORDS.isdisjoint(w.lower() for w in words)
        and _TITLE_WORD.search(text, first.end()) is not None
        and _PLACE_FIRST.match(text, first.end()) is None
        and _REPORT_KIND.match(text, first.end()) is None
    )


def _title_run(text: str, start: int) -> bool:
    """Whether ``text`` holds a Title Case title from ``start`` (:data:`_TITLE_RUN`)."""
    return any(
        PUBLISHER_WORDS.isdisjoint(run.lower().split()) for run in _TITLE_RUN.findall(text, start)
    )


def organisation_first(text: str) -> bool:
    """Whether ``text`` opens with an organisation's name and its year ("World Health
    Organization, 2001. Global report …", "OECD (2019). …"): an acronym or a name
    holding a word for a body of people (:func:`~.refcreators.is_organisation`), not any
    capitalised phrase before a year ("Journal of Things, 2001. …")."""
    return organisation_year(text) is not None
