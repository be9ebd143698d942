"""Round fifty-two's reference rules (refs52): a title closed by a comma only after the
bare year and its comma ("Doe, J.: 2013, Title, Journal 86(11), 371–392."), the journal
the last comma's piece before its numbers; a venue's pages after its name's full stop
("Journal Name. 37 797-821", "Proceedings of X. 518-521, IEEE")."""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text


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


def test_a_journal_closed_by_a_stop_then_its_volume_and_pages() -> None:
    # econ-jie: "Journal Name. 111 208-228." (no comma between the volume and pages)
    text = "Kosel, T., 2024. Chaperoning 5s rna assembly. Advances in Immunology. 111 208-228."
    assert _title_venue(text) == ("Chaperoning 5s rna assembly", "Advances in Immunology")


def test_a_proceedings_closed_by_a_stop_then_pages_a_comma_and_a_doi() -> None:
    text = (
        "Hughes, S. A., Uranga, A. M., 2013. Quality testing of drugs. In: Proceedings "
        "of the 22nd Conference on Engineering. 723-728, 10.6732/x885435."
    )
    assert _title_venue(text) == (
        "Quality testing of drugs",
        "Proceedings of the 22nd Conference on Engineering",
    )


def test_a_proceedings_its_pages_after_a_stop_then_its_publisher() -> None:
    text = (
        "Dhar, S. K., Piesciuk, K., 2002. Cells renew themselves. In: Proceedings of the "
        "6th Conference on Internal Medicine. 173-184, IEEE."
    )
    assert _title_venue(text) == (
        "Cells renew themselves",
        "Proceedings of the 6th Conference on Internal Medicine",
    )


def test_control_an_issue_number_after_no_stays() -> None:
    # control: "No. 1-2" is an issue's numbers, not pages after the name's stop
    text = (
        "Reissig, M. and Wirth, J. (2008) Thermo-elasticity. Asymptotic Analysis, 57 No. 1-2, 1-27."
    )
    assert _title_venue(text) == ("Thermo-elasticity", "Asymptotic Analysis, 57 No. 1-2")


def test_control_pages_after_pp_go_as_before() -> None:
    # control: "pp. 275–280." after an edited book's name (lncs)
    text = (
        "Doe, I.: A chart review. In: Brandt, P. J. (ed.) Annals of Psychology, "
        "pp. 275–280. CRC Press, Boca Raton (2006)."
    )
    assert _title_venue(text) == ("A chart review", "Annals of Psychology")


def test_a_bare_doi_broken_after_its_prefix_slash_goes_on() -> None:
    parts = ["Proceedings of X. 327-331, Springer, 10.7253/", "x498733."]
    assert entry_text(parts, None) == "Proceedings of X. 327-331, Springer, 10.7253/x498733."


def test_a_bare_doi_broken_after_its_ten_goes_on() -> None:
    parts = ["Proceedings of X. 579-604, 10.", "6817/x846643."]
    assert entry_text(parts, None) == "Proceedings of X. 579-604, 10.6817/x846643."


def test_control_pages_ending_in_ten_keep_the_space() -> None:
    # control: "1-10." closes pages, not a DOI's "10."
    parts = ["Journal 5, pp. 1-10.", "2004/5 report."]
    assert entry_text(parts, None) == "Journal 5, pp. 1-10. 2004/5 report."


def test_a_question_closing_the_title_before_a_journal_and_its_numbers() -> None:
    text = (
        "Kirschner, J., Everett, M. E., 2019. Herpesvirus-encoded gpcrs: neglected players "
        "in diseases? Advances in Psychology. 72 115-129, 10.1803/x95185."
    )
    assert _title_venue(text) == (
        "Herpesvirus-encoded gpcrs: neglected players in diseases?",
        "Advances in Psychology",
    )


def test_a_question_before_a_journal_its_volume_and_issue() -> None:
    text = (
        "Rubin, B., Li, T., 1995. Centrosome aberrations: cause or consequence? Computer "
        "Science Letters. 100 (4), 88-92."
    )
    assert _title_venue(text) == (
        "Centrosome aberrations: cause or consequence?",
        "Computer Science Letters",
    )


def test_control_a_question_then_a_journal_with_no_stop() -> None:
    # control: no stop after the journal's name: read as before
    text = "Doe, J., 2001. Is it a cause? Journal of Cell Science 5, 1-9."
    assert _title_venue(text) == ("Is it a cause?", "Journal of Cell Science")
