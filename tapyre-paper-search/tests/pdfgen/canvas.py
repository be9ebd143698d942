"""Drawing with PyMuPDF while recording what each piece of text is (its role).

A :class:`Canvas` writes text onto the pages of a ``pymupdf.Document`` and
keeps an :class:`Item` (page, rectangle, role, text) for every line it draws,
so training code can label the lines PyMuPDF later extracts ("title",
"author", "affiliation", "abstract", ...) by where they lie.  Fonts are the
PDF base-14 families (always there) or, where the machine has them, DejaVu
TrueType fonts; text a base-14 font cannot show is transliterated so the
truth and the page agree.
"""

from __future__ import annotations

import unicodedata
import zlib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pymupdf

_DEJAVU = Path("/usr/share/fonts/truetype/dejavu")

# family -> (regular, bold, italic, bold italic): base-14 names or TrueType file stems
_FAMILIES: dict[str, tuple[str, str, str, str]] = {
    "times": ("tiro", "tibo", "tiit", "tibi"),
    "helvetica": ("helv", "hebo", "heit", "hebi"),
    "courier": ("cour", "cobo", "coit", "cobi"),
    "dejavu-serif": (
        "DejaVuSerif",
        "DejaVuSerif-Bold",
        "DejaVuSerif-Italic",
        "DejaVuSerif-BoldItalic",
    ),
    "dejavu-sans": (
        "DejaVuSans",
        "DejaVuSans-Bold",
        "DejaVuSans-Oblique",
        "DejaVuSans-BoldOblique",
    ),
    "dejavu-condensed": (
        "DejaVuSerifCondensed",
        "DejaVuSerifCondensed-Bold",
        "DejaVuSerifCondensed-Italic",
        "DejaVuSerifCondensed-BoldItalic",
    ),
}
_ASCII_FALLBACK = str.maketrans(
    {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ı": "i", "ß": "ss", "æ": "ae"}
)
# What a Latin-1 font prints for typographic dashes and quotes it lacks: a typesetter
# without the glyph types the ASCII one ("Gene-environment", not "Geneenvironment").
_LATIN1_PUNCTUATION = str.maketrans(
    {"‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "−": "-", "’": "'", "‘": "'",
     "“": '"', "”": '"'}
)  # fmt: skip
_HYPHENS = str.maketrans({"‐": "-", "‑": "-"})


def families() -> list[str]:
    """The font families this machine can draw with."""
    return [
        name for name, faces in _FAMILIES.items() if _is_base14(faces[0]) or _font_file(faces[0])
    ]


def _is_base14(face: str) -> bool:
    return len(face) == 4 and face.islower()


def _font_file(face: str) -> Path | None:
    path = _DEJAVU / f"{face}.ttf"
    return path if path.exists() else None


@dataclass(frozen=True)
class Face:
    """One font face: a family in one weight and slant."""

    family: str
    bold: bool = False
    italic: bool = False

    @property
    def key(self) -> str:
        return _FAMILIES[self.family][self.bold + 2 * self.italic]

    def styled(self, *, bold: bool | None = None, italic: bool | None = None) -> Face:
        return Face(
            self.family,
            self.bold if bold is None else bold,
            self.italic if italic is None else italic,
        )


@cache
def _font(key: str) -> pymupdf.Font:
    if _is_base14(key):
        return pymupdf.Font(key)
    path = _font_file(key)
    assert path is not None, key
    return pymupdf.Font(fontfile=str(path))


def drawable(text: str, face: Face) -> str:
    """``text`` as ``face`` can show it (base-14 fonts know Latin-1 only)."""
    if not _is_base14(face.key):
        return text
    out = []
    for char in text.translate(_LATIN1_PUNCTUATION):
        if ord(char) < 256:
            out.append(char)
            continue
        plain = unicodedata.normalize("NFKD", char.translate(_ASCII_FALLBACK))
        out.append("".join(c for c in plain if ord(c) < 256 and not unicodedata.combining(c)))
    return "".join(out)


_UNICODE_FAMILY = {"times": "dejavu-serif", "helvetica": "dejavu-sans", "courier": "dejavu-sans"}


def face_for(text: str, face: Face) -> Face:
    """``face``, or a Unicode family like it when ``text`` has characters a base-14
    font lacks (a title with "β" or "–" is set in a font that has them, as
    publishers embed one)."""
    if text.isascii() or all(ord(c) < 256 for c in text) or face.family not in _UNICODE_FAMILY:
        return face
    family = _UNICODE_FAMILY[face.family]
    if not _font_file(_FAMILIES[family][0]):
        return face
    return Face(family, face.bold, face.italic)


def printed(text: str, face: Face) -> str:
    """``text`` as a reader copies it from a page set in ``face``: what the font can
    show, with the typographic hyphen (U+2010, U+2011) read as ``-`` (the truth of a
    title: en dashes, em dashes and minus signs stay where the font prints them)."""
    return drawable(text, face).translate(_HYPHENS)


_ADVANCES: dict[str, dict[str, float]] = {}


def text_width(text: str, face: Face, size: float) -> float:
    """Width of ``text`` in points (per-character advances cached: MuPDF's own
    measuring goes through Python wrappers for every character)."""
    advances = _ADVANCES.setdefault(face.key, {})
    total = 0.0
    for char in text:
        advance = advances.get(char)
        if advance is None:
            advance = advances[char] = float(_font(face.key).text_length(char, fontsize=1.0))
        total += advance
    return total * size


@dataclass(frozen=True)
class Item:
    """One drawn line (or piece of a line) and what it is."""

    page: int
    rect: tuple[float, float, float, float]
    role: str
    text: str


@dataclass(frozen=True)
class Run:
    """A piece of a line in one face and size, raised by ``rise`` points (superscripts)."""

    text: str
    face: Face
    size: float
    role: str
    rise: float = 0.0


@dataclass
class Canvas:
    """Pages being drawn and the items drawn on them."""

    doc: pymupdf.Document
    width: float = 612.0
    height: float = 792.0
    items: list[Item] = field(default_factory=list)
    _fonts: dict[tuple[int, str], str] = field(default_factory=dict)

    @property
    def page(self) -> pymupdf.Page:
        return self.doc[-1]

    @property
    def page_index(self) -> int:
        return int(self.doc.page_count) - 1

    def new_page(self) -> pymupdf.Page:
        return self.doc.new_page(width=self.width, height=self.height)

    def _fontname(self, face: Face) -> str:
        key = face.key
        if _is_base14(key):
            return key
        slot = (self.page_index, key)
        if slot not in self._fonts:
            name = f"F{zlib.crc32(key.encode()) % 10**6}"
            path = _font_file(key)
            self.page.insert_font(fontname=name, fontfile=str(path))
            self._fonts[slot] = name
        return self._fonts[slot]

    def text(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
        self,
        x: float,
        y: float,
        text: str,
        face: Face,
        size: float,
        role: str,
        *,
        invisible: bool = False,
        rotate: int = 0,
        color: tuple[float, float, float] = (0, 0, 0),
    ) -> float:
        """Draw one line with its baseline at ``y``; returns its width."""
        text = drawable(text, face)
        if not text:
            return 0.0
        self.page.insert_text(
            (x, y),
            text,
            fontname=self._fontname(face),
            fontsize=size,
            render_mode=3 if invisible else 0,
            rotate=rotate,
            color=color,
        )
        width = text_width(text, face, size)
        if rotate == 0:
            self.items.append(Item(self.page_index, (x, y - size, x + width, y), role, text))
        else:
            self.items.append(Item(self.page_index, (x - size, y - width, x, y), role, text))
        return width

    def runs(self, x: float, y: float, runs: list[Run]) -> float:
        """Draw pieces side by side from ``x`` on the baseline ``y``; returns the end x."""
        for run in runs:
            x += self.text(x, y - run.rise, run.text, run.face, run.size, run.role)
        return x

    def centred_runs(self, y: float, runs: list[Run], left: float, right: float) -> None:
        width = sum(text_width(drawable(r.text, r.face), r.face, r.size) for r in runs)
        self.runs(left + (right - left - width) / 2, y, runs)

    def rule(self, x0: float, y: float, x1: float, width: float = 0.6) -> None:
        self.page.draw_line((x0, y), (x1, y), width=width)

    def box(self, rect: tuple[float, float, float, float], fill: float | None = None) -> None:
        colour = None if fill is None else (fill, fill, fill)
        self.page.draw_rect(rect, color=(0, 0, 0), fill=colour, width=0.5)


def wrap(text: str, face: Face, size: float, width: float, first_indent: float = 0.0) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (the first narrower by the indent)."""
    lines: list[str] = []
    line: list[str] = []
    room = width - first_indent
    for word in drawable(text, face).split():
        trial = " ".join([*line, word])
        if line and text_width(trial, face, size) > room:
            lines.append(" ".join(line))
            line = [word]
            room = width
        else:
            line.append(word)
    if line:
        lines.append(" ".join(line))
    return lines


def hyphenate(lines: list[str], face: Face, size: float, width: float) -> list[str]:
    """Break the first long word of the next line at the end of a line where it
    fits with a hyphen, as TeX does; the truth text keeps the word whole."""
    out = list(lines)
    for i in range(len(out) - 1):
        words = out[i + 1].split(" ")
        head = words[0]
        if len(head) < 8 or not head.isalpha() or len(words) < 2:
            continue
        cut = len(head) // 2
        trial = f"{out[i]} {head[:cut]}-"
        if text_width(trial, face, size) <= width:
            out[i] = trial
            out[i + 1] = " ".join([head[cut:], *words[1:]])
    return out
