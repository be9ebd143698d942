"""OCR line boxes that took in dirt, and paragraphs that only touch (pure).

Tesseract took a speck in a narrow gutter into the box of a right-column line's
first word ("synergistic" boxed from 17 points left of its column); the line then
reached across the gutter, the left column's next line went on its paragraph, and
reading order cut the page there.  ``ocrboxes.trimmed_starts`` cuts such a box back
to its column's edge; ``ocrregroup._continues`` wants two lines of one paragraph to lie
one under the other over a quarter of the shorter one's width.
"""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.ocrboxes import trimmed_starts
from tapyre_paper_search.pdf.ocrregroup import _continues, regroup_lines

LEFT = "the trial was measured in every group at the end of the year"
RIGHT = "and the cells were counted in each dish after two days of growth"


def _line(text: str, left: float, top: float, first_from: float | None = None) -> dict[str, Any]:
    """An OCR line of word spans, 4.5 points a character and 3 a space, 10 points
    tall; its first word's box starts at ``first_from`` when given (dirt taken in)."""
    spans: list[dict[str, Any]] = []
    x = left
    for k, word in enumerate(text.split()):
        if k:
            spans.append({"text": " ", "size": 10.0, "bbox": (x, top, x + 3.0, top + 10.0)})
            x += 3.0
        start = first_from if k == 0 and first_from is not None else x
        spans.append(
            {"text": word, "size": 10.0, "bbox": (start, top, x + 4.5 * len(word), top + 10.0)}
        )
        x += 4.5 * len(word)
    x0 = min(s["bbox"][0] for s in spans)
    return {"bbox": (x0, top, x, top + 10.0), "dir": (1.0, 0.0), "spans": spans}


def _page(dirty: bool) -> list[dict[str, Any]]:
    """Two columns of eight rows, 12 points apart, gutter at 302–308; the fifth right
    line's first word took in dirt from x 291 when ``dirty``."""
    lines = []
    for row in range(8):
        top = 100.0 + 12.0 * row
        lines.append(_line(LEFT[: 50 if row % 3 else 52], 54.0, top))
        lines.append(_line(RIGHT, 308.0, top, 291.0 if dirty and row == 4 else None))
    return lines


def test_a_first_word_box_that_took_in_gutter_dirt_is_cut_back_to_its_column() -> None:
    lines = _page(dirty=True)
    fixed = trimmed_starts(lines)
    assert fixed[9]["bbox"][0] == 308.0
    assert fixed[9]["spans"][0]["bbox"][0] == 308.0
    assert lines[9]["bbox"][0] == 291.0  # the OCR result itself is kept
    assert [fixed[k] is lines[k] for k in range(16) if k != 9] == [True] * 15


def test_the_columns_are_read_one_after_the_other_despite_the_dirty_box() -> None:
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": _page(dirty=True)}]}
    blocks = regroup_lines(page)["blocks"]
    lefts = [[float(line["bbox"][0]) < 300 for line in block["lines"]] for block in blocks]
    assert lefts == [[True] * 8, [False] * 8]


def test_a_hanging_indent_is_not_cut_back() -> None:
    # Reference entries: first lines at 54, their next lines indented to 63; the
    # first line's first word (a surname with its comma) is wide, but other entries
    # start at 54 too.
    lines = []
    for entry in range(4):
        top = 100.0 + 36.0 * entry
        lines.append(_line("Welander, P. B., and Eckstein, J. N. (2009). Strained", 54.0, top))
        lines.append(_line("silicon layers in the growth of thin films of", 63.0, top + 12.0))
        lines.append(_line("oxide on a substrate of glass and quartz.", 63.0, top + 24.0))
    wide = lines[3]["spans"][0]
    lines[3]["spans"][0] = {**wide, "bbox": (44.0, *wide["bbox"][1:])}
    lines[3]["bbox"] = (44.0, *lines[3]["bbox"][1:])
    assert all(a is b for a, b in zip(trimmed_starts(lines), lines, strict=True))


def test_a_long_hanging_indent_entry_opening_in_capitals_is_not_cut_back() -> None:
    # Reference entries of nine lines, more than eight line heights apart, each opening
    # with a surname in capitals (each capital 1.45 times a small letter's width): no
    # other entry's first line is near, but capitals are no dirt taken into the box.
    lines = []
    for entry, name in enumerate(("SMITH,", "WALKER,", "MORGAN,")):
        top = 100.0 + 108.0 * entry
        first = _line(f"{name} J. A., and others (2019). Strained layers", 54.0, top)
        word = first["spans"][0]
        right = 54.0 + 4.5 * (1.45 * (len(name) - 1) + 1)
        shift = right - word["bbox"][2]
        spans = [{**word, "bbox": (54.0, top, right, top + 10.0)}] + [
            {**s, "bbox": (s["bbox"][0] + shift, top, s["bbox"][2] + shift, top + 10.0)}
            for s in first["spans"][1:]
        ]
        lines.append(
            {**first, "spans": spans, "bbox": (54.0, top, first["bbox"][2] + shift, top + 10.0)}
        )
        lines += [
            _line("silicon layers in the growth of thin films of oxide", 68.0, top + 12.0 * k)
            for k in range(1, 9)
        ]
    assert all(a is b for a, b in zip(trimmed_starts(lines), lines, strict=True))


def test_lines_that_only_touch_are_not_one_paragraph() -> None:
    # A left column's line under a right column's line whose box reaches 10 points
    # over it: they overlap, but not one under the other.
    assert not _continues((291.0, 450.0, 545.0, 463.0), (54.0, 462.0, 300.0, 470.0))
    assert _continues((54.0, 450.0, 300.0, 462.0), (54.0, 464.0, 160.0, 476.0))
    assert _continues((112.0, 100.0, 483.0, 120.0), (159.0, 124.0, 436.0, 144.0))
