"""A title's last word, one capital letter, wrapped onto a row of its own (glyphs49).

Pages are written with PyMuPDF: a title in large bold type whose last row is the
letter alone, names and an abstract under it.  Controls (labelled): a letter
under a row that is not full, a drop capital with its paragraph beside it, a
letter after a hyphenated row, and a plain two-row title, each read exactly as
before.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf.extract import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line

_ABSTRACT = (
    "The recommended treatment for patients with chronic infection is a course of",
    "injections and tablets over a year; about half of the patients are cured by it.",
    "We report a study of the response in two groups of patients treated alike.",
)


def _pdf(path: Path, rows: list[str], *, beside: str = "") -> Path:
    doc = pymupdf.open()
    page = doc.new_page()
    y = 90.0
    for row in rows:
        page.insert_text((72, y), row, fontname="tibo", fontsize=17)
        y += 21
    if beside:
        page.insert_text((90, y - 21), beside, fontname="tiro", fontsize=10)
    y += 14
    page.insert_text((72, y), "Fangcui Dempsey and Andreas Werner", fontname="tiro", fontsize=10)
    y += 14
    page.insert_text(
        (72, y), "School of Genetics, University of Zagreb", fontname="tiro", fontsize=9
    )
    y += 28
    page.insert_text((72, y), "Abstract", fontname="tibo", fontsize=10)
    for line in _ABSTRACT:
        y += 12
        page.insert_text((72, y), line, fontname="tiro", fontsize=10)
    doc.save(path)
    return path


_FULL = [
    "Genome-wide association of IL28B with response to the",
    "interferon and ribavirin therapy for chronic hepatitis",
]


def test_wrapped_letter_kept_as_the_last_title_word(tmp_path: Path) -> None:
    record = extract_pdf(_pdf(tmp_path / "c.pdf", [*_FULL, "C"]))
    assert record.title == " ".join(_FULL) + " C"


def test_wrapped_letter_under_a_centred_title(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    rows = [
        "Long-term effects of a daily supplement of",
        "cholecalciferol on bone density and vitamin",
        "D",
    ]
    y = 90.0
    for row in rows:
        width = pymupdf.get_text_length(row, fontname="tibo", fontsize=17)
        page.insert_text(((page.rect.width - width) / 2, y), row, fontname="tibo", fontsize=17)
        y += 21
    page.insert_text(
        (72, y + 14), "Fangcui Dempsey and Andreas Werner", fontname="tiro", fontsize=10
    )
    page.insert_text((72, y + 60), "Abstract", fontname="tibo", fontsize=10)
    for k, line in enumerate(_ABSTRACT):
        page.insert_text((72, y + 72 + 12 * k), line, fontname="tiro", fontsize=10)
    path = tmp_path / "d.pdf"
    doc.save(path)
    assert extract_pdf(path).title == " ".join(rows)


def test_control_letter_under_a_short_row_left_out(tmp_path: Path) -> None:
    """Control: under a row that did not fill the title's width the letter is no
    wrapped word (a part's or a panel's letter)."""
    rows = [_FULL[0], "interferon therapy", "B"]
    record = extract_pdf(_pdf(tmp_path / "s.pdf", rows))
    assert record.title == f"{_FULL[0]} interferon therapy"


def test_control_letter_after_a_hyphen_left_out(tmp_path: Path) -> None:
    """Control: a row ending in a hyphen does not end in a word."""
    rows = [_FULL[0], "interferon and ribavirin therapy for chronic hepatitis-", "C"]
    record = extract_pdf(_pdf(tmp_path / "h.pdf", rows))
    assert record.title == f"{_FULL[0]} interferon and ribavirin therapy for chronic hepatitis-"


def test_control_plain_title_unchanged(tmp_path: Path) -> None:
    """Control: a title of two full rows reads as before."""
    assert extract_pdf(_pdf(tmp_path / "p.pdf", _FULL)).title == " ".join(_FULL)


def _line(text: str, y0: float, x0: float = 72.0, x1: float = 500.0, size: float = 17.0) -> Line:
    return text_line(text, y0, size=size, bold=True, x0=x0, x1=x1)


def test_unit_letter_added_to_the_group() -> None:
    from tapyre_paper_search.pdf.titleletter import with_last_letter

    lines = [_line("A title row", 90), _line("its full second row", 111), _line("C", 132, x1=84)]
    assert with_last_letter(lines, [0, 1]) == [0, 1, 2]


def test_control_unit_drop_capital_with_text_beside_left_out() -> None:
    """Control (on the new module): a letter with a paragraph on its row is a drop capital."""
    from tapyre_paper_search.pdf.titleletter import with_last_letter

    lines = [
        _line("A title row", 90),
        _line("its full second row", 111),
        _line("T", 132, x1=84),
        _line("he paragraph opens beside it", 133, x0=90, size=10),
    ]
    assert with_last_letter(lines, [0, 1]) == [0, 1]
