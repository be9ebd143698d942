"""The fonts of one raw PDF, written as a :class:`~rawpdf_corpus.fontkinds.FontKind`
says (named as subsets, "ABCDEF+Times-Roman"; the objects by :mod:`rawpdf_corpus.embedded`).

A simple font's codes are given out in the order characters are first drawn (33, 34,
…; 32 is the space, drawn only in letter-spaced headings), as a subsetting tool gives
them, under its own ``Differences`` encoding, so a code says nothing of its character:
a reader learns the text from the glyph names or from a ``ToUnicode`` map.  A composite
font's codes are the glyph ids of its program (two bytes).  With ``ligatures`` on, ff,
fi, fl, ffi and ffl are drawn as one glyph each; the kind's faults draw an accented
letter as two glyphs or a name's word gap as a no-break space glyph.  A simple face
needing more than 223 codes gets a second font resource.  Widths come from PyMuPDF's
metrics of the base-14 font (``pymupdf.Font``)."""

from __future__ import annotations

import random
import string
import unicodedata
from dataclasses import dataclass, field

import pymupdf

from rawpdf_corpus.fontkinds import KINDS, FontKind
from rawpdf_corpus.ranges import hex_digits, ranged_code

FACES = {
    "serif": ("tiro", "Times-Roman"),
    "serif-bold": ("tibo", "Times-Bold"),
    "serif-italic": ("tiit", "Times-Italic"),
    "sans": ("helv", "Helvetica"),
    "sans-bold": ("hebo", "Helvetica-Bold"),
    "sans-italic": ("heit", "Helvetica-Oblique"),
}
LIGATURES = {"ffi": "\ufb03", "ffl": "\ufb04", "ff": "\ufb00", "fi": "\ufb01", "fl": "\ufb02"}
_LIGATURE_NAMES = {"ffi": "ffi", "ffl": "ffl", "ff": "ff", "fi": "fi", "fl": "fl"}
_FIRST, _LAST = 33, 255
TRUETYPE = "cjk"  # MuPDF's built-in TrueType font (Droid Sans Fallback)
_SPARE = 0xF000  # a composite font's codes for glyphs its program lacks
# Spacing accents for the "spacing" fault (U+00B4…), by combining accent.
_SPACING = dict(
    zip("\u0301\u0300\u0308\u0302\u0303\u030c\u0327\u030a\u0328\u0307\u0306\u030b",
        "\u00b4`\u00a8\u02c6\u02dc\u02c7\u00b8\u02da\u02db\u02d9\u02d8\u02dd", strict=True)
)  # fmt: skip
_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_PUNCTUATION = dict(
    zip(" !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", [
        "space", "exclam", "quotedbl", "numbersign", "dollar", "percent", "ampersand",
        "quotesingle", "parenleft", "parenright", "asterisk", "plus", "comma", "hyphen",
        "period", "slash", "colon", "semicolon", "less", "equal", "greater", "question", "at",
        "bracketleft", "backslash", "bracketright", "asciicircum", "underscore", "grave",
        "braceleft", "bar", "braceright", "asciitilde",
    ], strict=True)
)  # fmt: skip


@dataclass(frozen=True)
class Glyph:
    """One drawn glyph: its font resource, its code there, its advance (1000 units a
    point of size) and the text it stands for (two or three letters for a ligature, an
    accent alone for an accent glyph); ``digits``: the code's hex digits (4: a
    composite font's)."""

    font: str
    code: int
    width: float
    text: str
    digits: int = 2

    @property
    def hex(self) -> str:
        """The code as a content stream's hex string holds it."""
        return f"{self.code:0{self.digits}X}"


@dataclass
class Subset:
    """One font resource: its face, its codes by piece (a character, a ligature's letters,
    an accent) and their widths; ``alias``: a second resource name of the same subset."""

    resource: str
    face: str
    codes: dict[str, int] = field(default_factory=dict)
    widths: dict[int, float] = field(default_factory=dict)
    alias: str = ""

    @property
    def base(self) -> str:
        """The base-14 font's PostScript name."""
        return FACES[self.face][1]


class Fonts:
    """The fonts of one PDF, giving codes out as text is drawn; :meth:`write` puts the
    font objects into the document once everything is drawn."""

    def __init__(self, mapping: str, ligatures: bool, rng: random.Random) -> None:
        if mapping not in KINDS:
            raise ValueError(f"font kind {mapping!r} is none of {tuple(KINDS)}")
        self.mapping = mapping
        self.kind: FontKind = KINDS[mapping]
        self.ligatures = ligatures
        self.tag = "".join(rng.choice(string.ascii_uppercase) for _ in range(6))
        self._pick = random.Random(self.tag)  # which alias a word is drawn with
        self.subsets: dict[str, list[Subset]] = {}
        self._metrics: dict[str, pymupdf.Font] = {}
        self._faces: dict[str, str] = {}
        self.programs: dict[str, int] = {}  # a program's stream xref, by face (written once)

    def face_of(self, resource: str) -> str:
        """The face whose font resource is ``resource``."""
        return self._faces[resource]

    def metrics(self, face: str) -> pymupdf.Font:
        """The base-14 font of ``face`` (its metrics, glyph ids and CFF program), or
        for "truetype" the TrueType program every face of a "truetype" kind embeds
        (MuPDF's built-in fallback font: its glyph ids, not its metrics, are used)."""
        name = TRUETYPE if face == "truetype" else FACES[face][0]
        return self._metrics.setdefault(face, pymupdf.Font(name))

    def advance(self, face: str, text: str) -> float:
        """The advance of ``text`` (one character or a ligature's letters) in ``face``,
        in 1000 units a point."""
        font = self.metrics(face)
        if len(text) > 1:
            lig = ord(LIGATURES[text])
            if font.has_glyph(lig):
                return float(font.glyph_advance(lig)) * 1000
            return sum(self.advance(face, c) for c in text)
        if not font.has_glyph(ord(text)):
            return 500.0
        return float(font.glyph_advance(ord(text))) * 1000

    def bound(self, name: str) -> str:
        """``name`` as a byline draws it: its words joined by no-break spaces where the
        kind has the "nbsp" fault, a soft hyphen inside each word of seven letters or
        more where it has the "shy" fault."""
        if "shy" in self.kind.faults:
            name = " ".join(
                w[: len(w) // 2] + "\u00ad" + w[len(w) // 2 :] if len(w) >= 7 else w
                for w in name.split(" ")
            )
        return name.replace(" ", "\u00a0") if "nbsp" in self.kind.faults else name

    def glyphs(self, face: str, text: str) -> list[Glyph]:
        """The glyphs drawing ``text`` (no spaces in it) in ``face``."""
        out = []
        at = 0
        while at < len(text):
            piece = text[at]
            if self.ligatures:
                piece = next((lig for lig in LIGATURES if text.startswith(lig, at)), piece)
            out += [self._glyph(face, part) for part in self._parts(piece)]
            at += len(piece)
        if out and "twice" in self.kind.faults and self._pick.random() < 0.5:
            alias = self._subset(face, out[0].text).alias
            out = [Glyph(alias, g.code, g.width, g.text, g.digits) for g in out]
        return out

    def _parts(self, piece: str) -> list[str]:
        """An accented letter as its letter and its accent where the kind's faults say."""
        split = self.kind.faults & {"combining", "spacing"}
        parts = unicodedata.normalize("NFD", piece)
        if not split or len(piece) > 1 or len(parts) != 2 or not parts[0].isascii():
            return [piece]
        accent = parts[1] if "combining" in split else _SPACING.get(parts[1], "")
        return [parts[0], accent] if accent else [piece]

    def space(self, face: str) -> Glyph:
        """The space glyph of ``face`` (code 32), for word spacing by ``Tw``."""
        return self._glyph(face, " ")

    def _subset(self, face: str, piece: str) -> Subset:
        subsets = self.subsets.setdefault(face, [])
        for subset in subsets:
            full = len(subset.codes) >= _LAST - _FIRST + 1 and not self.kind.composite
            if piece in subset.codes or not full:
                return subset
        prefix = "T0" if self.kind.composite else "T1"
        resource = f"{prefix}_{sum(len(s) for s in self.subsets.values())}"
        alias = f"{resource}b" if "twice" in self.kind.faults else ""
        subsets.append(Subset(resource, face, alias=alias))
        self._faces[resource] = face
        if alias:
            self._faces[alias] = face
        return subsets[-1]

    def _glyph(self, face: str, piece: str) -> Glyph:
        subset = self._subset(face, piece)
        code = subset.codes.get(piece)
        if code is None:
            code = self._code(subset, piece)
            subset.codes[piece] = code
        accent = len(piece) == 1 and (unicodedata.combining(piece) or piece in _SPACING.values())
        zero = piece == "\u00ad" or (accent and bool(self.kind.faults & {"combining", "spacing"}))
        subset.widths[code] = 0.0 if zero else self.advance(face, piece)
        digits = 4 if self.kind.composite else 2
        if "ranges" in self.kind.faults:
            digits = hex_digits(code)
        return Glyph(subset.resource, code, subset.widths[code], piece, digits)

    def _code(self, subset: Subset, piece: str) -> int:
        """A new code: the next free one (simple fonts; the space is 32), else the
        program's glyph id, or a spare code where the program lacks the glyph or gave
        its id to another piece."""
        if not self.kind.composite:
            return 32 if piece == " " else _FIRST + len(set(subset.codes) - {" "})
        char = LIGATURES.get(piece, piece)
        program = self.metrics("truetype" if self.kind.program == "truetype" else subset.face)
        gid = int(program.has_glyph(ord(char)))
        taken = set(subset.codes.values())
        if "ranges" in self.kind.faults:
            return ranged_code(piece, taken)
        return gid if gid and gid not in taken else _SPARE + len(taken)

    def write(self, doc: pymupdf.Document) -> dict[str, int]:
        """Write every font object into ``doc``; gives each resource name's xref."""
        from rawpdf_corpus.embedded import write_font

        out = {}
        for subsets in self.subsets.values():
            for subset in subsets:
                out[subset.resource] = write_font(doc, self, subset)
                if subset.alias:
                    out[subset.alias] = write_font(doc, self, subset)
        return out


_OPAQUE = ("g{}", "glyph{}", "c{:04X}")


def glyph_name(piece: str, names: str, code: int) -> str:
    """The glyph name a ``names`` ("adobe", "underscore", "uni" or "opaque") encoding gives
    ``piece`` at ``code``: Adobe's list (else ``uniXXXX``; "underscore": a ligature's
    letters joined by underscores, ``f_f_i``), ``uniXXXX`` for every glyph (a
    ligature's ``uni`` name joins its letters' hex, as subsetting tools write them),
    a name telling nothing of the glyph (``g45``, ``glyph45``, ``c002D``; the space
    keeps its name), or ("suffixed") the "underscore" name with an OpenType variant's
    suffix, ``a.sc``, ``one.osf``, ``f_i.liga``, as a subsetter names the alternate
    glyphs a layout used, or ("indexed") ``a`` and the code's place, ``a0``, ``a1``, as
    TeX's bitmap-font drivers name a PK font's glyphs."""
    if names == "suffixed" and piece != " ":
        return glyph_name(piece, "underscore", code) + _suffix(piece, code)
    if names == "indexed" and piece != " ":
        return f"a{code - _FIRST}"
    if names == "opaque" and piece != " ":
        return _OPAQUE[code % len(_OPAQUE)].format(code)
    if names == "uni" and piece != " ":
        return "uni" + "".join(f"{ord(c):04X}" for c in piece)
    if len(piece) > 1:
        return "_".join(piece) if names == "underscore" else _LIGATURE_NAMES[piece]
    if piece.isascii() and piece.isalnum():
        return piece if piece.isalpha() else _DIGITS[int(piece)]
    if piece in _PUNCTUATION:
        return _PUNCTUATION[piece]
    point = ord(piece)
    return f"uni{point:04X}" if point <= 0xFFFF else f"u{point:06X}"


def _suffix(piece: str, code: int) -> str:
    """A variant's suffix for ``piece``: a ligature's ``.liga``, a digit's ``.osf`` or
    ``.lf``, a lower-case letter's ``.sc`` or ``.alt``, a capital's ``.ss01`` or
    ``.swsh``, anything else's ``.case`` (which of two, by the code's parity)."""
    if len(piece) > 1:
        return ".liga"
    pair = (".case", ".case")
    if piece.isdigit():
        pair = (".osf", ".lf")
    elif piece.islower():
        pair = (".sc", ".alt")
    elif piece.isupper():
        pair = (".ss01", ".swsh")
    return pair[code % 2]
