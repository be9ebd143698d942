"""A short abstract set as a bold first paragraph with no heading (pure).

A letter or a short communication may give its abstract as the text's first
paragraph in bold, in the body's size, with no heading, under the byline and the
places and before the first section or the text in roman.  Too short for the
headingless rules (:func:`~tapyre_paper_search.pdf.keywordrun.first_substantial`
asks for a substantial paragraph), :func:`bold_lead` reads it where nothing else is
found: the first bold run after the title's block, two lines or more, at least
:data:`MIN_WORDS` words ending a sentence, in the body's size, with one line or more
not in bold between the title and it (a byline: a deck sits right under the title),
followed by a section heading or the roman text and not by names (a deck over the
byline).  A one-line bold kicker, a bold section heading and a larger deck are no such
run, and neither is a notice in bold (:data:`_NOTICE`: "Preprint, not peer reviewed",
a licence, "This work was supported by …", an editor's note, "Correspondence …",
competing interests, data availability, a dedication, a box headed "Key Points";
review136), nor a run opening with a key point's run-in label (:data:`_KEY_POINT`:
"Question: Does …?", "QUESTION Does …", "Findings In …"; latex41b; not "Question
Answering over …", review148).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import bodystart, cues
from tapyre_paper_search.pdf.abstract import Abstract, finish
from tapyre_paper_search.pdf.abstractends import wide_gap
from tapyre_paper_search.pdf.bylineunder import wholly_names
from tapyre_paper_search.pdf.lines import Line

MIN_WORDS = 10
"""Fewest words of a bold first paragraph read as the abstract."""
_MIN_LINES = 2
# The run's size against the body's and between its lines (sizes are read exactly).
_SIZE_SLACK = 0.6
# How much larger than the body a bold standfirst may be (a heading or a deck is more).
_LARGER = 2.5
# Fewest words of a larger standfirst (fix64c): a paper's summary; a bold note under the
# byline one point larger (an affiliation, a dedication, a translated title, a "cite
# this" or "part of the issue" line) is a line or two.
_LARGER_WORDS = 30
# A larger bold run that is the front's furniture, no summary (fix64c): an epigraph (a
# quotation), a citation or history line, a thesis's or a meeting's note, an issue's.
_FURNITURE = re.compile(
    r"^\s*(?:[\"“”„«‘’‚]|cite\b|how\s+to\s+cite|received\b|accepted\b|published\b|"
    r"presented\b|submitted\b|an?\s+(?:thesis|dissertation)\b|invited\b|"
    r"(?:this|the)\s+(?:article|paper|contribution)\s+(?:is|forms)\s+part\s+of\b)",
    re.IGNORECASE,
)
# A notice set in bold under the byline: a preprint's or a licence's, a funding
# statement, an editor's note, a correspondence address, a declaration, a dedication;
# no abstract.
_NOTICE = re.compile(
    r"\bpeer[- ]?review|\bpreprint\b|\blicen[cs]e[ds]?\b|\bcopyright\b|"
    r"\b(?:this|the)\s+(?:work|research|study|project)\s+(?:was|is|has\s+been)\s+"
    r"(?:partly\s+|partially\s+|financially\s+)?(?:supported|funded)\b|"
    r"\beditor['’]?s?\s+(?:summary|note|choice)\b|\bcorrespond(?:ence|ing\s+author)\b|"
    r"\b(?:competing|conflicts?\s+of)\s+interests?\b|\b(?:data|code)\s+availability\b|"
    r"^\s*(?:funding|acknowledge?ments?|dedicated\s+to|(?:to\s+the|in(?:\s+loving)?)\s+memory\s+of)\b",
    re.IGNORECASE,
)

# A key-points box's run-in label opening the run ("Question: Does …?", "QUESTION Does
# …", "Findings  In this cohort …"): the box's first item, no abstract (latex41b).  With
# no mark after it, the label is in capitals or the item's first word opens a question
# or a finding's sentence: "Question Answering over …", "Findings From …", "Meaning
# Representations …" open abstracts in prose (review148).
_KEY_POINT = re.compile(
    r"^\s*(?:(?i:question|findings|meaning)\s*[:.\u2014\u2013]"
    r"|(?:QUESTION|FINDINGS|MEANING)\s+(?=[A-Z][a-z])"
    r"|(?:Question|Findings|Meaning)\s+(?:Does|Do|Did|Is|Are|Was|Were|What|Which|Who|How"
    r"|Can|Could|Should|Among|In|This|These|The|Compared|For)\b)"
)


def opens_key_point(text: str) -> bool:
    """Whether ``text`` opens with a key point's run-in label (:data:`_KEY_POINT`)."""
    return _KEY_POINT.match(text) is not None


def bold_lead(
    lines: Sequence[Line], after: int, body: float, *, larger: bool = False
) -> Abstract | None:
    """The bold first paragraph from ``lines[after]`` on (past the title) read as the
    abstract, marked inferred; ``None`` where the gates above fail.  ``larger``: only a
    standfirst larger than the body, over a line of roman text in the body's size."""
    if after >= len(lines):
        return None
    page = lines[after].page
    begin = after
    while begin < len(lines) and not lines[begin].bold:
        line = lines[begin]
        if line.page != page or bodystart.starts_body(line):
            return None
        begin += 1
    if begin == after or begin >= len(lines) or lines[begin].page != page:
        return None  # no line between the title and the run: a deck
    run = bold_run(lines, begin, body, larger=larger)
    if not run:
        return None
    return Abstract(finish(lines[i].text for i in run), run[0], frozenset(run), inferred=True)


def bold_run(lines: Sequence[Line], begin: int, body: float, *, larger: bool = False) -> list[int]:
    """The bold paragraph opening at ``lines[begin]`` where it reads as an abstract (the
    gates above: two lines or more, prose ending a sentence, no notice, no key point,
    not over names; ``larger``: a standfirst larger than the body, over a line of roman
    text in the body's size), else ``[]`` (also :mod:`.boldsummary`'s)."""
    run = _run(lines, begin, body, larger=larger)
    if len(run) < _MIN_LINES or not _reads_as_abstract(lines, run):
        return []
    following = max(run) + 1
    if larger and (not _roman_after(lines, following, run[0], body) or _note(lines, run)):
        return []  # a larger bold run over anything but the body's text, or a note
    if following < len(lines) and wholly_names(lines[following].text):
        return []  # names under it: a deck over the byline
    return run


def _run(lines: Sequence[Line], begin: int, body: float, *, larger: bool) -> list[int]:
    """The bold lines from ``begin`` in the body's size (``larger``: over it by up to
    :data:`_LARGER` points), one paragraph (no wide gap)."""
    first = lines[begin]
    over = first.size - body
    if (not _SIZE_SLACK < over <= _LARGER) if larger else abs(over) > _SIZE_SLACK:
        return []
    run = [begin]
    for j in range(begin + 1, len(lines)):
        line, previous = lines[j], lines[j - 1]
        if (
            line.page != first.page
            or not line.bold
            or abs(line.size - first.size) > _SIZE_SLACK
            or wide_gap(previous, line, first.size)
        ):
            break
        run.append(j)
    return run


def _reads_as_abstract(lines: Sequence[Line], run: list[int]) -> bool:
    """Whether the run is prose ending a sentence, no section heading in it, and what
    follows it (if anything on its page) is a section heading or text not in bold."""
    if any(bodystart.is_section_heading(lines[i]) for i in run):
        return False
    texts = [lines[i].text for i in run]
    words = sum(len(t.split()) for t in texts)
    if words < MIN_WORDS or not cues.LINE_ENDS_SENTENCE.search(texts[-1]):
        return False
    if _NOTICE.search(" ".join(texts)) or cues.BOX_LABEL.match(texts[0]):
        return False  # a notice or a dedication in bold, a box of key points: no abstract
    if opens_key_point(texts[0]):
        return False  # a key point's run-in label: the box's first item
    following = max(run) + 1
    if following >= len(lines) or lines[following].page != lines[run[0]].page:
        return True
    line = lines[following]
    return bodystart.starts_body(line) or not line.bold


def _note(lines: Sequence[Line], run: list[int]) -> bool:
    """Whether a larger bold ``run`` reads as a note under the byline, no standfirst:
    short (:data:`_LARGER_WORDS`), the front's furniture (:data:`_FURNITURE`), or an
    affiliation (two affiliation words, one in its first line)."""
    text = " ".join(lines[i].text for i in run)
    if len(text.split()) < _LARGER_WORDS or _FURNITURE.match(text):
        return True
    return cues.has_affiliation(lines[run[0]].text) and cues.affiliation_words(text) >= 2


def _roman_after(lines: Sequence[Line], following: int, first: int, body: float) -> bool:
    """Whether ``lines[following]`` is on ``lines[first]``'s page, upright, not bold and
    in the body's size: the text a standfirst leads into."""
    if following >= len(lines):
        return False
    line = lines[following]
    return (
        line.page == lines[first].page
        and not line.bold
        and not line.italic
        and abs(line.size - body) <= _SIZE_SLACK
    )


__all__ = ["MIN_WORDS", "bold_lead", "bold_run", "opens_key_point"]
