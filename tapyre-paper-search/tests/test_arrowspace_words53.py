"""An arrow or a math operator at a font change keeps the word space the PDF sets
around it (words53; :mod:`~tapyre_paper_search.pdf.mathspace`).

TeX sets "VMH $\\rightarrow$ arcuate" with the arrow from a math font and interword
glue either side; MuPDF makes no space at the font change, so the base read "VMH
→arcuate", "A →B", "x ↔y".  An arrow typed glued ("VMH$\\rightarrow$arcuate") stays
glued.  The PDF is typeset here by pdflatex (TeX Live is in the dev environment).
"""

from __future__ import annotations

import shutil
from typing import Any

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.texpage import MendedPage
from texbuild import typeset

_SOURCE = r"""\documentclass{article}
\begin{document}
Projections from VMH $\rightarrow$ arcuate neurons and VMH$\rightarrow$arcuate ones,
the path A $\to$ B, the pair x $\leftrightarrow$ y and A $\Rightarrow$ B were traced,
with 3 $\times$ 4 wells and $\alpha \rightarrow \beta$ shifts in CD38$-$ human cells.
\end{document}
"""


@pytest.fixture(scope="module")
def arrows_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    if not shutil.which("pdflatex"):
        pytest.fail("pdflatex is part of the dev environment")
    folder = tmp_path_factory.mktemp("arrows")
    pdf = typeset(folder, "arrows", _SOURCE, check=False, timeout=120)
    return " ".join(extract_pdf(pdf, ocr=None).pages[0].text.split())


@pytest.mark.parametrize(
    "expected",
    [
        # fail on base: the space after the arrow lost
        "from VMH → arcuate neurons",
        "the path A → B,",
        "the pair x ↔ y and",
        "and A ⇒ B were",
        "in CD38- human cells",
        # controls: typed glued; spaced already
        "and VMH→arcuate ones",
        "with 3 × 4 wells",
        "α → β shifts",
    ],
)
def test_arrow_keeps_its_space(arrows_text: str, expected: str) -> None:
    assert expected in arrows_text


_TEXT, _SYMBOLS = "CMR10", "CMSY10"


def _span(text: str, font: str, x0: float, x1: float) -> dict[str, Any]:
    step = (x1 - x0) / max(1, len(text))
    chars = [
        {"c": c, "bbox": (x0 + i * step, 130.0, x0 + (i + 1) * step, 140.0), "origin": (x0, 140)}
        for i, c in enumerate(text)
    ]
    return {"font": font, "size": 10.0, "bbox": (x0, 130.0, x1, 140.0), "chars": chars}


class _TextPage:
    def __init__(self, raw: dict[str, Any]) -> None:
        self._raw = raw

    def extractRAWDICT(self) -> dict[str, Any]:  # PyMuPDF's name
        return self._raw


def _blocks(*spans: dict[str, Any]) -> str:
    raw = {
        "width": 612.0,
        "height": 792.0,
        "blocks": [
            {
                "type": 0,
                "number": 0,
                "bbox": (spans[0]["bbox"][0], 100.0, spans[-1]["bbox"][2], 150.0),
                "lines": [{"spans": list(spans)}],
            }
        ],
    }
    page = MendedPage(_TextPage(raw), frozenset(), raised=True)
    return "".join(block[4] for block in page.extractBLOCKS()).strip()


def test_raw_line_gets_the_space_after_an_arrow() -> None:
    # fails on base: "VMH →arcuate" (the gap 2.7 pt, 0.27 em, at the font change)
    spans = (
        _span("from VMH", _TEXT, 200.0, 247.7),
        _span(" →", _SYMBOLS, 247.7, 260.4),
        _span("arcuate", _TEXT, 263.1, 300.0),
    )
    assert _blocks(*spans) == "from VMH → arcuate"


def test_control_raw_line_keeps_a_glued_arrow() -> None:
    spans = (
        _span("from VMH", _TEXT, 200.0, 247.7),
        _span("→", _SYMBOLS, 247.7, 257.7),
        _span("arcuate", _TEXT, 257.7, 295.0),
    )
    assert _blocks(*spans) == "from VMH→arcuate"
