"""Three ways a page's text is drawn that no train corpus draws (round 66's held-out
drawing orders, each in reading order otherwise), as real producers write them:

``fill-stroke``   the title and the names drawn twice at one place: filled, then again
                  with render mode 1 (stroke), as a tool fakes a bolder face;
``scaled-cm``     every line of the page drawn under a ``0.5 0 0 0.5 0 0 cm`` at twice
                  its size and place, as a tool that sets a page at 200 % and scales it
                  down on export writes it;
``word-shuffle``  the title's and the abstract's lines cut into one-word text objects,
                  each placed by an absolute ``Tm``, a block's words in a random order,
                  as a page edited word by word is written back.

And :func:`spanned`: a line drawn word by word, each word in a ``/Span`` marked-content
sequence whose ``/ActualText`` gives its text (the "actualtext" font fault: the glyphs
themselves are not mapped)."""

from __future__ import annotations

import random
from dataclasses import replace

from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.runs import Line, Piece, draw, width

HELDOUT = ("fill-stroke", "scaled-cm", "word-shuffle")
SCALE = "q 0.5 0 0 0.5 0 0 cm"
_TWICE = ("title", "names")
_SHUFFLED = ("title", "abstract")


def doubled(line: Line) -> Line:
    """``line`` at twice its place and size (drawn under :data:`SCALE`)."""
    pieces = tuple(
        replace(p, size=p.size * 2, rise=p.rise * 2, spacing=p.spacing * 2) for p in line.pieces
    )
    return Line(line.x * 2, line.y * 2, pieces, line.gap * 2)


def stroked(drawing: list[str], block: str) -> list[str]:
    """``drawing`` (a line of the ``block`` block) and, for the title and the names, the
    same operators again in render mode 1 (stroke)."""
    if block not in _TWICE:
        return drawing
    return [*drawing, "1 Tr", *drawing, "0 Tr"]


def one_word_lines(line: Line, fonts: Fonts) -> list[Line]:
    """``line``'s words as one-word lines, each at the place the line draws it."""
    out: list[Line] = []
    done: list[Piece] = []
    for piece in line.pieces:
        text = ""
        for k, word in enumerate(piece.text.split(" ")):
            text = f"{text} {word}" if k else word  # a piece's leading space kept (round 68)
            if not word:
                continue
            so_far = Line(line.x, line.y, (*done, replace(piece, text=text)), line.gap)
            alone = Line(0, 0, (replace(piece, text=word),))
            out.append(Line(line.x + width(so_far, fonts) - width(alone, fonts), line.y,
                            alone.pieces))  # fmt: skip
        done.append(piece)
    return out


def shuffled_words(lines: list[Line], fonts: Fonts, rng: random.Random, spans: bool) -> list[str]:
    """The operators drawing ``lines``' words (one text object a word, each in an
    ``/ActualText`` span where ``spans``), the words in a random order."""
    cut = [w for line in lines for w in one_word_lines(line, fonts)]
    drawings = [draw(w, fonts, "tj", rng) for w in cut]
    drawings = [actual_text(w, d) if spans else d for w, d in zip(cut, drawings, strict=True)]
    return [op for drawing in rng.sample(drawings, len(drawings)) for op in drawing]


def shuffles(block: str) -> bool:
    """Whether the ``word-shuffle`` order draws the ``block`` block word by word."""
    return block in _SHUFFLED


def spanned(line: Line, fonts: Fonts, scheme: str, rng: random.Random) -> list[str]:
    """``line`` drawn word by word (one text object a word, by ``scheme``), each word in
    its own ``/ActualText`` span, as a tagging exporter writes a line whose glyphs it
    cannot map."""
    return [
        op
        for word in one_word_lines(line, fonts)
        for op in actual_text(word, draw(word, fonts, scheme, rng))
    ]


def actual_text(line: Line, drawing: list[str]) -> list[str]:
    """``drawing`` wrapped in a ``/Span`` whose ``/ActualText`` is ``line``'s text."""
    text = " ".join(" ".join(p.text.split()) for p in line.pieces if p.text.strip())
    hexed = "FEFF" + text.encode("utf-16-be").hex().upper()
    return [f"/Span << /ActualText <{hexed}> >> BDC", *drawing, "EMC"]
