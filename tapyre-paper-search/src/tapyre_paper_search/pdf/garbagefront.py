"""No front matter read from a text layer the reader judged garbage (producer61).

A font written without a ``ToUnicode`` map and with glyph names that say nothing of
their glyphs (``/g12``, ``/glyph45``, ``/c002D``: subsetting tools rename glyphs so)
leaves no way to learn the text from the PDF: MuPDF gives each code as the character
of its number, and the page reads ``"'' HOR? ( )? %H8s"``.
:func:`~tapyre_paper_search.pdf.textlayer.text_layer_problem` calls such a layer
garbage and the page is read again by OCR; where OCR is off, unavailable or found
nothing, the text layer is all there is, and its lines must not give a title, names
or an abstract: :func:`without_garbage_lines` hands the front-matter reader the page
with no lines (the page keeps its place, its size and its marks; its text is still
stored as the page's text, with the note saying why it is not trusted).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tapyre_paper_search.pdf.lines import PageLines
from tapyre_paper_search.pdf.textlayer import GARBAGE_TEXT_LAYER


def without_garbage_lines(
    made: Callable[[], PageLines], problem: str | None, source: str
) -> Callable[[], PageLines]:
    """``made`` (a front page's lines), or the page without lines where its text
    layer is garbage (``problem``) and is still what the page's text comes from
    (``source`` "text": no OCR replaced it)."""
    if problem != GARBAGE_TEXT_LAYER or source != "text":
        return made
    return lambda: replace(made(), lines=())
