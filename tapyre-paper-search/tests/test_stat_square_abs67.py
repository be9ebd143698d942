"""A statistic's square in raised type before a comparison ("R² = 0.87", "I² = 12%";
abs67's ``statsquare``).

On the base the raised "2" after a lone capital was a footnote mark: the abstract read
"R = 0.87", and a page holding no other flattened power was never read from its raw
dict.  Line-level tests of the contract and the page cue, one span line through
``raisedexp.marked``, and one small PDF through ``extract_pdf`` (fails on the base).
Controls: a name's initial and its mark, a capital inside a word ("PM2", "CO2"), a
raised "3", a square followed by a word.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from front67_pdfs import BODY, BOLD, write_front
from reportlab.platypus import Paragraph, Spacer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.raisedexp import marked
from tapyre_paper_search.pdf.statsquare import (
    may_hold_flattened_square,
    squared_before_comparison,
)


@pytest.mark.parametrize(
    ("before", "raised", "after"),
    [
        ("The fit (R", "2", " = 0.87"),
        ("heterogeneity (I", "2", "<50%"),
        ("adjusted R", "2", "≥ 0.5"),
    ],
)
def test_square_before_comparison(before: str, raised: str, after: str) -> None:
    assert squared_before_comparison(before, raised, after)


@pytest.mark.parametrize(
    ("before", "raised", "after"),
    [
        ("Ann Lee, Bo Chen A", "2", ", Cy Diaz"),  # a name's initial and its mark
        ("levels of PM", "2", " = 3"),  # a capital inside a word
        ("emissions of CO", "2", " = 3"),
        ("The fit (R", "3", " = 0.87"),  # not a square
        ("The fit (R", "2", " was high"),  # no comparison after it
        ("Lee A", "2", ""),  # the line's end
    ],
)
def test_not_a_square(before: str, raised: str, after: str) -> None:
    assert not squared_before_comparison(before, raised, after)


def test_page_cue() -> None:
    assert may_hold_flattened_square("the fit (R2 = 0.87) and (I2<50%) were")
    assert not may_hold_flattened_square("levels of PM2 = 3 and CO2 = 4")
    assert not may_hold_flattened_square("Ann Lee A2, Bo Chen B1 and the R2 value")


def _span(text: str, x0: float, size: float, base: float) -> dict[str, object]:
    width = len(text) * size * 0.5
    return {"text": text, "size": size, "origin": (x0, base),
            "bbox": (x0, base - size, x0 + width, base + 2)}  # fmt: skip


def test_marked_line() -> None:
    spans = [_span("The fit (R", 0, 10, 100), _span("2", 50.5, 7, 96),
             _span(" = 0.87) was good; Lee A", 54, 10, 100), _span("2", 174.5, 7, 96),
             _span(", Chen", 178, 10, 100)]  # fmt: skip
    data = marked({"blocks": [{"lines": [{"spans": spans, "dir": (1.0, 0.0)}]}]})
    texts = [s["text"] for s in data["blocks"][0]["lines"][0]["spans"]]
    assert texts[1] == "^2"  # the square
    assert texts[3] == "2"  # the name's mark, as before


@pytest.fixture(scope="module")
def square_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    abstract = (
        "We measured the error of hand records at twelve sites over three years. The model "
        "fitted well (R<super>2</super> = 0.87) and heterogeneity was low "
        "(I<super>2</super> = 12%). The checks found most errors before use."
    )
    flow = [Paragraph("Abstract", BOLD), Paragraph(abstract, BODY), Spacer(1, 12),
            Paragraph("1. Introduction", BOLD),
            Paragraph("Records kept by hand are common in field work.", BODY)]  # fmt: skip
    return write_front(tmp_path_factory.mktemp("square") / "square.pdf", flow)


def test_abstract_keeps_squares(square_pdf: Path) -> None:
    abstract = extract_pdf(square_pdf, max_pages=2, tables=False, use_model=False).abstract
    assert "(R^2 = 0.87)" in abstract
    assert "(I^2 = 12%)" in abstract
