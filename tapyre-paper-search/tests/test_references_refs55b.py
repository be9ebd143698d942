"""Round fifty-five's reference rules (refs55), second file: after a name given first,
a later reading only where a name can end (no title's words read as a name: "Hana
Dvořák, Human Rad52 binds …"); a year with its letter closing the title before a DOI
cut off (", 2002a, doi:…").  Controls (labelled) hold the readings that stay."""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def test_a_titles_opening_words_after_a_lone_name_given_first() -> None:
    ref = parse_reference(
        "Hana Dvořák, Human Rad52 binds and wraps single-stranded DNA, Wiley, New York, 1996."
    )
    assert ref.authors == ("Hana Dvořák",)
    assert ref.title == "Human Rad52 binds and wraps single-stranded DNA"


def test_a_title_of_two_capitalised_words_and_small_ones_after_a_lone_name() -> None:
    ref = parse_reference("Hana Dvořák, Intelligent Life in Cosmology, 2015.")
    assert (ref.authors, ref.title) == (("Hana Dvořák",), "Intelligent Life in Cosmology")


def test_a_year_with_its_letter_before_a_doi_after_a_reports_institution() -> None:
    ref = parse_reference(
        "Martin Schumacher og J. P. Osborne, Folic acid improves endothelial function in "
        "coronary artery disease, Teknisk rapport TR-98, University of Toronto, 2002a, "
        "doi:10.1234/x.5."
    )
    assert (ref.title, ref.venue) == (
        "Folic acid improves endothelial function in coronary artery disease",
        "University of Toronto",
    )


def test_control_names_given_first_with_a_danish_og_stay() -> None:
    ref = parse_reference(
        "Hana Dvořák, Bob Roe og Carl Poe, Title of things. Journal, 9(12), 385-395, 2010."
    )
    assert ref.authors == ("Hana Dvořák", "Bob Roe", "Carl Poe")


def test_control_names_given_first_set_apart_by_commas_alone_stay() -> None:
    ref = parse_reference("Jane Doe, Bob Roe, Carl Poe, Title of things, Journal 3, 1-9.")
    assert (ref.authors, ref.title) == (("Jane Doe", "Bob Roe", "Carl Poe"), "Title of things")
