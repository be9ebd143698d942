"""References: a degree's dotted abbreviation, continuation lines
opening with a volume or a year beside the right column's next entry, a dangling
"and" after a Vancouver name."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import parse_reference, references_of


@pytest.mark.parametrize("degree", ["Ph.D.", "M.Sc.", "B.Sc.", "M.D.", "PhD", "Master's"])
def test_a_degree_after_a_comma_only_title_ends_the_title(degree: str) -> None:
    parsed = parse_reference(f"J. Smith, Deep learning of graphs, {degree} Thesis, MIT, 2019.")
    assert parsed.authors == ("J. Smith",)
    assert parsed.title == "Deep learning of graphs"
    assert parsed.venue == "MIT"  # the school, not the kind (refs65, refkindschool)
    assert parsed.year == 2019


def test_a_degree_ends_no_sentence_of_a_title() -> None:
    parsed = parse_reference(
        "Smith J. Ph.D. students in the U.S. and their advisors. J. Educ. Res. 12 (2005) 45-67."
    )
    assert parsed.title == "Ph.D. students in the U.S. and their advisors"
    assert parsed.year == 2005


def test_a_title_ending_in_thesis_keeps_its_words_where_no_comma_sets_them_apart() -> None:
    parsed = parse_reference("J. Smith, A critique of the Church-Turing thesis, Minds Mach., 2019.")
    assert parsed.title == "A critique of the Church-Turing thesis"


def test_a_dangling_and_after_a_vancouver_name_opens_the_title() -> None:
    parsed = parse_reference("Doe J, Roe R, Hepatitis B and C in the clinic. Lancet. 2001;3:1-9.")
    assert parsed.authors == ("J Doe", "R Roe")
    assert parsed.title == "Hepatitis B and C in the clinic"


def block(x: float, y: float, *rows: str) -> TextBlock:
    """A block at (x, y) set in 9 points: each row a line 11 points under the one before,
    indented 12 points where it starts with two spaces (a hanging indent)."""
    lines = [
        BlockLine(
            row.strip(),
            x + 12 * row.startswith("  "),
            y + 11 * i,
            x + 220,
            y + 11 * i + 9,
            9.0,
            False,
        )
        for i, row in enumerate(rows)
    ]
    return TextBlock(x, y, x + 220, lines[-1].y1, lines)


def page(left: list[TextBlock], top: TextBlock) -> list[TextBlock]:
    """A last page read in slabs: a paragraph, the right column's top, then the list's
    heading low in the left column with ``left``."""
    return [
        TextBlock(
            54,
            79,
            292,
            88,
            [BlockLine("We compare with earlier work.", 54, 79, 292, 88, 10.0, False)],
        ),
        top,
        TextBlock(54, 444, 134, 453, [BlockLine("References", 54, 444, 134, 453, 11.0, False)]),
        *left,
    ]


def test_a_numbered_lists_continuation_line_opening_with_a_volume_is_no_entry_number() -> None:
    # The left column's last entry goes on in a line opening with its volume ("12 (2005)"),
    # read as a bare number it would make the right column's "3." no next number.
    left = [
        block(54, 461, "1. D. J. Singh, Advances in Immunology 56 (2005) 414-429."),
        block(54, 485, "2. D. Podolsky, Journal of Radiology and of", "12 (2006) 726-735."),
    ]
    top = block(315, 80, "3. G. Cardella, Rev. Mech. Eng. 14 (1999) 522-529.")
    parsed = references_of(page(left, top), [0])
    assert [r.authors[0] for r in parsed] == ["D. J. Singh", "D. Podolsky", "G. Cardella"]
    assert parsed[-1].year == 1999


def test_an_author_year_lists_continuation_block_opening_with_a_year_is_no_number() -> None:
    # A block of the last entry opens with its year ("2005. Reviews …"): the list is
    # no numbered one, so the right column's names, followed as the last entry's, go on.
    left = [
        block(54, 461, "Singh, D. J., and Roe, B.", "  2005. Advances in Immunology 56, 414-429."),
        block(54, 485, "Podolsky, D., and Roe, B.", "  2006. Journal of Radiology 72, 726-735."),
        block(54, 509, "Despont, L., and Roe, B."),
        block(54, 520, "  1997. Reviews in Engineering 36, 155-174."),
    ]
    top = block(315, 80, "Cardella, G., and Worseck, G.", "  1999. Rev. Mech. Eng. 14, 522-529.")
    parsed = references_of(page(left, top), [0])
    assert [r.authors[0] for r in parsed] == [
        "D. J. Singh",
        "D. Podolsky",
        "L. Despont",
        "G. Cardella",
    ]
    assert parsed[-1].year == 1999
