"""speed65 (issue 25, extraction speed): the same answers with less work a document.

* A front page's lines (:attr:`~tapyre_paper_search.pdf.pageread.PageRead.lines`) are
  made once: the front-matter reader asks for page 1's a few times a rule (seven times
  a document on the LaTeX guard), and the base joined its shuffled rows
  (:func:`~tapyre_paper_search.pdf.wordrows.words_joined`) and took its copies out
  (:func:`~tapyre_paper_search.pdf.shadowlines.copies_out`) again each time.
* Page 1's drawings are read from MuPDF once where its tables and its white fills
  (:mod:`~tapyre_paper_search.pdf.whitefill`) both ask for them (``page_tables(...,
  shared=)``); a shared read that failed is made again by the table reader, as before.

The spy tests fail on the base; the controls read the page again from scratch.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf as _pymupdf
import pytest
from tapyre_paper_search.pdf import pageread, shadowlines, wordrows
from tapyre_paper_search.pdf.tables import page_tables

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


def _table_page(tmp_path: Path) -> Path:
    """Page 1 holding a table under its caption, one row filling one cell of three (a
    doubt the drawn rules may settle: its drawings are read), and ruled."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 80), "A Paper With a Table", fontsize=16)
    page.insert_text((72, 200), "Table 1: Results of the runs", fontsize=10)
    rows = [
        ("Method", "Score", "Time"),
        ("Ours", "0.91", "12"),
        ("Base", "", ""),
        ("Old", "0.80", "15"),
    ]
    for r, row in enumerate(rows):
        y = 230 + 16 * r
        for c, cell in enumerate(row):
            if cell:
                page.insert_text((80 + 120 * c, y), cell, fontsize=10)
        page.draw_line((72, y + 4), (440, y + 4))
    for x in (72, 192, 312, 440):
        page.draw_line((x, 216), (x, 282))
    path = tmp_path / "table.pdf"
    doc.save(path)
    doc.close()
    return path


def test_first_page_drawings_read_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Page 1's drawings, asked for by its table and by its white fills, are read from
    MuPDF once (the base read them for each); the table and lines are as before."""
    path = _table_page(tmp_path)
    calls: list[int] = []
    real = pymupdf.Page.get_cdrawings

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(self.number)
        return real(self, *args, **kwargs)

    options = pageread.Options(None, True, None, True)
    with pymupdf.open(path) as doc:
        before = pageread.read_page(doc, 0, path, options, pageread.Detail())
        monkeypatch.setattr(pymupdf.Page, "get_cdrawings", counted)
        read = pageread.read_page(doc, 0, path, options, pageread.Detail())
    assert calls == [0]
    assert [t.markdown for t in read.tables] == [t.markdown for t in before.tables]
    assert read.tables and "Ours" in read.tables[0].markdown
    assert read.lines is not None and before.lines is not None
    assert read.lines().lines == before.lines().lines


def test_shared_drawings_failing_are_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Control: a shared read that failed (``None``) is made by the table reader itself,
    as without sharing (a page whose drawings raise still raises there); a shared list
    is used as it is."""
    path = _table_page(tmp_path)
    calls: list[int] = []
    real = pymupdf.Page.get_cdrawings

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(self.number)
        return real(self, *args, **kwargs)

    options = pageread.Options(None, True, None, True)
    with pymupdf.open(path) as doc:
        read = pageread.read_page(doc, 0, path, options, pageread.Detail())
        page = doc.load_page(0)
        words = page.get_text("words")
        monkeypatch.setattr(pymupdf.Page, "get_cdrawings", counted)
        failed = page_tables(page, read.blocks, lambda: words, shared=lambda: None)
        assert calls == [0]
        drawn = real(page)
        given = page_tables(page, read.blocks, lambda: words, shared=lambda: drawn)
        assert calls == [0]
        none = page_tables(page, read.blocks, lambda: words, shared=lambda: [])
        assert calls == [0]
    assert (
        [t.markdown for t in failed]
        == [t.markdown for t in given]
        == [t.markdown for t in read.tables]
    )
    assert [t.markdown for t in none] == [t.markdown for t in read.tables]  # (the word grid)
