"""wordrows (producer67): a front page's words drawn one text object each, out of
order, read as their lines."""

from __future__ import annotations

from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.wordrows import words_joined


def _word(text: str, x0: float, y0: float, block: int = 1, size: float = 17.0) -> Line:
    width = len(text) * size * 0.5
    return Line(text, size, False, False, False, x0, y0, x0 + width, y0 + size * 1.2, block)


def _row(words: str, y0: float, size: float = 17.0, gap: float = 4.0) -> list[Line]:
    out = []
    x = 64.0
    for word in words.split():
        out.append(_word(word, x, y0, size=size))
        x = out[-1].x1 + gap
    return out


def _page(lines: list[Line]) -> PageLines:
    return PageLines(tuple(lines), 612, 792)


NAMES = Line("Ann Lee and Bo Chen", 10, False, False, False, 64, 150, 200, 162, 5)


def test_shuffled_words_of_a_title_read_as_its_lines() -> None:
    top, under = _row("Long-term efficacy of nicotine", 65), _row("therapy in adolescents", 86)
    last = _row("trial", 107)
    drawn = [under[2], top[3], top[0], last[0], under[0], top[2], top[1], under[1], NAMES]
    texts = [line.text for line in words_joined(_page(drawn)).lines]
    assert texts == [
        "Long-term efficacy of nicotine",
        "therapy in adolescents",
        "trial",
        "Ann Lee and Bo Chen",
    ]


def test_words_in_order_or_a_column_gap_apart_are_kept() -> None:
    ordered = _page([*_row("Deep fields of light", 65), NAMES])
    assert words_joined(ordered) is ordered
    cells = _row("Alpha Beta Gamma", 65, gap=30.0)  # a table's cells, more than an em apart
    apart = _page([cells[2], cells[0], cells[1], NAMES])
    assert words_joined(apart) is apart
    two = _row("Deep fields", 65)  # two words: no row of three
    assert words_joined(_page([two[1], two[0]])).lines == (two[1], two[0])


def test_two_words_drawn_one_after_the_other_are_one_piece_of_the_row() -> None:
    row = _row("A general approach to statistical", 57)
    pair = Line("general approach", 17.0, False, False, False, row[1].x0, 57, row[2].x1,
                row[2].y1, 1)  # fmt: skip
    drawn = [row[4], row[0], row[3], pair, NAMES]
    texts = [line.text for line in words_joined(_page(drawn)).lines]
    assert texts == ["A general approach to statistical", "Ann Lee and Bo Chen"]
    body = Line("one two three four", 17.0, False, False, False, 64, 57, 200, 77.4, 1)
    kept = _page([row[4], row[0], body])  # a line of four words is no piece
    assert words_joined(kept) is kept
