"""A judge's style before a name is a run of titles (fix59d).

"Hon. Mr. Justice Ann Lee" was cut into "Hon. Mr. Justice" and "Ann Lee": "Justice"
counted as a name's word.  After "Hon."/"Mr"/"Mrs"/"Ms" it is the judge's office, and
"The" before "Hon." opens the style; a surname "Justice" stays a name's word.  Tested on
pieces.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.judgetitles import judge_title
from tapyre_paper_search.pdf.namecuts import run_together
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    "piece", ["The Hon. Justice Ann Lee", "Hon. Mr. Justice Ann Lee", "Mr Justice Ann Lee"]
)
def test_a_judges_style_is_one_name_without_its_titles(piece: str) -> None:
    assert run_together(piece) == [piece]
    assert untitled((piece,)) == ("Ann Lee",)


def test_a_surname_justice_stays_a_name() -> None:
    """Controls: "Ann Justice" and "Justice" opening a name keep their words."""
    assert not judge_title(["Ann", "Justice"], 1)
    assert not judge_title(["Justice", "Ann", "Lee"], 0)
    assert untitled(("Ann Justice",)) == ("Ann Justice",)
    assert run_together("Ann Justice Bo Chen") == ["Ann Justice", "Bo Chen"]
    assert untitled(("Mr. Justice Smith",)) == ("Mr. Justice Smith",)  # a bare surname
