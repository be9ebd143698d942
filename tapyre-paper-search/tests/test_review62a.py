"""Review fixes, round 62 (fix62a): lines only, no page drawn.

An affiliation or a sentence of prose in Arabic, Persian, Hebrew or Devanagari letters
is no byline (:mod:`.scriptnames`).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.scriptnames import script_names


@pytest.mark.parametrize(
    "line",
    [
        "قسم علوم الحاسب، كلية الحاسب",  # department, college
        "گروه مهندسی برق، دانشکده فنی",  # Persian: department, faculty
        "في هذا البحث، نقدم طريقة جديدة لتحليل البيانات",  # a sentence
        "המחלקה למדעי המחשב, הפקולטה להנדסה",  # department, faculty
        "בעבודה זו, אנו מציגים שיטה חדשה",  # a sentence
        "गणित विभाग, दिल्ली विश्वविद्यालय",  # department, university
    ],
)
def test_script_affiliation_or_prose_is_no_byline(line: str) -> None:
    assert script_names(line) is None
