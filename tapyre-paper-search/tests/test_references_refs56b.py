"""Round fifty-six's reference rules on refs55's leftovers (refs56): one name printed
surname first before a bracketed year, its given name in no list (econ's "Li, Tong
(2004) “Title,”"); slashes with a space each side between surname-first names ("Doe, J.
/ Roe, B."), the title's first word no longer taken for the last name's given name;
the last name given first after "and" run into the title (opcit's reports); a bare year
after a small word closing the entry (jox's arXiv entries); one name with initials
before a Title Case title no longer read given first with the title's words.  Controls
(labelled) hold the readings that stay."""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def test_one_surname_first_name_with_an_unknown_given_name_before_the_year() -> None:
    ref = parse_reference(
        "Li, Tong (2004) “miR-205 hinders the malignant interplay between prostate cancer "
        "cells,” Advances in Medicine, 12 (6), 341-364."
    )
    assert (ref.authors, ref.title, ref.venue) == (
        ("Tong Li",),
        "miR-205 hinders the malignant interplay between prostate cancer cells",
        "Advances in Medicine",
    )


def test_one_korean_name_surname_first() -> None:
    ref = parse_reference("Park, Minjun (2011) “Title of things,” Journal of Things, 3 (1), 1-9.")
    assert ref.authors == ("Minjun Park",)


def test_a_spaced_slash_between_two_surname_first_names() -> None:
    ref = parse_reference("Doe, J. / Roe, B. / Poe, C. (2010): Title of things. In: Journal 3")
    assert (ref.authors, ref.title) == (("J. Doe", "B. Roe", "C. Poe"), "Title of things")


def test_a_slash_with_no_space_before_a_title_with_no_year() -> None:
    ref = parse_reference("Doe, J./Roe, B. Title of things. Journal 3, 1-9")
    assert (ref.authors, ref.title, ref.venue) == (
        ("J. Doe", "B. Roe"),
        "Title of things",
        "Journal",
    )


def test_control_a_title_case_title_before_its_year_is_no_name() -> None:
    ref = parse_reference("Wireless Sensor Networks, 2016. Springer.")
    assert (ref.authors, ref.title, ref.venue) == ((), "Wireless Sensor Networks", "Springer")


def test_control_a_known_given_name_surname_first_stays() -> None:
    ref = parse_reference("Doe, Jane (2004) “Title of things,” Journal of Things, 3 (1), 1-9.")
    assert (ref.authors, ref.title) == (("Jane Doe",), "Title of things")


def test_control_an_iso_slash_before_names_given_first_stays() -> None:
    ref = parse_reference("Title of things / J. Doe, B. Roe // Journal. 2010. Vol. 3. P. 1-9.")
    assert (ref.authors, ref.title, ref.venue) == (
        ("J. Doe", "B. Roe"),
        "Title of things",
        "Journal",
    )


def test_the_last_name_given_first_run_into_the_title() -> None:
    ref = parse_reference(
        "Campbell, D. K. and Fabian Eichstaedt An Expanded Oct4 Interaction Network: "
        "Implications for Stem Cell Biology, Development, and Disease. 2016."
    )
    assert (ref.authors, ref.title, ref.venue) == (
        ("D. K. Campbell", "Fabian Eichstaedt"),
        "An Expanded Oct4 Interaction Network: Implications for Stem Cell Biology, "
        "Development, and Disease",
        "",
    )


def test_a_surname_with_particles_touching_the_titles_article() -> None:
    ref = parse_reference(
        "Oller, Jose A. and Jan van der BergThe Utilization of Extracellular Proteins as "
        "Nutrients Is Suppressed by mTORC1. 2022."
    )
    assert (ref.authors, ref.title) == (
        ("Jose A. Oller", "Jan van der Berg"),
        "The Utilization of Extracellular Proteins as Nutrients Is Suppressed by mTORC1",
    )


def test_initials_given_first_after_and_before_the_title() -> None:
    ref = parse_reference(
        "Law, C. K. and S. K. Nauman Interferon alpha therapy for hepatitis C: treatment "
        "completion. 2021."
    )
    assert (ref.authors, ref.title) == (
        ("C. K. Law", "S. K. Nauman"),
        "Interferon alpha therapy for hepatitis C: treatment completion",
    )


def test_two_given_names_before_the_surname() -> None:
    ref = parse_reference("Doe, J. and Mary Ann Smith Altered recognition of antigen. 2010.")
    assert (ref.authors, ref.title) == (
        ("J. Doe", "Mary Ann Smith"),
        "Altered recognition of antigen",
    )


def test_a_bare_year_after_a_small_word_closing_the_entry() -> None:
    ref = parse_reference(
        "Oller, Jose A./Roca, Luis: Scalar radius of the pion and zeros in the form factor 2008"
    )
    assert (ref.title, ref.year) == (
        "Scalar radius of the pion and zeros in the form factor",
        2008,
    )


def test_control_a_names_number_closing_the_title_stays() -> None:
    ref = parse_reference("Doe, J.: Report on the Census 2010")
    assert (ref.title, ref.year) == ("Report on the Census 2010", 2010)


def test_control_a_title_opening_with_and_before_no_name_stays() -> None:
    from tapyre_paper_search.pdf.refandname import late_given_first

    assert late_given_first(("J. Doe",), "and the Study of Things") is None


def test_one_name_with_initials_before_a_title_case_title_with_a_colon() -> None:
    ref = parse_reference(
        "Marrais R P C. Placeholder Substructures II: Meta-Fractals, Made of Box-Kites, "
        "Fill Infinite-Dimensional Skies, 2007."
    )
    assert (ref.authors, ref.title) == (
        ("R P C Marrais",),
        "Placeholder Substructures II: Meta-Fractals, Made of Box-Kites, Fill "
        "Infinite-Dimensional Skies",
    )


def test_one_dotted_name_before_a_title_case_title_and_journal() -> None:
    ref = parse_reference(
        "Li Q. Comparative Protein Structure Modeling Using MODELLER. Journal of Psychology. 1996."
    )
    assert (ref.authors, ref.title, ref.venue) == (
        ("Q. Li",),
        "Comparative Protein Structure Modeling Using MODELLER",
        "Journal of Psychology",
    )


def test_control_a_given_first_name_with_one_surname_after_its_initial_stays() -> None:
    ref = parse_reference("Mary J. Blige: Songs of things, 2007.")
    assert (ref.authors, ref.title) == (("Mary J. Blige",), "Songs of things")
