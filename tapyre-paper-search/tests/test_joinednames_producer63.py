"""A simple font without a ToUnicode map whose glyphs are named by code point, its
ligatures by their letters' code points joined (``uni00660069``): MuPDF gives those
as U+FFFD; the reader reads them by their codes (issue 25, producer63)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from simplefont_pages import simple_font_page
from tapyre_paper_search.pdf.extract import extract_pdf
from tapyre_paper_search.pdf.joinednames import JoinedGaps, joined_names

LIGATURES = {"\ufb03": "ffi", "\ufb01": "fi", "\ufb02": "fl", "\ufb00": "ff"}
LINES = (
    (18, 720, "E\ufb03cient \ufb02ows of \ufb01ne \ufb02u\ufb00y \ufb01lters"),
    (11, 690, "Helen Marsh and Tomas Berg"),
    (10, 660, "Abstract"),
    (10, 645, "We measure how the roots of street trees lift and crack the slabs of"),
    (10, 632, "city pavements, and \ufb01nd that wide pits keep them level for decades."),
    (10, 600, "1. Introduction"),
    (10, 585, "Street trees shade the city and their roots grow under the pavement."),
)


def _name(char: str, joined: bool) -> str:
    if char == " ":
        return "space"
    letters = LIGATURES.get(char, char)
    if len(letters) > 1 and not joined:
        return f"lig{ord(char):X}"  # a name no rule reads (control: stays dropped)
    return "uni" + "".join(f"{ord(c):04X}" for c in letters)


_METRICS = pymupdf.Font("tiro")


def _width(char: str, code: int) -> str:
    """The face's own advance of ``char``, in thousandths of its size."""
    return f"{_METRICS.glyph_advance(ord(char)) * 1000:.0f}"


def _page(path: Path, joined: bool) -> Path:
    return simple_font_page(path, LINES, lambda char, code: _name(char, joined), _width)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[bool, Path]:
    folder = tmp_path_factory.mktemp("joinednames")
    return {joined: _page(folder / f"{joined}.pdf", joined) for joined in (True, False)}


def test_joined_names_read_the_ligatures(pages: dict[bool, Path]) -> None:
    read = extract_pdf(pages[True], ocr=None)
    assert read.title == "Efficient flows of fine fluffy filters"
    assert read.authors == ("Helen Marsh", "Tomas Berg")
    assert "and find that wide pits" in read.abstract


def test_an_unreadable_name_stays_dropped(pages: dict[bool, Path]) -> None:
    read = extract_pdf(pages[False], ocr=None)
    assert read.title == "Ecient ows of ne uy lters"  # as before: nothing guessed


def test_only_names_of_several_code_points_are_read(pages: dict[bool, Path]) -> None:
    doc = pymupdf.open(pages[True])
    xref = doc[0].get_fonts()[0][0]
    names = joined_names(doc, xref)
    assert sorted(names.values()) == sorted(LIGATURES)
    assert joined_names(pymupdf.open(pages[False]), xref) == {}


def test_a_replacement_of_another_width_stays() -> None:
    gaps = JoinedGaps({}, queue=[(5.0, "\ufb01"), (6.0, "\ufb02")])
    assert gaps.read("a", 5.0, 10) == "a"  # a letter read is never changed
    assert gaps.read("\ufffd", 5.0, 10) == "\ufb01"
    assert gaps.read("\ufffd", 4.0, 10) == "\ufffd"  # not the width read: left
    assert gaps.read("\ufffd", 6.0, 10) == "\ufffd"  # the queue is spent
