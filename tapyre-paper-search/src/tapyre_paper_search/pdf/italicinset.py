"""A short abstract with no heading set in italic, in from both edges of the text under
it (pure; abs70).

Kind: a preprint's or a note's abstract of a sentence or two (a mathematician's
"Description of a polynomial time reduction of SAT to 2-SAT.") set in italic, a little
smaller, indented from both edges, under the byline and over the introduction's first
paragraph in roman at the whole measure with no heading.  A long one the classifier
reads; a short one it scores below the roman paragraph, which was read instead.

:func:`italic_inset` finds the run by its shape: from the front's first lines (at most
:data:`_REACH` after the byline) the first italic line set in from the roman paragraph
under the run by a size or more on both sides, with no roman line in the body's size
before it (that would be text already); the run is the italic lines in its size and
column after it at a line's step, two lines or more, :data:`MIN_WORDS` words or more,
ending a sentence, its two insets alike (a centred block: an epigraph hangs to the
right); the roman line after it, not bold, in the run's size or larger, wider on both
sides, with a line of its type under it at a line's step.  An epigraph (opening with a
quotation mark or followed by an attribution line opening with a dash) is none, nor
a note set so (:data:`NOTE`: a dedication, an occasion's or a memorial line, a
preprint's, licence's or funding notice, a history line, in six languages).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.abstract import Abstract, finish
from tapyre_paper_search.pdf.lines import Line

MIN_WORDS = 10
"""Fewest words of an italic inset read as the abstract."""
# The run starts within this many lines after the byline.
_REACH = 8
# Lines within this many points are in one size.
_SAME_SIZE = 0.3
# A line follows the one before at a step of at most this many sizes.
_STEP = 1.5
# The two insets differ by at most this part of the larger one (a centred block).
_BALANCE = 0.35
_QUOTE_OR_DASH = re.compile(r"^\s*[\"“”„«‘’‚—–-]")
# A note set as an italic inset, no abstract: a dedication or a memorial line, an
# occasion's, a preprint's or a licence's notice, a funding line, or a history line
# opening "Communicated by", "Received …" (English, German, French, Spanish, Portuguese,
# Italian).
NOTE = re.compile(
    r"\b(?:dedicated|dedicato|dedicada|dedicado|dédié|gewidmet|in\s+memory|in\s+memoriam|"
    r"à\s+la\s+mémoire|em\s+memória|en\s+memoria|in\s+memoria|zum\s+gedenken|"
    r"on\s+the\s+occasion|anlässlich|à\s+l['’]occasion|con\s+motivo|por\s+ocasião|"
    r"in\s+occasione|preprint|licen[cs]ed|copyright|supported\s+by|funded\s+by|gefördert|"
    r"financed\s+by|financé|financiado)"
    r"|^\s*(?:communicated|edited|received|eingegangen|reçu|recibido|recebido|ricevuto)\b",
    re.IGNORECASE,
)


def italic_inset(lines: Sequence[Line], after: int, body: float) -> Abstract | None:
    """The abstract set as an italic inset over the roman text (see the module), or
    None."""
    for i in range(after, min(len(lines), after + _REACH)):
        line = lines[i]
        if not line.italic:
            if not line.bold and abs(line.size - body) <= _SAME_SIZE and _wide(line, lines):
                return None  # roman text in the body's size first
            continue
        found = _checked(lines, _run(lines, i))
        if found is not None:
            return found  # (an italic line of places before it is passed over)
    return None


def _wide(line: Line, lines: Sequence[Line]) -> bool:
    return line.width >= max((ln.width for ln in lines if ln.page == line.page), default=0) / 2


def _run(lines: Sequence[Line], start: int) -> list[int]:
    first = lines[start]
    run = [start]
    for j in range(start + 1, len(lines)):
        line, last = lines[j], lines[run[-1]]
        same = line.italic and not line.bold and abs(line.size - first.size) <= _SAME_SIZE
        if not same or not 0 < line.y0 - last.y0 <= first.size * _STEP:
            break
        if abs(line.x0 - first.x0) > 2 and abs(line.x0 - (first.x0 - first.size * 2)) > 2:
            break
        run.append(j)
    return run


def _checked(lines: Sequence[Line], run: list[int]) -> Abstract | None:
    texts = [lines[j].text for j in run]
    if len(run) < 2 or sum(len(t.split()) for t in texts) < MIN_WORDS:
        return None
    if not cues.LINE_ENDS_SENTENCE.search(texts[-1]) or _QUOTE_OR_DASH.match(texts[0]):
        return None
    if NOTE.search(" ".join(texts)):
        return None
    nxt = run[-1] + 1
    if nxt + 1 >= len(lines):
        return None
    under, after = lines[nxt], lines[nxt + 1]
    if under.italic or under.bold or _QUOTE_OR_DASH.match(under.text):
        return None
    size = lines[run[0]].size
    if under.size < size - _SAME_SIZE or not under.same_type(after):
        return None
    if not 0 < after.y0 - under.y0 <= under.size * _STEP:
        return None
    left = min(lines[j].x0 for j in run) - under.x0
    right = under.x1 - max(lines[j].x1 for j in run)
    if min(left, right) < size or abs(left - right) > _BALANCE * max(left, right):
        return None
    return Abstract(finish(texts), run[0], frozenset(run), inferred=True)
