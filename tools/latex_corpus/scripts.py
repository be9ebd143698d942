"""Raised and lowered type in a paper's body and title (``build.py --scripts``).

No paper the builder writes otherwise sets an exponent or a subscript, so no figure
measures how they are read. With ``--scripts`` each paper's body gains, before its
"Conclusions" section, one sentence holding a power of a number or a letter power
("$2^{16}$", "$2^{n}$"), a chemical formula with subscript digits ("H$_2$O",
"CeAg$_2$Ge$_2$"), a footnote mark after a year ("in 1998\\footnote{...}") and an
index ("$x_i$"); and one paper in two gets a title ending with a formula or a power
(set with ``\\textsubscript`` / ``\\textsuperscript`` in the title's own type).

What a reader should give for them (the truth :func:`sentence` and :func:`titled`
write): a power as "^" and its exponent ("2^16", "2^n": the package's reading of
exponents), subscript digits glued to their element ("H2O", "CeAg2Ge2"), an index
glued to its letter ("xi"), a footnote mark left out (the year "1998" alone; the
footnote's own text is printed at the page's foot and is body text too).
"""

from __future__ import annotations

import random

from latex_corpus.escape import latex
from latex_corpus.paper import Paper

# (LaTeX, plain reading)
_POWERS = (("$2^{16}$", "2^16"), ("$2^{n}$", "2^n"), ("$3^{k}$", "3^k"), ("$2^{32}$", "2^32"))
_FORMULAE = (
    ("H$_2$O", "H2O"), ("CO$_2$", "CO2"), ("CeAg$_2$Ge$_2$", "CeAg2Ge2"),
    ("Fe$_3$O$_4$", "Fe3O4"),
)  # fmt: skip
_YEARS = (1998, 2004, 2011, 1987)
_NOTE = "The earliest report we found."
_TITLE_ENDS = (
    (" in H\\textsubscript{2}O", " in H2O"),
    (" of CeAg\\textsubscript{2}Ge\\textsubscript{2}", " of CeAg2Ge2"),
    (" for 2\\textsuperscript{16} Keys", " for 2^16 Keys"),
    (" with Fe\\textsubscript{3}O\\textsubscript{4}", " with Fe3O4"),
)
_SECTION = "\\section{Conclusions}"


def _draw(paper: Paper) -> random.Random:
    return random.Random(f"scripts:{paper.seed}")


def sentence(paper: Paper) -> tuple[str, list[str]]:
    """``paper``'s added sentence as LaTeX, and its plain paragraphs (the sentence, the
    footnote's text) as a reader should give them."""
    rng = _draw(paper)
    power, power_text = rng.choice(_POWERS)
    formula, formula_text = rng.choice(_FORMULAE)
    year = rng.choice(_YEARS)
    source = (
        f"We tested {power} settings on {formula} samples, as first noted in "
        f"{year}\\footnote{{{_NOTE}}}, and each sample $x_i$ was weighed twice.\n\n"
    )
    text = (
        f"We tested {power_text} settings on {formula_text} samples, as first noted in "
        f"{year}, and each sample xi was weighed twice."
    )
    return source, [text, _NOTE]


def titled(paper: Paper) -> tuple[str, str] | None:
    """(LaTeX, plain) of the end added to ``paper``'s title, or ``None`` (one paper in
    two keeps its title)."""
    rng = _draw(paper)
    rng.random()  # the sentence's draws come first: a title's end is drawn apart
    if random.Random(f"scripts-title:{paper.seed}").random() < 0.5:
        return None
    return rng.choice(_TITLE_ENDS)


def scripted(source: str, paper: Paper) -> tuple[str, str | None]:
    """``source`` with the added sentence before its "Conclusions" section and, where
    :func:`titled` draws one, the title's end after the title; and the title a reader
    should give (``None``: the record's, unchanged). A source without the section or
    without the title's LaTeX as :func:`~latex_corpus.escape.latex` writes it is left
    as it is in that part."""
    if _SECTION in source:
        source = source.replace(_SECTION, sentence(paper)[0] + _SECTION, 1)
    end = titled(paper)
    title = latex(paper.title)
    if end is None or f"{{{title}}}" not in source:
        return source, None
    stem = title[:-1] if title.endswith(".") else title
    source = source.replace(f"{{{title}}}", f"{{{stem}{end[0]}}}", 1)
    plain = paper.title[:-1] if paper.title.endswith(".") else paper.title
    return source, plain + end[1]


__all__ = ["scripted", "sentence", "titled"]
