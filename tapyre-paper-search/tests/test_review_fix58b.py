"""Review fixes, round 58 (fix58b): defects found in round 58's reference and abstract
rules, each held by a line-level test."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.refpublisherbody import own_publisher
from tapyre_paper_search.pdf.reftalkmarks import without_talk_marks
from tapyre_paper_search.pdf.refvenuenotes import without_event_place


def test_own_publisher_stop_and_semicolon_keep_the_text_whole() -> None:
    # the group closed by a stop, its publisher's part after a semicolon: the title's
    # text must come through whole (the stop taken off shifted the cut by one)
    text = "The Trees Project Team. Growth of trees, version 4; The Trees Project Team, Austin."
    found = own_publisher(text)
    assert found is not None
    assert found[1] == " Growth of trees, version 4. The Trees Project Team, Austin."


def test_a_clinical_oral_presentation_of_is_no_talks_mark() -> None:
    # "Oral presentation of X" names how a disease shows in the mouth, not a talk
    title = "Metastatic renal cell carcinoma: Oral presentation of a rare case"
    assert without_talk_marks(title, "J Oral Pathol") == (title, "J Oral Pathol")
    # a talk's own mark still goes
    talk = "Growth of street trees, Oral presentation at the Workshop on Trees, Kyoto"
    assert without_talk_marks(talk, "") == ("Growth of street trees", "Workshop on Trees")


@pytest.mark.parametrize(
    "venue",
    [
        "Proceedings of the 11th USENIX Security Symposium",
        "Proceedings of the 3rd Trees Workshop",
        "Proceedings of the Conference on Trees: Theory and Applications",
        "Proceedings of the Conference on Trees: Technical Papers",
    ],
)
def test_an_events_own_last_noun_is_no_place(venue: str) -> None:
    # a plural subject's noun or the event's own noun before the event's dates stays
    assert without_event_place(venue, f"Title. {venue}, August 5-9, 2002.") == venue


def test_a_place_before_the_dates_still_goes() -> None:
    venue = "Proceedings of the Conference on Trees Vancouver"
    rest = f"Title. {venue}, August 5-9, 2002."
    assert without_event_place(venue, rest) == "Proceedings of the Conference on Trees"


def _line(text: str, y0: float, x1: float = 545, size: float = 9.0) -> Line:
    return Line(text, size, False, False, False, 50, y0, x1, y0 + size * 1.33, 0)


def test_a_smaller_keyword_block_after_an_open_last_line_is_no_inset() -> None:
    # the abstract ends in an address (no stop): the smaller keyword line under it ends
    # it; the body's paragraph under the keywords is not read on as the abstract's
    lines = [
        _line("Inference on white dwarf binary systems from mock data sets", 60, 500, 18),
        _line("Alexander Stroeer and John Veitch", 110, 300, 11),
        _line("Abstract", 150, 84),
        _line("We present an algorithm for computing the eigensystems of cusp forms over", 162),
        _line("real quadratic fields. Code: github.com/trees/growth", 173, 400),
        _line("Keywords: cusp forms, quadratic fields, lifts", 228, 400, 8),
        _line("Street trees shade the city in summer and their growth depends on the soil", 247),
        _line("they are planted in, which we measure here in the city of Leuven.", 258, 380),
    ]
    found = find_heading(lines, 2)
    assert found is not None
    assert found.text.endswith("Code: github.com/trees/growth")
