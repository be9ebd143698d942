"""Body text of real-looking pages: tables as Markdown beside their captions, display
equations on one line, running headers, footers and page numbers gone, columns in order."""

from __future__ import annotations

import random
from pathlib import Path

import pymupdf
import pytest
from pdfgen.body import running_header
from pdfgen.canvas import Canvas, Face
from pdfgen.flow import Block, Flow
from tapyre_paper_search.chunking import chunk_paper, count_whitespace_tokens
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import blocks_from_tuples
from tapyre_paper_search.pdf.grid import rules_may_settle, word_grid
from tapyre_paper_search.pdf.normalize import is_table
from tapyre_paper_search.pdf.tableregions import table_regions
from tapyre_paper_search.pdf.tables import (
    markdown,
    page_tables,
    read_table,
    rules_in,
)
from tapyre_paper_search.pipeline.extract import PdfReading, extract_file
from tapyre_paper_search.records import ExtractedPdf

ROWS = (
    ("Method", "Accuracy", "F1", "Time (s)"),
    ("BM25", "61.9", "58.2", "0.4"),
    ("Dense", "66.3", "63.0", "2.1"),
    ("Hybrid", "70.8", "68.5", "2.6"),
)
PROSE = (
    "Retrieval of scientific papers is hard because claims use words the abstracts do not. "
    "We therefore combine lexical and dense signals and measure both on three corpora. "
)


def paper(path: Path, blocks: list[Block], *, columns: int = 1, pages_of_prose: int = 0) -> Path:
    canvas = Canvas(pymupdf.open())
    canvas.new_page()
    header = running_header("Hybrid Retrieval for Claims", Face("times"), 72)
    flow = Flow(
        canvas,
        Face("times"),
        10.0,
        columns,
        72.0,
        top=70.0,
        bottom=720.0,
        header=header,
        rng=random.Random(1),
    )  # type: ignore[arg-type]
    flow.begin(80.0)
    for block in blocks:
        flow.place(block)
    for _ in range(pages_of_prose):
        for _ in range(6):
            flow.place(Block("paragraph", PROSE * 3))
    canvas.doc.save(path)
    canvas.doc.close()
    return path


def table_paper(path: Path, ruling: str, after: list[Block] | None = None) -> Path:
    """A page of prose with Table 1 (ruled as ``ruling`` says) and ``after`` under it."""
    return paper(
        path,
        [
            Block("paragraph", PROSE * 2),
            Block("caption", "Table 1: Retrieval quality and time per query on the test claims."),
            Block("table", rows=ROWS, label=ruling),
            *(after if after is not None else [Block("paragraph", PROSE * 2)]),
        ],
    )


@pytest.mark.parametrize("ruling", ["grid", "rules"])
def test_a_table_becomes_markdown_right_after_its_caption(tmp_path: Path, ruling: str) -> None:
    # "grid": every cell ruled (PyMuPDF's table finder reads it); "rules": booktabs
    # style, columns only in white space (the word grid reads it)
    path = table_paper(tmp_path / "t.pdf", ruling)
    text = extract_pdf(path).pages[0].text
    paragraphs = text.split("\n\n")
    tables = [i for i, p in enumerate(paragraphs) if is_table(p)]
    assert len(tables) == 1
    table = paragraphs[tables[0]]
    assert paragraphs[tables[0] - 1].startswith("Table 1:")
    lines = table.split("\n")
    assert lines[0].replace(" ", "") == "|Method|Accuracy|F1|Time(s)|"
    assert lines[1] == "|---|---|---|---|"
    assert [line.replace(" ", "") for line in lines[2:]] == [
        "|BM25|61.9|58.2|0.4|",
        "|Dense|66.3|63.0|2.1|",
        "|Hybrid|70.8|68.5|2.6|",
    ]


@pytest.mark.parametrize("ruling", ["grid", "rules", "none"])
def test_the_heading_after_a_table_stays_outside_it(tmp_path: Path, ruling: str) -> None:
    # A section heading or the references heading right under a table is the next
    # section, not a row of the table (nor text hidden under the table's region).
    path = table_paper(
        tmp_path / "t.pdf",
        ruling,
        [
            Block("heading", "3 Results"),
            Block("paragraph", PROSE),
            Block("caption", "Table 2: Retrieval quality on the second corpus."),
            Block("table", rows=ROWS, label=ruling),
            Block("heading", "References"),
            Block(
                "reference", "J. Doe and A. Roe. Dense retrieval of claims. In ACL, 2021.", number=1
            ),
            Block("reference", "B. Poe. Lexical signals for papers. In EMNLP, 2022.", number=2),
            Block("reference", "C. Moe. Hybrid search at scale. In SIGIR, 2023.", number=3),
        ],
    )
    extracted = extract_pdf(path)
    paragraphs = extracted.pages[0].text.split("\n\n")
    tables = [p for p in paragraphs if is_table(p)]
    assert len(tables) == 2
    assert not any("Results" in t or "References" in t for t in tables)
    assert "3 Results" in paragraphs and "References" in paragraphs
    assert [r.title for r in extracted.references] == [
        "Dense retrieval of claims",
        "Lexical signals for papers",
        "Hybrid search at scale",
    ]


class _PageWithoutDrawings:
    """A page that counts the calls for its drawings (slow on real pages)."""

    def __init__(self, page: pymupdf.Page) -> None:
        self.page, self.drawings = page, 0
        self.rect = page.rect

    def get_cdrawings(self) -> list[dict[str, object]]:
        self.drawings += 1
        return self.page.get_cdrawings()  # type: ignore[no-any-return]

    def __getattr__(self, name: str) -> object:
        return getattr(self.page, name)


@pytest.mark.parametrize("ruling", ["grid", "rules"])
def test_a_plain_table_is_read_without_the_pages_drawings(tmp_path: Path, ruling: str) -> None:
    path = table_paper(tmp_path / "t.pdf", ruling)
    with pymupdf.open(path) as doc:
        page = _PageWithoutDrawings(doc[0])
        textpage = doc[0].get_textpage()
        blocks = blocks_from_tuples(textpage.extractBLOCKS())
        words = [(w[0], w[1], w[2], w[3], w[4]) for w in textpage.extractWORDS()]
        (table,) = page_tables(page, blocks, lambda: words)
        assert page.drawings == 0
        _caption, box = table_regions(blocks, doc[0].rect.width)[0]
        ruled = read_table(doc[0], words, box, rules_in(doc[0].get_cdrawings(), box))
    assert ruled is not None and table.markdown == markdown(ruled)
    assert table.markdown.split("\n")[2].replace(" ", "") == "|BM25|61.9|58.2|0.4|"


def test_a_word_grid_with_a_cell_over_two_lines_may_be_settled_by_rules() -> None:
    def row(y: float, *cells: str) -> list[tuple[float, float, float, float, str]]:
        return [(10.0 + 60 * i, y, 40.0 + 60 * i, y + 8, c) for i, c in enumerate(cells) if c]

    even = [*row(0, "Method", "F1"), *row(14, "BM25", "58.2"), *row(28, "Dense", "63.0")]
    assert not rules_may_settle(even, word_grid(even))
    # "Dense" and its score carried on to a second line, closer than a row's pitch.
    two_lines = [*even, *row(37, "retrieval", "(avg)")]
    assert word_grid(two_lines) is not None and rules_may_settle(two_lines, word_grid(two_lines))
    sparse = [*even, *row(42, "Hybrid", "")]  # a row with half of its cells empty is fine
    assert not rules_may_settle(sparse, word_grid(sparse))
    gap = [*even, *row(50, "Hybrid", "68.5"), *row(64, "Best", "70.1")]  # a gap: one long pitch
    assert not rules_may_settle(gap, word_grid(gap))
    # Every row on two lines: the median pitch is a line's, every other pitch long.
    wrapped = [*row(0, "Retrieval", "Macro"), *row(9, "method", "F1")]
    wrapped += [*row(25, "BM25", "58.2"), *row(34, "base", "(0.3)")]  # padded rows
    wrapped += [*row(50, "Dense", "63.0"), *row(59, "base", "(0.2)")]
    assert word_grid(wrapped) is not None and rules_may_settle(wrapped, word_grid(wrapped))
    assert rules_may_settle([], None)


def test_caption_and_table_stay_in_one_chunk(tmp_path: Path) -> None:
    path = paper(
        tmp_path / "t.pdf",
        [
            Block("paragraph", PROSE * 3),
            Block("caption", "Table 2: Retrieval quality and time per query on the test claims."),
            Block("table", rows=ROWS),
            Block("paragraph", PROSE * 3),
        ],
    )
    pages = extract_pdf(path).pages
    chunks = chunk_paper("p", pages, count_whitespace_tokens, max_tokens=80, overlap_tokens=10)
    holding = [c for c in chunks if "| Hybrid |" in c.text]
    assert len(holding) == 1
    assert "Table 2:" in holding[0].text and "| BM25 |" in holding[0].text


def test_without_the_table_finder_cells_are_plain_text(tmp_path: Path) -> None:
    path = paper(
        tmp_path / "t.pdf", [Block("caption", "Table 1: Scores."), Block("table", rows=ROWS)]
    )
    text = extract_pdf(path, tables=False).pages[0].text
    assert "|" not in text and "Hybrid" in text
    # Ingestion's worker entry point reads as [papers] pdf_tables says.
    off = extract_file(str(path), None, PdfReading(tables=False))
    on = extract_file(str(path), None, PdfReading())
    assert isinstance(off, ExtractedPdf) and off.pages[0].text == text
    assert isinstance(on, ExtractedPdf) and "|Hybrid|" in on.pages[0].text.replace(" ", "")


def test_a_display_equation_is_one_line(tmp_path: Path) -> None:
    path = paper(
        tmp_path / "e.pdf",
        [
            Block("paragraph", PROSE),
            Block("equation", "f(t)|a + b|c|t", number=3),
            Block("paragraph", PROSE),
        ],
    )
    paragraphs = extract_pdf(path).pages[0].text.split("\n\n")
    equation = next(p for p in paragraphs if "(3)" in p)
    assert "\n" not in equation
    assert equation.startswith("f(t) =")
    assert "a + b / c" in equation and equation.endswith("(3)")


def test_running_headers_footers_and_page_numbers_are_dropped(tmp_path: Path) -> None:
    path = paper(tmp_path / "r.pdf", [Block("paragraph", PROSE)], pages_of_prose=8)
    pdf = extract_pdf(path)
    assert len(pdf.pages) >= 4
    for page in pdf.pages[1:]:
        assert "Hybrid Retrieval for Claims" not in page.text
        assert not page.text.rstrip().endswith(str(page.number))
        assert page.text.startswith("Retrieval") or page.text[0].islower() or page.text[0].isupper()


def test_two_columns_are_read_left_column_first(tmp_path: Path) -> None:
    left = "Left column sentence number {}. " * 1
    blocks = [Block("paragraph", " ".join(left.format(i) for i in range(60)))]
    blocks.append(
        Block("paragraph", " ".join(f"Right column sentence number {i}." for i in range(60)))
    )
    path = paper(tmp_path / "c.pdf", blocks, columns=2)
    text = extract_pdf(path).pages[0].text
    numbers = [int(w.rstrip(".")) for w in text.split() if w.rstrip(".").isdigit()]
    assert numbers[:60] == list(range(60))
