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


def test_space_after_a_math_letter_and_its_index() -> None:
    raw = _raw(
        _span("each sample ", _TEXT, 8.97, 100.2, 151.7, y=138.8),
        _span("𝑥", _MATH, 8.97, 151.7, 156.9, y=138.8),
        _span("𝑖", _MATH7, 7.27, 156.9, 159.9, y=140.5),
        _span("was weighed twice.", _TEXT, 8.97, 163.4, 239.5, y=138.8),
    )
    assert _blocks(raw) == "each sample 𝑥𝑖 was weighed twice."


def test_space_after_a_raised_math_letter() -> None:
    raw = _raw(
        _span("We tested 3", _TEXT, 8.93, 63.8, 111.1, y=127.7),
        _span("𝑘", _MATH7, 7.27, 111.1, 115.5, y=123.9),
        _span("settings on", _TEXT, 8.93, 119.2, 162.5, y=127.7),
    )
    assert _blocks(raw) == "We tested 3^𝑘 settings on"


def test_control_letter_glued_to_its_word() -> None:
    """Control (the base reads it the same): "TGFβ" set with the letter touching."""
    raw = _raw(
        _span("the TGF", _TEXT, 9.0, 100.0, 130.0, y=138.8),
        _span("β", _MATH, 9.0, 130.2, 135.0, y=138.8),
        _span(" signal", _TEXT, 9.0, 135.0, 165.0, y=138.8),
    )
    assert _blocks(raw) == "the TGFβ signal"


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


def test_operator_spaced_on_both_sides_or_neither() -> None:
    """2203.00130v1's table head: "𝑃𝑃" 2.6 pt and "𝑄𝐴" 1.6 pt from a "−" of 8 pt: one
    side alone spaced read "PP -QA"; the mean gap (0.26 em) spaces both."""
    raw = _raw(
        _span("𝑃𝑃", _MATH, 8.0, 337.4, 348.5, y=252.5),
        _span("−", "txsys", 8.0, 351.1, 356.2, y=252.5),
        _span("𝑄𝐴", _MATH, 8.0, 357.8, 373.1, y=252.5),
    )
    assert _blocks(raw) == "𝑃𝑃 − 𝑄𝐴"


def test_operator_close_on_both_sides_stays_unspaced() -> None:
    """Control (the base reads it the same): a minus set tight on both sides."""
    raw = _raw(
        _span("𝑃𝑃", _MATH, 8.0, 337.4, 348.5, y=252.5),
        _span("−", "txsys", 8.0, 349.0, 354.0, y=252.5),
        _span("𝑄𝐴", _MATH, 8.0, 354.5, 369.1, y=252.5),
    )
    assert _blocks(raw) == "𝑃𝑃−𝑄𝐴"
