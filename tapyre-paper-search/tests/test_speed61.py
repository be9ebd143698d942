"""speed61: a dict-mended body page's table words from MuPDF's own word list.

A body page only marked and spaced (:mod:`~tapyre_paper_search.pdf.dictmend`) read its
raw dict and made its words in Python as soon as a caption announced a table on it.
Where no block the mending changed meets a table's box, the words in that box are
MuPDF's own (:mod:`~tapyre_paper_search.pdf.dictwords`): the raw dict is not read, and
the table is the one the raw-dict words make.  On the base ``dictwords`` is missing and
``DictMendedPage`` has no ``words_near``.  One page drawn with PyMuPDF, shared.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf.barefonts import BareFonts
from tapyre_paper_search.pdf.blocks import blocks_from_tuples
from tapyre_paper_search.pdf.pageread import flags
from tapyre_paper_search.pdf.shortcmap import ShortMaps
from tapyre_paper_search.pdf.tables import _inside, page_tables
from tapyre_paper_search.pdf.texpage import MendedPage
from test_glyphs51_exponents import _FILLER, _SIZE, _line
from test_speed59a import _Spied

_ROWS = [("Group", "Cells", "Rate"), ("A", "12.5", "0.31"), ("B", "14.2", "0.28")]
_TABLE = (70.0, 410.0, 340.0, 460.0)  # around the rows under the caption
_POWER_LINE = (70.0, 165.0, 300.0, 185.0)  # around the raised power's line


@pytest.fixture(scope="module")
def page_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A body page: a paragraph, a line with a raised power, a caption and a table."""
    doc = pymupdf.open()
    page = doc.new_page()
    for k in range(6):
        page.insert_text((72, 80 + 13 * k), _FILLER, fontname="tiro", fontsize=_SIZE)
    _line(page, 180.0, [("About 10", "t"), ("5", "u"), (" cells per mL were seen.", "t")])
    page.insert_text((72, 400), "Table 1: Cell counts by group.", fontname="tiro", fontsize=_SIZE)
    for r, row in enumerate(_ROWS):
        for c, cell in enumerate(row):
            page.insert_text((72 + 120 * c, 425 + 14 * r), cell, fontname="tiro", fontsize=_SIZE)
    path = tmp_path_factory.mktemp("speed61") / "p.pdf"
    doc.save(path)
    return path


@pytest.fixture
def mended(page_file: Path) -> Iterator[tuple[Any, Any, _Spied]]:
    """``mended_page``'s reading of the page as a body page, the page, its spied text page."""
    from tapyre_paper_search.pdf.pagemend import mended_page

    with pymupdf.open(page_file) as doc:
        page = doc[0]
        spied = _Spied(page.get_textpage(flags=flags()))
        text = "\n".join(b[4] for b in spied.extractBLOCKS())
        got = mended_page(
            doc, page, spied, BareFonts(), ShortMaps(), text=text, data=None, from_words=False
        )
        yield got, page, spied


def test_a_tables_words_away_from_the_mending_read_no_raw_dict(mended: Any) -> None:
    got, _, spied = mended
    near = got.words_near([_TABLE])
    assert near is not None and spied.raw_reads == 0  # base: no words_near, raw dict read
    whole = MendedPage(spied._textpage, frozenset(), raised=True).extractWORDS()
    assert _inside(near, _TABLE) == _inside(whole, _TABLE)  # the same words, to the tuple
    assert "10^5" in [w[4] for w in whole] and "10^5" not in [w[4] for w in near]


def test_the_pages_tables_are_the_raw_dict_words_tables(mended: Any) -> None:
    got, page, spied = mended
    blocks = blocks_from_tuples(got.extractBLOCKS())
    asked: list[int] = []

    def words() -> list[Any]:
        asked.append(1)
        return got.extractWORDS()

    fast = page_tables(page, blocks, words, near=got.words_near)
    assert not asked and spied.raw_reads == 0
    assert fast and fast == page_tables(page, blocks, words)  # the raw dict's words
    assert "| A | 12.5 | 0.31 |" in fast[0].markdown


def test_control_a_box_meeting_a_changed_block_reads_the_raw_dict(mended: Any) -> None:
    got, _, spied = mended
    assert got.words_near([_POWER_LINE]) is None and spied.raw_reads == 0
    got.extractWORDS()  # made: its words serve from here on
    assert got.words_near([_TABLE]) is None and spied.raw_reads == 1


@pytest.mark.parametrize(
    ("changed", "boxes", "text", "expected"),
    [
        ([(0, 0, 10, 10)], [(20, 0, 30, 10)], "plain", True),
        ([(0, 0, 10, 10)], [(10, 0, 30, 10)], "plain", False),  # edges touching
        ([(0, 0, 10, 10)], [(0, 11, 10, 20)], "plain", True),
        ([(0, 0, 10, 10)], [(20, 0, 30, 10), (5, 5, 6, 6)], "plain", False),
        ([], [(0, 0, 10, 10)], "plain \u05d0", False),  # right-to-left script on the page
        ([], [(0, 0, 10, 10)], "plain", True),
    ],
)
def test_own_words_serve(changed: Any, boxes: Any, text: str, expected: bool) -> None:
    from tapyre_paper_search.pdf.dictwords import own_words_serve

    assert own_words_serve(changed, boxes, text) is expected


def test_changed_boxes() -> None:
    from tapyre_paper_search.pdf.dictwords import changed_boxes

    own = [(0.0, 0.0, 5.0, 5.0, "a\n", 0, 0), (0.0, 9.0, 5.0, 12.0, "b\n", 1, 0)]
    mended = [own[0], (0.0, 9.0, 5.0, 12.0, "^b\n", 1, 0)]
    assert changed_boxes(mended, own) == [(0.0, 9.0, 5.0, 12.0)]


class _CountedPage:
    """A page that counts its font list reads."""

    def __init__(self, page: Any) -> None:
        self._page = page
        self.font_reads = 0

    def get_fonts(self) -> list[Any]:
        self.font_reads += 1
        return list(self._page.get_fonts())

    def __getattr__(self, name: str) -> Any:
        return getattr(self._page, name)


def test_a_pages_font_list_is_read_once_by_the_mending_check(page_file: Path) -> None:
    from tapyre_paper_search.pdf.pagemend import mended_page

    with pymupdf.open(page_file) as doc:
        page = _CountedPage(doc[0])
        textpage = doc[0].get_textpage(flags=flags())
        # a replacement character: the short maps and the joined names both read the fonts
        text = "Cell counts \ufffd by group"
        mended_page(
            doc, page, textpage, BareFonts(), ShortMaps(), text=text, data=None, from_words=False
        )
        assert page.font_reads == 1  # base: 2


def test_a_body_pages_block_list_is_read_once(
    page_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tapyre_paper_search.pdf.pageread import Detail, Options, read_page

    reads: list[int] = []
    own = pymupdf.TextPage.extractBLOCKS

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        reads.append(1)
        return own(self, *args, **kwargs)

    monkeypatch.setattr(pymupdf.TextPage, "extractBLOCKS", counted)
    with pymupdf.open(page_file) as doc:
        read = read_page(doc, 0, page_file, Options(None, True, None, False), Detail(front=False))
    assert len(reads) == 1  # base: 2 (the blocks, then the mending's dict check)
    assert "About 10^5 cells" in read.blocks[1].text and read.tables


def test_once_keeps_the_first_answer() -> None:
    from tapyre_paper_search.pdf.pagecalls import Once

    class _Reader:
        def __init__(self) -> None:
            self.calls = 0
            self.number = 7

        def extractBLOCKS(self) -> list[Any]:  # PyMuPDF's name
            self.calls += 1
            return [(0, 0, 1, 1, "a\n", 0, 0)]

        def get_fonts(self) -> list[Any]:
            self.calls += 1
            return [(5, "ttf", "TrueType", "ABCDEF+Font", "F1", "")]

    reader = _Reader()
    blocks, fonts = Once(reader, "extractBLOCKS"), Once(reader, "get_fonts")
    assert blocks.extractBLOCKS() is blocks.extractBLOCKS() and reader.calls == 1
    assert fonts.get_fonts() is fonts.get_fonts() and reader.calls == 2
    assert blocks.number == fonts.number == 7  # every other call passed on
    assert blocks.get_fonts() is not blocks.get_fonts() and reader.calls == 4
