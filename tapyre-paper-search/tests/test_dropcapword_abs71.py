"""abs71: a dropped capital "A" or "I" that is a word of its own before the first word
beside it, its lines set flush at one edge (:func:`~tapyre_paper_search.pdf.dropcap.
one_letter_word`, asked by :func:`~tapyre_paper_search.pdf.dropcaps.with_drop_capitals`
and :func:`~tapyre_paper_search.pdf.dropcap.undropped`).

``with_drop_capitals`` spaced the letter only where the first line beside it started a
word space right of the next, so "A" / "growing body of evidence …" set flush was read
"Agrowing body …".  Now "A" or "I" before an English word on its own is spaced, in both
readers, unless the page writes the letter and the word whole elsewhere ("A" / "cute
inflammation …" where "acute" recurs), the rest is a letter or two that the letter
opens ("I" / "t is") or no word ("A" / "nalysis"); ``undropped`` on the base spaced "A" /
"cute" too.  Lines built as PyMuPDF reads a
dropped capital three lines tall."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.dropcap import undropped
from tapyre_paper_search.pdf.dropcaps import with_drop_capitals
from tapyre_paper_search.pdf.lines import Line, PageLines

_REST = (
    "with unique characteristics including the ability to initiate a",
    "tumor and metastasize, and an acute response in the cells.",
    "Recent technological developments have allowed a deeper look.",
)


def _page(first: str, cap: str = "A") -> PageLines:
    lines = [Line(cap, 30.6, False, False, False, 50.0, 182.5, 72.1, 213.1, 0)]
    for i, text in enumerate((first, *_REST)):
        left = 77.5 if i < 3 else 50.0
        top = 182.6 + 10.8 * i
        lines.append(Line(text, 9.0, False, False, False, left, top, 562.0, top + 9.9, 1))
    return PageLines(tuple(lines), 612.0, 792.0)


def _read(first: str, cap: str = "A") -> tuple[str, str]:
    """The first line as each reader joins it."""
    page = _page(first, cap)
    return with_drop_capitals(page).lines[0].text, undropped(page).lines[0].text


@pytest.mark.parametrize(
    ("cap", "first", "want"),
    [
        ("A", "growing body of evidence supports the notion", "A growing body"),
        ("A", "new method for counting street trees is given", "A new method"),
        ("I", "compared the counts of four cities over ten years", "I compared the"),
    ],
)
def test_a_one_letter_word_before_a_word_is_spaced(cap: str, first: str, want: str) -> None:
    joined, undrop = _read(first, cap)
    assert joined.startswith(want)  # fails on the base: "Agrowing", "Anew", "Icompared"
    assert undrop.startswith(want)


@pytest.mark.parametrize(
    ("cap", "first", "want"),
    [
        ("A", "cute inflammation in the lung is essential to health", "Acute inflammation"),
        ("I", "t is essential to health that inflammation resolves", "It is essential"),
        ("A", "nalysis of the counts shows errors at every site", "Analysis of"),
    ],
)
def test_the_letter_opening_its_word_is_joined(cap: str, first: str, want: str) -> None:
    joined, undrop = _read(first, cap)
    assert joined.startswith(want) and undrop.startswith(want)
