"""An abstract that is only in an annotation (the ``annotated`` style field, round
67's held-out ``raw-held-annot``), as a review or markup tool that set the abstract as
a text box writes it: the page's own stream never draws the abstract's heading and
text; a ``FreeText`` annotation over the page holds them, its normal appearance
(``/AP /N``) a Form XObject drawing the lines with the page's fonts, its
``/Contents`` the plain text."""

from __future__ import annotations

import pymupdf

from rawpdf_corpus.orders import Block

BOXED = ("label", "abstract")


def boxed_text(blocks: list[Block]) -> str:
    """The plain text of the annotation's blocks (heading and abstract), a line a line."""
    lines = [ln for b in blocks if b.name in BOXED for ln in b.lines]
    return "\n".join("".join(p.text for p in ln.pieces) for ln in lines)


def free_text(
    doc: pymupdf.Document, number: int, form: int, box: tuple[float, float], text: str
) -> None:
    """Put on page ``number`` (size ``box``) a ``FreeText`` annotation whose
    appearance is the Form XObject ``form`` and whose ``/Contents`` is ``text``."""
    xref = int(doc.get_new_xref())
    hexed = "FEFF" + text.encode("utf-16-be").hex().upper()
    doc.update_object(
        xref,
        f"<< /Type /Annot /Subtype /FreeText /Rect [0 0 {box[0]:g} {box[1]:g}] /F 4 "
        f"/Contents <{hexed}> /DA (/Helv 9 Tf 0 g) /AP << /N {form} 0 R >> >>",
    )
    doc.xref_set_key(doc.page_xref(number), "Annots", f"[{xref} 0 R]")
