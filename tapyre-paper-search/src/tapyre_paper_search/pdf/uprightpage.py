"""A page shown turned (``/Rotate``) whose text reads upright as shown is read as shown.

A tool that sets a portrait page on landscape media (an imposition step, a scanner's
driver, a publisher's landscape template) writes ``/Rotate 90`` and draws the text
turned back, so the page reads upright in a viewer.  PyMuPDF gives a page's text in
its unrotated space, where every such line runs down or up the page: the reader took
them for turned margin stamps and read the page as empty ("the PDF contains no
text").  Where a turned page's text mostly reads left to right as shown (its line
directions, turned by the page's rotation, point right: :data:`RIGHT`), the page's
rotation is taken out (``Page.remove_rotation``: the contents are wrapped in the
turning matrix, so the page looks the same) before anything reads it.  A turned page
whose text is turned with it (a landscape table shown sideways) keeps its rotation:
its text is upright in the unrotated space, as the reader expects.
"""

from __future__ import annotations

from typing import Any

RIGHT = 0.9
"""The least x of a line's direction turned by the rotation (a unit vector) for the
line to read left to right as shown."""


def shown_upright(page: Any) -> bool:
    """Whether most of turned ``page``'s characters read left to right as shown."""
    turn = page.rotation_matrix  # a direction's x as shown: dx * a + dy * c
    upright = other = 0
    for block in page.get_text("dict")["blocks"]:
        for line in block.get("lines", ()):
            chars = sum(len(span["text"].strip()) for span in line["spans"])
            dx, dy = line["dir"]
            if dx * turn.a + dy * turn.c >= RIGHT:
                upright += chars
            else:
                other += chars
    return upright > other


def upright(page: Any) -> Any:
    """``page``, its rotation taken out where it is turned and its text reads upright
    as shown (:func:`shown_upright`); any other page as it is."""
    if page.rotation and shown_upright(page):
        page.remove_rotation()
    return page
