"""A title with a digit in a class whose title face has no figures (glyphs53).

``philosophersimprint`` sets its title in Trajan capitals, which hold no figures: the
PDF of "… of CeAg₂Ge₂ for 2¹⁶ Keys" held "CEAGGE FOR KEYS" while the builder's truth
held "CeAg2Ge2" and "2^16" (glyphs52's t5252 0047).  The builder now sets such a title
in the class's text face (``latex_corpus.titlefaces``); a title with no digit, and
other classes, are built as before.  On the base the module is missing (ImportError).
"""

from __future__ import annotations

import random
import shutil
import sys
from pathlib import Path

import pymupdf

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.classes_heldout21 import HELDOUT21_TEMPLATES
from latex_corpus.paper import Paper, draw_paper
from pdfgen.sources import Record, Section
from texbuild import typeset

_NAMES = ["Jane Doe", "Ravi Kumar", "Ann Lee", "Bo Chen"]
_SCRIPTED = (
    "Stomatal conductance of CeAg\\textsubscript{2}Ge\\textsubscript{2}"
    " for 2\\textsuperscript{16} Keys"
)


def _paper(title: str) -> Paper:
    record = Record("x:1", title, (Section("", "Text of the body."),), authors=("Jane Doe",))
    return draw_paper(record, random.Random(1), _NAMES, [])


def test_a_title_with_digits_leaves_the_figureless_face() -> None:
    from latex_corpus.titlefaces import with_title_figures

    source = HELDOUT21_TEMPLATES["philosophersimprint"].source(_paper("Effects of IL-6."))
    out = with_title_figures(source, "philosophersimprint", "Effects of IL-6.")
    assert "\\PHIM@trajantitlefalse\\makeatother\n\\maketitle" in out
    assert out.replace("\\makeatletter\\PHIM@trajantitlefalse\\makeatother\n", "") == source


def test_a_title_without_digits_and_other_classes_build_as_before() -> None:
    """Control: no digit, or a class whose title face prints figures."""
    from latex_corpus.titlefaces import with_title_figures

    source = HELDOUT21_TEMPLATES["philosophersimprint"].source(_paper("Stomatal conductance."))
    assert with_title_figures(source, "philosophersimprint", "Stomatal conductance.") == source
    other = HELDOUT21_TEMPLATES["lps"].source(_paper("Effects of IL-6."))
    assert with_title_figures(other, "lps", "Effects of IL-6.") == other


def test_the_pdf_prints_the_titles_digits(tmp_path: Path) -> None:
    from latex_corpus.titlefaces import with_title_figures

    assert shutil.which("pdflatex"), "TeX Live's pdflatex is part of the dev environment"
    paper = _paper("Stomatal conductance.")
    source = HELDOUT21_TEMPLATES["philosophersimprint"].source(paper)
    source = source.replace("\\title{Stomatal conductance.}", f"\\title{{{_SCRIPTED}}}")
    source = with_title_figures(source, "philosophersimprint", "CeAg2Ge2 for 2^16 Keys")
    # check=False: a warning's exit status; the PDF and its log are what is checked
    with pymupdf.open(typeset(tmp_path, "p", source, check=False, timeout=180)) as doc:
        first = doc[0].get_text()
    assert "CEAG2GE2" in first.upper().replace("\n", "")
    assert "Missing character" not in (tmp_path / "p.log").read_text(errors="replace")
