"""Vertical text on a scan (a stamp up the margin) as OCR reads it: a stack of scraps
of a character or two, left out before the lines are put in order (``ocrstrips``).

The lines are OCR-shaped (``placed_line``): an abstract's paragraph from x 54 and,
up the left margin, the scraps Tesseract made of a turned stamp.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.ocrregroup import regroup_lines
from tapyre_paper_search.pdf.ocrstrips import without_strips
from test_pdf_ocr_scans import flowing_line, placed_line

SCRAPS = ("Q", "fog)", "N", "as", "WwW)", "S", "ON", "UO", "en,", "a", "C9", "x", "am", "=")
PROSE = (
    "Sleep disturbances are most prevalent among older adults and often go untreated.",
    "Treatment options for sleep disturbances remain limited, and there is a need for",
    "community-accessible programs that can improve sleep in older adults of all ages.",
    "Objective To determine the efficacy of a mind-body medicine intervention, called",
    "mindfulness meditation, to promote sleep quality in older adults with moderate",
)


def _scrap(text: str, top: float) -> dict[str, object]:
    line = placed_line([(text, 18.0)], top)
    x0, y0, _, y1 = line["bbox"]  # type: ignore[misc]
    line["bbox"] = (x0, y0, 30.0, y1)
    line["spans"][0]["bbox"] = (x0, y0, 30.0, y1)  # type: ignore[index]
    return line


def _page(scraps: tuple[str, ...]) -> dict[str, object]:
    heading = flowing_line("IMPORTANCE", 54.0, 250.0)
    heading["bbox"] = (22.0, 250.0, 54.0 + 60, 260.0)  # the word's box took in a scrap
    heading["spans"][0]["bbox"] = (22.0, 250.0, 54.0 + 60, 260.0)  # type: ignore[index]
    lines = [heading] + [flowing_line(text, 54.0, 264.0 + 12 * i) for i, text in enumerate(PROSE)]
    lines += [_scrap(text, 240.0 + 20 * i) for i, text in enumerate(scraps)]
    return {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}


def _texts(page: dict[str, object]) -> list[list[str]]:
    return [
        ["".join(s["text"] for s in line["spans"]) for line in block["lines"]]
        for block in page["blocks"]  # type: ignore[attr-defined]
    ]


def test_a_stamps_scraps_up_the_margin_leave_the_abstracts_paragraph_whole() -> None:
    blocks = _texts(regroup_lines(_page(SCRAPS)))
    assert blocks == [["IMPORTANCE", *PROSE]]


def test_a_word_whose_box_took_in_a_scrap_starts_where_its_letters_do() -> None:
    page = _page(SCRAPS)
    lines = without_strips(page["blocks"][0]["lines"])  # type: ignore[index]
    assert len(lines) == 1 + len(PROSE)
    assert 50.0 <= lines[0]["bbox"][0] <= 58.0


def test_a_few_short_lines_one_over_another_are_no_strip() -> None:
    scraps = SCRAPS[:5]  # a short list of labels, not a stamp up the page
    page = _page(scraps)
    lines = page["blocks"][0]["lines"]  # type: ignore[index]
    assert without_strips(lines) == lines


def test_a_column_of_short_items_that_lines_run_across_is_no_strip() -> None:
    # a table's column of numbers (or equation numbers) inside the text: the title
    # above runs across it, so it is no stamp and the title keeps its words
    title = flowing_line("Mindfulness and sleep quality in older adults of all ages", 54.0, 90.0)
    numbers = [_scrap(str(3 + i), 240.0 + 16 * i) for i in range(12)]
    for line in numbers:  # the column stands at x 300, between a table's cells
        line["bbox"] = (300.0, line["bbox"][1], 312.0, line["bbox"][3])  # type: ignore[index]
        line["spans"][0]["bbox"] = line["bbox"]  # type: ignore[index]
    lines = [title, *numbers]
    assert without_strips(lines) == lines


def test_a_line_reaching_into_a_strip_up_the_right_margin_keeps_its_words() -> None:
    prose = [flowing_line(text, 54.0, 264.0 + 12 * i) for i, text in enumerate(PROSE)]
    last = prose[0]["spans"][-1]  # type: ignore[index]
    last["bbox"] = (last["bbox"][0], 264.0, 590.0, 274.0)  # the box took in a scrap
    prose[0]["bbox"] = (54.0, 264.0, 590.0, 274.0)
    scraps = [_scrap(text, 240.0 + 20 * i) for i, text in enumerate(SCRAPS)]
    for line in scraps:  # up the right margin
        line["bbox"] = (580.0, line["bbox"][1], 594.0, line["bbox"][3])  # type: ignore[index]
        line["spans"][0]["bbox"] = line["bbox"]  # type: ignore[index]
    lines = without_strips([*prose, *scraps])
    assert ["".join(s["text"] for s in line["spans"]) for line in lines] == list(PROSE)
    assert lines[0]["bbox"][2] <= 580.0
