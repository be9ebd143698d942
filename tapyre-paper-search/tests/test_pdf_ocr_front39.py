"""Front matter of damaged scans, as Tesseract reads them (round 39).

A title's middle line whose OCR box took in a speck or a stroke of the scan was
measured a fifth to a quarter larger than the title's other lines ("shock proteins
in the modulation of stem" at 20.5 between two lines at 16.5), and the title was
read as that line alone.  The tests use OCR-shaped lines (word spans as wide as
Times sets them, from ``test_pdf_ocr_front37``) and read them as ``extract_pdf``
reads an OCR'd page; the controls (marked so) hold on the base too.
"""

from __future__ import annotations

from test_pdf_ocr_front37 import BODY, _line, _piece, _record, _words

TITLE = (
    "Chaperoning stem cells: a role for heat",
    "shock proteins in the modulation of stem",
    "cell self-renewal and differentiation?",
)
NAMES = "Paul van Hoekstra, Angela Wu and Dimitar Iliev"


def _set(text: str, top: float, type_size: float, measured: float) -> dict[str, object]:
    """An OCR line set at ``type_size``, measured ``measured``, centred on 306."""
    words = _words(text, type_size)
    width = words[-1][2] - words[0][1]
    line = _piece(_words(text, type_size, 306.0 - width / 2), top, type_size)
    for span in line["spans"]:  # type: ignore[attr-defined]
        span["size"] = measured
    return line


def _page(title: list[dict[str, object]]) -> list[dict[str, object]]:
    lines = list(title)
    lines.append(_line(NAMES, 150.0, 12.0, 150.0))
    lines.append(_line("Abstract", 190.0, 12.0, 54.0))
    lines += [_line(BODY, 207.0 + 13.0 * i, 10.0, 54.0) for i in range(12)]
    return lines


def _title(
    measures: tuple[float, float, float],
    types: tuple[float, ...] = (16.0,) * 3,
    texts: tuple[str, ...] = TITLE,
) -> str:
    tops = (88.0, 106.5, 125.0)
    title, _ = _record(
        _page([_set(t, y, s, m) for t, y, s, m in zip(texts, tops, types, measures, strict=True)])
    )
    return title


def test_a_title_line_measured_larger_than_the_lines_around_it_stays_in_the_title() -> None:
    assert _title((16.5, 20.5, 16.5)) == " ".join(TITLE)


def test_control_a_title_line_measured_a_fifth_larger_stays_in_the_title() -> None:
    """Within the slip one paragraph's sizes may stand apart already (base too)."""
    assert _title((16.5, 19.5, 16.5)) == " ".join(TITLE)


def test_a_title_line_in_capitals_measured_larger_stays_in_the_title() -> None:
    caps = tuple(t.upper() for t in TITLE)
    assert _title((16.5, 20.5, 16.5), texts=caps) == " ".join(caps)


def test_control_a_title_read_alike_is_read_whole() -> None:
    assert _title((16.5, 16.5, 16.5)) == " ".join(TITLE)


def test_control_a_line_set_larger_keeps_its_size() -> None:
    """A line really set larger has wider letters: the rule leaves its size alone (a
    large line between two small ones is read as the title, as on the base)."""
    assert _title((13.0, 20.5, 13.0), (13.0, 20.0, 13.0)) == TITLE[1]
