"""Names given only in a sentence that credits the study: "The study, by Ann Lee and
Bo Chen, appears in the journal." (pure; front51).

A news release on a paper sets the title as its headline and the paper's summary as
its body, and names the authors in one closing sentence about where the study appears.
No byline stood anywhere, and the sentence was read on as the abstract's last one.

:func:`is_credit` tells a line that opens such a sentence: a determiner and the work's
noun, a comma maybe, then "by" and the names, in English, German, French and Spanish
(:data:`_SHAPES`: "The study, by …", "The paper by …", "The paper, published in a
journal, is by …" (front66), "Die Studie von …", "L'étude de …", "El estudio de …").
:func:`credit_names` reads the names of the first such line after the title (its
paragraph joined, the lines of its block and size, or of its size right under it while
the sentence is open: a browser's wrapped lines stand in blocks of their own, front66):
up to a comma or a verb of appearing ("appears", "is published", "erscheint", "paraît",
"aparece"), parted by commas and the language's "and", each read as a name
(:func:`~tapyre_paper_search.pdf.prosewriters.names_of`; none opening with the
language's definite article, "The study, by The Steering Committee, …": words52);
anything else gives ``()``.
:func:`closing_credit` reads such a sentence on the line right after the abstract's
last line before the names around the title are read (front62): the author zone had
taken it as a closing byline and lost its first name with "The study, by" ("The study,
by Randy K. Dumas, Chang-Peng Li and Kai Liu, appears in …" read "Chang-Peng Li" and
"Kai Liu"), and a name wrapped at its initials ("F." / "G. Hoekstra") its first initial.
:func:`~tapyre_paper_search.pdf.abstractends.ends_abstract` ends the abstract at it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.prosewriters import (
    DE_ARTICLES,
    EN_ARTICLES,
    ES_ARTICLES,
    FR_ARTICLES,
    STOP,
    Shape,
    head_shape,
    names_of,
)

_MAX_LINES = 4
_MAX_CHARS = 400
_STEP = 1.8
"""A wrapped line starts at most this many of its sizes under the line above it."""
_WORK = r"(?:study|paper|research|work|article|findings|report)"
_END = re.compile(
    r",?\s+(?:appears?|appeared|is|are|was|were|will|has|have|erscheint|erschien|ist|wurde"
    rf"|paraît|parait|est|a\s+été|aparece|apareció|se\s+publica|fue|es)\b|{STOP}"
)
_WHERE = r"(?:published|appearing|out|which\s+(?:appears|is\s+published))\s[^,.;]{1,80}"
_BY = r"by(?=\s+(?-i:[A-Z]))"  # a capital after it: "is by far" is no credit
# "The paper, published in Nature, is by …" (front66): where it appeared, then "is by"
_PLACED_BY = rf"(?:the|this|our)\s+(?:new\s+)?{_WORK},\s+{_WHERE},\s+(?:is|was)\s+{_BY}"
_SHAPES: tuple[Shape, ...] = (
    head_shape(rf"(?:the|this|our)\s+(?:new\s+)?{_WORK},?\s+by", "and|&", _END, EN_ARTICLES),
    head_shape(_PLACED_BY, "and|&", _END, EN_ARTICLES),
    head_shape(
        r"(?:die|diese)\s+(?:neue\s+)?(?:studie|arbeit|untersuchung),?\s+von",
        "und",
        _END,
        DE_ARTICLES,
    ),
    head_shape(
        r"(?:l['’]\s*(?:étude|article)|le\s+travail),?\s+(?:de|par)", "et", _END, FR_ARTICLES
    ),
    head_shape(
        r"(?:el|este)\s+(?:estudio|artículo|trabajo),?\s+(?:de|por)", "y", _END, ES_ARTICLES
    ),
)
_HEADS = re.compile("|".join(s.head.pattern for s in _SHAPES if s.head), re.IGNORECASE)


def is_credit(text: str) -> bool:
    """Whether ``text`` opens a sentence crediting the study to its authors."""
    return text[:1].isupper() and _HEADS.match(text) is not None


def credit_names(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of the first line after ``after`` on its page opening a credit
    sentence (see the module), or ``()``."""
    if after >= len(lines):
        return ()
    page = lines[after].page
    for i in range(after, len(lines)):
        first = lines[i]
        if first.page != page:
            break
        if not is_credit(first.text):
            continue
        run, last = [first.text.strip()], first
        for line in lines[i + 1 : i + _MAX_LINES]:
            if line.size != first.size or (
                line.block != first.block and not _open(run, last, line)
            ):
                break
            run.append(line.text.strip())
            last = line
        text = " ".join(run)[:_MAX_CHARS]
        for shape in _SHAPES:
            found = names_of(text, shape)
            if found:
                return found
    return ()


def _open(run: list[str], last: Line, line: Line) -> bool:
    """Whether ``line``, in another block (a browser sets a wrapped paragraph's lines
    apart), carries the sentence on: it has not ended (no stop closes ``run``) and
    ``line`` stands right under ``last`` (front66)."""
    return not run[-1].endswith(".") and 0 < line.y0 - last.y0 <= last.size * _STEP


def closing_credit(lines: Sequence[Line], used: frozenset[int]) -> tuple[str, ...]:
    """The names of a credit sentence (:func:`credit_names`) opening the line right
    after the last of the ``used`` lines (the abstract's), or ``()``."""
    if not used or max(used) + 1 >= len(lines):
        return ()
    start = max(used) + 1
    return credit_names(lines, start) if is_credit(lines[start].text) else ()
