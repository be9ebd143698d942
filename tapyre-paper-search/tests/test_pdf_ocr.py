"""Scanned and broken pages: text-layer checks, OCR with Tesseract, and the record of how
each page's text was obtained.

The scans are made in ``ocr_pages``: real text pages rendered to images (with scanner
speckle), or such images under an invisible layer of garbage text.  The OCR tests need
Tesseract's language data and skip with that reason without it.  How OCR'd lines are
regrouped and sized is in ``test_pdf_ocr_regroup``; the marks, dirt and words of OCR'd
names in ``test_pdf_ocr_words``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ocr_pages import (
    needs_tesseract,
    scanned,
    similarity,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from pdf_samples import ABSTRACT, TITLE
from pdfgen.damage import garble
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import extract_pdf, ocr
from tapyre_paper_search.pdf.textlayer import GARBAGE_TEXT_LAYER, NO_TEXT_LAYER, text_layer_problem

PROSE = (
    "Retrieval of scientific papers is hard because claims use words the abstracts do not. "
    "We therefore combine lexical and dense signals and measure both on three corpora. "
) * 6


# -- the text layer check (pure) --------------------------------------------------------


def test_good_text_in_english_german_and_other_languages_passes() -> None:
    assert text_layer_problem(PROSE, has_images=True) is None
    german = (
        "Die Daten wurden über zwei Sommer in drei Städten erhoben und gemeinsam ausgewertet. " * 4
    )
    assert text_layer_problem(german, has_images=False) is None
    latin = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. " * 4
    assert text_layer_problem(latin, has_images=False) is None  # unknown words, but words


def test_missing_and_garbage_text_layers_are_recognised() -> None:
    import random

    assert text_layer_problem("", has_images=True) == NO_TEXT_LAYER
    assert text_layer_problem("  3 ", has_images=True) == NO_TEXT_LAYER
    assert text_layer_problem("", has_images=False) is None  # a blank page, not a scan
    shifted = PROSE.translate(
        str.maketrans("abcdefghijklmnopqrstuvwxyz", "defghijklmnopqrstuvwxyzabc")
    )
    assert text_layer_problem(shifted, has_images=False) == GARBAGE_TEXT_LAYER
    soup = "".join(random.Random(3).choice("ÿþ¦¨ª¬¯¸º¼½¾¿") if c.isalnum() else c for c in PROSE)
    assert text_layer_problem(soup, has_images=True) == GARBAGE_TEXT_LAYER
    assert (
        text_layer_problem("(cid:12)(cid:7)(cid:88) " * 30, has_images=False) == GARBAGE_TEXT_LAYER
    )


# -- OCR -----------------------------------------------------------------------------------


@needs_tesseract
def test_scanned_pages_are_read_by_ocr_and_say_so(tmp_path: Path) -> None:
    pdf = extract_pdf(scanned(tmp_path))
    assert [(p.source, p.note) for p in pdf.pages] == [("ocr", NO_TEXT_LAYER)] * 2
    assert similarity(pdf.abstract, ABSTRACT) > 0.9
    assert similarity(pdf.title, TITLE) > 0.9


@needs_tesseract
def test_a_garbage_text_layer_is_replaced_by_ocr(tmp_path: Path) -> None:
    pdf = extract_pdf(scanned(tmp_path, garbage=True))
    assert {(p.source, p.note) for p in pdf.pages} == {("ocr", GARBAGE_TEXT_LAYER)}
    assert "retrieval" in pdf.pages[0].text.lower()
    assert similarity(pdf.abstract, ABSTRACT) > 0.9


@needs_tesseract
def test_only_the_broken_page_is_ocred(tmp_path: Path) -> None:
    pdf = extract_pdf(scanned(tmp_path, pages=[1]))
    assert [p.source for p in pdf.pages] == ["text", "ocr"]
    assert pdf.abstract == ABSTRACT  # page 1 kept its own text layer, exactly


def test_without_tesseract_scans_are_reported_by_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ocr, "tessdata", lambda: None)
    with pytest.raises(ExtractionError) as caught:
        extract_pdf(scanned(tmp_path))
    assert caught.value.reason == "image-only"
    assert "needs OCR" in str(caught.value)


def test_without_tesseract_a_partly_scanned_paper_keeps_its_text_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ocr, "tessdata", lambda: None)
    pdf = extract_pdf(scanned(tmp_path, pages=[1]))
    assert [(p.source, p.note) for p in pdf.pages] == [
        ("text", ""),
        (
            "none",
            f"{NO_TEXT_LAYER}; OCR unavailable "
            "(no Tesseract language data (install tesseract-ocr))",
        ),
    ]
    assert pdf.abstract == ABSTRACT


def test_ocr_can_be_turned_off(tmp_path: Path) -> None:
    with pytest.raises(ExtractionError) as caught:
        extract_pdf(scanned(tmp_path), ocr=None)
    assert caught.value.reason == "image-only"
    assert "OCR is turned off" in str(caught.value)
    assert "[papers] ocr = true" in (caught.value.hint or "")
    pdf = extract_pdf(scanned(tmp_path, pages=[1]), ocr=None)
    assert [(p.source, p.note) for p in pdf.pages] == [
        ("text", ""),
        ("none", f"{NO_TEXT_LAYER}; OCR turned off"),
    ]


def test_garble_keeps_the_shape_of_the_text() -> None:
    import random

    text = "Graph neural networks"
    shifted = garble(text, random.Random(0))
    assert len(shifted) == len(text) and shifted != text
