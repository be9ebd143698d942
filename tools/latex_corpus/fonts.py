"""A per-paper text-font draw: real journals are not all set in Computer Modern.

``with_font(template, font)`` swaps the font package of a template's preamble
(``lmodern`` or ``mathptmx``, the line :data:`~latex_corpus.classes.LMODERN` and
:data:`~latex_corpus.classes.TIMES` end with) for one of :data:`FONTS`:
Times-, Palatino-, Libertine-, Charter-, Utopia-like serif faces and two sans
faces, each with math to match where TeX Live has it.  A template is offered the
draw only when its class leaves the text font to the preamble
(:func:`drawable`); classes that set their own (asmejour's Termes and
Helvetica, acmart's Libertine in the formats the corpus leaves it, apa7, sageep)
keep it, and so do the pairs in :data:`REFUSED`, which do not compile.
``draw_font(template, rng)`` picks one of the fonts the template accepts, or
``""`` (the class's own) where it takes none; the paper's truth records it as
the kind ``font:NAME`` (``font:class`` for the class's own).
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import replace

from latex_corpus.classes import Template

FONT_LINES = ("\\usepackage{lmodern}\n", "\\usepackage{mathptmx}\n")
FONTS: dict[str, str] = {
    "lmodern": "\\usepackage{lmodern}\n",
    "times": "\\usepackage{mathptmx}\n",
    "palatino": "\\usepackage{newpxtext}\n\\usepackage{newpxmath}\n",
    "libertine": "\\usepackage{libertine}\n\\usepackage{libertinust1math}\n",
    "charter": "\\usepackage{XCharter}\n",
    "kpfonts": "\\usepackage{kpfonts}\n",
    "fourier": "\\usepackage{fourier}\n",
    "stix2": "\\usepackage{stix2}\n",
    "helvetica": (
        "\\usepackage[scaled=0.92]{helvet}\n\\renewcommand{\\familydefault}{\\sfdefault}\n"
    ),
    "opensans": "\\usepackage[default]{opensans}\n",
}
# Title faces real journals set over a serif body: a bold condensed sans (Helvetica
# condensed, as asmejour's stand-in) over Times, small capitals over Latin Modern.  The
# class's ``\title`` (its optional short title kept) wraps the title in the face.
# They are drawn only when named (``--fonts NAME``), so a draw among all fonts, and
# the corpora built with one, stay as they were.
_TITLE = (
    "\\NewCommandCopy\\corpusTitle\\title\n"
    "\\RenewDocumentCommand\\title{om}{\\IfNoValueTF{#1}"
    "{\\corpusTitle{{FACE#2}}}{\\corpusTitle[#1]{{FACE#2}}}}\n"
)
TITLE_FACES: dict[str, str] = {
    "times-sanstitle": FONTS["times"]
    + _TITLE.replace("FACE", "\\fontfamily{phv}\\fontseries{bc}\\selectfont "),
    "lmodern-smallcapstitle": FONTS["lmodern"] + _TITLE.replace("FACE", "\\scshape "),
}
FACES = FONTS | TITLE_FACES
_MATH = ("fourier", "palatino", "libertine", "kpfonts", "stix2")
# Template and font pairs that do not compile: the font's math clashes with the symbols
# the class (or its math packages) define: found by compiling each template with the
# math-bearing fonts once, and by the corpus builds (ieeeconf's helvetica, kluwer's charter).
_CLASHES: dict[str, tuple[str, ...]] = {
    "aomart": ("fourier", "palatino", "libertine", "kpfonts"),
    "cas-dc": ("fourier", "palatino", "kpfonts"),
    "acmart-sigconf": _MATH,
    "acmart-acmsmall": _MATH,
    "revtex-aps": ("palatino",),
    "revtex-aip": ("palatino",),
    "aastex-twocolumn": ("palatino",),
    "aastex-preprint": ("palatino",),
    "mnras": ("stix2",),
    "ieeeconf": ("fourier", "helvetica"),
    "kluwer": ("palatino", "libertine", "kpfonts", "charter"),
    "cje": ("palatino",),
    # latex21's held-out classes: active-conf sets its own math alphabets and helvet
    "active-conf": ("times", "palatino", "kpfonts", "fourier", "stix2", "helvetica"),
    "lps": ("fourier",),
    "revtex-collab": ("palatino",),  # latex29's held-out REVTeX preprint, as revtex-aps
    "shaded-left-abstract": ("stix2",),  # latex60's mnras arrangement, as mnras
    "keypoints-first": ("stix2",),  # latex61's bfhpub arrangement (seed 6302's failures)
    "findings-box-after": ("palatino", "kpfonts", "stix2"),  # latex63's (gammas)
    "edited-by-line": ("palatino", "fourier", "stix2", "helvetica"),  # latex63's (pocoec)
    "access-row": ("stix2",),  # latex63's (apecon)
    "pullout-box": ("palatino", "fourier"),  # latex67's (fiche: \parallel defined twice)
    "bilingual-thesis": ("fourier",),  # latex69's (onrannual's mathptmx: \hbar twice)
    "boxed-cover": ("fourier",),  # latex69's (metanorma: \warning defined twice)
    "corresponding-foot": ("stix2",),  # latex70's (contracard: textcomp's options clash)
}
REFUSED: frozenset[tuple[str, str]] = frozenset(
    (template, font) for template, fonts in _CLASHES.items() for font in fonts
)


def drawable(template: Template) -> bool:
    """Whether ``template``'s preamble chooses the text font (so a draw can replace it)."""
    return any(line in template.preamble for line in FONT_LINES)


def fonts_for(template: Template, among: Sequence[str] | None = None) -> list[str]:
    """The fonts ``template`` can be set in by a draw (none where the class sets its own);
    title faces only where ``among`` names them."""
    if not drawable(template):
        return []
    named = [f for f in TITLE_FACES if among and f in among]
    return [f for f in [*FONTS, *named] if (template.name, f) not in REFUSED]


def draw_font(template: Template, rng: random.Random, among: Sequence[str] | None = None) -> str:
    """One of :func:`fonts_for` ``template`` drawn with ``rng`` (only those in ``among``,
    when it names any), or ``""`` for none."""
    choices = [f for f in fonts_for(template, among) if not among or f in among]
    return rng.choice(choices) if choices else ""


def with_font(template: Template, font: str) -> Template:
    """``template`` with its preamble's font package replaced by ``font``'s (``""``: as is)."""
    if not font:
        return template
    if font not in fonts_for(template, [font]):
        raise ValueError(f"{template.name} cannot be set in {font}")
    # one pass: a face's lines may hold another font line (the title faces' mathptmx)
    lines = "|".join(re.escape(line) for line in FONT_LINES)
    preamble = re.sub(lines, lambda _: FACES[font], template.preamble)
    return replace(template, preamble=preamble)


def font_kind(font: str) -> str:
    """The truth kind of a paper set in ``font`` (``""``: the class's own)."""
    return f"font:{font or 'class'}"


__all__ = [
    "FACES",
    "FONTS",
    "REFUSED",
    "TITLE_FACES",
    "draw_font",
    "drawable",
    "font_kind",
    "fonts_for",
    "with_font",
]
