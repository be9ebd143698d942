"""A site's navigation column beside a paper's page (pure; front49).

A lab's or a group's web page prints its menu as a narrow column left of the paper:
"Home", "People" with the members' names under it, "Publications", "Contact".  Read
beside the title, the members' names joined the byline under the title
(front48's leftover, labsitenav).  :func:`without_nav_column` drops from the lines
read for names those wholly left of the title's left edge where that column holds a
menu's entry (:data:`_MENU`: English, German, French, Spanish, Italian words, alone
on their line): the column is a site's menu, not names beside the title.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_MENU = re.compile(
    r"^\s*(?:home|people|members|team|publications|research|contact|news|about(?:\s+us)?|"
    r"startseite|mitglieder|publikationen|forschung|kontakt|accueil|membres|équipe|"
    r"inicio|miembros|publicaciones|contacto|persone|pubblicazioni|contatti)\s*$",
    re.IGNORECASE,
)
_MIN_MENU = 2  # menu entries in the column: one word alone may be a heading
_EDGE = 3.0  # points: one column's left edge


def without_nav_column(lines: Sequence[Line], group: Sequence[int], read: list[int]) -> list[int]:
    """``read`` (indices of ``lines``) less the lines wholly left of the title ``group``
    that start inside the menu's column (on the title's page, from the menu entries'
    left edge to the column's widest line) where at least :data:`_MIN_MENU` lines
    there are a menu's entries; a byline's first cell right of that column stays
    (review57)."""
    if not group or not read:
        return read
    edge = min(lines[i].x0 for i in group)
    page = lines[group[0]].page
    left = [i for i, line in enumerate(lines) if line.x1 < edge and line.page == page]
    menu = [i for i in left if _MENU.match(lines[i].text)]
    if len(menu) < _MIN_MENU:
        return read
    start = min(lines[i].x0 for i in menu)
    column = [i for i in left if abs(lines[i].x0 - start) <= _EDGE]
    right = max(lines[i].x1 for i in column)
    return [i for i in read if lines[i].x1 >= edge or lines[i].page != page or lines[i].x0 >= right]
