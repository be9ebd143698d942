"""The corpus's font families: ReportLab's base-14 fonts (WinAnsi-encoded, never
embedded) and TrueType families from /usr/share/fonts (embedded as subsets)."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

_TRUETYPE = Path("/usr/share/fonts/truetype")
# family -> (regular, bold, italic, bold italic): base-14 names or TTF files
FAMILIES: dict[str, tuple[str, str, str, str]] = {
    "times": ("Times-Roman", "Times-Bold", "Times-Italic", "Times-BoldItalic"),
    "helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"),
    "dejavu-serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf",
                     "dejavu/DejaVuSerif-Italic.ttf", "dejavu/DejaVuSerif-BoldItalic.ttf"),
    "dejavu-sans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf",
                    "dejavu/DejaVuSans-Oblique.ttf", "dejavu/DejaVuSans-BoldOblique.ttf"),
    "liberation-serif": ("liberation2/LiberationSerif-Regular.ttf",
                         "liberation2/LiberationSerif-Bold.ttf",
                         "liberation2/LiberationSerif-Italic.ttf",
                         "liberation2/LiberationSerif-BoldItalic.ttf"),
    "liberation-sans": ("liberation2/LiberationSans-Regular.ttf",
                        "liberation2/LiberationSans-Bold.ttf",
                        "liberation2/LiberationSans-Italic.ttf",
                        "liberation2/LiberationSans-BoldItalic.ttf"),
}  # fmt: skip
# for text a base-14 family's WinAnsi encoding or a TrueType family's glyphs cannot show
FALLBACK = {
    "times": "dejavu-serif",
    "helvetica": "dejavu-sans",
    "liberation-serif": "dejavu-serif",
    "liberation-sans": "dejavu-sans",
}


def _register(family: str) -> str:
    faces = FAMILIES[family]
    if not faces[0].endswith(".ttf"):
        return faces[0]
    names = [f"{family}-{i}" for i in range(4)]
    for name, file in zip(names, faces, strict=True):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, str(_TRUETYPE / file)))
    for (bold, italic), name in zip(((0, 0), (1, 0), (0, 1), (1, 1)), names, strict=True):
        addMapping(names[0], bold, italic, name)
    return names[0]


def _shows(family: str, text: str) -> bool:
    """Whether ``family``'s regular face shows every character of ``text`` (ReportLab
    draws a character a TrueType font lacks as nothing, a NUL in the text layer)."""
    if not FAMILIES[family][0].endswith(".ttf"):
        try:
            text.encode("cp1252")
        except UnicodeEncodeError:
            return False
        return True
    face = pdfmetrics.getFont(_register(family)).face
    return all(ord(c) in face.charToGlyph for c in set(text) if not c.isspace())


def family_for(family: str, texts: list[str]) -> tuple[str, str]:
    """The family used for ``texts`` (``family``, or its :data:`FALLBACK` where it cannot
    show them all) and its regular font's registered name.  A DejaVu family is used as
    it is: text it lacks glyphs for (CJK) is drawn as nothing."""
    if family in FALLBACK and not _shows(family, "".join(texts)):
        family = FALLBACK[family]
    return family, _register(family)
