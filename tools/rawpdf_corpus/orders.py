"""The orders a page's blocks are drawn in (a block is a frame's story: the title,
the byline, the abstract, a body column, the footnotes…), each unlike reading order
in its own way.  A train corpus draws with :data:`TRAIN`, a held-out one with
:data:`HELDOUT`; the two never share a scheme.

``reading``            in reading order (the control);
``abstract-first``     the abstract's and keywords' frames, then the rest;
``margins-first``      running heads, footnotes and footers, then the rest;
``columns-interleaved`` the body's two columns line by line, left then right;
``places-first``       the places' frame (under the names, in a sidebar or in the
                       footnotes), then the rest;
``title-last``         everything else, then the title's and the names' frames;
``sidebar-interleaved`` a sidebar and the abstract beside it (its heading, its text)
                       line by line, left then right (no sidebar: reading order);
``reverse``            every block last to first;
``shuffled``           the blocks in a random order;
``raster``             every line of the page top to bottom, left to right, as if
                       the page were one story (columns and sidebars interleave);
``stories``            story by story as a layout tool stores its frames: the
                       footer, running head and footnotes, the places, the names,
                       the keywords, the abstract's text then its heading, the body's
                       columns right to left, an inset, the title last;
``lines-reversed``     the blocks in reading order, each block's lines last to first;
``columns-rtl``        in reading order but the columns right to left: the body's
                       right column before its left, a sidebar right of the abstract
                       before it, a byline table's cells right to left;
``rows-joined``        in reading order but the body's two columns row by row, each
                       row's left and right line in one text object
                       (:mod:`rawpdf_corpus.rows`), as a page is written line by line
                       across its columns;
``cells-down``         in reading order but the names' and places' lines together,
                       column by column (by the line's centre), each column top down:
                       a byline table's cells in column-major order;
``bottom-up``          every line of the page bottom to top, each left to right, as
                       a tool that writes a page from its foot writes it;
``names-apart``        in reading order but each name of the byline its own text
                       object (:mod:`rawpdf_corpus.apart`), the names in a random
                       order;
``shadow-title``       in reading order but the title drawn twice: a grey copy 0.5 pt
                       right and down first, then the title (:mod:`rawpdf_corpus.shadow`);
``form-abstract``      in reading order but the abstract's heading and text set in a
                       Form XObject the page draws by ``Do`` (:mod:`rawpdf_corpus.layers`).

Round 64's held-out orders (``bottom-up``, ``names-apart``) are train orders since
round 65, round 65's (``shadow-title``, ``form-abstract``) since round 66, round 66's
:data:`rawpdf_corpus.passes.HELDOUT` (``fill-stroke``, ``scaled-cm``, ``word-shuffle``)
since round 67, round 67's :data:`rawpdf_corpus.leading.HELDOUT` (``leading-tz``,
``letters-apart``) since round 68.  The held-out order is round 68's
:data:`rawpdf_corpus.ocrlayer.HELDOUT` (``ocr-words``: a word a text object, as OCR
tools write a page), drawn by :mod:`rawpdf_corpus.document`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rawpdf_corpus.leading import HELDOUT as LEADING
from rawpdf_corpus.ocrlayer import HELDOUT as OCR
from rawpdf_corpus.passes import HELDOUT as PASSES
from rawpdf_corpus.runs import Line

TRAIN = (
    "reading",
    "abstract-first",
    "margins-first",
    "columns-interleaved",
    "places-first",
    "title-last",
    "sidebar-interleaved",
    "reverse",
    "shuffled",
    "raster",
    "stories",
    "lines-reversed",
    "columns-rtl",
    "rows-joined",
    "cells-down",
    "bottom-up",
    "names-apart",
    "shadow-title",
    "form-abstract",
    *PASSES,
    *LEADING,
)
HELDOUT = OCR
_STORIES = (
    "footer", "header", "footnotes", "places", "sidebar", "names", "keywords", "abstract",
    "label", "body-1", "body-0", "quote", "caption", "title",
)  # fmt: skip
_MARGINS = ("header", "footnotes", "footer")
_PLACES = ("places", "sidebar", "footnotes")


@dataclass(frozen=True)
class Block:
    """One frame's lines, named for what it holds."""

    name: str
    lines: tuple[Line, ...]


def drawing_order(blocks: list[Block], scheme: str, rng: random.Random) -> list[Line]:
    """The lines of ``blocks`` (given in reading order) in the order ``scheme`` draws
    them."""
    if scheme == "reading":
        ordered = blocks
    elif scheme == "abstract-first":
        first = [b for b in blocks if b.name in ("abstract", "keywords")]
        ordered = first + [b for b in blocks if b not in first]
    elif scheme == "margins-first":
        first = [b for b in blocks if b.name in _MARGINS]
        ordered = first + [b for b in blocks if b not in first]
    elif scheme == "places-first":
        first = [b for b in blocks if b.name in _PLACES]
        ordered = first + [b for b in blocks if b not in first]
    elif scheme == "title-last":
        last = [b for b in blocks if b.name in ("title", "names")]
        ordered = [b for b in blocks if b not in last] + last
    elif scheme == "columns-interleaved":
        return _interleaved(blocks, "body-0", ("body-1",))
    elif scheme == "sidebar-interleaved":
        return _interleaved(blocks, "sidebar", ("label", "abstract"))
    elif scheme == "reverse":
        ordered = blocks[::-1]
    elif scheme == "shuffled":
        ordered = rng.sample(blocks, len(blocks))
    elif scheme == "stories":
        ordered = sorted(blocks, key=lambda b: _STORIES.index(b.name))
    elif scheme == "lines-reversed":
        return [line for block in blocks for line in block.lines[::-1]]
    elif scheme == "columns-rtl":
        return _right_to_left(blocks)
    elif scheme == "rows-joined":
        return _interleaved(blocks, "body-0", ("body-1",))
    elif scheme == "cells-down":
        return _cells_down(blocks)
    elif scheme in ("names-apart", "shadow-title", "form-abstract", *PASSES, *LEADING, *OCR):
        ordered = blocks  # names cut by apart, shadows, forms and passes drawn by document
    elif scheme == "bottom-up":
        lines = [line for block in blocks for line in block.lines]
        return sorted(lines, key=lambda line: (round(line.y), line.x))
    elif scheme == "raster":
        lines = [line for block in blocks for line in block.lines]
        return sorted(lines, key=lambda line: (-round(line.y), line.x))
    else:
        raise ValueError(f"no drawing order {scheme!r}")
    return [line for block in ordered for line in block.lines]


def _interleaved(blocks: list[Block], left_name: str, right_names: tuple[str, ...]) -> list[Line]:
    """The blocks in reading order but the ``left_name`` block's lines and those of the
    ``right_names`` blocks (one column) drawn alternately, where both are there."""
    left = next((b for b in blocks if b.name == left_name), None)
    right = [line for b in blocks if b.name in right_names for line in b.lines]
    if left is None or not right:
        return [line for block in blocks for line in block.lines]
    out: list[Line] = []
    for block in blocks:
        if block.name in right_names:
            continue
        if block is left:
            a = list(left.lines)
            for n in range(max(len(a), len(right))):
                out += a[n : n + 1] + right[n : n + 1]
            continue
        out += block.lines
    return out


def _right_to_left(blocks: list[Block]) -> list[Line]:
    """The blocks in reading order, but the body's columns, a sidebar and the abstract
    beside it, and the lines of one row (a byline table's cells) right to left."""
    rank = {"body-1": 0, "body-0": 1}
    if any(b.name == "sidebar" and b.lines[0].x > _left(blocks, "abstract") for b in blocks):
        rank |= {"sidebar": 0, "label": 1, "abstract": 2}
    out: list[Line] = []
    for n, block in enumerate(blocks):
        if block.name in rank and any(b.name in rank for b in blocks[:n]):
            continue
        if block.name in rank:
            group = sorted((b for b in blocks if b.name in rank), key=lambda b: rank[b.name])
            out += [line for b in group for line in b.lines]
        else:
            out += sorted(block.lines, key=lambda line: (-round(line.y), -line.x))
    return out


def _left(blocks: list[Block], name: str) -> float:
    """The left edge of the first line of the ``name`` block (infinity where none)."""
    return next((b.lines[0].x for b in blocks if b.name == name and b.lines), float("inf"))


def _cells_down(blocks: list[Block]) -> list[Line]:
    """The blocks in reading order, but the ``names`` and ``places`` lines drawn
    together where the names are, column by column (lines whose centres lie within
    20 pt of the column's first line), left to right, each column top down."""
    cells = [line for b in blocks if b.name in ("names", "places") for line in b.lines]
    out: list[Line] = []
    for block in blocks:
        if block.name == "places" and any(b.name == "names" for b in blocks):
            continue
        if block.name != "names":
            out += block.lines
            continue
        columns: list[list[Line]] = []
        for line in sorted(cells, key=lambda line: line.x):
            centre = line.x + _extent(line) / 2
            home = next((c for c in columns if abs(_centre(c[0]) - centre) < 20), None)
            if home is None:
                columns.append([line])
            else:
                home.append(line)
        for column in sorted(columns, key=lambda c: _centre(c[0])):
            out += sorted(column, key=lambda line: -line.y)
    return out


def _extent(line: Line) -> float:
    """A rough width of ``line`` (half its size a character), enough to tell cells."""
    return sum(len(p.text) * p.size * 0.5 for p in line.pieces)


def _centre(line: Line) -> float:
    return line.x + _extent(line) / 2
