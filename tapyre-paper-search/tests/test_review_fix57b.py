"""Review of round 57's merges (issue 25, ``fix57b``): rules narrowed where they read
entries or pages they were not written for.  Each test failed on main at c3a278ca."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.hyphenset import HyphenatedWords
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refvenuenotes import without_event_place


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "A. Smith and B. Jones. Deep residual learning for image recognition. In"
            " Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition,"
            " June 2016, pp. 770–778.",
            "Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition",
        ),
        (
            "J. Doe and K. Roe. Fast solvers for sparse systems. In Proceedings of the Annual"
            " Meeting of the Association for Computational Linguistics, Aug. 2019, pp. 1–9.",
            "Proceedings of the Annual Meeting of the Association for Computational"
            " Linguistics",
        ),
    ],
)
def test_a_month_and_year_after_the_venue_leave_its_last_word(text: str, venue: str) -> None:
    # refs71's event place took the venue's last word for a place before any month
    assert parse_reference(text).venue == venue


def test_an_event_place_before_dates_with_a_day_still_goes() -> None:
    rest = "Cold storage. In: Proceedings of the Symposium on Crop Science Valdivia, Mar. 4-7"
    venue = "Proceedings of the Symposium on Crop Science Valdivia"
    assert without_event_place(venue, rest) == "Proceedings of the Symposium on Crop Science"


@pytest.mark.parametrize("op", ["|=", "&=", "-=", "^="])
def test_hyphenated_words_in_place_operator_with_no_set_raises_as_a_sets(op: str) -> None:
    # speed59b's set ("set in every way") ignored a list silently: `words |= [...]` kept
    # the words unchanged where a set raises TypeError
    for words in ({"a-b"}, HyphenatedWords(["a-b"])):
        with pytest.raises(TypeError):
            exec(f"words {op} ['x-y']", {}, {"words": words})  # noqa: S102


def test_hyphenated_words_in_place_union_drops_the_index() -> None:
    words = HyphenatedWords(["cell-derived"])
    assert words.derived("k", frozenset) == frozenset({"cell-derived"})
    words |= {"gene-linked"}
    assert words.derived("k", frozenset) == frozenset({"cell-derived", "gene-linked"})
