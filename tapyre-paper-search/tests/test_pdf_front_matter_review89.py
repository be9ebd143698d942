"""review89: a paper's own tables of labels are no label form (front32's labelform).

A literature review's table with "Title" / "Authors" columns or rows on the first
page, or a document-history table under the abstract, was read as a form: its
"Title" cell's neighbour became the paper's title and its authors and abstract were
lost.  A form is the page's front matter: it stands above any abstract or first
section heading, and no value of it is itself a title or author label (a table's
row of column headings).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import authors_from_lines, names_in_line
from tapyre_paper_search.pdf.labelform import read_form
from tapyre_paper_search.pdf.lines import page_lines

TITLE = "Wind and the spring warming of a small lake"
ABSTRACT = (
    "We measure how quickly a small lake warms in spring and show that the wind over its "
    "surface sets the depth of the warm layer. The layer deepens with the wind's strength "
    "and thins again on calm days, so the lake's heat content follows the weather closely."
)
BODY = "Cells were grown in a standard medium and counted every day for a week. "
STUDIES = [
    ["Lake heat budgets", "Smith and Jones", "2001"],
    ["Wind mixing in lakes", "Brown et al.", "2005"],
    ["Spring turnover", "Garcia and Wu", "2010"],
    ["Ice and warming", "Novak", "2015"],
]


def _head(page: pymupdf.Page, *, heading: bool = True) -> float:
    """Title, byline, affiliation and the abstract (under a heading or none); the
    baseline under them."""
    page.insert_text((72, 80), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((72, 110), "Ann Lee and Bo Chen", fontsize=11)
    page.insert_text((72, 124), "Department of Physics, Lake Town University, Finland", fontsize=9)
    if heading:
        page.insert_text((72, 150), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 156, 523, 220), ABSTRACT, fontsize=10)
    return 230


def _table(page: pymupdf.Page, y: float, rows: list[list[str]], xs: list[float]) -> None:
    for k, row in enumerate(rows):
        for x, cell in zip(xs, row, strict=True):
            page.insert_text((x, y), cell, fontsize=9, fontname="hebo" if k == 0 else "helv")
        y += 13


def _paper(path: Path, doc: pymupdf.Document) -> Path:
    doc.save(path)
    doc.close()
    return path


def _read(path: Path) -> tuple[str, tuple[str, ...], str]:
    pdf = extract_pdf(path, max_pages=2, tables=False)
    return pdf.title, tuple(pdf.authors), pdf.abstract


def _check(path: Path) -> None:
    title, authors, abstract = _read(path)
    assert title == TITLE
    assert authors == ("Ann Lee", "Bo Chen")
    assert abstract.startswith("We measure") and abstract.endswith("weather closely.")


def test_a_literature_table_with_title_and_authors_columns_is_no_form(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = _head(page)
    page.insert_text((72, y), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 8, 523, y + 80), BODY * 6, fontsize=10)
    page.insert_text((72, y + 95), "Table 1: Studies reviewed.", fontsize=9)
    _table(page, y + 111, [["Title", "Authors", "Year"], *STUDIES], [72, 260, 450])
    _check(_paper(tmp_path / "columns.pdf", doc))


def test_a_header_row_of_title_and_authors_under_a_headingless_abstract(tmp_path: Path) -> None:
    """No heading above the table: its row of column headings ("Title" beside
    "Authors") tells it from a form."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = _head(page, heading=False)
    page.insert_text((72, y + 10), "Table 1: Studies reviewed.", fontsize=9)
    _table(page, y + 26, [["Title", "Authors", "Year"], *STUDIES], [72, 260, 450])
    _check(_paper(tmp_path / "headingless.pdf", doc))


def test_a_table_with_title_and_authors_rows_in_the_body_is_no_form(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = _head(page)
    page.insert_text((72, y), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 8, 523, y + 80), BODY * 6, fontsize=10)
    rows = [
        ["Study", "A", "B", "C"],
        ["Title", "Lake heat budgets", "Wind mixing", "Spring turnover"],
        ["Authors", "Smith and Jones", "Brown and Green", "Garcia and Wu"],
        ["Year", "2001", "2005", "2010"],
        ["Method", "Buoys", "Model", "Satellite"],
    ]
    _table(page, y + 111, rows, [72, 180, 300, 420])
    _check(_paper(tmp_path / "rows.pdf", doc))


def test_a_document_history_table_under_the_abstract_is_no_form(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = _head(page)
    page.insert_text((72, y + 10), "Document history", fontsize=10, fontname="hebo")
    y += 26
    for label, value in [
        ("Title", "Quarterly lake report"),
        ("Author", "Project office"),
        ("Version", "1.2"),
        ("Date", "3 May 2021"),
    ]:
        page.insert_text((72, y), label, fontsize=10, fontname="hebo")
        page.insert_text((180, y), value, fontsize=10)
        y += 16
    page.insert_textbox(pymupdf.Rect(72, y + 20, 523, y + 200), BODY * 8, fontsize=10)
    _check(_paper(tmp_path / "history.pdf", doc))


def test_a_report_s_data_sheet_above_its_abstract_is_still_a_form(tmp_path: Path) -> None:
    """Guard: the rows at the head of the page, above the abstract, are read."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Lake Town Water Authority", fontsize=18, fontname="hebo")
    y = 160
    for label, value in [
        ("Title", TITLE),
        ("Author", "Ann Lee, Bo Chen"),
        ("Version", "1.2"),
        ("Date", "3 May 2021"),
    ]:
        page.insert_text((72, y), label, fontsize=10, fontname="hebo")
        page.insert_text((180, y), value, fontsize=10)
        y += 16
    page.insert_text((72, y + 20), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 26, 523, y + 100), ABSTRACT, fontsize=10)
    _check(_paper(tmp_path / "sheet.pdf", doc))


def _sidebar(path: Path, side: list[str], *, byline: bool) -> Path:
    """A title flush left over the abstract's heading (a byline between them or none),
    a narrow column beside the title reaching below the heading, then the abstract
    across the page: reading order takes the heading before the column."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 80), "Wind and the spring warming", fontsize=18, fontname="hebo")
    page.insert_text((72, 102), "of a small lake", fontsize=18, fontname="hebo")
    y = 150 if byline else 130
    if byline:
        page.insert_text((72, 125), "Ann Lee and Bo Chen", fontsize=11)
    page.insert_text((72, y), "Abstract", fontsize=11, fontname="hebo")
    for k, text in enumerate(side):
        page.insert_text((400, 78 + 12 * k), text, fontsize=9)
    top = max(y, 78 + 12 * len(side)) + 8
    page.insert_textbox(pymupdf.Rect(72, top, 523, top + 72), ABSTRACT, fontsize=10)
    page.insert_textbox(pymupdf.Rect(72, top + 92, 523, 800), BODY * 30, fontsize=10)
    return _paper(path, doc)


EDITORS = [
    "Edited by",
    "Jane Roe",
    "Max Mustermann",
    "Reviewed by",
    "Karl Berg",
    "Lena Vogel",
    "Received 3 May 2021",
    "Accepted 9 June 2021",
]


def test_a_sidebar_of_editors_beside_the_title_is_no_byline(tmp_path: Path) -> None:
    """The column names other roles and dates the paper: its names are no authors (the
    abstract still goes on after it)."""
    _, authors, abstract = _read(_sidebar(tmp_path / "editors.pdf", EDITORS, byline=False))
    assert not {"Jane Roe", "Max Mustermann", "Lena Vogel"} & set(authors)
    assert abstract.startswith("We measure")


def test_names_beside_the_title_do_not_go_before_the_byline_under_it(tmp_path: Path) -> None:
    """A byline stands between the title and the heading: the column of names beside the
    title (a board, a sidebar) is not the authors."""
    side = ["Jane Roe", "Max Mustermann", "Lake Town Press", "Volume 3, 2021", "Open access"]
    _, authors, abstract = _read(_sidebar(tmp_path / "board.pdf", side, byline=True))
    assert authors[:2] == ("Ann Lee", "Bo Chen")
    assert not {"Jane Roe", "Max Mustermann"} & set(authors)
    assert abstract.startswith("We measure")


def test_academic_titles_a_name_opens_with_or_a_line_ends_on() -> None:
    """A doctorate's field ("Dr. med.") or a hyphenated title ("Dr.-Ing.") before a name
    kept the name from being read; titles at a line's end before the name the line end
    broke ("… and Prof. Dr." / "Hans Müller") were read as a name of their own."""
    assert names_in_line("Dr. med. A. Weber, Prof. Dr. Hans Müller") == [
        "Dr. med. A. Weber",
        "Prof. Dr. Hans Müller",
    ]
    assert names_in_line("Dr.-Ing. Anna Weber, Karl Berg") == ["Dr.-Ing. Anna Weber", "Karl Berg"]
    assert authors_from_lines(["Jane Doe, Karl Berg and Prof. Dr.", "Hans Müller"]) == (
        "Jane Doe",
        "Karl Berg",
        "Hans Müller",
    )
    assert names_in_line("Prof. Dr. Hans Müller, Dr. Anna Weber, Prof. Dr.", lenient=True) == [
        "Prof. Dr. Hans Müller",
        "Dr. Anna Weber",
    ]
    assert names_in_line("Jane Doe John Smith Prof.") == ["Jane Doe", "John Smith"]
    assert names_in_line("Ann Dr Lee") == ["Ann Dr Lee"]  # guard: "Dr" as a name's word


def test_a_wrapped_german_byline_with_titles_in_a_paper(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 80), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((72, 110), "Dr. med. Anna Weber, Karl Berg und Prof. Dr.", fontsize=11)
    page.insert_text((72, 124), "Hans Müller", fontsize=11)
    page.insert_text(
        (72, 138), "Institut für Physik, Universität Seestadt, Deutschland", fontsize=9
    )
    page.insert_text((72, 166), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 172, 523, 240), ABSTRACT, fontsize=10)
    page.insert_text((72, 260), "1 Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 270, 523, 800), BODY * 30, fontsize=10)
    _, authors, _ = _read(_paper(tmp_path / "titles.pdf", doc))
    # the record's names without their titles, as the wrapped "Hans Müller"'s (names59)
    assert authors == ("Anna Weber", "Karl Berg", "Hans Müller")


def test_a_record_page_whose_title_wraps_before_overview_is_still_a_form() -> None:
    """Guard: a title's line opening with a word of a first section's heading
    ("overview and …") is no heading over the rows."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 60), "Open Research Archive", fontsize=14, fontname="hebo")
    page.insert_text((72, 100), "Wind and the spring warming of a lake: an", fontsize=18)
    page.insert_text((72, 124), "overview and recent developments", fontsize=18)
    y = 170.0
    for label, value in [
        ("Creators", "Ann Lee (Lake Town University)"),
        ("Published", "14 December 2024"),
        ("Identifier", "10.4910/record.96436"),
        ("Licence", "Creative Commons Attribution 4.0"),
    ]:
        page.insert_text((76, y), label, fontsize=10, fontname="hebo")
        page.insert_text((180, y), value, fontsize=10)
        y += 20
    page.insert_text((72, y + 20), "Description", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 30, 523, y + 110), ABSTRACT, fontsize=10)
    lines = page_lines(page.get_text("dict")).lines
    form = read_form(lines)
    assert form is not None and form.authors == ("Ann Lee",)
    assert form.abstract_label is not None and lines[form.abstract_label].text == "Description"
    doc.close()
