"""Which tables ask for the page's drawings (issue 25, speed): drawn pages, whole reads.

The page's drawings cost as much as its text, so the table reader asks for them
only where a caption has table-like blocks beside it and the words leave a doubt
the rules may settle (no grid, a row filling less than half of its cells, or rows
at the pitches of cells on two lines: ``grid.rules_may_settle``).  Each shape
below must still come out as its table, and pages without a table must not ask
for the drawings at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import drawnrules, extract_pdf, pageread
from tapyre_paper_search.pdf.normalize import is_table

PROSE = (
    "Retrieval of scientific papers is hard because claims use words the abstracts do "
    "not use, so we combine lexical and dense signals and measure both on three corpora."
)
HEADER = ("Method", "Accuracy", "F1", "Time")
BODY = (("BM25", "61.9", "58.2", "0.4"), ("Dense", "66.3", "63.0", "2.1"))
LAST = ("Hybrid", "70.8", "68.5", "2.6")


@pytest.fixture
def drawings_asked(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], list[int]]]:
    """The pages whose drawings were read for tables so far (``Page.get_cdrawings``
    calls, less the first page's rule reads that :mod:`.drawnrules` counts in
    ``drawnrules.counted_reads``: latex52, speed53; and the table reader's asks of the
    first page's drawings it shares with them: speed65)."""
    calls: list[int] = []
    shared_asks: list[int] = []
    original = pymupdf.Page.get_cdrawings
    original_tables = pageread.page_tables  # type: ignore[attr-defined]

    def counted(self: pymupdf.Page, *args: object, **kwargs: object) -> object:
        calls.append(self.number or 0)
        return original(self, *args, **kwargs)

    def tables_counted(page: Any, *args: Any, shared: Any = None, **kwargs: Any) -> Any:
        def asked_shared() -> Any:
            shared_asks.append(page.number or 0)
            return shared()

        given = asked_shared if shared is not None else None
        return original_tables(page, *args, shared=given, **kwargs)

    monkeypatch.setattr(pymupdf.Page, "get_cdrawings", counted)
    monkeypatch.setattr(pageread, "page_tables", tables_counted)
    with drawnrules.counted_reads() as reads:

        def asked() -> list[int]:
            rules = Counter(reads)
            out: list[int] = []
            for number in calls:
                if rules[number] > 0:
                    rules[number] -= 1
                else:
                    out.append(number)
            return sorted(out + shared_asks)

        yield asked


def _prose(page: pymupdf.Page, x: float, y: float, width: float, lines: int) -> float:
    words = (PROSE + " ") * 8
    per_line = int(width / 4.3)
    for k in range(lines):
        start = (k * per_line) % (len(words) - per_line)
        text = words[start : start + per_line].strip()
        page.insert_text((x, y), text, fontname="tiro", fontsize=9)
        y += 11
    return y


def _table(
    page: pymupdf.Page,
    origin: tuple[float, float],
    widths: Sequence[float],
    rows: Sequence[Sequence[str]],
    ruling: str,
    *,
    pad: float = 0.0,
    pitches: Sequence[float] | None = None,
) -> float:
    """Draw ``rows`` (a cell's "\\n" sets it on two lines) from ``origin``; ``ruling``:
    "grid" (every cell ruled), "booktabs" (rules above, under the header and below),
    "frame" (booktabs's rules and every vertical rule), "none"; ``pad``: room added to
    each row around its text; ``pitches``: each row's height for a line (default 14).
    Returns the y under the table."""
    x, y = origin
    right = x + sum(widths)
    top = y
    tops = []
    for r, row in enumerate(rows):
        tops.append(y)
        height = 0
        cx = x
        for cell, width in zip(row, widths, strict=True):
            for k, part in enumerate(cell.split("\n")):
                at = (cx + 4, y + 10 + pad / 2 + 11 * k)
                page.insert_text(at, part, fontname="tiro", fontsize=9)
                height = max(height, k)
            cx += width
        y += (pitches[r] if pitches else 14) + pad + 11 * height
    if ruling in ("grid", "booktabs", "frame"):
        lines = [*tops, y] if ruling == "grid" else [top, tops[1], y]
        for ly in lines:
            page.draw_line((x, ly), (right, ly), width=0.5)
    if ruling in ("grid", "frame"):
        cx = x
        for width in (0.0, *widths):
            cx += width
            page.draw_line((cx, top), (cx, y), width=0.5)
    return y


def _one_column_page(
    path: Path,
    rows: Sequence[Sequence[str]],
    ruling: str,
    pad: float = 0.0,
    pitches: Sequence[float] | None = None,
) -> Path:
    doc = pymupdf.open()
    page = doc.new_page()
    y = _prose(page, 72, 80, 460, 8)
    page.insert_text((72, y + 14), "Table 1: Retrieval quality on the test claims.", fontsize=9)
    y = _table(page, (120, y + 22), (110, 80, 70, 70), rows, ruling, pad=pad, pitches=pitches)
    _prose(page, 72, y + 24, 460, 8)
    doc.save(path)
    doc.close()
    return path


def _tables_of(path: Path) -> list[list[str]]:
    """The Markdown tables of the first page, each as its rows with spaces removed."""
    text = extract_pdf(path).pages[0].text
    return [
        [line.replace(" ", "") for line in part.split("\n")]
        for part in text.split("\n\n")
        if is_table(part)
    ]


ROWS = (HEADER, *BODY, LAST)
EXPECTED = [
    "|Method|Accuracy|F1|Time|",
    "|---|---|---|---|",
    "|BM25|61.9|58.2|0.4|",
    "|Dense|66.3|63.0|2.1|",
    "|Hybrid|70.8|68.5|2.6|",
]


@pytest.mark.parametrize("ruling", ["grid", "booktabs", "none"])
def test_a_plain_table_is_read_without_drawings(
    tmp_path: Path, ruling: str, drawings_asked: Callable[[], list[int]]
) -> None:
    # Every row full at an even pitch: the words alone make the table.
    assert _tables_of(_one_column_page(tmp_path / "t.pdf", ROWS, ruling)) == [EXPECTED]
    assert drawings_asked() == []


def test_a_ruled_cell_over_two_lines_asks_for_the_rules(
    tmp_path: Path, drawings_asked: Callable[[], list[int]]
) -> None:
    # "Dense" carried on to a second line: its row fills one cell of four, which the
    # words alone would read as a row of its own; the rules join it to its cell.
    rows = (HEADER, BODY[0], ("Dense\nretrieval", "66.3", "63.0", "2.1"), LAST)
    tables = _tables_of(_one_column_page(tmp_path / "t.pdf", rows, "grid"))
    assert drawings_asked() == [0]
    assert tables == [[*EXPECTED[:3], "|Denseretrieval|66.3|63.0|2.1|", EXPECTED[4]]]


WRAPPED = [
    (
        (HEADER, BODY[0], ("Dense\nretrieval", "66.3\n(0.2)", "63.0\n(0.4)", "2.1"), LAST),
        [*EXPECTED[:3], "|Denseretrieval|66.3(0.2)|63.0(0.4)|2.1|", EXPECTED[4]],
    ),
    (
        (("Retrieval\nmethod", "Top-1\naccuracy", "Macro\nF1", "Time\n(s)"), *BODY, LAST),
        ["|Retrievalmethod|Top-1accuracy|MacroF1|Time(s)|", *EXPECTED[1:]],
    ),
    (
        (
            HEADER,
            ("BM25\nbase", "61.9\n0.1", "58.2\n0.3", "0.4\n0.0"),
            ("Dense\nbase", "66.3\n0.2", "63.0\n0.2", "2.1\n0.1"),
        ),
        [
            *EXPECTED[:2],
            "|BM25base|61.90.1|58.20.3|0.40.0|",
            "|Densebase|66.30.2|63.00.2|2.10.1|",
        ],
    ),
]
"""Ruled tables with cells on two lines, each with its rows as the rules join them."""
WRAPPED_IDS = ["three-of-four", "header", "every-row"]


@pytest.mark.parametrize(("rows", "joined"), WRAPPED, ids=WRAPPED_IDS)
def test_padded_ruled_cells_over_two_lines_are_joined_by_the_rules(
    tmp_path: Path,
    rows: Sequence[Sequence[str]],
    joined: list[str],
    drawings_asked: Callable[[], list[int]],
) -> None:
    # A fully ruled table with room around each row's text (as word processors set
    # them): rows with most of their cells on two lines fill half of their cells or
    # more in the words' grid, but their lines sit closer than the rows do; the rules
    # join each cell's lines.
    tables = _tables_of(_one_column_page(tmp_path / "t.pdf", rows, "grid", pad=6))
    assert drawings_asked() == [0]
    assert tables == [joined]


def test_a_booktabs_cell_over_two_lines_keeps_every_row(
    tmp_path: Path, drawings_asked: Callable[[], list[int]]
) -> None:
    # The same shape ruled only across: the drawings are read (the doubt is the same)
    # and, with no rules down, the words' grid stands: no row is lost.
    rows = (HEADER, BODY[0], ("Dense\nretrieval", "66.3", "63.0", "2.1"), LAST)
    (table,) = _tables_of(_one_column_page(tmp_path / "t.pdf", rows, "booktabs"))
    assert drawings_asked() == [0]
    assert table[:2] == EXPECTED[:2]
    assert "|Hybrid|70.8|68.5|2.6|" in table and "|BM25|61.9|58.2|0.4|" in table


@pytest.mark.parametrize("ruling", ["grid", "booktabs", "none"])
def test_a_table_one_column_wide_on_a_two_column_page(
    tmp_path: Path, ruling: str, drawings_asked: Callable[[], list[int]]
) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    _prose(page, 320, 80, 220, 40)  # the right column: prose beside the table
    y = _prose(page, 72, 80, 220, 10)
    page.insert_text((72, y + 14), "Table 2: Scores on the second corpus.", fontsize=9)
    y = _table(page, (72, y + 22), (70, 50, 50, 50), ROWS, ruling)
    _prose(page, 72, y + 24, 220, 14)
    path = tmp_path / "t.pdf"
    doc.save(path)
    doc.close()
    assert _tables_of(path) == [EXPECTED]
    assert drawings_asked() == []


def test_pages_without_a_table_never_ask_for_drawings(
    tmp_path: Path, drawings_asked: Callable[[], list[int]]
) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    y = _prose(page, 72, 80, 460, 6)
    # A sentence naming a table, then a plot of many paths with numbers on its axis.
    page.insert_text((72, y + 12), "Table 3 lists the scores of each setting in turn,", fontsize=9)
    page.insert_text((72, y + 23), "and the plot below shows how they change.", fontsize=9)
    top = y + 40
    for k in range(200):
        page.draw_line((100 + 2 * k, top + 100 - (k % 37)), (102 + 2 * k, top + 99 - (k % 31)))
    for k in range(6):
        page.insert_text((96 + 80 * k, top + 115), f"{k * 0.2:.1f}", fontsize=7)
    _prose(page, 72, top + 140, 460, 10)
    path = tmp_path / "t.pdf"
    doc.save(path)
    doc.close()
    assert _tables_of(path) == []
    assert drawings_asked() == []


@pytest.mark.parametrize(("rows", "joined"), WRAPPED, ids=WRAPPED_IDS)
def test_tightly_ruled_cells_over_two_lines_are_joined_by_the_rules(
    tmp_path: Path,
    rows: Sequence[Sequence[str]],
    joined: list[str],
    drawings_asked: Callable[[], list[int]],
) -> None:
    # The same fully ruled table with no room added: rows 14 pt apart, a cell's lines
    # 11 pt apart.  The second line sits above 0.75 × the median row pitch, so the
    # pitches alone do not tell it from a row; the lines' leading inside a cell (two
    # lines of one text block) does, and the rules join each cell's lines.
    tables = _tables_of(_one_column_page(tmp_path / "t.pdf", rows, "grid"))
    assert drawings_asked() == [0]
    assert tables == [joined]


MORE = (("SPLADE", "68.1", "66.0", "1.2"), ("ColBERT", "69.4", "67.7", "3.3"))


@pytest.mark.parametrize(
    ("rows", "pitches", "expected"),
    [
        (
            (HEADER, *BODY, LAST, *MORE),
            (16, 12.5, 16, 12.5, 16, 16),
            [*EXPECTED, "|SPLADE|68.1|66.0|1.2|", "|ColBERT|69.4|67.7|3.3|"],
        ),
        (
            WRAPPED[1][0],
            None,
            [
                "|Retrieval|Top-1|Macro|Time|",
                "|---|---|---|---|",
                "|method|accuracy|F1|(s)|",
                *EXPECTED[2:],
            ],
        ),
        (
            WRAPPED[2][0],
            None,
            [
                *EXPECTED[:3],
                "|base|0.1|0.3|0.0|",
                "|Dense|66.3|63.0|2.1|",
                "|base|0.2|0.2|0.1|",
            ],
        ),
    ],
    ids=["uneven-one-line-rows", "header-on-two-lines", "every-row"],
)
def test_rules_only_around_the_header_do_not_join_the_body_rows(
    tmp_path: Path,
    rows: Sequence[Sequence[str]],
    pitches: Sequence[float] | None,
    expected: list[str],
) -> None:
    # Vertical rules, horizontal ones only above, under the header and below: the body
    # rows share one ruled row.  Where the words leave the doubt of cells on two lines
    # (a pitch under 0.87 × the median between two lines of one block), the rules must
    # not join the body into one row; the words' rows stand (review72).
    path = _one_column_page(tmp_path / "t.pdf", rows, "frame", pitches=pitches)
    assert _tables_of(path) == [expected]
