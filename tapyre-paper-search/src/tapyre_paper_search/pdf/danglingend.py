"""An abstract cut after a word no sentence ends on goes on at a number (pure; latex66).

:func:`~.footnotes.goes_on` carries an abstract that stopped in mid-sentence at its
page's foot (:func:`~.footnotes.runs_on`) to the next page where that page's first line
in the abstract's size opens in lower case or closes a bracket left open: a plain last
word ("… our findings") may still end an abstract printed without its stop, and a next
page opening in capitals or with a number ("1 Introduction") is then the body's.

A double-spaced manuscript filled its first page with a structured abstract and cut it
at "… apparent cases in" over the page's number; page 2 opened "2013. When accounting
for …" in the abstract's size (a year going on the sentence) and the abstract stopped
at "in".  An article, a preposition or a conjunction ends no sentence: the text so far
is certainly cut, and a next page opening with a number goes on it too
(:func:`number_goes_on`).  A numbered heading there ("2 Methods", ``NUMBERED_HEADING``)
or a number alone (a page number or a section's number on its own line) is still the
body's, and so is a row of numbers alone (a table's row, a figure's ticks: "0 20 40 60";
fix59c), and so is a year heading ("2020 Annual Report": :func:`year_heading`; fix59d).
English words only; a next page opening in capitals after such a word is left
as it was (a heading or a running head may open it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.cues import NUMBERED_HEADING, SECTION_NUMBER
from tapyre_paper_search.pdf.lines import Line

# Words no English sentence ends on: articles, prepositions that take a noun after them,
# conjunctions and "than" (particles that end phrasal verbs, "on", "up", "out", "over",
# are left out: "… as the trend goes on" may end an abstract printed without its stop).
_WORDS = (
    "a an the of in to from for with by at into onto between than among within across"
    " during via per and or nor but whereas"
)
DANGLING = frozenset(_WORDS.split())
# A first word opening with a digit ("2013.", "95%", "1·14", "12,000"), then a word with
# a letter: a row of numbers alone (a table's row, a plot's ticks) goes on no sentence.
_NUMBER_FIRST = re.compile(r"^\s*[−-]?\d\S*\s+.*?[^\W\d_]")

# A year (four digits, 1500-2099), then a capitalised word, no sentence stop after it.
_YEAR_HEAD = re.compile(r"^\s*(?:1[5-9]|20)\d\d\s+[A-ZÄÖÜ][^.!?]*$")
# A heading alone on its line: this many words at most, under this share of the width of
# the line read after it on its page.
_SHORT_WORDS, _SHORT = 6, 0.6


def dangling(text: str) -> bool:
    """Whether ``text`` (an abstract's last lines) ends on a word of :data:`DANGLING`,
    with nothing after it (no stop, comma or hyphen), not in capitals: a capital letter or
    an acronym spelt the same names a thing and may end a sentence ("… of vitamin A",
    "… complications in the OR"; fix59c)."""
    words = text.split()
    return bool(words) and words[-1].lower() in DANGLING and not words[-1].isupper()


def number_goes_on(text: str, opening: str) -> bool:
    """Whether the next page's first line ``opening`` goes on an abstract whose text so
    far, ``text``, ends on a word no sentence ends on (:func:`dangling`): ``opening``
    opens with a number and goes on after it with a word, and is no numbered heading, nor a
    number alone, nor a row of numbers (see the module docstring)."""
    if not dangling(text) or _NUMBER_FIRST.match(opening) is None:
        return False
    return NUMBERED_HEADING.match(opening) is None and SECTION_NUMBER.match(opening) is None


def year_heading(lines: Sequence[Line], index: int) -> bool:
    """Whether ``lines[index]`` is a heading opening with a year ("2020 Annual Report",
    "2019 Survey Results"), no continuation of a sentence: a year, a capitalised word, no
    sentence stop (:data:`_YEAR_HEAD`), set as a heading, bold, or alone and short (at
    most :data:`_SHORT_WORDS` words, narrower than :data:`_SHORT` of the next line on its
    page, or the last read).  A larger line is no abstract's text already (the opening is
    picked in the abstract's size).  "2013. When …" (a stop) and a full line of running
    text are no heading."""
    line = lines[index]
    if _YEAR_HEAD.match(line.text) is None:
        return False
    after = lines[index + 1] if index + 1 < len(lines) else None
    narrow = after is None or after.page != line.page or line.width < _SHORT * after.width
    return line.bold or (len(line.text.split()) <= _SHORT_WORDS and narrow)


__all__ = ["DANGLING", "dangling", "number_goes_on", "year_heading"]
