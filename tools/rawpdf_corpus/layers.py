"""Resources a page draws beyond its fonts: an abstract set in a Form XObject drawn by
``Do`` (the ``form-abstract`` drawing order), and text in an optional-content layer
that is off (the ``layer`` style field: a draft's title and a "DRAFT" line at the
title's place, as a layout tool keeps a hidden layer in the exported PDF).

``form_xobject`` writes the form (its fonts the page's fonts), ``off_layer`` the layer's
group (``/OCProperties`` says it is off) and the text of :func:`layer_lines`; the page's
``/Resources`` then names them (``/XObject``, ``/Properties``)."""

from __future__ import annotations

from dataclasses import replace

import pymupdf

from rawpdf_corpus.compose import paragraph, words
from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.orders import Block
from rawpdf_corpus.runs import Line

FORM = "Fm0"
LAYER = "MC0"
DRAFT = "Draft Title of the Manuscript for Internal Review Only"


def form_xobject(
    doc: pymupdf.Document, ops: list[str], box: tuple[float, float], fonts: str
) -> int:
    """Write a Form XObject drawing ``ops`` over a page of size ``box``, its font
    resources ``fonts`` (a ``/Font`` dictionary's entries); gives its xref."""
    xref = int(doc.get_new_xref())
    doc.update_object(
        xref,
        f"<< /Type /XObject /Subtype /Form /BBox [0 0 {box[0]:.0f} {box[1]:.0f}] "
        f"/Resources << /Font << {fonts} >> >> >>",
    )
    doc.update_stream(xref, ("\n".join(ops) + "\n").encode("ascii"))
    return xref


def off_layer(doc: pymupdf.Document) -> int:
    """An optional-content group that is off when the document opens; gives its xref."""
    return int(doc.add_ocg("Draft", on=False))


def layer_lines(blocks: list[Block], fonts: Fonts) -> list[Line]:
    """The hidden layer's lines: the draft's title set where the ``title`` block starts,
    in its style, and a "DRAFT" line under it."""
    title = next(b for b in blocks if b.name == "title")
    first = title.lines[0]
    style = replace(first.pieces[0], text="")
    left = min(line.x for line in title.lines)
    wide = 0.6 * style.size * len(DRAFT) / 2
    lines, _ = paragraph(fonts, words(DRAFT, style), left, first.y, wide, leading=style.size * 1.2)
    note = replace(style, size=style.size * 0.6)
    return [*lines, Line(left, lines[-1].y - style.size * 1.4, (replace(note, text="DRAFT"),))]
