"""speed65 (issue 25, extraction speed): the same answers with less work a document.

* A front page's lines (:attr:`~tapyre_paper_search.pdf.pageread.PageRead.lines`) are
  made once: the front-matter reader asks for page 1's a few times a rule (seven times
  a document on the LaTeX guard), and the base joined its shuffled rows
  (:func:`~tapyre_paper_search.pdf.wordrows.words_joined`) and took its copies out
  (:func:`~tapyre_paper_search.pdf.shadowlines.copies_out`) again each time.

The spy test fails on the base; the control reads the page again from scratch.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf as _pymupdf
import pytest
from tapyre_paper_search.pdf import pageread, shadowlines, wordrows

pymupdf: Any = _pymupdf  # (untyped)

_TEXT = (
    "A Title Set Large\n\nJane Doe, John Roe\nUniversity of Somewhere\n\n"
    "Abstract\nWe read a page. " * 3
)


def _pdf(tmp_path: Path) -> Path:
    doc = pymupdf.open()
    for _ in range(2):
        page = doc.new_page(width=595, height=842)
        page.insert_textbox(pymupdf.Rect(72, 72, 523, 770), _TEXT, fontsize=10)
        page.insert_text((72, 700), "Jane Doe", fontsize=10)
        page.insert_text((72.3, 700.2), "Jane Doe", fontsize=10)  # a shadow: a copy
    path = tmp_path / "front.pdf"
    doc.save(path)
    doc.close()
    return path


def _read(path: Path, index: int) -> pageread.PageRead:
    options = pageread.Options(None, False, None, True)
    with pymupdf.open(path) as doc:
        detail = pageread.Detail()
        reads = [pageread.read_page(doc, k, path, options, detail) for k in range(index + 1)]
        for read in reads:
            assert read.lines is not None
            read.lines()  # (a later page's dict is read again while the document is open)
        return reads[index]


@pytest.mark.parametrize("index", [0, 1])
def test_front_lines_made_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, index: int) -> None:
    """Asked for three times, a front page's lines are joined and de-duplicated once
    and are the same object each time (the base made them again at each call)."""
    path = _pdf(tmp_path)
    calls: list[str] = []

    def counted(name: str, real: Any) -> Any:
        def spy(page: Any) -> Any:
            calls.append(name)
            return real(page)

        return spy

    monkeypatch.setattr(wordrows, "words_joined", counted("rows", wordrows.words_joined))
    monkeypatch.setattr(shadowlines, "copies_out", counted("copies", shadowlines.copies_out))
    read = _read(path, index)
    assert read.lines is not None
    calls.clear()
    first = read.lines()
    assert read.lines() is first and read.lines() is first
    assert calls == []  # made at the first call in _read, not again


def test_control_same_lines_as_a_fresh_reading(tmp_path: Path) -> None:
    """Control: the kept lines are those a fresh reading of the page makes, the shadow
    left out once."""
    path = _pdf(tmp_path)
    for index in (0, 1):
        kept = _read(path, index)
        fresh = _read(path, index)
        assert kept.lines is not None and fresh.lines is not None
        lines = kept.lines()
        assert lines.lines == fresh.lines().lines
        assert sum(line.text == "Jane Doe" for line in lines.lines) == 1
