"""Numbers that describe each line of a front page, for the line classifier (pure).

:func:`line_features` turns the lines of a paper's first page into one row
of :data:`FEATURES` per line: type size and weight relative to the page,
position, column, capitalisation, how name-like and how affiliation-like the
words are, e-mail and URL markers, digits, and where the line sits relative
to the page's largest type and to the abstract heading, section heading and
keyword block the rules find, how many lines sit beside it on its row and how
many of those are names, and how many lines above and below it are set in its
style (font, size, weight, capitals) and whether that run reaches the page's
largest type.  The same code makes the training rows
(``tools/front_matter/train.py``) and the rows the shipped model reads.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache

from tapyre_paper_search.pdf import abstractcues, cues
from tapyre_paper_search.pdf.lineneighbours import column, gap, row_mates, same_size_runs
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.textrow import LONG_LINE, text_row

FEATURES = (
    "size_body", "size_max", "is_largest", "size_rank", "bold", "italic", "mono",
    "y_rel", "x_center_rel", "width_rel", "centred", "left_aligned", "column",
    "words_log", "chars_log", "letter_share", "digit_share", "upper_share", "title_case_share",
    "lower_start_share", "known_share", "cap_unknown_share", "avg_word_len", "ends_period",
    "commas", "and_count", "marks", "email", "url", "affiliation", "country", "postcode",
    "name_pieces", "name_share", "first_piece_name", "abstract_heading", "abstract_runin",
    "structure_label", "after_abstract", "section_heading", "numbered_heading", "noise",
    "order_rel", "before_largest", "lines_from_largest", "after_abstract_heading",
    "before_section", "after_keywords", "gap_above",
    "gap_below", "prev_size_ratio", "next_size_ratio", "prev_name_share", "next_name_share",
    "prev_affiliation", "next_affiliation", "same_size_run", "page_index",
    "row_others", "row_name_share", "style_above", "style_below", "style_above_largest",
)  # fmt: skip

STYLE_FEATURES = FEATURES[FEATURES.index("row_others") :]
"""The row and style features (the lines beside a line on its row, the runs of lines
set in its style above and below it): the last columns of a row, computed only when
asked for (``line_features(..., styles=True)``), as a model trained without them
does not read them."""


@cache
def columns_for(trained: tuple[str, ...]) -> tuple[str, ...]:
    """The columns to compute for a model ``trained`` on these features: all but
    :data:`STYLE_FEATURES` when it reads none of them, else all of :data:`FEATURES`."""
    if any(name in STYLE_FEATURES for name in trained):
        return FEATURES
    return FEATURES[: -len(STYLE_FEATURES)]


def body_size(lines: Sequence[Line]) -> float:
    """The type size most characters of ``lines`` are set in."""
    weights: Counter[float] = Counter()
    for line in lines:
        weights[round(line.size * 2) / 2] += len(line.text)
    return weights.most_common(1)[0][0] if weights else 10.0


def line_features(
    page: PageLines, limit: int | None = None, *, styles: bool = True
) -> list[list[float]]:
    """One row of :data:`FEATURES` for each line of ``page`` (for the first ``limit``
    lines only, when given: the rows are the same, the rest is not computed).  With
    ``styles=False`` the rows end before :data:`STYLE_FEATURES` (the same values in
    the columns before them; those features are not computed)."""
    lines = page.lines
    if not lines:
        return []
    count = len(lines)
    wanted = count if limit is None else max(0, min(limit, count))
    body = body_size(lines)
    sizes = sorted({round(line.size, 1) for line in lines}, reverse=True)
    biggest = sizes[0]
    width = page.width or max(line.x1 for line in lines)
    height = page.height or max(line.y1 for line in lines)
    left = min(line.x0 for line in lines)
    right = max(line.x1 for line in lines)
    text_width = max(right - left, 1.0)
    largest = next(i for i, line in enumerate(lines) if round(line.size, 1) == biggest)
    text_rows = _TextRows(lines)
    # A line's abstract cues are its text row's where that row read the whole line (the
    # rows of the first ``wanted`` lines are all made below); the first section heading
    # and keyword line matter only among the rows made: one further on, or none, gives
    # every row the same values (speed45).
    heading = _first_cue(
        lines,
        text_rows,
        wanted,
        _HEADING_CUES,
        lambda x: (
            abstractcues.is_abstract_heading(x.text)
            or abstractcues.abstract_runin(x.text) is not None
        ),
    )
    section = _first(lines[:wanted], lambda x: _section_start(x, body))
    keywords = _first_cue(
        lines[:wanted],
        text_rows,
        wanted,
        _KEYWORD_CUES,
        lambda x: abstractcues.is_after_abstract(x.text),
    )
    runs = same_size_runs(lines, wanted)
    mates = row_mates(lines, wanted) if styles else []
    style_runs = _StyleRuns(lines, text_rows)
    rows = []
    for i in range(wanted):
        line = lines[i]
        text = text_rows[i]
        prev = lines[i - 1] if i else None
        after = lines[i + 1] if i + 1 < count else None
        center = (line.x0 + line.x1) / 2
        rows.append(
            [
                line.size / max(body, 1.0),
                line.size / max(biggest, 1.0),
                float(round(line.size, 1) == biggest),
                float(sizes.index(round(line.size, 1))) if round(line.size, 1) in sizes else 0.0,
                float(line.bold),
                float(line.italic),
                float(line.mono),
                line.y0 / height,
                (center - width / 2) / width,
                line.width / text_width,
                abs((line.x0 - left) - (right - line.x1)) / text_width,
                float(abs(line.x0 - left) < 3),
                column(line, left, right),
                *text,
                i / count,
                float(i < largest),
                max(-10.0, min(10.0, float(i - largest))),
                _relative(i, heading),
                float(section is None or i < section),
                float(keywords is not None and i > keywords),
                gap(prev, line),
                gap(line, after),
                prev.size / max(line.size, 1.0) if prev else 0.0,
                after.size / max(line.size, 1.0) if after else 0.0,
                text_rows[i - 1][_NAME_SHARE] if prev else 0.0,
                text_rows[i + 1][_NAME_SHARE] if after else 0.0,
                text_rows[i - 1][_AFFILIATION] if prev else 0.0,
                text_rows[i + 1][_AFFILIATION] if after else 0.0,
                float(runs[i]),
                float(page.number),
            ]
        )
        if styles:
            rows[-1] += (
                float(min(len(mates[i]), _MAX_MATES)),
                _name_like_share(mates[i], text_rows),
                float(style_runs.above(i)),
                float(style_runs.below(i)),
                float(style_runs.reaches(i, biggest)),
            )
    return rows


_TEXT_FEATURES = FEATURES[FEATURES.index("words_log") : FEATURES.index("noise") + 1]
_NAME_SHARE = _TEXT_FEATURES.index("name_share")
_AFFILIATION = _TEXT_FEATURES.index("affiliation")
_UPPER = _TEXT_FEATURES.index("upper_share")
_HEADING_CUES = tuple(_TEXT_FEATURES.index(f) for f in ("abstract_heading", "abstract_runin"))
_KEYWORD_CUES = (_TEXT_FEATURES.index("after_abstract"),)
_MAX_MATES = 8
_MAX_STYLE_RUN = 5
# A line is set in capitals when this share of its letters are capitals.
_CAPS = 0.8


class _TextRows:
    """:func:`~tapyre_paper_search.pdf.textrow.text_row` of each line of a page, computed
    when first asked for."""

    def __init__(self, lines: Sequence[Line]) -> None:
        self._lines = lines
        self._rows: dict[int, list[float]] = {}

    def __getitem__(self, i: int) -> list[float]:
        row = self._rows.get(i)
        if row is None:
            row = self._rows[i] = text_row(self._lines[i])
        return row


def _name_like_share(mates: Sequence[int], text_rows: _TextRows) -> float:
    """The share of ``mates`` whose words are mostly names (0 without mates)."""
    if not mates:
        return 0.0
    return sum(text_rows[j][_NAME_SHARE] >= 0.5 for j in mates) / len(mates)


class _StyleRuns:
    """Runs of neighbouring lines (in reading order, each close under the one before)
    set in one style: the same font and weight of the first span, size (within 0.3),
    bold, italic, and capitals or not.  A title's last short line in capitals is set
    like the title lines above it; names under a title are set otherwise."""

    def __init__(self, lines: Sequence[Line], text_rows: _TextRows) -> None:
        self._lines = lines
        self._text = text_rows
        self._links: dict[int, bool] = {}

    def _caps(self, i: int) -> bool:
        return self._text[i][_UPPER] >= _CAPS

    def _joined(self, upper: int, lower: int) -> bool:
        """Whether line ``lower`` (``upper + 1``) goes on line ``upper`` in the same style
        (asked once a pair)."""
        known = self._links.get(upper)
        if known is not None:
            return known
        a, b = self._lines[upper], self._lines[lower]
        joined = self._links[upper] = (
            a.lead == b.lead
            and abs(a.size - b.size) < 0.3
            and (a.bold, a.italic) == (b.bold, b.italic)
            and b.y0 > a.y0
            and -0.5 * a.size < b.y0 - a.y1 < 1.5 * max(a.size, b.size)
            and self._caps(upper) == self._caps(lower)
        )
        return joined

    def above(self, i: int) -> int:
        """How many lines right above line ``i`` are set in its style (at most 5)."""
        run = 0
        while run < _MAX_STYLE_RUN and i - run > 0 and self._joined(i - run - 1, i - run):
            run += 1
        return run

    def below(self, i: int) -> int:
        """How many lines right below line ``i`` are set in its style (at most 5)."""
        run, last = 0, len(self._lines) - 1
        while run < _MAX_STYLE_RUN and i + run < last and self._joined(i + run, i + run + 1):
            run += 1
        return run

    def reaches(self, i: int, biggest: float) -> bool:
        """Whether the run above line ``i`` in its style holds the page's largest type."""
        run = self.above(i)
        return run > 0 and round(self._lines[i - run].size, 1) == biggest


def _section_start(line: Line, body: float) -> bool:
    """The first heading of the body: "1 Introduction", "INTRODUCTION", "2 Background"."""
    text = line.text
    if len(text) >= 60 or line.byline:  # "I. Grabec" (:mod:`.initialbyline`)
        return False
    if cues.SECTION_HEADING.match(text):
        return True
    return bool(cues.NUMBERED_HEADING.match(text)) and (line.bold or line.size > body + 0.5)


def _first_cue(
    lines: Sequence[Line],
    text_rows: _TextRows,
    wanted: int,
    columns: tuple[int, ...],
    test: Callable[[Line], bool],
) -> int | None:
    """The first of ``lines`` that ``test`` holds for: read off the text row's
    ``columns`` (the same tests of the same text) for one of the first ``wanted`` lines
    whose row read it whole (no more than :data:`~.textrow.LONG_LINE` words)."""
    for i, line in enumerate(lines):
        if i < wanted and len(line.text.split(None, LONG_LINE)) <= LONG_LINE:
            row = text_rows[i]
            if any(row[c] for c in columns):
                return i
        elif test(line):
            return i
    return None


def _first(lines: Sequence[Line], test: object) -> int | None:
    for i, line in enumerate(lines):
        if test(line):  # type: ignore[operator]
            return i
    return None


def _relative(i: int, anchor: int | None) -> float:
    if anchor is None:
        return 0.0
    return 1.0 if i > anchor else (-1.0 if i < anchor else 0.5)
