"""Round thirty-eight's reference rules (refs38).

1. An entry printed with no title after its year closed by a full stop (the Journal of
   Molecular Biology's style): "Doe, J. (2014). Statistics Letters, 65 (3), 34-48." and
   "Doe, J. (2020). In: Proceedings of the 8th Conference on Physics pp. 554-558,
   IEEE." have the journal's or proceedings' name as the venue and no title
   (``reftitleless``), not the whole rest as the title.
2. A lone name "Surname, Given:" before the title (the German DIN style's), read where
   the given name is a common one only before: also where the surname is no word of
   the word lists ("Åström, Björn: Title", ``refnameat._closes_semicolon_list``).
3. A report's institution after a slash, before a labelled year ("Title / University
   of Toronto. Version: 2011. …"): the title ends before the slash, the institution is
   the venue (``refforms._school_after``).
4. "Di Stefano Anna" in a list written surname first with no comma: "Anna Di Stefano"
   (``refsurnamefirst``).
5. After a two-word name in a list holding "Doe Jane A." (form ``e``), the next name is
   read as after that form: "Doe Jane A., Lee Tom, and Smith Ruth B. Lake Baikal." has
   the author "Ruth B. Smith" and the title "Lake Baikal" (``refnames._reading_before``).
6. "(Part II)" or "(DRAFT)" between a report's title and its kind is no institution:
   the venue stays empty (``refthesis.names_no_institution``).
7. A given-first name of two capitalised words before French "et" and the next name
   ("N. V. Chandra Shekar et N. Gehrels : Title") ends there, as before "and"
   (``refnameforms._PAIR_END``).
Controls (marked so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Buckley, D. H., Schroder, E., Ramsak, A., et al. (2014). International Journal"
            " of Electrical Engineering, 112 (12), 436-443.",
            "International Journal of Electrical Engineering",
        ),
        (
            "Yang, M.-Z. & Hillebrands, B. (2003). Statistics Letters, 65, 34-48.",
            "Statistics Letters",
        ),
        (
            "Konishi, E., Maltsev, V. P., & Parigi, V. (2019). Proceedings of the 42th"
            " Conference on Public Health, 110, 407-420.",
            "Proceedings of the 42th Conference on Public Health",
        ),
        (
            "Buchner, B. (2020). In: Proceedings of the 8th Conference on Materials Science"
            " pp. 554-558, IEEE.",
            "Proceedings of the 8th Conference on Materials Science",
        ),
        (
            "Konno, N. & Breuillard, E. (1999). In: Proceedings of the 27th Conference on"
            " Immunology pp. 235-255.",
            "Proceedings of the 27th Conference on Immunology",
        ),
    ],
)
def test_a_titleless_entry_after_its_year_has_the_venue_and_no_title(text: str, venue: str) -> None:
    ref = parse_reference(text)
    assert ref.title == ""
    assert ref.venue == venue
    assert ref.authors


def test_control_a_title_before_the_journal_is_kept() -> None:
    ref = parse_reference("Doe, J. (2003). Deep learning. Statistics Letters, 65, 34-48.")
    assert (ref.title, ref.venue) == ("Deep learning", "Statistics Letters")


@pytest.mark.parametrize(
    ("text", "author", "title"),
    [
        (
            "Abbas, Afsar: Universal Forces and the Dark Energy Problem. In: Physics"
            " Research 72 (2021), Nr. 9, S. 319-337.",
            "Afsar Abbas",
            "Universal Forces and the Dark Energy Problem",
        ),
        (
            "Åström, Björn: Modification of the shoulder score. In: Advances in Computer"
            " Science 5 (2019), Nr. 3, S. 1-9.",
            "Björn Åström",
            "Modification of the shoulder score",
        ),
    ],
)
def test_a_lone_surname_first_name_before_a_colon(text: str, author: str, title: str) -> None:
    ref = parse_reference(text)
    assert ref.authors == (author,)
    assert ref.title == title


def test_control_a_word_and_a_word_before_a_colon_stay_the_title() -> None:
    ref = parse_reference("Google, Gemini: A Family of Models. arXiv 2023.")
    assert ref.authors == ()


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Leach, P. G. L.: The evolution of RNAs with multiple functions / University of"
            " Toronto. Version: 2011. 2011 (TR-40). - Forschungsbericht",
            "The evolution of RNAs with multiple functions",
            "University of Toronto",
        ),
        (
            "Serga, A. A. ; Kotthaus, J. P.: The changes of antioxidant defense system / ETH"
            " Zurich. Version: 2012. 2012 (TR-4). - Forschungsbericht",
            "The changes of antioxidant defense system",
            "ETH Zurich",
        ),
    ],
)
def test_a_reports_institution_after_a_slash_before_a_labelled_year(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_a_particle_surname_first_is_turned_round() -> None:
    ref = parse_reference(
        "Di Stefano Anna, Durgun Engin, Nauman S. K. Cell-State-Specific Metabolic"
        " Dependency. Nature. 2019."
    )
    assert ref.authors == ("Anna Di Stefano", "Engin Durgun", "S. K. Nauman")


def test_control_a_given_first_particle_name_is_kept() -> None:
    ref = parse_reference("Anna Di Stefano, Jane Doe. Lake studies. Nature, 2019.")
    assert ref.authors == ("Anna Di Stefano", "Jane Doe")


@pytest.mark.parametrize("joiner", [", and ", ", "])
def test_a_form_e_name_after_a_two_word_name(joiner: str) -> None:
    ref = parse_reference(
        f"Doe Jane A., Lee Tom{joiner}Smith Ruth B. Lake Baikal. Nature, 12:3, 2019."
    )
    assert ref.authors == ("Jane A. Doe", "Tom Lee", "Ruth B. Smith")
    assert (ref.title, ref.venue) == ("Lake Baikal", "Nature")


def test_control_given_first_names_with_an_initial() -> None:
    ref = parse_reference("Jane Doe, Tom Lee, and Ruth B. Smith. Lake Baikal. Nature, 12:3, 2019.")
    assert ref.authors == ("Jane Doe", "Tom Lee", "Ruth B. Smith")


@pytest.mark.parametrize("mark", ["Part II", "DRAFT"])
def test_a_part_or_draft_before_a_reports_kind_is_no_institution(mark: str) -> None:
    ref = parse_reference(f"J. Doe. Lake studies, ({mark}), Technical Report TR-42, 2011.")
    assert ref.title == "Lake studies"
    assert ref.venue == ""


@pytest.mark.parametrize("name", ["ETH Zurich", "CERN"])
def test_control_an_institution_in_brackets_is_the_venue(name: str) -> None:
    ref = parse_reference(f"J. Doe. Lake studies, ({name}), Technical Report TR-42, 2011.")
    assert (ref.title, ref.venue) == ("Lake studies", name)


def test_a_two_word_surname_before_french_et() -> None:
    ref = parse_reference(
        "N. V. Chandra Shekar et N. Gehrels : Prox1 is required for granule cell"
        " maturation. Electrical Engineering Research, 99(11):18-29, 2009."
    )
    assert ref.authors == ("N. V. Chandra Shekar", "N. Gehrels")
    assert ref.title == "Prox1 is required for granule cell maturation"


def test_control_a_two_word_surname_before_and() -> None:
    ref = parse_reference(
        "N. V. Chandra Shekar and N. Gehrels: Prox1 is required for granule cell"
        " maturation. Electrical Engineering Research, 99(11):18-29, 2009."
    )
    assert ref.authors == ("N. V. Chandra Shekar", "N. Gehrels")
