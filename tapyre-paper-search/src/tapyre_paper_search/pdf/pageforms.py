"""The form a front page is read as, where it is one (pure; moved out of
:mod:`.frontmatter` by front56).

:func:`page_form` asks the form readers in order and gives the first form read: a
record page's BibTeX entry (:mod:`.bibtexform`), a heading naming the title and the
authors (:mod:`.namedheading`: "Review of “Title” by A and B", a catalogue's "Title /
A and B."), a form of labels and values (:mod:`.labelform`: its "Title" row's value),
a template's numbered questions (:mod:`.questionform`), a memo's subject row
(:mod:`.memohead`), a letter's subject or quoted title and its signatories
(:mod:`.letterpage`), a handout's cited paper (:mod:`.citedpaper`), the value under a
"Project title" label standing over it or a numbered "4. TITLE AND SUBTITLE" field
(:mod:`.fieldform`), a course paper's heading lines over its title in the body's
type (:mod:`.headingblock`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.bibtexform import read_bibtex
from tapyre_paper_search.pdf.citedpaper import read_cited
from tapyre_paper_search.pdf.fieldform import read_any_stacked
from tapyre_paper_search.pdf.headingblock import read_heading_block
from tapyre_paper_search.pdf.labelform import Form, read_form
from tapyre_paper_search.pdf.letterpage import read_letter
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.memohead import read_memo
from tapyre_paper_search.pdf.namedheading import read_named_heading
from tapyre_paper_search.pdf.questionform import read_questions


def page_form(lines: Sequence[Line], width: float) -> Form | None:
    """The first form read on a front page's ``lines`` (see the module), or ``None``;
    ``width``: the page's."""
    return (
        read_bibtex(lines)
        or read_named_heading(lines)
        or read_form(lines)
        or read_questions(lines)
        or read_memo(lines)
        or read_letter(lines)
        or read_cited(lines)
        or read_any_stacked(lines)
        or read_heading_block(lines, width)
    )
