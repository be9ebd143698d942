"""Round 49's second review (review56): front48's masthead rule and a title over its
dated byline.

``mastheads.is_masthead`` took a banner over any line holding a month and a year or an
issue number for a newsletter's name: an article's own short title in large type over
"By Ann Lee · March 2021" was dropped from the title groups for the deck or heading
under it.  A dated line that signs the article makes no masthead now; a newsletter's
name over its issue line still goes (labelled controls).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_pdf_front_matter_front48 import _FEATURE, _feature_title


@pytest.mark.parametrize(
    "dated",
    [
        "By Ann Lee \u00b7 March 2021",
        "Ann Lee and Bo Chen \u00b7 12 March 2021",
        "Von Anna Meyer \u00b7 Heft 3",
        "Par Marie Dupont \u00b7 octobre 2020",
    ],
)
def test_a_title_over_its_dated_byline_stays_the_title(tmp_path: Path, dated: str) -> None:
    """Fails on 8175a405: the feature's deck was the title."""
    assert _feature_title(tmp_path, "Cold Comfort", dated) == "Cold Comfort"


@pytest.mark.parametrize(
    "issue",
    [
        "Newsletter \u00b7 Issue 8 \u00b7 Winter 2014",
        "The Field Station \u00b7 Issue 8 \u00b7 Winter 2014",
        "Rundbrief \u00b7 Heft 3 \u00b7 Herbst 2019",
    ],
)
def test_control_a_newsletters_name_over_its_issue_line_is_no_title(
    tmp_path: Path, issue: str
) -> None:
    """Control (passes on 8175a405 too): front48's masthead goes."""
    assert _feature_title(tmp_path, "THE BENCH", issue) == _FEATURE
