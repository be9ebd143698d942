"""front64's rules on train material: writers named by their post in a sentence after
the abstract (``postsentence``, asked by ``writersentence.writers_piece``); a
foreword's signer off the authors (``forewordsigner``).

Lines are built here; each case failed on 4a83aa8f but the controls.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.closingbyline import closing_names
from tapyre_paper_search.pdf.forewordsigner import foreword_signers, without_foreword_signers
from tapyre_paper_search.pdf.frontmatter import read_front_matter
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.postsentence import post_piece
from tapyre_paper_search.pdf.writersentence import writers_piece


def _line(text: str, y0: float, size: float = 10.0, *, bold: bool = False,
          italic: bool = False, x0: float = 60.0) -> Line:  # fmt: skip
    return Line(text, size, bold, italic, False, x0, y0, x0 + 5.0 * len(text), y0 + size, 0, 0)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Ann Lee and Bo Chen are researchers at the Institute of Physics.", "Ann Lee and Bo Chen"),
        ("M. W. Solanki is a researcher at Division of Public Health.", "M. W. Solanki"),
        ("Ann Lee is an associate professor of economics at Lund University.", "Ann Lee"),
        (
            "Ann Lee, Bo Chen and Cy Diaz are PhD students in Physics.",
            "Ann Lee, Bo Chen and Cy Diaz",
        ),
        ("Ann Lee is researchers at the Institute of Physics.", ""),  # the verb disagrees
        ("Ann Lee and Bo Chen are researchers.", ""),  # no place
        ("Ann Lee and Bo Chen are researchers at the Institute of Physics", ""),  # no stop
    ],
)
def test_a_post_sentence_gives_its_names_piece(text: str, names: str) -> None:
    assert post_piece(text) == names
    assert writers_piece(text) == names


def test_writers_shapes_still_come_first() -> None:
    """Control: a writing sentence reads as before."""
    assert writers_piece("Ann Lee and Bo Chen wrote this brief.") == "Ann Lee and Bo Chen"


_STANDFIRST = [
    _line("We show that the method works on every sample we could find and on the", 200),
    _line("samples others sent us, with a gain of ten per cent.", 214),
]


def test_a_post_sentence_wrapped_after_the_abstract_names_the_writers() -> None:
    """Before: the wrapped sentence gave "A. K. Bothun" alone (or nobody on one line)."""
    lines = [*_STANDFIRST, _line("A. K. Bothun and D. R.", 240, 9, italic=True),
             _line("Cardella are researchers at Graduate School of Engineering.", 252, 9,
                   italic=True)]  # fmt: skip
    assert closing_names(lines, {0, 1}).names == ("A. K. Bothun", "D. R. Cardella")
    one = [*_STANDFIRST, _line("M. W. Solanki is a researcher at Division of Public Health.",
                               240, 9, italic=True)]  # fmt: skip
    assert closing_names(one, {0, 1}).names == ("M. W. Solanki",)


def test_a_post_sentence_of_no_names_names_nobody() -> None:
    """Control: the names piece is read strictly."""
    lines = [*_STANDFIRST, _line("Most participants are students at the school.", 240)]
    assert not closing_names(lines, {0, 1})


def _white_paper(heading: str, prepared: str = "Prepared by Ann Lee and Bo Chen") -> list[Line]:
    lines = [
        _line("WHITE PAPER · Ministry of Health", 70, 9),
        _line("Beta interferon controls virus infection in mice", 97, 19.5, bold=True),
        _line(heading, 171, 10.5, bold=True),
        _line("This paper sets out the evidence behind our plans and the questions we will", 201),
        _line("ask. I am grateful to everyone who gave their time to it.", 218),
        _line("Dana Price", 245),
        _line("Secretary of State for Health", 263),
    ]
    if prepared:
        lines.append(_line(prepared, 288, 9.5))
    lines.append(_line("Executive summary", 313, 11.5, bold=True))
    body = "Studies with mice lacking the common plasma membrane receptor for type I"
    return [
        *lines,
        _line(body, 343),
        _line("interferon have revealed that it restricts them.", 361),
    ]


_ALL = ("Dana Price", "Ann Lee", "Bo Chen")


@pytest.mark.parametrize("heading", ["Foreword", "Ministerial foreword", "Foreword by the Dean"])
def test_a_foreword_s_signer_is_no_author(heading: str) -> None:
    lines = _white_paper(heading)
    assert foreword_signers(lines, 2) == ("Dana Price",)
    assert without_foreword_signers(lines, 2, _ALL) == ("Ann Lee", "Bo Chen")


def test_the_white_paper_s_authors_are_its_preparers() -> None:
    """Before: the minister's name came first among the authors."""
    page = PageLines(tuple(_white_paper("Foreword")), 612.0, 792.0)
    assert read_front_matter([page]).authors == ("Ann Lee", "Bo Chen")


def test_a_preface_s_signer_and_a_lone_signer_are_kept() -> None:
    """Controls: a preface is often the authors' own; a signer the only name is kept."""
    assert without_foreword_signers(_white_paper("Preface"), 2, _ALL) == _ALL
    alone = _white_paper("Foreword", prepared="")
    assert without_foreword_signers(alone, 2, ("Dana Price",)) == ("Dana Price",)
