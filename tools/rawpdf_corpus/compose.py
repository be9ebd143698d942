"""Text set into :class:`~rawpdf_corpus.runs.Line` s: words of mixed faces wrapped
greedily to a width, aligned left, centred or justified (the word gaps widened, the
last line left alone), and a byline of names with raised marks."""

from __future__ import annotations

from dataclasses import dataclass, replace

from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.runs import Line, Piece, width


@dataclass(frozen=True)
class Word:
    """One word and the style it is set in (``Piece`` fields, the text aside)."""

    text: str
    style: Piece


def words(text: str, style: Piece) -> list[Word]:
    """``text``'s words, each in ``style``."""
    return [Word(w, style) for w in text.split()]


def _pieces(items: list[Word]) -> tuple[Piece, ...]:
    out: list[Piece] = []
    for n, word in enumerate(items):
        lead = " " if n else ""
        style = replace(word.style, text="")
        if out and replace(out[-1], text="") == style:
            out[-1] = replace(out[-1], text=out[-1].text + lead + word.text)
        else:
            if lead and out:
                out[-1] = replace(out[-1], text=out[-1].text + " ")
            out.append(replace(word.style, text=word.text))
    return tuple(out)


def paragraph(
    fonts: Fonts,
    items: list[Word],
    x: float,
    top: float,
    wide: float,
    *,
    leading: float,
    align: str = "left",
) -> tuple[list[Line], float]:
    """``items`` set from baseline ``top`` down, ``wide`` points wide, lines ``leading``
    apart, aligned "left", "centre" or "justify"; gives the lines and the next
    baseline."""
    rows: list[list[Word]] = [[]]
    for word in items:
        trial = rows[-1] + [word]
        if rows[-1] and width(Line(0, 0, _pieces(trial)), fonts) > wide:
            rows.append([word])
        else:
            rows[-1] = trial
    lines = []
    y = top
    for n, row in enumerate(r for r in rows if r):
        pieces = _pieces(row)
        natural = width(Line(0, 0, pieces), fonts)
        left, gap = x, 0.0
        if align == "centre":
            left = x + (wide - natural) / 2
        elif align == "justify" and n < len(rows) - 1 and len(row) > 1:
            gap = (wide - natural) / (len(row) - 1)
        lines.append(Line(left, y, pieces, gap))
        y -= leading
    return lines, y


def byline(
    fonts: Fonts,
    names: list[tuple[str, str]],
    style: Piece,
    x: float,
    top: float,
    *,
    wide: float,
    align: str,
) -> tuple[list[Line], float]:
    """Names with their raised marks (``(name, marks)``), ", " between and " and "
    before the last, wrapped between names (a line ends on its comma or "and", as a
    typesetter breaks a byline); gives the lines and the next baseline."""
    mark = replace(style, size=style.size * 0.62, rise=style.size * 0.38, caps=False)
    units: list[list[Piece]] = []
    for n, (name, marks) in enumerate(names):
        sep = ", " if n < len(names) - 2 else (" and " if n == len(names) - 2 else "")
        unit = [replace(style, text=fonts.bound(name))]
        if marks:
            unit.append(replace(mark, text=marks))
        if sep:
            unit.append(replace(style, text=sep, caps=False))
        units.append(unit)
    rows: list[list[Piece]] = [[]]
    for unit in units:
        if rows[-1] and width(Line(0, 0, tuple(rows[-1] + unit)), fonts) > wide:
            rows.append([])
        rows[-1] += unit
    lines = []
    y = top
    for cut in rows:
        row = cut
        if cut[-1].text in (", ", " and "):  # a line break after it: the comma stays
            row = [*cut[:-1], replace(cut[-1], text=cut[-1].text.rstrip())]
        natural = width(Line(0, 0, tuple(row)), fonts)
        left = x + (wide - natural) / 2 if align == "centre" else x
        lines.append(Line(left, y, tuple(row)))
        y -= style.size * 1.35
    return lines, y
