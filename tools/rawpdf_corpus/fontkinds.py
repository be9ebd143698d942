"""The font kinds a raw PDF is written with, and which a split may draw.

A kind says how a paper's fonts are written and how their text is mapped:

``program``   "none" (a Type 1 font named as a subset, not embedded), "cff" (the face's
              CFF program embedded, ``FontFile3``/``Type1C``), "truetype" (a TrueType
              program embedded, ``FontFile2``) or "type3" (a ``Type3`` font: a glyph
              procedure a code, :mod:`rawpdf_corpus.type3`);
``composite`` a ``Type0`` font (``Identity-H``, two-byte codes that are the program's
              glyph ids) over a ``CIDFontType2`` (TrueType) or ``CIDFontType0`` (CFF,
              ``CIDFontType0C``) descendant; otherwise a simple font whose codes are
              given out in drawing order under its own ``Differences`` encoding;
``names``     the glyph names of a simple font's ``Differences``: "adobe" (Adobe's
              list: /e, /fi, /eacute…), "opaque" (meaningless: /g12, as subsetting
              tools rename glyphs), "uni" (/uni00E9 for every glyph) or "underscore"
              (Adobe's list, a ligature named by its letters joined by underscores:
              /f_i, /f_f_i, as font editors name them), "indexed" (/a0, /a1, … by
              code, as TeX's bitmap-font drivers name a PK font's glyphs) or "suffixed" (the
              "underscore" names with OpenType variants' suffixes: /a.sc, /one.osf,
              /f_i.liga, as a subsetter names the alternates a layout used);
``tounicode`` "none", "letters" (a ligature maps to its letters) or "ligature" (to
              U+FB01…); a composite font's map is written with ``bfrange`` runs;
``faults``    the map's faults seen in the wild: "nbsp" (a name's words joined by a
              no-break space glyph, U+00A0), "combining" (an accented letter drawn as
              its letter and a zero-width combining accent glyph, U+0301…),
              "spacing" (drawn as its letter and a zero-width spacing accent glyph,
              U+00B4…), "twice" (each face's subset written twice, under two resource
              names, words drawn with either), "shy" (a long word of a name drawn with
              a zero-width soft hyphen glyph inside it, U+00AD, as a layout tool's
              discretionary hyphen is exported), "partial" (a composite font's map
              covers only part of its glyphs: the ligatures, digits and letters
              beyond ASCII are left out of it, as a map written from the program's
              own character table misses the glyphs no character names),
              "actualtext" (no map and opaque names, but every line drawn inside a
              ``/Span`` marked-content sequence whose ``/ActualText`` gives its text:
              :func:`rawpdf_corpus.passes.actual_text`), "ranges" (a composite
              font's ``/Encoding`` an embedded CMap of one-byte and two-byte codes,
              not ``Identity-H``: :mod:`rawpdf_corpus.ranges`), "bitmap" (a
              ``Type3`` font whose glyph procedures paint a bitmap of the glyph, an
              image mask, as old TeX drivers wrote PK fonts: :mod:`rawpdf_corpus.bitmaps`),
              "pua" (the ``ToUnicode`` map sends every character below U+0100 to the
              private-use area, U+F000 plus its code, as a symbol-encoded font's
              map is written: :func:`rawpdf_corpus.bitmaps.pua`).

The train split draws every kind of rounds 60 to 64 (round 61's held-out kinds are
train kinds since round 63, round 63's since round 64, round 64's ``Type3`` fonts with
no map since round 65, round 65's composite fonts with a partial map since round 66,
round 66's ``Type3`` font whose ligatures are named /f_i and unmapped CFF font whose
lines carry ``/ActualText`` since round 67, round 67's simple font whose glyph names
carry variants' suffixes (``suffixed-names``) and composite font with an embedded CMap
of one- and two-byte codes (``type0-ranges``) since round 68); round 68's held-out kinds
are a ``Type3`` font of bitmap glyphs named /a0, /a1… with no map (``type3-bitmap``: the
text layer is unusable and only OCR reads the page) and a composite font whose map
sends the text to the private-use area (``type0-pua``); the held-out split only kinds
no train corpus is written with.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FontKind:
    """One way of writing a paper's fonts (see the module's docstring)."""

    name: str
    program: str = "none"
    composite: bool = False
    names: str = "adobe"
    tounicode: str = "none"
    faults: frozenset[str] = frozenset()

    @property
    def readable(self) -> bool:
        """Whether a reader can learn the text from the text layer at all: from a map
        (not one into the private-use area) or from names."""
        if "pua" in self.faults:
            return False
        mapped = self.tounicode != "none" or "actualtext" in self.faults
        return mapped or self.names not in ("opaque", "indexed")


_TRAIN = (
    FontKind("names"),
    FontKind("tounicode", tounicode="letters"),
    FontKind("tounicode-lig", tounicode="ligature"),
    FontKind("cff-opaque-tounicode", "cff", names="opaque", tounicode="letters"),
    FontKind("cff-opaque", "cff", names="opaque"),
    FontKind("type0-truetype", "truetype", True, tounicode="letters", faults=frozenset({"twice"})),
    FontKind(
        "tounicode-faults", "cff", tounicode="letters", faults=frozenset({"nbsp", "combining"})
    ),
    FontKind("type0-cff", "cff", True, tounicode="ligature", faults=frozenset({"combining"})),
    FontKind("cff-uni-names", "cff", names="uni"),
    FontKind("spacing-accents", tounicode="letters", faults=frozenset({"spacing", "twice"})),
    FontKind("type3", "type3", tounicode="letters"),
    FontKind("soft-hyphens", tounicode="letters", faults=frozenset({"shy"})),
    FontKind("type3-names", "type3"),
    FontKind("type3-uni-names", "type3", names="uni"),
    FontKind("type0-truetype-partial", "truetype", True, tounicode="letters",
             faults=frozenset({"partial"})),
    FontKind("type0-cff-partial", "cff", True, tounicode="ligature",
             faults=frozenset({"partial"})),
    FontKind("type3-underscore-names", "type3", names="underscore"),
    FontKind("cff-actualtext", "cff", names="opaque", faults=frozenset({"actualtext"})),
    FontKind("suffixed-names", names="suffixed"),
    FontKind("type0-ranges", "truetype", True, tounicode="letters", faults=frozenset({"ranges"})),
)  # fmt: skip
_HELD = (
    FontKind("type3-bitmap", "type3", names="indexed", faults=frozenset({"bitmap"})),
    FontKind("type0-pua", "truetype", True, tounicode="letters", faults=frozenset({"pua"})),
)

KINDS: dict[str, FontKind] = {kind.name: kind for kind in _TRAIN + _HELD}
TRAIN = tuple(kind.name for kind in _TRAIN)
HELDOUT = tuple(kind.name for kind in _HELD)


def font_kinds(split: str) -> tuple[str, ...]:
    """The font kinds a ``split`` ("train" or "heldout") corpus draws from."""
    return TRAIN if split == "train" else HELDOUT
