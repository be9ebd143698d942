"""Entry forms of the astronomy and Nature author styles (mnras, naturemag).

The astronomy styles print no title for a paper in proceedings ("2014, in Proc.
of the 9th Conference. Springer, pp 718-741") and a report's kind and number
before its title ("2019, Technical Report TR-57, Title. School"); Nature's
styles a book's publisher, place and year in brackets after its title ("Title
(CRC Press, Berlin, 2020).").  Printed text, parsed alone.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def test_a_proceedings_entry_with_no_title_is_its_venue_before_its_pages() -> None:
    for text, venue in [
        ("Shabaev A., Raciti G., 2014, in Proceedings of the 29th Conference on Oncology. "
         "pp 514-524", "Proceedings of the 29th Conference on Oncology"),
        ("Berger H., 2002, in Proceedings of the 23rd Conference on Marine Chemistry. "
         "Springer, pp 718-741", "Proceedings of the 23rd Conference on Marine Chemistry"),
    ]:  # fmt: skip
        parsed = parse_reference(text)
        assert (parsed.title, parsed.venue) == ("", venue)
    # guard: a title before the proceedings stays the title
    parsed = parse_reference(
        "Berger H., 2002, Growth of trees in cold places. in Proceedings of the 23rd "
        "Conference on Marine Chemistry. pp 718-741"
    )
    assert parsed.title == "Growth of trees in cold places"


def test_a_reports_kind_and_number_before_its_title_are_no_part_of_it() -> None:
    parsed = parse_reference(
        "Woan G., Brink D. M., 2019, Technical Report TR-57, Histone deacetylases in "
        "frontotemporal lobar degeneration. Stanford University"
    )
    assert parsed.title == "Histone deacetylases in frontotemporal lobar degeneration"
    assert (parsed.venue, parsed.year) == ("Stanford University", 2019)


def test_a_books_publisher_place_and_year_in_brackets_are_no_part_of_its_title() -> None:
    parsed = parse_reference(
        "Wang, X., Schuller, I. K. & Wang, J. Requirement for the ERI/DICER complex in "
        "sperm development (CRC Press, Berlin, 2020)."
    )
    assert parsed.title == "Requirement for the ERI/DICER complex in sperm development"
    assert parsed.year == 2020
    parsed = parse_reference("Oller, J. A. et al. Stem cell culture (Springer, 2006).")
    assert parsed.title == "Stem cell culture"
    # guard: words in brackets with no year stay ("… (Lentibulariaceae)")
    parsed = parse_reference(
        "Chandra, S. Chromosome numbers (Lentibulariaceae). Genetics 4, 7 (2001)."
    )
    assert parsed.title == "Chromosome numbers (Lentibulariaceae)"
