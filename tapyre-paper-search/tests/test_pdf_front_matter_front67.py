"""front67's rules on train material (front66's held-out styles, rotated): a letter to
the editor's signers under "Yours faithfully," (``lettersigners``); a laboratory
notebook's header rows, its experiment the title and its recorders the authors
(``memohead``'s vocabulary); an op-ed's closing note of one sentence a writer
(``postsentence``), wrapped over up to five lines (``closingbyline``); a submission
receipt's "Title:" row under its heading (``receipttitle``).

Lines are built here; each case failed on 64869831 but the controls and the first
(a driver check).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.closingbyline import closing_names
from tapyre_paper_search.pdf.frontmatter import read_front_matter
from tapyre_paper_search.pdf.lettersigners import letter_signers
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.memohead import read_memo
from tapyre_paper_search.pdf.postsentence import post_piece
from tapyre_paper_search.pdf.receipttitle import receipt_title


def _line(text: str, y0: float, size: float = 9.0, *, bold: bool = False,
          italic: bool = False, block: int = 0) -> Line:  # fmt: skip
    return Line(text, size, bold, italic, False, 60.0, y0, 60.0 + 4.5 * len(text), y0 + size,
                block, 0)  # fmt: skip


def _page(lines: list[Line]) -> PageLines:
    return PageLines(tuple(lines), 612.0, 792.0)


_PROSE = (
    "The hemoglobinopathies are probably the world's most common genetic diseases, and",
    "all of them are believed to provide some protection against malaria in the regions",
    "where natural selection has raised and kept their frequencies over many centuries.",
)


def _letter(signers: list[tuple[str, str]], closing: str = "Yours faithfully,") -> list[Line]:
    lines = [_line("LETTER TO THE EDITOR", 60, 8, bold=True, block=1),
             _line("Thalassemia and malaria: new insights into an old problem", 83, 18,
                   bold=True, block=2),
             _line("Sir,", 140, block=3)]  # fmt: skip
    lines += [_line(text, 156 + 12 * k, block=4) for k, text in enumerate(_PROSE)]
    lines.append(_line(closing, 210, block=5))
    y = 228.0
    for k, (name, place) in enumerate(signers):
        lines.append(_line(name, y, bold=True, block=6 + k))
        if place:
            lines.append(_line(place, y + 12, 8, italic=True, block=6 + k))
        y += 27
    lines.append(_line("Introduction", y + 4, bold=True, block=20))
    lines.append(_line("A fundamental goal in biology is to determine how cells work.", y + 20,
                       block=21))  # fmt: skip
    return lines


_SIGNERS = [("Yi-Fang Lummen", "Division of Biochemistry"), ("M. C. Schweitzer", "Leiden"),
            ("Afsar Takahashi", "Division of Biochemistry")]  # fmt: skip


def test_a_letters_signers_under_its_closing_are_its_authors() -> None:
    """Through the driver: the signers are the authors.  (On these built lines the base
    read them too, by other rules; on the printed letters it read nobody: the
    line-level cases below fail at the base.)"""
    found = read_front_matter([_page(_letter(_SIGNERS))])
    assert found.authors == ("Yi-Fang Lummen", "M. C. Schweitzer", "Afsar Takahashi")


@pytest.mark.parametrize("closing", ["Yours sincerely,", "Sincerely,", "Yours faithfully"])
def test_signers_a_name_a_line_under_any_closing(closing: str) -> None:
    lines = _letter([("Ann Lee", ""), ("Dr. Bo Chen", ""), ("Cy Diaz", "")], closing)
    assert letter_signers(lines, 2) == ("Ann Lee", "Bo Chen", "Cy Diaz")


def test_no_closing_or_no_name_under_it_names_nobody() -> None:
    """Controls: the letter unsigned, or a closing over a heading and prose."""
    unsigned = [line for line in _letter(_SIGNERS) if "faithfully" not in line.text]
    assert letter_signers(unsigned, 2) == ()
    assert letter_signers(_letter([]), 2) == ()
    assert letter_signers(_letter(_SIGNERS), 9) == ()  # (no closing after the signers)


def _notebook(rows: list[str]) -> list[Line]:
    lines = [_line(row, 55 + 15 * k, 10, block=k) for k, row in enumerate(rows)]
    lines.append(_line("Aim and outcome", 166, 11, bold=True, block=9))
    lines += [_line(text, 184 + 13 * k, 10, block=10) for k, text in enumerate(_PROSE)]
    return lines


_ROWS = ["Notebook: LN-879 \u00b7 Page 30", "Experiment: Rigid subsets of symplectic manifolds",
         "Recorded by: W. Ida; P. M. Andreani", "Witnessed by: Dana Price",
         "Date: 2 June 2021"]  # fmt: skip


def test_a_notebook_entrys_experiment_and_recorders() -> None:
    """Before: the title was "Aim and outcome", the authors none."""
    found = read_front_matter([_page(_notebook(_ROWS))])
    assert found.title == "Rigid subsets of symplectic manifolds"
    assert found.authors == ("W. Ida", "P. M. Andreani")


def test_an_experiment_row_alone_is_no_head() -> None:
    """Control: an "Experiment:" line with no other header rows around it (a paper's
    body) is no memo's subject."""
    assert read_memo(_notebook(["Experiment: Rigid subsets of symplectic manifolds"])) is None


_NOTE = ("T. Liu is a senior lecturer in ecology at Centre for Immunology. K. L. Wang is a "
         "research fellow in economics at St. Mary's Hospital. M. Feng is an associate "
         "professor of physics at Faculty of Epidemiology.")  # fmt: skip


def test_a_note_of_one_sentence_a_writer_names_them_all() -> None:
    """Before: the first sentence's names only ("T. Liu")."""
    assert post_piece(_NOTE) == "T. Liu, K. L. Wang, M. Feng"


def test_one_post_sentence_reads_as_before() -> None:
    """Controls: one sentence (names joined by "and"); a second sentence of no post."""
    text = "Ann Lee and Bo Chen are researchers at the Institute of Physics."
    assert post_piece(text) == "Ann Lee and Bo Chen"
    assert post_piece("Ann Lee is a professor of law at X. She writes on courts.") == "Ann Lee"


def test_a_note_wrapped_over_four_lines_after_the_abstract() -> None:
    """Before: the note's lines past the third were not read, so it named nobody."""
    abstract = [_line(text, 100 + 12 * k, 10, block=1) for k, text in enumerate(_PROSE)]
    wrapped = ["G. Stasinska is a professor of public health at Centre for Mechanical",
               "Engineering. G. Tenorio-Tagle is a research fellow in economics at Department",
               "of Theoretical Physics. M. Rodriguez is a senior lecturer in ecology at",
               "Department of Theoretical Physics. W. J. Henney is an associate professor of",
               "physics at Centre for Mechanical Engineering."]  # fmt: skip
    note = [_line(text, 150 + 13 * k, 9, block=2) for k, text in enumerate(wrapped)]
    found = closing_names([*abstract, *note], (0, 1, 2))
    assert found.names == ("G. Stasinska", "G. Tenorio-Tagle", "M. Rodriguez", "W. J. Henney")


def _receipt(heading: str, rows: list[str]) -> list[Line]:
    lines = [_line(heading, 55, 13.5, bold=True, block=0)]
    lines += [_line(row, 83 + 14 * k, 10.5, block=1 + k) for k, row in enumerate(rows)]
    return lines


_RECEIPT_ROWS = ["Submission ID: 6509", "Presenting author: E. Lanzoni",
                 "Title: Mycobacterium tuberculosis phagosome maturation arrest: PI3P-",
                 "dependent membrane trafficking", "Abstract text:"]  # fmt: skip


def test_a_receipts_title_row_not_its_heading() -> None:
    """Before: the title was "Abstract submission received" (front66's found, not fixed)."""
    lines = _receipt("Abstract submission received", _RECEIPT_ROWS)
    assert receipt_title(lines, (0,), lines[0].text) == (
        "Mycobacterium tuberculosis phagosome maturation arrest: PI3P-dependent membrane "
        "trafficking"
    )


def test_a_title_over_a_metadata_block_stays() -> None:
    """Controls: a report's own title over "Title:" rows, a receipt with no title row."""
    lines = _receipt("Annual report of the survey", _RECEIPT_ROWS)
    assert receipt_title(lines, (0,), lines[0].text) == "Annual report of the survey"
    bare = _receipt("Submission confirmation", ["Submission ID: 6509", "Track: Applications"])
    assert receipt_title(bare, (0,), bare[0].text) == "Submission confirmation"


def test_places_in_italic_at_the_names_size_are_the_signers_places() -> None:
    """The names' type is their size, weight and slant (:meth:`Line.same_type`): a
    place set in italic at the names' own size is that signer's place, not a line in the
    names' type that reads as no name and ends the signers (the lead, round 63)."""
    lines = _letter([])[:-2]
    y = 228.0
    for name, place in _SIGNERS:
        lines += [_line(name, y), _line(place, y + 12, italic=True)]
        y += 27
    assert letter_signers(lines, 2) == ("Yi-Fang Lummen", "M. C. Schweitzer", "Afsar Takahashi")
