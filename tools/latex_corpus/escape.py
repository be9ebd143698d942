"""Plain text to LaTeX source, and the text the typeset PDF prints.

``latex(text)`` escapes LaTeX's special characters and maps the Unicode a
pdfTeX document with ``inputenc``/``fontenc`` T1 cannot take directly (Greek
letters, math symbols, dashes, curly quotes) to LaTeX commands.  Letters with
accents from Latin-1 and Latin Extended-A pass through (T1 has them).  Any
other character raises :class:`UntypesettableError`, so the caller drops the record
instead of guessing.

``printed(text)`` is what the PDF shows for ``latex(text)``: the same text,
but for the straight quotes pdfTeX turns into curly ones (``'`` → ``’``,
`````` → ``‘``).  The truth files use it.

arXiv abstracts arrive here already flattened to plain text by
``pdfgen.sources.tex_to_text`` (``$\\alpha$`` → ``α``, other math commands
dropped); we typeset that plain text, so the truth is the text as printed.
"""

from __future__ import annotations

import re
import unicodedata


class UntypesettableError(ValueError):
    """A character pdfLaTeX with T1 fonts cannot print (the record is skipped)."""


_SPECIALS = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "$": r"\$",
    "&": r"\&",
    "#": r"\#",
    "%": r"\%",
    "_": r"\_",
    "^": r"\textasciicircum{}",
    "~": r"\textasciitilde{}",
    "<": r"\textless{}",
    ">": r"\textgreater{}",
    "|": r"\textbar{}",
    '"': r"\textquotedbl{}",
    "`": "`{}",
    "\u2013": "--",
    "\u2014": "---",
    "\u2018": "`",
    "\u2019": "'",
    "\u201c": "``",
    "\u201d": "''",
    "\u2026": r"\ldots{}",
    "\u00b0": r"\textdegree{}",
    "\u00a9": r"\textcopyright{}",
    "\u00b1": r"\ensuremath{\pm}",
    "\u00d7": r"\ensuremath{\times}",
    "\u00b7": r"\ensuremath{\cdot}",
    "\u00b5": r"\ensuremath{\mu}",
    "\u2212": r"\ensuremath{-}",
}
_MATH = {
    "α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "epsilon", "ζ": "zeta",
    "η": "eta", "θ": "theta", "ϑ": "vartheta", "κ": "kappa", "λ": "lambda", "μ": "mu",
    "ν": "nu", "ξ": "xi", "π": "pi", "ρ": "rho", "σ": "sigma", "τ": "tau", "φ": "phi",
    "χ": "chi", "ψ": "psi", "ω": "omega", "Γ": "Gamma", "Δ": "Delta", "Θ": "Theta",
    "Λ": "Lambda", "Ξ": "Xi", "Π": "Pi", "Σ": "Sigma", "Φ": "Phi", "Ψ": "Psi", "Ω": "Omega",
    "ℓ": "ell", "∓": "mp", "≤": "leq", "≥": "geq", "→": "to", "∞": "infty", "∼": "sim",
    "≈": "approx", "∂": "partial", "∑": "sum", "∫": "int", "∈": "in", "∩": "cap", "∪": "cup",
    "√": "surd", "≠": "neq", "∥": "parallel", "∇": "nabla",
}  # fmt: skip
# Letters pdfTeX's T1 fonts carry and utf8 inputenc maps (Latin-1 and Latin Extended-A).
_LATIN = range(0x00C0, 0x0180)
# Characters pdfTeX turns into others when it sets them (ligatures of the T1 fonts).
_PRINTED = {"'": "\u2019", "`": "\u2018"}


def latex(text: str) -> str:
    """``text`` as LaTeX source that prints it (raises :class:`UntypesettableError`)."""
    text = unicodedata.normalize("NFC", " ".join(text.split()))
    out: list[str] = []
    for char in text:
        if char in _SPECIALS or char in "-'":
            # "--" would print as an en dash and "''" (or "``") as a double quote, also
            # where one side comes from a mapped character ("\u2013-", "\u2019'"): keep
            # each its own glyph.
            piece = _SPECIALS.get(char, char)
            if out and out[-1][-1] in "-'`" and piece[0] == out[-1][-1]:
                out[-1] += "{}"
            out.append(piece)
        elif char in _MATH:
            out.append(rf"\ensuremath{{\{_MATH[char]}}}")
        elif char.isascii() or (ord(char) in _LATIN and char.isalpha()):
            out.append(char)
        else:
            raise UntypesettableError(f"cannot typeset {char!r} (U+{ord(char):04X})")
    source = "".join(out)
    # T1 ligatures: "!`" prints ¡, "?`" ¿, ",," „ and "<<"/">>" are escaped above.
    return re.sub(r"([!?,])(?=[`,])", r"\1{}", source)


def typesettable(text: str) -> bool:
    """Whether :func:`latex` can set ``text``."""
    try:
        latex(text)
    except UntypesettableError:
        return False
    return True


def printed(text: str) -> str:
    """The text a PDF shows for ``latex(text)`` (the truth to score against)."""
    text = unicodedata.normalize("NFC", " ".join(text.split()))
    return "".join(_PRINTED.get(c, c) for c in text)
