"""References, round 78 (refs78): a statute's public-law number after its title and its
opening words read as a name (:mod:`tapyre_paper_search.pdf.refstatutes`); "s.v." before
a reference work's headword and a reference work's entry printed with no title
(:mod:`tapyre_paper_search.pdf.refworkentry`); a dissertation database's number and a
registry's identifier closing the title (:mod:`tapyre_paper_search.pdf.refregistries`);
"[Musical score]" (:mod:`tapyre_paper_search.pdf.refkindtags`); a record's update date no
entry's year (:func:`tapyre_paper_search.pdf.refmarks.year_of`); a book's editor after its
title (:mod:`tapyre_paper_search.pdf.refeditedby`); a museum object's kind and number
(:mod:`tapyre_paper_search.pdf.refobjects`); a number glued to a body's or a case's name
in a list of numbers glued to initials (:func:`tapyre_paper_search.pdf.refnumbered.unglued`);
a standards body closed by a comma and printed again in brackets
(:mod:`tapyre_paper_search.pdf.refpublisherbody`).
The "control" tests hold what must stay."""

from __future__ import annotations

import pytest
from ref_blocks import rows_block
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.refeditedby import without_title_editor
from tapyre_paper_search.pdf.references import parse_reference, split_entries
from tapyre_paper_search.pdf.refkindtags import is_medium
from tapyre_paper_search.pdf.refmarks import year_of
from tapyre_paper_search.pdf.refnumbered import unglued
from tapyre_paper_search.pdf.refobjects import without_object_tag
from tapyre_paper_search.pdf.refpublisherbody import own_publisher
from tapyre_paper_search.pdf.refregistries import without_registry_marks
from tapyre_paper_search.pdf.refstatutes import statute_names, without_public_law
from tapyre_paper_search.pdf.refworkentry import titleless_work, without_sub_verbo

TITLE = "Growth of street trees in the city"


@pytest.mark.parametrize(
    "text",
    [
        "{}, Pub. L. No. 95-200, 37 U.S.C. § 7800, 2001.",
        "{} Pub. L. No. 114-303, 32 U.S.C. § 7193. 1997.",
        "{} (2012). Pub. L. No. 115-241, 32 U.S.C. § 8509.",
        "J. Doe, Paul Le Guen, and A. Roe. s.v. {}. In: Encyclopaedia of Trees. 5th ed. Harbour"
        " Books, 2002.",
        "Doe, J. and Ann Roe: s.v. {}. In: Encyclopaedia of Trees. 4th ed. 2010.",
        "J. Doe, S.v. {}, in Encyclopaedia of Trees, 3rd ed., Harbour Books, 2003.",
        "Doe, J. {} ProQuest Dissertations and Theses Global (Publication No. 27536400)."
        " Doctoral dissertation (University of Trees, 2004).",
        "Doe, J.; Roe, A. {}, ProQuest Dissertations and Theses Global (Publication No. 1728600),"
        " Doctoral dissertation, University of Trees, 1996.",
        "Doe, J. A. {} ClinicalTrials.gov identifier: NCT04101674. Updated February 11, 2008."
        " 2007.",
        "Doe, J. A. {}, ClinicalTrials.gov identifier: NCT03888894, Updated November 4, 2024,"
        " 2023.",
        "DOE, Jane; ROE, Ann. {} [ClinicalTrials.gov identifier: NCT04842821]. 1999.",
        "J. Doe and A. Roe, {}, [Musical score], Plate B.94015, 2008.",
        "Doe, J. {} [arXiv:0711.06447v2 [cs.LG]]. 2007.",
        "S. Doe, {}, 2nd ed., R. Roe, Ed., trans. by A. Lee. Chicago: Harbour Press, 2007.",
        "Doe, Z.; Roe, K.-L., {}, 3rd ed.; Lee, M., Ed.; Harbour Press: Leiden, 2014.",
        "A. Doe and S. Roe, {}, edited by G. Tenorio-Tagle, trans. by S.-T. Lee, 3rd ed."
        " (Harbour Press, Chicago, 2021).",
        "E. Doe et al., {}, ed. by B. Roe, trans. by J. Lee (Harbour Press, Leiden, ed. 2, 2005).",
        "N. G. Doe and N. Roe, {}, [Woodcut print], Museum number 1977.260. Easton Museum of"
        " Art, 1999.",
        "DOE, Santi; ROE, Sander van. {} [[Bronze figure]] [Museum number 1937.189. Museum of"
        " Crafts, Riverton]. 2021.",
        "DOE, D.; ROE, Marco. {} [[Computer software]] [Zenodo. https://github.com/example/x]."
        " 1996. Version 0.3.0.",
    ],
)
def test_the_title_ends_before_the_mark(text: str) -> None:
    reference = parse_reference(text.format(TITLE))
    assert reference.title == TITLE


def test_a_statute_has_its_cite_as_venue_and_no_name() -> None:
    reference = parse_reference(
        "Light Growth of Street Trees (2024). Pub. L. No. 92-334, 30 U.S.C. § 1177."
    )
    assert reference.authors == ()
    assert reference.title == "Light Growth of Street Trees"
    assert reference.venue.startswith("Pub. L. No. 92-334")
    reference = parse_reference(
        f"The S. cerevisiae {TITLE}. Pub. L. No. 99-339, 5 U.S.C. § 9694. 2009."
    )
    assert (reference.authors, reference.title) == ((), f"The S. cerevisiae {TITLE}")


def test_the_public_law_rule_alone() -> None:
    assert without_public_law(f"{TITLE}, Pub", "L. No. 95-200, 37 U.S.C. § 7800") == (
        TITLE,
        "Pub. L. No. 95-200, 37 U.S.C. § 7800",
    )
    assert without_public_law(f"{TITLE} (2012)", "Pub. L. No. 115-241") == (
        TITLE,
        "Pub. L. No. 115-241",
    )
    assert statute_names(
        ("Light Growth",), "of Trees", "Pub. L. No. 9-3", "Light Growth of Trees"
    ) == (
        (),
        "Light Growth of Trees",
    )


def test_control_no_public_law_no_change() -> None:
    """A title ending in "Pub" or a bracketed year with no law's number after it, and a
    name before a statute's cite that is not the entry's opening, stay."""
    assert without_public_law(f"{TITLE}, Pub", "London: Trees Press") == (
        f"{TITLE}, Pub",
        "London: Trees Press",
    )
    assert without_public_law(f"{TITLE} (2012)", "Journal of Trees") == (
        f"{TITLE} (2012)",
        "Journal of Trees",
    )
    assert statute_names(("J. Doe",), TITLE, "Pub. L. No. 9-3", f"Roe, A. {TITLE}") == (
        ("J. Doe",),
        TITLE,
    )
    assert statute_names(("J. Doe",), TITLE, "Journal of Trees", f"Doe J {TITLE}") == (
        ("J. Doe",),
        TITLE,
    )


def test_a_reference_work_entry_with_no_title() -> None:
    reference = parse_reference(
        "Doe, V. N. & Roe, B. in Encyclopaedia of Trees 4th ed. (Harbour Books, 2002)."
    )
    assert (reference.title, reference.venue) == ("", "Encyclopaedia of Trees")
    edition = parse_reference(
        "L. Doe, A. Roe, in Encyclopaedia of Trees (Harbour, ed. 4, 2024), pp. 348-354."
    )
    assert (edition.title, edition.venue) == ("", "Encyclopaedia of Trees")
    assert reference.authors == ("V. N. Doe", "B. Roe")
    reference = parse_reference(
        "Doe, A.; Roe, D. N. In Encyclopaedia of Trees, 2nd ed.; Harbour Books: 2009."
    )
    assert (reference.title, reference.venue) == ("", "Encyclopaedia of Trees")


def test_control_reference_work_rules_keep_titles() -> None:
    assert titleless_work("In search of the Handbook of Trees", "") == (
        "In search of the Handbook of Trees",
        "",
    )
    assert titleless_work("In vitro growth of trees", "") == ("In vitro growth of trees", "")
    assert titleless_work("In Encyclopaedia of Trees", "Harbour") == (
        "In Encyclopaedia of Trees",
        "Harbour",
    )
    assert (
        without_sub_verbo("Tests of s.v. behaviour in trees") == "Tests of s.v. behaviour in trees"
    )
    assert without_sub_verbo("s.v. Trees") == "s.v. Trees"  # (fewer than three words after it)
    assert (
        without_sub_verbo("Growth of trees: s.v. data in the city")
        == "Growth of trees: s.v. data in the city"
    )


def test_control_registry_rules_keep_titles() -> None:
    assert without_registry_marks(f"{TITLE} (Publication No. 3)") == f"{TITLE} (Publication No. 3)"
    assert without_registry_marks("A new identifier: the X-ray method for 3 trees") == (
        "A new identifier: the X-ray method for 3 trees"
    )
    assert without_registry_marks("Trees ProQuest Dissertations (Publication No. 3)") == (
        "Trees ProQuest Dissertations (Publication No. 3)"
    )


def test_musical_score_is_a_medium_and_a_plain_score_is_not() -> None:
    assert is_medium("Musical score")
    assert not is_medium("Score") and not is_medium("Final score")


def test_an_update_date_is_no_year_of_the_work() -> None:
    text = f"Doe, J. A. {TITLE}. NCT04101674. Updated February 11, 2008. 2007."
    assert year_of(text, TITLE) == 2007
    assert year_of(f"Doe, J. {TITLE}. Last updated 4 May 2020.", TITLE) == 2020  # (the only year)


def test_an_object_number_is_no_year_of_the_work() -> None:
    text = f"N. Doe, {TITLE}, [Woodcut print], Museum number 1977.260. Easton Museum, 1999."
    assert parse_reference(text).year == 1999


def test_control_editor_and_object_rules_keep_titles() -> None:
    """A title's own "edited by" (no person's name after it), an edition with no editor's
    mark after it, a bracket with no number or no medium after it, stay."""
    assert without_title_editor("Genomes of plants, edited by CRISPR", "") == (
        "Genomes of plants, edited by CRISPR"
    )
    assert without_title_editor("Genomes edited by Cas9 in rice plants", "") == (
        "Genomes edited by Cas9 in rice plants"
    )
    assert (
        without_title_editor(f"{TITLE}, 2nd ed., R", "Journal of Trees") == f"{TITLE}, 2nd ed., R"
    )
    assert without_object_tag(f"{TITLE} [Woodcut print]") == f"{TITLE} [Woodcut print]"
    assert without_object_tag(f"{TITLE} [[Growth of trees]] [Harbour") == (
        f"{TITLE} [[Growth of trees]] [Harbour"
    )
    assert without_object_tag(f"{TITLE}, [Ceramic bowl], Inventory number 12.3") == TITLE


def test_numbers_glued_to_a_body_or_a_case_in_a_glued_list() -> None:
    """refs78: "3Wichmann v. Huang" and "4IEEE Standards" in a list of numbers glued to
    initials ("1J. Black") open their own entries."""
    block = rows_block(
        [
            "1J. Black and A. Roe, Growth of street trees, Discussion Paper 6 (Trees,",
            "2005).",
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
    assert entries[2].startswith("3 Wichmann v. Huang") or entries[2].startswith("Wichmann")


def test_control_a_wrapped_3d_line_and_too_few_initials_stay() -> None:
    """A wrapped line opening "3D printed …" is no glued number; a list with fewer than
    three numbers glued to initials is left alone."""
    lines = [
        BlockLine(text, 72, 0, 272, 10, 9.0, False)
        for text in ("1J. Doe, Trees,", "3D printed trees, 2001.", "2A. Lee, More trees, 2002.")
    ]
    assert [line.text for line in unglued(lines)] == [line.text for line in lines]
    few = [
        BlockLine(text, 72, 0, 272, 10, 9.0, False)
        for text in ("1J. Doe, Trees, 2001.", "2World Health Organization, Trees.", "3Acme, X.")
    ]
    assert [line.text for line in unglued(few)] == [line.text for line in few]


def test_a_standards_body_with_a_comma_printed_again_in_brackets() -> None:
    text = (
        "IEEE Standards Association, Growth of street trees in the city, Standard IEEE Std"
        " 80676-2013 (IEEE Standards Association, Piscataway, NJ, 2013)."
    )
    reference = parse_reference(text)
    assert (reference.authors, reference.title) == (("IEEE Standards Association",), TITLE)


def test_control_a_collaboration_before_its_persons_is_no_lone_author() -> None:
    text = (
        "ATLAS Collaboration, G. Aad, B. Abbott, Growth of street trees, Phys. Lett. B 716, 1"
        " (2012) (ATLAS Collaboration, CERN)."
    )
    assert own_publisher(text) is None
