"""The title of a paper's first page (pure): a label form's title row, a profile page's
entry, else the title-like group with its subtitle (:mod:`.titlegroups` and the rules
after it), and its text; split out of :mod:`.frontmatter` (tidy62)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf.acronymtitle import under_acronym
from tapyre_paper_search.pdf.columnruntitle import run_across
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.labelledtitle import under_label
from tapyre_paper_search.pdf.lineclasses import ABSTRACT, AFFILIATION, AUTHOR
from tapyre_paper_search.pdf.lines import PageLines
from tapyre_paper_search.pdf.lowtitle import lower_title
from tapyre_paper_search.pdf.mailtitle import without_list_tag
from tapyre_paper_search.pdf.metatitle import larger_run, over_heading, printed_title
from tapyre_paper_search.pdf.overpagetitle import NextPage, carried_title
from tapyre_paper_search.pdf.plaintitle import plain_title
from tapyre_paper_search.pdf.profilehead import profile_entry
from tapyre_paper_search.pdf.prosetitle import title_below_prose
from tapyre_paper_search.pdf.runintitle import RunIn, run_in_title
from tapyre_paper_search.pdf.spreadtitle import both_columns
from tapyre_paper_search.pdf.subtitle import with_subtitle
from tapyre_paper_search.pdf.talklisting import listed_talk
from tapyre_paper_search.pdf.titlegroups import title_lines
from tapyre_paper_search.pdf.titletext import join_title
from tapyre_paper_search.pdf.translatedtitle import in_body_language


def next_page(pages: Sequence[PageLines], start: int) -> NextPage:
    """``pages[start + 1]`` when asked for, or none past the last page: a lazy page
    sequence builds its lines only then (:mod:`.overpagetitle` asks only for a title cut
    at its page's foot)."""
    return lambda: pages[start + 1] if start + 1 < len(pages) else None


def title_of(
    page: PageLines,
    body: float,
    probs: NDArray[np.float64] | None,
    metadata_title: str,
    form: Form | None,
    *,
    following: NextPage = lambda: None,
) -> tuple[list[int], str, RunIn | None]:
    """The title's lines (:func:`title_group`) and its text; where a bold title runs
    into its byline in one paragraph ("**Title** — *A and B*", :mod:`.runintitle`), the
    lines of both, the title up to its change of type and the byline read."""
    lines = page.lines
    # a programme's page: the talk the abstract stands under (talklisting, front49)
    group = listed_talk(lines, title_group(page, body, probs, metadata_title, form))
    runin = None if form is not None else run_in_title(lines, group)
    if runin is not None:
        return list(runin.lines), runin.title, runin
    if form is not None:
        return group, form.title_text or join_title([lines[i] for i in group]), None
    # a title run from the foot of the first column to the top of the next (latex54)
    # (or one filling the first column, run on at the second's top: latex57)
    across = both_columns(page, group, body) or run_across(page, group, body)
    if across is not None:
        return *across, None
    # a title over its translation into the body's language: the translation (latex54)
    group, title = in_body_language(lines, group, carried_title(page, group, following), body)
    return group, without_list_tag(lines, group, title), None  # "[ANN] New paper: …" (front60)


def title_group(
    page: PageLines,
    body: float,
    probs: NDArray[np.float64] | None,
    metadata_title: str,
    form: Form | None,
) -> list[int]:
    """The title's lines: the value of a label form's title row, else the title-like
    group with its subtitle."""
    if form is not None and form.title:
        return list(form.title)
    lines = page.lines
    # a profile page's heading (a person) over the expanded entry's title (front51)
    entry = profile_entry(lines, body)
    if entry:
        return entry
    group = with_subtitle(
        lines,
        lower_title(  # a large title pushed under small header lines
            lines,
            title_lines(
                lines, page.height, body, probs, metadata_title, width=page.width, rules=page.rules
            ),
            page.height,
            body,
        )
        or plain_title(lines, page.width, page.height)
        or title_below_prose(lines, page.height, body)  # under an abstract opening the page
        # the document's own title printed barely larger than the text (front51)
        or printed_title(lines, metadata_title, page.height)
        or larger_run(lines, body, page.height),
        body,
        None if probs is None else list(probs[:, AUTHOR] + probs[:, AFFILIATION]),
        None if probs is None else list(probs[:, ABSTRACT]),
    )
    # a cover's heading ("Research Proposal") over a "Project title" label: its value
    # a body's section heading read: the document's own title printed above it (front51)
    return (
        under_label(lines, group)
        or over_heading(lines, group, metadata_title, page.height)
        or under_acronym(lines, group, body)  # a study's acronym over its title (front56)
        or group
    )
