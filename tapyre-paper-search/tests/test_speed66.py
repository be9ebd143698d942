"""speed66: cheaper page cues, the same answers.

``statsquare.may_hold_flattened_square`` (a body page's cue to read its raw dict for a
statistic's square, "R2 = 0.87") is searched from the comparison sign, the square read
behind it: the base's pattern, opened by a capital, was tried at every capital of the
page.  Tests: the new search opens with the sign (fails on the base), it finds a square
where the base's pattern does and nowhere else (near cases and generated strings), and a
body page's raised square is still read as one through ``extract_pdf`` while a flat
"PM2 = 3" and a name's raised mark stay as printed.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from front67_pdfs import BODY, BOLD, write_front
from reportlab.platypus import PageBreak, Paragraph
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.statsquare import _FLATTENED_SQUARE, may_hold_flattened_square

# The base's page cue (abs67), the answer the faster search must give.
_BASE = re.compile(r"(?<![\w.,\-])[A-Z]2 ?[=<>\u2264\u2265\u2248]")
_SIGNS = "=<>\u2264\u2265\u2248"


def test_search_opens_with_the_sign() -> None:
    # (the base's opened with "(?<!": tried at every capital of a page)
    assert _FLATTENED_SQUARE.pattern.startswith(f"[{_SIGNS}]")


@pytest.mark.parametrize(
    "text",
    [
        "the fit (R2 = 0.87) and",  # a square, a space before the sign
        "(I2<50%)",  # no space
        "R2 \u2265 0.5",  # the other signs
        "R2\u2248",
        "adjusted R2 > 0.5",
        "levels of PM2 = 3",  # a capital inside a word: none
        "CO2 = 4",
        "Ann Lee A2, Bo Chen B1",  # a name's mark: no sign after it
        "R2  = 0.8",  # two spaces: none
        "R 2 = 0.8",
        "x.R2 = 1",  # after a stop, a comma or a hyphen: none
        ",R2=1",
        "-R2=1",
        "_R2=1",  # after a word character
        "\u00e9R2=1",
        "R22 = 4",
        "= R2",  # the sign before the square
        "",
        "=",
        "2=",
        "R2\n= 0.8",  # a line break is no space
        "first line\nR2= 0.8",  # a line's start
    ],
)
def test_same_answer_as_the_base(text: str) -> None:
    assert may_hold_flattened_square(text) == bool(_BASE.search(text))


def test_same_answer_on_generated_strings() -> None:
    rng = random.Random(66)
    alphabet = "AR2 =<>\u2264\u2265\u2248.,-x\n\t(1\u00e9_\u03a9"
    found = 0
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        expected = bool(_BASE.search(text))
        found += expected
        assert may_hold_flattened_square(text) == expected, text
    assert found > 20  # (the strings hold squares as well as near misses)


@pytest.fixture(scope="module")
def body_square_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    filler = " ".join(["Records kept by hand are common in field work."] * 6)
    body = (
        "The model fitted well (R<super>2</super> = 0.87) across the twelve sites. Dust "
        "levels of PM2 = 3 stayed low, as Lee A<super>2</super>, a field worker, noted."
    )
    flow = [Paragraph("Abstract", BOLD), Paragraph(filler, BODY),
            Paragraph("1. Introduction", BOLD), Paragraph(filler, BODY), PageBreak(),
            Paragraph(filler, BODY), PageBreak(),
            Paragraph("3. Results", BOLD), Paragraph(body, BODY)]  # fmt: skip
    return write_front(tmp_path_factory.mktemp("speed66") / "square.pdf", flow)


def test_body_page_square_read(body_square_pdf: Path) -> None:
    pages = extract_pdf(body_square_pdf, tables=False, use_model=False).pages
    assert len(pages) == 3
    text = pages[2].text
    assert "(R^2 = 0.87)" in text  # the page read from its raw dict, the square marked
    assert "PM2 = 3" in text  # a flat capital and digit stay
    assert "Lee A2, a field worker" in text  # a name's raised mark: no square
