"""A paper's body in LaTeX: sections of real text, a table, an equation, a bibliography.

The paragraphs are other records' abstracts of the same split (real prose,
never the paper's own abstract, so a reader that runs on past the abstract
is not rewarded); the bibliography lists those records as ``\\bibitem``
entries of a ``thebibliography`` environment, cited from the text.
"""

from __future__ import annotations

import random
import re

from pdfgen.people import initialled
from pdfgen.sources import Record

from latex_corpus.escape import latex, printed
from latex_corpus.paper import Paper

SECTIONS = ("Introduction", "Related Work", "Methods", "Results", "Discussion", "Conclusions")
_VENUES = (
    "Journal of Applied Studies", "Proceedings of the Annual Conference on Data",
    "Letters in Computational Science", "Review of Measurement", "Transactions on Systems",
)  # fmt: skip


def _sentences(records: tuple[Record, ...], rng: random.Random) -> list[str]:
    """Each record's first few sentences, as plain text (one paragraph each)."""
    out = []
    for record in records:
        # Some records' text opens with the word "Abstract": a body paragraph never does.
        text = re.sub(r"^(?:abstract|summary)\W*", "", record.abstract_text, flags=re.I)
        sentences = [s for s in text.split(". ") if s]
        out.append(". ".join(sentences[: rng.randint(3, 7)]).rstrip(".") + ".")
    return out


def _paragraphs(records: tuple[Record, ...], rng: random.Random) -> list[str]:
    return [
        latex(text) + f"~\\cite{{r{number}}}"
        for number, text in enumerate(_sentences(records, rng), start=1)
    ]


def body_text(paper: Paper) -> list[str]:
    """What :func:`body` and :func:`bibliography` print of ``paper``'s prose, as plain text
    (to measure a reader's body text against): its paragraphs, then each reference's
    names and title."""
    paragraphs = _sentences(paper.others[:12], random.Random(paper.seed))
    references = []
    for record in paper.others[:12]:
        names = [initialled(n) for n in record.authors[:3]] or ["A. Anonymous"]
        references.append(", ".join([*names, record.title]))
    return [printed(text) for text in paragraphs + references]


def table(rng: random.Random) -> str:
    """A small booktabs-free table of measurements with its caption."""
    rows = "\n".join(
        f"{name} & {rng.uniform(0.5, 0.99):.3f} & {rng.uniform(0.5, 0.99):.3f} & "
        f"{rng.randint(10, 900)} \\\\"
        for name in ("Baseline", "Variant A", "Variant B", "Full model")
    )
    return (
        "\\begin{table}[t]\n\\centering\n\\caption{Scores of the compared settings.}\n"
        "\\label{tab:scores}\n\\begin{tabular}{lccr}\n\\hline\n"
        "Setting & Precision & Recall & Samples \\\\\n\\hline\n"
        f"{rows}\n\\hline\n\\end{{tabular}}\n\\end{{table}}\n"
    )


EQUATION = (
    "\\begin{equation}\n"
    "  L(\\theta) = \\frac{1}{N}\\sum_{i=1}^{N} \\left(y_i - f_\\theta(x_i)\\right)^2 "
    "+ \\lambda \\|\\theta\\|_2^2 \\label{eq:loss}\n"
    "\\end{equation}\n"
)


def body(paper: Paper) -> str:
    """The sections of ``paper`` after its front matter."""
    rng = random.Random(paper.seed)
    paragraphs = _paragraphs(paper.others[:12], rng)
    out = []
    per = max(1, len(paragraphs) // len(SECTIONS))
    for index, title in enumerate(SECTIONS):
        out.append(f"\\section{{{title}}}\n")
        chunk = (
            paragraphs[index * per : (index + 1) * per]
            if index < len(SECTIONS) - 1
            else (paragraphs[index * per :])
        )
        out.extend(p + "\n\n" for p in chunk)
        if title == "Methods":
            out.append("We minimise the regularised loss\n" + EQUATION)
            out.append("where $\\lambda$ weighs the penalty of Eq.~(\\ref{eq:loss}).\n\n")
        if title == "Results":
            out.append(table(rng))
            out.append("Table~\\ref{tab:scores} lists the scores of each setting.\n\n")
    return "".join(out)


def reference(record: Record, rng: random.Random) -> str:
    """One ``\\bibitem`` body: authors, title, venue, year."""
    names = [initialled(n) for n in record.authors[:3]] or ["A. Anonymous"]
    authors = ", ".join(latex(n) for n in names) + (", et al." if len(record.authors) > 3 else "")
    venue = rng.choice(_VENUES)
    year = record.year or rng.randint(1995, 2023)
    return f"{authors}, {latex(record.title)}, \\emph{{{venue}}} {rng.randint(1, 80)} ({year})."


def bibliography(paper: Paper) -> str:
    """The ``thebibliography`` list of the records the body cites."""
    rng = random.Random(paper.seed + 1)
    items = "\n".join(
        f"\\bibitem{{r{number}}} {reference(record, rng)}"
        for number, record in enumerate(paper.others[:12], start=1)
    )
    return f"\\begin{{thebibliography}}{{99}}\n{items}\n\\end{{thebibliography}}\n"
