"""A short word OCR returned as a piece of its own between two pieces of its row is
kept, not dropped as scan dirt (kinds54: broken-text-layer).

Type set loosely (a monospaced or letter-spaced title, a justified row) has word gaps
wide enough that Tesseract returns a short word as a line of its own: "is" between
"amplification," and "able to prime its".  Two letters are too few to tell a word
from dirt by the letters alone; its place does: a piece of the row on each side,
about a word space away, in the row's type.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pymupdf
from ocr_pages import (
    _regrouped,
    _word_line,
    needs_tesseract,
    scanned_first_page,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from tapyre_paper_search.pdf import extract_pdf


def _piece(words: list[str], left: float, top: float, size: float) -> dict[str, object]:
    """An OCR piece whose characters take 0.6 em each (a monospaced face)."""
    spans, x = [], left
    for word in words:
        width = size * 0.6 * len(word)
        spans.append({"text": word, "size": size, "bbox": (x, top, x + width, top + size)})
        x += width + size * 0.6
    return {"bbox": (left, top, x - size * 0.6, top + size), "dir": (1.0, 0.0), "spans": spans}


def _body(top: float, count: int) -> list[dict[str, object]]:
    """``count`` lines of body text at 10 points from ``top`` down."""
    words = ["body", "text", "of", "the", "paper", "goes", "on", "here"]
    return [_word_line(words, 60.0, top + 14 * i, 10.0) for i in range(count)]


def _title_rows(middle: str) -> list[dict[str, object]]:
    size = 19.0
    first = _piece(["master", "gene", "for", "ID", "element"], 60.0, 100.0, size)
    left = _piece(["amplification,"], 60.0, 126.0, size)
    word_x = float(left["bbox"][2]) + size * 0.9  # a word space and the comma's side
    word = _piece([middle], word_x, 126.0, size * 0.95)
    right = _piece(["able", "to", "prime", "its"], float(word["bbox"][2]) + size * 0.8, 126.0, size)
    return [first, left, word, right, *_body(200.0, 8)]


def _texts(lines: list[dict[str, object]]) -> str:
    return " | ".join(" ".join(text.split()) for block in _regrouped(lines) for text, _ in block)


def test_a_two_letter_word_between_pieces_of_a_title_row_is_kept() -> None:
    text = _texts(_title_rows("is"))
    assert "amplification, is able to prime its" in text


def test_other_short_words_between_pieces_are_kept() -> None:
    for word in ("of", "in", "to", "an", "a"):
        text = _texts(_title_rows(word))
        assert f"amplification, {word} able to prime its" in text, (word, text)


def test_a_lone_stroke_or_a_vowelless_pair_between_pieces_is_still_dirt() -> None:
    for dirt in ("l", "I", "nn"):
        text = _texts(_title_rows(dirt))
        assert dirt not in text.split(), (dirt, text)


def test_dirt_far_from_its_row_s_words_is_still_dropped() -> None:
    size = 19.0
    row = _piece(["reverse", "transcription"], 120.0, 160.0, size)
    dirt = _piece(["en"], 434.0, 160.0, 30.0)  # far right of the row, at half again its size
    text = _texts([row, dirt, *_body(220.0, 6)])
    assert "en" not in text.split()


def test_a_short_piece_with_a_neighbour_on_one_side_only_is_still_dirt() -> None:
    size = 19.0
    row = _piece(["reverse", "transcription"], 120.0, 160.0, size)
    tail = _piece(["nn"], float(row["bbox"][2]) + size * 0.8, 160.0, size)
    text = _texts([row, tail, *_body(220.0, 6)])
    assert "nn" not in text.split()


def _typewriter_title_scan(folder: Path) -> Path:
    """A scanned first page whose title is set in Courier at 20 points, "is" alone
    between two pieces of its row as Tesseract reads the scan."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    rows = [
        "Ribosomal proteins in a stress",
        "granule assembly, is able to",
        "bind its own messenger RNA",
    ]
    for n, row in enumerate(rows):
        page.insert_text((72, 100 + 26 * n), row, fontname="cour", fontsize=20)
    page.insert_text((200, 188), "Anna Berg and Tomas Lind", fontname="tiro", fontsize=12)
    page.insert_text((72, 228), "Abstract", fontname="tibo", fontsize=11)
    prose = (
        "We study how ribosomal proteins enter stress granules in yeast cells under heat "
        "shock and show that assembly depends on the messenger RNA bound to them. "
    ) * 8
    for n, line in enumerate(textwrap.wrap(prose, 95)):
        page.insert_text((72, 244 + 13 * n), line, fontname="tiro", fontsize=10)
    return scanned_first_page(doc, folder)


@needs_tesseract
def test_a_scanned_typewriter_title_keeps_its_short_word(tmp_path: Path) -> None:
    record = extract_pdf(_typewriter_title_scan(tmp_path))
    assert "granule assembly, is able to bind its own messenger RNA" in record.title
    assert record.authors == ("Anna Berg", "Tomas Lind")
