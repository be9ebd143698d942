"""Exponents read as "^" (glyphs51): raised type on front pages, body pages and in
the references list, and Unicode superscripts in any text.

The pages are written with PyMuPDF: a line in Times, its raised pieces set at 0.7 of
the size 3.5 pt above the baseline, as a word processor sets superscripts.  On the
base the raised digits are read into their number ("105", "m2") on body pages and
left out as footnote marks on the front page ("Growth at 10").  Controls, passing on
both: footnote marks after a word or a name ("Smith1,2", "rose12"), the authors'
marks, a record's superscript footnote marks; marks after a year or a small number
("1998³", "Table 1⁴", "day 14⁵") are left out since glyphs52 (read "19983", "Table 14"
before).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.normalize import normalize_text

_SIZE = 10.0
_FILLER = "Plain body text of the study, set in one column, line after line."
_POWERS = [
    [
        *[("About 10", "t"), ("5", "u"), (" cells per m", "t"), ("2", "u")],
        *[(" at 3.2 × 10", "t"), ("-3", "u"), (" M were seen.", "t")],
    ],
    [("Rate 5 s", "t"), ("-1", "u"), (" and Ca", "t"), ("2+", "u"), (" ions were low.", "t")],
]
_MARKS = [
    [
        *[("As Smith", "t"), ("1,2", "u"), (" showed, the level rose", "t"), ("12", "u")],
        *[(" in 1998", "t"), ("3", "u"), (".", "t")],
    ],
    [("See Table 1", "t"), ("4", "u"), (" and day 14", "t"), ("5", "u"), (" of the trial.", "t")],
]


def _line(
    page: pymupdf.Page,
    y: float,
    pieces: list[tuple[str, str]],
    font: str = "tiro",
    at: float = _SIZE,
) -> None:
    """One line of ``pieces`` ((text, "t" on the line / "u" raised, smaller)) in ``font``
    at size ``at``."""
    x = 72.0
    for text, kind in pieces:
        size, rise = (at, 0.0) if kind == "t" else (at * 0.7, at * 0.35)
        page.insert_text((x, y - rise), text, fontname=font, fontsize=size)
        x += float(pymupdf.get_text_length(text, fontname=font, fontsize=size))


def _paper(path: Path, *, body: bool = True, refs: bool = False) -> Path:
    doc = pymupdf.open()
    for number in range(4):
        page = doc.new_page()
        y = 80.0
        if number == 0:
            _line(page, y, [("Growth at 10", "t"), ("5", "u"), (" Cells", "t")], "tibo", 16.0)
            _line(page, y + 25, [("Jane Smith", "t"), ("1,2", "u"), (" and Bob Lee", "t")])
            page.insert_text((72, y + 50), "Abstract", fontname="tibo", fontsize=11)
            y += 70
        for _ in range(8):
            page.insert_text((72, y), _FILLER, fontname="tiro", fontsize=_SIZE)
            y += 13
        if number == 2 and body:
            for pieces in _POWERS + _MARKS:
                _line(page, y, pieces)
                y += 13
        if number == 3 and refs:
            page.insert_text((72, y + 10), "References", fontname="tibo", fontsize=11)
            y += 30
            _line(
                page, y, [("1. A. Author, Cells at 10", "t"), ("6", "u"), (" per mL, 2001.", "t")]
            )
    doc.save(path)
    return path


def _page_text(path: Path, index: int) -> str:
    return extract_pdf(path, ocr=None).pages[index].text


def test_front_page_title_keeps_its_power_and_authors_their_marks_apart(tmp_path: Path) -> None:
    paper = extract_pdf(_paper(tmp_path / "f.pdf", body=False), ocr=None)
    assert paper.title == "Growth at 10^5 Cells"
    assert paper.authors == ("Jane Smith", "Bob Lee")


def test_references_list_reads_a_raised_power(tmp_path: Path) -> None:
    text = _page_text(_paper(tmp_path / "r.pdf", body=False, refs=True), 3)
    assert "Cells at 10^6 per mL, 2001." in text


def test_unicode_superscripts_read_as_the_same_exponents() -> None:
    text = "About 10⁵ cells per m² at 3.2×10⁻³ M; Ca²⁺ and s⁻¹."
    assert normalize_text(text) == "About 10^5 cells per m^2 at 3.2×10^-3 M; Ca^2+ and s^-1."


def test_unicode_footnote_marks_fold_as_before() -> None:
    """Control (passes on the base too): marks after names, a word and a year."""
    assert normalize_text("Smith¹,² and Wang L³ showed it in 1998⁴ (Table 1⁵).") == (
        "Smith1,2 and Wang L3 showed it in 19984 (Table 15)."
    )


def test_normalize_is_idempotent_on_carets() -> None:
    once = normalize_text("10⁵ and 10^5")
    assert once == "10^5 and 10^5"
    assert normalize_text(once) == once


def _math_paper(path: Path) -> Path:
    """A body page whose formulas set Greek letters and brackets in another font (Droid
    Sans Fallback), their squares raised in Times."""
    doc = pymupdf.open()
    fallback = pymupdf.Font("cjk")
    for number in range(3):
        page = doc.new_page()
        page.insert_font(fontname="fb", fontbuffer=fallback.buffer)
        y = 80.0
        for _ in range(6):
            page.insert_text((72, y), _FILLER, fontname="tiro", fontsize=_SIZE)
            y += 13
        if number != 2:
            continue
        for pieces in (
            [("The noise variance ", "t"), ("σ", "f"), ("2", "u"), (" was fixed.", "t")],
            [
                *[("We minimise ", "t"), ("(y + fθ(x))", "f"), ("2", "u"), (" + ", "t")],
                *[("λ‖θ‖", "f"), ("2", "u"), (" over the data.", "t")],
            ],
            [("Treated with TGF-", "t"), ("β)", "f"), ("2", "u"), (" cells grew.", "t")],
        ):
            x = 72.0
            for text, kind in pieces:
                if kind == "f":
                    page.insert_text((x, y), text, fontname="fb", fontsize=_SIZE)
                    x += float(fallback.text_length(text, fontsize=_SIZE))
                    continue
                size, rise = (_SIZE, 0.0) if kind == "t" else (_SIZE * 0.7, 3.5)
                page.insert_text((x, y - rise), text, fontname="tiro", fontsize=size)
                x += float(pymupdf.get_text_length(text, fontname="tiro", fontsize=size))
            y += 13
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("paper", "lines"),
    [
        (_paper, ["About 10^5 cells per m^2 at 3.2 × 10^-3 M were seen."]),
        (_paper, ["Rate 5 s^-1 and Ca^2+ ions were low."]),
        (_math_paper, ["The noise variance σ^2 was fixed."]),
        (_math_paper, ["We minimise (y + fθ(x))^2 + λ‖θ‖^2 over the data."]),
    ],
)
def test_body_page_reads_raised_powers_with_a_caret(
    tmp_path: Path, paper: Callable[[Path], Path], lines: list[str]
) -> None:
    text = _page_text(paper(tmp_path / "b.pdf"), 2)
    assert all(line in text for line in lines)


@pytest.mark.parametrize(
    ("paper", "lines"),
    [
        # a mark glued to a number is left out since glyphs52 (powers.is_number_mark):
        # read into the number it made another ("19983", "Table 14")
        (_paper, ["As Smith1,2 showed, the level rose12 in 1998."]),
        (_paper, ["See Table 1 and day 14 of the trial."]),
        (_math_paper, ["Treated with TGF-β)2 cells grew."]),
    ],
)
def test_footnote_marks_read_as_before(
    tmp_path: Path, paper: Callable[[Path], Path], lines: list[str]
) -> None:
    """Controls: marks after a name, a word and after "TGF-β)" (a bracket with no math
    operator before it) read as before; marks after a year or a small number left out
    (glyphs52; the base read them into the number)."""
    text = _page_text(paper(tmp_path / "m.pdf"), 2)
    assert all(line in text for line in lines)


def test_unicode_squares_of_math_symbols() -> None:
    assert normalize_text("χ² and 𝜎² but José¹") == "χ^2 and σ^2 but José1"
