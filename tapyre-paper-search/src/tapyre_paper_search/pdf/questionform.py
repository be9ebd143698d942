"""A front matter printed as a form of numbered questions over their answers (pure).

A study's preregistration, an ethics application or a data management plan filled in
a template prints no title over names: numbered questions set apart ("1. Title",
"2. Authors", "3. Description", "4. Hypotheses"), each over the template's instruction
("Provide the working title of your study …", in smaller or slanted type) and the
answer in body type under that.  Read as a page, the template's heading
("Preregistration") was the title and a section heading ("Study Information") a name
(front53's held-out preregistration: title 0.000).

:func:`read_questions` finds such a form: among the page's first :data:`_MAX_TOP`
lines, at least :data:`_MIN_QUESTIONS` question labels (:data:`_QUESTION`: a number, a
dot or a bracket, a capitalised label of at most :data:`_MAX_LABEL_WORDS` words, bold
or larger than the line under it, nothing level with it) on one page, in one column,
numbered in order (each one more than the one before), one of them asking for the
title (:data:`.formlabels.TITLE_LABEL`, or "Working title", "Study title", "Title of
the study") with an answer.  A question's answer is the lines under its label down to
the next label, less the instruction: the lines right under the label in another type
than the answer's last line (smaller, or slanted where the answer is not).  The title
question's answer is the title; a people question's ("Authors", "Investigators",
"Contributors") answer lines are read as names (leniently: the label vouches for
them); the answer of a question asking for a description or summary ("Description",
"Abstract", "Study summary") is the abstract, ending at the next question.  What must
not join: a paper's numbered section headings ("1. Introduction", "2. Methods") ask for
no title; a numbered label that runs on with text on its line is a list item.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.formlabels import PEOPLE_LABEL, TITLE_LABEL
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lines import SAME_TYPE_SIZE, Line

_QUESTION = re.compile(r"\s*(?P<number>\d{1,2})\s*[.)]\s+(?P<label>[A-ZÀ-Þ][^.:?!]*?)\s*[:?]?\s*")
"""A numbered question's label: "1. Title", "2) Authors", "3. Description:"."""
_TITLE_QUESTION = re.compile(
    r"(?:(?:working|study|full|proposed)\s+title|title\s+of\s+(?:the\s+)?(?:study|research))",
    re.IGNORECASE,
)
"""A title question's label beyond a cover's title labels (:data:`.formlabels.TITLE_LABEL`)."""
_PEOPLE_QUESTION = re.compile(
    r"(?:study\s+)?(?:contributors?|authors?\s+and\s+affiliations?)", re.I
)
"""A people question's label beyond a cover's people labels (:data:`.formlabels.PEOPLE_LABEL`)."""
_SUMMARY_QUESTION = re.compile(
    r"(?:(?:brief|short|study|project|lay)\s+)?(?:description|summary|abstract)"
    r"(?:\s+of\s+(?:the\s+)?(?:study|project|research))?",
    re.IGNORECASE,
)
"""A question whose answer is the abstract: "Description", "Study summary", "Abstract"."""
_MAX_TOP = 40
_MIN_QUESTIONS = 3
_MAX_LABEL_WORDS = 5
_COLUMN_SLACK = 2.0


def read_questions(lines: Sequence[Line]) -> Form | None:
    """The title's lines, the names and the abstract's place of a page of numbered
    questions (see the module) as a :class:`~tapyre_paper_search.pdf.labelform.Form`,
    or ``None``."""
    top = min(len(lines), _MAX_TOP)
    numbers = {i: n for i in range(top) if (n := _question(lines, i)) is not None}
    run = _numbered_run(lines, numbers)
    if len(run) < _MIN_QUESTIONS:
        return None
    title: tuple[int, ...] = ()
    names: tuple[str, ...] = ()
    summary: int | None = None
    summary_end: int | None = None
    for k, i in enumerate(run):
        end = run[k + 1] if k + 1 < len(run) else _page_end(lines, i)
        label = _label(lines[i].text)
        start, answer = _answer(lines, i, end)
        if not answer:
            continue
        if not title and (TITLE_LABEL.fullmatch(label) or _TITLE_QUESTION.fullmatch(label)):
            title = tuple(answer)
        elif not names and (PEOPLE_LABEL.fullmatch(label) or _PEOPLE_QUESTION.fullmatch(label)):
            names = authors_from_lines([lines[j].text for j in answer], lenient=True)
        elif summary is None and _SUMMARY_QUESTION.fullmatch(label):
            summary = start - 1  # the abstract is read from the line after this one
            summary_end = run[k + 1] if k + 1 < len(run) else None
    if not title:
        return None
    return Form(title, names, summary, abstract_end=summary_end)


def _label(text: str) -> str:
    match = _QUESTION.fullmatch(text)
    return " ".join(match.group("label").split()) if match else ""


def _question(lines: Sequence[Line], i: int) -> int | None:
    """The number of the question whose label ``lines[i]`` is, alone on its row and set
    apart (bold, or larger than the line under it); ``None`` where it is none."""
    line = lines[i]
    match = _QUESTION.fullmatch(line.text)
    if match is None or len(match.group("label").split()) > _MAX_LABEL_WORDS:
        return None
    under = lines[i + 1] if i + 1 < len(lines) else None
    apart = line.bold or (under is not None and line.size > under.size + SAME_TYPE_SIZE)
    if not apart:  # the cheap test first: the row's search only for a label set apart
        return None
    alone = not any(
        j != i and other.page == line.page and abs(other.y0 - line.y0) <= line.size * 0.5
        for j, other in enumerate(lines)
    )
    return int(match.group("number")) if alone else None


def _numbered_run(lines: Sequence[Line], numbers: dict[int, int]) -> list[int]:
    """The first run of question labels (``numbers``: a label's line and its number, in
    reading order) on one page and in one column numbered one after another (1, 2, 3
    …)."""
    best: list[int] = []
    for i, number in numbers.items():
        line = lines[i]
        if best:
            first = lines[best[0]]
            if (
                line.page == first.page
                and abs(line.x0 - first.x0) <= _COLUMN_SLACK
                and number == numbers[best[-1]] + 1
            ):
                best.append(i)
                continue
            if len(best) >= _MIN_QUESTIONS:
                return best
        best = [i]
    return best


def _page_end(lines: Sequence[Line], i: int) -> int:
    """The index after the last line of ``lines[i]``'s page."""
    page = lines[i].page
    end = i + 1
    while end < len(lines) and lines[end].page == page:
        end += 1
    return end


def _answer(lines: Sequence[Line], label: int, end: int) -> tuple[int, list[int]]:
    """Where the answer under ``lines[label]`` starts and its lines (up to ``end``): the
    lines under the label less the instruction right under it, set in another type than
    the answer's last line (smaller, or slanted where the answer is not)."""
    under = list(range(label + 1, end))
    if not under:
        return end, []
    last = lines[under[-1]]
    k = 0
    while k < len(under) and _instruction_type(lines[under[k]], last):
        k += 1
    return (under[k] if k < len(under) else end), under[k:]


def _instruction_type(line: Line, answer: Line) -> bool:
    return line.size < answer.size - SAME_TYPE_SIZE or (line.italic and not answer.italic)


__all__ = ["read_questions"]
