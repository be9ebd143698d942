"""A word space beside a math letter on body pages and in the references list
(glyphs52): the raw dict of a page read from its block list gets the space
:mod:`~tapyre_paper_search.pdf.mathspace` puts into a front page's dict.

acmart sets math letters from a Unicode math font ("𝑥", "𝑘"); MuPDF writes no space
where the font changes back to the text's, so a body page read "each sample 𝑥𝑖was
weighed" and "We tested 3^𝑘settings" (latex_corpus ``--scripts``).  PyMuPDF's own pages
are spaced by MuPDF (glyphs49), so the page is given as the raw dict MuPDF gives
acmart's line, through :class:`~tapyre_paper_search.pdf.texpage.MendedPage` as
:mod:`~tapyre_paper_search.pdf.pageread` reads it.  On the base ``spaced_raw`` and
``may_lack_space`` are missing (ImportError) and the block text has no space.
"""

from __future__ import annotations

from typing import Any

import pytest
from tapyre_paper_search.pdf.texpage import MendedPage

_TEXT, _MATH, _MATH7 = "LMRoman9-Regular", "LMMathItalic9-Regular", "LMMathItalic7-Regular"


def _span(text: str, font: str, size: float, x0: float, x1: float, *, y: float) -> dict[str, Any]:
    step = (x1 - x0) / max(1, len(text))
    chars = [
        {"c": c, "bbox": (x0 + i * step, y - size, x0 + (i + 1) * step, y), "origin": (x0, y)}
        for i, c in enumerate(text)
    ]
    return {"font": font, "size": size, "bbox": (x0, y - size, x1, y), "chars": chars}


def _raw(*spans: dict[str, Any]) -> dict[str, Any]:
    box = (spans[0]["bbox"][0], 100.0, spans[-1]["bbox"][2], 150.0)
    return {
        "width": 612.0,
        "height": 792.0,
        "blocks": [{"type": 0, "number": 0, "bbox": box, "lines": [{"spans": list(spans)}]}],
    }


class _TextPage:
    def __init__(self, raw: dict[str, Any]) -> None:
        self._raw = raw

    def extractRAWDICT(self) -> dict[str, Any]:  # PyMuPDF's name
        return self._raw


def _blocks(raw: dict[str, Any]) -> str:
    page = MendedPage(_TextPage(raw), frozenset(), raised=True)
    return "".join(block[4] for block in page.extractBLOCKS()).strip()


# (spans as (text, font, size, left, right, baseline), the block's text)
Case = tuple[list[tuple[str, str, float, float, float, float]], str]
_CASES: dict[str, Case] = {
    "a math letter and its index": (
        [
            ("each sample ", _TEXT, 8.97, 100.2, 151.7, 138.8),
            ("𝑥", _MATH, 8.97, 151.7, 156.9, 138.8),
            ("𝑖", _MATH7, 7.27, 156.9, 159.9, 140.5),
            ("was weighed twice.", _TEXT, 8.97, 163.4, 239.5, 138.8),
        ],
        "each sample 𝑥𝑖 was weighed twice.",
    ),
    "a raised math letter": (
        [
            ("We tested 3", _TEXT, 8.93, 63.8, 111.1, 127.7),
            ("𝑘", _MATH7, 7.27, 111.1, 115.5, 123.9),
            ("settings on", _TEXT, 8.93, 119.2, 162.5, 127.7),
        ],
        "We tested 3^𝑘 settings on",
    ),
    # 2203.00130v1's table head: "𝑃𝑃" 2.6 pt and "𝑄𝐴" 1.6 pt from a "−" of 8 pt: one
    # side alone spaced read "PP -QA"; the mean gap (0.26 em) spaces both.
    "an operator spaced on both sides": (
        [
            ("𝑃𝑃", _MATH, 8.0, 337.4, 348.5, 252.5),
            ("−", "txsys", 8.0, 351.1, 356.2, 252.5),
            ("𝑄𝐴", _MATH, 8.0, 357.8, 373.1, 252.5),
        ],
        "𝑃𝑃 − 𝑄𝐴",
    ),
}
# Controls (the base reads them the same): a letter touching its word, a minus set
# tight on both sides.
_CONTROLS: dict[str, Case] = {
    "a letter glued to its word": (
        [
            ("the TGF", _TEXT, 9.0, 100.0, 130.0, 138.8),
            ("β", _MATH, 9.0, 130.2, 135.0, 138.8),
            (" signal", _TEXT, 9.0, 135.0, 165.0, 138.8),
        ],
        "the TGFβ signal",
    ),
    "an operator tight on both sides": (
        [
            ("𝑃𝑃", _MATH, 8.0, 337.4, 348.5, 252.5),
            ("−", "txsys", 8.0, 349.0, 354.0, 252.5),
            ("𝑄𝐴", _MATH, 8.0, 354.5, 369.1, 252.5),
        ],
        "𝑃𝑃−𝑄𝐴",
    ),
}


@pytest.mark.parametrize("name", [*_CASES, *_CONTROLS])
def test_block_text_of_a_raw_line(name: str) -> None:
    spans, expected = {**_CASES, **_CONTROLS}[name]
    raw = _raw(*(_span(t, f, size, x0, x1, y=y) for t, f, size, x0, x1, y in spans))
    assert _blocks(raw) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("each sample 𝑥𝑖was weighed", True),
        ("where λweighs the penalty", True),
        ("the β-catenin level and α helix", False),
        ("plain text only", False),
    ],
)
def test_may_lack_space(text: str, expected: bool) -> None:
    from tapyre_paper_search.pdf.mathspace import may_lack_space

    assert may_lack_space(text) is expected
