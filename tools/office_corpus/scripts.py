"""Raised and lowered runs in a word-processor paper's body (``build.py --scripts``).

The office corpus set no superscript or subscript, so no figure measured how a reader
takes a word processor's: a font's own glyphs shrunk and moved off the baseline by the
word processor (LibreOffice: 58% of the size, raised 33% or lowered 8% of it), not
TeX's script fonts.  With ``--scripts`` each paper's body holds, as the last paragraph
its final section's heading, a power of a lone digit ("2" and a raised "16" or "n")
in a sentence of its own (past the front pages where the paper is long enough, so
that no other raised or lowered type on its page cues the reader), and before its
second section's, a chemical formula with subscript digits ("CeAg₂Ge₂"), a footnote
mark after a year (a raised "1" glued to "1998") and an index ("x" and a lowered "i").

What a reader should give (:func:`sentence`'s plain texts, the row ``body.jsonl``
holds): a power as "^" and its exponent ("2^16", the package's reading of exponents),
subscript digits glued to their element ("CeAg2Ge2"), the year without its mark
("1998,"), the index glued to its letter ("xi").
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run

# (base, raised): "2" and a raised "16" read "2^16"
_POWERS = (("2", "16"), ("2", "n"), ("3", "k"), ("2", "32"), ("4", "8"))
# a formula: its pieces, a lowered piece's text in a tuple
_FORMULAE: tuple[tuple[str | tuple[str], ...], ...] = (
    ("H", ("2",), "O"), ("CO", ("2",)), ("CeAg", ("2",), "Ge", ("2",)),
    ("Fe", ("3",), "O", ("4",)),
)  # fmt: skip
_YEARS = (1998, 2004, 2011, 1987)


def sentence(paper: Paper) -> tuple[list[list[Run]], list[str]]:
    """``paper``'s two added paragraphs as runs (the power; the formula, the year's mark
    and the index), and their plain texts as a reader should give them (drawn from the
    paper's seed: the same paper gets the same paragraphs)."""
    rng = random.Random(f"office-scripts:{paper.seed}")
    base, raised = rng.choice(_POWERS)
    formula = rng.choice(_FORMULAE)
    year = rng.choice(_YEARS)
    power = [Run(f"We tested {base}"), Run(raised, superscript=True), Run(" settings in all.")]
    runs = [Run("The ")]
    for piece in formula:
        runs.append(Run(piece[0], subscript=True) if isinstance(piece, tuple) else Run(piece))
    runs += [
        Run(f" samples were first noted in {year}"),
        Run("1", superscript=True),
        Run(", and each sample x"),
        Run("i", subscript=True),
        Run(" was weighed twice."),
    ]
    flat = "".join(p[0] if isinstance(p, tuple) else p for p in formula)
    texts = [
        f"We tested {base}^{raised} settings in all.",
        f"The {flat} samples were first noted in {year}, and each sample xi was weighed twice.",
    ]
    return [power, runs], texts


__all__ = ["sentence"]
