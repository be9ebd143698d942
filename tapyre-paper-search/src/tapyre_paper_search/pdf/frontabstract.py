"""The abstract of a paper's first page around its title (pure): under a label form's
abstract label or its heading, beside the title, inferred without a heading, carried on
over the page's foot, or dropped where it stands above the title; split out of
:mod:`.frontmatter` (tidy62)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import headingless
from tapyre_paper_search.pdf.abovetitle import abstract_above_title
from tapyre_paper_search.pdf.abstractcolumn import turns
from tapyre_paper_search.pdf.bilingual import carry_on_in_title_language, labelled_inferred
from tapyre_paper_search.pdf.boxfoot import cell_column, reopened
from tapyre_paper_search.pdf.capstitle import abstract_beside, in_other_panel
from tapyre_paper_search.pdf.cellcarry import carry_cell
from tapyre_paper_search.pdf.descriptionrow import description_row
from tapyre_paper_search.pdf.fronttitle import next_page
from tapyre_paper_search.pdf.headingside import names_after_heading
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lineclasses import ABSTRACT
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.marginabstract import abstract_in_margin, in_margin
from tapyre_paper_search.pdf.overviewhead import overview_abstract
from tapyre_paper_search.pdf.ruledend import cut_at_rule


def not_above_title(
    lines: Sequence[Line],
    group: Sequence[int],
    found: abstracts.Abstract | None,
    probs: NDArray[np.float64] | None,
    page: PageLines,
    *,
    title: str,
    no_abstract: bool,
    form: Form | None = None,
) -> abstracts.Abstract | None:
    """``found``, but where it starts above the title ``group`` outside another panel (an
    "abstract" above the title is no abstract), and where no abstract is found, the
    summary set above the title with no heading (:mod:`.abovetitle`).  An abstract read
    under a label ``form``'s abstract label is kept wherever the title's row is (a
    record's "dc.description.abstract" row above its "dc.title" row; front54)."""
    if (
        form is not None
        and form.abstract_label is not None
        and found is not None
        and found.start >= form.abstract_label
    ):
        return found
    after = max(group) + 1 if group else 0
    if (
        found is not None
        and found.start < after
        and group
        and not in_other_panel(lines, group, found.start, page.width, page.height)
        and not in_margin(lines, group, found.start)  # a narrow column beside the title
    ):
        found = None
    if found is None and group and probs is not None and not no_abstract:
        return abstract_above_title(lines, group, probs[:, ABSTRACT], title)
    return found


def inferred(
    lines: Sequence[Line],
    at: tuple[int, float],
    scores: NDArray[np.float64] | None,
    group: Sequence[int],
    *,
    title: str,
    height: float,
) -> tuple[abstracts.Abstract | None, frozenset[int]]:
    """The abstract found without a heading from ``at`` (the line after the title, the
    body size) and the lines a byline closing it follows: all the lines read, before
    :func:`~tapyre_paper_search.pdf.bilingual.labelled_inferred` keeps one language's
    paragraph of two ("… / Zusammenfassung Die … / — by A and B" signs both)."""
    found = headingless.inferred(lines, at[0], at[1], scores, set(group))
    if found is None:
        return None, frozenset()
    # "Abstract In …", a label set apart by its font alone
    return labelled_inferred(lines, found, title, height), found.used


def carried(
    pages: Sequence[PageLines],
    start: int,
    lines: Sequence[Line],
    found: abstracts.Abstract | None,
    title: str,
) -> abstracts.Abstract | None:
    """``found`` on ``pages[start]`` (its ``lines`` as read) carried on at the next
    page's top where it ran off its page's foot, or where its column box was cut there
    (:mod:`.boxfoot`); a row's cell cut with the cells beside it goes on in its own
    column (:mod:`.cellcarry`); not where the next column goes on its sentence (latex64)."""
    cell = cell_column(lines, found)  # a row's cell cut with the others (front55)
    cut = reopened(lines, found, next_page(pages, start))  # (turned after the author zone)
    found = found if cut is not found and found is not None and turns(lines, found) else cut
    if found is None or found.complete or start + 1 >= len(pages):
        return found
    if cell is not None:
        return carry_cell(
            pages,
            start + 1,
            found,
            cell,
            lambda rest, cut, height: carry_on_in_title_language(rest, cut, height, title),
        )
    return carry_on_in_title_language(pages[start + 1].lines, found, pages[start + 1].height, title)


def abstract_under_title(
    lines: Sequence[Line], group: Sequence[int], form: Form | None, page: PageLines
) -> tuple[abstracts.Abstract | None, list[int]]:
    """The abstract under a label form's abstract label, else under its heading after the
    title ``group``, else in the panel beside the title (a cover page: it may be read
    before the title), cut at a rule over the introduction (:mod:`.ruledend`); and the
    names beside the title read right after its heading, which it goes on after
    (:func:`~tapyre_paper_search.pdf.headingside.names_after_heading`)."""
    found = _under_title(lines, group, form, page)
    # (a rule over the introduction's first paragraph ends it: ruledend, abs66)
    found = cut_at_rule(lines, found, page.rules, lambda cut: _under_title(cut, group, form, page))
    return names_after_heading(lines, group, found, page.height)


def _under_title(
    lines: Sequence[Line], group: Sequence[int], form: Form | None, page: PageLines
) -> abstracts.Abstract | None:
    after = max(group) + 1 if group else 0
    return (
        form_abstract(lines, form, page.height)
        or abstracts.find_heading(lines, after, height=page.height)
        or abstract_beside(lines, group, page.width, page.height)
        or abstract_in_margin(lines, group, page.height)  # a narrow column beside it
        or overview_abstract(lines, group, height=page.height)  # a web page's "Overview"
        or description_row(lines, group, height=page.height)  # a "Description" row (front55)
    )


def form_abstract(
    lines: Sequence[Line], form: Form | None, height: float
) -> abstracts.Abstract | None:
    """The abstract under a label form's abstract label (:mod:`.labelform`), if any; a
    record row's value (``form.abstract_start`` given) is a cell read alone, no column
    beside its label read first (front54)."""
    if form is None or form.abstract_label is None:
        return None
    at = form.abstract_label
    start, first = (at + 1, None) if form.abstract_start is None else (form.abstract_start, "")
    if form.abstract_end is not None:  # it ends there, complete (a letter's quotation)
        cut = abstracts.collect(lines[: form.abstract_end], at, start, first, height=height)
        return replace(cut, complete=True) if cut.text else None
    found = abstracts.collect(lines, at, start, first, height=height)
    return found if found.text else None
