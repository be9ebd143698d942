"""Front matter of damaged scans, as Tesseract reads them (round 39).

A title's middle line whose OCR box took in a speck or a stroke of the scan was
measured a fifth to a quarter larger than the title's other lines ("shock proteins
in the modulation of stem" at 20.5 between two lines at 16.5), and the title was
read as that line alone.  The tests use OCR-shaped lines (word spans as wide as
Times sets them, from ``test_pdf_ocr_front37``) and read them as ``extract_pdf``
reads an OCR'd page; the controls (marked so) hold on the base too.
"""

from __future__ import annotations

from ocr_pages import _regrouped
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


def _specked(line: dict[str, object], mark: str, size: float) -> dict[str, object]:
    """``line`` with a speck OCR read as ``mark`` (measured ``size``) 9 points left of it."""
    x0, y0, x1, y1 = line["bbox"]  # type: ignore[misc]
    speck = {"text": mark, "size": size, "bbox": (x0 - 9.0, y1 - 2.0, x0 - 8.5, y1)}
    space = {"text": " ", "size": size, "bbox": (x0 - 8.5, y0, x0, y1)}
    spans = [speck, space, *line["spans"]]  # type: ignore[misc]
    return {**line, "bbox": (x0 - 9.0, y0, x1, y1), "spans": spans}


def _abstract(label: dict[str, object]) -> str:
    from tapyre_paper_search.pdf.frontmatter import read_front_matter
    from tapyre_paper_search.pdf.lines import in_reading_order, page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    lines = [_set(t, y, 16.0, 16.5) for t, y in zip(TITLE, (88.0, 106.5, 125.0), strict=True)]
    lines += [_line(NAMES, 150.0, 12.0, 150.0), label, _line("Objective", 210.0, 10.5, 54.0)]
    lines += [_line(BODY, 226.0 + 15.0 * i, 12.0, 54.0) for i in range(12)]
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    return read_front_matter([in_reading_order(page_lines(regroup_lines(page)))]).abstract


def _texts(lines: list[dict[str, object]]) -> list[str]:
    return [text for block in _regrouped(lines) for text, _ in block]


def test_a_speck_read_as_a_full_stop_before_a_label_is_left_out() -> None:
    label = _specked(_line("ABSTRACT", 190.0, 12.0, 54.0), ".", 3.3)
    texts = _texts([label, _line(BODY, 210.0, 12.0, 54.0)])
    assert "ABSTRACT" in texts
    assert not any(text.startswith(".") for text in texts)


def test_a_speck_read_as_a_comma_before_a_prose_line_is_left_out() -> None:
    line = _specked(_line("Population based twin cohort in Denmark.", 300.0, 12.0, 54.0), "‚", 4.0)
    texts = _texts([_line("SETTING", 284.0, 12.0, 54.0), line])
    assert "Population based twin cohort in Denmark." in " ".join(texts)
    assert "‚" not in " ".join(texts)


def test_control_an_abstract_under_a_label_with_a_speck_is_read() -> None:
    """The abstract is found under the label with or without the speck (base too)."""
    label = _specked(_line("ABSTRACT", 190.0, 12.0, 54.0), ".", 3.3)
    assert _abstract(label).startswith(f"Objective {BODY}")


def test_control_a_mark_measured_with_its_line_stays() -> None:
    line = _specked(_line("and the rest of the line", 300.0, 10.0, 54.0), ";", 10.0)
    assert "; and the rest of the line" in _texts([line, _line(BODY, 313.0, 10.0, 54.0)])
