"""Review of refs79's reference rules on real entries' shapes (fix64b).

* :func:`tapyre_paper_search.pdf.reflawreview.title_case_names`: a titleless entry whose
  authors after the initials' names are written out ("A. Smith, B. Jones, Maria Garcia
  and John Lee, Phys. Rev. Lett. 100 (2008) 1-5") lost those names to the title.
* :func:`tapyre_paper_search.pdf.refstatutes.code_statute`: a body's name before a
  statute ("Environmental Protection Agency. Clean Air Act, 42 U.S.C. § 7401 (1970).")
  was dropped into the title; an article's title naming a code's section, with no stop
  after its single author's initial ("Smith J Civil rights claims under the statute, 42
  U.S.C. § 1983, revisited. Harv Law Rev. …"), was read as a statute.
* :func:`tapyre_paper_search.pdf.refmarks.year_of`: a code's section ("§ 1983", "§§
  2000e") read as the year once the statute's own year is in its title.

The "control" tests hold entries the rules read right, which must stay so."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refentry import parse_reference
from tapyre_paper_search.pdf.reflawreview import title_case_names
from tapyre_paper_search.pdf.refstatutes import code_statute


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "A. Smith, B. Jones, Maria Garcia and John Lee, Phys. Rev. Lett. 100 (2008) 1-5.",
            ("A. Smith", "B. Jones", "Maria Garcia", "John Lee"),
        ),
        (
            "A. Smith, B. Jones, Maria Garcia and John Lee Smith, Nucl. Phys. B 100 (2008) 1-5.",
            ("A. Smith", "B. Jones", "Maria Garcia", "John Lee Smith"),
        ),
    ],
)
def test_written_out_names_after_initials_stay_names(text: str, authors: tuple[str, ...]) -> None:
    assert parse_reference(text).authors == authors


def test_title_case_names_keeps_off_a_given_name() -> None:
    text = "A. Smith, B. Jones, Maria Garcia and John Lee, Phys. Rev. Lett. 100 (2008) 1-5."
    names = ("A. Smith", "B. Jones", "Maria Garcia", "John Lee")
    assert title_case_names(names, "Phys", "Rev. Lett", text) == (names, "Phys", "Rev. Lett")


@pytest.mark.parametrize(
    ("text", "authors", "title", "venue"),
    [
        (  # refs79's train shape: still read
            "M. Yang, D. Lutz, Innate Immune and Chemically Triggered Oxidative Stress Modifies"
            " Translational Fidelity, Ann. Radiol. 38 (2023) 764–786.",
            ("M. Yang", "D. Lutz"),
            "Innate Immune and Chemically Triggered Oxidative Stress Modifies Translational"
            " Fidelity",
            "Ann. Radiol",
        ),
        (
            "J. Smith, K. Jones, Deep Learning for Vision, Pattern Recognit. 12 (2011) 1-20.",
            ("J. Smith", "K. Jones"),
            "Deep Learning for Vision",
            "Pattern Recognit",
        ),
    ],
)
def test_control_title_case_titles(
    text: str, authors: tuple[str, ...], title: str, venue: str
) -> None:
    reference = parse_reference(text)
    assert (reference.authors, reference.title, reference.venue) == (authors, title, venue)


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Environmental Protection Agency. Clean Air Act, 42 U.S.C. § 7401 (1970).",
            ("Environmental Protection Agency",),
            "Clean Air Act",
        ),
        (
            "Department of Education. Family Educational Rights and Privacy Act, 20 U.S.C."
            " § 1232g (1974).",
            ("Department of Education",),
            "Family Educational Rights and Privacy Act",
        ),
    ],
)
def test_a_body_before_a_code_statute_stays_its_name(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    reference = parse_reference(text)
    assert (reference.authors, reference.title) == (authors, title)
    assert reference.venue.startswith(("42 U.S.C. §", "20 U.S.C. §"))


def test_an_article_naming_a_section_is_no_statute() -> None:
    text = (
        "Smith J Civil rights claims under the statute, 42 U.S.C. § 1983, revisited."
        " Harv Law Rev. 1990;12:1-10."
    )
    reference = parse_reference(text)
    assert reference.authors
    assert reference.year == 1990
    assert reference.venue == "Harv Law Rev"
    assert code_statute(("Smith J Civil",), "t", "v", text) == (("Smith J Civil",), "t", "v")


@pytest.mark.parametrize(
    ("text", "title", "year"),
    [
        (
            "Civil Rights Act of 1871, 42 U.S.C. § 1983 (West 2020).",
            "Civil Rights Act of 1871",
            2020,
        ),
        (
            "Civil Rights Act of 1964, 42 U.S.C. §§ 2000e-2000e-17 (2018).",
            "Civil Rights Act of 1964",
            2018,
        ),
        ("Clean Air Act, 42 U.S.C. § 7401 et seq. (1970).", "Clean Air Act", 1970),
    ],
)
def test_a_code_statute_and_its_year(text: str, title: str, year: int) -> None:
    reference = parse_reference(text)
    assert (reference.authors, reference.title, reference.year) == ((), title, year)


@pytest.mark.parametrize(
    "text",
    [
        "Smith A, Jones B. Electron transport in graphene. Phys. Rev. B 102, 1234 (2020).",
        "Smith, A.; Jones, B. Catalytic Oxidation of Alcohols. J. Am. Chem. Soc. 142 (2020)"
        " 1234-1240.",
        "A. Smith, B. Jones, Neural Coding in the Retina, Proc. Natl. Acad. Sci. USA 117 (2020) 5.",
        "Cass R. Sunstein & Adrian Vermeule, Interpretation and Institutions, 101 Mich. L."
        " Rev. 885 (2003).",
    ],
)
def test_control_volume_abbreviation_page_entries_keep_their_names(text: str) -> None:
    reference = parse_reference(text)
    assert len(reference.authors) == 2
    assert reference.title and reference.venue
