"""Review of round 57's merges (issue 25, ``fix57b``): rules narrowed where they read
entries or pages they were not written for.  Each test failed on main at c3a278ca."""

from __future__ import annotations

import operator
from collections.abc import Callable
from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.hyphenset import HyphenatedWords
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refvenuenotes import without_event_place
from test_column_turn_latex63 import _page as column_page


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
            "Proceedings of the Annual Meeting of the Association for Computational Linguistics",
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


@pytest.mark.parametrize("op", [operator.ior, operator.iand, operator.isub, operator.ixor])
def test_hyphenated_words_in_place_operator_with_no_set_raises_as_a_sets(
    op: Callable[[object, object], object],
) -> None:
    # speed59b's set ("set in every way") ignored a list silently: `words |= [...]` kept
    # the words unchanged where a set raises TypeError
    for words in ({"a-b"}, HyphenatedWords(["a-b"])):
        with pytest.raises(TypeError):
            op(words, ["x-y"])


def test_hyphenated_words_in_place_union_drops_the_index() -> None:
    words = HyphenatedWords(["cell-derived"])
    assert words.derived("k", frozenset) == frozenset({"cell-derived"})
    words |= {"gene-linked"}
    assert words.derived("k", frozenset) == frozenset({"cell-derived", "gene-linked"})


_URL_ABSTRACT = (
    "Recent studies have shown that type 2 diabetes is preventable by both lifestyle "
    "changes and medications that influence primary glucose metabolism. Whether drugs "
    "that influence lipid metabolism can also delay the development of type 2 diabetes "
    "is unknown. The patients received either the drug or placebo once a day over six "
    "years, and new-onset diabetes was recorded in many of them during follow-up. Our "
    "code and data are available at https://example.org/lipid-drugs"
)


def _url_page(path: Path, rows: list[str]) -> Path:
    """latex63's conference page, its abstract closed by a web address, no body."""
    return column_page(path, rows, abstract=_URL_ABSTRACT, body=False)


def test_an_acronym_row_after_a_closing_address_is_the_bodys(tmp_path: Path) -> None:
    # latex63's bracket-or-acronym turn glued the body's "DNA methylation …" after an
    # abstract closed unpunctuated by its web address
    rows = [
        "DNA methylation surveys indicate that activity levels are low in",
        "many countries and that the drugs are rarely taken as advised.",
    ]
    abstract = extract_pdf(_url_page(tmp_path / "p.pdf", rows)).abstract
    assert abstract.endswith("https://example.org/lipid-drugs")


def test_a_title_case_phrase_after_interview_by_is_no_interviewer() -> None:
    # refs71's interview mark read "Telephone Versus Face-to-Face. Journal" as a name and
    # cut the title there and the venue to "of Rural Health"
    parsed = parse_reference(
        "Doe, J. and Roe, A. (2019). Collecting Data from Rural Patients, Interview by"
        " Telephone Versus Face-to-Face. Journal of Rural Health, 12, 3-9."
    )
    assert parsed.title == (
        "Collecting Data from Rural Patients, Interview by Telephone Versus Face-to-Face"
    )
    assert parsed.venue == "Journal of Rural Health"
