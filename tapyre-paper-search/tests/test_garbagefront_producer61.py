"""A front page whose only font (its CFF program embedded) has no ``ToUnicode`` and
glyph names that say nothing (``/g45``, ``/glyph46``, ``/c002F``; MuPDF reads the first
as a hex number, the others as nothing: letter soup) gives no title, names or
abstract when no OCR replaces its text (producer61,
:mod:`tapyre_paper_search.pdf.garbagefront`); with a ``ToUnicode`` map the same page
reads as printed."""

from __future__ import annotations

from pathlib import Path

import pytest
from simplefont_pages import simple_font_page
from tapyre_paper_search.pdf.extract import extract_pdf
from tapyre_paper_search.pdf.garbagefront import without_garbage_lines
from tapyre_paper_search.pdf.lines import PageLines
from tapyre_paper_search.pdf.textlayer import GARBAGE_TEXT_LAYER, NO_TEXT_LAYER

LINES = (
    (18, 720, "Roots under pavements crack slabs"),
    (11, 690, "Helen Marsh and Tomas Berg"),
    (10, 660, "Abstract"),
    (10, 645, "We measure how the roots of street trees lift and crack the slabs of"),
    (10, 632, "city pavements, and find that wide pits keep them level for decades."),
    (10, 600, "1. Introduction"),
    (10, 585, "Street trees shade the city and their roots grow under the pavement."),
    (10, 572, "Oslo, Quito, Zagreb, Vienna, Kyiv, Jaffa, Utrecht, Genoa, Dublin, Nantes,"),
    (10, 559, "Paris, Lima, Ilam, Xian, Yazd, Wien, Fes, Cork and Riga in 1901 to 2024."),
    (10, 546, "The pits were 1.5 m wide (n = 387; p < 0.01) and kept 96% of slabs level."),
)


def _name(char: str, code: int) -> str:
    """A subsetting tool's glyph name for ``code``, telling nothing of ``char``."""
    if char == " ":
        return "space"
    return (f"g{code}", f"glyph{code}", f"c{code:04X}")[code % 3]


def _page(path: Path, mapped: bool) -> Path:
    return simple_font_page(
        path, LINES, _name, lambda char, code: "500" if code > 32 else "250", mapped=mapped
    )


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[bool, Path]:
    folder = tmp_path_factory.mktemp("garbagefront")
    return {mapped: _page(folder / f"{mapped}.pdf", mapped) for mapped in (False, True)}


def test_opaque_names_give_no_front_matter(pages: dict[bool, Path]) -> None:
    read = extract_pdf(pages[False], ocr=None)
    assert read.pages[0].note.startswith(GARBAGE_TEXT_LAYER)
    assert read.title == "" and read.authors == () and read.abstract == ""


def test_a_mapped_page_reads_as_printed(pages: dict[bool, Path]) -> None:
    read = extract_pdf(pages[True], ocr=None)
    assert read.title == "Roots under pavements crack slabs"
    assert read.authors == ("Helen Marsh", "Tomas Berg")
    assert read.abstract.startswith("We measure how the roots")


def test_only_a_garbage_layer_left_as_text_loses_its_lines() -> None:
    lines = PageLines((), 612.0, 792.0)

    def made() -> PageLines:
        return lines

    assert without_garbage_lines(made, None, "text") is made
    assert without_garbage_lines(made, GARBAGE_TEXT_LAYER, "ocr") is made
    assert without_garbage_lines(made, NO_TEXT_LAYER, "none") is made
    assert without_garbage_lines(made, GARBAGE_TEXT_LAYER, "text")().lines == ()
