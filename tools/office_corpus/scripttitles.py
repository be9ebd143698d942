"""A title ending in a formula or a power, as a word processor sets it (``--scripts``).

One paper in two (drawn from its seed) gets its title's full stop dropped and an end
added in the title's own runs' face: " in H₂O", " of CeAg₂Ge₂", " for 2¹⁶ Keys",
" with Fe₃O₄" (the word processor's subscript and superscript: the title font's
glyphs shrunk and moved off the baseline).  The title a reader should give
(:func:`ended_title`'s plain text, the truth's title): subscript digits glued to
their element ("in H2O"), a power as "^" and its exponent ("for 2^16 Keys").  Every
style writes the title as one run of its own (in capitals in some), so the end is
put after the first run whose text is the title, wherever the style set it (a
paragraph, a table's cell, a banner).
"""

from __future__ import annotations

import copy
import random

from docx.document import Document
from docx.oxml.ns import qn
from docx.text.run import Run as DocxRun
from latex_corpus.paper import Paper

# (text, "t" on the line / "u" raised / "d" lowered) pieces of each end
_ENDS: tuple[tuple[tuple[str, str], ...], ...] = (
    ((" in H", "t"), ("2", "d"), ("O", "t")),
    ((" of CeAg", "t"), ("2", "d"), ("Ge", "t"), ("2", "d")),
    ((" for 2", "t"), ("16", "u"), (" Keys", "t")),
    ((" with Fe", "t"), ("3", "d"), ("O", "t"), ("4", "d")),
)


def _end(paper: Paper) -> tuple[tuple[str, str], ...] | None:
    rng = random.Random(f"office-scripts-title:{paper.seed}")
    return rng.choice(_ENDS) if rng.random() < 0.5 else None


def ended_title(document: Document, paper: Paper) -> str | None:
    """Put :func:`_end`'s end after ``paper``'s title in ``document`` (written by a
    style), where one is drawn and the title's run is found; the title a reader should
    give, or ``None`` (the record's title stands)."""
    pieces = _end(paper)
    if pieces is None:
        return None
    stem = paper.title[:-1] if paper.title.endswith(".") else paper.title
    for element in document.element.body.iter(qn("w:r")):
        run = DocxRun(element, None)  # type: ignore[arg-type]  # text and face only
        capitals = run.text == paper.title.upper() != paper.title
        if run.text != paper.title and not capitals:
            continue
        run.text = stem.upper() if capitals else stem
        anchor = element
        for text, kind in pieces:
            piece = copy.deepcopy(element)
            added = DocxRun(piece, None)  # type: ignore[arg-type]
            added.text = text.upper() if capitals else text
            if kind != "t":  # (one w:vertAlign holds both: setting either to None drops it)
                added.font.superscript, added.font.subscript = kind == "u", kind == "d"
            anchor.addnext(piece)
            anchor = piece
        plain = "".join(f"^{t}" if k == "u" else t for t, k in pieces)
        return stem + plain
    return None


__all__ = ["ended_title"]
