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


def _rows_asking_every_row(words: list[Line]) -> list[list[Line]]:
    """The rows as found by asking every row made so far (the reference for ``_rows``,
    which asks only the rows still open)."""
    from tapyre_paper_search.pdf import wordrows

    rows: list[list[Line]] = []
    for word in sorted(words, key=lambda w: (round(w.y0), w.x0)):
        home = next(
            (
                r
                for r in rows
                if r[-1].same_type(word)
                and abs(r[-1].y0 - word.y0) <= wordrows.LEVEL
                and abs(r[-1].y1 - word.y1) <= wordrows.LEVEL
                and wordrows.MIN_GAP * word.size
                <= word.x0 - r[-1].x1
                <= wordrows.MAX_GAP * word.size
            ),
            None,
        )
        if home is None:
            rows.append([word])
        else:
            home.append(word)
    return rows


def test_rows_asked_only_while_open_are_the_rows_of_asking_every_row() -> None:
    """Retiring the rows left above (lead, round 63) changes no row: random pages of
    short words on baselines a fraction of a point to a few points apart, words a word
    gap or a column gap apart, two sizes and faces."""
    import random

    from tapyre_paper_search.pdf.wordrows import _rows

    rng = random.Random(63)
    for _page_number in range(300):
        words = []
        y = 60.0
        for _ in range(rng.randint(1, 30)):
            y += rng.choice((0.0, 0.2, 0.45, 0.5, 0.55, 1.0, 1.5, 2.5, 12.0, 20.0))
            size = rng.choice((10.0, 17.0))
            x = 64.0 + rng.choice((0.0, 3.0, 40.0))
            for _ in range(rng.randint(1, 6)):
                word = Line(
                    "w" * rng.randint(1, 8),
                    size,
                    rng.random() < 0.3,
                    False,
                    False,
                    x,
                    y + rng.uniform(-0.6, 0.6),
                    x + rng.uniform(5, 60),
                    0.0,
                    1,
                )
                word = Line(
                    word.text,
                    size,
                    word.bold,
                    False,
                    False,
                    word.x0,
                    word.y0,
                    word.x1,
                    word.y0 + size * 1.2 + rng.choice((0.0, 0.3, 0.7)),
                    1,
                )
                words.append(word)
                x = word.x1 + rng.choice((0.5, 3.0, 8.0, 30.0))
        rng.shuffle(words)
        expected = [[id(w) for w in r] for r in _rows_asking_every_row(words)]
        assert [[id(w) for w in r] for r in _rows(words)] == expected
