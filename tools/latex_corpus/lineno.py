"""Line-numbered review copies: the ``lineno`` package's margin numbers on a paper.

Submitted manuscripts (arXiv v1s, bioRxiv preprints, review PDFs) are often set
with ``\\usepackage{lineno}`` and ``\\linenumbers``: a small number beside every
line (or every fifth) in the margin, the text often stretched to double
spacing for the referees.  ``with_lineno(template, rng)`` returns the template
with such a draw added at the end of its preamble (``\\AtBeginDocument``, so
that templates opening ``\\begin{document}`` themselves get it too) and the
truth kinds naming the draw: ``lineno``, ``lineno:every1`` or ``lineno:every5``,
and ``lineno:spaced`` where the lines are stretched.

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


def lineno_preamble(every: int, spaced: bool, right: bool) -> str:
    """The preamble lines of one draw: numbers every ``every`` lines, on the right
    margin when ``right``, the lines stretched by :data:`SPACED` when ``spaced``."""
    options = "[right]" if right else ""
    lines = [f"\\usepackage{options}{{lineno}}"]
    if every > 1:
        lines.append(f"\\modulolinenumbers[{every}]")
    if spaced:
        lines.append(f"\\linespread{{{SPACED}}}")
    lines.append("\\AtBeginDocument{\\linenumbers}")
    return "\n".join(lines) + "\n"


def with_lineno(template: Template, rng: random.Random) -> tuple[Template, list[str]]:
    """``template`` with a drawn ``lineno`` set-up, and the truth kinds of the draw."""
    every = rng.choice((1, 1, 1, 5))
    spaced = rng.random() < 0.5
    right = rng.random() < 0.2
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
    preamble = template.preamble + lineno_preamble(every, spaced, right)
    return replace(template, preamble=preamble), kinds


__all__ = ["OWN_REVIEW_MODE", "SPACED", "lineno_preamble", "with_lineno"]
