"""front62's rules on train material: a book review's "Reviewed by" line naming its
authors (``reviewbyline``); a shortened "Ann Lee et al." byline standing for an
"Authors and affiliations" section further down (``etalsection``); a news story's credit
sentence right after the summary read whole (``studycredit.closing_credit``).

Lines and PDFs are built here; each case failed on ec0cd40c but the controls.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from brief_pages import ABSTRACT, BODY_LINE, FONTS, TITLE, draw_text
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.etalsection import etal_section_names
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.reviewbyline import review_byline
from tapyre_paper_search.pdf.studycredit import closing_credit


def _line(text: str, y0: float, size: float = 11.0, *, bold: bool = False,
          italic: bool = False, x0: float = 60.0, x1: float = 535.0) -> Line:  # fmt: skip
    return Line(text, size, bold, italic, False, x0, y0, x1, y0 + size, 0, 0)


def _review(byline: list[str], label: str = "BOOK REVIEW") -> list[Line]:
    """A book review's lines: the label, the title (lines 1-2), the book's line, the
    text, the ``byline`` flush right in bold, the reviewers' place in italics."""
    lines = [_line(label, 50, 10, bold=True), _line(TITLE, 70, 16, bold=True)]
    lines.append(_line("Small Towns and Their Trees, by Dana Price and Evan Moss.", 100,
                       italic=True))  # fmt: skip
    lines += [_line(row, 125 + 15 * n) for n, row in enumerate(ABSTRACT)]
    y = 125 + 15 * len(ABSTRACT) + 10
    for row in byline:
        lines.append(_line(row, y, bold=True, x0=535 - 5.5 * len(row)))
        y += 14
    lines.append(_line("Centre for Molecular Biology", y, 10, italic=True, x0=400))
    return lines


def test_a_book_review_s_reviewers_are_its_authors() -> None:
    """Before: nobody (the reviewed book's writers are not read either)."""
    lines = _review(["Reviewed by Ann Lee, Bo Chen and Cy Diaz"])
    assert review_byline(lines, [1]) == ("Ann Lee", "Bo Chen", "Cy Diaz")


def test_a_reviewers_line_wrapped_flush_right() -> None:
    lines = _review(["Reviewed by Ann Lee, Bo Chen, Cy Diaz, Dora Ortiz", "and Eli Moss"])
    assert review_byline(lines, [1]) == ("Ann Lee", "Bo Chen", "Cy Diaz", "Dora Ortiz", "Eli Moss")


@pytest.mark.parametrize(
    ("byline", "label"),
    [
        (["Reviewed by Ann Lee and Bo Chen"], "RESEARCH ARTICLE"),  # a peer reviewers' line
        (["Reviewed by the Editorial Board"], "BOOK REVIEW"),  # a body
        (["Ann Lee and Bo Chen"], "BOOK REVIEW"),  # no "Reviewed by"
    ],
)
def test_control_no_book_review_or_no_reviewers(byline: list[str], label: str) -> None:
    assert review_byline(_review(byline, label), [1]) == ()


def _etal_page(head: str, names: list[str]) -> list[Line]:
    """A preprint page: the title (line 0), ``head`` under it, "Abstract" and its text,
    "Authors and affiliations" over each of ``names`` in bold over a place in italics,
    then "Introduction"."""
    lines = [_line(TITLE, 90, 20, bold=True), _line(head, 125, 10)]
    lines.append(_line("Abstract", 150, 11, bold=True))
    lines += [_line(row, 170 + 14 * n, 10) for n, row in enumerate(ABSTRACT)]
    y = 170 + 14 * len(ABSTRACT) + 15
    lines.append(_line("Authors and affiliations", y, 11, bold=True))
    for name in names:
        lines.append(_line(name, y + 22, 10, bold=True))
        lines.append(_line("Graduate School of Electrical Engineering", y + 36, 10, italic=True))
        y += 38
    lines.append(_line("Introduction", y + 25, 11, bold=True))
    lines.append(_line("Towns of fewer than twenty thousand people have seen little study.",
                       y + 45, 10))  # fmt: skip
    return lines


def test_an_et_al_byline_stands_for_the_authors_section() -> None:
    """Before: nobody where the first author reads alone as a running head's name."""
    names = ["Jesper Sturm", "V. S. Sigurdsson", "Y. Y. Yang", "Shlomo Kotthaus"]
    assert etal_section_names(_etal_page("Jesper Sturm et al.", names), 1) == tuple(names)


@pytest.mark.parametrize(
    ("head", "names"),
    [
        ("Jesper Sturm et al.", ["Ann Lee", "Jesper Sturm"]),  # the list opens with another
        ("Jesper Sturm et al.", ["Jesper Sturm"]),  # one name: no "et al."
        ("Jesper Sturm", ["Jesper Sturm", "Ann Lee"]),  # no shortened byline
        ("Sturm, J. and Lee, A. et al.", ["Jesper Sturm", "Ann Lee"]),  # no one name
    ],
)
def test_control_the_section_must_open_with_the_shortened_name(head: str, names: list[str]) -> None:
    assert etal_section_names(_etal_page(head, names), 1) == ()


def test_a_book_review_pdf_reads_its_reviewers(tmp_path: Path) -> None:
    """The whole reader: the reviewers, not the reviewed book's writers in the line
    citing it (before: "Small Towns", …, "Evan Moss")."""
    path = tmp_path / "review.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    draw_text(page, 50, "BOOK REVIEW", 10, "b")
    draw_text(page, 80, TITLE, 16, "b")
    draw_text(
        page,
        110,
        "Small Towns and Their Trees, by Dana Price and Evan Moss. 2021. 240 pp.",
        11,
        "i",
    )
    y = 140.0
    for row in ABSTRACT:
        draw_text(page, y, row, 11)
        y += 15
    byline = "Reviewed by Ann Lee and Bo Chen"
    page.insert_text((330, y + 15), byline, fontsize=11, fontname="dvb",
                     fontfile=FONTS + "DejaVuSerif-Bold.ttf")  # fmt: skip
    draw_text(page, y + 60, "1. Introduction", 12, "b")
    draw_text(page, y + 80, BODY_LINE, 11)
    doc.save(path)
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Chen")


def _news(credit: list[str]) -> list[Line]:
    """A news story's lines: the headline (line 0), a writer's byline, the summary
    (lines 2-5), the ``credit`` sentence in one paragraph, a share link."""
    lines = [_line(TITLE, 90, 20, bold=True)]
    lines.append(_line("By Dana Price, Communications Office · 3 May 2021", 120, 9))
    lines += [_line(row, 140 + 14 * n, 10) for n, row in enumerate(ABSTRACT)]
    y = 140 + 14 * len(ABSTRACT) + 10
    lines += [_line(row, y + 14 * n, 10) for n, row in enumerate(credit)]
    return [*lines, _line("Share this story", y + 60, 9)]


def test_a_credit_sentence_closing_the_summary_keeps_its_first_name() -> None:
    """Before: the zone read it as a byline, "The study, by Randy K. Dumas" no name;
    a name wrapped at its initials lost its first one."""
    used = frozenset(range(2, 2 + len(ABSTRACT)))
    credit = ["The study, by Randy K. Dumas, Chang-Peng Li and F.", "G. Liu, appears in Annals."]
    lines = _news(credit)
    assert closing_credit(lines, used) == ("Randy K. Dumas", "Chang-Peng Li", "F. G. Liu")


def test_control_no_credit_sentence_after_the_summary() -> None:
    used = frozenset(range(2, 2 + len(ABSTRACT)))
    lines = _news(["Read more about the Institute's research on its website."])
    assert closing_credit(lines, used) == ()
    assert closing_credit(lines, frozenset()) == ()


def test_fix58a_a_heading_reading_as_a_name_ends_the_authors_section() -> None:
    """fix58a: the next section's heading in the heading's type ended the section only
    where it read as no name; "Supplementary Information" reads as one and was taken."""
    lines = _etal_page("Jesper Sturm et al.", ["Jesper Sturm", "Ann Lee"])
    lines.insert(-2, _line("Supplementary Information", lines[-2].y0 - 5, 11, bold=True))
    assert etal_section_names(lines, 1) == ("Jesper Sturm", "Ann Lee")


def test_fix58a_the_authors_section_reads_at_most_sixty_names() -> None:
    """fix58a: the cap on the names read was asked only of lines reading as no name."""
    names = [f"Ann {family}" for family in ["Lee", "Chen", "Diaz", "Moss"] * 20]
    names[0] = "Jesper Sturm"
    lines = [line for line in _etal_page("Jesper Sturm et al.", names) if not line.italic]
    assert len(etal_section_names(lines, 1)) == 60  # one name a line, no place under it
