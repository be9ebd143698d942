"""review57 of lineno21: what its line-number and math-font rules took too much of.

* A references list labelled with bare numbers at a hanging indent ("41 Smith J, …",
  as the Lancet and the BMJ set them) keeps its labels: they step by one over entries
  of two lines, where ``lineno``'s numbers count every line (``strip_words``).
* A bare Type 3 font's codes below 32 read as math italic's Greek only where they are
  set at cmmi's widths: cmsy's ≥ (0.777 em at λ's code 21) and T1's guillemets set
  apart are no Greek letters (``texcodes.tables_of``).
* Affiliation marks in two columns (1 2 | 3 4), each on a line of its own, stay: only
  short columns counting on by five go (``strip_dict``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.linenumbers import strip_dict
from tapyre_paper_search.pdf.texcodes import MATH, SHARED, tables_of

_ENTRIES = (
    (
        "Smith J, Brown K, Lee A. Effects of flow on fine offices and their workers in",
        "large cities. Lancet 2019; 393: 1234-45.",
    ),
    (
        "Jones P, White R. Margins of error in line counts of submitted manuscripts.",
        "BMJ 2020; 368: m123.",
    ),
    (
        "Green T, Black F, Grey G. Offshore wind fields and their yield over two",
        "decades of measurement. Energy 2018; 9: 4-6.",
    ),
)


def test_a_references_list_labelled_with_bare_numbers_keeps_its_labels(tmp_path: Path) -> None:
    doc = pymupdf.open()
    front = doc.new_page(width=612, height=792)
    front.insert_text((72, 100), "Reading Bare Numbers in Lists", fontsize=17, fontname="tibo")
    front.insert_text((72, 130), "Ann Lee, Bo Chen", fontsize=12, fontname="tiro")
    front.insert_text((72, 170), "Abstract", fontsize=12, fontname="tibo")
    for k in range(20):
        line = "We study how readers take in the numbers set before each entry of a list."
        front.insert_text((72, 190 + 13 * k), line, fontsize=10, fontname="tiro")
    for _ in range(2):
        body = doc.new_page(width=612, height=792)
        for k in range(40):
            line = "Body text of the paper runs on here with many words in each of its lines."
            body.insert_text((72, 80 + 14 * k), line, fontsize=10, fontname="tiro")
    refs = doc.new_page(width=612, height=792)
    refs.insert_text((72, 72), "References", fontsize=12, fontname="tibo")
    y = 95.0
    for number in range(41, 59):
        first, second = _ENTRIES[number % 3]
        refs.insert_text((72, y), str(number), fontsize=9, fontname="tiro")
        refs.insert_text((90, y), first, fontsize=9, fontname="tiro")
        refs.insert_text((90, y + 11), second, fontsize=9, fontname="tiro")
        y += 25
    doc.save(tmp_path / "labels.pdf")
    got = extract_pdf(tmp_path / "labels.pdf", ocr=None)
    assert "41" in got.pages[-1].text.split()
    assert [ref.number for ref in got.references] == list(range(41, 59))


def _span(font: str, codes: str, width: float) -> dict[str, Any]:
    """A raw span of 10 pt ``codes`` in ``font``, each ``width`` em wide."""
    chars = [
        {"c": c, "bbox": (10.0 * k * width, 0.0, 10.0 * (k + 1) * width, 10.0)}
        for k, c in enumerate(codes)
    ]
    return {"font": font, "size": 10.0, "chars": chars, "text": codes}


def _table(spans: list[dict[str, Any]]) -> dict[int, str]:
    [(_, table), *_] = tables_of(spans, frozenset({"F30"}), lambda span: span["text"])
    return table


def test_codes_below_32_read_as_greek_only_at_math_italics_widths() -> None:
    assert _table([_span("F30", "\x15", 0.583)]) is MATH  # cmmi10's λ
    assert _table([_span("F30", "\x0b", 0.639), _span("F30", "\x0c", 0.565)]) is MATH
    assert _table([_span("F30", "\x15", 0.777)]) is SHARED  # cmsy10's ≥ ("≥65 years")
    assert _table([_span("F30", "\x0f", 0.5)]) is SHARED  # cmsy's bullet
    assert _table([_span("F30", "\x06", 0.777)]) is SHARED  # cmsy's ±, as wide as Σ
    assert _table([_span("F30", "\x13 Le Monde \x14", 0.5)]) is SHARED  # T1's « »


def _line(x0: float, x1: float, y: float, text: str, size: float) -> dict[str, Any]:
    box = (x0, y - size, x1, y)
    return {"bbox": box, "dir": (1.0, 0.0), "spans": [{"text": text, "size": size, "bbox": box}]}


def test_affiliation_marks_in_two_columns_counting_on_by_one_stay() -> None:
    body = [
        _line(72, 540, 300 + 12 * k, "running text of the abstract " * 4, 10) for k in range(25)
    ]
    affiliations = []
    for column, x in enumerate((100, 330)):
        for row in range(2):
            mark = column * 2 + row + 1
            affiliations.append(_line(x - 4, x - 1, 200 + 12 * row, str(mark), 6))
            text = f"Department {mark}, University of Somewhere"
            affiliations.append(_line(x, x + 180, 202 + 12 * row, text, 9))
    page = {"blocks": [{"type": 0, "lines": body}, {"type": 0, "lines": affiliations}]}
    kept = [line["spans"][0]["text"] for line in strip_dict(page)["blocks"][1]["lines"]]
    assert kept[::2] == ["1", "2", "3", "4"]
