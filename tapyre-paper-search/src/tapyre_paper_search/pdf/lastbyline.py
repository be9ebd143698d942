"""Authors read where nothing around the title named them (pure): the last resorts.

:func:`last_resort_authors` asks, in order, for the names of a byline closing the
abstract (already read by :mod:`~tapyre_paper_search.pdf.closingbyline`), a landscape
cover's byline, a signature, a byline in capitals over the title
(:mod:`~tapyre_paper_search.pdf.namesabove`), names over their places over the title
(:mod:`~tapyre_paper_search.pdf.namesfirst`), an "About the authors" box
(:mod:`~tapyre_paper_search.pdf.biobox`), a blog post's reading-time line over the
title (:mod:`~tapyre_paper_search.pdf.readtime`) and a footnote sentence at the page's
foot ("The authors are Ann Lee (Place), …",
:mod:`~tapyre_paper_search.pdf.footnoteauthors`), a draft's header column
(:mod:`~tapyre_paper_search.pdf.headcolumn`), the page's own citation line ("Cite
as: Lee, A. & Chen, B. (2021). Title.", :mod:`~tapyre_paper_search.pdf.citeline`) and,
the names in the page's running head over the title
(:mod:`~tapyre_paper_search.pdf.headbyline`) and, last, an "Authors' addresses:" note
at the page's foot (:mod:`~tapyre_paper_search.pdf.addressnote`), then names one a line
with their roles under an "About the authors" heading and, where the title page is a
cover, names under a "Prepared by" lead opening the next page
(:mod:`~tapyre_paper_search.pdf.leadnames`, front42) and, last, names opening the next
page after an abstract that filled the title page
(:mod:`~tapyre_paper_search.pdf.turnnames`, front43) and, last, names in a piece of
the running head that most pages repeat ("Ann Lee, Bo Chen | Discussion Paper 07/2021",
:mod:`~tapyre_paper_search.pdf.repeatedhead`, front47) and, last, the names of the
first page's own copyright line at its foot ("© 2021 Ann Lee and Bo Chen. Published
…", :mod:`~tapyre_paper_search.pdf.copyrightnames`, front48); the first that names anybody
wins.  A new fallback goes at the end of that chain, narrowest first, so that no
earlier reading changes.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.addressnote import address_note_names
from tapyre_paper_search.pdf.biobox import bio_names
from tapyre_paper_search.pdf.capstitle import byline_beside, byline_under
from tapyre_paper_search.pdf.citeline import cite_line_names
from tapyre_paper_search.pdf.copyrightnames import copyright_names
from tapyre_paper_search.pdf.footnoteauthors import footnote_names
from tapyre_paper_search.pdf.frontauthors import front_authors, signature
from tapyre_paper_search.pdf.frontprobs import as_names, author_scores
from tapyre_paper_search.pdf.headbyline import running_head_names
from tapyre_paper_search.pdf.headcolumn import header_column_names
from tapyre_paper_search.pdf.leadnames import next_page_names, role_names
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.namecards import stacked_cards
from tapyre_paper_search.pdf.namesabove import names_above_title
from tapyre_paper_search.pdf.namesfirst import names_over_places
from tapyre_paper_search.pdf.readtime import reading_time_names
from tapyre_paper_search.pdf.repeatedhead import repeated_head_names
from tapyre_paper_search.pdf.rolecolumns import role_column_names
from tapyre_paper_search.pdf.studycredit import credit_names
from tapyre_paper_search.pdf.turnnames import names_after_turn


def last_resort_authors(
    pages: Sequence[PageLines],
    start: int,
    group: Sequence[int],
    probs: NDArray[np.float64] | None,
    closing: tuple[str, ...],
    *,
    found: Abstract | None = None,
) -> tuple[str, ...]:
    """The names page ``pages[start]`` gives its paper when none were read around its
    title ``group`` (``closing``: the names of a byline closing the abstract ``found``): the first
    of the fallbacks in the module's order that finds any (the next page is made only
    where it is asked for)."""
    page = pages[start]
    lines = page.lines
    after = max(group) + 1 if group else 0
    return (
        closing
        or _cover_byline(lines, group, probs, page)
        or signature(lines)
        or names_above_title(lines, group)  # a byline in capitals over the title
        or names_over_places(lines, group)  # names over their places over the title
        or stacked_cards(lines, group)  # name cards stacked on one edge above it
        or role_column_names(lines, group)  # "Principal investigator" cells over it
        or bio_names(lines, after)  # only an "About the authors" box names them
        or reading_time_names(lines, group)  # "A and B · 12 min read · date" over it
        or footnote_names(lines, page.height)  # "The authors are …" at the page's foot
        or header_column_names(lines, group, page.width)  # a draft's header column
        or cite_line_names(lines, group)  # "Cite as: Lee, A. & Chen, B. (2021). Title."
        or running_head_names(lines, group, page.height)  # "A, B, and C (2020)": the running head
        or address_note_names(lines, page.height)  # "Authors' addresses: A, Place; B, Place."
        or role_names(lines, after, pages, start + 1)  # "About the authors" over "Ann Lee — …"
        or next_page_names(lines, after, pages, start + 1)  # "Prepared by" on the cover's back
        or names_after_turn(pages, start, found)  # "A · B" opening the page after the abstract
        or repeated_head_names(pages, start, group)  # "A, B | Discussion Paper": every page's head
        or copyright_names(lines, page.height)  # "© 2021 Ann Lee and Bo Chen. Published …"
        or credit_names(lines, after)  # "The study, by Ann Lee and Bo Chen, appears in …"
    )


def _cover_byline(
    lines: Sequence[Line], group: Sequence[int], probs: NDArray[np.float64] | None, page: PageLines
) -> tuple[str, ...]:
    """The names of a landscape cover's byline where none were read around its title
    ``group``: the byline right under the title on the page (reading order put the
    other panel between them), else the one at the head of the panel beside it."""
    under = byline_under(lines, group, probs, page.width, page.height)
    if probs is not None and under:
        read = front_authors(lines, under, author_scores(as_names(probs, under)))
        if read:
            return read
    beside = byline_beside(lines, group, probs, page.width, page.height)
    return front_authors(lines, beside, author_scores(probs))
