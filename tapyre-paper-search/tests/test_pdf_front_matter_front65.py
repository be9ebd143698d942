"""front65's rules on train material (front64's held-out styles, rotated): a row of
labelled fields' makers (``fieldednames``); a correction notice's authors from the
article it cites (``originalcited``); a book review's byline wrapped with its places in
parentheses (``reviewbyline``); a foreword's signer with the post on the line
(``forewordsigner``).

Lines are built here; each case failed on c0602381 but the controls.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.fieldednames import fielded_names
from tapyre_paper_search.pdf.forewordsigner import foreword_signers
from tapyre_paper_search.pdf.frontmatter import read_front_matter
from tapyre_paper_search.pdf.lifespan import is_life_line, without_life_lines
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.originalcited import original_authors
from tapyre_paper_search.pdf.panelbylinemarks import has_panel_label, without_panel_marks
from tapyre_paper_search.pdf.reviewbyline import review_byline


def _line(text: str, y0: float, size: float = 10.0, *, bold: bool = False,
          x0: float = 60.0) -> Line:  # fmt: skip
    return Line(text, size, bold, False, False, x0, y0, x0 + 5.0 * len(text), y0 + size, 0, 0)


def _page(lines: list[Line]) -> PageLines:
    return PageLines(tuple(lines), 612.0, 792.0)


_PROSE = (
    "Neutrinoless double beta decay is one of the most sensitive approaches in particle",
    "physics to take us into a regime of physics beyond the standard model, and this",
    "review follows the experiments in search of it from the first to the latest ones.",
)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Authors: Somnath Choudhury · Contact: choudhury@example.org", ("Somnath Choudhury",)),
        (
            "Authors: G. Dereli and B. Sungu · Contact: dereli@example.edu",
            ("G. Dereli", "B. Sungu"),
        ),
        ("Author: Ann Lee | Published: 3 May 2021", ("Ann Lee",)),
        ("Authors: Ann Lee · Institute of Physics", ()),  # no label on the other piece
        ("Keywords: trees · Contact: lee@example.org", ()),  # no makers' field
        ("Authors: Ann Lee", ()),  # one field: no row of fields
    ],
)
def test_a_row_of_fields_gives_its_makers_field(text: str, names: tuple[str, ...]) -> None:
    assert fielded_names([_line("Title", 60, 17), _line(text, 100, 8)], 1) == names


def test_a_fact_sheet_s_foot_line_names_its_authors() -> None:
    """Before: nobody was read where the foot line named one or two people."""
    lines = [
        _line("Centre for Data and Society   ·   Regional partners", 40, 8, bold=True),
        _line("FACT SHEET No. 23 · 2019", 70, 9, bold=True),
        _line("Experimental efforts in search of neutrinoless decay", 90, 17, bold=True),
        _line("Key points", 125, 11, bold=True),
        *(_line(text, 145 + 14 * k) for k, text in enumerate(_PROSE)),
        _line("Authors: Somnath Choudhury · Contact: choudhury@example.org", 200, 8),
        _line("1. Introduction", 230, 10, bold=True),
    ]
    assert read_front_matter([_page(lines)]).authors == ("Somnath Choudhury",)


_TITLED = [_line("ERRATUM", 60, bold=True), _line("Much ado about 248", 80, 12, bold=True)]
_CITED = "Original article: M. C. Nucci and P. G. L. Leach (2014). Journal 27(3), 281–301."


def test_an_erratum_s_authors_are_the_original_article_s() -> None:
    lines = [*_TITLED, _line(_CITED, 100, 9)]
    assert original_authors(lines, 2, ()) == ("M. C. Nucci", "P. G. L. Leach")
    # read from the citation itself, the label and the journal cutting its ends off
    assert original_authors(lines, 2, ("P. G. L. Leach",)) == ("M. C. Nucci", "P. G. L. Leach")


def test_a_citation_s_year_wrapped_to_the_next_line() -> None:
    lines = [*_TITLED, _line("Original paper: Ann Lee, Bo Chen and Cy Diaz", 100, 9),
             _line("(2020a). Journal 4(1), 1–9.", 112, 9)]  # fmt: skip
    assert original_authors(lines, 2, ()) == ("Ann Lee", "Bo Chen", "Cy Diaz")


def test_a_notice_s_own_byline_and_a_citation_with_no_year_are_kept() -> None:
    """Controls: names read from a byline of its own stay; no year, no citation read."""
    lines = [*_TITLED, _line("Dana Price", 95, 10), _line(_CITED, 110, 9)]
    assert original_authors(lines, 2, ("Dana Price",)) == ("Dana Price",)
    lines = [*_TITLED, _line("Original article: Ann Lee and Bo Chen, Journal 4.", 100, 9)]
    assert original_authors(lines, 2, ()) == ()


def test_a_notice_s_page_reads_the_original_authors() -> None:
    """Before: nobody (two names) was read from the citation."""
    lines = [*_TITLED, _line(_CITED, 100, 9),
             *(_line(text, 125 + 14 * k) for k, text in enumerate(_PROSE)),
             _line("Introduction", 180, 10, bold=True)]  # fmt: skip
    assert read_front_matter([_page(lines)]).authors == ("M. C. Nucci", "P. G. L. Leach")


_REVIEWERS = (
    "Reviewed by Eli Hiai (Institute of Theoretical Physics), Eleni Saija (Institute of",
    "Theoretical Physics), N. Breuillard (Faculty of Biochemistry), Debashish Cadoni (Faculty",
    "of Biochemistry), F. R. Choudhury (Faculty of Biochemistry), H. P. Power (Institute of",
    "Theoretical Physics) and C. S. Yurkin (Institute of Theoretical Physics)",
)


def _review(byline: tuple[str, ...]) -> list[Line]:
    return [
        _line("BOOK REVIEW", 40, 7),
        _line("Mycobacterium tuberculosis phagosome maturation arrest", 60, 21),
        _line("Cities after Data by Evan Moss and Hal Berg. Harbor Books, 2014. 359 pp.", 95, 10.8),
        *(_line(text, 110 + 13 * k, 10.8) for k, text in enumerate(byline)),
        *(_line(text, 170 + 14 * k, 12) for k, text in enumerate(_PROSE)),
    ]


def test_a_review_byline_wrapped_in_parentheses_is_read_whole() -> None:
    """Before: three lines were read, the byline's last name in an open parenthesis."""
    names = review_byline(_review(_REVIEWERS), [1])
    assert names[0] == "Eli Hiai" and names[-1] == "C. S. Yurkin" and len(names) == 7


def test_a_closed_review_byline_reads_no_further() -> None:
    """Control: past two wrapping lines a closed byline takes no more lines."""
    closed = (
        "Reviewed by Eli Hiai (Institute of Physics), Eleni Saija (Institute of Physics),",
        "N. Breuillard (Faculty of Biochemistry), Debashish Cadoni (Faculty of Biochemistry),",
        "F. R. Choudhury (Faculty of Biochemistry) and H. P. Power (Institute of Physics)",
        "Ann Lee and Bo Chen",
    )
    assert review_byline(_review(closed), [1])[-1] == "H. P. Power"


def _foreword(signature: str) -> list[Line]:
    return [
        _line("Beta interferon controls virus infection in mice", 97, 19.5, bold=True),
        _line("Foreword", 171, 10.5, bold=True),
        _line("This paper sets out the evidence behind our plans and the questions we will", 201),
        _line("ask. I am grateful to everyone who gave their time to it.", 218),
        _line(signature, 245),
        _line("Prepared by Ann Lee and Bo Chen", 288, 9.5),
    ]


@pytest.mark.parametrize(
    "signature",
    [
        "Dana Price, Minister for Science",
        "Dana Price, Secretary of State for Health and Social Care",
        "Dana Price, Director, Institute of Public Health",
    ],
)
def test_a_foreword_signer_with_the_post_on_the_line(signature: str) -> None:
    assert foreword_signers(_foreword(signature), 1) == ("Dana Price",)


def test_a_sentence_with_a_post_signs_nothing() -> None:
    """Control: a line of prose with a comma before a post is no signature."""
    assert foreword_signers(_foreword("However, the director of the unit agreed."), 1) == ()


@pytest.mark.parametrize(
    ("text", "life"),
    [
        ("Dana Price, 1938–2023", True),
        ("Dana Price (1938-2023)", True),
        ("Dana Price, 2019–2023 fellow", False),  # more than a life's years
        ("Statistics, 1990–2020", False),  # no name
        ("Ann Lee and Bo Chen, 1990–2020", False),  # two names: a team's years
        ("Ann Lee, 2023–1990", False),  # no life runs backwards
    ],
)
def test_a_name_with_a_life_s_years(text: str, life: bool) -> None:
    assert is_life_line(text) is life


def _obituary() -> list[Line]:
    return [
        _line("IN MEMORIAM", 40, 8, bold=True),
        _line("Intersection Bodies and Generalized Cosine Transforms", 60, 14, bold=True),
        _line("Hal Berg, 1932–2008", 85, 9),
        *(_line(text, 105 + 14 * k, 9) for k, text in enumerate(_PROSE)),
        _line("— Boris Rubin, Graduate School of Earth Sciences", 160, 8, x0=300.0),
        _line("Introduction", 200, 10, bold=True),
    ]


def test_the_person_remembered_leaves_the_author_zone() -> None:
    """Before: where the classifier called the line an author's, the person remembered
    came first among an obituary's authors."""
    assert without_life_lines(_obituary(), [2, 6]) == [6]


def test_an_obituary_s_writers_are_its_signers() -> None:
    """Control (right before too): the signer is the author."""
    assert read_front_matter([_page(_obituary())]).authors == ("Boris Rubin",)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Vladislav V. Vysotsky + 35 more Show all authors", "Vladislav V. Vysotsky"),
        ("Ann Lee, Bo Chen +12 more authors", "Ann Lee, Bo Chen"),
        ("Ann Lee Show all authors", "Ann Lee"),
        ("There are 5 more", "There are 5 more"),  # no chip: a sentence's end
        ("Show all authors", "Show all authors"),  # the control alone: no name before it
    ],
)
def test_a_chip_hiding_names_is_off_the_byline(text: str, kept: str) -> None:
    assert without_panel_marks(text) == kept
    assert has_panel_label(text) is (kept != text)


def test_a_lone_name_before_a_chip_is_read() -> None:
    """Before: the page had no author (the classifier doubts the line)."""
    lines = [
        _line("EARLY VIEW · Research Article · Open Access", 40, 10.2),
        _line("Clustering in a stochastic model of one-dimensional gas", 60, 24),
        _line("Vladislav V. Vysotsky + 35 more Show all authors", 100, 10.8),
        _line("First published: 24 February 2021", 115, 10.8),
        _line("Abstract", 140, 14, bold=True),
        *(_line(text, 160 + 14 * k, 12.7) for k, text in enumerate(_PROSE)),
    ]
    assert read_front_matter([_page(lines)]).authors == ("Vladislav V. Vysotsky",)
