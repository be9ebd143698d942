"""Round fifty-six's reference rules (refs56), on the styles rotated into train (cv,
agufull, hustthesis) and the leftovers of refs55: a proceedings after a word for "in"
with no comma before it (its name opening with a word for proceedings, in several
languages), a publisher and a place before the pages (no venue), the title's last
words read into the venue before "in"; a venue's opening phrase printed twice
("Proceedings of Proceedings of"); a thesis's kind in brackets closing the title; a
short title opening with an article before a journal with its year, volume and pages
(cv's compact article).
Controls (labelled) hold the readings that stay."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


def _title_venue(text: str) -> tuple[str, str]:
    ref = parse_reference(text)
    return ref.title, ref.venue


def test_a_proceedings_after_in_with_no_comma_and_no_year() -> None:
    text = (
        "R. P. Malik, Nilpotent symmetry invariance in the superfield formulation: the "
        "(non-)Abelian 1-form gauge theories in Proceedings of the 9th Conference on "
        "Chemistry, pp. 503-508."
    )
    assert _title_venue(text) == (
        "Nilpotent symmetry invariance in the superfield formulation: the (non-)Abelian "
        "1-form gauge theories",
        "Proceedings of the 9th Conference on Chemistry",
    )


def test_a_publisher_before_the_pages_with_no_comma_before_in_is_no_venue() -> None:
    text = (
        "B. Jackson, F. Saija, S. Ludwig, To err is human. Building a safer health system "
        "in Proceedings of the 21st Conference on Molecular Biology, Springer, pp. 561-568."
    )
    assert _title_venue(text) == (
        "To err is human. Building a safer health system",
        "Proceedings of the 21st Conference on Molecular Biology",
    )


def test_a_publisher_and_its_place_before_the_pages() -> None:
    text = (
        "J. Doe, B. Roe. Fast methods for slow problems in Proceedings of the 12th "
        "Conference on Methods, ACM, New York, pp. 10-20."
    )
    assert _title_venue(text) == (
        "Fast methods for slow problems",
        "Proceedings of the 12th Conference on Methods",
    )


@pytest.mark.parametrize(
    ("word", "name"),
    [
        ("dans", "Actes de la 12e Conférence sur les Méthodes"),
        ("im", "Tagungsband der Zwölften Konferenz über Methoden"),
        ("nel", "Atti del Dodicesimo Convegno sui Metodi"),
    ],
)
def test_a_proceedings_after_a_word_for_in_in_other_languages(word: str, name: str) -> None:
    text = f"J. Doe, B. Roe, Fast methods for slow problems {word} {name}, pp. 10-20."
    assert _title_venue(text) == ("Fast methods for slow problems", name)


def test_the_titles_last_words_read_into_the_venue_go_back() -> None:
    text = (
        "T. Mizushima, D. M. Brink, Helicobacter species methods and protocols. "
        "Introduction in Proceedings of the 15th Conference on Physics, pp. 694-700."
    )
    assert _title_venue(text) == (
        "Helicobacter species methods and protocols. Introduction",
        "Proceedings of the 15th Conference on Physics",
    )


def test_a_year_range_closing_the_title_stays_in_it() -> None:
    text = (
        "K. Fujii, H. Dvořák, Trends in the use of complementary health approaches among "
        "adults: United States, 2002-2012 in Proceedings of the 36th Conference on "
        "Materials Science, pp. 10-20."
    )
    assert _title_venue(text) == (
        "Trends in the use of complementary health approaches among adults: United "
        "States, 2002-2012",
        "Proceedings of the 36th Conference on Materials Science",
    )


def test_a_doubled_proceedings_of_is_said_once() -> None:
    text = (
        "Konishi E, et al. RAD52 Facilitates Mitotic DNA Synthesis Following Replication "
        "Stress. in: Proceedings of Proceedings of the 29th Conference on Information "
        "Systems, 1999, 471-490."
    )
    assert _title_venue(text) == (
        "RAD52 Facilitates Mitotic DNA Synthesis Following Replication Stress",
        "Proceedings of the 29th Conference on Information Systems",
    )


def test_undoubled_in_french() -> None:
    from tapyre_paper_search.pdf.refproctail import undoubled

    assert undoubled("Actes du Actes du Colloque X") == "Actes du Colloque X"


def test_a_bracketed_dissertation_closing_the_title_goes() -> None:
    text = (
        "Leupold S, Elliott T M, Werner P, et al. Wolff’s Headache and Other Head Pain: "
        "[PhD Dissertation]. ETH Zurich, 2005."
    )
    assert _title_venue(text) == ("Wolff’s Headache and Other Head Pain", "ETH Zurich")


@pytest.mark.parametrize(
    "kind", ["[Master Thesis]", "[Doktorarbeit]", "[Tesis]", "[Thèse]", "[Proefschrift]"]
)
def test_bracketed_kinds_in_other_languages(kind: str) -> None:
    from tapyre_paper_search.pdf.refthesis import bracketed_kind_cut

    assert bracketed_kind_cut(f"Notes on shallow water: {kind}") == "Notes on shallow water"


def test_control_in_inside_a_title_before_a_journal_stays() -> None:
    text = "J. Doe, B. Roe. Progress in Proceedings management. Journal of Things 2010, 9, 3-9."
    assert _title_venue(text) == ("Progress in Proceedings management", "Journal of Things")


def test_control_a_title_with_in_before_a_name_that_is_no_proceedings_stays() -> None:
    text = "J. Doe, B. Roe, Fast methods in Large Systems of Things, pp. 10-20."
    assert _title_venue(text) == ("Fast methods in Large Systems of Things, pp. 10-20", "")


def test_control_a_named_phrase_said_once_stays() -> None:
    from tapyre_paper_search.pdf.refproctail import undoubled

    assert undoubled("Proceedings of the 12th Conference") == "Proceedings of the 12th Conference"
    assert undoubled("Journal of Journals") == "Journal of Journals"


def test_control_a_bracketed_word_that_is_no_kind_stays() -> None:
    from tapyre_paper_search.pdf.refthesis import bracketed_kind_cut

    assert bracketed_kind_cut("Notes on water: [Revised]") == "Notes on water: [Revised]"
    assert bracketed_kind_cut("[Thesis]") == "[Thesis]"


def test_a_short_title_with_an_article_before_a_compact_journal() -> None:
    text = (
        "M. Wiemann, T. Kosel, P. Aebi. The Mammalian Epigenome. Annals of Biochemistry "
        "2011, 50, 6-13."
    )
    assert _title_venue(text) == ("The Mammalian Epigenome", "Annals of Biochemistry")


def test_control_a_titleless_journal_opening_with_an_article_stays() -> None:
    assert _title_venue("M. Wiemann, T. Kosel. The Lancet 2011, 50, 6-13.") == ("", "The Lancet")


def test_control_a_titleless_abbreviated_journal_stays() -> None:
    text = "M. Wiemann, T. Kosel. J. Phys. Chem. A 2011, 50, 6-13."
    assert _title_venue(text) == ("", "J. Phys. Chem. A")
