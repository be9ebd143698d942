"""front66's rules on train material (front65's held-out styles, rotated): a meeting
report's rapporteurs over its organisers (``meetingrows``); a submission record's "All
authors:" row over its presenter's (``allauthorsrow``); a news release's closing "The
paper, published in …, is by …" (``studycredit``); a Latin phrase of law or ceremony
("Amici Curiae") no name (``notnames``, asked by ``namewords.as_name``); a credit
sentence wrapped into a block of its own (``studycredit``).

Lines are built here; each case failed on f72b45f4 but the controls.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.allauthorsrow import all_authors_row, row_authors
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.frontmatter import read_front_matter
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.meetingrows import rapporteur_names
from tapyre_paper_search.pdf.notnames import is_latin_phrase
from tapyre_paper_search.pdf.studycredit import credit_names, is_credit


def _line(text: str, y0: float, size: float = 10.0, *, bold: bool = False,
          block: int = 0) -> Line:  # fmt: skip
    return Line(text, size, bold, False, False, 60.0, y0, 60.0 + 5.0 * len(text), y0 + size,
                block, 0)  # fmt: skip


def _page(lines: list[Line]) -> PageLines:
    return PageLines(tuple(lines), 612.0, 792.0)


_PROSE = (
    "Considerable energetic investment is devoted to altering large stretches of the",
    "chromatin adjacent to double strand breaks, and a myriad of histone modifications",
    "create a platform for the assembly of repair complexes in the vicinity of lesions.",
)
_RAPPORTEURS = "Rapporteurs: D. R. Liu, Paul Ciraci and Martin Shan"


def _report(rows: list[str]) -> list[Line]:
    lines = [_line("MEETING REPORT", 40, 9, bold=True, block=1)]
    lines.append(_line("Histone tails and the chromatin response to damage", 60, 17, bold=True,
                       block=2))  # fmt: skip
    lines.append(_line("Report on the workshop held in Leiden, 6–8 June 2017", 90, 10, block=3))
    lines += [_line(row, 110 + 14 * k, 9, block=4 + k) for k, row in enumerate(rows)]
    lines.append(_line("Summary", 160, 11, bold=True, block=9))
    lines += [_line(text, 180 + 13 * k, 10, block=10) for k, text in enumerate(_PROSE)]
    return lines


def test_a_meeting_report_is_its_rapporteurs_not_its_organisers() -> None:
    """Before: the organisers' row gave "Dana Price" (a part of it), the writers none."""
    lines = _report(["Organisers: Koenraad M. R. Audenaert and Dana Price", _RAPPORTEURS])
    assert read_front_matter([_page(lines)]).authors == ("D. R. Liu", "Paul Ciraci", "Martin Shan")


@pytest.mark.parametrize("label", ["Organizers", "Convenors", "Co-chairs"])
def test_rapporteurs_with_any_organising_row(label: str) -> None:
    lines = _report([f"{label}: Dana Price and Evan Moss", _RAPPORTEURS])
    assert rapporteur_names(lines, 2, ("Dana Price",)) == (
        "D. R. Liu",
        "Paul Ciraci",
        "Martin Shan",
    )


def test_a_rapporteurs_row_wrapped_onto_the_next_line() -> None:
    lines = [_line("Organisers: Dana Price", 100, 9, block=4),
             _line("Rapporteurs: Ann Lee, Bo Chen,", 114, 9, block=5),
             _line("Cy Diaz and Eve Roth", 126, 9, block=5),
             _line("Summary", 140, 11, bold=True, block=6)]  # fmt: skip
    assert rapporteur_names(lines, 0, ()) == ("Ann Lee", "Bo Chen", "Cy Diaz", "Eve Roth")


def test_rapporteurs_alone_or_a_byline_alone_stand() -> None:
    """Controls: no organisers' row (a thesis jury's "Rapporteurs:" under its author's
    byline is contribrows'), or no rapporteurs' row: the authors read stand."""
    alone = _report([_RAPPORTEURS])
    assert rapporteur_names(alone, 2, ("Ann Lee",)) == ("Ann Lee",)
    organisers = _report(["Organisers: Dana Price and Evan Moss"])
    assert rapporteur_names(organisers, 2, ("Ann Lee",)) == ("Ann Lee",)


_SUBMISSION = [
    "Submission ID: 1272",
    "Track: Open session",
    "Presenting author: Alberto Garcia-Etxebarria",
    "All authors: Alberto Garcia-Etxebarria (University of Leiden); Boris Vuckovic",
    "(Institute of Physics, Zagreb); P. Yang",
    "Submitted by: Dana Price, conference office",
]


def _submission(rows: list[str]) -> list[Line]:
    lines = [_line("Abstract submission received", 40, 14, bold=True, block=1)]
    lines += [_line(row, 70 + 13 * k, 10, block=2) for k, row in enumerate(rows)]
    return lines


def test_a_submission_s_all_authors_row_over_its_presenter() -> None:
    """Before: the "Presenting author:" row gave one author of three."""
    lines = _submission(_SUBMISSION)
    got = all_authors_row(lines, 1, ("Alberto Garcia-Etxebarria",))
    assert got == ("Alberto Garcia-Etxebarria", "Boris Vuckovic", "P. Yang")
    assert row_authors(lines, 1, ("Alberto Garcia-Etxebarria",)) == got


def test_an_all_authors_row_must_hold_the_names_read() -> None:
    """Controls: a CRediT row "All authors: Formal analysis" names nobody read; a row
    not holding the names read elsewhere, or nothing read, leaves the authors."""
    credit = _submission(["Ann Lee: Conceptualization", "All authors: Formal analysis, Writing"])
    assert all_authors_row(credit, 1, ("Ann Lee",)) == ("Ann Lee",)
    others = _submission(["All authors: Bo Chen; Cy Diaz"])
    assert all_authors_row(others, 1, ("Ann Lee",)) == ("Ann Lee",)
    assert all_authors_row(_submission(_SUBMISSION), 1, ()) == ()


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "The paper, published in a refereed journal, is by T. Liu, K. L. Wang and M. Feng.",
            ("T. Liu", "K. L. Wang", "M. Feng"),
        ),
        (
            "The study, which appears in Science, was by Ann Lee and Bo Chen.",
            ("Ann Lee", "Bo Chen"),
        ),
        ("The paper, published in a journal, is by far the most cited.", ()),  # control
        ("The paper, published in 2020, is by the consortium.", ()),  # control
    ],
)
def test_a_release_s_closing_sentence_published_then_is_by(
    text: str, names: tuple[str, ...]
) -> None:
    lines = [_line("A headline", 40, 17, block=1), _line(text, 80, 10, block=2)]
    assert is_credit(text) == bool(names)
    assert credit_names(lines, 1) == names


def test_a_credit_sentence_wrapped_into_a_block_of_its_own() -> None:
    """A browser sets a wrapped line in a block of its own: before, "Wei-Zhen Deng."
    was lost to the sentence (and read alone elsewhere)."""
    text = "The paper, published in a refereed journal, is by Zhan Shu, Xiao-Lin Chen and"
    lines = [_line("A headline", 40, 17, block=1), _line(text, 80, 10, block=2),
             _line("Wei-Zhen Deng.", 93, 10, block=3)]  # fmt: skip
    assert credit_names(lines, 1) == ("Zhan Shu", "Xiao-Lin Chen", "Wei-Zhen Deng")


def test_a_closed_credit_sentence_takes_no_next_block() -> None:
    """Control: the sentence ended, the next block (a heading's line) is not taken."""
    text = "The study, by Zhan Shu and Bo Chen, appears in Science."
    lines = [_line("A headline", 40, 17, block=1), _line(text, 80, 10, block=2),
             _line("Ann Lee and Eve Roth", 93, 10, block=3)]  # fmt: skip
    assert credit_names(lines, 1) == ("Zhan Shu", "Bo Chen")


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("BRIEF OF AMICI CURIAE", []),
        ("Amicus Curiae", []),
        ("IN MEMORIAM", []),
        ("Per Curiam", []),
        ("Ada Pro Bono", ["Ada Pro Bono"]),  # control: three words, a name
        ("Curia Lee", ["Curia Lee"]),  # control
    ],
)
def test_a_latin_phrase_of_law_or_ceremony_is_no_name(text: str, names: list[str]) -> None:
    assert names_in_line(text, lenient=True) == names
    assert is_latin_phrase(text.split()[-2:]) or names
    assert not is_latin_phrase(["Pro", "Bono", "Ada"])  # two words only
