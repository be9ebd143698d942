"""References pages read from PyMuPDF's word list (not its dict): same entries parsed."""

from __future__ import annotations

import random
from pathlib import Path

import pymupdf
import pytest
from pdfgen.body import Reference as Truth
from pdfgen.body import format_reference
from pdfgen.canvas import Canvas, Face
from pdfgen.flow import Block, Flow
from tapyre_paper_search.pdf import extract_pdf, pageread
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.wordblocks import blocks_from_words, height_per_size

_VENUES = ("Journal of Data Science", "Annals of Neuroscience", "Proceedings of ICML")

# A spy on pageread's own function: in a compiled build (mypyc, TAPYRE_COMPILE=1) its
# compiled callers bind it early and never see the patch (review146).
_SPY_SEEN = not pageread.__file__.endswith((".so", ".pyd"))
_needs_pure = pytest.mark.skipif(not _SPY_SEEN, reason="spy on a compiled module's function")


def _truths(count: int) -> list[Truth]:
    rng = random.Random(7)
    surnames = ["Doe", "Tanaka", "Berg", "Zhang", "Petrova", "Okafor", "Silva", "Novak"]
    return [
        Truth(
            (f"Ann {rng.choice(surnames)}", f"Li {rng.choice(surnames)}"),
            f"Retrieval study number {i} on scientific claims",
            2000 + i % 24,
            _VENUES[i % 3],
            doi=f"10.1234/jds.{2000 + i}.{i}" if i % 2 else "",
            arxiv_id=f"19{i % 12 + 1:02d}.{10000 + i}" if i % 4 == 2 else "",
        )
        for i in range(count)
    ]


def _paper(path: Path, truths: list[Truth], style: str) -> None:
    """Two pages of prose (an abstract heading on the first), then the references
    list over the following pages, then an appendix set larger."""
    canvas = Canvas(pymupdf.open())
    canvas.new_page()
    flow = Flow(canvas, Face("times"), 10.0, 1, 54.0, top=70.0, bottom=720.0, rng=random.Random(2))
    flow.begin(80.0)
    flow.place(Block("heading", "Abstract", role="heading", size=11.0))
    for _ in range(20):
        flow.place(Block("paragraph", "We build on earlier retrieval work and compare. " * 14))
    flow.place(Block("heading", "References", role="heading", size=12.0))
    for i, truth in enumerate(truths):
        number = i + 1 if style in ("ieee", "nature") else 0
        flow.place(Block("reference", format_reference(truth, style), number=number))
    flow.place(Block("heading", "Appendix: Proofs", role="heading", size=12.0))
    flow.place(Block("paragraph", "The proof follows from the lemma. " * 10))
    canvas.doc.save(path)


# ACL's unnumbered entries fit on one line each here: one block per page, no hang.
@_needs_pure
@pytest.mark.parametrize("style", ["acl", "ieee", "apa", "nature", "harvard", "vancouver"])
def test_a_references_page_is_read_from_its_words_and_parses_the_same(
    tmp_path: Path, style: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    truths = _truths(60)
    path = tmp_path / f"{style}.pdf"
    _paper(path, truths, style)
    with pymupdf.open(path) as doc:
        pages = doc.page_count
    assert pages >= 4  # the list runs over pages past the front ones
    dicts: list[int] = []
    worded: list[int] = []
    original_dict = pymupdf.TextPage.extractDICT
    original_words = pageread.blocks_from_words

    def reading_dict(self: pymupdf.TextPage, *args: object, **kwargs: object) -> object:
        dicts.append(1)
        return original_dict(self, *args, **kwargs)  # type: ignore[arg-type]

    def from_words(*args: object) -> list[TextBlock]:
        worded.append(1)
        return original_words(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(pymupdf.TextPage, "extractDICT", reading_dict)
    monkeypatch.setattr(pageread, "blocks_from_words", from_words)
    result = extract_pdf(path)
    # Only the two front pages are read from the dict (main read every references
    # page's too: 4 here); every page of the references list is read from its words.
    # Page 2's dict may be read a second time, when the front-matter reader asks for
    # its lines: this paper prints no names, so a study's officials are looked for
    # there (front56's investigators), never on a references page.
    assert len(dicts) in (2, 3)
    assert len(worded) >= pages - 2
    references = result.references
    assert [r.title for r in references] == [t.title for t in truths]
    assert [r.year for r in references] == [t.year for t in truths]
    assert [r.doi for r in references] == [t.doi for t in truths]
    assert [r.arxiv_id for r in references] == [t.arxiv_id for t in truths]
    assert [r.authors[-1].split()[-1] for r in references] == [
        t.authors[-1].split()[-1] for t in truths
    ]
    assert "Proofs" not in references[-1].text  # the appendix (set larger) ends the list
    assert "The proof follows from the lemma." in result.pages[-1].text


def _word(box: tuple[float, float, float, float], text: str, block: int, line: int) -> tuple:
    return (*box, text, block, line, 0)


def test_a_line_is_sized_by_its_words_median_height_and_its_blocks_tallest_line() -> None:
    words = [
        # a line with a raised footnote mark on its first word: the median ignores it
        _word((72, 95, 90, 110), "19The", 0, 0),
        _word((92, 100, 120, 110), "Kaggle", 0, 0),
        _word((122, 100, 150, 110), "tasks.", 0, 0),
        # a line in a font that measures half as high: the block's tallest line sizes it
        _word((72, 115, 110, 120), "Journal", 0, 1),
        _word((112, 115, 140, 120), "Things", 0, 1),
        # a block of smaller type (a footnote) keeps its own size
        _word((72, 700, 110, 707), "Footnote", 1, 0),
    ]
    blocks = blocks_from_words(words, 0.5)
    assert [[line.text for line in b.lines] for b in blocks] == [
        ["19The Kaggle tasks.", "Journal Things"],
        ["Footnote"],
    ]
    assert [[line.size for line in b.lines] for b in blocks] == [[20.0, 20.0], [14.0]]
    assert blocks[0].box == (72, 95, 150, 120)
    assert not any(line.bold for b in blocks for line in b.lines)


def test_the_height_per_size_is_the_median_of_a_dict_pages_lines() -> None:
    lines = [BlockLine("a", 0, 0, 10, h, s, False) for h, s in ((9, 10), (11, 10), (12, 10))]
    assert height_per_size([TextBlock(0, 0, 10, 12, lines)]) == 1.1
    assert height_per_size([]) == 1.2
