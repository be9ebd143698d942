"""A byline that closes an abstract: "— by Ann Lee, Bo Li and Cy Roe" (pure).

A newsletter or a magazine may print no byline under the title and sign the lead
paragraph (the abstract, with no heading) at its end instead: a line, often set
flush right or in italic, that opens with a dash and "by" (or the word of the paper's
language: "von", "par", "por", "di", "de", "door") and lists the names,
wrapping onto a second line when they are many.  Read as prose, that line ran on
the abstract ("… two conjugacy classes. — by Ashot Minasyan") and the paper had no
author where no byline was read around the title.

:func:`is_closing_byline` tells such a line: a dash (em or en), "by" (any case) or
one of the other languages' words (lower case only: "— Di Stefano", "— De Vries" are
a quotation's attribution to a surname with its particle) and then names
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`, strictly: no affiliation
word, no e-mail), each comma's piece cut first at any language's "and" between two
full names ("Ann Lee e Bo Chen", "Jean Roy et Marie Dupont";
:func:`~tapyre_paper_search.pdf.conjunctioncuts.at_conjunctions`, so "José Ortega y Gasset"
stays one name; front31).  A dash before a name without a lead word is a quotation's
attribution ("— Jane Doe, CEO"), no byline.  A dash right under a line that ends in
mid-sentence goes on that sentence whatever follows ("… can be sampled well" /
"— by Markov Chain Monte Carlo", an aside wrapped in a narrow column): an abstract
asks only after a stop (``running`` in
:func:`~tapyre_paper_search.pdf.abstractends.ends_abstract`).  :func:`closing_names`
reads the names of the closing byline right after an abstract's last line, with the
lines that wrap it (the next lines of its paragraph: its size and slant, flush with
it at either edge, a line's step apart), as far as the text still reads as names only
("Ilya" / "Raymond", "Inaki" / "Fukumoto" wrapped inside a name); the lines that end
an abstract without signing it (dates, a correspondence line) may come between
(review85).  Both are cheap where the line opens with no dash.  A sentence of its own
there that names the writers ("Ann Lee and Bo Chen wrote this brief.", "Dieser Bericht
wurde von … verfasst.", :mod:`~tapyre_paper_search.pdf.writersentence`) closes the
abstract as such a byline does: its names piece is read the same way (front46).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tapyre_paper_search.pdf.abstractcues import is_after_abstract
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.conjunctioncuts import at_conjunctions
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesonly import BRACKETED
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS
from tapyre_paper_search.pdf.writersentence import writers_piece

_DASHES = "\u2014\u2013"
# A line ending on a name's initial ("…, P. Garnier, C." / "W. Drinfeld and …"), front59.
_INITIAL_END = re.compile(r"(?:^|[\s,])[A-Z]\.\s*$")
# The dash and the byline's lead word: English "by" in any case, German "von", French
# "par", Spanish and Portuguese "por", Italian "di", Portuguese "de", Dutch "door".
_CLOSING = re.compile(r"\s*[\u2014\u2013]\s*(?:(?i:by)|von|par|por|di|de|door)\s+(?=\S)")
# A word for "and" between names that the strict reading does not cut at ("e", "et", "y").
_CONJUNCTION = re.compile(r" (?:" + "|".join(sorted(CONJUNCTIONS)) + ") ", re.IGNORECASE)
# The same ending a line that wraps on the next name, or before one word ending it, a
# name wrapped inside ("… Nadine Yakovlev et Peter" / "Casagrande").
_LAST_CONJUNCTION = re.compile(r"\s(?:" + "|".join(sorted(CONJUNCTIONS)) + r")\s*$")
_WRAPPED_NAME = re.compile(r"\s(?:" + "|".join(sorted(CONJUNCTIONS)) + r")\s+[^\W\d_]+\s*$")
# A byline wraps at most onto this many more lines.
_MORE_LINES = 2
_SENTENCE_LINES = 4
"""A writers' sentence wraps onto at most this many lines more (an op-ed's note of one
sentence a writer, "A is a professor … at X. B is …", runs over five lines; front67)."""
# At most this many lines (dates, a correspondence line, their wraps) before it: the
# Italian "Ricevuto il … accettato il 16" / "novembre 2024" / "Autore" /
# "corrispondente:" / "…@…" in a newsletter's narrow column are five (front31).
_END_LINES = 6


def is_closing_byline(line: Line) -> bool:
    """Whether ``line`` is a byline that closes the text above it (see the module)."""
    text = line.text.lstrip()
    if not text or text[0] not in _DASHES:
        return False
    lead = _CLOSING.match(text)
    return lead is not None and bool(_names(_names_text(line)[lead.end() :].strip()))


def _names(text: str) -> list[str]:
    """The names of a byline's ``text`` (after its lead), read strictly (:func:`_read`),
    the first of them in its first comma's piece: a lead word opening a phrase ("— by
    the way, Ann Lee and Bo Chen …", "— por ejemplo, Juan Pérez y María López …") is no
    byline, however many names follow (front31)."""
    names = _read(text)
    if not names:
        return []
    first = text.split(",", maxsplit=1)[0]
    word = re.escape(names[0].split()[0])
    # a whole word ("— por la mañana, Ana Gil …" holds "ana" only inside a word)
    return names if re.search(rf"(?<![^\W\d_]){word}(?![^\W\d_])", first, re.IGNORECASE) else []


def _read(text: str) -> list[str]:
    """The names of a byline's ``text``, read strictly, each comma's piece cut first at
    a language's "and" between two full names; one ending the text, or one before a last
    word that leaves no names read, is dropped with that word (the line wraps on the next
    name, or inside it)."""
    text = _LAST_CONJUNCTION.sub("", text)  # "…, Xin-Nian Page e" / "Maxim A. Chelaru"
    if not _CONJUNCTION.search(text):
        return names_in_line(text)
    names = names_in_line(
        ", ".join(name for piece in text.split(",") for name in at_conjunctions(piece.strip()))
    )
    wrapped = None if names else _WRAPPED_NAME.search(text)
    return _read(text[: wrapped.start()]) if wrapped else names


def _names_text(line: Line) -> str:
    """The line's text as names are read from it: its ``names`` (marks made commas)
    where they keep the dash lead, else its text."""
    names = line.names.lstrip()
    return names if names[:1] in _DASHES else line.text.lstrip()


@dataclass(frozen=True)
class Closing:
    """A byline closing an abstract: its ``names`` and the ``lines`` they were read
    from (its first line and those wrapping it).  True only when it holds names: an
    empty one (no byline) is false, so ``closing or …`` falls back (review87; it was a
    NamedTuple, and every tuple of two fields is true)."""

    names: tuple[str, ...] = ()
    lines: frozenset[int] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.names)


def closing_names(lines: Sequence[Line], used: Sequence[int] | frozenset[int]) -> Closing:
    """The closing byline right after the last of the ``used`` lines (an abstract's),
    with the lines that wrap it; an empty :class:`Closing` where there is none."""
    if not used:
        return Closing()
    start = _past_end_lines(lines, max(used) + 1)
    if start >= len(lines):
        return Closing()
    if not is_closing_byline(lines[start]):
        return _writers(lines, start)
    first = lines[start]
    text = _names_text(first)
    lead = _CLOSING.match(text)
    texts = [text[lead.end() :] if lead else text]
    previous = first
    for line in lines[start + 1 : start + 1 + _MORE_LINES]:
        if not wraps(previous, line):
            break
        texts.append(line.names or line.text)
        previous = line
    for count in range(len(texts), 0, -1):  # the longest reading that is names only
        names = _names(" ".join(t.strip() for t in texts[:count]))
        if names:
            return Closing(tuple(names), frozenset(range(start, start + count)))
    return Closing()


def closing_inside(lines: Sequence[Line], used: Sequence[int] | frozenset[int]) -> Closing:
    """A sentence naming the writers (:func:`writers_piece`) that the abstract's
    ``used`` lines took in as their last (a structured abstract's last part runs on
    to the next heading: "… This brief was written by A and B (Place)."), opening on
    one of its last lines and ending on its last; an empty :class:`Closing` where
    there is none (front59)."""
    if not used:
        return Closing()
    last = max(used)
    for start in range(last, max(last - _MORE_LINES, 0) - 1, -1):
        if start not in used:
            break
        named = _writers(lines, start)
        if named and max(named.lines) == last:
            return named
    return Closing()


def _writers(lines: Sequence[Line], start: int) -> Closing:
    """The names of a sentence naming the writers (:func:`writers_piece`) that opens at
    ``start`` and ends there or on a line wrapping it, read as a byline's."""
    texts, previous = [lines[start].text], lines[start]
    for line in lines[start + 1 : start + 1 + _SENTENCE_LINES]:
        if _INITIAL_END.search(texts[-1]) is None and texts[-1].rstrip().endswith("."):
            break  # (a sentence's stop; not an initial's wrapping inside a name: "C." / "W. Lee")
        if not wraps(previous, line):
            break
        texts.append(line.text)
        previous = line
    piece = BRACKETED.sub("", writers_piece(" ".join(texts)))  # "A (Place) and B (Place)"
    names = _names(piece) if piece else []
    if not names:
        return Closing()
    return Closing(tuple(names), frozenset(range(start, start + len(texts))))


def _past_end_lines(lines: Sequence[Line], start: int) -> int:
    """``start``, or past the lines from there that end an abstract and sign nothing
    (:func:`~tapyre_paper_search.pdf.abstractcues.is_after_abstract`: "Recibido el 6 agosto
    2018; aceptado el …", "Autore corrispondente: …", with the lines that wrap them), at
    most :data:`_END_LINES` of them: the byline closing the abstract is printed under
    them (review85: they end the abstract in every language since lang29).  A row cut
    in two by a justified line's wide gap counts as two lines; the next line wraps its
    first part (front31)."""
    at, previous = start, None
    while at < len(lines) and at - start < _END_LINES:
        line = lines[at]
        if is_closing_byline(line):
            break
        if not _ends_abstract(lines, at) and (previous is None or not _goes_on(previous, line)):
            return start
        if previous is None or not _same_row(previous, line):
            previous = line
        at += 1
    return at


def _ends_abstract(lines: Sequence[Line], at: int) -> bool:
    """Whether the line at ``at`` opens a line that ends an abstract, alone or with the
    line going on it (a narrow column's "Autore" / "corrispondente: …", front31)."""
    text = lines[at].text
    if is_after_abstract(text):
        return True
    wrap = lines[at + 1] if at + 1 < len(lines) else None
    return (
        wrap is not None and _goes_on(lines[at], wrap) and is_after_abstract(f"{text} {wrap.text}")
    )


def _goes_on(previous: Line, line: Line) -> bool:
    """Whether ``line`` goes on ``previous``: it wraps it (:func:`wraps`) or is the rest
    of its row, set apart by a justified line's wide gap ("Autore" … "corrispondente:")."""
    return wraps(previous, line) or _same_row(previous, line)


def _same_row(previous: Line, line: Line) -> bool:
    """Whether ``line`` is the rest of ``previous``'s row, right of it in its size."""
    return (
        line.page == previous.page
        and abs(line.y0 - previous.y0) <= 0.5
        and abs(line.size - previous.size) <= 0.3
        and line.x0 > previous.x1
    )


def wraps(previous: Line, line: Line) -> bool:
    """Whether ``line`` goes on the byline's ``previous`` line: the next line of one
    paragraph in its size and slant, flush with it at either edge (a flush-right byline
    wraps with its right edge kept)."""
    return (
        line.page == previous.page
        and abs(line.size - previous.size) <= 0.3
        and line.italic == previous.italic
        and 0 < line.y0 - previous.y0 <= previous.size * 1.8
        and (
            abs(line.x1 - previous.x1) <= previous.size * 0.5
            or abs(line.x0 - previous.x0) <= previous.size * 0.5
        )
    )
