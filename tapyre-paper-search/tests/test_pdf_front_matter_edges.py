"""Front-matter rules at their edges: a body-size title set apart by a wide step,
capitals run-in labels, titles running on after "IM", a kicker over the title, and
bylines wrapping after a non-ASCII initial (hand-made :class:`Line` s)."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf import cues, structlabels
from tapyre_paper_search.pdf.bandbreaks import reads_across_breaks
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.plaintitle import plain_title
from tapyre_paper_search.pdf.subtitle import title_above, with_subtitle
from tapyre_paper_search.pdf.wrappednames import with_wrapped_names
from textlines import text_line

WIDTH, HEIGHT = 612.0, 792.0


def _line(text: str, y: float, size: float = 10.0, *, bold: bool = False) -> Line:
    """A line of ``text`` at ``y``, centred on the page when it is short."""
    half = min(len(text) * size * 0.3, 230.0)
    return text_line(text, y, size=size, bold=bold, x0=WIDTH / 2 - half, x1=WIDTH / 2 + half)


def _plain_page(byline_y: float, second_title_line: str = "") -> list[Line]:
    """A bold capitals title at y=80 (a second line 12 points under it), the byline in
    the same style at ``byline_y``, then an abstract heading and a paragraph."""
    lines = [_line("ON THE GEOMETRY OF CURVES", 80, bold=True)]
    if second_title_line:
        lines.append(_line(second_title_line, 92, bold=True))
    lines += [
        _line("JANE DOE AND JOHN SMITH", byline_y, bold=True),
        _line("Abstract", byline_y + 30, bold=True),
        Line(
            "We study curves on surfaces.",
            10,
            False,
            False,
            False,
            72,
            byline_y + 44,
            540,
            byline_y + 54,
            1,
        ),
    ]
    return lines


def test_a_byline_far_below_a_plain_title_in_its_style_sets_it_apart() -> None:
    # a step of three sizes (wider than the next line's two) ends the run.
    assert plain_title(_plain_page(110), WIDTH, HEIGHT) == [0]
    assert plain_title(_plain_page(122, "AND SURFACES"), WIDTH, HEIGHT) == [0, 1]


def test_a_close_second_title_line_that_reads_as_names_stays_in_the_title() -> None:
    # a capitals title line reads as
    # names as well as a byline does, so a line of names does not end the run.
    assert plain_title(_plain_page(130, "OF PLASMODIUM VIVAX"), WIDTH, HEIGHT) == [0, 1]


@pytest.mark.parametrize(
    ("text", "structured"),
    [
        ("INTRODUCTION The enzyme binds the substrate.", True),
        ("BACKGROUND Sleep is short.", True),
        ("RESULTS IN BRIEF we show that", False),
        ("METHODS AND MATERIALS for the trial", False),
        ("INTRODUCTION the enzyme binds", False),
    ],
)
def test_a_capitals_label_runs_in_only_before_a_capitalised_word(
    text: str, structured: bool
) -> None:
    # "a sentence after it" is a capital letter and then a small one.
    assert structlabels.caps_label_runin(text) is structured


@pytest.mark.parametrize(
    ("text", "runs_on"),
    [("LEBEN IM", True), ("I AM", False), ("Leben im", True), ("VITAMIN A", False)],
)
def test_im_runs_on_in_capitals_too(text: str, runs_on: bool) -> None:
    # German "im" never ends a title; English "am" may ("I AM").
    assert bool(cues.RUNS_ON.search(text)) is runs_on


def test_a_smaller_kicker_ending_in_a_colon_is_no_title_over_the_title() -> None:
    # "Commentary:" set smaller right above the title does not take its place;
    # a larger title ending in a colon over its smaller subtitle still does.
    kicker = [_line("Commentary:", 80, 9), _line("Sleep and the Ageing Brain", 95, 16)]
    assert title_above(kicker, [[0], [1]], [1]) == [1]
    title = [_line("Sleep and the Ageing Brain:", 80, 18), _line("a review of cohorts", 100, 14)]
    assert title_above(title, [[0], [1]], [1]) == [0]


def test_a_line_below_the_body_size_goes_on_only_a_subtitle_set_with_the_title() -> None:
    # The subtitle's first line sits over two title sizes under it (not set with it):
    # a smaller line under it, below the body size, is none of the subtitle.
    lines = [
        _line("Sleep and the Ageing Brain:", 80, 15, bold=True),
        _line("a review of cohorts and trials", 114, 9.8),
        _line("Technical Report 2021-07", 126, 9.3),
        _line("Abstract", 160, 11, bold=True),
    ]
    none = [0.0] * len(lines)
    assert with_subtitle(lines, [0], 10.0, none, none) == [0, 1]
    # Set with the title (close under it), the subtitle goes on in the smaller line.
    close = [lines[0], _line(lines[1].text, 104, 9.8), _line(lines[2].text, 116, 9.3), lines[3]]
    assert with_subtitle(close, [0], 10.0, none, none) == [0, 1, 2]


@pytest.mark.parametrize("initial", ["Á.", "A.", "Ø."])
def test_a_byline_wrapping_after_a_non_ascii_initial_is_read_across(initial: str) -> None:
    # "Jose Á." at a line's end is a name's first part, as "Jose A." is.
    lines = [_line(f"Jane Doe, Jose {initial}", 100), _line("Rodríguez, John Smith", 112)]
    names = with_wrapped_names(
        ("Jane Doe", "John Smith"), reads_across_breaks(lines, [0, 1], [0.9, 0.9])
    )
    assert names == ("Jane Doe", f"Jose {initial} Rodríguez", "John Smith")


def test_a_lower_case_letter_at_a_line_end_is_no_initial() -> None:
    lines = [_line("Jane Doe, Jose a.", 100), _line("Rodríguez, John Smith", 112)]
    names = with_wrapped_names(
        ("Jane Doe", "John Smith"), reads_across_breaks(lines, [0, 1], [0.9, 0.9])
    )
    assert names == ("Jane Doe", "John Smith")
