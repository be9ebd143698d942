"""speed63: a mended body page's marking walks only the blocks its dict told.

A body page whose dict was read to tell whether marking and spacing change it
(:func:`~tapyre_paper_search.pdf.mendcheck.changing_marks`) now keeps which blocks
:func:`~tapyre_paper_search.pdf.raisedexp.has_raised` found a mark in, and
:func:`~tapyre_paper_search.pdf.dictmend.dict_mended` marks those alone; the raw-dict
reading made later for its words (:class:`~tapyre_paper_search.pdf.texpage.MendedPage`)
leaves the blocks the dict left alone unasked and looks for no glyph line the dict
showed none of.  Each reading is checked against the whole one.  On the base
``changing_marks``, ``unchanged_numbers`` and ``MendedPage``'s ``alone`` are missing.
One page drawn with PyMuPDF, shared.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf.barefonts import BareFonts
from tapyre_paper_search.pdf.dictmend import DictMendedPage, dict_mended, unchanged_numbers
from tapyre_paper_search.pdf.mendcheck import changing_marks
from tapyre_paper_search.pdf.pagemend import mended_page
from tapyre_paper_search.pdf.pageread import flags
from tapyre_paper_search.pdf.raisedexp import has_raised, marked
from tapyre_paper_search.pdf.shortcmap import ShortMaps
from tapyre_paper_search.pdf.texpage import MendedPage
from test_glyphs51_exponents import _FILLER, _SIZE, _line

_POWER = [("About 10", "t"), ("5", "u"), (" cells per mL were seen.", "t")]


@pytest.fixture(scope="module")
def page_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A body page: a plain paragraph, a line with a power apart from it, a plain line."""
    doc = pymupdf.open()
    page = doc.new_page()
    for k in range(6):
        page.insert_text((72, 80 + 13 * k), _FILLER, fontname="tiro", fontsize=_SIZE)
    _line(page, 300.0, _POWER)
    _line(page, 500.0, [("A plain closing line, set apart.", "t")])
    path = tmp_path_factory.mktemp("speed63") / "p.pdf"
    doc.save(path)
    return path


def test_has_raised_finds_the_blocks_marking_changes(page_file: Path) -> None:
    with pymupdf.open(page_file) as doc:
        data = doc[0].get_textpage(flags=flags()).extractDICT()
    found: set[int] = set()
    assert has_raised(data, found)
    changed: set[int] = set()
    marked(data, changed)
    assert found == changed and len(found) == 1 < len(data["blocks"])


def test_changing_marks_gives_the_dict_and_its_marked_blocks(page_file: Path) -> None:
    with pymupdf.open(page_file) as doc:
        textpage = doc[0].get_textpage(flags=flags())
        data, marks = changing_marks(textpage, splice=False, raised=True, spacing=True)
        assert data is not None and marks is not None and len(marks) == 1
        assert changing_marks(textpage, splice=False, raised=True)[0] == data
        # spacing alone asks no marking test: any block may be marked
        assert changing_marks(textpage, splice=False, raised=False, spacing=True) == (None, None)
        assert changing_marks(textpage, splice=False, raised=False) == (None, None)


def test_dict_mended_with_the_marks_is_the_whole_marking(page_file: Path) -> None:
    with pymupdf.open(page_file) as doc:
        textpage = doc[0].get_textpage(flags=flags())
        own = textpage.extractBLOCKS()
        data, marks = changing_marks(textpage, splice=False, raised=True)
        assert data is not None and marks is not None
        whole = dict_mended(copy.deepcopy(data), own)
        assert dict_mended(data, own, marks) == whole
        assert isinstance(whole, list) and any("10^5" in t[4] for t in whole)
        # marks honoured: no block named, no mark made (nothing changes)
        assert dict_mended(textpage.extractDICT(), own, frozenset()) is None


def test_unchanged_numbers_are_the_blocks_left_as_mupdf_gave_them() -> None:
    own = [(0, 0, 1, 1, "a\n", 0, 0), (0, 2, 1, 3, "10 5\n", 1, 0), (0, 4, 1, 5, "b\n", 2, 0)]
    made = [own[0], (0, 2, 1, 3, "10 ^5\n", 1, 0), own[2]]
    assert unchanged_numbers(made, own) == {0, 2}
    assert unchanged_numbers(made[:2], own) == {0}  # a block with no tuple is asked


def test_a_raw_reading_leaves_the_blocks_alone_unasked(page_file: Path) -> None:
    with pymupdf.open(page_file) as doc:
        textpage = doc[0].get_textpage(flags=flags())
        whole = MendedPage(textpage, frozenset(), raised=True)
        power = next(t[5] for t in whole.extractBLOCKS() if "^" in t[4])
        others = {t[5] for t in textpage.extractBLOCKS()} - {power}
        part = MendedPage(textpage, frozenset(), raised=True, alone=others)
        assert part.raw == whole.raw and part.spliced
        assert part.extractWORDS() == whole.extractWORDS()
        assert part.extractBLOCKS() == whole.extractBLOCKS()
        # the blocks named are not asked: naming the power's too leaves it unmarked
        every = MendedPage(textpage, frozenset(), raised=True, alone=others | {power})
        assert not every.spliced and all("^" not in t[4] for t in every.extractBLOCKS())


def test_a_dict_mended_pages_raw_reading_is_the_whole_one(page_file: Path) -> None:
    with pymupdf.open(page_file) as doc:
        page = doc[0]
        textpage = page.get_textpage(flags=flags())
        text = "\n".join(b[4] for b in textpage.extractBLOCKS())
        got = mended_page(
            doc, page, textpage, BareFonts(), ShortMaps(), text=text, data=None, from_words=False
        )
        assert isinstance(got, DictMendedPage)
        whole = MendedPage(textpage, frozenset(), raised=True)
        assert got.raw == whole.raw
        assert got.extractWORDS() == whole.extractWORDS()
        assert got.extractBLOCKS() == whole.extractBLOCKS()
