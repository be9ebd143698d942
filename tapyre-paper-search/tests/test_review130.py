"""Review of round 39's OCR rules (``ocrleading``, ``ocrdisplay.sandwiched_sizes``).

A real mark opening an OCR'd line is measured small too (OCR sizes a word by its
box): a German low quote read "," came back at about half its line's size (5.0 and
5.1 to lines of 10.0 to 10.5, Tesseract on a page drawn in DejaVu Sans 9 pt and
scanned at 200 dpi), a speck at a quarter to a third (". ABSTRACT": 3.3 to 11.9).
"""

from __future__ import annotations

from ocr_pages import _regrouped
from test_pdf_ocr_front37 import BODY, _line
from test_pdf_ocr_front39 import _specked, _title


def _led(line: dict[str, object], mark: str, size: float) -> dict[str, object]:
    """``line`` opened by ``mark`` as OCR reads it: measured ``size``, 4 points wide
    (its ink), 2.5 points before the first word."""
    x0, y0, x1, y1 = line["bbox"]  # type: ignore[misc]
    lead = {"text": mark, "size": size, "bbox": (x0 - 6.5, y1 - size, x0 - 2.5, y1)}
    space = {"text": " ", "size": size, "bbox": (x0 - 2.5, y0, x0, y1)}
    spans = [lead, space, *line["spans"]]  # type: ignore[misc]
    return {**line, "bbox": (x0 - 6.5, y0, x1, y1), "spans": spans}


def _texts(lines: list[dict[str, object]]) -> list[str]:
    return [text for block in _regrouped(lines) for text, _ in block]


def test_a_low_quote_read_as_a_comma_measured_half_its_line_stays() -> None:
    line = _led(_line("GEDACHTNIS DER STADT' in der Moderne", 300.0, 10.4, 60.0), ",", 4.9)
    texts = _texts([line, _line(BODY, 314.0, 10.4, 54.0)])
    assert ", GEDACHTNIS DER STADT' in der Moderne" in texts


def test_control_a_speck_a_third_of_its_line_is_still_left_out() -> None:
    line = _specked(_line("ABSTRACT", 190.0, 12.0, 54.0), ".", 3.9)  # as test_pdf_ocr_front39
    texts = _texts([line, _line(BODY, 210.0, 12.0, 54.0)])
    assert "ABSTRACT" in texts


def test_control_a_title_set_larger_between_a_kicker_and_a_byline_keeps_its_size() -> None:
    """A title set a fifth larger than a display kicker and byline has wider letters
    (``sandwiched_sizes`` leaves it alone, as the base did)."""
    texts = (
        "Original Research Article",
        "Mitochondrial membrane dynamics",
        "Paul van Hoekstra and Angela Wu",
    )
    assert _title((14.5, 17.5, 14.5), (14.0, 17.0, 14.0), texts) == texts[1]
