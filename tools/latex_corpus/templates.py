"""Every class template by name, which ones a split may use, and a paper's truth."""

from __future__ import annotations

from collections.abc import Sequence

from pdfgen.corpus import Truth

from latex_corpus.classes import TEMPLATES, Template
from latex_corpus.classes_fonts import FONT_TEMPLATES
from latex_corpus.classes_heldout import HELDOUT_TEMPLATES
from latex_corpus.classes_heldout19 import HELDOUT19_TEMPLATES
from latex_corpus.classes_heldout21 import HELDOUT21_TEMPLATES
from latex_corpus.classes_heldout23 import HELDOUT23_TEMPLATES
from latex_corpus.classes_heldout26 import HELDOUT26_TEMPLATES
from latex_corpus.classes_heldout29 import HELDOUT29_TEMPLATES
from latex_corpus.classes_heldout32 import HELDOUT32_TEMPLATES
from latex_corpus.classes_heldout33 import HELDOUT33_TEMPLATES
from latex_corpus.classes_heldout34 import HELDOUT34_TEMPLATES
from latex_corpus.classes_heldout35 import HELDOUT35_TEMPLATES
from latex_corpus.classes_heldout36 import HELDOUT36_TEMPLATES
from latex_corpus.classes_heldout37 import HELDOUT37_TEMPLATES
from latex_corpus.classes_heldout38 import HELDOUT38_TEMPLATES
from latex_corpus.classes_heldout39 import HELDOUT39_TEMPLATES
from latex_corpus.classes_heldout40 import HELDOUT40_TEMPLATES
from latex_corpus.classes_heldout41 import HELDOUT41_TEMPLATES
from latex_corpus.classes_heldout42 import HELDOUT42_TEMPLATES
from latex_corpus.classes_heldout43 import HELDOUT43_TEMPLATES
from latex_corpus.classes_heldout44 import HELDOUT44_TEMPLATES
from latex_corpus.classes_heldout45 import HELDOUT45_TEMPLATES
from latex_corpus.classes_heldout46 import HELDOUT46_TEMPLATES
from latex_corpus.classes_heldout47 import HELDOUT47_TEMPLATES
from latex_corpus.classes_heldout48 import HELDOUT48_TEMPLATES
from latex_corpus.classes_heldout49 import HELDOUT49_TEMPLATES
from latex_corpus.classes_heldout70 import HELDOUT70_TEMPLATES
from latex_corpus.classes_journals import JOURNAL_TEMPLATES
from latex_corpus.classes_more import MORE_TEMPLATES
from latex_corpus.classes_rotated50 import ROTATED50_TEMPLATES
from latex_corpus.classes_rotated51 import ROTATED51_TEMPLATES
from latex_corpus.classes_rotated53 import ROTATED53_TEMPLATES
from latex_corpus.classes_rotated54 import ROTATED54_TEMPLATES
from latex_corpus.classes_rotated56 import ROTATED56_TEMPLATES
from latex_corpus.classes_rotated58 import ROTATED58_TEMPLATES
from latex_corpus.classes_rotated60 import ROTATED60_TEMPLATES
from latex_corpus.classes_rotated61 import ROTATED61_TEMPLATES
from latex_corpus.classes_rotated63 import ROTATED63_TEMPLATES
from latex_corpus.classes_rotated66 import ROTATED66_TEMPLATES
from latex_corpus.classes_rotated67 import ROTATED67_TEMPLATES
from latex_corpus.classes_rotated68 import ROTATED68_TEMPLATES
from latex_corpus.classes_rotated69 import ROTATED69_TEMPLATES
from latex_corpus.classes_sci import SCIENCE_TEMPLATES
from latex_corpus.escape import printed
from latex_corpus.fonts import font_kind
from latex_corpus.paper import Paper

ALL: dict[str, Template] = {
    **TEMPLATES,
    **SCIENCE_TEMPLATES,
    **JOURNAL_TEMPLATES,
    **MORE_TEMPLATES,
    **FONT_TEMPLATES,
    **HELDOUT_TEMPLATES,
    **HELDOUT19_TEMPLATES,
    **HELDOUT21_TEMPLATES,
    **HELDOUT23_TEMPLATES,
    **HELDOUT26_TEMPLATES,
    **HELDOUT29_TEMPLATES,
    **HELDOUT32_TEMPLATES,
    **HELDOUT33_TEMPLATES,
    **HELDOUT34_TEMPLATES,
    **HELDOUT35_TEMPLATES,
    **HELDOUT36_TEMPLATES,
    **HELDOUT37_TEMPLATES,
    **HELDOUT38_TEMPLATES,
    **HELDOUT39_TEMPLATES,
    **HELDOUT40_TEMPLATES,
    **HELDOUT41_TEMPLATES,
    **HELDOUT42_TEMPLATES,
    **HELDOUT43_TEMPLATES,
    **HELDOUT44_TEMPLATES,
    **HELDOUT45_TEMPLATES,
    **HELDOUT46_TEMPLATES,
    **HELDOUT47_TEMPLATES,
    **HELDOUT48_TEMPLATES,
    **HELDOUT49_TEMPLATES,
    **HELDOUT70_TEMPLATES,
    **ROTATED50_TEMPLATES,
    **ROTATED51_TEMPLATES,
    **ROTATED53_TEMPLATES,
    **ROTATED54_TEMPLATES,
    **ROTATED56_TEMPLATES,
    **ROTATED58_TEMPLATES,
    **ROTATED60_TEMPLATES,
    **ROTATED61_TEMPLATES,
    **ROTATED63_TEMPLATES,
    **ROTATED66_TEMPLATES,
    **ROTATED67_TEMPLATES,
    **ROTATED68_TEMPLATES,
    **ROTATED69_TEMPLATES,
}
HELDOUT_CLASSES = tuple(name for name, t in ALL.items() if t.heldout)


def allowed(split: str, names: list[str] | None = None) -> list[Template]:
    """The templates of ``names`` (default all) a ``split`` corpus may use.

    Held-out classes are refused for ``train``: rules are never tuned on them.
    """
    chosen = [ALL[n] for n in (names or list(ALL))]
    if split == "train":
        if names and any(t.heldout for t in chosen):
            raise ValueError(f"held-out classes {HELDOUT_CLASSES} never go into a train corpus")
        chosen = [t for t in chosen if not t.heldout]
    return chosen


def truth_of(
    paper: Paper,
    template: Template,
    name: str,
    split: str,
    font: str | None = None,
    *,
    more: Sequence[str] = (),
) -> Truth:
    """What ``paper`` typeset in ``template`` prints, in pdfgen's truth format; a drawn
    ``font`` (``""``: the class's own) adds the kind ``font:NAME``, ``more`` kinds go
    last (a review copy's ``lineno`` kinds)."""
    kinds = [template.name, f"class:{template.documentclass}"]
    if template.heldout:
        kinds.append("heldout-class")
    if paper.structured:
        kinds.append("structured-abstract")
    if font is not None:
        kinds.append(font_kind(font))
    kinds.extend(more)
    abstract = " ".join(f"{s.label} {s.text}".strip() for s in paper.abstract)
    return Truth(
        name=name,
        split=split,
        kinds=kinds,
        language="en",
        title=printed(paper.title),
        authors=[printed(a.name) for a in paper.authors],
        abstract=printed(abstract),
        layout={"class": template.documentclass, "options": template.options, "key": paper.key},
    )


__all__ = ["ALL", "HELDOUT_CLASSES", "Template", "allowed", "truth_of"]
