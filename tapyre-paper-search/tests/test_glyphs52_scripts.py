"""Powers of a lone digit or letter, footnote marks after a number, subscript digits in
a title, page ranges (glyphs52).

The pages are written with PyMuPDF: lines in Times, raised pieces at 0.7 of the size
3.5 pt above the baseline, lowered ones at 0.7 of the size 2 pt below it, as a word
processor sets superscripts and subscripts.  On the base a power of a lone digit or
letter is read into its base ("216", "3n", "xn"), a footnote mark after a number into
the number ("19983", "Table 12"), and a title's subscript digits are left out as
footnote marks ("CeAgGe", "CEAGGE").  Controls, passing on both: a mark after a name
or a word, an author's marks, a page range in the text, a title's footnote mark.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.exponents import is_exponent, may_hold_flattened
from tapyre_paper_search.pdf.titles import choose_title

_SIZE = 10.0
_FILLER = "Plain body text of the study, set in one column, line after line."
Pieces = list[tuple[str, str]]
_POWERS: list[Pieces] = [
    [("A key space of 2", "t"), ("16", "u"), (" values and 3", "t"), ("n", "u"), (" steps.", "t")],
    [("The rate x", "t"), ("n", "u"), (" grows as e", "t"), ("-k", "u"), (" falls.", "t")],
]
_NUMBER_MARKS: list[Pieces] = [
    [("Founded in 1998", "t"), ("3", "u"), (", see Table 1", "t"), ("2", "u"), (" here.", "t")],
    [("The mean was 0.05", "t"), ("1,2", "u"), (" in all groups.", "t")],
]
_CONTROLS: list[Pieces] = [
    [("As Smith", "t"), ("1,2", "u"), (" showed, the level rose", "t"), ("4", "u"), (".", "t")],
    [("See pages 103-110 of the volume for the proof.", "t")],
]


def _line(
    page: pymupdf.Page, y: float, pieces: Pieces, font: str = "tiro", at: float = _SIZE
) -> None:
    """One line of ``pieces`` ((text, "t" on the line / "u" raised / "d" lowered))."""
    x = 72.0
    for text, kind in pieces:
        size, rise = {"t": (at, 0.0), "u": (at * 0.7, at * 0.35), "d": (at * 0.7, -at * 0.2)}[kind]
        page.insert_text((x, y - rise), text, fontname=font, fontsize=size)
        x += float(pymupdf.get_text_length(text, fontname=font, fontsize=size))


def _paper(path: Path, title: Pieces, body: list[Pieces] = ()) -> Path:  # type: ignore[assignment]
    doc = pymupdf.open()
    for number in range(3):
        page = doc.new_page()
        y = 80.0
        if number == 0:
            _line(page, y, title, "tibo", 16.0)
            _line(
                page, y + 25, [("Jane Smith", "t"), ("1", "u"), (" and Bob Lee", "t"), ("2", "u")]
            )
            page.insert_text((72, y + 50), "Abstract", fontname="tibo", fontsize=11)
            y += 70
        for _ in range(8):
            page.insert_text((72, y), _FILLER, fontname="tiro", fontsize=_SIZE)
            y += 13
        if number == 1:
            for pieces in body:
                _line(page, y, pieces)
                y += 13
    doc.save(path)
    return path


_PLAIN_TITLE: Pieces = [("Growth of Single Crystals", "t")]


def _body(tmp_path: Path, body: list[Pieces]) -> str:
    return extract_pdf(_paper(tmp_path / "b.pdf", _PLAIN_TITLE, body), ocr=None).pages[1].text


def test_powers_of_a_lone_digit_or_letter_read_with_a_caret(tmp_path: Path) -> None:
    text = _body(tmp_path, _POWERS)
    assert "A key space of 2^16 values and 3^n steps." in text
    assert "The rate x^n grows as e^-k falls." in text


def test_footnote_marks_after_a_number_are_left_out(tmp_path: Path) -> None:
    text = _body(tmp_path, _NUMBER_MARKS)
    assert "Founded in 1998, see Table 1 here." in text
    assert "The mean was 0.05 in all groups." in text


def test_marks_after_words_and_page_ranges_read_as_before(tmp_path: Path) -> None:
    """Control (passes on the base too)."""
    text = _body(tmp_path, _CONTROLS)
    assert "As Smith1,2 showed, the level rose4." in text
    assert "See pages 103-110 of the volume for the proof." in text


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            [("Magnetism of CeAg", "t"), ("2", "d"), ("Ge", "t"), ("2", "d"), (" Crystals", "t")],
            "Magnetism of CeAg2Ge2 Crystals",
        ),
        (
            [("MAGNETISM OF CEAG", "t"), ("2", "d"), ("GE", "t"), ("2", "d"), (" CRYSTALS", "t")],
            "MAGNETISM OF CEAG2GE2 CRYSTALS",
        ),
        (
            [("Attacks on 2", "t"), ("16", "u"), (" Keys in Practice", "t")],
            "Attacks on 2^16 Keys in Practice",
        ),
        (
            [("ATTACKS FOR 2", "t"), ("16", "u"), (" KEYS IN PRACTICE", "t")],
            "ATTACKS FOR 2^16 KEYS IN PRACTICE",
        ),
    ],
)
def test_title_keeps_subscripts_and_powers(tmp_path: Path, title: Pieces, expected: str) -> None:
    record = extract_pdf(_paper(tmp_path / "t.pdf", title), ocr=None)
    assert record.title == expected
    assert record.authors == ("Jane Smith", "Bob Lee")


def test_title_footnote_mark_left_out(tmp_path: Path) -> None:
    """Control (passes on the base too): a raised mark after a title's last word."""
    title: Pieces = [("Growth of Single Crystals", "t"), ("1", "u")]
    assert (
        extract_pdf(_paper(tmp_path / "m.pdf", title), ocr=None).title
        == "Growth of Single Crystals"
    )


def test_metadata_title_without_the_exponent_loses_to_the_page() -> None:
    """A LaTeX metadata title drops \\textsuperscript's raise: "216" for "2^16"."""
    chosen = choose_title("Attacks on 216 Keys in Practice", "Attacks on 2^16 Keys in Practice")
    assert chosen.title == "Attacks on 2^16 Keys in Practice"


@pytest.mark.parametrize(
    ("before", "raised", "expected"),
    [
        ("a space of 2", "16", True),
        ("the rate 𝑥", "𝑛", True),
        ("grows as e", "-k", True),
        ("see Table 2", "3", False),
        ("in Fig. 2", "3", False),
        ("on day 3", "12", False),
        ("Wang L", "3", False),
        ("rose by 45", "12", False),
        ("a value of 2", "d", False),  # a table note's letter (a, b, c, d) stays a mark
        ("DEGENERATION FOR 2", "16", True),  # a title in capitals: "FOR" is no label
        ("as in Model 2", "3", False),
    ],
)
def test_is_exponent_of_a_lone_base(before: str, raised: str, expected: bool) -> None:
    assert is_exponent(before, raised) is expected


@pytest.mark.parametrize("text", ["pp. 103-110.", "in vol. 12, 101–109 (2001)"])
def test_page_ranges_ask_for_no_raw_read(text: str) -> None:
    assert not may_hold_flattened(text)


@pytest.mark.parametrize("text", ["We tested 2n settings.", "founded in 19983, the"])
def test_flattened_letter_powers_and_year_marks_ask_for_a_raw_read(text: str) -> None:
    assert may_hold_flattened(text)
