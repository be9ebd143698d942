"""Reading order on generated two-column pages: what lies under the columns.

Each region's words carry a tag (TL = top left, BR = bottom right, FN = footnote, ...);
the extracted page text is reduced to the sequence of tags it reads them in.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

LEFT, RIGHT = 54.0, 306.0
WIDTH = 236.0
LEAD = 11.0


def lines(tag: str, count: int, size: float = 9.5) -> list[str]:
    """``count`` lines of tagged words ("TL3w"), each filling the column's width."""
    out: list[str] = []
    k = 0
    for _ in range(count):
        words: list[str] = []
        while pymupdf.get_text_length(" ".join([*words, f"{tag}{k}w"]), fontsize=size) < WIDTH - 4:
            words.append(f"{tag}{k}w")
            k += 1
        out.append(" ".join(words))
    return out


def put(page: pymupdf.Page, x: float, y: float, texts: list[str], size: float = 9.5) -> float:
    lead = LEAD if size > 9 else size + 2
    for text in texts:
        page.insert_text((x, y + size), text, fontsize=size)
        y += lead
    return y


def columns(page: pymupdf.Page, y: float, pair: str, counts: tuple[int, int]) -> None:
    """Two columns from ``y``: the left tagged ``pair[:2]``, the right ``pair[2:]``."""
    put(page, LEFT, y, lines(pair[:2], counts[0]))
    put(page, RIGHT, y, lines(pair[2:], counts[1]))


def tags(tmp_path: Path, build: Callable[[pymupdf.Page], None]) -> list[str]:
    """The regions' tags in the order the extracted page text reads them."""
    document = pymupdf.open()
    build(document.new_page(width=595, height=842))
    path = tmp_path / "page.pdf"
    document.save(path)
    text = " ".join(page.text for page in extract_pdf(path, ocr=None).pages)
    seen: list[str] = []
    for tag in re.findall(r"\b([A-Z]+)\d+w\b|\b(Figure|Table) \d|\b(CELL|CODE|FN)\d", text):
        name = tag[0] or ("CAPTION" if tag[1] else tag[2])
        if not seen or seen[-1] != name:
            seen.append(name)
    return seen


def test_a_figure_across_the_page_with_a_flush_left_caption_keeps_the_columns_apart(
    tmp_path: Path,
) -> None:
    def build(page: pymupdf.Page) -> None:
        columns(page, 60, "TLTR", (20, 20))
        page.draw_rect(pymupdf.Rect(54, 300, 542, 420), color=(0, 0, 0))
        put(page, 54, 428, ["Figure 2: Accuracy over time for the three", "models on the split."])
        columns(page, 470, "BLBR", (25, 25))

    assert tags(tmp_path, build) == ["TL", "TR", "CAPTION", "BL", "BR"]


def test_a_table_across_the_page_with_its_caption_above_keeps_the_columns_apart(
    tmp_path: Path,
) -> None:
    def build(page: pymupdf.Page) -> None:
        columns(page, 60, "TLTR", (20, 20))
        put(page, 54, 292, ["Table 3: Results on the test set."])
        for row in range(5):
            for x in (60, 190, 320, 450):
                page.insert_text((x, 320 + row * 12), f"CELL{row}", fontsize=9)
        columns(page, 400, "BLBR", (30, 30))

    assert tags(tmp_path, build) == ["TL", "TR", "CAPTION", "CELL", "BL", "BR"]


def test_a_one_column_block_after_balanced_columns_comes_after_both(tmp_path: Path) -> None:
    def build(page: pymupdf.Page) -> None:
        columns(page, 60, "TLTR", (25, 25))
        put(page, 54, 360, [f"CODE{i} step {i}: call the parser" for i in range(10)], size=9)

    assert tags(tmp_path, build) == ["TL", "TR", "CODE"]


def test_tall_footnotes_under_a_full_left_column_come_after_the_short_right_one(
    tmp_path: Path,
) -> None:
    def build(page: pymupdf.Page) -> None:
        columns(page, 60, "LCRC", (58, 30))
        page.draw_line((54, 712), (130, 712))
        notes = [
            f"FN{n} a note on the setup of the experiments, line {k}."
            for n in (1, 2, 3)
            for k in (1, 2)
        ]
        put(page, LEFT, 716, notes, size=8)

    assert tags(tmp_path, build) == ["LC", "RC", "FN"]


def test_the_left_column_going_on_in_paragraphs_under_a_short_right_one_is_read_first(
    tmp_path: Path,
) -> None:
    # The right column ends at about y = 335; the left one goes on paragraph after
    # paragraph (a small gap between them) down the page.
    def build(page: pymupdf.Page) -> None:
        y = 60.0
        for n in range(5):
            y = put(page, LEFT, y, lines(f"L{'ABCDE'[n]}", 10)) + 4
        put(page, RIGHT, 60, lines("RC", 25))

    assert tags(tmp_path, build) == ["LA", "LB", "LC", "LD", "LE", "RC"]
