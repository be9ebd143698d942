"""speed62: a mended page's words, MuPDF's own for the blocks the mending left alone.

A page read again from its raw dict only to mark a raised exponent or put a math
letter's space in (:class:`~tapyre_paper_search.pdf.texpage.MendedPage`, no bare font,
no short map, no glyph line) made all its words in Python from the raw dict.  Now only
the changed blocks' words are made so; the others are MuPDF's own
(:mod:`~tapyre_paper_search.pdf.ownwords`).  On the base ``ownwords`` is missing and
``MendedPage.extractWORDS`` never asks the text page for its words.  One page drawn
with PyMuPDF, shared; the merge itself on lines.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf.ownwords import merged_words, serves
from tapyre_paper_search.pdf.pageread import flags
from tapyre_paper_search.pdf.texpage import MendedPage
from test_glyphs51_exponents import _FILLER, _SIZE, _line


class _Counted:
    """A text page that counts its word list reads."""

    def __init__(self, textpage: Any) -> None:
        self._textpage = textpage
        self.word_reads = 0

    def extractWORDS(self) -> list[Any]:  # PyMuPDF's name
        self.word_reads += 1
        return list(self._textpage.extractWORDS())

    def __getattr__(self, name: str) -> Any:
        return getattr(self._textpage, name)


@pytest.fixture(scope="module")
def page_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A body page: a paragraph, then apart from it a line with a raised power."""
    doc = pymupdf.open()
    page = doc.new_page()
    for k in range(6):
        page.insert_text((72, 80 + 13 * k), _FILLER, fontname="tiro", fontsize=_SIZE)
    _line(page, 300.0, [("About 10", "t"), ("5", "u"), (" cells per mL were seen.", "t")])
    path = tmp_path_factory.mktemp("speed62") / "p.pdf"
    doc.save(path)
    return path


def test_a_marked_pages_words_are_the_raw_dict_words_with_mupdfs_own_elsewhere(
    page_file: Path,
) -> None:
    with pymupdf.open(page_file) as doc:
        counted = _Counted(doc[0].get_textpage(flags=flags()))
        page = MendedPage(counted, frozenset(), raised=True)
        assert page.spliced  # the power was marked
        words = page.extractWORDS()
        assert counted.word_reads == 1  # base: MuPDF's words never asked
        assert words == page._words(None)  # the whole raw-dict reading, to the tuple
        assert "10^5" in [w[4] for w in words]
        own = counted._textpage.extractWORDS()
        plain = [w for w in words if "^" not in w[4] and w[5] != _block_of(words, "10^5")]
        assert plain and all(w in own for w in plain)


def _block_of(words: list[Any], text: str) -> int:
    return next(w[5] for w in words if w[4] == text)


def test_a_page_whose_mending_is_not_told_by_block_reads_every_word_raw(
    page_file: Path,
) -> None:
    with pymupdf.open(page_file) as doc:
        counted = _Counted(doc[0].get_textpage(flags=flags()))
        page = MendedPage(counted, frozenset(), raised=True)
        page._changed = None  # (as a bare font or a short map leaves it)
        assert page.extractWORDS() == page._words(None) and counted.word_reads == 0


def _word(block: int, text: str, x: float = 0.0) -> tuple[Any, ...]:
    return (x, 0.0, x + 1.0, 1.0, text, block, 0, 0)


def test_merged_words_take_the_changed_blocks_from_the_raw_dict_in_block_order() -> None:
    blocks = [{"number": 0, "type": 0}, {"number": 1, "type": 1}, {"number": 2, "type": 0}]
    blocks.append({"number": 3, "type": 0})
    own = [_word(0, "a"), _word(2, "105"), _word(3, "c")]
    asked: list[set[int]] = []

    def made(numbers: Any) -> list[Any]:
        asked.append(set(numbers))
        return [_word(2, "10^5"), _word(2, "x", 5.0)]

    got = merged_words(blocks, {id(blocks[2])}, own, made)
    assert got == [_word(0, "a"), _word(2, "10^5"), _word(2, "x", 5.0), _word(3, "c")]
    assert asked == [{2}]
    assert merged_words(blocks, set(), own, made) == own and asked == [{2}]  # none made


def test_merged_words_give_none_where_blocks_cannot_be_told_apart() -> None:
    twice = [{"number": 0, "type": 0}, {"number": 0, "type": 0}]
    assert merged_words(twice, {id(twice[0])}, [], lambda _: []) is None
    blocks = [{"number": 0, "type": 0}]
    assert merged_words(blocks, set(), [_word(0, "a"), _word(7, "b")], lambda _: []) is None


def test_right_to_left_script_anywhere_keeps_the_raw_reading() -> None:
    assert serves("About 10\n5 cells\n")
    assert not serves("About 10\n\u05d0\u05d1\n")
