"""One printed line as content-stream operators, in one of the ways publishers' tools
write a line, none with a space character between words (a word gap is displacement
only):

``tj``      one text object, the line one ``TJ`` array: a word gap a large negative
            number, a few small kerning numbers inside words;
``glyphs``  one text object, every glyph placed by its own ``Td`` move (or ``Tm``);
``runs``    the line cut into several text objects of one to three words, each
            placed by an absolute ``Tm``.

A :class:`Piece` may be letter-spaced (``Tc``; its word gaps are then real spaces
widened by ``Tw``, the one place a space is drawn), raised (``Ts``, a mark) or set in
small capitals (lower-case letters drawn as smaller capitals)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from rawpdf_corpus.fonts import Fonts, Glyph

SCHEMES = ("tj", "glyphs", "runs")
SMALL_CAPS = 0.78


@dataclass(frozen=True)
class Piece:
    """Text of one face and size: ``rise`` (points, ``Ts``), ``spacing`` (points
    after each glyph, ``Tc``), ``caps`` (small capitals)."""

    text: str
    face: str
    size: float
    rise: float = 0.0
    spacing: float = 0.0
    caps: bool = False


@dataclass(frozen=True)
class Line:
    """A line's pieces at baseline ``(x, y)`` (PDF space); ``gap`` widens each word gap
    (justification)."""

    x: float
    y: float
    pieces: tuple[Piece, ...]
    gap: float = 0.0


@dataclass(frozen=True)
class _Mark:
    glyph: Glyph
    size: float
    rise: float
    spacing: float
    gap: float  # displacement before this glyph (a word gap), points
    spaced: bool  # the gap is a real space widened by Tw


def _cased(piece: Piece) -> list[tuple[str, float]]:
    """``piece``'s text in runs of one size (small capitals: lower case smaller)."""
    if not piece.caps:
        return [(piece.text, piece.size)]
    out: list[tuple[str, float]] = []
    for char in piece.text:
        size = piece.size * SMALL_CAPS if char.islower() else piece.size
        if out and out[-1][1] == size:
            out[-1] = (out[-1][0] + char.upper(), size)
        else:
            out.append((char.upper(), size))
    return out


def _marks(line: Line, fonts: Fonts) -> list[_Mark]:
    out: list[_Mark] = []
    pending = 0.0
    for piece in line.pieces:
        space = fonts.advance(piece.face, " ") * piece.size / 1000
        for text, size in _cased(piece):
            for k, word in enumerate(text.split(" ")):
                if k:
                    pending += space + line.gap + piece.spacing
                for glyph in fonts.glyphs(piece.face, word):
                    spaced = pending > 0 and piece.spacing > 0
                    out.append(_Mark(glyph, size, piece.rise, piece.spacing, pending, spaced))
                    pending = 0.0
    return out


def width(line: Line, fonts: Fonts) -> float:
    """How wide ``line`` is drawn, in points."""
    return sum(m.gap + m.glyph.width * m.size / 1000 + m.spacing for m in _marks(line, fonts))


def _state(mark: _Mark) -> list[str]:
    return [
        f"/{mark.glyph.font} {mark.size:.2f} Tf",
        f"{mark.rise:.2f} Ts",
        f"{mark.spacing:.2f} Tc",
    ]


def draw(line: Line, fonts: Fonts, scheme: str, rng: random.Random) -> list[str]:
    """The operators drawing ``line`` by ``scheme`` (one of :data:`SCHEMES`)."""
    marks = _marks(line, fonts)
    if scheme == "glyphs":
        return _glyphs(line, marks, rng.random() < 0.5)
    if scheme == "runs":
        return _runs(line, marks, fonts, rng)
    return ["BT", f"{line.x:.2f} {line.y:.2f} Td", *_tj(marks, fonts, rng), "ET"]


def shown(line: Line, fonts: Fonts, rng: random.Random, lead: float = 0.0) -> list[str]:
    """``line``'s ``TJ`` operators (its font state included, no ``BT`` and no move),
    displaced by ``lead`` points (in text space: before ``Tz``) before its first glyph."""
    marks = _marks(line, fonts)
    if marks and lead:
        first = marks[0]
        marks[0] = _Mark(first.glyph, first.size, first.rise, first.spacing, lead, False)
    return _tj(marks, fonts, rng)


def placed(line: Line, fonts: Fonts) -> list[tuple[float, list[str], str]]:
    """Each glyph of ``line``: its left edge, its font state's operators and its code's
    hex (for drawing glyphs one text object each)."""
    out = []
    x = line.x
    for mark in _marks(line, fonts):
        x += mark.gap
        out.append((x, _state(mark), mark.glyph.hex))
        x += mark.glyph.width * mark.size / 1000 + mark.spacing
    return out


def word_starts(line: Line, fonts: Fonts) -> list[bool]:
    """Whether each glyph :func:`placed` gives opens a word (a gap before it)."""
    return [mark.gap > 0 for mark in _marks(line, fonts)]


def _tj(marks: list[_Mark], fonts: Fonts, rng: random.Random) -> list[str]:
    """``TJ`` arrays for ``marks`` (one per state), kerned a little inside words."""
    ops: list[str] = []
    items: list[str] = []
    state: list[str] = []
    drift = 0.0
    for mark in marks:
        new = _state(mark)
        if new != state:
            if items:
                ops.append(f"[{' '.join(items)}] TJ")
                items = []
            ops += [op for op, old in zip(new, state or [""] * 3, strict=True) if op != old]
            state = new
        if mark.spaced:
            space = fonts.space(_face_of(mark, fonts))
            tw = mark.gap - space.width * mark.size / 1000 - mark.spacing
            ops += [f"[{' '.join(items)}] TJ"] if items else []
            items = []
            if space.digits == 2:
                ops += [f"{tw:.2f} Tw", f"[<{space.hex}>] TJ", "0 Tw"]
            else:  # Tw widens no two-byte code: the gap as a TJ number
                ops.append(f"[<{space.hex}> {-tw * 1000 / mark.size:.0f}] TJ")
        elif mark.gap or drift:
            items.append(f"{-(mark.gap * 1000 / mark.size) + drift:.0f}")
            drift = 0.0
        if rng.random() < 0.12:
            kern = rng.choice([-40, -20, -10, 10, 15, 30])
            items.append(f"<{mark.glyph.hex}> {kern}")
            drift -= kern
        else:
            items.append(f"<{mark.glyph.hex}>")
    if items:
        ops.append(f"[{' '.join(items)}] TJ")
    return ops


def _face_of(mark: _Mark, fonts: Fonts) -> str:
    return fonts.face_of(mark.glyph.font)


def _glyphs(line: Line, marks: list[_Mark], absolute: bool) -> list[str]:
    ops = ["BT"]
    state: list[str] = []
    x = line.x
    last = line.x
    for n, mark in enumerate(marks):
        new = _state(mark)
        if new != state:
            ops += [op for op, old in zip(new, state or [""] * 3, strict=True) if op != old]
            state = new
        x += mark.gap
        if absolute:
            ops.append(f"1 0 0 1 {x:.2f} {line.y:.2f} Tm")
        elif n == 0:
            ops.append(f"{x:.2f} {line.y:.2f} Td")
        else:
            ops.append(f"{x - last:.2f} 0 Td")
        last = x
        ops.append(f"<{mark.glyph.hex}> Tj")
        x += mark.glyph.width * mark.size / 1000 + mark.spacing
    return [*ops, "ET"]


def _runs(line: Line, marks: list[_Mark], fonts: Fonts, rng: random.Random) -> list[str]:
    """Text objects of one to three words each, placed by an absolute ``Tm``."""
    starts: list[float] = []
    x = line.x
    for mark in marks:
        x += mark.gap
        starts.append(x)
        x += mark.glyph.width * mark.size / 1000 + mark.spacing
    words = [n for n, mark in enumerate(marks) if n == 0 or mark.gap]
    ops: list[str] = []
    at = 0
    while at < len(words):
        take = rng.randint(1, 3)
        first = words[at]
        end = words[at + take] if at + take < len(words) else len(marks)
        head = marks[first]
        group = [_Mark(head.glyph, head.size, head.rise, head.spacing, 0.0, False)]
        group += marks[first + 1 : end]
        ops += ["BT", f"1 0 0 1 {starts[first]:.2f} {line.y:.2f} Tm", *_tj(group, fonts, rng), "ET"]
        at += take
    return ops
