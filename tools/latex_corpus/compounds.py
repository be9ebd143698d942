"""Hyphenated compounds in a paper's body (``build.py --compounds``; words53).

The body's paragraphs are real abstracts, whose compounds fall at a line end too seldom
for a figure to tell how a reader keeps their hyphens.  With ``--compounds`` each
paper's body gains, before its "Conclusions" section, a paragraph of compounds as
papers write them with their hyphen: the ones a prefix or a combining form opens
("life-span", "gastro-intestinal", "anti-viral", "non-communicable", "co-receptors"),
a name no word list holds before its compound's head ("fibronectin-coated",
"striatin-interacting"), British spellings ("test-generalisation") and common ones
("genome-wide", "dose-dependent").  Eight are drawn per paper; the paragraph's last
sentence names four of them again, as a paper names its words more than once (the
document's own spelling is what a reader may follow).  TeX breaks such a word only at
its hyphen, so at a line end the hyphen is the author's and must stay.
"""

from __future__ import annotations

import random

from latex_corpus.escape import latex
from latex_corpus.paper import Paper

COMPOUNDS = (
    *("life-span", "gastro-intestinal", "anti-viral", "genome-wide", "non-communicable"),
    *("co-receptors", "cell-based", "fibronectin-coated", "striatin-interacting"),
    *("cytokine-secreting", "insulin-sensitizing", "test-generalisation", "dose-dependent"),
    *("age-matched", "placebo-controlled", "high-throughput", "cross-sectional"),
    *("self-reported", "follow-up", "co-culture", "non-invasive", "semi-structured"),
    *("anti-inflammatory", "pre-treatment", "post-operative", "multi-centre"),
    *("micro-environment", "health-related", "population-based", "drug-resistant"),
    *("community-dwelling", "evidence-based", "data-driven", "low-income", "co-occurrence"),
    *("non-smokers", "inter-observer", "time-resolved", "heat-shock", "wild-type"),
    *("long-term", "neuro-inflammation", "re-analysed", "sex-specific", "user-generated"),
)
_SECTION = "\\section{Conclusions}"
_DRAWN = 8


def paragraph(paper: Paper) -> str:
    """``paper``'s added paragraph as plain text (what a reader should give): eight
    compounds of :data:`COMPOUNDS` in three sentences, four named again in the last."""
    words = random.Random(f"compounds:{paper.seed}").sample(COMPOUNDS, _DRAWN)
    return (
        f"We compared the {words[0]} and {words[1]} measures with the {words[2]} and "
        f"{words[3]} ones. The {words[4]} group, the {words[5]} samples, the {words[6]} "
        f"readings and the {words[7]} scores agreed. The {words[0]}, {words[2]}, "
        f"{words[4]} and {words[6]} results held in every subset."
    )


def compounded(source: str, paper: Paper) -> str:
    """``source`` with :func:`paragraph` (in LaTeX) before its "Conclusions" section; a
    source without the section is returned as it is."""
    if _SECTION not in source:
        return source
    return source.replace(_SECTION, latex(paragraph(paper)) + "\n\n" + _SECTION, 1)


__all__ = ["COMPOUNDS", "compounded", "paragraph"]
