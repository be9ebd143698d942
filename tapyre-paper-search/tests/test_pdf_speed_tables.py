"""The table reader's shortcuts give what the plain steps give (issue 25, speed).

``page_tables`` reads the page's drawings only where the words make no grid, a row
of their grid fills less than half of its cells, or the rows sit at the pitches of
cells set on two lines (``grid.rules_may_settle``), and asks ``read_table`` only
where the region's drawn rules may make a ruled grid (``may_rule``); with fewer
rules ``read_table`` gives the word grid already read.
``_inside`` tests a word's height before its width.  Both are held to the plain
forms, kept here, on hand-made and random pages.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from tapyre_paper_search.pdf import tables
from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.grid import Word, rules_may_join, rules_may_settle, word_grid
from tapyre_paper_search.pdf.pagetext import PlacedTable
from tapyre_paper_search.pdf.tableregions import table_regions
from tapyre_paper_search.pdf.tables import (
    Rules,
    markdown,
    may_rule,
    page_tables,
    read_table,
    rules_in,
)


def _plain_inside(words: Sequence[Word], box: tuple[float, float, float, float]) -> list[Word]:
    left, top, right, bottom = box
    return [
        w
        for w in words
        if left <= (w[0] + w[2]) / 2 <= right and top <= (w[1] + w[3]) / 2 <= bottom
    ]


def _plain_page_tables(page: Any, blocks: Sequence[TextBlock], words: list[Word]) -> list[Any]:
    """``page_tables`` in plain steps: ``read_table`` asked wherever the words leave a
    doubt the rules may settle (``rules_may_settle``) and the region's horizontal rules
    may be read over the words' grid (``rules_may_join``)."""
    out = []
    drawings = None
    for caption, box in table_regions(blocks, float(page.rect.width)):
        inside = _plain_inside(words, box)
        rows = word_grid(inside)
        if rules_may_settle(inside, rows):
            if drawings is None:
                drawings = page.get_cdrawings()
            rules = rules_in(drawings, box)
            if rules_may_join(inside, rows, rules.horizontal):
                rows = read_table(page, words, box, rules, plain=rows)
        text = markdown(rows) if rows else ""
        if text:
            out.append(PlacedTable(box, text, caption))
    return out


@dataclass
class _Rect:
    width: float


class _Page:
    """A page with hand-made drawings (no table finder: ``find_table`` gives ``None``)."""

    def __init__(self, drawings: list[dict[str, Any]]) -> None:
        self.rect = _Rect(612.0)
        self.drawings = drawings
        self.asked = 0

    def get_cdrawings(self) -> list[dict[str, Any]]:
        self.asked += 1
        return self.drawings


def _line(ax: float, ay: float, bx: float, by: float) -> dict[str, Any]:
    box = (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
    return {"rect": box, "items": [("l", (ax, ay), (bx, by))]}


def _table_page(
    rng: random.Random, columns: int, rows: int, uneven: bool
) -> tuple[list[TextBlock], list[Word], tuple[float, float, float, float]]:
    """A caption, then a table of ``rows`` × ``columns`` numbers (cells left empty at
    random; ``uneven``: row pitches vary, so the grid is no plain one)."""
    blocks = [TextBlock(72, 100, 300, 111, raw="Table 1: Results on the test set.", detailed=False)]
    words: list[Word] = [(72.0, 100.0, 110.0, 111.0, "Table")]
    y = 120.0
    for _ in range(rows):
        line = []
        for c in range(columns):
            if rng.random() < 0.15:
                continue
            x = 80.0 + 90.0 * c + rng.uniform(-3, 3)
            text = f"{rng.uniform(0, 99):.1f}"
            words.append((x, y, x + 24.0, y + 9.0, text))
            line.append((x, text))
        if line:
            x0, x1 = line[0][0], line[-1][0] + 24.0
            raw = " ".join(t for _, t in line)
            blocks.append(TextBlock(x0, y, x1, y + 9.0, raw=raw, detailed=False))
        y += 13.0 * (rng.uniform(0.6, 1.6) if uneven else 1.0)
    rng.shuffle(words)  # the order of PyMuPDF's list is not the page's
    return blocks, words, (70.0, 115.0, 80.0 + 90.0 * columns, y + 5.0)


def _rules(
    rng: random.Random, box: tuple[float, float, float, float], vertical: int, horizontal: int
) -> list[dict[str, Any]]:
    left, top, right, bottom = box
    xs = sorted(rng.uniform(left, right) for _ in range(vertical))
    ys = sorted(rng.uniform(top, bottom) for _ in range(horizontal))
    out = [_line(x, top, x, bottom) for x in xs] + [_line(left, y, right, y) for y in ys]
    for _ in range(rng.randint(0, 2)):  # a drawing elsewhere on the page
        out.append(_line(rng.uniform(0, 600), 700, rng.uniform(0, 600), 760))
    return out


def test_inside_matches_the_plain_form() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        words = []
        for _ in range(rng.randint(0, 40)):
            x, y = rng.uniform(0, 600), rng.uniform(0, 800)
            words.append((x, y, x + rng.uniform(0, 60), y + rng.uniform(0, 12), "w"))
        x0, y0 = rng.uniform(-10, 600), rng.uniform(-10, 800)
        box = (x0, y0, x0 + rng.uniform(0, 400), y0 + rng.uniform(0, 300))
        if rng.random() < 0.1 and words:  # a centre exactly on the box's edge
            w = rng.choice(words)
            box = (box[0], (w[1] + w[3]) / 2, box[2], box[3])
        assert tables._inside(words, box) == _plain_inside(words, box)


def test_may_rule_needs_two_rules_each_way() -> None:
    assert may_rule(Rules([10.0, 90.0], [5.0, 50.0], None, None))
    assert not may_rule(Rules([10.0], [5.0, 50.0, 80.0], None, None))
    assert not may_rule(Rules([10.0, 50.0, 90.0], [5.0], None, None))
    assert not may_rule(Rules([], [], None, None))


def test_too_few_rules_skip_read_table(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(3)  # a row less than half filled: the drawings are read
    blocks, words, box = _table_page(rng, 4, 5, uneven=True)
    page = _Page(_rules(rng, box, 1, 4))  # booktabs-like: rules across, one down
    expected = _plain_page_tables(page, blocks, words)

    def no_read(*args: object, **kwargs: object) -> None:
        raise AssertionError("read_table asked with too few rules")

    monkeypatch.setattr(tables, "read_table", no_read)
    assert page_tables(page, blocks, lambda: words) == expected
    assert page.asked == 2  # the drawings are still read: the rules decide


def _full_grid_page(seed: int, uneven: bool = True) -> tuple[list[TextBlock], list[Word], _Page]:
    rng = random.Random(seed)
    blocks, words, box = _table_page(rng, 3, 4, uneven=uneven)
    left, top, right, bottom = box
    # A full grid: a rule left of each column and right of the last, one above each row.
    drawings = [_line(x, top, x, bottom) for x in (75.0, 160.0, 250.0, right)]
    drawings += [_line(left, y, right, y) for y in (top, 133.0, 146.0, 159.0, bottom)]
    return blocks, words, _Page(drawings)


def test_a_ruled_grid_is_still_read_from_its_rules() -> None:
    blocks, words, page = _full_grid_page(10)  # a row less than half filled
    got = page_tables(page, blocks, lambda: words)
    assert got == _plain_page_tables(page, blocks, words)
    _caption, region = table_regions(blocks, 612.0)[0]
    assert may_rule(rules_in(page.drawings, region))
    assert got and got[0].markdown != markdown(word_grid(tables._inside(words, region)) or [])


def test_rows_all_half_filled_at_an_even_pitch_are_read_by_their_words() -> None:
    # Every row fills half of its cells or more, at an even pitch: the words' grid
    # stands and the page's drawings are not read, whatever they hold.
    blocks, words, page = _full_grid_page(3, uneven=False)
    got = page_tables(page, blocks, lambda: words)
    _caption, region = table_regions(blocks, 612.0)[0]
    rows = word_grid(tables._inside(words, region))
    assert rows is not None and all(2 * sum(map(bool, row)) >= len(row) for row in rows)
    assert page.asked == 0
    assert got and got[0].markdown == markdown(rows)


def test_rows_all_half_filled_closer_than_their_pitch_ask_for_the_rules() -> None:
    # The same rows, one closer to the row above than the others: it may be a cell's
    # second line, which the rules of a fully ruled table join to its first.
    blocks, words, page = _full_grid_page(3)
    _caption, region = table_regions(blocks, 612.0)[0]
    rows = word_grid(tables._inside(words, region))
    assert rows is not None and all(2 * sum(map(bool, row)) >= len(row) for row in rows)
    got = page_tables(page, blocks, lambda: words)
    assert page.asked == 1
    assert got == _plain_page_tables(page, blocks, words)


@pytest.mark.parametrize("seed", range(300))
def test_page_tables_match_the_plain_form(seed: int) -> None:
    rng = random.Random(seed)
    blocks, words, box = _table_page(
        rng, rng.randint(2, 5), rng.randint(2, 7), uneven=rng.random() < 0.7
    )
    page = _Page(_rules(rng, box, rng.randint(0, 4), rng.randint(0, 5)))
    assert page_tables(page, blocks, lambda: words) == _plain_page_tables(page, blocks, words)
