"""Review of round 63's reference rules (refs78) on real references' shapes (fix63b).

* :func:`tapyre_paper_search.pdf.refmarks.year_of`: AMA's web page "Updated May 4, 2020.
  Accessed June 1, 2021." keeps the update's year (refs78 left the access date's).
* :func:`tapyre_paper_search.pdf.refworkentry.without_sub_verbo`: a case's "S. v.
  Makwanyane" (and a title naming one) is no "s.v."; :func:`.titleless_work`: a year read
  as the venue is no edition's number.
* :func:`tapyre_paper_search.pdf.refregistries.without_registry_marks`: a title whose own
  words end on a database's name after "the" or a possessive keeps it.
* :func:`tapyre_paper_search.pdf.refnumbered.unglued`: a wrapped line opening on an
  isotope or a cluster ("3He and …", "2Fe-2S …") in a list of numbers glued to
  initials opens no entry.

The "control" tests hold what refs78 gained and must keep."""

from __future__ import annotations

import pytest
from ref_blocks import rows_block
from tapyre_paper_search.pdf.refentry import parse_reference
from tapyre_paper_search.pdf.refmarks import year_of
from tapyre_paper_search.pdf.refregistries import without_registry_marks
from tapyre_paper_search.pdf.refsplit import split_entries
from tapyre_paper_search.pdf.refworkentry import titleless_work, without_sub_verbo


@pytest.mark.parametrize(
    ("text", "year"),
    [
        (
            "1. Centers for Disease Control and Prevention. Interim clinical guidance for"
            " management of patients with confirmed coronavirus disease. Updated May 4, 2020."
            " Accessed June 1, 2021. https://www.cdc.gov/coronavirus/hcp/guidance.html",
            2020,
        ),
        (
            "2. World Health Organization. Hypertension fact sheet. Updated March 16, 2023."
            " Accessed January 5, 2024. https://www.who.int/news-room/fact-sheets",
            2023,
        ),
        (
            "3. National Cancer Institute. Cancer stat facts: lung and bronchus cancer. Last"
            " updated 4 May 2019. Accessed 2 June 2021.",
            2019,
        ),
        (
            "4. Smith J, Doe A. Effect of aspirin on stroke. ClinicalTrials.gov identifier:"
            " NCT01234567. Updated May 3, 2020. Accessed June 9, 2021.",
            2020,
        ),
    ],
)
def test_an_update_date_before_an_access_date_is_the_pages_year(text: str, year: int) -> None:
    assert parse_reference(text).year == year


def test_control_years_around_update_and_access_dates() -> None:
    """A year printed before the dates is the work's; a lone access date is the year."""
    assert year_of("Doe J. Title of the work. 2018. Updated May 4, 2020.", "Title of the work") == (
        2018
    )
    assert year_of("WHO. Fact sheet. Accessed June 1, 2021.", "Fact sheet") == 2021
    assert year_of("Doe J. Title. 2019. Accessed June 1, 2021.", "Title") == 2019


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "S. v. Makwanyane and Another, 1995 (3) SA 391 (CC).",
            "S. v. Makwanyane and Another, 1995 (3) SA 391 (CC)",
        ),
        (
            "Van der Merwe, D. (2014). S. v. Ntuli revisited: The right to counsel. South"
            " African Law Journal, 131(2), 250-270.",
            "S. v. Ntuli revisited: The right to counsel",
        ),
    ],
)
def test_a_cases_s_v_is_no_sub_verbo(text: str, title: str) -> None:
    assert parse_reference(text).title == title


def test_control_sub_verbo_stays_cut() -> None:
    assert without_sub_verbo("s.v. Growth of street trees") == "Growth of street trees"
    assert without_sub_verbo("S.v. Growth of street trees") == "Growth of street trees"
    assert without_sub_verbo("s. v. Growth of street trees") == "Growth of street trees"
    assert without_sub_verbo("S. v. Growth of street trees") == "S. v. Growth of street trees"


def test_a_year_read_as_the_venue_is_no_edition() -> None:
    reference = parse_reference("Green, E. In Companion Planting for Beginners. 2019.")
    assert reference.title == "In Companion Planting for Beginners"
    assert titleless_work("In Handbook of Trees", "2019") == ("In Handbook of Trees", "2019")


def test_control_a_titleless_work_with_an_edition_number_or_no_venue() -> None:
    assert titleless_work("in Encyclopaedia of Trees", "4") == ("", "Encyclopaedia of Trees")
    assert titleless_work("in Encyclopaedia of Trees", "") == ("", "Encyclopaedia of Trees")


@pytest.mark.parametrize(
    "title",
    [
        "Machine learning approaches to querying the National Inpatient Sample Database"
        " (Publication No. 28001234)",
        "The effect of peer review on Master's Theses and Doctoral Dissertations (Publication"
        " No. 10612345)",
        "Mortality trends in the SEER Database (Order No. 13901234)",
    ],
)
def test_a_titles_own_database_name_stays(title: str) -> None:
    assert without_registry_marks(title) == title


def test_a_titles_own_database_name_in_an_entry() -> None:
    reference = parse_reference(
        "Patel, N. (2019). Mortality trends in the SEER Database (Order No. 13901234)."
        " Doctoral dissertation, Emory University."
    )
    assert reference.title.startswith("Mortality trends in the SEER Database")


def test_control_a_database_run_on_after_the_title_is_cut() -> None:
    title = "Growth of street trees in the city"
    for run in (" ProQuest Dissertations and Theses Global", ", ProQuest Dissertations"):
        assert without_registry_marks(f"{title}{run} (Publication No. 2753)") == title


def test_a_wrapped_isotope_line_in_a_glued_list_opens_no_entry() -> None:
    block = rows_block(
        [
            "1J. Wilks, The properties of liquid and solid helium (Clarendon, Oxford, 1967).",
            "2A. J. Leggett, Rev. Mod. Phys. 47, 331 (1975), on superfluid",
            "3He and the B phase.",
            "3D. D. Osheroff, R. C. Richardson, and D. M. Lee, Phys. Rev. Lett. 28, 885 (1972).",
            "4W. F. Vinen, Proc. R. Soc. A 260, 218 (1961).",
        ],
        right=300.0,
    )
    entries = split_entries([block])
    assert len(entries) == 4
    assert entries[1].endswith("superfluid 3He and the B phase.")
    assert entries[2].startswith("3 D. D. Osheroff")


def test_a_wrapped_cluster_line_before_the_next_number_opens_no_entry() -> None:
    block = rows_block(
        [
            "1J. Smith, Iron-sulfur proteins in nitrogenase with",
            "2Fe-2S clusters, J. Biol. Chem. 280, 1 (2005).",
            "2A. Lee, J. Chem. Phys. 12, 3 (2001).",
            "3B. Roe, J. Chem. Phys. 13, 4 (2002).",
            "4C. Poe, J. Chem. Phys. 14, 5 (2003).",
        ],
        right=300.0,
    )
    entries = split_entries([block])
    assert len(entries) == 4
    assert entries[1].startswith("2 A. Lee")


def test_control_a_body_glued_in_the_list_still_opens_its_entry() -> None:
    block = rows_block(
        [
            "1J. Black and A. Roe, Growth of street trees (Trees, 2005).",
            "2T. M. Doe and J. Lee, Shade of street trees, version 3.1, 2023.",
            "3Wichmann v. Huang, 205 F.3d 4584, 2004.",
            "4IEEE Standards Association, Trees in the city, Standard IEEE Std 80676-2013",
            "(IEEE, 2013).",
            "5T. Mizushima and K. Doe, Roots of street trees, pat. WO 2019/63 (2000).",
        ],
        right=300.0,
    )
    entries = split_entries([block])
    assert len(entries) == 5
    assert entries[3].startswith("4 IEEE Standards Association")
