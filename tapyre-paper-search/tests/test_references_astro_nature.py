"""Entry forms of the astronomy and Nature author styles (mnras, naturemag).

The astronomy styles print no title for a paper in proceedings ("2014, in Proc.
of the 9th Conference. Springer, pp 718-741") and a report's kind and number
before its title ("2019, Technical Report TR-57, Title. School"); Nature's
styles a book's publisher, place and year in brackets after its title ("Title
(CRC Press, Berlin, 2020).").  Printed text, parsed alone.
"""

from __future__ import annotations

from ref_blocks import rows_block
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import parse_reference, references_of


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
    # a list set apart by commas only (REVTeX's): the bracket's commas cut no title
    parsed = parse_reference(
        "M. Ahmad, R. Takahashi, and J. M. Fernandez, CX3CR1 is required for airway "
        "inflammation (Springer, New York, 2009)."
    )
    assert (parsed.title, parsed.venue) == ("CX3CR1 is required for airway inflammation", "")
    # guard: words in brackets with no year stay ("… (Lentibulariaceae)")
    parsed = parse_reference(
        "Chandra, S. Chromosome numbers (Lentibulariaceae). Genetics 4, 7 (2001)."
    )
    assert parsed.title == "Chromosome numbers (Lentibulariaceae)"


_ENTRIES = [
    f"{name} A., 20{10 + n}, Reviews in Earth Sciences, {n}, {100 + n}"
    for n, name in enumerate(["Aebi", "Berger", "Chen", "Dubois", "Evans", "Fuchs"])
]


def test_the_body_read_after_a_right_columns_heading_is_no_part_of_the_list() -> None:
    # a two-column page read astray: the left column's last paragraphs (9 pt) come
    # after the right column's heading and first entry (8 pt)
    page = [
        rows_block(
            ["The body of the paper, in the left column, above the table."],
            x=42,
            y=100,
            size=9.0,
            width=240.0,
            step=10.0,
            height=8.0,
        ),
        rows_block(["REFERENCES"], x=305, y=561, size=9.0, width=60, step=10.0, height=8.0),
        rows_block([_ENTRIES[0]], x=305, y=578, size=8.0, width=240.0, step=10.0, height=8.0),
        rows_block(["5 DISCUSSION"], x=42, y=600, size=9.0, width=64, step=10.0, height=8.0),
        rows_block(
            [
                "Cardiovascular mortality is 10 to 20 times increased in",
                "patients with chronic renal failure. Risk factors are abundant.",
            ],
            x=42,
            y=617,
            size=9.0,
            width=240.0,
            step=10.0,
            height=8.0,
        ),
        *(
            rows_block([row], x=305, y=590 + 12 * i, size=8.0, width=240.0, step=10.0, height=8.0)
            for i, row in enumerate(_ENTRIES[1:])
        ),
    ]
    refs = references_of(page, [0])
    assert [r.authors[0] for r in refs] == [f"A. {e.split()[0]}" for e in _ENTRIES]
    assert not any("mortality" in r.text or "DISCUSSION" in r.text for r in refs)


def test_a_running_header_with_its_page_number_set_larger_does_not_end_the_list() -> None:
    first = [rows_block(["REFERENCES"], x=42, y=500, size=9.0, width=60, step=10.0, height=8.0)] + [
        rows_block([row], x=42, y=520 + 12 * i, size=8.0, width=240.0, step=10.0, height=8.0)
        for i, row in enumerate(_ENTRIES[:3])
    ]
    header = TextBlock(338, 30, 548, 41, [
        BlockLine("Coincidence of the oscillations in the d", 338, 30, 524, 40, 12.0, False),
        BlockLine("3", 542, 30, 548, 41, 12.0, False),
    ])  # fmt: skip
    second = [header] + [
        rows_block([row], x=42, y=57 + 12 * i, size=8.0, width=240.0, step=10.0, height=8.0)
        for i, row in enumerate(_ENTRIES[3:])
    ]
    refs = references_of([*first, *second], [0, len(first)])
    assert len(refs) == 6 and refs[5].venue == "Reviews in Earth Sciences"
    assert not any("Coincidence" in r.text for r in refs)
    # guard: a heading set larger after the list, with no page number, still ends it
    appendix = rows_block(
        ["Supplementary tables"], x=42, y=200, size=12.0, width=120, step=10.0, height=8.0
    )
    refs = references_of([*first, *second, appendix], [0, len(first)])
    assert len(refs) == 6 and "Supplementary" not in refs[-1].text


def test_a_preprints_year_in_brackets_after_its_title_is_no_part_of_it() -> None:
    parsed = parse_reference("Pérez, M. Á. Reciprocal symmetry of oscillators (2007). 0704.0153.")
    assert (parsed.title, parsed.year) == ("Reciprocal symmetry of oscillators", 2007)


def test_a_proceedings_right_after_the_names_with_its_publisher_in_brackets_is_the_venue() -> None:
    # REVTeX prints no title for a paper in proceedings; the astronomy styles put the
    # publisher in brackets before the pages
    for text in (
        "H. Dvořák and Y. H. Pong, in Proceedings of the 17th Conference on Public Health "
        "(Springer, 1999) pp. 632-640.",
        "C. Monney, in Proceedings of the 17th Conference on Public Health (2000) pp. 4-9.",
        "Zhang, Y., Fujii, K., et al. 2021, in Proceedings of the 17th Conference on Public "
        "Health (IEEE), 127-146",
    ):
        parsed = parse_reference(text)
        assert (parsed.title, parsed.venue) == (
            "",
            "Proceedings of the 17th Conference on Public Health",
        )
    # with a title, the publisher and year in brackets leave the venue
    parsed = parse_reference(
        "A. Lee, Growth of trees, in Proceedings of the 7th Conference (ACM, 2011) pp. 3-9."
    )
    assert (parsed.title, parsed.venue) == ("Growth of trees", "Proceedings of the 7th Conference")


def test_a_doi_broken_at_a_lines_end_is_joined_again() -> None:
    rows = [
        "Ann Lee. 2000. Growth of trees. Reviews in Botany 37, 3 (2000), 391-401. https://doi.org/10.",
        "2124/x5050",
        "Bo Kim. 2001. Roots. Reviews in Botany 38, 1 (2001), 1-9. doi: 10.7357/",
        "x585891",
        "Cy Dunn. 2002. Leaves. Reviews in Botany 39, 2 (2002), 5-9. doi:10.1000/x1",
        "and more.",
    ]
    blocks = [rows_block(["References"], x=42, y=40, size=9.0, width=60, step=10.0, height=8.0)] + [
        rows_block(rows[i : i + 2], x=42, y=60 + 30 * i, size=8.0, width=480, step=10.0, height=8.0)
        for i in range(0, 6, 2)
    ]
    refs = references_of(blocks, [0])
    assert [r.doi for r in refs] == ["10.2124/x5050", "10.7357/x585891", "10.1000/x1"]
