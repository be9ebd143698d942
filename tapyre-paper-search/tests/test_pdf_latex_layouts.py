"""Front matter of two LaTeX class conventions the LaTeX-typeset train corpus showed
(``tools/latex_corpus``), drawn here with PyMuPDF so no TeX is needed:

* a title set in the body's own size, bold capitals centred at the top, the names in
  smaller capitals below (the AMS journal style, :mod:`~tapyre_paper_search.pdf.plaintitle`);
* one byline per author, "NAME, Institution, Country", right above a headingless
  abstract in the same size, a keyword block below (the ACM journal style,
  :mod:`~tapyre_paper_search.pdf.byline`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.byline import is_byline
from tapyre_paper_search.pdf.headingless import from_probabilities
from tapyre_paper_search.pdf.lines import Line

AFFILIATIONS = ("University of Tarnów, Poland", "Delft Institute of Technology, Netherlands")


def _ams_style(page: Writer) -> None:
    page.space(40)
    page.line("DISK-BASED STORAGE FOR", 10, bold=True, centred=True)
    page.line("SCALABLE VIDEO STREAMS", 10, bold=True, centred=True)
    page.space(8)
    page.line("EDWARD CHANG, AVIDEH ZAKHOR, AND PRIYA RAMAN", 8, centred=True)
    page.space(10)
    page.paragraph("Abstract. " + ABSTRACT, 8, x=100, width=395)
    page.space(10)
    page.line("1. Introduction", 10, centred=True)  # headings in body type too
    while page.y < 700:
        page.paragraph(BODY)


@pytest.mark.parametrize("use_model", [True, False])
def test_a_title_in_body_type_set_in_bold_capitals_is_read(tmp_path: Path, use_model: bool) -> None:
    result = extract_pdf(
        write_page(tmp_path / "ams.pdf", _ams_style, body=False), use_model=use_model
    )
    assert result.title == TITLE.upper()
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def test_a_body_size_title_in_capitals_takes_the_metadata_title_s_case(tmp_path: Path) -> None:
    # The title is read as printed (capitals); a metadata title that matches it
    # (case folded) gives its case, one that does not is left aside.
    printed = write_page(tmp_path / "ams.pdf", _ams_style, body=False)
    for metadata, expected in (
        (TITLE, TITLE),
        ("Proceedings of the Example Workshop", TITLE.upper()),
    ):
        doc = pymupdf.open(printed)
        doc.set_metadata({"title": metadata})
        doc.save(tmp_path / "meta.pdf")
        doc.close()
        assert extract_pdf(tmp_path / "meta.pdf").title == expected


def _no_title(page: Writer) -> None:
    page.line("1 Introduction", 10, bold=True)
    page.paragraph(BODY)


def test_a_bold_heading_at_the_left_of_a_page_without_title_is_no_title(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "none.pdf", _no_title, body=False))
    assert result.title == ""


def _bold_paragraph(page: Writer) -> None:
    # Centred bold lines of body size that run on as long as a paragraph: a notice, no title.
    for _ in range(6):
        page.line("THIS DRAFT IS DISTRIBUTED FOR COMMENT ONLY", 10, bold=True, centred=True)
    page.paragraph(BODY)


def test_a_long_centred_bold_block_is_no_title(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "notice.pdf", _bold_paragraph, body=False))
    assert "DRAFT" not in result.title


def _acm_journal_style(page: Writer) -> None:
    page.line(TITLE, 14, bold=True)
    page.space(6)
    for i, name in enumerate(AUTHORS):
        page.line(f"{name.upper()}, {AFFILIATIONS[i % 2]}", 9)
    page.space(4)
    page.paragraph(ABSTRACT, 9, after=10)
    page.line("CCS Concepts: Information systems; Multimedia streaming.", 9)
    page.line("Additional Key Words and Phrases: video servers, disk placement", 9)


def test_bylines_above_a_headingless_abstract_are_names_not_abstract(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "acm.pdf", _acm_journal_style))
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def test_a_byline_is_a_name_a_comma_and_an_affiliation() -> None:
    assert is_byline("MAXIM A. DUFFY, National Institute of Medicine, Japan")
    assert is_byline("Jane Doe, Department of Physics, University of Tarnów")
    assert not is_byline("Jane Doe, John Roe")  # names only
    assert not is_byline("In this study, we used data of the University of Tarnów")
    assert not is_byline("We found, in Japan, that trees grow")
    assert not is_byline("Jane Doe")


def _bylines_with_company_and_city(page: Writer) -> None:
    page.line(TITLE, 14, bold=True)
    page.space(6)
    page.line("Edward Chang, Google Research, Mountain View", 9)
    page.line("Avideh Zakhor, Stanford University, Stanford", 9)
    page.line("Priya Raman, Microsoft, Redmond", 9)
    page.space(4)
    page.paragraph(ABSTRACT, 9, after=10)
    page.line("CCS Concepts: Information systems; Multimedia streaming.", 9)
    page.line("Additional Key Words and Phrases: video servers, disk placement", 9)


def test_a_short_byline_without_affiliation_word_does_not_open_the_abstract(
    tmp_path: Path,
) -> None:
    result = extract_pdf(write_page(tmp_path / "city.pdf", _bylines_with_company_and_city))
    assert result.abstract == ABSTRACT
    assert list(result.authors) == list(AUTHORS)


def _column(page: Writer, x: float, top: float) -> None:
    page.y = top
    while page.y < 760:
        page.paragraph(BODY, 9, x=x, width=235)


def _author_blocks_in_columns(page: Writer) -> None:
    # Names in blocks side by side over a two-column page; column order reads the
    # right-hand block only after the whole left column.
    page.line(TITLE, 16, bold=True, centred=True)
    page.space(8)
    top = page.y
    for x, name, place in ((110, AUTHORS[0], AFFILIATIONS[0]), (370, AUTHORS[1], AFFILIATIONS[1])):
        page.y = top
        page.line(name, 11, x=x)
        page.line("Department of Physics", 9, x=x)
        page.line(place, 9, x=x)
        page.line(f"{name.split()[-1].lower()}@example.org", 9, x=x)
    page.space(12)
    columns = page.y
    page.line("Abstract", 10, bold=True, x=50)
    page.paragraph(ABSTRACT, 9, x=50, width=235, after=8)
    page.line("1 Introduction", 10, bold=True, x=50)
    _column(page, 50, page.y)
    _column(page, 310, columns)  # the right-hand column starts under its author block


def test_author_blocks_side_by_side_over_two_columns_are_all_read(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "blocks.pdf", _author_blocks_in_columns, body=False))
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS[:2])
    assert result.abstract == ABSTRACT


WRAPPED = ("Ewine van Gourgoulhon", "Zhan Aujla", "Jose A. Tipler", "Ronald Kosel", "Stefan Choi")


def _wrapped_byline(page: Writer) -> None:
    # A long byline broken inside names, with ORCID marks in small type after each name.
    page.line(TITLE, 14, bold=True, centred=True)
    page.space(6)
    for text in (
        "Ewine van Gourgoulhon1, Zhan",
        "Aujla1, Jose A.",
        "Tipler2, Ronald",
        "Kosel2, and Stefan Choi1",
    ):
        page.line(text, 10, centred=True)
    page.line("1 University of Tarnów, Poland", 9, centred=True)
    page.line("2 Delft Institute of Technology, Netherlands", 9, centred=True)
    page.space(8)
    page.paragraph("Abstract. " + ABSTRACT, 9, x=100, width=395)


def test_a_byline_wrapped_inside_names_gives_the_whole_names(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "wrapped.pdf", _wrapped_byline))
    assert list(result.authors) == list(WRAPPED)


ORDERED = (*AUTHORS, "Jose A. Tipler", "Maria Garcia", "Wei Zhang", "Ola Nordmann", "Lukas Novak")


def _byline_wrapped_twice(page: Writer) -> None:
    page.line(TITLE, 18, bold=True, centred=True)
    page.space(6)
    page.line("Edward Chang, Avideh Zakhor, Priya Raman, Jose A.", 11, centred=True)
    page.line("Tipler, Maria Garcia, Wei Zhang, Ola", 11, centred=True)
    page.line("Nordmann, and Lukas Novak", 11, centred=True)
    page.line("Stanford University, Stanford, USA", 10, centred=True)
    page.space(10)
    page.line("Abstract", 10, bold=True)
    page.paragraph(ABSTRACT)


def test_names_read_across_the_breaks_keep_the_byline_order(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "wrapped.pdf", _byline_wrapped_twice))
    assert list(result.authors) == list(ORDERED)


def _membership_grades(page: Writer) -> None:
    page.line(TITLE, 18, centred=True)
    page.space(6)
    page.line(
        "Edward Chang, Senior Member, IEEE, Avideh Zakhor, Fellow, IEEE, and Priya Raman",
        10,
        centred=True,
    )
    page.space(10)
    page.paragraph("Abstract\u2014" + ABSTRACT, 9, bold=True)


def test_membership_grades_after_names_are_no_authors(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "grades.pdf", _membership_grades))
    assert list(result.authors) == list(AUTHORS)


LONG = " ".join(f"{ABSTRACT} Sample {n} adds more of the same." for n in range(1, 9))


def test_an_abstract_running_past_the_footnotes_goes_on_on_the_next_page(tmp_path: Path) -> None:
    # A preprint class's large type: the abstract fills page 1, the corresponding
    # author's footnote sits under it, the abstract ends at the top of page 2.
    doc = pymupdf.open()
    first = Writer(doc.new_page(width=612, height=792))
    first.line(TITLE, 17, centred=True)
    first.line(", ".join(AUTHORS), 12, centred=True)
    first.space(10)
    first.line("Abstract", 12, bold=True)
    words, cut, line = LONG.split(), 0, ""
    while first.y < 600:
        line, cut = _fill(words, cut, 12)
        first.line(line, 12)
    assert not line.endswith(".")  # page 1 ends mid-sentence
    first.y = 640
    first.line("Corresponding author", 10, x=70)
    first.line("Email address: chang@example.org (Edward Chang)", 10, x=60)
    first.y = 703
    first.line("Preprint submitted to Journal of Examples", 10, x=60)
    second = Writer(doc.new_page(width=612, height=792))
    second.y = 115
    while cut < len(words):
        line, cut = _fill(words, cut, 12)
        second.line(line, 12)
    second.space(10)
    second.line("Keywords: video servers, disks", 12)
    second.line("1 Introduction", 12, bold=True)
    second.paragraph(BODY, 12)
    doc.save(tmp_path / "runs-on.pdf")
    result = extract_pdf(tmp_path / "runs-on.pdf")
    assert result.abstract == LONG


@pytest.mark.parametrize(
    ("end", "opening"),
    [
        ("Code and data: https://example.org/video-store", "Video servers have"),
        ("Code and data: https://example.org/video-store", "video servers have"),
        ("Code and data come with the", "Video servers have"),
    ],
)
def test_an_abstract_over_its_footnote_ends_on_its_page_unless_it_runs_on(
    tmp_path: Path, end: str, opening: str
) -> None:
    # An abstract ending in a URL (complete) or in a word with page 2 opening in
    # capitals, a footnote under it, and page 2 opening with an unheaded paragraph in
    # the abstract's size: that paragraph is no abstract.
    doc = pymupdf.open()
    first = Writer(doc.new_page(width=595, height=842))
    first.line(TITLE, 17, bold=True, centred=True)
    first.space(6)
    first.line(", ".join(AUTHORS), 12, centred=True)
    first.space(10)
    first.line("Abstract", 12, bold=True)
    text = f"{ABSTRACT} {ABSTRACT} {end}"
    first.paragraph(text, 12)
    first.y = 770
    first.line("* Corresponding author. E-mail: chang@example.org", 9)
    second = Writer(doc.new_page(width=595, height=842))
    second.paragraph(f"{opening} to serve many clients at once. {BODY}", 12)
    second.line("1. Introduction", 12, bold=True)
    while second.y < 700:
        second.paragraph(BODY, 12)
    doc.save(tmp_path / "url-end.pdf")
    result = extract_pdf(tmp_path / "url-end.pdf")
    assert result.abstract.endswith(end)
    assert "to serve many clients" not in result.abstract


def _fill(words: list[str], start: int, size: float) -> tuple[str, int]:
    """The words from ``start`` that fill one 475-point line, and where the next starts."""
    end = start + 1
    while (
        end < len(words)
        and pymupdf.get_text_length(" ".join(words[start : end + 1]), "tiro", size) <= 475
    ):
        end += 1
    return " ".join(words[start:end]), end


def _lowercase_label_word(page: Writer) -> None:
    page.line(TITLE, 17, centred=True)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.space(10)
    page.line("Abstract", 11, bold=True)
    page.line("We followed a cohort of older adults for ten years and report how", 10)
    page.line("subjects participating in the study used the services offered to", 10)
    page.line("them. The use grew with age and fell with distance to a centre.", 10)
    page.space(8)


def test_a_line_of_the_abstract_opening_with_a_keyword_label_in_lower_case_goes_on(
    tmp_path: Path,
) -> None:
    result = extract_pdf(write_page(tmp_path / "subjects.pdf", _lowercase_label_word))
    assert result.abstract.endswith("fell with distance to a centre.")
    assert "subjects participating" in result.abstract


def _row(text: str, y: float, *, x: float = 60, bold: bool = False) -> Line:
    return Line(text, 10.0, bold, False, False, x, y, x + 5.0 * len(text), y + 10, 1)


def test_a_run_in_label_cut_from_its_text_by_a_justified_gap_goes_on_the_abstract() -> None:
    # PyMuPDF gives a justified line's bold "Findings:" as a line of its own when the
    # gap after it is wide; the structured abstract goes on through it.
    lines = [
        _row("Abstract", 100, bold=True),
        _row("Background: Nets were sold by shops and given out free in a campaign.", 114),
        _row("Methods: A survey of 1,752 households in 31 villages was made in 2006.", 126),
        _row("Findings:", 138, bold=True),
        _row("Net use was 62.7% overall and highest among infants.", 138, x=140),
        _row("Conclusions: Shops and campaigns together reached most of the children.", 150),
        _row("1 Introduction", 180, bold=True),
    ]
    found = find_heading(lines, 0, height=792)
    assert found is not None
    assert found.text.endswith("reached most of the children.")
    assert "Findings: Net use was 62.7%" in found.text


def test_affiliation_and_dates_lines_over_a_headingless_abstract_are_left_out() -> None:
    # The classifier doubts the affiliation and the dates line right above the abstract
    # (a physics journal's style), but rates them high enough to join its run.
    def line(text: str, y: float, block: int) -> Line:
        return Line(text, 9.0, False, False, False, 60, y, 540, y + 9, block)

    lines = [
        line("Department of Radiology, Haifa University, Haifa 3175, Israel", 100, 3),
        line("(Dated: November 29, 2026)", 111, 3),
        line("Cancer-associated cachexia is a wasting syndrome of systemic inflammation,", 125, 4),
        line(
            "weight loss and atrophy of white adipose tissue and skeletal muscle. We show", 136, 4
        ),
        line("that a switch from white to brown fat increases energy expenditure in it.", 147, 4),
    ]
    found = from_probabilities(lines, range(5), [0.35, 0.55, 1.0, 1.0, 1.0])
    assert found is not None and found.text.startswith("Cancer-associated cachexia")
    assert found.start == 2
    keep = from_probabilities(lines[2:], range(3), [1.0, 1.0, 1.0])
    assert keep is not None and keep.start == 0


def _left_title_centred_abstract_heading(page: Writer) -> None:
    page.line(TITLE, 10, bold=True)
    page.line(", ".join(AUTHORS), 10)
    page.space(10)
    page.line("Abstract", 10, bold=True, centred=True)
    page.paragraph(ABSTRACT, 10, x=100, width=395)
    page.space(6)
    page.line("1 Introduction", 10, bold=True)
    while page.y < 700:
        page.paragraph(BODY)


def _italic_title_centred_caps_heading(page: Writer) -> None:
    page.line(TITLE, 10, italic=True, centred=True)
    page.line(", ".join(AUTHORS), 10, centred=True)
    page.space(10)
    page.line("INTRODUCTION", 10, centred=True)
    while page.y < 700:
        page.paragraph(BODY)


def _abstract_heading_no_title(page: Writer) -> None:
    page.line("ABSTRACT", 10, bold=True, centred=True)
    page.paragraph(ABSTRACT)
    page.line("1 Introduction", 10, bold=True)
    while page.y < 700:
        page.paragraph(BODY)


def _caps_label_over_body(page: Writer) -> None:
    page.line("SUPPLEMENTARY MATERIAL", 10, centred=True)
    page.space(10)
    page.paragraph(BODY)
    page.paragraph(BODY)


def _five_line_title(page: Writer) -> None:
    page.space(40)
    for text in (
        "ON THE STORAGE OF SCALABLE VIDEO",
        "STREAMS ON DISK ARRAYS WITH",
        "HETEROGENEOUS CLIENTS AND",
        "LAYERED ENCODING UNDER",
        "BANDWIDTH CONSTRAINTS",
    ):
        page.line(text, 10, bold=True, centred=True)
    page.space(8)
    page.line("EDWARD CHANG, AVIDEH ZAKHOR, AND PRIYA RAMAN", 8, centred=True)
    page.space(10)
    page.paragraph("Abstract. " + ABSTRACT, 8, x=100, width=395)
    page.space(10)
    while page.y < 700:
        page.paragraph(BODY)


@pytest.mark.parametrize(
    "front",
    [
        _left_title_centred_abstract_heading,
        _italic_title_centred_caps_heading,
        _abstract_heading_no_title,
        _caps_label_over_body,
        _five_line_title,
    ],
)
def test_a_centred_heading_label_or_byline_is_no_body_size_title(
    tmp_path: Path, front: Callable[[Writer], None]
) -> None:
    result = extract_pdf(write_page(tmp_path / "page.pdf", front, body=False))
    for text in ("Abstract", "ABSTRACT", "INTRODUCTION", "SUPPLEMENTARY", "CHANG"):
        assert text not in result.title
    assert not result.abstract.startswith(BODY[:40])


def _bold_caps_byline(page: Writer) -> None:
    page.space(40)
    page.line("DISK-BASED STORAGE FOR SCALABLE VIDEO STREAMS", 10, bold=True, centred=True)
    page.space(6)
    page.line("EDWARD CHANG, AVIDEH ZAKHOR, AND PRIYA RAMAN", 10, bold=True, centred=True)
    page.space(10)
    page.paragraph("Abstract. " + ABSTRACT, 9, x=100, width=395)
    page.space(10)
    page.line("1. Introduction", 10, centred=True)
    while page.y < 700:
        page.paragraph(BODY)


def test_a_byline_in_the_title_style_under_a_wider_gap_is_no_title(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "ams.pdf", _bold_caps_byline, body=False))
    assert result.title.upper() == TITLE.upper()
    assert list(result.authors) == list(AUTHORS)
