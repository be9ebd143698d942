"""A binary operator spaced on both sides or neither on front pages, as on body pages
(glyphs53).

glyphs52 gave body pages (read from their raw dict) a symmetric operator rule: an
operator set alone between two spans gets a space on both sides or on neither, by the
mean of its two gaps.  Front pages (title, abstract: read from the page's dict) kept
glyphs49's one-sided rule, so an abstract read "AV -VA", "T -V" where TeX set the same
medium space on both sides of "−".  And where MuPDF itself wrote the space on one side
inside the operator's span (" −" before "Δ"), the other side stayed bare on any page
("Γ -Δ").  The abstract is set by pdflatex with newtxmath (math letters from a Unicode
math font, as acmart's); the dict cases copy its spans' fonts and boxes.
"""

from __future__ import annotations

import shutil
from typing import Any

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.mathspace import spaced
from texbuild import typeset
from textspans import text_span

_TEX = r"""\documentclass{article}\usepackage{newtxtext,newtxmath}
\title{Bounds on Quantiles and Tests}
\author{Jane Smith and Bob Lee}
\begin{document}
\maketitle
\begin{abstract}
We write $V-A$ and $f=J$ and $W+T$ and $AV-VA$ and $\Gamma-\Delta$ and $x=y$ and
$T-V$ and $k-l$ in the text of this abstract, and the value of $-1$ stays as it is.
\end{abstract}
\section{Introduction}
Plain body text of the study, set in one column, line after line.
\end{document}
"""


@pytest.fixture(scope="module")
def abstract(tmp_path_factory: pytest.TempPathFactory) -> str:
    assert shutil.which("pdflatex"), "TeX Live's pdflatex is part of the dev environment"
    folder = tmp_path_factory.mktemp("frontspace")
    pdf = typeset(folder, "a", _TEX, check=True, timeout=120)
    return extract_pdf(pdf, ocr=None).abstract or ""


def test_abstract_operators_spaced_on_both_sides(abstract: str) -> None:
    assert "AV - VA" in abstract
    assert "T - V" in abstract
    assert "Γ - Δ" in abstract


def test_operators_spaced_by_tex_read_as_before(abstract: str) -> None:
    """Control (the base reads them the same): both sides apart already, a unary minus."""
    for pair in ("V - A", "f = J", "W + T", "x = y", "k - l", "value of -1 stays"):
        assert pair in abstract


def _span(text: str, font: str, x0: float, x1: float, size: float = 8.0) -> dict[str, Any]:
    return text_span(text, x0, x1, 244.5, 252.5, size=size, font=font)


def _line_text(*spans: dict[str, Any]) -> str:
    data = {"blocks": [{"type": 0, "lines": [{"spans": list(spans)}]}]}
    return "".join(s["text"] for s in spaced(data)["blocks"][0]["lines"][0]["spans"])


def test_front_page_dict_operator_spaced_on_both_sides() -> None:
    """The pair "𝑃𝑃" 2.6 pt and "𝑄𝐴" 1.3 pt from "−" (8 pt): the base's one-sided rule read
    "𝑃𝑃 −𝑄𝐴" in a front page's dict; the mean gap (0.24 em) spaces both."""
    line = _line_text(
        _span("𝑃𝑃", "NewTXMI", 337.4, 348.5),
        _span("−", "txsys", 351.1, 356.2),
        _span("𝑄𝐴", "NewTXMI", 357.5, 372.8),
    )
    assert line == "𝑃𝑃 − 𝑄𝐴"


def test_operator_spaced_by_mupdf_on_one_side() -> None:
    """newtxmath's "$\\Gamma-\\Delta$" at 9 pt as MuPDF reads it: its space before "−"
    inside the operator's span, "Δ" 1.7 pt (0.19 em) after it; the base read "Γ −Δ"."""
    line = _line_text(
        _span(" Γ", "txmiaX", 229.2, 236.7, 9.0),
        _span(" −", "txsys", 236.7, 244.2, 9.0),
        _span("Δ", "txmiaX", 245.9, 251.6, 9.0),
    )
    assert line == " Γ − Δ"


def test_front_page_dict_tight_operator_and_unary_minus() -> None:
    """Controls (the base reads them the same): a minus tight on both sides; MuPDF's
    space before a unary minus glued to its letter."""
    tight = _line_text(
        _span("𝑃𝑃", "NewTXMI", 337.4, 348.5),
        _span("−", "txsys", 349.0, 354.0),
        _span("𝑄𝐴", "NewTXMI", 354.5, 369.1),
    )
    assert tight == "𝑃𝑃−𝑄𝐴"
    unary = _line_text(
        _span("of", "Times", 300.0, 308.0),
        _span(" −", "txsys", 308.0, 316.0),
        _span("𝛼", "NewTXMI", 316.4, 321.0),
    )
    assert unary == "of −𝛼"
