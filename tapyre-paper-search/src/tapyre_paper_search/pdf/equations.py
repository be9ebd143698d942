"""Display equations as one line of text instead of scattered glyphs (pure).

A typeset equation reaches PDF text extraction as pieces: the left-hand
side, a numerator and a denominator on lines of their own, sub- and
superscripts, the equation number at the right margin, often in separate
blocks.  :func:`merge_equations` finds runs of blocks in reading order that
are mostly mathematics (set in math fonts or made of math symbols, short,
no prose) together with their "(3)" number, and replaces each run by one
block holding one line: the pieces left to right, a fraction's numerator and
denominator joined by " / ", the equation number last.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.digitscan import has_digit

_MIN_MATH_SHARE = 0.4
_MAX_CHARS = 240
_MAX_LINES = 6
_NUMBER = re.compile(r"^\s*\(\s*(?:\d{1,3}(?:\.\d{1,3})?[a-z]?|[A-Z]\.?\d{1,3})\s*\)\s*$")
_PROSE_WORD = re.compile(r"[^\W\d_]{4,}")
_RELATION = re.compile(r"[=<>≤≥≈≠∝∼]")


def is_equation(block: TextBlock) -> bool:
    """Whether a block looks like (part of) a display equation: mostly set in math
    fonts or symbols, or a short relation ("f(t) = a + b") with hardly any words."""
    if block.chars == 0 or block.chars > _MAX_CHARS or block.line_count > _MAX_LINES:
        return False
    text = block.text
    math = block.math_share >= _MIN_MATH_SHARE
    if not math and (block.chars > 120 or not _RELATION.search(text)):
        return False  # neither test below can pass: the words need not be counted
    # Prose with a little inline maths has several real words a line.
    words = len(_PROSE_WORD.findall(text))
    if words > 2 * block.line_count:
        return False
    return math or words <= block.line_count


def _fragment(block: TextBlock) -> bool:
    """A short piece without words: a denominator, a limit, an equation number."""
    text = block.text
    return (
        block.line_count <= 3
        and block.chars <= 60
        and not _PROSE_WORD.search(text)
        and (block.math_chars > 0 or has_digit(text) or len(text.strip()) <= 3)
    )


def is_number(block: TextBlock) -> bool:
    return block.line_count == 1 and bool(_NUMBER.match(block.text))


def merge_equations(blocks: Sequence[TextBlock]) -> list[TextBlock]:
    """``blocks`` (reading order) with each display equation made one single-line block."""
    out: list[TextBlock] = []
    i = 0
    while i < len(blocks):
        if not is_equation(blocks[i]):
            out.append(blocks[i])
            i += 1
            continue
        run = [blocks[i]]
        j = i + 1
        while (
            j < len(blocks)
            and (is_equation(blocks[j]) or is_number(blocks[j]) or _fragment(blocks[j]))
            and _near(run[-1], blocks[j])
        ):
            run.append(blocks[j])
            j += 1
        out.append(_one_line(run))
        i = j
    return out


def _near(upper: TextBlock, lower: TextBlock) -> bool:
    """Pieces of one equation touch or sit within a line's height of each other."""
    height = max(line.y1 - line.y0 for line in upper.lines)
    return lower.y0 <= upper.y1 + height * 1.2 and upper.y0 <= lower.y1 + height * 1.2


def _one_line(run: Sequence[TextBlock]) -> TextBlock:
    lines = [line for block in run for line in block.lines]
    numbers = [line for line in lines if _NUMBER.match(line.text)]
    pieces = [line for line in lines if not _NUMBER.match(line.text)]
    text = " ".join([*_linearise(pieces), " ".join(n.text.strip() for n in numbers)]).strip()
    merged = TextBlock(
        min(b.x0 for b in run),
        min(b.y0 for b in run),
        max(b.x1 for b in run),
        max(b.y1 for b in run),
        [BlockLine(" ".join(text.split()), 0, 0, 0, 0, lines[0].size, False)],
        sum(b.math_chars for b in run),
        sum(b.chars for b in run),
        kind="equation",
        detailed=all(b.detailed for b in run),
    )
    merged.lines[0].x0, merged.lines[0].y0 = merged.x0, merged.y0
    merged.lines[0].x1, merged.lines[0].y1 = merged.x1, merged.y1
    return merged


def _linearise(lines: Sequence[BlockLine]) -> list[str]:
    """Pieces left to right; pieces stacked over each other (a fraction) top over bottom."""
    clusters: list[list[BlockLine]] = []
    for line in sorted(lines, key=lambda piece: (piece.x0, piece.y0)):
        for cluster in clusters:
            if any(_stacked(line, other) for other in cluster):
                cluster.append(line)
                break
        else:
            clusters.append([line])
    clusters.sort(key=lambda c: min(piece.x0 for piece in c))
    out = []
    for cluster in clusters:
        parts = [piece.text.strip() for piece in sorted(cluster, key=lambda piece: piece.y0)]
        out.append(" / ".join(parts) if len(parts) == 2 else " ".join(parts))
    return out


def _stacked(a: BlockLine, b: BlockLine) -> bool:
    """Whether two pieces share most of their width and lie one above the other."""
    overlap = min(a.x1, b.x1) - max(a.x0, b.x0)
    narrower = min(a.x1 - a.x0, b.x1 - b.x0)
    vertical = min(a.y1, b.y1) - max(a.y0, b.y0)
    return (
        narrower > 0
        and overlap >= narrower * 0.5
        and vertical < min(a.y1 - a.y0, b.y1 - b.y0) * 0.5
    )
