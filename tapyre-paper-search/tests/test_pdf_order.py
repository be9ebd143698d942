"""Reading order of text blocks (pure): columns, bands, slabs, stray page numbers."""

from __future__ import annotations

from tapyre_paper_search.pdf.order import reading_order

LEFT = (54.0, 297.0)
RIGHT = (315.0, 558.0)


def column_blocks(
    x: tuple[float, float], tops: list[float], height: float = 60.0
) -> list[tuple[float, ...]]:
    return [(x[0], top, x[1], top + height) for top in tops]


def test_two_columns_with_paragraph_breaks_at_the_same_height_are_read_column_by_column() -> None:
    # Both columns break their paragraphs at y = 160 and y = 240: gaps across the page
    # that must not make the reader jump left-right-left-right.
    left = column_blocks(LEFT, [100, 170, 250])
    right = column_blocks(RIGHT, [100, 170, 250])
    boxes = [right[0], left[2], right[1], left[0], right[2], left[1]]
    order = reading_order(boxes)
    assert [boxes[i] for i in order] == [*left, *right]


def test_title_and_abstract_across_the_page_come_before_the_columns() -> None:
    title = (120.0, 70.0, 490.0, 90.0)
    authors = [
        (100.0, 100.0, 200.0, 112.0),
        (260.0, 100.0, 360.0, 112.0),
        (420.0, 100.0, 520.0, 112.0),
    ]
    abstract = (80.0, 130.0, 530.0, 230.0)
    left = column_blocks(LEFT, [250, 320])
    right = column_blocks(RIGHT, [250, 320])
    boxes = [*right, abstract, *left, title, *reversed(authors)]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [title, *authors, abstract, *left, *right]


def test_a_figure_across_both_columns_separates_the_text_above_from_the_text_below() -> None:
    top_left, top_right = column_blocks(LEFT, [80]), column_blocks(RIGHT, [80])
    figure = (60.0, 160.0, 550.0, 400.0)
    low_left, low_right = column_blocks(LEFT, [420]), column_blocks(RIGHT, [420])
    boxes = [*low_right, figure, *top_right, *low_left, *top_left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*top_left, *top_right, figure, *low_left, *low_right]


def test_a_grid_of_author_blocks_above_a_one_column_abstract() -> None:
    # Three author columns, then the abstract heading flush left: the heading is read
    # after all authors, not after the first author column.
    grid = [
        (80.0, 100.0, 180.0, 110.0),
        (260.0, 100.0, 360.0, 110.0),
        (440.0, 100.0, 540.0, 110.0),
        (80.0, 114.0, 180.0, 150.0),
        (260.0, 114.0, 360.0, 150.0),
        (440.0, 114.0, 540.0, 150.0),
    ]
    heading = (72.0, 180.0, 140.0, 192.0)
    abstract = (72.0, 196.0, 540.0, 300.0)
    boxes = [heading, *grid, abstract]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order.index(heading) > max(order.index(b) for b in grid)
    assert order[-1] == abstract


def test_a_page_number_between_the_columns_bridges_nothing() -> None:
    left = column_blocks(LEFT, [100, 200])
    right = column_blocks(RIGHT, [100, 200])
    number = (296.0, 760.0, 316.0, 770.0)  # straddles the gutter at the foot
    boxes = [number, *right, *left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order[:2] == left and order[2:4] == right


def test_a_footnote_across_the_page_under_two_columns_comes_last() -> None:
    left = column_blocks(LEFT, [100, 200])
    right = column_blocks(RIGHT, [100, 200])
    footnote = (54.0, 700.0, 330.0, 730.0)  # narrow-ish, but it crosses the gutter
    boxes = [footnote, *right, *left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*left, *right, footnote]


def test_one_column_keeps_top_to_bottom_order_and_degenerate_boxes_go_last() -> None:
    boxes = [(72.0, 300.0, 540.0, 350.0), (0.0, 0.0, 0.0, 0.0), (72.0, 100.0, 540.0, 150.0)]
    assert reading_order(boxes) == [2, 0, 1]
    assert reading_order([]) == []


def test_the_left_column_running_on_below_a_shorter_right_one_is_read_before_it() -> None:
    # The last page: the right column ends at y = 300; the left one goes on under a gap
    # across the page (a figure without text) with a caption and the references heading
    # and entries, which are read before the right column, as the text flows.
    left = column_blocks(LEFT, [80, 150, 220], height=65)
    right = column_blocks(RIGHT, [80, 150, 220], height=65)
    caption = (54.0, 420.0, 290.0, 440.0)
    heading = (54.0, 450.0, 110.0, 462.0)
    entries = column_blocks(LEFT, [466, 520], height=50)
    number = (301.0, 760.0, 306.0, 770.0)  # a page number in the gutter stays last
    boxes = [*right, number, *entries, heading, caption, *left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*left, caption, heading, *entries, *right, number]


def test_a_heading_under_a_row_of_author_blocks_is_no_column_of_theirs() -> None:
    authors = [(80.0, 100.0, 250.0, 140.0), (330.0, 100.0, 500.0, 140.0)]
    heading = (80.0, 170.0, 140.0, 182.0)
    boxes = [heading, *reversed(authors)]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*authors, heading]


def test_narrow_text_under_balanced_columns_is_no_run_on() -> None:
    # Both columns end at y = 285; a tall listing of short lines set flush left (inside
    # the left column's range, past a gap) comes after both columns.
    left = column_blocks(LEFT, [80, 150, 220], height=65)
    right = column_blocks(RIGHT, [80, 150, 220], height=65)
    below = column_blocks((54.0, 180.0), [420, 470], height=45)
    boxes = [*below, *right, *left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*left, *right, *below]


def test_a_footnote_under_the_left_column_stays_after_both_columns() -> None:
    left = column_blocks(LEFT, [80, 150, 220], height=65)
    right = column_blocks(RIGHT, [80, 150, 220], height=65)
    footnote = (54.0, 700.0, 290.0, 730.0)  # two small lines at the foot of the left column
    boxes = [footnote, *right, *left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*left, *right, footnote]


def test_a_heading_and_a_list_right_under_the_longer_left_column_run_on_in_it() -> None:
    # The left column ends at y = 310, the right one at 286; under the left one, past a
    # heading's space, a heading and the references list go on in it.
    left = [(54.0, 63.0, 268.0, 99.0), (54.0, 103.0, 287.0, 310.0)]
    right = [(306.0, 63.0, 538.0, 197.0), (306.0, 198.0, 539.0, 286.0)]
    heading = (54.0, 322.0, 144.0, 335.0)
    entries = (54.0, 339.0, 288.0, 776.0)
    boxes = [*right, entries, heading, *left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*left, heading, entries, *right]


def test_a_list_past_a_figure_at_the_foot_of_the_left_column_runs_on_in_it() -> None:
    # Columns ending within a line of each other; a figure (its tick labels), its
    # caption and the references list at the foot of the left column, nothing below.
    left = column_blocks(LEFT, [68, 200, 330], height=139)  # ends at y = 469
    right = column_blocks(RIGHT, [62, 200, 330], height=124)  # ends at y = 454
    labels = (62.0, 556.0, 289.0, 565.0)
    caption = (54.0, 573.0, 284.0, 598.0)
    entries = (54.0, 608.0, 297.0, 729.0)
    boxes = [*right, entries, caption, labels, *left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*left, labels, caption, entries, *right]


def test_a_heading_in_the_right_column_beside_a_figure_in_the_left_one_stays_in_it() -> None:
    # The right column ends at y = 319 (an equation), the left one at 298, a figure
    # under it; the "References" heading sits alone between two gaps across the page,
    # and both columns go on below it.
    left = [(54.0, 63.0, 293.0, 123.0), (54.0, 128.0, 293.0, 298.0)]
    right = [(315.0, 63.0, 555.0, 282.0), (376.0, 293.0, 433.0, 312.0), (406, 299, 558, 319)]
    heading = (315.0, 335.0, 388.0, 349.0)
    entries = (315.0, 352.0, 555.0, 636.0)
    below = [(62.0, 426.0, 291.0, 434.0), (54.0, 443.0, 261.0, 479.0), (54.0, 508.0, 295.0, 727.0)]
    boxes = [entries, heading, *below, *right, *left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*left, *below, *right, heading, entries]


def test_a_section_opening_close_under_balanced_columns_runs_on_in_its_column() -> None:
    # The left column's display equation ends at y = 484, the right column at 485;
    # the "References" heading close under the left one opens a list of full lines.
    left = [(54.0, 61.0, 295.0, 304.0), (54.0, 307.0, 296.0, 443.0), (115.0, 453.0, 297.0, 484.0)]
    right = [(315.0, 61.0, 557.0, 298.0), (315.0, 299.0, 557.0, 485.0)]
    heading = (54.0, 499.0, 140.0, 517.0)
    entries = [(54.0, 519.0, 294.0, 618.0), (54.0, 620.0, 285.0, 719.0)]
    boxes = [*right, *entries, heading, *left]
    order = [boxes[i] for i in reading_order(boxes)]
    assert order == [*left, heading, *entries, *right]
