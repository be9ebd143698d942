"""Bylines: one author's name and affiliation on one line (pure).

Journal styles that print each author as "JANE DOE, University of Somewhere,
Country" under the title, in the abstract's own size and with no heading
between, would otherwise run on into an abstract found without a heading.
:func:`is_byline` tells such a line: a personal name, a comma, then an
affiliation or a country.  Prose never reads that way: its words before the
first comma are no name, or no institution follows.  :func:`ends_run` also
takes a line that opens with a name and a comma and is markedly shorter than
the abstract's measure ("Priya Raman, Microsoft, Redmond": a company and a
city, no affiliation word or country): a byline never fills its line, while a
line of prose above the abstract's first line would have to.  Both read a spacing
accent set before its letter as the letter it marks ("T¯EVITA F¯INAU", names39).

:func:`without_front_lines` drops from a run of lines the classifier calls
abstract the lines at its head set in another block than its end that are
front matter, not prose: bylines, affiliations, a dates line ("(Dated: …)",
"Received …"); a first line of its own block naming the piece's kind and its date
("Research brief · 9 January 2020", :func:`~.datedkind.is_dated_kind`) or a starred
author's note ("* Presenting author", :func:`~.datedkind.is_author_note`) goes first
(front46), and so does a front-matter line set in another weight or slant than the two
lines after it, whose sentence does not go on into the next, whatever its block
("*Faculty of Chemistry, …*" in italic over a bold headingless abstract; abs71).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import abstractcues, cues
from tapyre_paper_search.pdf.datedkind import is_author_note, is_dated_kind
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import as_name
from tapyre_paper_search.pdf.spacingaccents import compose_accents

# A byline without an affiliation word is at most this fraction of the abstract's measure.
_SHORT = 0.7
_PROSE_WORDS = 12
"""A line of running prose holds at least this many words (front53)."""


def is_byline(text: str) -> bool:
    """Whether ``text`` is a name followed by its affiliation ("Jane Doe, Dept. …"); a
    spacing accent before its letter is read composed ("T¯EVITA F¯INAU, University …":
    TeX's small capitals, names39)."""
    name, comma, rest = compose_accents(text).partition(",")
    if not comma or not rest.strip():
        return False
    return bool(as_name(name.strip())) and (cues.has_affiliation(rest) or cues.has_country(rest))


def ends_run(line: Line, measure: float) -> bool:
    """Whether ``line``, right above a run of abstract lines ``measure`` points wide, is a
    byline (:func:`is_byline`, or a short line opening with a name and a comma)."""
    if is_byline(line.text):
        return True
    name, comma, rest = compose_accents(line.text).partition(",")
    return (
        bool(comma and rest.strip() and as_name(name.strip()))
        and line.x1 - line.x0 < measure * _SHORT
    )


def without_front_lines(lines: Sequence[Line], run: list[int]) -> list[int]:
    """``run`` without the front-matter lines at its head (see the module)."""
    while len(run) > 1 and (
        (
            lines[run[0]].block != lines[run[1]].block
            and (is_dated_kind(lines[run[0]].text) or is_author_note(lines[run[0]].text))
        )
        or (_own_type(lines, run) and _front_line(lines[run[0]].text, short=True))
    ):
        run = run[1:]
    last = lines[run[-1]].block
    head = 0
    while head < len(run) - 1 and lines[run[head]].block != last:
        head += 1
    front = [lines[i].text for i in run[:head]]
    if _running_prose(front):
        return run  # sentences wrapped a line a block (a web page's), not front matter
    if head and all(_front_line(t) for t in front):
        return run[head:]
    return run


def _own_type(lines: Sequence[Line], run: Sequence[int]) -> bool:
    """Whether the run's first line is set in another weight or slant than the two
    lines after it, which share theirs (an italic place line over a bold abstract),
    and its sentence does not go on into the next (a hyphen at its end, the next
    opening in lower case: a narrow column's bold first line, review 66)."""
    if len(run) < 3:
        return False
    first, second, third = (lines[i] for i in run[:3])
    if first.text.rstrip().endswith("-") or second.text[:1].islower():
        return False
    kind = (second.bold, second.italic)
    return (first.bold, first.italic) != kind == (third.bold, third.italic)


def _front_line(text: str, *, short: bool = False) -> bool:
    """A byline, an affiliation or a dates line; ``short``: of fewer words than a line of
    running prose (:data:`_PROSE_WORDS`: "Summary Statistics We study …" in italic is the
    abstract's first line, whatever word of an institution's it holds)."""
    if short and len(text.split()) >= _PROSE_WORDS:
        return False
    return is_byline(text) or cues.has_affiliation(text) or bool(abstractcues.HISTORY.match(text))


def _running_prose(front: Sequence[str]) -> bool:
    """Whether the lines ``front`` are running prose, not front matter (front53): two
    lines or more, each of :data:`_PROSE_WORDS` words or more, the last going on into
    the run's next line in mid-sentence.  A web page printed each wrapped line of a
    headingless abstract as a block of its own; a word of an affiliation's ("group",
    "program") in every line made them front matter and the abstract kept its last line
    only (front52's videotalk)."""
    return (
        len(front) > 1
        and all(len(text.split()) >= _PROSE_WORDS for text in front)
        and front[-1].rstrip()[-1:] not in cues.SENTENCE_ENDS
    )
