"""review139 on speed40p (issue 25): controls on pages unlike the corpora.

speed40p's cuts are exact; these pin what the base (35666703) gives on pages the
helper did not draw, so a later cut that changes them fails here:

* a page's images are asked for lazily (``textlayer.text_layer_problem`` takes a
  function): a scanned page with an empty text layer, a page with 30 visible
  characters and an image, a page of many characters but few words with an image
  (and the same pages without the image) keep the base's source and note, OCR
  turned off;
* the one-line shortcuts (``justified._rows``, ``wordblocks._block``) and
  ``blocks_from_tuples`` on rotated text, one-block pages, right-to-left text and
  soft hyphens give the base's page text (every test passes on the base: controls).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
from tapyre_paper_search.pdf import justified, pageread, textlayer
from tapyre_paper_search.pdf.blocks import blocks_from_tuples

_OPTIONS = pageread.Options(None, False, None, True)


def _png() -> bytes:
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 40, 40), False)
    pix.clear_with(128)
    return pix.tobytes("png")


def _page_pdf(tmp_path: Path, text: str, *, image: bool, name: str = "p.pdf", **kw: Any) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    if image:
        page.insert_image(pymupdf.Rect(72, 400, 500, 780), stream=_png())
    if text:
        page.insert_textbox(pymupdf.Rect(72, 72, 523, 390), text, fontsize=10, **kw)
    path = tmp_path / name
    doc.save(path)
    doc.close()
    return path


def _read(path: Path, index: int = 0) -> pageread.PageRead:
    with pymupdf.open(path) as doc:
        return pageread.read_page(doc, index, path, _OPTIONS, pageread.Detail())


NO_LAYER = f"{textlayer.NO_TEXT_LAYER}; OCR turned off"
GARBAGE = f"{textlayer.GARBAGE_TEXT_LAYER}; OCR turned off"


def test_scanned_page_with_an_empty_text_layer(tmp_path: Path) -> None:
    read = _read(_page_pdf(tmp_path, "", image=True))
    assert (read.source, read.note) == ("none", NO_LAYER)
    blank = _read(_page_pdf(tmp_path, "", image=False, name="b.pdf"))
    assert (blank.source, blank.note) == ("text", "")  # a blank page, not a scan


def test_thirty_visible_characters_and_an_image(tmp_path: Path) -> None:
    text = "Figure 1 shows results here ok."  # 26 visible characters (< 40)
    read = _read(_page_pdf(tmp_path, text, image=True))
    assert (read.source, read.note) == ("none", NO_LAYER)
    plain = _read(_page_pdf(tmp_path, text, image=False, name="b.pdf"))
    assert (plain.source, plain.note) == ("text", "")


def test_many_characters_few_words_and_an_image(tmp_path: Path) -> None:
    soup = ("0123456789" * 8 + " ") * 6 + " abc def"  # 8 "words" among ~480 characters
    read = _read(_page_pdf(tmp_path, soup, image=True))
    assert (read.source, read.note) == ("text", GARBAGE)
    plain = _read(_page_pdf(tmp_path, soup, image=False, name="b.pdf"))
    assert (plain.source, plain.note) == ("text", "")


def test_images_answer_function_raising_is_not_asked_on_prose() -> None:
    def boom() -> bool:
        raise AssertionError("asked")

    prose = "The results show that the method works well on the data we studied. " * 8
    assert textlayer.text_layer_problem(prose, has_images=boom) is None


def test_rotated_and_one_block_pages_keep_their_text(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((300, 700), "Rotated Stamp Text 2021", fontsize=9, rotate=90)
    page.insert_text((72, 100), "A Single Line Title", fontsize=16)
    path = tmp_path / "rot.pdf"
    doc.save(path)
    doc.close()
    read = _read(path)
    assert [b.text for b in read.blocks] == ["A Single Line Title"]  # the vertical line dropped
    assert (read.source, read.note) == ("text", "")


def test_soft_hyphen_and_control_characters_in_tuples() -> None:
    blocks = [
        (72.0, 72.0, 300.0, 84.0, "exam\u00adple\n", 0, 0),
        (72.0, 90.0, 300.0, 102.0, "\x1c\x1d\n", 1, 0),  # whitespace to str.strip
        (72.0, 110.0, 300.0, 122.0, "\u200b", 2, 0),  # not whitespace: kept
        (72.0, 130.0, 300.0, 142.0, "\u05e9\u05dc\u05d5\u05dd \u2211", 3, 0),
    ]
    got = [(b.raw, b.chars, b.math_chars) for b in blocks_from_tuples(blocks)]
    assert got == [
        ("exam\u00adple", 8, 0),
        ("\u200b", 1, 0),
        ("\u05e9\u05dc\u05d5\u05dd \u2211", 5, 1),
    ]


def test_rows_of_a_line_without_spans_or_bbox() -> None:
    assert justified._rows([{}]) == ([[0]], [(0.0, 0.0, 0.0, 0.0)])
    assert justified._rows([{"dir": (0.0, -1.0), "spans": [{"text": " ", "size": 9}]}])[0] == [[0]]
