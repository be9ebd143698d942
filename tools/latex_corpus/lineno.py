"""Line-numbered review copies: the ``lineno`` package's margin numbers on a paper.

Submitted manuscripts (arXiv v1s, bioRxiv preprints, review PDFs) are often set
with ``\\usepackage{lineno}`` and ``\\linenumbers``: a small number beside every
line (or every fifth) in the margin, the text often stretched to double
spacing for the referees.  ``with_lineno(template, rng)`` returns the template
with such a draw added at the end of its preamble (``\\AtBeginDocument``, so
that templates opening ``\\begin{document}`` themselves get it too) and the
truth kinds naming the draw: ``lineno``, ``lineno:every1`` or ``lineno:every5``,
and ``lineno:spaced`` where the lines are stretched.

``build.py --lineno-every 5`` (or 1) sets how often a number is printed instead of
drawing it (not for the classes of :data:`OWN_REVIEW_MODE`, which number every line
themselves), the other draws unchanged; on a two-column page the numbers are then set
by lineno's ``switch`` option in half of the papers (left column's in the left
margin, right column's in the right; otherwise beside each column's left edge, the
right column's in the gutter) and the kind ``lineno:switch`` says so.

A class with its own review mode (``acmart``'s ``review`` option) gets that
option instead (every line numbered).

The draw is opt-in (``build.py --lineno``) and uses its own random stream
(seeded by split, seed and paper number), so a corpus built without it is
byte-identical to one built before this module existed.
"""

from __future__ import annotations

import random
from dataclasses import replace

from latex_corpus.classes import Template

SPACED = "1.6"  # \linespread factor of a "double-spaced" review copy
# Classes with a review mode of their own (the class option ``review`` numbers the
# lines with lineno itself): that option is set instead of loading the package.
OWN_REVIEW_MODE = frozenset({"acmart"})
# Templates set in two columns by their class alone (no ``twocolumn`` option).
TWO_COLUMN = frozenset(
    {"ieeetran-journal", "ieeetran-conference", "ieeeconf", "cas-dc", "mnras", "apa7-jou"}
)


def lineno_preamble(every: int, spaced: bool, right: bool, switch: bool = False) -> str:
    """The preamble lines of one draw: numbers every ``every`` lines, on the right
    margin when ``right`` (on the outer margin of each column of a two-column page
    when ``switch``), the lines stretched by :data:`SPACED` when ``spaced``."""
    options = "[switch]" if switch else "[right]" if right else ""
    lines = [f"\\usepackage{options}{{lineno}}"]
    if every > 1:
        lines.append(f"\\modulolinenumbers[{every}]")
    if spaced:
        lines.append(f"\\linespread{{{SPACED}}}")
    lines.append("\\AtBeginDocument{\\linenumbers}")
    return "\n".join(lines) + "\n"


def is_twocolumn(template: Template) -> bool:
    """Whether ``template`` sets its text in two columns (by its options or class)."""
    options = template.options.split(",")
    return "twocolumn" in options or "reprint" in options or template.name in TWO_COLUMN


def with_lineno(
    template: Template, rng: random.Random, every: int | None = None
) -> tuple[Template, list[str]]:
    """``template`` with a drawn ``lineno`` set-up, and the truth kinds of the draw;
    ``every`` (1 or 5), where given, replaces the drawn interval between numbers."""
    drawn = rng.choice((1, 1, 1, 5))
    spaced = rng.random() < 0.5
    right = rng.random() < 0.2
    switch = False
    if every is None:
        every = drawn
    elif is_twocolumn(template):
        switch = rng.random() < 0.5
    kinds = ["lineno", f"lineno:every{every}"] + (["lineno:spaced"] if spaced else [])
    if template.documentclass in OWN_REVIEW_MODE:
        # the class numbers its lines itself; lineno's \linenumbers at \begin{document}
        # would set an empty first page before its title block
        options = ",".join(o for o in (template.options, "review") if o)
        spacing = f"\\linespread{{{SPACED}}}\n" if spaced else ""
        return replace(template, options=options, preamble=template.preamble + spacing), [
            "lineno",
            "lineno:every1",
            *kinds[2:],
        ]
    preamble = template.preamble + lineno_preamble(every, spaced, right, switch)
    return replace(template, preamble=preamble), kinds + (["lineno:switch"] if switch else [])


__all__ = [
    "OWN_REVIEW_MODE",
    "SPACED",
    "TWO_COLUMN",
    "is_twocolumn",
    "lineno_preamble",
    "with_lineno",
]
