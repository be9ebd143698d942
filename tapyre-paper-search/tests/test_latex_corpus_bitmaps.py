"""The LaTeX corpus builder's bitmap-font papers and body text (``tools/latex_corpus``:
``--bitmap``, ``--body-text``), without TeX."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.bitmaps import bitmap_kinds, bitmap_source
from latex_corpus.body import bibliography, body, body_text
from latex_corpus.escape import printed
from latex_corpus.templates import ALL
from test_latex_corpus import _paper


def test_a_bitmap_paper_maps_no_outline_font_and_drops_outline_only_packages() -> None:
    source = ALL["llncs"].source(_paper())
    assert "\\usepackage{lmodern}" in source and "\\usepackage[T1]{fontenc}" in source
    t1 = bitmap_source(source)
    assert t1.startswith("\\pdfmapfile{}\n\\documentclass")
    assert "lmodern" not in t1 and "\\usepackage[T1]{fontenc}" in t1
    assert bitmap_kinds(t1) == ["bitmap-fonts", "encoding:t1"]
    ot1 = bitmap_source(source, t1=False)
    assert "fontenc" not in ot1 and bitmap_kinds(ot1) == ["bitmap-fonts", "encoding:ot1"]
    times = "\\usepackage{mathptmx}\n\\begin{document}"
    assert "mathptmx" not in bitmap_source(times)


def test_body_text_is_what_the_body_and_bibliography_print() -> None:
    paper = _paper()
    texts = body_text(paper)
    assert texts == [printed("Roots spread. They lift."), "A. Anonymous, Roots under pavements"]
    assert "Roots spread. They lift." in body(paper)
    assert "A. Anonymous, Roots under pavements" in bibliography(paper)
