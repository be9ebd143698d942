"""A scan's title row OCR measured near the body's size, though its type is far wider (kinds57).

Taken from a generated train paper's scanned first page (the boxes and sizes are
Tesseract's, rounded; the words are others): the title, a row of small letters with no
descender, was measured 11.5 (its words 11 to 14) over a body of 10.5, and snapped into
the body's size; a row of names under it measured 13 was then the largest type on the
page and was read as the title.  The title's characters are half again as wide as the
body's (6.3 points a character over 4.2): it is in larger type.

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
from test_ocr_bylines_kinds56 import _row

_TITLE = "Serum retinol markers and rates of renal cancer in older women"
_TITLE_SIZES = (12.3, 11.7, 14.1, 11.4, 12.4, 11.0, 11.3, 11.0, 11.8, 11.0, 13.4)
_BODY_SIZES = (9.8, 10.0, 10.5, 10.7, 11.0, 10.2, 9.7, 10.4, 10.6)
_BODY_TEXT = "experimental evidence suggests that this precursor may aid in the prevention of"


def _even(
    text: str, sizes: tuple[float, ...], left: float, band: tuple[float, float], *, pitch: float
) -> dict:
    """A row of ``text`` (``band``: its top and foot; word ``k`` measured
    ``sizes[k % len(sizes)]``) whose characters are ``pitch`` wide, words a space apart."""
    words, x = [], left
    for k, word in enumerate(text.split()):
        words.append((word, sizes[k % len(sizes)], x, x + pitch * len(word)))
        x += pitch * (len(word) + 1)
    return _row(words, *band)


_NAMES = (("Irena Kos", (11.0, 10.5), 111.3), ("Yu. N. Ortega", (11.6,), 262.2))
_WIDE_NAME = ("Lars Weng", (11.4, 13.2), 432.1)


def _front(title_pitch: float = 6.3, title_sizes: tuple[float, ...] = _TITLE_SIZES) -> list[dict]:
    title = _even(_TITLE, title_sizes, 54.2, (80.4, 90.7), pitch=title_pitch)
    names = [
        _even(name, sizes, left, (104.8, 116.9), pitch=5.6)
        for name, sizes, left in (*_NAMES, _WIDE_NAME)
    ]
    affiliations = [
        _even("Department of Neuroscience", (8.7, 8.5), left, (120.9, 129.6), pitch=4.1)
        for left in (81.3, 243.5, 405.5)
    ]
    heading = _even("ABSTRACT", (14.5,), 54.0, (293.9, 307.4), pitch=7.8)
    body = [
        _even(
            _BODY_TEXT, _BODY_SIZES[n % 3 :], left, (311.7 + 12.4 * n, 323.2 + 12.4 * n), pitch=4.2
        )
        for n in range(24)
        for left in (54.2, 306.4)
    ]
    return [title, *names, *affiliations, heading, *body]


def _sizes(lines: list[dict]) -> dict[str, float]:
    return dict(text for block in _regrouped(lines) for text in block)


def test_a_title_row_in_wider_type_stands_above_a_names_row_measured_larger() -> None:
    sizes = _sizes(_front())
    assert sizes[_TITLE] > sizes["Lars Weng"], sizes
    assert sizes[_TITLE] > 14.0, sizes


def test_a_title_row_in_the_body_type_keeps_the_body_size() -> None:
    # the same row set as wide as the body's type: nothing says it is larger
    sizes = _sizes(_front(title_pitch=4.4))
    assert sizes[_TITLE] == sizes[_BODY_TEXT], sizes


def test_a_loosely_set_row_measured_at_the_body_size_keeps_it() -> None:
    # characters a third wider than the body's, but OCR measured the row no larger
    sizes = _sizes(_front(title_pitch=5.8, title_sizes=(10.0, 10.5, 10.3, 10.4)))
    assert sizes[_TITLE] == sizes[_BODY_TEXT], sizes


def test_a_long_row_of_names_snapped_into_the_body_size_keeps_it() -> None:
    # initials, stops and capitals are wide: a names row's pitch says nothing of its size
    names = "Li Kotsugi Joel O'Brien T. P. Romano A. Aubert M. Brommer"
    row = _even(names, (11.0, 10.8, 11.2), 108.0, (231.0, 243.0), pitch=6.8)
    sizes = _sizes([*_front(), row])
    assert sizes[names] == sizes[_BODY_TEXT], sizes


def test_a_scanned_title_row_measured_small_is_read_as_the_title(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def draw(page: Any) -> None:
        page.insert_text((54, 90), _TITLE, fontsize=15)
        for n, line in enumerate(textwrap.wrap(_BODY_TEXT * 30, 90)):
            page.insert_text((54, 320 + 12.4 * n), line, fontsize=10)

    record = extract_pdf(scan_reading(tmp_path, draw, _front(), monkeypatch))
    assert record.title == _TITLE
    assert "Lars Weng" in record.authors


# A structured abstract's first section OCR measured 8.5 between its label and the next
# section at 9.5, its characters as wide as that section's (3.78 points over 3.83).
_OBJECTIVE = "to investigate whether statins reduce all cause mortality and major coronary events"
_DESIGN = "meta-analysis of randomised trials from the controlled trials register and medline"


def _abstract(first_pitch: float) -> list[dict]:
    rows = [
        _even("ABSTRACT", (17.5,), 69.0, (177.0, 191.0), pitch=10.4),
        _even("Objectives", (10.5,), 72.0, (197.0, 211.0), pitch=5.5),
    ]
    rows += [
        _even(
            _OBJECTIVE, (8.4, 8.6, 8.5), 72.0, (214.0 + 11 * n, 224.0 + 11 * n), pitch=first_pitch
        )
        for n in range(3)
    ]
    rows.append(_even("Design", (9.5,), 72.0, (255.0, 265.0), pitch=4.3))
    rows += [
        _even(_DESIGN, (9.4, 9.6, 9.5), 72.0, (269.0 + 11 * n, 279.0 + 11 * n), pitch=3.83)
        for n in range(8)
    ]
    return rows


def test_a_section_measured_a_step_smaller_in_the_same_type_takes_the_next_ones_size() -> None:
    sizes = _sizes(_abstract(3.78))
    assert sizes[_OBJECTIVE] == sizes[_DESIGN] == 9.5, sizes


def test_a_paragraph_a_step_smaller_with_narrower_letters_keeps_its_size() -> None:
    # letters 6 % narrower: a smaller type (a caption's), not the same one measured wrong
    sizes = _sizes(_abstract(3.6))
    assert sizes[_OBJECTIVE] == 8.5, sizes
