"""latex60: a whole noun in "-ity" or "-ness" before a line-end hyphen keeps it.

"Sparsity-" / "certifying" read "Sparsitycertifying" (a margin-title train title):
"sparsity" is no listed word, so the lists' rule could not keep the hyphen; no word
goes on past "-ity" or "-ness", so the hyphen is a compound's (suffixheads).  Cases
marked "fails on base" fail on dc12ac45; the others pin what stays.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from drawnlines import drawn_text

_PROSE = ["We measured the samples in three rounds over two years,", "and we report here"]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # fails on base: the break joined
        (["the new sparsity-", "certifying graph sequences."], "sparsity-certifying graph"),
        (["a simple convexity-", "preserving scheme."], "convexity-preserving scheme"),
        # controls: a word going on past a "ness" it holds, a word broken before "city",
        # a listed noun's compound
        (["a business-", "like manner of work."], "a businesslike manner"),
        (["the electri-", "city grid was cut."], "the electricity grid"),
        (["an activity-", "based model was run."], "an activity-based model"),
    ],
)
def test_a_noun_in_ity_or_ness_keeps_its_hyphen(
    tmp_path: Path, lines: list[str], expected: str
) -> None:
    assert expected in drawn_text(tmp_path / "noun.pdf", [*_PROSE, *lines])


def test_a_title_row_ending_on_the_noun_keeps_it() -> None:
    from tapyre_paper_search.pdf.normalize import normalize_inline

    # a title's rows joined with a space
    assert normalize_inline("Sparsity- certifying graph sequences") == (
        "Sparsity-certifying graph sequences"
    )
