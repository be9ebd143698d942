"""Code health, round sixty (tidy60): the moves keep their names importable where
callers import them, and the one list of honorifics reads the titles of both lists it
replaced."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf import (
    investigators,
    letterpage,
    ocrlines,
    ocrlinetext,
    ocroverreach,
    ocrspacing,
    shortprefixes,
)
from tapyre_paper_search.pdf.academictitles import HONORIFIC
from tapyre_paper_search.pdf.breakruns import closes_open, left_open
from tapyre_paper_search.pdf.spantype import as_one_span


def test_ocrlines_gives_the_moved_names() -> None:
    assert ocrlines.line_size is ocrlinetext.line_size
    assert ocrlines.line_text is ocrlinetext.line_text
    assert ocrlines.word_count is ocrlinetext.word_count
    assert ocrlines.PROSE_WORDS == ocrlinetext.PROSE_WORDS == 6
    assert ocrlines.cut_overreaching is ocroverreach.cut_overreaching
    assert ocrlines.spaced_words is ocrspacing.spaced_words


def test_one_honorific_list_for_investigators_and_letters() -> None:
    assert investigators._HONORIFIC is HONORIFIC is letterpage._HONORIFIC
    assert not hasattr(shortprefixes, "may_write")


@pytest.mark.parametrize(
    ("name", "bare"),
    [
        ("Prof Ann Lee", "Ann Lee"),  # investigators' list
        ("Associate Professor Kim Lee", "Kim Lee"),
        ("Asst. Prof. Dr. Jo Wu", "Jo Wu"),
        ("Mx Sam Roe", "Sam Roe"),
        ("MRS. Ann Chen", "Ann Chen"),
        ("Dr.-Ing. Anna Weber", "Anna Weber"),  # academictitles' list
        ("Mag. Eva Gruber", "Eva Gruber"),
        ("Univ.-Prof. Dr. Hans Müller", "Hans Müller"),
        ("Ingrid Bergman", "Ingrid Bergman"),  # a name, no title
        ("Ing Petr Novak", "Ing Petr Novak"),  # "Ing" without its stop opens names
        ("Assistant Dean Kim", "Assistant Dean Kim"),  # a rank before no title
        ("Dr.", "Dr."),  # a title alone is left
    ],
)
def test_honorific_drops_a_run_of_titles(name: str, bare: str) -> None:
    assert HONORIFIC.sub("", name).strip() == bare


def test_the_spans_without_a_key_read_as_those_with_its_default() -> None:
    spans = [{"text": "A", "size": 10.0, "flags": 0}, {"text": "b", "font": "", "size": 10.0}]
    assert as_one_span(spans) == {"text": "Ab", "font": "", "size": 10.0, "flags": 0}
    assert as_one_span([*spans, {"text": "c", "font": "X"}]) is None


def test_the_bracket_step_serves_both_readers() -> None:
    assert left_open("as in (a [b. Then (c") == ")"
    assert left_open("closes ) nothing (x") == ")"
    assert closes_open("b]; c) and more", "])")
    assert not closes_open("b) and more", "])")
    assert not closes_open("Done. Then x)", ")")
