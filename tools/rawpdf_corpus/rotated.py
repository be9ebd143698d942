"""A page kept on landscape media and turned upright by ``/Rotate 90`` (the ``rotated``
style field, round 67's held-out ``raw-held-rotated``), as an imposition or scanning
tool that set a portrait page sideways writes it: the ``MediaBox`` is the portrait
page's height wide and its width high, the page is shown turned 90° clockwise, and
the content stream draws everything under a ``cm`` turning it back, so the page reads
upright as shown."""

from __future__ import annotations

import pymupdf


def turned(doc: pymupdf.Document, number: int, box: tuple[float, float], stream: bytes) -> bytes:
    """Set page ``number`` (a portrait page of size ``box``) on landscape media with
    ``/Rotate 90``; gives ``stream`` drawn under the ``cm`` that shows it upright."""
    width, height = box
    xref = doc.page_xref(number)
    doc.xref_set_key(xref, "MediaBox", f"[0 0 {height:g} {width:g}]")
    doc.xref_set_key(xref, "Rotate", "90")
    return f"q 0 1 -1 0 {height:g} 0 cm\n".encode() + stream + b"Q\n"
