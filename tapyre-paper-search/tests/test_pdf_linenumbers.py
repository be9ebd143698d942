"""Line-numbered review copies (the ``lineno`` package's margin numbers), drawn with
PyMuPDF: the front matter and the page text are read as without the numbers; page
numbers, footnote marks, a table's column of counts and a small table's row numbers
stay; numbers as large as the text go where they lie outside it."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import wrapped
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.linenumbers import strip_blocks, strip_dict

_TITLE = "Margin Numbers in Submitted Manuscripts of Physics"
_NAMES = "Ann Lee, Bo Chen and Carl Diaz"
_PLACE = "Department of Physics, University of Example, Berlin, Germany"
_ABSTRACT = (
    "We study how reviewers refer to the lines of a submitted manuscript and how a "
    "reader of such copies should pass over the numbers set in its margin. The numbers "
    "come beside every line of the text, or beside every fifth one, in a small type, and "
    "the lines are often set double spaced for the referees to write between them."
)
_BODY = (
    "Referees cite a manuscript by its line numbers when they ask the authors to change "
    "a sentence, and journals print them on every copy sent out for review. "
) * 8


def _numbered_paper(path: Path, *, every: int, step: float, right: bool) -> Path:
    """A two-page review copy: each text line after the title gets the next line number
    (shown every ``every`` lines) in the left (or ``right``) margin, lines ``step``
    points apart."""
    doc = pymupdf.open()
    count = 0

    def line(page: pymupdf.Page, y: float, text: str, size: float, font: str = "tiro") -> None:
        nonlocal count
        width = pymupdf.get_text_length(text, font, size)
        x = (612 - width) / 2 if size > 10 or font == "tiit" else 72
        page.insert_text((x, y), text, fontsize=size, fontname=font)
        count += 1
        if count % every == 0:
            label = str(count)
            if right:
                page.insert_text((556, y), label, fontsize=5, fontname="helv")
            else:
                w = pymupdf.get_text_length(label, "helv", 5)
                page.insert_text((60 - w, y), label, fontsize=5, fontname="helv")

    page = doc.new_page(width=612, height=792)
    line(page, 90, _TITLE, 16, "tibo")
    line(page, 90 + 1.6 * step, _NAMES, 11)
    line(page, 90 + 2.6 * step, _PLACE, 9, "tiit")
    y = 90 + 4 * step
    line(page, y, "Abstract", 10, "tibo")
    for text in wrapped(_ABSTRACT, 10, 468):
        y += step
        line(page, y, text, 10)
    y += 2 * step
    line(page, y, "1 Introduction", 12, "tibo")
    for text in wrapped(_BODY, 10, 468):
        y += step
        if y > 730:
            break
        line(page, y, text, 10)
    page.insert_text((303, 760), "1", fontsize=10, fontname="tiro")  # the page number
    second = doc.new_page(width=612, height=792)
    y = 60
    for text in wrapped(_BODY, 10, 468):
        y += step
        if y > 730:
            break
        line(second, y, text, 10)
    second.insert_text((303, 760), "2", fontsize=10, fontname="tiro")
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("every", "step", "right"),
    [(1, 12.0, False), (1, 20.0, False), (5, 20.0, False), (1, 12.0, True)],
)
def test_a_review_copys_line_numbers_stay_out_of_the_front_matter_and_the_text(
    tmp_path: Path, every: int, step: float, right: bool
) -> None:
    path = _numbered_paper(tmp_path / "review.pdf", every=every, step=step, right=right)
    result = extract_pdf(path, use_model=True)
    assert result.title == _TITLE
    assert list(result.authors) == ["Ann Lee", "Bo Chen", "Carl Diaz"]
    assert result.abstract == _ABSTRACT
    second = result.pages[1].text
    assert second.startswith("Referees cite a manuscript by its line numbers")
    words = second.split()
    assert not any(w.isdigit() for w in words[:-1])  # the page number alone may stay


def _dict_line(x0: float, x1: float, y: float, text: str, size: float) -> dict[str, object]:
    span = {"text": text, "size": size, "font": "Times", "flags": 0}
    return {"bbox": (x0, y, x1, y + size), "spans": [span], "dir": (1.0, 0.0)}


def test_footnote_marks_equation_numbers_and_page_numbers_are_no_line_numbers() -> None:
    text = [_dict_line(72, 540, 100 + 12 * k, "a line of running text " * 4, 10) for k in range(20)]
    marks = [_dict_line(300, 304, 100 + 12 * k, str(k + 1), 10) for k in (2, 5, 9)]  # body size
    shrinking = [_dict_line(40, 44, 100 + 12 * k, str(9 - k), 5) for k in range(4)]  # not growing
    page = {"blocks": [{"type": 0, "lines": [*text, *marks, *shrinking]}]}
    kept = strip_dict(page)["blocks"][0]["lines"]
    assert len(kept) == len(text) + len(marks) + len(shrinking)
    numbers = [_dict_line(50, 54, 100 + 12 * k, str(k + 1), 5) for k in range(5)]
    page = {"blocks": [{"type": 0, "lines": text}, {"type": 0, "lines": numbers}]}
    assert [len(b["lines"]) for b in strip_dict(page)["blocks"]] == [len(text)]


def test_a_tables_short_column_of_counts_is_no_block_of_line_numbers() -> None:
    body = [
        (72.0, 100.0 + 14 * k, 540.0, 110.0 + 14 * k, "running text " * 6, k, 0) for k in range(30)
    ]
    counts = [
        (60.0, 300.0 + 12 * k, 66.0, 308.0 + 12 * k, f"{k + 1}\n", 40 + k, 0) for k in range(5)
    ]
    assert strip_blocks([*body, *counts], 792.0) == [*body, *counts]  # 48 points: a table's
    margin = [
        (50.0, 100.0 + 60 * k, 56.0, 106.0 + 60 * k, f"{5 * k + 5}\n", 80 + k, 0) for k in range(8)
    ]
    assert strip_blocks([*body, *margin], 792.0) == body


def test_a_small_tables_row_numbers_at_the_texts_left_edge_are_no_line_numbers() -> None:
    # A table in 7 point type under 10 point text, its rows numbered 1, 2, 3, … flush
    # with the text's left edge: they are in the text column, not in a margin.
    text = [_dict_line(72, 540, 100 + 12 * k, "a line of running text " * 4, 10) for k in range(20)]
    rows = [_dict_line(72, 76 if k < 9 else 79, 360 + 10 * k, str(k + 1), 7) for k in range(12)]
    cells = [_dict_line(130, 200, 360 + 10 * k, "Striped layout", 7) for k in range(12)]
    page = {"blocks": [{"type": 0, "lines": text}, {"type": 0, "lines": [*rows, *cells]}]}
    assert [len(b["lines"]) for b in strip_dict(page)["blocks"]] == [len(text), 24]


def test_line_numbers_as_large_as_the_text_are_taken_off_outside_the_text() -> None:
    # Word numbers every line in the body's size, left of the text: one step apart and
    # left of every other line, they go; a contents page's irregular page numbers
    # right of its entries stay.
    text = [_dict_line(72, 480, 100 + 12 * k, "a line of running text " * 3, 10) for k in range(20)]
    numbers = [_dict_line(50, 60, 100 + 12 * k, str(k + 33), 10) for k in range(20)]
    pages = [_dict_line(530, 540, 100 + 12 * k, str(k * k + 1), 10) for k in range(20)]
    page = {"blocks": [{"type": 0, "lines": text}, {"type": 0, "lines": [*numbers, *pages]}]}
    assert [len(b["lines"]) for b in strip_dict(page)["blocks"]] == [len(text), len(pages)]
