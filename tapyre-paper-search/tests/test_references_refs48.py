"""Round forty-eight's reference rules (refs48).

1. The title closed by a comma, the journal's volume after its name with no comma,
   "no." and the issue perhaps, then the year in brackets and the pages (as the Annals
   of Mathematics' style, aomplain, prints them): "A. Doe, Title, Journal 21 no. 2
   (2022), 637-646." -- title and venue split
   (``refcommavenue.year_after_venue``, ``_VOLUME_NO_YEAR_PAGES``).
2. A thesis's or report's kind in French, Italian, Spanish or Portuguese between the
   title's comma and the school after a bracketed year closed by a colon or a stop
   ("(2009): Title, Tesi di dottorato, Università di Bologna.") is a kind: the title
   ends before it, the school is the venue (``refcommain._KIND``), as German and
   English kinds were.
3. German styles' "In:" opening the venue (hc-de): after a title's question mark
   ("(2004): Was ist Wissen? In: Proceedings of X. Springer, S. 875-891.") and after
   a title of several sentences, none holding a number ("Title. Subtitle. Group. In:
   Proceedings of X. IEEE, S. 5-9."): the title ends before "In:"
   (``refparts._QUESTION_THEN_PROCEEDINGS``, ``_IN_COLON``).
4. lni's names inverted with full given names, a last initial with no stop before the
   semicolon ("Holst, Bastian; Elliott, Tanya M; Black, John: Title."): a name, the
   list read on to its colon (``refnameforms.NAME_FORMS``).
Controls (named so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "C. Moreau and K. P. Vidal, Soil carbon under managed grazing, Journal of Field"
            " Ecology 63 no. 3 (2014), 110-117.",
            "Soil carbon under managed grazing",
            "Journal of Field Ecology",
        ),
        (
            "T. Ikeda, Wage gaps, migration and regional growth, Annals of Regional Science"
            " 76 no. 12 (1996), 529-536. https://doi.org/10.8342/x260557.",
            "Wage gaps, migration and regional growth",
            "Annals of Regional Science",
        ),
        (
            "X. Xi and M. Kotsugi, Body mass and mortality in adults, Proceedings of the"
            " 59th Conference on Genetics 72 no. 1 (1996), 665-686.",
            "Body mass and mortality in adults",
            "Proceedings of the 59th Conference on Genetics",
        ),
    ],
)
def test_volume_no_issue_then_bracketed_year_after_the_journal(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_control_volume_with_no_issue_before_the_bracketed_year() -> None:
    ref = parse_reference(
        "P. Dempsey and D. Goswami, Plasma homocysteine under dietary intervention,"
        " Reviews in Chemistry 26 (2000), 356-372."
    )
    assert (ref.title, ref.venue) == (
        "Plasma homocysteine under dietary intervention",
        "Reviews in Chemistry",
    )


def test_control_volume_no_issue_keeps_names_and_year() -> None:
    ref = parse_reference(
        "C. Moreau and K. P. Vidal, Soil carbon under managed grazing, Journal of Field"
        " Ecology 63 no. 3 (2014), 110-117."
    )
    assert (ref.authors, ref.year) == (("C. Moreau", "K. P. Vidal"), 2014)


def test_control_a_publisher_before_the_numbers_is_no_journal() -> None:
    ref = parse_reference(
        "T. Ikeda, Wage gaps and regional growth, Oxford University Press 2 no. 1 (2003), 45-60."
    )
    assert ref.venue == ""
    assert ref.title == (
        "Wage gaps and regional growth, Oxford University Press 2 no. 1 (2003), 45-60"
    )


def test_control_the_comma_form_with_the_year_between_volume_and_pages() -> None:
    ref = parse_reference(
        "Moreau, C.: Soil carbon under managed grazing, Journal of Field Ecology, 16,"
        " (2017), 805-819."
    )
    assert (ref.title, ref.venue) == (
        "Soil carbon under managed grazing",
        "Journal of Field Ecology",
    )


def test_control_a_year_first_entry_is_left_to_the_other_readings() -> None:
    ref = parse_reference(
        "Moreau, C. (2014) Soil carbon under managed grazing, Journal of Field Ecology"
        " 63(3), 110-117."
    )
    assert (ref.title, ref.venue) == (
        "Soil carbon under managed grazing",
        "Journal of Field Ecology",
    )


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Rossi, M. (2009): Dinamica dei suoli, Tesi di dottorato, Università di Bologna.",
            "Dinamica dei suoli",
            "Università di Bologna",
        ),
        (
            "Weber, A. (2009): Dynamique des sols, Rapport technique RT-12, Université de Lyon.",
            "Dynamique des sols",
            "Université de Lyon",
        ),
        (
            "García, M. (2009): Dinámica de suelos, Informe técnico IT-3, Universidad de Chile.",
            "Dinámica de suelos",
            "Universidad de Chile",
        ),
        (
            "Lima, M. (2009). Dinâmica dos solos, Tese de doutorado, Universidade de São Paulo.",
            "Dinâmica dos solos",
            "Universidade de São Paulo",
        ),
    ],
)
def test_kinds_in_other_languages_between_title_and_school(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue, ref.year) == (title, venue, 2009)


def test_control_german_and_french_kinds_read_before() -> None:
    ref = parse_reference("Weber, A. (2010): Bodenkohlenstoff, Dissertation, Universität Wien.")
    assert (ref.title, ref.venue) == ("Bodenkohlenstoff", "Universität Wien")
    ref = parse_reference(
        "Weber, A. (2009): Dynamique des sols, Thèse de doctorat, Université de Lyon."
    )
    assert (ref.title, ref.venue) == ("Dynamique des sols", "Université de Lyon")


def test_control_a_title_piece_that_opens_like_a_kind_stays_in_the_title() -> None:
    ref = parse_reference(
        "Rossi, M. (2009): Suoli e clima, Tesi e antitesi, Università di Bologna."
    )
    assert ref.title == "Suoli e clima, Tesi e antitesi, Università di Bologna"
    assert ref.venue == ""


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Hahn, Ulrich (2004): Was ist Wissen? In: Proceedings of the 12th Conference on"
            " Biology. Springer, S. 875-891.",
            "Was ist Wissen?",
            "Proceedings of the 12th Conference on Biology",
        ),
        (
            "Pong, Y. H. et al. (2022): Incidence of adverse drug events. Implications for"
            " prevention. ADE Prevention Study Group. In: Proceedings of the 40th Conference"
            " on Molecular Biology. IEEE, S. 566-569.",
            "Incidence of adverse drug events. Implications for prevention. ADE Prevention"
            " Study Group",
            "Proceedings of the 40th Conference on Molecular Biology",
        ),
        (
            "Enqvist, K., Sungu, B.: ABC of burns. Introduction. In: Ortega, T. (ed.) Journal"
            " of Mechanical Engineering, pp. 88-116. Morgan Kaufmann, San Francisco (2011).",
            "ABC of burns. Introduction",
            "Journal of Mechanical Engineering",
        ),
    ],
)
def test_in_colon_opens_the_venue_after_a_question_or_several_sentences(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_control_one_sentence_before_in_colon() -> None:
    ref = parse_reference(
        "Hahn, Ulrich (2004): Wissen. In: Proceedings of the 12th Conference on Biology."
        " IEEE, S. 875-891."
    )
    assert (ref.title, ref.venue) == ("Wissen", "Proceedings of the 12th Conference on Biology")


def test_control_a_question_before_in_without_colon() -> None:
    ref = parse_reference(
        "Hahn, U. 2011. Why efficiency? In Proceedings of the 5th Conference on Biology,"
        " pages 854-878."
    )
    assert (ref.title, ref.venue) == (
        "Why efficiency?",
        "Proceedings of the 5th Conference on Biology",
    )


def test_control_a_numbered_sentence_before_in_colon_is_not_the_title() -> None:
    ref = parse_reference(
        "Hahn, Ulrich (2004): Wissen. Journal of Biology, 5. In: Proceedings of the 12th"
        " Conference on Biology. IEEE, S. 875-891."
    )
    assert ref.title == "Wissen"


def test_an_undotted_initial_after_a_given_name_before_a_semicolon() -> None:
    ref = parse_reference(
        "Holst, Bastian; Muehlich, Pascal; Elliott, Tanya M; Malham, Simon J. A.; Black,"
        " John: DNA methylation and healthy human aging. Reviews in Neuroscience,"
        " 82(4):145-153, 2002."
    )
    assert ref.authors == (
        "Bastian Holst",
        "Pascal Muehlich",
        "Tanya M Elliott",
        "Simon J. A. Malham",
        "John Black",
    )
    assert (ref.title, ref.venue) == (
        "DNA methylation and healthy human aging",
        "Reviews in Neuroscience",
    )


def test_control_a_dotted_initial_before_the_semicolon() -> None:
    ref = parse_reference(
        "Holst, Bastian; Elliott, Tanya M.; Black, John: DNA methylation and healthy human"
        " aging. Reviews in Neuroscience, 82(4):145-153, 2002."
    )
    assert ref.authors == ("Bastian Holst", "Tanya M. Elliott", "John Black")
    assert ref.title == "DNA methylation and healthy human aging"


def test_control_whole_given_names_set_apart_by_semicolons() -> None:
    ref = parse_reference(
        "Weber, Anna; Muehlich, Pascal: Soil carbon under grazing. Journal of Field Ecology,"
        " 82(4):145-153, 2002."
    )
    assert ref.authors == ("Anna Weber", "Pascal Muehlich")
    assert (ref.title, ref.venue) == ("Soil carbon under grazing", "Journal of Field Ecology")
