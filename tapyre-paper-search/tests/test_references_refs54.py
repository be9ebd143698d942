"""Round fifty-four's reference rules (refs54), on the styles rotated into train (jox,
opcit, adfathesis): a journal after the title's last comma with its volume, an issue
after its word ("Nr. 8") or in brackets, the bare year perhaps and the pages closing
the entry; a proceedings after ", in" with its publisher perhaps and pages; a volume
and issue set apart by a slash before a bracketed year ("69/5 (2014)"); bare spaced
initials before a bracketed year closing a name ("Woudt P A (1999).").  Controls
(labelled) hold the readings that stay."""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def _title_venue(text: str) -> tuple[str, str]:
    ref = parse_reference(text)
    return ref.title, ref.venue


def test_a_journal_after_the_titles_comma_with_an_issue_word_and_the_year() -> None:
    text = (
        "Siino, Masaru et al.: Preferential occupancy of histone variant H2AZ, Annals of "
        "Neuroscience 64, Nr. 8 2013, 712-730"
    )
    assert _title_venue(text) == (
        "Preferential occupancy of histone variant H2AZ",
        "Annals of Neuroscience",
    )


def test_a_journal_after_the_titles_comma_with_the_bare_year_and_no_issue() -> None:
    text = (
        "Ramsak, A.: Immunology of the tick-host interaction, Advances in Data Science "
        "102 2000, 289-306"
    )
    assert _title_venue(text) == (
        "Immunology of the tick-host interaction",
        "Advances in Data Science",
    )


def test_a_journal_after_the_titles_comma_after_a_bracketed_year() -> None:
    text = (
        "Petz D (1997). Precision microbiome reconstitution restores bile acid, Reviews "
        "in Economics 1(1), 347-366."
    )
    assert _title_venue(text) == (
        "Precision microbiome reconstitution restores bile acid",
        "Reviews in Economics",
    )


def test_a_proceedings_after_in_with_the_year_and_no_publisher() -> None:
    text = (
        "Liu, T.: Critical role of CD28 in protective immunity, in: Proceedings of the 16th "
        "Conference on Molecular Biology 2020, 411-425"
    )
    assert _title_venue(text) == (
        "Critical role of CD28 in protective immunity",
        "Proceedings of the 16th Conference on Molecular Biology",
    )


def test_a_proceedings_after_in_with_a_publisher_before_the_year() -> None:
    text = (
        "Ramsak, A. et al.: Functional elements within the dynein domain, in: Proceedings "
        "of the 12th Conference on Medicine Springer, 2015, 192-205"
    )
    assert _title_venue(text) == (
        "Functional elements within the dynein domain",
        "Proceedings of the 12th Conference on Medicine",
    )


def test_a_proceedings_after_in_with_a_publisher_before_pp() -> None:
    text = (
        "Schroder E (1997). Protective effects of exercise, in Proceedings of the 30th "
        "Conference on Public Health, Springer, pp. 135-140."
    )
    assert _title_venue(text) == (
        "Protective effects of exercise",
        "Proceedings of the 30th Conference on Public Health",
    )


def test_a_volume_and_issue_set_apart_by_a_slash_before_a_bracketed_year() -> None:
    from tapyre_paper_search.pdf.reftailcomma import without_slash_issue

    text = (
        "Su, Gang et al. “Identification of a novel gene.” Annals of Astronomy 69/5 (2014): "
        "585-588."
    )
    assert _title_venue(text) == ("Identification of a novel gene", "Annals of Astronomy")
    assert without_slash_issue(
        "Linguistics Letters 10/11", "x Linguistics Letters 10/11 (2000): 1-9"
    ) == ("Linguistics Letters")


def test_spaced_initials_before_a_bracketed_year_close_the_names() -> None:
    text = (
        "Takahashit N, Nakamura I and Woudt P A (1999). T-cell-antigen recognition and the "
        "immunological synapse, Molecular Biology Letters 36, 887-892."
    )
    ref = parse_reference(text)
    assert ref.authors == ("N Takahashit", "I Nakamura", "P A Woudt")
    assert ref.title == "T-cell-antigen recognition and the immunological synapse"
    text = (
        "Tolstoy V N, Andreani P and Gorban A N (2019). Desferrioxamine treatment of "
        "porphyria, International Journal of Radiology 68, 714-729."
    )
    assert parse_reference(text).authors == ("V N Tolstoy", "P Andreani", "A N Gorban")


# Controls: readings that stay (they hold on the base too).


def test_control_a_title_with_a_comma_before_a_stop_and_the_journal_stays() -> None:
    text = "Doe, J. (2010). Deep learning, with a comma. Journal of Things, 9(1), 1-9."
    assert _title_venue(text) == ("Deep learning, with a comma", "Journal of Things")


def test_control_a_journal_alone_after_the_year_has_no_title() -> None:
    assert _title_venue("Doe, J. (2010). Nature, 9, 1-9.") == ("", "Nature")


def test_control_a_slash_issue_with_no_bracketed_year_after_it_stays() -> None:
    text = "Doe, J. “Title of it.” Annals of Things 69/5, 1-9."
    assert _title_venue(text) == ("Title of it", "Annals of Things 69/5")


def test_control_a_book_with_its_publisher_and_place_and_no_pages_stays() -> None:
    text = "Doe, J.: Title of a book, Springer, Berlin 2004."
    assert _title_venue(text) == ("Title of a book, Springer, Berlin 2004", "")


def test_control_spaced_initials_before_a_comma_and_a_title_with_a_part_stay() -> None:
    text = "Doe J A, Roe B (2010). Title of the work. Journal of Things 9, 1-9."
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.venue) == (
        ("J A Doe", "B Roe"),
        "Title of the work",
        "Journal of Things",
    )
    text = "Smith, J. 2010. Rivers, lakes and seas, Part 2. Journal of Water 3, 1-9."
    assert _title_venue(text) == ("Rivers, lakes and seas, Part 2", "Journal of Water")


def test_control_a_title_closed_by_a_stop_before_a_journal_with_an_issue_stays() -> None:
    text = "Doe, J. (2010). Title of it, more. Journal of Things 64, 8, 712-730."
    assert _title_venue(text) == ("Title of it, more", "Journal of Things")


def test_slash_names_with_whole_given_names_are_read_as_names() -> None:
    text = (
        "Roever, Christian/Virnau, Peter/Dumas, Randy K.: Familial risk of tumors, "
        "Electrical Engineering Letters 93 2009, 796-816"
    )
    ref = parse_reference(text)
    assert ref.authors == ("Christian Roever", "Peter Virnau", "Randy K. Dumas")
    assert ref.title == "Familial risk of tumors"
    text = "Berger, H./Huard, Tracy L.: Linkage Mapping of CHEK2. Biochemistry Letters 31, 705-711."
    assert parse_reference(text).authors == ("H. Berger", "Tracy L. Huard")


def test_control_slash_pieces_with_no_initials_nor_known_given_name_stay() -> None:
    # (labelled control) whole words on both sides of the slash, none a given name
    ref = parse_reference("Input, Output/Memory, Storage: a study. Journal 9, 1-9.")
    assert (ref.authors, ref.title, ref.venue) == (
        (),
        "Input, Output/Memory, Storage: a study",
        "Journal",
    )
    ref = parse_reference("Kato, M./Biryukov, V. M. (2019): Title of it. Journal 9, 1-9.")
    assert (ref.authors, ref.title) == (("M. Kato", "V. M. Biryukov"), "Title of it")
