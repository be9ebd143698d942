"""The abstract of a paper from its front-matter lines in reading order (pure).

Under a heading (``Abstract``, ``ABSTRACT``, ``A B S T R A C T``,
``Summary``, ``Zusammenfassung``, ``Kurzfassung``, or run in: ``Abstract—We
…``) the abstract is collected line by line until what ends it: keyword,
index-term and classification blocks (``Keywords``, ``Index Terms``, ``CCS
Concepts``, ``Categories and Subject Descriptors``, ``Schlüsselwörter`` …),
the abstract in another language, the first section heading, a heading set
larger or in bold, or a wide gap after a paragraph.  A *structured* abstract
(its first line is a label: ``Background``, ``Methods:``, ``Ergebnisse``…)
keeps its labels and runs through all of them.  Footnote-sized lines inside
the abstract's column are skipped, not taken as its end.

Without a heading, :func:`inferred_abstract` takes the run of lines the
line classifier calls abstract, or, without a model, the run of same-sized
lines before a keyword block or the first substantial paragraph after the
title and authors; such abstracts are marked inferred.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.normalize import normalize_inline

ABSTRACT_MAX_CHARS = 5000
_MIN_WORDS = 25
_FALLBACK_MIN_WORDS = 30
_INFERRED_MIN_LINES = 3
_INFERRED_MIN_WORDS = 40
_PROSE_LOWER_SHARE = 0.45
# A paragraph break this many line heights tall ends an abstract without a heading after it.
_GAP_LINES = 2.4
_HEADING_MAX_CHARS = 70


@dataclass(frozen=True)
class Abstract:
    """The abstract found, the lines it used (indexes) and whether it was inferred."""

    text: str
    start: int
    used: frozenset[int]
    inferred: bool = False


def find_heading(lines: Sequence[Line], start: int, stop: int | None = None) -> Abstract | None:
    """The abstract under the first abstract heading in ``lines[start:stop]``."""
    for i in range(start, len(lines) if stop is None else stop):
        text = lines[i].text
        if cues.is_abstract_heading(text):
            return collect(lines, i, i + 1, first=None)
        runin = cues.abstract_runin(text)
        if runin is not None:
            return collect(lines, i, i + 1, first=runin)
    return None


def collect(lines: Sequence[Line], heading: int, start: int, first: str | None) -> Abstract:
    """The abstract from ``lines[start]`` on (``first``: text after a run-in heading)."""
    parts: list[str] = [first] if first else []
    used = {heading}
    size: float | None = lines[heading].size if first else None
    structured = bool(first and cues.STRUCTURE_RUNIN.match(first))
    chars = len(first or "")
    previous: Line | None = lines[heading] if first else None
    page = lines[heading].page
    for j in range(start, len(lines)):
        line = lines[j]
        text = line.text
        if line.page != page:
            break
        label = bool(cues.STRUCTURE_HEADING.match(text) or cues.STRUCTURE_RUNIN.match(text))
        if size is None:
            if _ends(line, line.size, structured=False, words=0):
                break
            structured = structured or label
            if not cues.STRUCTURE_HEADING.match(text):
                size = line.size
        else:
            if structured and label:
                pass  # "Methods", "Results:" … inside a structured abstract
            elif _ends(line, size, structured=structured, words=_words(parts)):
                break
            elif previous is not None and _wide_gap(previous, line, size) and _words(parts) >= _MIN_WORDS:
                break
            if line.size < size - 1.5 or cues.SECTION_NUMBER.match(text):
                continue  # footnote text in the abstract's column; "1" of "1 Introduction"
        parts.append(text)
        used.add(j)
        previous = line
        chars += len(text)
        if chars > ABSTRACT_MAX_CHARS:
            break
    return Abstract(finish(parts), heading, frozenset(used))


def _words(parts: Sequence[str]) -> int:
    return sum(len(p.split()) for p in parts)


def _ends(line: Line, size: float, *, structured: bool, words: int) -> bool:
    """Whether ``line`` ends an abstract set in ``size`` (see the module docstring)."""
    text = line.text
    if cues.is_abstract_heading(text) or (words and cues.abstract_runin(text) is not None):
        return True  # the abstract in another language
    if cues.is_after_abstract(text):
        return True
    short = len(text) <= _HEADING_MAX_CHARS
    if cues.NUMBERED_HEADING.match(text) and short and (line.bold or line.size >= size + 0.5 or words):
        return True
    if not structured and short and cues.SECTION_HEADING.match(text):
        return True
    if line.size > size + 1.5 and line.letters >= 3:
        return True  # a heading set larger than the abstract
    heading_like = line.bold and short and not text.rstrip().endswith((".", ",", ";"))
    return bool(heading_like and words >= _MIN_WORDS and line.letters >= 3)


def _wide_gap(previous: Line, line: Line, size: float) -> bool:
    """A paragraph break much taller than a line, in the same column."""
    gap = line.y0 - previous.y1
    same_column = line.x0 < previous.x1 and previous.x0 < line.x1
    return same_column and gap > size * _GAP_LINES


def finish(parts: Iterable[str]) -> str:
    text = normalize_inline("\n".join(parts))
    return text[:ABSTRACT_MAX_CHARS].strip()


# -- abstracts without a heading ---------------------------------------------------------


def from_probabilities(
    lines: Sequence[Line], candidates: Sequence[int], scores: Sequence[float]
) -> Abstract | None:
    """The best run of consecutive ``candidates`` lines the classifier calls abstract.

    ``scores`` is the abstract probability of every line of ``lines``.  A run
    may step over one line the classifier doubts (a line of a formula, a
    footnote mark) when the line after it is abstract again; it ends where the
    type size changes or a paragraph gap opens: an abstract is set as one unit.
    """
    allowed = set(candidates)
    runs: list[list[int]] = []
    run: list[int] = []
    for i in range(len(lines)):
        keep = i in allowed and scores[i] >= 0.5
        bridge = (
            bool(run)
            and i in allowed
            and i + 1 < len(lines)
            and scores[i] >= 0.2
            and scores[i + 1] >= 0.5
            and (i + 1) in allowed
        )
        if (keep or bridge) and run and _breaks_unit(lines[run[-1]], lines[i], lines[run[0]]):
            runs.append(run)
            run = []
        if keep or bridge:
            run.append(i)
        elif run:
            runs.append(run)
            run = []
    if run:
        runs.append(run)
    runs = [r for r in runs if sum(len(lines[j].text.split()) for j in r) >= _MIN_WORDS]
    if not runs:
        return None
    best = max(runs, key=lambda r: sum(scores[j] for j in r))
    return Abstract(finish(lines[j].text for j in best), best[0], frozenset(best), inferred=True)


def _breaks_unit(previous: Line, line: Line, first: Line) -> bool:
    """Whether ``line`` cannot continue a run of abstract lines ending with ``previous``."""
    label = bool(cues.STRUCTURE_HEADING.match(line.text) or cues.STRUCTURE_RUNIN.match(line.text))
    if not label and abs(line.size - first.size) > 0.3:
        return True
    return _wide_gap(previous, line, previous.size) or (
        line.y0 - previous.y1 > previous.size * 1.2
        and line.x0 < previous.x1
        and previous.x0 < line.x1
        and abs(line.size - previous.size) > 0.3
    )


def before_keywords(lines: Sequence[Line], start: int) -> Abstract | None:
    """The run of same-sized lines right before a keyword block (ACM journal style)."""
    stop = next((i for i in range(start, len(lines)) if cues.is_after_abstract(lines[i].text)), None)
    if stop is None or stop == start:
        return None
    size = lines[stop - 1].size
    first = stop - 1
    while first - 1 >= start and abs(lines[first - 1].size - size) <= 0.3 and not lines[first - 1].bold:
        first -= 1
    run = range(first, stop)
    if sum(len(lines[i].text.split()) for i in run) < _FALLBACK_MIN_WORDS:
        return None
    return Abstract(finish(lines[i].text for i in run), first, frozenset(run), inferred=True)


def paragraphs(lines: Sequence[Line], start: int) -> list[tuple[int, int]]:
    """Runs of lines (``[begin, end)``) set in one size, line after line."""
    runs: list[tuple[int, int]] = []
    begin = start
    for i in range(start + 1, len(lines) + 1):
        if i < len(lines):
            previous, line = lines[i - 1], lines[i]
            step = line.y0 - previous.y0
            same_row = abs(step) < previous.size * 0.5
            next_row = previous.size * 0.5 <= step <= max(previous.size, line.size) * 2.0
            if abs(line.size - previous.size) <= 0.6 and (same_row or next_row):
                continue
        runs.append((begin, i))
        begin = i
    return runs


def is_substantial(lines: Sequence[Line], begin: int, end: int, body: float) -> bool:
    """Whether a run of lines is a paragraph of prose: several lines and many
    words, mostly lower case (a block of names and affiliations is capitalised)."""
    run = lines[begin:end]
    rows = {round(line.y0) for line in run}
    words = [word for line in run for word in line.text.split()]
    lower = sum(word[0].islower() for word in words)
    return (
        len(rows) >= _INFERRED_MIN_LINES
        and len(words) >= _INFERRED_MIN_WORDS
        and lower >= len(words) * _PROSE_LOWER_SHARE
        and run[0].size >= body - 2.5
    )


def first_paragraph(lines: Sequence[Line], start: int, body: float) -> int:
    """Index of the first section heading or prose paragraph at or after ``start``."""
    for begin, end in paragraphs(lines, start):
        if _starts_body(lines[begin]) or is_substantial(lines, begin, end, body):
            return begin
    return len(lines)


def _starts_body(line: Line) -> bool:
    text = line.text
    return bool(
        cues.is_after_abstract(text)
        or (cues.SECTION_HEADING.match(text) and len(text) < 60)
        or (line.bold and cues.NUMBERED_HEADING.match(text))
    )


def first_substantial(lines: Sequence[Line], start: int, body: float) -> Abstract | None:
    """The first substantial paragraph before the first section heading."""
    for begin, end in paragraphs(lines, start):
        if _starts_body(lines[begin]):
            return None
        if is_substantial(lines, begin, end, body):
            return Abstract(
                finish(line.text for line in lines[begin:end]),
                begin,
                frozenset(range(begin, end)),
                inferred=True,
            )
    return None
