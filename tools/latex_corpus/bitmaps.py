"""A paper's LaTeX set in METAFONT's bitmap fonts only, as dvips with PK fonts (and many
arXiv PDFs) embeds them.

:func:`bitmap_source` empties pdfTeX's font map (``\\pdfmapfile{}``) ahead of the
document, so that every font is embedded as a Type 3 font of METAFONT's bitmaps
(glyphs named ``/a`` + code, no ``ToUnicode``), and drops the packages of outline
fonts that have no METAFONT sources (Latin Modern, Times, Helvetica, ...): a class
that loads ``fontenc`` with T1 is then set in the EC fonts (T1 bitmaps), one that
does not in Computer Modern (OT1 bitmaps); ``t1=False`` drops ``fontenc`` too, so
every paper can be drawn in either encoding (:func:`bitmap_kinds` names which, from
the source and the compile's log: a class may load T1 itself).
"""

from __future__ import annotations

import re

BITMAP_KIND = "bitmap-fonts"
_OUTLINE_ONLY = re.compile(
    r"\\usepackage(?:\[[^\]]*\])?\{(?:lmodern|mathptmx|times|helvet|newtxtext|newtxmath"
    r"|mathpazo|opensans|libertine|charter|XCharter|kpfonts|fourier|stix2|tgtermes)\}\n?"
)
_FONTENC = re.compile(r"\\usepackage\[T1\]\{fontenc\}\n?")
MAP_NOTHING = "\\pdfmapfile{}\n"
# The bitmap font files pdfTeX lists at a log's end (its lines broken at 79 characters):
# the EC fonts are T1's, Computer Modern's text fonts OT1's.
_EC_FONT = re.compile(r"/ec[a-z]{2}\d{4}\.\d*pk>")
_CM_TEXT_FONT = re.compile(r"/cm(?:r|bx|ti|sl|ss|tt|csc|ssbx|ssi|bxti)\d+\.\d*pk>")


def bitmap_source(source: str, *, t1: bool = True) -> str:
    """``source`` with every font a bitmap font (see the module docstring); without
    ``t1`` in TeX's own OT1 encoding whatever the class's preamble asked."""
    source = _OUTLINE_ONLY.sub("", source)
    return MAP_NOTHING + (source if t1 else _FONTENC.sub("", source))


def bitmap_kinds(source: str, log: str = "") -> list[str]:
    """The truth kinds of a :func:`bitmap_source` paper: ``bitmap-fonts`` and
    ``encoding:t1`` or ``encoding:ot1``: T1 where its pdflatex ``log`` lists more EC
    fonts than Computer Modern text fonts (a class may load ``fontenc`` with T1 itself:
    cas-dc, sugconf, pracjourn, ...), without a log where the source loads T1."""
    files = log.replace("\n", "")
    ec, cm = len(_EC_FONT.findall(files)), len(_CM_TEXT_FONT.findall(files))
    t1 = ec > cm if ec or cm else _FONTENC.search(source) is not None
    return [BITMAP_KIND, "encoding:t1" if t1 else "encoding:ot1"]


__all__ = ["BITMAP_KIND", "bitmap_kinds", "bitmap_source"]
