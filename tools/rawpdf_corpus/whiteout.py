"""Text hidden under a white box (the ``whiteout`` style field), as an edited page
keeps its first version: a template's or an earlier draft's title is drawn first, in
the title's face and size at the title's place, a white rectangle is filled over it,
and the page's own text is drawn after.  Nothing of the hidden text shows; a reader
that takes every drawn glyph reads it."""

from __future__ import annotations

from dataclasses import replace

from rawpdf_corpus.compose import paragraph, words
from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.orders import Block
from rawpdf_corpus.runs import Line, width

PAD = 4.0


def hidden_title(blocks: list[Block], text: str, fonts: Fonts) -> tuple[list[Line], str]:
    """The lines of ``text`` set where the ``title`` block's lines start, in its style,
    and the white box (a fill operator) covering them and the title."""
    title = next(b for b in blocks if b.name == "title")
    first = title.lines[0]
    style = replace(first.pieces[0], text="", size=first.pieces[0].size)
    wide = max(width(line, fonts) for line in title.lines) + 2 * PAD
    left = min(line.x for line in title.lines) - PAD
    lines, _ = paragraph(
        fonts, words(text, style), left + PAD, first.y, wide, leading=style.size * 1.2
    )
    low = min(line.y for line in lines + list(title.lines)) - style.size * 0.4
    top = first.y + style.size
    right = max([left + wide] + [line.x + width(line, fonts) + PAD for line in lines])
    box = f"q 1 1 1 rg {left:.2f} {low:.2f} {right - left:.2f} {top - low:.2f} re f Q"
    return lines, box
