"""Round fifty-two's reference rules (refs52): a title closed by a comma only after the
bare year and its comma ("Doe, J.: 2013, Title, Journal 86(11), 371–392."), the journal
the last comma's piece before its numbers."""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def _title_venue(text: str) -> tuple[str, str]:
    ref = parse_reference(text)
    return ref.title, ref.venue


def test_a_journal_after_the_title_comma_and_the_bare_year() -> None:
    text = (
        "Bakos, G. A.: 2013, Small molecule modifiers of clocks, "
        "Advances in Biochemistry 86(11), 371-392."
    )
    assert _title_venue(text) == ("Small molecule modifiers of clocks", "Advances in Biochemistry")


def test_a_title_holding_commas_keeps_them() -> None:
    text = (
        "Roe, P. T. and Poe, V.: 2005, Signaling is required for cns, but not non-cns, "
        "angiogenesis, Electrical Engineering Research 89(9), 67-90."
    )
    assert _title_venue(text) == (
        "Signaling is required for cns, but not non-cns, angiogenesis",
        "Electrical Engineering Research",
    )


def test_a_proceedings_name_after_the_title_comma_its_publisher_dropped() -> None:
    text = (
        "Xi, X. and Pan, H.: 2011, Increased consumption triggers inflammation, "
        "Proceedings of the 10th Conference on Biochemistry, IEEE, pp. 470-484."
    )
    assert _title_venue(text) == (
        "Increased consumption triggers inflammation",
        "Proceedings of the 10th Conference on Biochemistry",
    )


def test_a_journal_with_a_volume_and_no_issue() -> None:
    text = (
        "Doe, J.: 1998, A study of wine consumers, International Journal of Astronomy 85, 363-372."
    )
    assert _title_venue(text) == ("A study of wine consumers", "International Journal of Astronomy")


def test_control_a_book_with_its_publisher_and_place() -> None:
    # control: no numbers and no pages after the publisher: the general reading's
    text = "Doe, A. and Roe, V.: 2018, Microarray analysis of gene expression, MIT Press, Berlin."
    assert _title_venue(text) == ("Microarray analysis of gene expression", "MIT Press")


def test_control_a_stop_after_the_year_is_no_such_form() -> None:
    # control: "2008. Title. Journal 4 (9), 205-215." (econ-jie's form) reads as before
    text = (
        "Doe, A., Roe, M., 1998. Microvesicles promote angiogenesis. "
        "Economics Research. 4 (9), 205-215."
    )
    assert _title_venue(text) == ("Microvesicles promote angiogenesis", "Economics Research")


def test_control_a_last_piece_in_small_letters_is_no_journal() -> None:
    # control: the piece before the numbers is no capitalised name, so no split is made
    text = "Doe, J.: 2001, Cells, mice and men, and more, 5, 1-9."
    assert _title_venue(text) == ("Cells, mice and men, and more, 5, 1-9", "")
