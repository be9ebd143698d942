"""A first page's abstract as blocks (``orders.Block``): its heading or run-in label and
its text, set as the paper's :class:`~rawpdf_corpus.styles.Style` says (a heading, a
letter-spaced heading, a ruled box, a run-in label, or the body's first column), with a
pull quote or a figure set inside where the style has an ``inset``."""

from __future__ import annotations

from dataclasses import replace

from latex_corpus.paper import Paper

from rawpdf_corpus.compose import Word, paragraph, words
from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.layouts import inset, quoted_sentence
from rawpdf_corpus.orders import Block
from rawpdf_corpus.runs import Piece
from rawpdf_corpus.styles import Style


def abstract_blocks(
    paper: Paper,
    style: Style,
    fonts: Fonts,
    page: tuple[list[Block], list[str]],
    box: tuple[float, float, float, float],
) -> tuple[float, list[list[Word]]]:
    """Add the abstract's blocks to ``page`` (its blocks and graphics) in ``box`` (left
    edge, width, top baseline, body size); gives the baseline under them and, for a
    "column" abstract, the paragraphs that open the body's left column instead."""
    x, wide, y, size = box
    blocks, graphics = page
    text = Piece("", style.face, size)
    bold = Piece("", f"{style.face}-bold", size)
    body: list[Word] = []
    for section in paper.abstract:
        body += words(section.label, bold) + words(section.text, text)
    if style.abstract == "column":
        return y + size * 1.5, [words(style.label, bold), body]
    label: list[Word] = []
    if style.abstract == "runin":
        body = words(style.label, bold) + body
    elif style.abstract in ("spaced", "box"):
        spaced = replace(bold, spacing=size * 0.25)
        label = words(style.label, spaced)
    else:
        label = words(style.label, bold)
    top = y
    pad = 8.0 if style.abstract == "box" else 0.0
    if label:
        lines, y = paragraph(fonts, label, x + pad, y - pad, wide - 2 * pad, leading=size * 1.6)
        blocks.append(Block("label", tuple(lines)))
    lines, y = paragraph(
        fonts, body, x + pad, y, wide - 2 * pad, leading=size * 1.2, align="justify"
    )
    if style.inset:
        box = (x + pad, wide - 2 * pad, size)
        lines, inner, drawn, y = inset(fonts, lines, quoted_sentence(paper), box, style.inset)
        graphics += drawn
    blocks.append(Block("abstract", tuple(lines)))
    if style.inset:
        blocks.append(inner)
    if pad:
        graphics.append(f"0.5 w {x:.1f} {y:.1f} {wide:.1f} {top - y + size:.1f} re S")
        y -= pad
    return y, []
