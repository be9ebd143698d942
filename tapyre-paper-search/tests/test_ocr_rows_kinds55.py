"""OCR rows Tesseract measured or cut wrongly (kinds55: broken-text-layer).

Three shapes of a scan's OCR result, each taken from a generated train paper's page
(the boxes and sizes are Tesseract's, rounded):

* a lone initial cut from the rest of its name: "L." (10.7 points) a whole em before
  "M. Leon Yao" (11.8) in a typewriter face, whose stop ends a third of an em before
  its cell; the name lost its initial;
* two rows given one band between them: "were matched per case …" and "of blood
  draw …" both 421 points at the top, 20 and 23 points tall over lines of 11; the
  upper row kept 14 points and was read as a title, and "rols" (the end of "cont-")
  was glued to the lower one, whose box it lies inside;
* a speck read as a digit after a label, "Objectives 5" (the "5" at 13 points beside
  10.5): the two-word line took 13 points and ended a structured abstract there.

The tests read hand-built OCR results (``ocr_pages._regrouped``) and, end to end, a
scanned PDF whose OCR returns the row as Tesseract did (``ocr.ocr_page`` patched: a
scan typeset here does not make Tesseract cut the same row).
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest
from ocr_pages import _regrouped, scan_reading
from tapyre_paper_search.pdf import extract_pdf


def _piece(words: list[tuple[str, float]], left: float, top: float, height: float) -> dict:
    """An OCR piece of ``words`` (text, size), each 0.55 em a character, a word space
    of 0.5 em between them, all ``height`` points tall from ``top``."""
    spans, x = [], left
    for text, size in words:
        width = size * 0.55 * len(text)
        spans.append({"text": text, "size": size, "bbox": (x, top, x + width, top + height)})
        x += width + size * 0.5
    return {"bbox": (left, top, x - words[-1][1] * 0.5, top + height), "spans": spans}


def _sized(text: str, size: float) -> list[tuple[str, float]]:
    """The words of ``text``, each in ``size``."""
    return [(word, size) for word in text.split()]


def _prose(top: float, count: int, size: float = 10.5, left: float = 54.0) -> list[dict]:
    words = _sized("cancer were calculated using conditional logistic regression adjusted", size)
    return [_piece(words, left, top + 12.4 * i, 11.0) for i in range(count)]


def _texts(lines: list[dict]) -> list[tuple[str, float]]:
    return [(" ".join(text.split()), size) for block in _regrouped(lines) for text, size in block]


# -- a lone initial ------------------------------------------------------------------


def _byline(gap: float) -> list[dict]:
    title = _piece(_sized("Ribosomal proteins in stress granules", 19.0), 72, 90, 16)
    initial = _piece([("L.", 10.7)], 140.6, 193.2, 10.6)
    end = float(initial["bbox"][2])
    name = _piece([("M.", 11.6), ("Leon", 11.8), ("Yao", 11.8)], end + gap, 193.2, 10.6)
    other = _piece([("Szeged", 9.5), ("University", 9.6)], 148.3, 215.3, 9.6)
    return [title, initial, name, other, *_prose(300.0, 8)]


def test_a_lone_initial_an_em_before_the_rest_of_its_name_joins_it() -> None:
    texts = [text for text, _ in _texts(_byline(11.1))]
    assert "L. M. Leon Yao" in texts, texts


def test_a_lone_initial_far_from_a_name_stays_apart() -> None:
    texts = [text for text, _ in _texts(_byline(30.0))]  # three ems: another name's place
    assert "L. M. Leon Yao" not in texts, texts


def test_an_initial_before_a_row_of_capitals_gets_no_allowance() -> None:
    title = _piece(_sized("Ribosomal proteins in stress granules", 19.0), 72, 90, 16)
    initial = _piece([("A.", 10.7)], 140.6, 193.2, 10.6)
    end = float(initial["bbox"][2])
    label = _piece([("RNA", 11.8), ("BINDING", 11.8)], end + 13.0, 193.2, 10.6)  # 1.1 ems
    texts = [text for text, _ in _texts([title, initial, label, *_prose(300.0, 8)])]
    assert "A. RNA BINDING" not in texts, texts


def _scan_with_ocr(folder: Path, lines: list[dict], monkeypatch: pytest.MonkeyPatch) -> Path:
    """A scanned one-page paper (its text layer gone) whose OCR returns ``lines``."""

    def draw(page: Any) -> None:
        page.insert_text((72, 100), "Ribosomal proteins in stress granules", fontsize=19)
        for n, line in enumerate(textwrap.wrap("cancer were calculated using logistic " * 40, 90)):
            page.insert_text((54, 300 + 12.4 * n), line, fontsize=10)

    return scan_reading(folder, draw, lines, monkeypatch)


def test_a_scanned_byline_keeps_the_initial_ocr_cut_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    abstract = _piece([("Abstract", 11.0)], 54.0, 280.0, 11.0)
    lines = [*_byline(11.1)[:4], abstract, *_prose(300.0, 12)]
    record = extract_pdf(_scan_with_ocr(tmp_path, lines, monkeypatch))
    assert record.title == "Ribosomal proteins in stress granules"
    assert record.authors == ("L. M. Leon Yao",)


# -- two rows in one band --------------------------------------------------------------


def _band(rols_foot: float = 428.7) -> list[dict]:
    above = _prose(316.0, 8)  # 316 … 402.8, lines 11 points tall
    cont = _piece(_sized("nosed up to blood collection. Two cont-", 10.5), 54, 406, 11)
    rols = {"bbox": (54.2, 415.5, 68.5, rols_foot), "spans": [{"text": "rols", "size": 9.7}]}
    rols["spans"][0]["bbox"] = rols["bbox"]
    upper = _piece(_sized("were matched per case on year of birth", 13.6), 71.7, 420.8, 20.0)
    lower = _piece(_sized("of blood draw. Odds ratios for risk of", 11.4), 54.2, 420.8, 23.1)
    return [*above, cont, rols, upper, lower, *_prose(445.0, 6)]


def test_two_rows_ocr_gave_one_band_are_parted_and_keep_the_body_size() -> None:
    texts = dict(_texts(_band()))
    assert (
        texts["were matched per case on year of birth"]
        == texts["of blood draw. Odds ratios for risk of"]
    )
    assert texts["were matched per case on year of birth"] < 12.0, texts


def test_a_word_is_not_glued_to_a_row_stacked_over_it() -> None:
    texts = [text for text, _ in _texts(_band(rols_foot=430.0))]  # on the lower row's band
    assert not any(text.startswith("rols of blood") for text in texts), texts


def test_pieces_whose_boxes_overlap_at_the_join_are_still_one_row() -> None:
    left = _piece(_sized("an increase during the winter", 10.5), 54, 420, 11)
    right = _piece(_sized("to 67 men", 10.5), float(left["bbox"][2]) - 4, 420, 11)
    texts = [text for text, _ in _texts([left, right, *_prose(445.0, 6)])]
    assert "an increase during the winter to 67 men" in texts, texts


# -- a speck read as a digit -------------------------------------------------------------


def test_a_speck_read_as_a_digit_does_not_set_its_label_s_size() -> None:
    from tapyre_paper_search.pdf.ocrlines import line_size

    label = _piece([("Objectives", 10.5), ("5", 13.1)], 72.2, 197.0, 14.0)
    assert line_size(label) == 10.5


def test_a_line_of_lone_digits_keeps_its_measured_size() -> None:
    from tapyre_paper_search.pdf.ocrlines import line_size

    line = _piece([("1", 12.0), ("2", 14.0), ("3", 14.0)], 72, 100, 12)
    assert line_size(line) == 14.0
    name = _piece([("W.", 12.6), ("J.", 12.6), ("Goswami", 11.0)], 72, 100, 12)
    assert line_size(name) == 12.5  # initials count
