"""Glyph names read as Unicode, by the Adobe Glyph List's rules (pure; issue 25, glyphs48).

A font's own encoding (its ``/Differences`` array, or the encoding vector of its embedded
Type 1 program: ``dup 211 /alphasf put``) names the glyph each code shows.  Where the
font's ``ToUnicode`` map leaves a code out, that name is all that tells which letter the
code is (:mod:`~tapyre_paper_search.pdf.shortcmap`).  :func:`unicode_of` reads a name:

* the part before a first full stop ("alpha.alt" is "alpha"), each part between
  underscores one character or more ("f_i" is "fi");
* "uniXXXX…" (groups of four upper-case hexadecimal digits) and "uXXXX" to "uXXXXXX";
* a Latin letter's own name ("a", "Z"), a Greek letter's ("alpha", "Lambda", and the
  list's variant forms "theta1", "phi1", "omega1", "sigma1"), a few of the list's other
  letter names, or a name that is a Unicode character's name ("infinity");
* TeX's fonts' names with a style's suffix and no full stop ("alphasf", "betaalt"): the
  suffix (:data:`_SUFFIXES`) is taken off only where what is left is a letter's name.

A name read as nothing (``None``): an unknown name, ``.notdef``, a character in a
private use area, or a control character.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

_GREEK = frozenset(
    {
        "alpha",
        "beta",
        "gamma",
        "delta",
        "epsilon",
        "zeta",
        "eta",
        "theta",
        "iota",
        "kappa",
        "lambda",
        "mu",
        "nu",
        "xi",
        "omicron",
        "pi",
        "rho",
        "sigma",
        "tau",
        "upsilon",
        "phi",
        "chi",
        "psi",
        "omega",
    }
)
# The Glyph List's names for Greek letters' other forms and a few more letters.
_OTHER_NAMES = {
    "theta1": "\u03d1",
    "phi1": "\u03d5",
    "omega1": "\u03d6",
    "sigma1": "\u03c2",
    "Upsilon1": "\u03d2",
    "dotlessi": "\u0131",
    "dotlessj": "\u0237",
    "germandbls": "\u00df",
    "ae": "\u00e6",
    "AE": "\u00c6",
    "oe": "\u0153",
    "OE": "\u0152",
    "oslash": "\u00f8",
    "Oslash": "\u00d8",
    "lslash": "\u0142",
    "Lslash": "\u0141",
    "eth": "\u00f0",
    "thorn": "\u00fe",
}
# Style suffixes TeX's math and sans fonts add to a letter's name with no full stop.
_SUFFIXES = ("sf", "alt", "var", "sl", "it", "up", "bold", "rm", "ss")
_UNI = re.compile(r"uni((?:[0-9A-F]{4})+)")
_U = re.compile(r"u([0-9A-F]{4,6})")


def _greek(name: str) -> str | None:
    low = name.lower()
    if low not in _GREEK or name not in (low, low.capitalize()):
        return None
    case = "SMALL" if name == low else "CAPITAL"
    spelled = "LAMDA" if low == "lambda" else low.upper()  # Unicode's spelling
    return unicodedata.lookup(f"GREEK {case} LETTER {spelled}")


def _letter(name: str) -> str | None:
    """A letter's own name in the list: a Latin letter, a Greek one, or one of
    :data:`_OTHER_NAMES`."""
    if len(name) == 1 and name.isascii() and name.isalpha():
        return name
    return _OTHER_NAMES.get(name) or _greek(name)


def _codes(hexes: str, width: int) -> str | None:
    out = []
    for at in range(0, len(hexes), width):
        value = int(hexes[at : at + width], 16)
        if 0xD800 <= value <= 0xDFFF or value > 0x10FFFF:
            return None
        out.append(chr(value))
    return "".join(out)


def _component(name: str) -> str | None:
    if not name:
        return None
    if (found := _letter(name)) is not None:
        return found
    if match := _UNI.fullmatch(name):
        return _codes(match.group(1), 4)
    if match := _U.fullmatch(name):
        return _codes(match.group(1), len(match.group(1)))
    for suffix in _SUFFIXES:
        if name.endswith(suffix) and (found := _letter(name[: -len(suffix)])) is not None:
            return found
    if name.isascii() and name.isalpha() and len(name) > 3:
        try:
            return unicodedata.lookup(name)
        except KeyError:
            return None
    return None


@cache
def unicode_of(name: str) -> str | None:
    """The text glyph ``name`` shows, by the module's rules; ``None`` where no rule
    reads it (or it reads as a private use character or a control character)."""
    base = name.split(".", 1)[0]
    parts = [_component(part) for part in base.split("_")]
    if not base or any(part is None for part in parts):
        return None
    text = "".join(part for part in parts if part is not None)
    if any(unicodedata.category(c) in ("Co", "Cc", "Cs") for c in text):
        return None
    return text


__all__ = ["unicode_of"]
