"""Narrow column gutters on OCR'd pages, found as white rivers running down the page.

Tesseract reads row after row across a gutter of a few points; the rows' words still
keep clear of it.  ``rivers.split_at_rivers`` cuts such rows there, and the pieces
are not joined again.  The lines here are OCR-shaped (word spans with boxes); the
scans that show the same on Tesseract's own output are in
``test_pdf_ocr_handdrawn.py``.  The right-aligned block's test is of
``ocrregroup._continues``, which came with them (a line starting right of the middle of the
line above starts a paragraph).
"""

from __future__ import annotations

import pymupdf
from tapyre_paper_search.pdf.rivers import split_at_rivers
from test_pdf_ocr_scans import placed_line, read_lines

PROSE = (
    "Walking every day goes with longer sleep in older adults across the regions of the "
    "country in every season of the year and in women and men alike and the effect grows "
    "with the distance walked while the hour of the walk matters less than its length so "
    "that a long walk late in the day helps as much as an early one and people who walk "
    "with others keep to the habit for longer than those who walk alone in all groups"
)


def _justified(words: list[str], left: float, right: float) -> list[tuple[str, float]]:
    """``words`` (six points a character) set from ``left`` to ``right``, the spare
    room shared among the word spaces."""
    inked = sum(6 * len(w) for w in words)
    space = (right - left - inked) / max(1, len(words) - 1)
    placed, x = [], left
    for word in words:
        placed.append((word, x))
        x += 6 * len(word) + space
    return placed


def _column_rows(count: int, width: float = 228.0) -> list[list[str]]:
    """``count`` rows of prose words, each as long as fits ``width``."""
    words, rows, row = PROSE.split() * 12, [], []  # type: ignore[var-annotated]
    for word in words:
        if sum(6 * len(w) + 3 for w in [*row, word]) > width:
            rows.append(row)
            row = []
            if len(rows) == count:
                break
        row.append(word)
    return rows


def _across(top: float, left: list[str], right: list[str], slope: float = 0.0) -> dict[str, object]:
    """One OCR line read across both columns: ``left`` justified from x 72 to 300,
    ``right`` from 306 (a 6-point gutter) to 534; moved right by ``slope`` × ``top``
    (a page scanned askew)."""
    words = [*_justified(left, 72.0, 300.0), *_justified(right, 306.0, 534.0)]
    return placed_line([(word, x + slope * top) for word, x in words], top)


def _two_columns(
    count: int, top: float, slope: float = 0.0
) -> tuple[list[dict[str, object]], list[str], list[str]]:
    """``count`` rows read across two columns from ``top``, and the texts of the left
    and of the right column's lines."""
    rows = _column_rows(2 * count)
    lefts, rights = rows[:count], rows[count:]
    pairs = enumerate(zip(lefts, rights, strict=True))
    lines = [_across(top + 13 * i, a, b, slope) for i, (a, b) in pairs]
    return lines, [" ".join(r) for r in lefts], [" ".join(r) for r in rights]


def _texts(lines: list[dict[str, object]]) -> list[str]:
    return ["".join(str(s["text"]) for s in line["spans"]) for line in lines]  # type: ignore[attr-defined]


def test_rows_read_across_a_narrow_gutter_are_cut_there_and_read_column_by_column() -> None:
    # Every row of both columns read as one line: no row keeps clear of the gutter,
    # so the region test of ``gutters`` sees one column; the words do keep clear.
    rows, lefts, rights = _two_columns(8, 200.0)
    cut, rivers = split_at_rivers(rows)
    assert _texts(cut) == [text for pair in zip(lefts, rights, strict=True) for text in pair]
    assert len(rivers) == 1 and 300.0 <= rivers[0].x0 < rivers[0].x1 <= 306.0
    read = [line.text for line in read_lines(rows)]
    assert read == lefts + rights  # pieces under an em apart stay apart


def test_rows_read_across_a_gutter_of_a_page_scanned_askew_are_cut_there() -> None:
    # Turned by 1°: the gutter runs 0.0175 points right a point down, 7 points over
    # these 30 rows, more than its width; set upright by the columns' edges, it is
    # straight again.
    rows, lefts, rights = _two_columns(30, 200.0, slope=0.0175)
    cut, rivers = split_at_rivers(rows)
    assert _texts(cut) == [text for pair in zip(lefts, rights, strict=True) for text in pair]
    assert len(rivers) == 1 and abs(rivers[0].slope - 0.0175) < 0.002


def test_a_gutter_between_row_pieces_low_on_a_page_scanned_askew_is_found() -> None:
    # Each row read as two pieces, one a column, so the river runs only through the
    # white from a left piece's end to the right piece of its row.  Low on a page
    # turned by 1° the columns stand 7 points right of where they stand at its top,
    # more than the 6-point gutter: the pieces must be compared set upright.
    rows = _column_rows(28)
    slope, lines = 0.0175, []
    for i in range(14):
        top = 400.0 + 13 * i
        for words, left, right in ((rows[i], 72.0, 300.0), (rows[14 + i], 306.0, 534.0)):
            placed = [(word, x + slope * top) for word, x in _justified(words, left, right)]
            lines.append(placed_line(placed, top))
    cut, rivers = split_at_rivers(lines)
    assert _texts(cut) == _texts(lines)
    assert len(rivers) == 1 and abs(rivers[0].slope - slope) < 0.002


def test_a_justified_paragraph_of_one_column_is_not_cut() -> None:
    # Word gaps of wrapped and justified prose (Helvetica's widths) fall at different
    # places from line to line.
    rows, row = [], []  # type: ignore[var-annotated]
    for word in " ".join([PROSE] * 3).split():
        if pymupdf.get_text_length(" ".join([*row, word]), fontsize=10) > 468:
            rows.append(row)
            row = []
        row.append(word)
    lines = []
    for i, words in enumerate(rows):
        widths = [pymupdf.get_text_length(w, fontsize=10) for w in words]
        space = (468 - sum(widths)) / (len(words) - 1)
        x, placed = 72.0, []
        for word, width in zip(words, widths, strict=True):
            placed.append(
                {"text": word, "size": 10.0, "bbox": (x, 200 + 13 * i, x + width, 210 + 13 * i)}
            )
            x += width + space
        box = (72.0, 200 + 13 * i, 540.0, 210 + 13 * i)
        lines.append({"bbox": box, "dir": (1.0, 0.0), "spans": placed})
    cut, rivers = split_at_rivers(lines)
    assert len(lines) >= 8
    assert rivers == []
    assert len(cut) == len(lines)


def test_a_centred_line_over_the_columns_is_not_cut_at_their_gutter() -> None:
    # An affiliation centred over the columns, one of its word gaps on the gutter.
    centred = placed_line(
        [("Center", 200.0), ("for", 242.0), ("Biochemistry", 266.0), ("Tampere", 340.0)], 170.0
    )
    centred["spans"][4]["bbox"] = (266.0, 170.0, 294.0, 180.0)  # type: ignore[index]
    centred["spans"][6]["bbox"] = (306.0, 170.0, 348.0, 180.0)  # type: ignore[index]
    rows, lefts, rights = _two_columns(8, 200.0)
    cut, _ = split_at_rivers([centred, *rows])
    assert _texts(cut)[0] == "Center for Biochemistry Tampere"
    assert _texts(cut)[1:] == [text for pair in zip(lefts, rights, strict=True) for text in pair]


def test_a_grid_of_short_cells_is_not_cut() -> None:
    # A table's rows: cells of two or three words on either side of a white column.
    cells = [["cell", f"{i}"] for i in range(8)]
    rows = [_across(200.0 + 13 * i, cells[i], ["value", "here"]) for i in range(8)]
    cut, rivers = split_at_rivers(rows)
    assert rivers == []
    assert len(cut) == 8


def test_a_word_box_running_into_the_gutter_neither_stops_the_river_nor_crosses_it() -> None:
    # A left column's line whose last word OCR boxed 4 points past the right
    # column's edge (a speck taken into it), nothing after it on the line.
    rows, _, _ = _two_columns(12, 200.0)
    spans = rows[6]["spans"]  # type: ignore[index]
    words = [s for s in spans if s["text"] != " "]
    k = max(i for i, s in enumerate(words) if s["bbox"][2] <= 300.0)
    alone = placed_line([(s["text"], s["bbox"][0]) for s in words[: k + 1]], 278.0)
    alone["spans"][-1]["bbox"] = (*alone["spans"][-1]["bbox"][:2], 310.0, 288.0)  # type: ignore[index]
    cut, rivers = split_at_rivers([*rows[:6], *rows[7:], alone])
    assert len(rivers) == 1
    assert cut[-1]["bbox"][2] <= 306.0  # cut back to the gutter
    assert len(cut) == 2 * 11 + 1  # every row read across is still cut


def _right_aligned(text: str, top: float, size: float = 10.0) -> dict[str, object]:
    """An OCR line of ``text`` ending at x 540 (six points a character per ten points)."""
    words, x = [], 540.0 - 0.6 * size * len(text)
    for word in text.split():
        words.append((word, x))
        x += 0.6 * size * (len(word) + 1)
    line = placed_line(words, top)
    for span in line["spans"]:  # type: ignore[attr-defined]
        x0, y0, x1, _ = span["bbox"]
        span.update(size=size, bbox=(x0, y0, x0 + (x1 - x0) * size / 10, y0 + size))
    x0, y0, _, _ = line["bbox"]  # type: ignore[misc]
    line["bbox"] = (x0, y0, 540.0, y0 + size)
    return line


def test_the_lines_of_a_right_aligned_block_stay_one_paragraph() -> None:
    # A short line ending flush with a long one above it starts right of that line's
    # middle, as a column's first line under a centred byline does; it ends with it.
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    title = [
        _right_aligned("Daily Walking and Sleep Length in the Older", 100.0, 18.0),
        _right_aligned("Adults of Oulu", 124.0, 18.0),
    ]
    place = [
        _right_aligned("Department of Public Health Sciences", 170.0),
        _right_aligned("University of Oulu", 182.0),
        _right_aligned("Finland", 194.0),
    ]
    page = {"blocks": [{"type": 0, "lines": [*title, *place]}]}
    blocks = [
        [_texts([line])[0] for line in block["lines"]] for block in regroup_lines(page)["blocks"]
    ]
    assert blocks == [
        ["Daily Walking and Sleep Length in the Older", "Adults of Oulu"],
        ["Department of Public Health Sciences", "University of Oulu", "Finland"],
    ]


def test_a_line_across_the_page_right_above_the_columns_is_not_cut() -> None:
    # The last line of an abstract set across the page, one of its word spaces
    # (298-303) over part of the gutter (300-306): it starts at the left column's
    # edge as a row read across does, but its words cover part of the gutter.
    words = PROSE.split()
    across = placed_line(
        [*_justified(words[:7], 72.0, 298.0), *_justified(words[7:14], 303.0, 540.0)], 187.0
    )
    rows, lefts, rights = _two_columns(8, 200.0)
    cut, rivers = split_at_rivers([across, *rows])
    assert _texts(cut)[0] == " ".join(words[:14])
    assert _texts(cut)[1:] == [text for pair in zip(lefts, rights, strict=True) for text in pair]
    assert len(rivers) == 1 and rivers[0].top >= 200.0
