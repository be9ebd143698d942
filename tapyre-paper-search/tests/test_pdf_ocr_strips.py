"""Vertical text on a scan (a stamp up the margin) as OCR reads it: a stack of scraps
of a character or two, left out before the lines are put in order (``ocrstrips``).

The lines are OCR-shaped (``placed_line``): an abstract's paragraph from x 54 and,
up the left margin, the scraps Tesseract made of a turned stamp.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.ocrregroup import regroup_lines
from tapyre_paper_search.pdf.ocrstrips import without_strips
from test_pdf_ocr_scans import placed_line

SCRAPS = ("Q", "fog)", "N", "as", "WwW)", "S", "ON", "UO", "en,", "a", "C9", "x", "am", "=")
PROSE = (
    "Sleep disturbances are most prevalent among older adults and often go untreated.",
    "Treatment options for sleep disturbances remain limited, and there is a need for",
    "community-accessible programs that can improve sleep in older adults of all ages.",
    "Objective To determine the efficacy of a mind-body medicine intervention, called",
    "mindfulness meditation, to promote sleep quality in older adults with moderate",
)


def _flowing(text: str, left: float, top: float) -> dict[str, object]:
    words, x = [], left
    for word in text.split():
        words.append((word, x))
        x += 6 * len(word) + 6
    return placed_line(words, top)


def _scrap(text: str, top: float) -> dict[str, object]:
    line = placed_line([(text, 18.0)], top)
    x0, y0, _, y1 = line["bbox"]  # type: ignore[misc]
    line["bbox"] = (x0, y0, 30.0, y1)
    line["spans"][0]["bbox"] = (x0, y0, 30.0, y1)  # type: ignore[index]
    return line


def _page(scraps: tuple[str, ...]) -> dict[str, object]:
    heading = _flowing("IMPORTANCE", 54.0, 250.0)
    heading["bbox"] = (22.0, 250.0, 54.0 + 60, 260.0)  # the word's box took in a scrap
    heading["spans"][0]["bbox"] = (22.0, 250.0, 54.0 + 60, 260.0)  # type: ignore[index]
    lines = [heading] + [_flowing(text, 54.0, 264.0 + 12 * i) for i, text in enumerate(PROSE)]
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
