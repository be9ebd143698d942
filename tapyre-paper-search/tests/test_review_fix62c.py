"""Review fixes of round 62's rules (fix62c).

* ``authorzone.before_note`` (abs67's ``summaryhead``): a reader's summary label ended
  the names' zone even where no name stood above it, so a byline set under the box
  (the zone opening with a subtitle or a date line) was lost.  The zone ends there only
  where a name stands above the label or none below it; else the label alone is left
  out.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.authorzone import before_note
from tapyre_paper_search.pdf.lines import Line


def _line(text: str, i: int) -> Line:
    return Line(text, 10.0, False, False, False, 72.0, 100.0 + 14 * i, 300.0, 110.0 + 14 * i, i)


def _zone(texts: list[str]) -> list[int]:
    lines = [_line(t, i) for i, t in enumerate(texts)]
    return list(before_note(lines, list(range(len(lines)))))


def test_byline_under_the_box_is_kept() -> None:
    texts = ["A field guide to hand-kept records", "Significance Statement",
             "Records kept by hand are often wrong.", "Ann Lee and Bo Chen"]  # fmt: skip
    assert _zone(texts) == [0, 2, 3]


def test_names_above_the_box_end_the_zone() -> None:
    texts = ["Ann Lee and Bo Chen", "Significance Statement",
             "Records kept by hand are often wrong.", "Cy Diaz"]  # fmt: skip
    assert _zone(texts) == [0]


def test_no_names_below_the_box_end_the_zone() -> None:
    texts = ["A field guide to hand-kept records", "ARTICLE INFO", "Received 3 May 2019"]
    assert _zone(texts) == [0]
