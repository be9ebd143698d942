"""The fonts of one raw PDF: simple Type 1 fonts (not embedded, named as a subset,
"ABCDEF+Times-Roman") under their own ``Differences`` encoding.

Codes are given out in the order characters are first drawn (33, 34, …; 32 is the
space, drawn only in letter-spaced headings), as a subsetting tool gives them, so a
code says nothing of its character: a reader learns the text from the glyph names
(mapping "names": no ``ToUnicode``) or from a ``ToUnicode`` map (mapping "tounicode":
a ligature maps to its letters; "tounicode-lig": to its ligature character, U+FB01…).
With ``ligatures`` on, ff, fi, fl, ffi and ffl are drawn as one glyph each.  A face
needing more than 223 codes gets a second font resource.  Widths come from PyMuPDF's
metrics of the base-14 font (``pymupdf.Font``)."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, field

import pymupdf

FACES = {
    "serif": ("tiro", "Times-Roman"),
    "serif-bold": ("tibo", "Times-Bold"),
    "serif-italic": ("tiit", "Times-Italic"),
    "sans": ("helv", "Helvetica"),
    "sans-bold": ("hebo", "Helvetica-Bold"),
    "sans-italic": ("heit", "Helvetica-Oblique"),
}
MAPPINGS = ("names", "tounicode", "tounicode-lig")
LIGATURES = {"ffi": "\ufb03", "ffl": "\ufb04", "ff": "\ufb00", "fi": "\ufb01", "fl": "\ufb02"}
_LIGATURE_NAMES = {"ffi": "ffi", "ffl": "ffl", "ff": "ff", "fi": "fi", "fl": "fl"}
_FIRST, _LAST = 33, 255
_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_PUNCTUATION = dict(
    zip(
        " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
        [
            "space",
            "exclam",
            "quotedbl",
            "numbersign",
            "dollar",
            "percent",
            "ampersand",
            "quotesingle",
            "parenleft",
            "parenright",
            "asterisk",
            "plus",
            "comma",
            "hyphen",
            "period",
            "slash",
            "colon",
            "semicolon",
            "less",
            "equal",
            "greater",
            "question",
            "at",
            "bracketleft",
            "backslash",
            "bracketright",
            "asciicircum",
            "underscore",
            "grave",
            "braceleft",
            "bar",
            "braceright",
            "asciitilde",
        ],
        strict=True,
    )
)


@dataclass(frozen=True)
class Glyph:
    """One drawn glyph: its font resource, its code there, its advance (1000 units a
    point of size) and the text it stands for (two or three letters for a ligature)."""

    font: str
    code: int
    width: float
    text: str


@dataclass
class _Subset:
    resource: str
    base: str
    codes: dict[str, int] = field(default_factory=dict)
    widths: dict[int, float] = field(default_factory=dict)


class Fonts:
    """The fonts of one PDF, giving codes out as text is drawn; :meth:`write` puts the
    font objects into the document once everything is drawn."""

    def __init__(self, mapping: str, ligatures: bool, rng: random.Random) -> None:
        if mapping not in MAPPINGS:
            raise ValueError(f"mapping {mapping!r} is none of {MAPPINGS}")
        self.mapping = mapping
        self.ligatures = ligatures
        self._tag = "".join(rng.choice(string.ascii_uppercase) for _ in range(6))
        self._subsets: dict[str, list[_Subset]] = {}
        self._metrics: dict[str, pymupdf.Font] = {}
        self._faces: dict[str, str] = {}

    def face_of(self, resource: str) -> str:
        """The face whose font resource is ``resource``."""
        return self._faces[resource]

    def advance(self, face: str, text: str) -> float:
        """The advance of ``text`` (one character or a ligature's letters) in ``face``,
        in 1000 units a point."""
        font = self._metrics.setdefault(face, pymupdf.Font(FACES[face][0]))
        if len(text) > 1:
            lig = ord(LIGATURES[text])
            if font.has_glyph(lig):
                return float(font.glyph_advance(lig)) * 1000
            return sum(self.advance(face, c) for c in text)
        if not font.has_glyph(ord(text)):
            return 500.0
        return float(font.glyph_advance(ord(text))) * 1000

    def glyphs(self, face: str, text: str) -> list[Glyph]:
        """The glyphs drawing ``text`` (no spaces in it) in ``face``."""
        out = []
        at = 0
        while at < len(text):
            piece = text[at]
            if self.ligatures:
                piece = next((lig for lig in LIGATURES if text.startswith(lig, at)), piece)
            out.append(self._glyph(face, piece))
            at += len(piece)
        return out

    def space(self, face: str) -> Glyph:
        """The space glyph of ``face`` (code 32), for word spacing by ``Tw``."""
        subset = self._subset(face, " ")
        subset.widths[32] = self.advance(face, " ")
        return Glyph(subset.resource, 32, subset.widths[32], " ")

    def _subset(self, face: str, piece: str) -> _Subset:
        subsets = self._subsets.setdefault(face, [])
        for subset in subsets:
            if piece in subset.codes or piece == " " or len(subset.codes) < _LAST - _FIRST + 1:
                return subset
        resource = f"T1_{sum(len(s) for s in self._subsets.values())}"
        subsets.append(_Subset(resource, FACES[face][1]))
        self._faces[resource] = face
        return subsets[-1]

    def _glyph(self, face: str, piece: str) -> Glyph:
        subset = self._subset(face, piece)
        code = subset.codes.setdefault(piece, _FIRST + len(subset.codes))
        subset.widths[code] = self.advance(face, piece)
        return Glyph(subset.resource, code, subset.widths[code], piece)

    def write(self, doc: pymupdf.Document) -> dict[str, int]:
        """Write every font object into ``doc``; gives each resource name's xref."""
        out = {}
        for subsets in self._subsets.values():
            for subset in subsets:
                out[subset.resource] = self._write_one(doc, subset)
        return out

    def _write_one(self, doc: pymupdf.Document, subset: _Subset) -> int:
        by_code = {code: piece for piece, code in subset.codes.items()}
        by_code[32] = " "
        last = max(by_code)
        widths = " ".join(f"{subset.widths.get(c, 0):.0f}" for c in range(32, last + 1))
        names = " ".join(f"/{_glyph_name(by_code[c])}" for c in range(32, last + 1) if c in by_code)
        diffs = f"32 {names}" if len(by_code) == last - 31 else _sparse(by_code)
        xref = int(doc.get_new_xref())
        unicode = ""
        if self.mapping != "names":
            unicode = f" /ToUnicode {self._write_cmap(doc, by_code)} 0 R"
        doc.update_object(
            xref,
            f"<< /Type /Font /Subtype /Type1 /BaseFont /{self._tag}+{subset.base} "
            f"/FirstChar 32 /LastChar {last} /Widths [{widths}] "
            f"/Encoding << /Type /Encoding /Differences [{diffs}] >>{unicode} >>",
        )
        return xref

    def _write_cmap(self, doc: pymupdf.Document, by_code: dict[int, str]) -> int:
        pairs = []
        for code, piece in sorted(by_code.items()):
            text = LIGATURES[piece] if len(piece) > 1 and self.mapping == "tounicode-lig" else piece
            pairs.append(f"<{code:02X}> <{text.encode('utf-16-be').hex().upper()}>")
        chunks = [pairs[i : i + 100] for i in range(0, len(pairs), 100)]
        body = "".join(f"{len(c)} beginbfchar\n" + "\n".join(c) + "\nendbfchar\n" for c in chunks)
        cmap = (
            "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
            "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
            "1 begincodespacerange\n<00> <FF>\nendcodespacerange\n"
            f"{body}endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"
        )
        xref = int(doc.get_new_xref())
        doc.update_object(xref, "<< >>")
        doc.update_stream(xref, cmap.encode("ascii"))
        return xref


def _sparse(by_code: dict[int, str]) -> str:
    return " ".join(f"{code} /{_glyph_name(piece)}" for code, piece in sorted(by_code.items()))


def _glyph_name(piece: str) -> str:
    """The PostScript glyph name of ``piece`` (Adobe's list, else ``uniXXXX``)."""
    if len(piece) > 1:
        return _LIGATURE_NAMES[piece]
    if piece.isascii() and piece.isalnum():
        return piece if piece.isalpha() else _DIGITS[int(piece)]
    if piece in _PUNCTUATION:
        return _PUNCTUATION[piece]
    point = ord(piece)
    return f"uni{point:04X}" if point <= 0xFFFF else f"u{point:06X}"
