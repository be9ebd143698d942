"""OCR'd prose keeps its type size where OCR measured its line boxes wrong.

On a coarse scan Tesseract gives a line or a whole paragraph of a structured
abstract a box a third too short ("Objective: To evaluate …" at 7 over the other
parts at 9.5); the size change ended the abstract at its first part.  Letter
widths tell the type size instead (``ocrsizes.prose_sizes``).  The pure tests use
OCR-shaped lines; the scan test draws a generated two-column paper with a
structured abstract (a train record of ``../shared/data``), scans it at 150 dpi
and reads it with Tesseract.
"""

from __future__ import annotations

from pathlib import Path

from ocr_pages import (
    _regrouped,
    needs_tesseract,
    similarity,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)

PROSE = "the results of the trial were measured in every group at the end of each year"


def _prose_line(
    top: float, size: float, char: float = 5.0, text: str = PROSE, left: float = 60.0
) -> dict[str, object]:
    """An OCR line of word spans from ``left``, ``char`` points a character, a space of
    half that."""
    spans: list[dict[str, object]] = []
    x = left
    for word in text.split():
        if spans:
            spans.append({"text": " ", "size": size, "bbox": (x, top, x + char / 2, top + size)})
            x += char / 2
        width = char * len(word)
        spans.append({"text": word, "size": size, "bbox": (x, top, x + width, top + size)})
        x += width
    return {"bbox": (left, top, x, top + size), "dir": (1.0, 0.0), "spans": spans}


def _sizes(lines: list[dict[str, object]]) -> list[float]:
    return [size for block in _regrouped(lines) for _, size in block]


def test_a_prose_paragraph_ocr_measured_small_takes_the_body_size_under_it() -> None:
    first = [_prose_line(100.0 + 12 * i, 7.0) for i in range(3)]
    rest = [_prose_line(140.0 + 12 * i, 9.5) for i in range(8)]
    assert _sizes(first + rest) == [9.5] * 11


def test_a_prose_line_ocr_measured_small_takes_its_paragraphs_size() -> None:
    lines = [_prose_line(100.0 + 13 * i, 8.0 if i == 0 else 10.0) for i in range(6)]
    assert _sizes(lines) == [10.0] * 6


def test_smaller_prose_with_narrower_letters_keeps_its_size() -> None:
    # A footnote set smaller under the body: its letters are narrower, so it is
    # another type, not a measuring error.
    body = [_prose_line(100.0 + 12 * i, 9.5) for i in range(8)]
    note = [_prose_line(205.0 + 9 * i, 7.5, char=4.0) for i in range(2)]
    assert _sizes(body + note) == [9.5] * 8 + [7.5] * 2


def test_a_smaller_sans_caption_with_letters_as_wide_keeps_its_size() -> None:
    # A Helvetica caption at 8.5 under a Times body at 10: Helvetica's letters are
    # wider, so its characters take nearly the body's width (4.34 against 4.55
    # points), but 8.5 against 10 is a real step of size, not OCR's slip.
    body = [_prose_line(100.0 + 12 * i, 10.0, char=4.55) for i in range(6)]
    caption = [_prose_line(184.0 + 10 * i, 8.5, char=4.34) for i in range(2)]
    assert _sizes(body + caption) == [10.0] * 6 + [8.5] * 2


def test_sizes_do_not_chain_from_paragraph_to_paragraph_away_from_the_body() -> None:
    # Body 10, a paragraph OCR measured at 8 with letters as wide as the body's
    # (it takes 10), then a footnote at 6.5 as wide as that paragraph's letters
    # but 13 % narrower than the body's: it is compared with the body and keeps 6.5.
    body = [_prose_line(100.0 + 12 * i, 10.0, char=5.0) for i in range(6)]
    mid = [_prose_line(184.0 + 11 * i, 8.0, char=4.66) for i in range(3)]
    note = [_prose_line(228.0 + 10 * i, 6.5, char=4.34) for i in range(2)]
    assert _sizes(body + mid + note) == [10.0] * 9 + [6.5] * 2


def test_prose_beside_another_column_keeps_its_own_size() -> None:
    # Paragraphs next in reading order but in two columns are not compared.
    short = "the trial was measured in every group"
    left = [_prose_line(100.0 + 12 * i, 9.5, text=short) for i in range(8)]
    right = [_prose_line(100.0 + 9 * i, 7.0, text=short, left=320.0) for i in range(3)]
    assert _sizes(left + right)[-3:] == [7.0] * 3


@needs_tesseract
def test_a_coarse_scan_of_a_two_column_structured_abstract_keeps_its_parts(
    tmp_path: Path, shared_data: Path
) -> None:
    from pdfgen.scans import column_scans
    from tapyre_paper_search.pdf import extract_pdf

    # The development set's second paper: times, structured-inline in the left
    # column, a 5.8 pt gutter, scanned at 150 dpi.
    truth = list(column_scans(shared_data, tmp_path, 2, 13))[1]
    paper = extract_pdf(tmp_path / truth.name, max_pages=1, tables=False)
    assert paper.pages[0].source == "ocr"
    assert paper.abstract.startswith("Objective")
    for part in ("Design", "Setting", "Conclusion"):
        assert part in paper.abstract  # not cut after its first part
    assert similarity(truth.abstract[-300:], paper.abstract[-300:]) > 0.8


def test_a_label_ocr_measured_twice_the_body_size_takes_the_body_size() -> None:
    # "METHODS" set bold in the body's type over its part of a structured abstract;
    # Tesseract's box took in dirt and made it 19 points over a body of 9.5.  Its
    # capitals are 1.4 times as wide as the body's mean character, as capitals are.
    above = [_prose_line(100.0 + 12 * i, 9.5) for i in range(3)]
    label = _prose_line(136.0, 19.0, char=7.0, text="METHODS")
    below = [_prose_line(157.0 + 12 * i, 9.5) for i in range(3)]
    assert _sizes([*above, label, *below]) == [9.5] * 7


def test_a_label_read_in_lower_case_ocr_measured_large_takes_the_body_size() -> None:
    label = _prose_line(100.0, 12.5, text="Results")
    below = [_prose_line(114.0 + 12 * i, 9.5) for i in range(4)]
    assert _sizes([label, *below]) == [9.5] * 5


def test_a_heading_in_larger_type_keeps_its_size() -> None:
    # Its letters are as much wider as its type is larger: a real heading.
    heading = _prose_line(100.0, 14.0, char=5.0 * 14.0 / 9.5, text="Introduction")
    below = [_prose_line(122.0 + 12 * i, 9.5) for i in range(4)]
    assert _sizes([heading, *below]) == [14.0] + [9.5] * 4


def test_a_section_heading_ocr_measured_large_keeps_its_size() -> None:
    # A heading set bold at 1.15 x the body, after an abstract, which OCR measured
    # 1.4 x the body: its letters give 1.12 x the body's (capitals counted 1.4 wide),
    # above a label's.  Taken for a label, it got the body size and the abstract ran
    # on into the body under it.
    text = "Study Context"
    caps = 2 / 12
    above = [_prose_line(100.0 + 12 * i, 9.5) for i in range(3)]
    heading = _prose_line(146.0, 13.5, char=5.0 * 1.12 * (1 + 0.4 * caps), text=text)
    below = [_prose_line(168.0 + 12 * i, 9.5) for i in range(3)]
    assert _sizes([*above, heading, *below]) == [9.5] * 3 + [13.5] + [9.5] * 3


def test_a_large_short_line_over_no_body_text_keeps_its_size() -> None:
    # A short line with letters as narrow as the body's, but over a line in its own
    # large type (a title's next line), not over the body: no label, it keeps its size.
    title = [
        _prose_line(60.0, 19.0, text="Effects of walking"),
        _prose_line(82.0, 19.0, char=10.0, text="on sleep in the old"),
    ]
    body = [_prose_line(140.0 + 12 * i, 9.5) for i in range(6)]
    assert _sizes(title + body)[:2] == [19.0, 19.0]


def test_a_line_of_figures_stays_in_its_paragraph() -> None:
    # Fewer than half its characters are letters or digits when its spaces count, but
    # it is the results of a trial, not dirt on the scan.
    figures = "(24%; 95% CI, 13%-38%), and 6 of 52 (12%; 95% CI,"
    lines = [_prose_line(100.0 + 12 * i, 9.5, text=figures if i == 2 else PROSE) for i in range(5)]
    assert [text for block in _regrouped(lines) for text, _ in block] == [
        PROSE,
        PROSE,
        figures,
        PROSE,
        PROSE,
    ]


def test_a_paragraph_takes_the_body_size_from_the_one_under_it_in_its_column() -> None:
    # Reading order put the right column's top paragraph between the left column's
    # two (a 3-point gutter): the first left one, measured 7.5 with letters as wide as
    # the body's, is still compared with the body paragraph right under it.
    from tapyre_paper_search.pdf.ocrsizes import prose_sizes

    short = "the trial was measured in every group"
    left_top = [_prose_line(100.0 + 11 * i, 7.5, text=short) for i in range(4)]
    right = [_prose_line(100.0 + 12 * i, 9.5, text=short, left=320.0) for i in range(4)]
    left_low = [_prose_line(150.0 + 12 * i, 9.5, text=short) for i in range(4)]
    lines = left_top + right + left_low
    sizes = [7.5] * 4 + [9.5] * 8
    prose_sizes(lines, [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], sizes, 9.5)
    assert sizes == [9.5] * 12


def test_label_sizes_leaves_sizes_alone_where_prose_boxes_have_no_width() -> None:
    from tapyre_paper_search.pdf.ocrsizes import label_sizes

    # Degenerate OCR word boxes (no width) give no letter width to measure a label by.
    label = _prose_line(100.0, 14.0, text="METHODS")
    prose = [_prose_line(116.0 + 12 * i, 10.0, char=0.0) for i in range(5)]
    for line in prose:  # the lines' boxes span the column; their words' have no width
        line["bbox"] = (60.0, line["bbox"][1], 400.0, line["bbox"][3])  # type: ignore[index]
    sizes = [14.0] + [10.0] * 5
    label_sizes([label, *prose], sizes, 10.0)
    assert sizes == [14.0] + [10.0] * 5
