"""Names a page gives in one place of its own, away from a byline under the title
(pure; front62): asked by :mod:`~tapyre_paper_search.pdf.frontmatter` after the
readings of lines right under the title, before the author zone.

:func:`section_names` asks, in order: a group's role rows under its heading
(:func:`~tapyre_paper_search.pdf.grouprows.group_names`, front59), the authors
section a shortened "Ann Lee et al." byline stands for
(:func:`~tapyre_paper_search.pdf.etalsection.etal_section_names`), a book review's
"Reviewed by" line (:func:`~tapyre_paper_search.pdf.reviewbyline.review_byline`) and
a news story's credit sentence right after its summary
(:func:`~tapyre_paper_search.pdf.studycredit.closing_credit`); the first that names
anybody wins.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.etalsection import etal_section_names
from tapyre_paper_search.pdf.grouprows import group_names
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.reviewbyline import review_byline
from tapyre_paper_search.pdf.studycredit import closing_credit


def section_names(
    lines: Sequence[Line], group: Sequence[int], signed: frozenset[int]
) -> tuple[str, ...]:
    """The names of the first of the module's readings that finds any on the page
    whose title is ``group`` (its abstract's lines ``signed``), or ``()``."""
    after = max(group) + 1
    return (
        group_names(lines, after)  # "Guideline development group" / "Chair: A" (front59)
        or etal_section_names(lines, after)  # "A et al.", then "Authors and affiliations"
        or review_byline(lines, group)  # a book review's "Reviewed by A and B"
        or closing_credit(lines, signed)  # "The study, by A and B, appears in …"
    )


__all__ = ["section_names"]
