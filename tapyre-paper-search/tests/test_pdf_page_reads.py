"""Each page is read by MuPDF once (issue 25, speed): drawn papers, MuPDF's calls counted.

``extract_pdf`` loads each page once and builds one text page for it; every stage
(blocks, the front matter's dict and lines, the references' words, the table
reader's words and drawings, the text-layer check) reads that text page or the
page itself, each of PyMuPDF's extractions at most once a page.  A stage that
loads the page again, builds a second text page or extracts the same thing twice
fails these tests.  The one second text page allowed is PyMuPDF's own table
finder's (its character table needs other flags), asked only where drawn rules
may make a grid the words do not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

_PROSE = (
    "Retrieval of scientific papers is hard because claims use words the abstracts do "
    "not use, so we combine lexical and dense signals and measure both on three corpora "
)


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[tuple[str, int]]]:
    """(call, page number) → how many times: pages loaded, text pages built, drawings
    read and each extraction of a text page (traced back to its page)."""
    counts: Counter[tuple[str, int]] = Counter()
    owner: dict[int, int] = {}  # id of a text page -> its page's number

    def counted(cls: Any, name: str, page_of: Any) -> None:
        original = getattr(cls, name)

        def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
            out = original(self, *args, **kwargs)
            number = page_of(self, args, out)
            counts[(name, number)] += 1
            if name == "get_textpage":
                owner[id(out)] = number
            return out

        monkeypatch.setattr(cls, name, wrapper)

    counted(pymupdf.Document, "load_page", lambda doc, args, out: int(out.number))
    for name in ("get_textpage", "get_cdrawings"):
        counted(pymupdf.Page, name, lambda page, args, out: int(page.number))
    for name in ("extractDICT", "extractBLOCKS", "extractWORDS", "extractText"):
        counted(pymupdf.TextPage, name, lambda tp, args, out: owner.get(id(tp), -1))
    yield counts


def _paper(path: Path) -> Path:
    """A title page with an abstract, a body page with a ruled table whose cell runs on
    to a second line (the words leave a doubt: the drawings are read), a body page of
    prose and a references page."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((90, 90), "Hybrid Retrieval of Scientific Claims", fontsize=18)
    page.insert_text((90, 120), "Anna Keller and Tom Fischer", fontsize=11)
    page.insert_text((90, 160), "Abstract", fontsize=11, fontname="hebo")
    _lines(page, 176, 10)
    page.insert_text((90, 320), "1 Introduction", fontsize=11, fontname="hebo")
    _lines(page, 336, 20)
    page = doc.new_page()
    _lines(page, 80, 8)
    page.insert_text((90, 190), "Table 1: Retrieval quality on the test claims.", fontsize=9)
    rows = (("Method", "Accuracy", "F1"), ("BM25", "61.9", "58.2"), ("Dense", "66.3", "63.0"))
    y = 200.0
    for k, row in enumerate(rows):
        for j, cell in enumerate(row):
            page.insert_text((124 + 110 * j, y + 10), cell, fontsize=9)
        if k == 1:
            page.insert_text((124, y + 21), "baseline", fontsize=9)
            y += 11
        y += 14
    for x in (120, 230, 340, 450):
        page.draw_line((x, 200), (x, y), width=0.5)
    for ly in (200, 214, 239, y):
        page.draw_line((120, ly), (450, ly), width=0.5)
    _lines(page, y + 30, 20)
    page = doc.new_page()
    _lines(page, 80, 40)
    page = doc.new_page()
    page.insert_text((90, 80), "References", fontsize=11, fontname="hebo")
    for k in range(12):
        entry = (
            f"[{k + 1}] A. Author and B. Writer. A study of claims, part {k + 1}. "
            f"In Proc. ACL, 20{10 + k}."
        )
        page.insert_text((90, 100 + 24 * k), entry, fontsize=9)
    doc.save(path)
    doc.close()
    return path


def _lines(page: pymupdf.Page, y: float, count: int) -> None:
    text = _PROSE * 20
    for k in range(count):
        start = (k * 83) % 400
        page.insert_text((90, y + 12 * k), text[start : start + 90].strip(), fontsize=10)


def test_each_page_is_loaded_once_with_one_text_page(
    tmp_path: Path, reads: Counter[tuple[str, int]]
) -> None:
    path = _paper(tmp_path / "p.pdf")
    reads.clear()  # drawing the paper loads its pages too
    record = extract_pdf(path)
    assert len(record.pages) == 4
    assert record.title == "Hybrid Retrieval of Scientific Claims"
    assert any("|" in page.text for page in record.pages)  # the table was read
    assert record.references  # the references page was read line by line
    for number in range(4):
        assert reads[("load_page", number)] == 1
        assert reads[("get_textpage", number)] == 1
        for name in ("extractDICT", "extractBLOCKS", "extractWORDS", "extractText"):
            assert reads[(name, number)] <= 1, (name, number)
        assert reads[("get_cdrawings", number)] <= 1
    assert reads[("get_cdrawings", 1)] == 1  # the wrapped cell: the rules were asked
    # the first page's drawings are read once, for its white fills (whitefill,
    # producer65), and shared with its rules (latex52), which one title group never
    # asks for (speed53): no second read
    assert reads[("get_cdrawings", 0)] == 1
    assert sum(n for (name, _), n in reads.items() if name == "get_cdrawings") == 2
    assert reads[("extractDICT", 0)] == 1  # the title page read with its fonts
    assert reads[("extractWORDS", 3)] == 1  # the references read line by line


def test_pages_without_front_matter_tables_or_references_read_only_blocks(
    tmp_path: Path, reads: Counter[tuple[str, int]]
) -> None:
    path = _paper(tmp_path / "p.pdf")
    reads.clear()
    extract_pdf(path)
    # Page 3 (index 2): prose after the front matter, no caption, before the list.
    assert {name for (name, number) in reads if number == 2} == {
        "load_page",
        "get_textpage",
        "extractBLOCKS",
    }
