"""Two first-page layouts of the held-out styles, set as publishers' layout tools set
them: a byline as a table (each author's name in a cell of one row, the author's first
place in the cell under it, in the next row; no marks) and an inset set inside the
abstract's column (the abstract's lines pushed down past it): a pull quote (held-out)
or a figure and its caption (train)."""

from __future__ import annotations

from dataclasses import replace

from latex_corpus.paper import Paper

from rawpdf_corpus.compose import paragraph, words
from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.orders import Block
from rawpdf_corpus.runs import Line, Piece

PER_ROW = 3


def table_byline(
    paper: Paper, fonts: Fonts, name_style: Piece, note: Piece, box: tuple[float, float, float]
) -> tuple[list[Block], float]:
    """The ``names`` and ``places`` blocks of a byline table in ``box`` (left edge,
    width, top baseline): up to :data:`PER_ROW` authors a row, each name centred in its
    cell and the author's first place (none for an author without one) centred in the
    cell under it; gives the blocks and the baseline under the table."""
    x, wide, y = box
    names: list[Line] = []
    places: list[Line] = []
    authors = list(paper.authors)
    for start in range(0, len(authors), PER_ROW):
        row = authors[start : start + PER_ROW]
        cell = wide / len(row)
        low = y
        for k, author in enumerate(row):
            left = x + k * cell
            set_, under = paragraph(
                fonts, words(author.name, name_style), left + 4, y, cell - 8,
                leading=name_style.size * 1.2, align="centre",
            )  # fmt: skip
            names += set_
            if author.affiliations:
                text = paper.affiliations[author.affiliations[0]].line()
                set_, under = paragraph(
                    fonts, words(text, note), left + 4, under - 2, cell - 8,
                    leading=note.size * 1.15, align="centre",
                )  # fmt: skip
                places += set_
            low = min(low, under)
        y = low - note.size * 1.2
    return [Block("names", tuple(names)), Block("places", tuple(places))], y


def inset(
    fonts: Fonts, lines: list[Line], text: str, box: tuple[float, float, float], kind: str
) -> tuple[list[Line], Block, list[str], float]:
    """``lines`` (an abstract set in a column: ``box`` is its left edge, width and body
    size) with an inset set after their middle line, the lines after it moved down by
    its depth: a ``kind`` "quote" is an indented pull quote of ``text`` in a larger
    italic, ruled above and below (block ``quote``); a "caption" is a figure's frame
    (a ruled box, nothing drawn in it) and "Figure 1." with ``text`` under it in a
    smaller face (block ``caption``).  Gives the moved lines, the inset's block, its
    graphics and the baseline under the last line."""
    x, wide, size = box
    cut = max(1, len(lines) // 2)
    if kind == "quote":
        style, indent, top = (
            Piece("", "serif-italic", size + 2),
            24.0,
            lines[cut - 1].y - size * 2.2,
        )
        text_align = "centre"
    else:
        style, indent, top = Piece("", "sans", size - 1), 0.0, lines[cut - 1].y - size * 7.0
        text, text_align = f"Figure 1. {text}", "left"
    set_, under = paragraph(
        fonts, words(text, style), x + indent, top, wide - 2 * indent,
        leading=style.size * 1.25, align=text_align,
    )  # fmt: skip
    high, low = top + style.size * 1.1, under + style.size * 0.5
    if kind == "quote":
        graphics = [
            f"0.4 w {x + 24:.1f} {y:.1f} m {x + wide - 24:.1f} {y:.1f} l S" for y in (high, low)
        ]
    else:
        frame = (x + wide * 0.2, top + style.size * 1.4, wide * 0.6, size * 4.0)
        graphics = ["0.5 w {:.1f} {:.1f} {:.1f} {:.1f} re S".format(*frame)]
    shift = lines[cut].y - (low - size * 1.6) if cut < len(lines) else 0.0
    moved = lines[:cut] + [replace(line, y=line.y - shift) for line in lines[cut:]]
    bottom = (moved[-1].y if cut < len(lines) else low - size) - size * 1.2
    return moved, Block("quote" if kind == "quote" else "caption", tuple(set_)), graphics, bottom


def quoted_sentence(paper: Paper) -> str:
    """A sentence of six to eighteen words from the body's records (the pull quote's
    text, set without quotation marks, as most pull quotes are)."""
    for record in paper.others:
        for sentence in record.abstract_text.split(". "):
            if 6 <= len(sentence.split()) <= 18:
                return sentence.rstrip(".") + "."
    return "The effect held in every setting we measured."
