"""Round 64 of the raw producer (producer64): a block whose lines go back up the page
is cut there for reading order (a name drawn before the title above it), and an elided
particle in faked small capitals ("D" + "'A") stays in the name."""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.blockrise import cut_columns, cut_rising
from tapyre_paper_search.pdf.linenames import names_text
from tapyre_paper_search.pdf.lines import Line, PageLines, in_reading_order


def _line(text: str, top: float, x0: float = 56.0, x1: float = 300.0, block: int = 0) -> Line:
    return Line(text, 10.0, False, False, False, x0, top, x1, top + 10.0, block)


def test_a_name_drawn_before_its_title_above_it_reads_after_it() -> None:
    name = _line("Ann Lee", 160.0, 120, 200)
    title = [_line("A study of fields", 120.0), _line("and their signals", 134.0)]
    page = PageLines((name, *title, _line("Abstract", 200.0, block=1)), 600.0, 800.0)
    assert [ln.text for ln in in_reading_order(page).lines] == [
        "A study of fields", "and their signals", "Ann Lee", "Abstract",
    ]  # fmt: skip


def test_a_block_going_down_or_beside_stays_whole() -> None:
    down = [_line("one", 100.0), _line("two", 112.0), _line("three", 124.0)]
    assert cut_rising([down]) == [down]
    beside = [_line("left", 100.0, 56, 200), _line("right", 80.0, 250, 400)]
    assert cut_rising([beside]) == [beside]  # above, but not over it: another column
    raised = Line("2", 7.0, False, False, False, 70, 96.0, 75, 103.0, 0)  # a raised mark
    assert cut_rising([[_line("base", 100.0), raised]]) == [[_line("base", 100.0), raised]]


def test_lines_drawn_upwards_with_taller_boxes_are_cut() -> None:
    lines = [_line("second", 112.0), _line("first", 101.0)]  # boxes overlap by 1 pt
    assert cut_rising([lines]) == [[lines[0]], [lines[1]]]


def _spans(*runs: tuple[str, float]) -> list[dict[str, Any]]:
    out, x = [], 56.0
    for text, size in runs:
        wide = len(text) * size * 0.6
        out.append({"text": text, "size": size, "flags": 0, "font": "Times-Roman",
                    "bbox": (x, 103.0 - size, x + wide, 105.5), "origin": (x, 103.0)})  # fmt: skip
        x += wide
    return out


def test_an_elided_particle_in_faked_small_capitals_stays_in_the_name() -> None:
    runs = [("P", 11.0), ("ER", 8.58), (" ", 11.0), ("D", 8.58), ("'A", 11.0), ("MBRUMENIL", 8.58)]
    assert names_text(_spans(*runs)) == ("PER D'AMBRUMENIL", 0)
    runs = [
        ("A", 11.0),
        ("NN", 8.58),
        (" ", 11.0),
        ("DELL", 8.58),
        ("’O", 11.0),
        ("RTO", 8.58),
    ]
    assert names_text(_spans(*runs)) == ("ANN DELL’ORTO", 0)


def test_a_mark_before_an_apostrophe_apart_or_after_no_faked_run_stays_a_mark() -> None:
    _text, marks = names_text(_spans(("ANN LEE", 11.0), ("D", 7.0), ("'A", 11.0)))
    assert marks == 1  # no faked run before it
    spans = _spans(("P", 11.0), ("ER", 8.58), (" ", 11.0), ("D", 8.58), (" 'A", 11.0))
    spans[-1]["bbox"] = (spans[-1]["bbox"][0] + 4.0, *spans[-1]["bbox"][1:])
    assert names_text(spans)[1] == 1  # not glued to the apostrophe


def test_a_block_of_two_columns_drawn_row_by_row_is_parted() -> None:
    left = [_line(f"the left column's line {n}", 100.0 + 12 * n, 56, 290) for n in range(4)]
    right = [_line(f"the right column's line {n}", 100.0 + 12 * n, 310, 540) for n in range(4)]
    rows = [line for pair in zip(left, right, strict=True) for line in pair]
    assert cut_columns([rows]) == [left, right]
    page = PageLines(tuple(rows), 600.0, 800.0)
    assert [ln.text for ln in in_reading_order(page).lines] == [
        *(ln.text for ln in left), *(ln.text for ln in right),
    ]  # fmt: skip


def test_a_block_with_few_side_changes_or_a_line_across_stays_whole() -> None:
    left = [_line(f"left {n}", 100.0 + 12 * n, 56, 290) for n in range(3)]
    right = [_line(f"right {n}", 100.0 + 12 * n, 310, 540) for n in range(3)]
    assert cut_columns([left + right]) == [left + right]  # one change of side: two runs
    rows = [line for pair in zip(left, right, strict=True) for line in pair]
    across = [*rows, _line("a line across both", 140.0, 56, 540)]
    assert cut_columns([across]) == [across]


def test_a_table_of_two_columns_drawn_row_by_row_reads_across() -> None:
    """A label and its value a row (cells, not running text) stay one block (fix60c)."""
    labels = ["Received", "Revised", "Accepted", "Published"]
    rows = [
        cell
        for n, label in enumerate(labels)
        for cell in (
            _line(label, 100.0 + 14 * n, 72, 115),
            _line(f"{n + 1} March 2020", 100.0 + 14 * n, 160, 225),
        )
    ]
    assert cut_columns([rows]) == [rows]
    page = PageLines(tuple(rows), 600.0, 800.0)
    assert [ln.text for ln in in_reading_order(page).lines][:2] == ["Received", "1 March 2020"]
