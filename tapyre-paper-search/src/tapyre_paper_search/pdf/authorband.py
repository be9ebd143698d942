"""Author blocks set in columns across a two-column page (pure).

A byline of several author blocks side by side (name, department,
institution, e-mail, one block a column) spans the page over its two text
columns; column-wise reading order then reads the left-hand blocks with the
left column and the right-hand ones only after the whole left column, far
from the title.  :func:`beside` finds the later lines set level with an author
zone (line indexes between the title and the abstract, in reading order):
within its vertical band, on its page, and to the right of its left edge (a bold
line beside a byline all in roman is the next column's heading, no name, unless
its names carry an initial or open with a common given name, hold a word no word
list knows, an e-mail address on the page is made of them, or an address lies
right under it);
:func:`with_level_names` adds the names read from them strictly (a line that
names an institution, a place or an e-mail address gives none) to the names
read from the zone; a level card's name wrapped inside it is read whole where its lone
last word is in an e-mail address on the page (realpage70).  The line classifier saw
those lines out of context (after a column of body text), so its probabilities are not
asked.

Bylines wrapped inside a name are read across their breaks by
:func:`~tapyre_paper_search.pdf.bandbreaks.reads_across_breaks`; :func:`band_names`
puts both together.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstractcues, cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.authorzone import before_note
from tapyre_paper_search.pdf.bandbreaks import STEP, reads_across_breaks
from tapyre_paper_search.pdf.cardwrap import card_names, card_surname
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namevouch import fold_alnum, mailed_on_page
from tapyre_paper_search.pdf.overseers import outside
from tapyre_paper_search.pdf.phrasenames import shows_person
from tapyre_paper_search.pdf.words import known_word
from tapyre_paper_search.pdf.wrappednames import with_wrapped_names

# A line that opens with an abstract's label ("Zusammenfassung Missverständnisse …", a
# second abstract's bold label run in): no names, however level with the byline.
_LABEL_FIRST = re.compile(rf"^\s*(?:{abstractcues.ABSTRACT_WORDS})\b", re.IGNORECASE)
# Slack (points) around the zone's band: a line starting just above its first line
# or ending just under its last is still level with it.
_SLACK = 2.0
# A word of a heading (letters only).
_WORD = re.compile(r"[^\W\d_]+")


def beside(lines: Sequence[Line], zone: Sequence[int]) -> list[int]:
    """The lines after ``zone`` in reading order that sit level with it."""
    if not zone:
        return []
    # The zone's first run of lines only: its tail under an abstract set before the
    # names reaches down to where the body's columns start.
    run = [zone[0]]
    for i in zone[1:]:
        if i != run[-1] + 1:
            break
        run.append(i)
    zone = run
    top = min(lines[i].y0 for i in zone)
    bottom = max(lines[i].y1 for i in zone)
    left = min(lines[i].x0 for i in zone)
    page = lines[zone[0]].page
    # A bold line level with a byline all in roman may be the next column's heading
    # ("Related Work" beside a body-size byline): see :func:`_heading_beside`.
    roman = not any(lines[i].bold for i in zone)
    return [
        j
        for j in range(max(zone) + 1, len(lines))
        if lines[j].page == page
        and lines[j].y0 >= top - _SLACK
        and lines[j].y1 <= bottom + _SLACK
        and lines[j].x0 > left
        and not (roman and lines[j].bold and _heading_beside(lines, j))
        and not _LABEL_FIRST.match(lines[j].text)
    ]


def _heading_beside(lines: Sequence[Line], j: int) -> bool:
    """Whether the bold ``lines[j]`` beside a roman byline reads as a column's heading,
    not names: its names show no person's marks (:func:`_personal`: "Alexander S.
    Mikhailov"), its words are all dictionary words (:func:`_in_words`: "Related
    Work"; "Kwame Mensah" and "Wei Zhang" are names), no e-mail address on the page is
    made of them and no address lies right under it
    (:mod:`~tapyre_paper_search.pdf.namevouch`, :func:`_address_under`: "Mark Brown" /
    "University of Leeds" is a name though both its words are dictionary words)."""
    line = lines[j]
    if _personal(line) or not _in_words(line.text) or _address_under(lines, j):
        return False
    return not mailed_on_page(lines, [j])


def _address_under(lines: Sequence[Line], j: int) -> bool:
    """Whether the next line in reading order is set right under ``lines[j]`` (within
    :data:`STEP` line heights, overlapping it across) and reads as an address:
    affiliation words or a country, the line not running on mid-sentence as a
    paragraph's does ("Research at the University of Leeds has" under "**Related
    Work**": its last word is lower-case), or an e-mail."""
    if j + 1 >= len(lines):
        return False
    line, under = lines[j], lines[j + 1]
    height = max(line.y1 - line.y0, 1.0)
    if under.page != line.page or not 0 <= under.y0 - line.y0 <= STEP * height:
        return False
    if under.x0 >= line.x1 or under.x1 <= line.x0:
        return False
    text = under.text
    if cues.has_email(text):
        return True
    words = text.rstrip(" ,;.").split()
    if not words or words[-1][:1].islower():
        return False
    return cues.has_affiliation(text) or cues.has_country(text)


def heading_level_with(lines: Sequence[Line], i: int) -> bool:
    """Whether ``lines[i]`` is a bold line set level with the roman line before it in
    reading order and right of it (a column's heading read in one row with a byline:
    "Vanessa Casagrande, Yuichi Togashi" | "**Prior Work**") that reads as a heading
    (:func:`_heading_beside`: "Prior Work", "Data Availability"; a bold author whose
    given name is not listed, "Kwame Mensah" or "Wei Zhang", stays a name)."""
    if i < 1 or not lines[i].bold or lines[i - 1].bold:
        return False
    line, before = lines[i], lines[i - 1]
    level = line.page == before.page and abs(line.y0 - before.y0) <= _SLACK
    return level and line.x0 > before.x1 and _heading_beside(lines, i)


def _in_words(text: str) -> bool:
    """Whether every word of ``text`` is a dictionary word (lower-cased)."""
    words = _WORD.findall(text)
    return bool(words) and all(known_word(w.lower()) for w in words)


def _personal(line: Line) -> bool:
    """Whether ``line`` reads as names that each carry a person's mark: an initial
    ("Alexander S. Mikhailov") or a common given name first ("Maria Lindqvist";
    :func:`~tapyre_paper_search.pdf.givennames.is_given_name`).  A heading in title
    case reads as names too ("Related Work", "Prior Work") but carries neither."""
    names = names_in_line(line.names or line.text)
    return bool(names) and all(shows_person([name]) for name in names)


def with_level_names(
    lines: Sequence[Line], zone: Sequence[int], names: tuple[str, ...]
) -> tuple[str, ...]:
    """``names`` (read from ``zone``) and then the names on the lines level with it, but
    for a thesis's supervisors' blocks (:func:`~tapyre_paper_search.pdf.overseers.outside`:
    "Relatore:" over a name beside the candidates, latex43)."""
    out = list(names)
    for j in outside(lines, beside(lines, zone)):
        for name in _level_line_names(lines, j):
            if name not in out:
                out.append(name)
    return tuple(out)


_MAIL_LOCAL = re.compile(r"([\w.+-]+)@")


def _level_line_names(lines: Sequence[Line], j: int) -> list[str]:
    """The names on level line ``lines[j]``, read with the next line where the two are a
    name wrapped inside its author card (:func:`~.cardwrap.card_surname`) and the lone
    word is in an e-mail address on the page (realpage70: "Truong Trung" / "Tcherniega"
    over "truong.tcherniega@…" in a second row of cards read beside the zone; a city in
    the name's type under "Anna Berg" is no surname)."""
    text = lines[j].names or lines[j].text
    if j + 1 < len(lines) and card_surname(lines, lines[j], lines[j + 1]):
        after = (lines[j + 1].names or lines[j + 1].text).strip().rstrip(",;*†‡")
        word = fold_alnum(after)
        if word and any(
            word in fold_alnum(local)
            for line in lines
            if line.page == lines[j].page
            for local in _MAIL_LOCAL.findall(line.text)  # a wrapped address's too
        ):
            return card_names(lines, j, j + 1, f"{text.rstrip()} {after}")
    return names_in_line(text)


def band_names(
    lines: Sequence[Line],
    zone: Sequence[int],
    author: NDArray[np.float64] | Sequence[float] | None,
    names: tuple[str, ...],
) -> tuple[str, ...]:
    """``names`` (read line by line from ``zone``; ``author``: each line's author
    probability, ``None`` without a model) with those of author blocks set level
    with the zone and of bylines wrapped inside a name.  A wrapped byline is read only
    in the part of the zone the names were read from, before a note's heading or a
    thesis committee's label (:func:`~tapyre_paper_search.pdf.authorzone.before_note`:
    "Dana Price, Chair" / "Evan Moss, Supervisor" under "Thesis committee" read as one
    byline broken after "Chair", front63)."""
    names = with_level_names(lines, zone, names)
    if author is None:
        return names
    return with_wrapped_names(names, reads_across_breaks(lines, before_note(lines, zone), author))
