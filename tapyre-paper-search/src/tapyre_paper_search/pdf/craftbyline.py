"""A craft's byline as the front page's only author line (bylines47).

:mod:`~tapyre_paper_search.pdf.bylinecrafts` tells a byline whose verb is a craft's
("Designed by Ann Lee and Bo Chen", "Illustrated by …", "Gestaltet von …");
:func:`~tapyre_paper_search.pdf.authors.names_in_line` reads no author on it.  Where the
front page's byline zone yields no author and exactly one such line stands in it, the
line is the document's only author line and names its authors (:func:`crafted_names`); a
credit under an author line ("Ann Lee and Bo Chen" over "Designed by Eva Roth") stays
out, since the zone has its authors already.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.bylinecrafts import craft_names
from tapyre_paper_search.pdf.lines import Line


def crafted_names(lines: Sequence[Line], zone: Sequence[int]) -> tuple[str, ...]:
    """The names of the one craft's byline among the ``zone`` lines (see the module);
    ``()`` where none or several stand there."""
    found = [craft_names(lines[i].names or lines[i].text) for i in zone]
    crafted = [text for text in found if text]
    if len(crafted) != 1:
        return ()
    return tuple(names_in_line(crafted[0], lenient=True, vouched=True))


__all__ = ["crafted_names"]
