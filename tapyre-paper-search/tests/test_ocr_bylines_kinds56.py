"""A byline of names set apart by a wider space only, on a scan (kinds56).

Two shapes of a scan's OCR result, taken from a generated train paper's page (the boxes
and sizes are Tesseract's, rounded; the names are others):

* the row of names given one box two rows tall, over the smaller affiliation under
  it (537 to 554 points, the affiliation 546 to 554): ``cut_overreaching`` gave the
  names the affiliation's size (8 points), though their characters are nearly twice as
  wide, and the names were read as an affiliation;
* the names parted only by a wider gap (8 points between the names, 3 to 6 between
  their words), which Tesseract covers with a space as every word gap: the row read
  as one run of words no name matches, and the paper had no authors.

The tests read hand-built OCR results (``ocr_pages._regrouped``) and, end to end, a
scanned PDF whose OCR returns the rows as Tesseract did (``ocr.ocr_page`` patched).
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest
from ocr_pages import _regrouped, scan_reading
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.linenames import SEPARATOR
from tapyre_paper_search.pdf.lines import page_lines
from tapyre_paper_search.pdf.ocrregroup import regroup_lines


def _row(words: list[tuple[str, float, float, float]], top: float, foot: float) -> dict:
    """An OCR row of ``words`` (text, size, x0, x1) with a space span over each gap
    between them, as Tesseract returns a line."""
    spans: list[dict[str, Any]] = []
    for k, (text, size, x0, x1) in enumerate(words):
        if k:
            end = float(spans[-1]["bbox"][2])
            spans.append({"text": " ", "size": size, "bbox": (end, top, x0, foot)})
        spans.append({"text": text, "size": size, "bbox": (x0, top, x1, foot)})
    return {"bbox": (words[0][2], top, words[-1][3], foot), "spans": spans}


def _even(text: str, size: float, left: float, band: tuple[float, float], *, pitch: float) -> dict:
    """A row of ``text`` (``band``: its top and foot) whose characters are ``pitch`` wide,
    words a space apart."""
    words, x = [], left
    for word in text.split():
        words.append((word, size, x, x + pitch * len(word)))
        x += pitch * (len(word) + 1)
    return _row(words, *band)


# The names as Tesseract cut them: 3 to 6 points between the words of a name, 8 between
# the two names; a box 17 points tall reaching over the affiliation row.
_NAMES = [
    ("Paul", 13.8, 210.5, 233.0),
    ("R.", 10.8, 236.2, 243.0),
    ("Adams", 14.8, 247.7, 279.6),
    ("Chen", 16.0, 284.4, 314.4),
    ("Maria", 14.3, 322.6, 352.4),
    ("Rossi", 15.7, 358.1, 401.5),
]
_AFFILIATION = (
    "Institute of Earth Sciences, Technical University of Pisa, 160 Via Roma, Pisa, Italy"
)


def _prose(top: float, count: int) -> list[dict]:
    text = "cells with defined factors hold great promise for regenerative medicine"
    return [
        _even(text, 12.5, 72.0, (top + 13.8 * i, top + 13.8 * i + 11.0), pitch=6.2)
        for i in range(count)
    ]


def _front() -> list[dict]:
    title = _even("Immunogenicity of induced stem cells", 19.0, 150.0, (81.0, 100.0), pitch=9.0)
    names = _row(_NAMES, 536.6, 553.7)
    affiliation = _even(_AFFILIATION, 8.0, 114.2, (546.5, 554.4), pitch=3.8)
    return [title, *_prose(137.0, 20), names, affiliation]


def test_a_names_row_whose_box_reaches_over_its_affiliation_keeps_its_size() -> None:
    texts = dict(text for block in _regrouped(_front()) for text in block)
    names = next(size for text, size in texts.items() if "Rossi" in text)
    assert names > 12.0, texts  # not the affiliation's 8
    assert texts[_AFFILIATION] == 8.0


def test_an_inflated_line_in_the_same_type_still_takes_the_size_under_it() -> None:
    upper = _even(
        "were analysed for persons aged fifteen years", 14.5, 72.0, (200.0, 224.0), pitch=6.0
    )
    lower = _even(
        "and a lifestyle index was built from behaviours", 10.0, 72.0, (212.0, 222.0), pitch=6.0
    )
    texts = dict(text for block in _regrouped([upper, lower, *_prose(300.0, 8)]) for text in block)
    assert texts["were analysed for persons aged fifteen years"] == 10.0, texts


def _names_of(lines: list[dict]) -> str:
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    read = page_lines(regroup_lines(page)).lines
    return next(line.names for line in read if "Rossi" in line.text or "Roberts" in line.text)


def test_a_wider_gap_between_two_names_parts_them() -> None:
    assert _names_of(_front()) == f"Paul R. Adams Chen{SEPARATOR}Maria Rossi"


def test_a_row_whose_gaps_are_all_wide_keeps_its_names_whole() -> None:
    # a loosely set face: every gap 8 points, none clearly wider than the others
    words, x = [], 200.0
    for word in ("Martin", "Roberts", "Leonid", "Kowalski"):
        words.append((word, 15.0, x, x + 6.0 * len(word)))
        x += 6.0 * len(word) + 8.0
    assert SEPARATOR not in _names_of([_row(words, 300.0, 314.0), *_prose(400.0, 8)])


def _scan_with_ocr(folder: Path, lines: list[dict], monkeypatch: pytest.MonkeyPatch) -> Path:
    """A scanned one-page paper (its text layer gone) whose OCR returns ``lines``."""

    def draw(page: Any) -> None:
        page.insert_text((150, 95), "Immunogenicity of induced stem cells", fontsize=19)
        for n, line in enumerate(textwrap.wrap("cells with defined factors hold " * 40, 80)):
            page.insert_text((72, 147 + 13.8 * n), line, fontsize=11)

    return scan_reading(folder, draw, lines, monkeypatch)


def test_a_scanned_byline_of_names_set_apart_by_a_gap_reads_both_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    heading = _even("INTRODUCTION", 11.5, 73.0, (597.0, 606.0), pitch=7.6)
    body = [
        _even(
            "This review presents a historical overview of the most recent data on the",
            9.5,
            72.0,
            (613.0 + 11.6 * i, 622.0 + 11.6 * i),
            pitch=5.6,
        )
        for i in range(8)
    ]
    lines = [*_front(), heading, *body]
    record = extract_pdf(_scan_with_ocr(tmp_path, lines, monkeypatch))
    assert record.title == "Immunogenicity of induced stem cells"
    assert record.authors == ("Paul R. Adams Chen", "Maria Rossi")
